/**
 * The cross-check of the true candidates: the native engine's counts against clingo's brave
 * consequences (engines/asp/brave.ts). Pure and small, apart from the analysis, so that the web
 * app's Design view checks the counts its worker sent with the page's clingo, without loading the
 * native engine on the page's thread.
 */

/** Where the native candidates and clingo's brave consequences differ, in words; null when they
 * agree wherever the native count is decided. */
export function candidatesDisagreement(counts: (number | null)[][][], brave: number[][][]): string | null {
  for (const [r, row] of counts.entries())
    for (const [c, cell] of row.entries())
      for (const [v, k] of cell.entries()) {
        if (k === null) continue;
        const inBrave = brave[r][c].includes(v + 1);
        if (inBrave !== k > 0)
          return `cell (${r + 1},${c + 1}) value ${v + 1}: the native engine counts ${k} solution${k === 1 ? "" : "s"} with it, clingo's brave consequences ${inBrave ? "include" : "exclude"} it`;
      }
  return null;
}
