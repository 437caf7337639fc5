/**
 * Redundant givens: those a unique puzzle keeps its one solution without, each on its own (two
 * redundant givens left out together may not be: the list says which one may go, then ask again).
 */
import type { Puzzle } from "../puzzle/types.js";
import { type Prober, OutOfTime, withGiven } from "./probe.js";

export interface RedundantGivens {
  /** [row, column, value], 1-based: each may be left out and the puzzle stays unique. */
  givens: [number, number, number][];
  /** Every given was tried (else the clock stopped it: those not tried are not listed). */
  complete: boolean;
}

/** Redundant givens of a unique puzzle; each try asks for two solutions without one given. */
export function redundantGivens(p: Puzzle, prober: Prober): RedundantGivens {
  const n = p.size;
  const givens: RedundantGivens["givens"] = [];
  try {
    for (let i = 0; i < n * n; i++) {
      const v = p.givens[Math.floor(i / n)][i % n];
      if (v !== 0 && prober.solutions(withGiven(p, i, 0), 2).grids.length === 1) givens.push([Math.floor(i / n) + 1, (i % n) + 1, v]);
    }
  } catch (e) {
    if (e instanceof OutOfTime) return { givens, complete: false };
    throw e;
  }
  return { givens, complete: true };
}
