/**
 * Redundant givens: those a unique puzzle keeps its one solution without, each on its own. Two of
 * them left out together may not be, so a set that may all go at once is found too: each redundant
 * given, in reading order, left out when the puzzle stays unique without it and those left out
 * before (the set is maximal: none of the others can join it).
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { type Prober, OutOfTime, withGivens } from "./probe.js";

export interface RedundantGivens {
  /** [row, column, value], 1-based: each may be left out and the puzzle stays unique. */
  givens: [number, number, number][];
  /** Of those, a set that may all be left out at once, the puzzle still unique (one such set,
   * found in reading order, to which none of the others can be added). */
  together: [number, number, number][];
  /** Every given was tried, and the set finished (else the clock stopped it: what is listed holds). */
  complete: boolean;
}

/** Redundant givens of a unique puzzle; each try asks for two solutions without some givens. */
export function redundantGivens(p: Puzzle, prober: Prober): RedundantGivens {
  const n = p.size;
  const out: RedundantGivens = { givens: [], together: [], complete: false };
  const unique = (givens: Grid) => prober.solutions(withGivens(p, givens), 2).grids.length === 1;
  const without = (givens: Grid, [r, c]: [number, number, number]) => givens.map((row, i) => row.map((v, j) => (i === r - 1 && j === c - 1 ? 0 : v)));
  try {
    for (let i = 0; i < n * n; i++) {
      const given: [number, number, number] = [Math.floor(i / n) + 1, (i % n) + 1, p.givens[Math.floor(i / n)][i % n]];
      if (given[2] !== 0 && unique(without(p.givens, given))) out.givens.push(given);
    }
    let left = p.givens;
    for (const given of out.givens) {
      const fewer = without(left, given);
      if (out.together.length === 0 || unique(fewer)) {
        // The first one alone was tried above.
        left = fewer;
        out.together.push(given);
      }
    }
  } catch (e) {
    if (e instanceof OutOfTime) return out;
    throw e;
  }
  out.complete = true;
  return out;
}
