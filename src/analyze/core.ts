/**
 * Why a design has no solution: a minimal set of its givens and streams that already has none.
 * Rows and columns always hold (they make the grid a Latin square); a stream dropped from the set
 * is a stream whose cells need not differ. Minimal: leave out any one member and what remains has
 * a solution.
 *
 * Deletion: starting from everything, each member is left out in turn and stays out when what is
 * left still has no solution; since leaving more out only adds solutions, a member kept was needed
 * when tried and is needed in the end. Streams are tried first, so that the set keeps givens where
 * it can: a setter changes a given before a layout. The native engine answers each question; the
 * analysis has clingo confirm the result (analyze.ts).
 */
import type { Puzzle } from "../puzzle/types.js";
import { restricted, type Members } from "./members.js";
import { type Prober, OutOfTime } from "./probe.js";

export { restricted, type Members };

export interface UnsatCore {
  /** The givens in the set, [row, column, value], 1-based. */
  givens: [number, number, number][];
  /** The streams in the set, by id (numbered by first cell, row by row: a file's letters are gone). */
  streams: number[];
  /** Each of those streams' cells, [row, column], 1-based, row by row: where they are on the board. */
  streamCells: [number, number][][];
  /** Minimal (every member tried); false when the clock stopped the deletion: then it has no
   * solution but may hold more than it needs. */
  minimal: boolean;
}

/** The members of a puzzle: its givens' cells and its streams of two cells or more (a lone cell's stream says nothing). */
export function membersOf(p: Puzzle): Members {
  const n = p.size;
  const givens: number[] = [];
  const size = new Map<number, number>();
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (p.givens[r][c] !== 0) givens.push(r * n + c);
      const id = p.streams[r][c];
      if (id !== 0) size.set(id, (size.get(id) ?? 0) + 1);
    }
  const streams = [...size]
    .filter(([, k]) => k > 1)
    .map(([id]) => id)
    .sort((a, b) => a - b);
  return { givens, streams };
}

/** A minimal set with no solution, for a puzzle that has none. */
export function unsatCore(p: Puzzle, prober: Prober): UnsatCore {
  const keep = membersOf(p);
  let minimal = true;
  try {
    for (const id of [...keep.streams]) {
      const without = { ...keep, streams: keep.streams.filter((s) => s !== id) };
      if (!prober.solvable(restricted(p, without))) keep.streams = without.streams;
    }
    for (const cell of [...keep.givens]) {
      const without = { ...keep, givens: keep.givens.filter((g) => g !== cell) };
      if (!prober.solvable(restricted(p, without))) keep.givens = without.givens;
    }
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    minimal = false;
  }
  const n = p.size;
  return {
    givens: keep.givens.map((i): [number, number, number] => [Math.floor(i / n) + 1, (i % n) + 1, p.givens[Math.floor(i / n)][i % n]]),
    streams: keep.streams,
    streamCells: keep.streams.map((id) => p.streams.flatMap((row, r) => row.flatMap((s, c): [number, number][] => (s === id ? [[r + 1, c + 1]] : [])))),
    minimal,
  };
}
