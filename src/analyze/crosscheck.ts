/**
 * clingo's checks of the native engine's answers: the true candidates against its brave
 * consequences (engines/asp/search.ts), and a core (no solution with it, one without each member).
 * Apart from the analysis, and without the native engine, so that the web app's Design view checks
 * what its worker sent with the page's clingo.
 */
import { now } from "../base/clock.js";
import type { ClingoRunner } from "../engines/asp/clingo.js";
import type { Puzzle } from "../puzzle/types.js";
import { isSolution } from "../puzzle/verify.js";
import type { UnsatCore } from "./core.js";
import { restricted } from "./members.js";

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

export interface CoreCheckOptions {
  timeoutMs?: number;
  encoding?: string;
  label?: string;
  /** Where clingo runs (the process's shared worker by default; the web app hands its own). */
  engine?: ClingoRunner;
}

/** clingo's view of a core: "agree" when the puzzle cut down to it has no solution, and (a minimal
 * core) one has a solution with each member left out; "disagree" otherwise; "timeout" past the limit. */
export async function confirmCore(p: Puzzle, core: UnsatCore, options: CoreCheckOptions = {}): Promise<"agree" | "disagree" | "timeout"> {
  const n = p.size;
  const givens = core.givens.map(([r, c]) => (r - 1) * n + c - 1);
  // A core the clock cut short is checked for having no solution only.
  const sets = [
    { givens, streams: core.streams, expect: 0 },
    ...(core.minimal ? givens.map((g) => ({ givens: givens.filter((x) => x !== g), streams: core.streams, expect: 1 })) : []),
    ...(core.minimal ? core.streams.map((s) => ({ givens, streams: core.streams.filter((x) => x !== s), expect: 1 })) : []),
  ];
  // The ASP layer (the encodings, ejs) loads when it is first used, as for solve (engines/asp-engine.ts).
  const { searchAsp } = await import("../engines/asp/search.js");
  const end = options.timeoutMs && options.timeoutMs > 0 ? now() + options.timeoutMs : Infinity;
  for (const s of sets) {
    const left = end - now();
    if (left <= 0) return "timeout";
    const cut = restricted(p, s);
    // The grid travels, and is checked by the independent verifier, as every engine's answer is.
    const r = await searchAsp(cut, 1, {
      solutions: true,
      timeoutMs: Number.isFinite(left) ? Math.ceil(left) : 0,
      encoding: options.encoding,
      label: options.label,
      engine: options.engine,
    });
    if (r.outcome === "timeout" || r.outcome === "UNKNOWN") return "timeout";
    if (Math.min(r.count, 1) !== s.expect || !r.grids.every((g) => isSolution(cut, g))) return "disagree";
  }
  return "agree";
}
