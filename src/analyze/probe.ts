/**
 * The native engine as the analysis asks it: the solutions of the puzzle with some givens or
 * streams changed, up to a limit, before a deadline. Every grid it hands back is checked by the
 * independent verifier (puzzle/verify.ts) against the puzzle it was asked about, as every engine's
 * answer is (engines/verified.ts): a wrong grid here would make a wrong candidate, a wrong count or
 * a wrong core.
 */
import { VerificationError } from "../base/errors.js";
import { now } from "../base/clock.js";
import { solveNative } from "../engines/native/solver.js";
import { isSolution } from "../puzzle/verify.js";
import type { Grid, Puzzle } from "../puzzle/types.js";

/** The answer to one question: the grids found (at most the limit), and whether that is all of them. */
export interface Probe {
  grids: Grid[];
  /** Every solution was found (grids.length is the count), or the limit was reached. */
  settled: boolean;
}

/** The clock ran out: the part that asked reports what it has, and says it is not complete. */
export class OutOfTime extends Error {
  constructor() {
    super("the analysis ran out of time");
  }
}

export class Prober {
  /** Questions asked (for the benchmark and the record). */
  asked = 0;

  /** `deadline`: a clock.ts now() time (Infinity = none). */
  constructor(readonly deadline: number) {}

  /** The solutions of `puzzle`, up to `limit` (0 = all). Throws OutOfTime past the deadline. */
  solutions(puzzle: Puzzle, limit: number): Probe {
    const left = this.deadline - now();
    if (left <= 0) throw new OutOfTime();
    this.asked++;
    const r = solveNative(puzzle, { limit, collect: true, timeoutMs: Number.isFinite(left) ? Math.max(1, Math.ceil(left)) : 0 });
    if (r.status === "timeout") throw new OutOfTime();
    for (const g of r.solutions) if (!isSolution(puzzle, g)) throw new VerificationError("native", "a grid the analysis asked for breaks the rules");
    return { grids: r.solutions, settled: r.complete || (limit > 0 && r.solutions.length >= limit) };
  }

  /** Whether `puzzle` has a solution. */
  solvable(puzzle: Puzzle): boolean {
    return this.solutions(puzzle, 1).grids.length > 0;
  }
}

/** The puzzle with other givens (the streams, size and kind kept). */
export function withGivens(p: Puzzle, givens: Grid): Puzzle {
  return { size: p.size, streams: p.streams, givens };
}

/** The puzzle with `value` given in cell `i` (row-major index). */
export function withGiven(p: Puzzle, i: number, value: number): Puzzle {
  const n = p.size;
  const givens = p.givens.map((row) => row.slice());
  givens[Math.floor(i / n)][i % n] = value;
  return withGivens(p, givens);
}

/** A grid as one string, to tell solutions apart. */
export const gridKey = (g: Grid): string => g.map((row) => row.join(",")).join(";");
