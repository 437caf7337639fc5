/**
 * True candidates, with what each does: for every cell and value, how many solutions place that
 * value there, counted up to COUNT_CAP ("2" reads "two or more"). A candidate counted 1 is a given
 * that would make the puzzle unique; one counted 0 is no true candidate.
 *
 * First the native engine lists the puzzle's solutions up to SAMPLE: on a design with a few hundred
 * solutions that is all of them, and every count is read off the list. Otherwise each value of each
 * cell not yet seen in COUNT_CAP solutions is probed (the value as one more given, solutions counted
 * up to COUNT_CAP); every solution a probe finds is tallied for the other candidates too, once (a
 * solution is told apart by its grid), so that few probes are needed.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { type Prober, gridKey, withGiven, OutOfTime } from "./probe.js";

/** Counts stop here: 2 = "two or more", all a setter needs to see which single given makes a puzzle unique. */
export const COUNT_CAP = 2;
/** Solutions listed before probing: every solution of a design with a few hundred. */
export const SAMPLE = 1000;

export interface CandidateCounts {
  /** [row][column][value - 1]: the solutions with that value there, up to COUNT_CAP; null = not
   * decided in time. */
  counts: (number | null)[][][];
  /** Every count is decided. */
  complete: boolean;
  /** The puzzle's solutions: the number found, exact when `exact` (else at least that many). */
  solutions: { count: number; exact: boolean };
  /** Distinct solutions met on the way (the list first), for the other parts of the analysis. */
  found: Grid[];
}

export interface CandidateOptions {
  /** Called now and then with the share of candidates decided, 0 to 1. */
  progress?: (done: number) => void;
}

export function candidateCounts(puzzle: Puzzle, prober: Prober, options: CandidateOptions = {}): CandidateCounts {
  const n = puzzle.size;
  const cells = n * n;
  // seen[i * n + v - 1]: distinct solutions found with v in cell i; decided: that count is exact (capped).
  const seen = new Int32Array(cells * n);
  const decided = new Uint8Array(cells * n);
  const keys = new Set<string>();
  const found: Grid[] = [];
  const tally = (grids: Grid[]) => {
    for (const g of grids) {
      const key = gridKey(g);
      if (keys.has(key)) continue;
      keys.add(key);
      found.push(g);
      for (let i = 0; i < cells; i++) seen[i * n + g[Math.floor(i / n)][i % n] - 1]++;
    }
  };
  const result = (complete: boolean, exact: boolean): CandidateCounts => ({
    counts: Array.from({ length: n }, (_, r) =>
      Array.from({ length: n }, (_, c) =>
        Array.from({ length: n }, (_, v) => {
          const at = (r * n + c) * n + v;
          return decided[at] || seen[at] >= COUNT_CAP ? Math.min(seen[at], COUNT_CAP) : null;
        }),
      ),
    ),
    complete,
    solutions: { count: found.length, exact },
    found,
  });

  let listed: ReturnType<Prober["solutions"]>;
  try {
    listed = prober.solutions(puzzle, SAMPLE);
  } catch (e) {
    if (e instanceof OutOfTime) return result(false, false);
    throw e;
  }
  tally(listed.grids);
  const all = listed.settled && listed.grids.length < SAMPLE;
  if (all) {
    decided.fill(1);
    return result(true, true);
  }
  try {
    for (let i = 0; i < cells; i++) {
      options.progress?.(i / cells);
      const given = puzzle.givens[Math.floor(i / n)][i % n];
      for (let v = 1; v <= n; v++) {
        const at = i * n + v - 1;
        if (seen[at] >= COUNT_CAP) continue;
        // A given cell holds its value in every solution (SAMPLE of them, more than the cap), no other.
        if (given !== 0) {
          decided[at] = 1;
          continue;
        }
        const probe = prober.solutions(withGiven(puzzle, i, v), COUNT_CAP);
        tally(probe.grids);
        // The probe counted this candidate itself, up to the cap (its solutions may have been seen before).
        seen[at] = Math.max(seen[at], probe.grids.length);
        decided[at] = 1;
      }
    }
  } catch (e) {
    if (e instanceof OutOfTime) return result(false, false);
    throw e;
  }
  options.progress?.(1);
  return result(true, false);
}

/** The true candidates of each cell ([row][column] → values), from the counts: those counted at
 * least once (an undecided count is left out). */
export function trueCandidates(counts: (number | null)[][][]): number[][][] {
  return counts.map((row) => row.map((cell) => cell.flatMap((k, v) => (k !== null && k > 0 ? [v + 1] : []))));
}
