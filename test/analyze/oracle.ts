/**
 * The independent answers the analysis is checked against: every solution of a small puzzle by
 * plain backtracking (no engine code), and the fewest extra givens by trying every set of cells,
 * smallest first.
 */
import type { Grid, Puzzle } from "../../src/index.js";

/** Every solution of a small puzzle: cells filled in order, each value checked against the row,
 * the column and the stream (a stream holds no value twice; a full one then holds each once). */
export function allSolutions(p: Puzzle): Grid[] {
  const n = p.size;
  const g = p.givens.map((row) => row.slice());
  const out: Grid[] = [];
  const fits = (r: number, c: number, v: number) => {
    for (let k = 0; k < n; k++) {
      if (k !== c && g[r][k] === v) return false;
      if (k !== r && g[k][c] === v) return false;
    }
    const s = p.streams[r][c];
    if (s !== 0) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if ((i !== r || j !== c) && p.streams[i][j] === s && g[i][j] === v) return false;
    return true;
  };
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (g[r][c] !== 0 && !fits(r, c, g[r][c])) return [];
  const place = (k: number) => {
    if (k === n * n) {
      out.push(g.map((row) => row.slice()));
      return;
    }
    const r = Math.floor(k / n);
    const c = k % n;
    if (p.givens[r][c] !== 0) return place(k + 1);
    for (let v = 1; v <= n; v++)
      if (fits(r, c, v)) {
        g[r][c] = v;
        place(k + 1);
        g[r][c] = 0;
      }
  };
  place(0);
  return out;
}

/** k-element subsets of `items`, each passed to `f` until it answers true. */
function someSubset(items: number[], k: number, f: (s: number[]) => boolean): boolean {
  const chosen: number[] = [];
  const go = (from: number): boolean => {
    if (chosen.length === k) return f(chosen);
    for (let i = from; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]);
      if (go(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return go(0);
}

/** The fewest extra givens that leave one solution, over every solution (or `only` that one), by
 * trying every set of empty cells, smallest first. */
export function fewestByExhaustion(p: Puzzle, solutions: Grid[], only?: Grid): number {
  const n = p.size;
  const empty = [...Array(n * n).keys()].filter((i) => p.givens[Math.floor(i / n)][i % n] === 0);
  const at = (g: Grid, i: number) => g[Math.floor(i / n)][i % n];
  const targets = only ? [only] : solutions;
  for (let k = 0; k <= empty.length; k++)
    if (someSubset(empty, k, (cells) => targets.some((x) => solutions.filter((y) => cells.every((i) => at(y, i) === at(x, i))).length === 1))) return k;
  throw new Error("no set of givens leaves one solution");
}
