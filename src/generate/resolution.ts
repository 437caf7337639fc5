/**
 * RESOLVESTRIMKO as the generator runs it thousands of times a puzzle: through the native engine's
 * one door for such callers (engines/native/session.ts), on the bitset representation, whose
 * propagation is resolution to its fixpoint (the same facts as resolve(), which runs the literal
 * representation kept for traces: the fixpoint does not depend on the order of the inferences),
 * several times faster. The level of every puzzle made is still measured by difficulty(), on resolve().
 */
import { now } from "../base/clock.js";
import { NativeSession, SESSION_MAX_N } from "../engines/native/session.js";
import { resolve, solveNative } from "../engines/native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";

/** The session of the last resolution(), kept open so that its grid() can still be read: closed
 * (its engine back in the cache) when the next resolution() runs. */
let last: NativeSession | null = null;

/** What resolution alone knows of the puzzle: whether that is all of it (solved) or a contradiction,
 * and its grid (0 = unknown), to be read before the next call. */
export function resolution(puzzle: Puzzle): { solved: boolean; contradiction: boolean; grid: () => Grid } {
  last?.close();
  last = null;
  if (puzzle.size > SESSION_MAX_N) {
    const r = resolve(puzzle);
    return { solved: r.status === "solved", contradiction: r.status === "contradiction", grid: () => r.grid };
  }
  const s = new NativeSession(puzzle);
  last = s;
  return { solved: s.consistent && s.solved, contradiction: !s.consistent, grid: () => s.grid() };
}

/**
 * Questions about a puzzle with a few more givens, answered from its resolved state (a native
 * session: mark, assume, back to the mark) instead of from scratch: the answers are those of
 * resolution() and solveNative() on the puzzle with those givens written in, since resolution's
 * fixpoint does not depend on the order of the inferences and the search starts from that
 * fixpoint. The puzzle must not contradict itself (a subset of a solution's values). Above
 * SESSION_MAX_N, from scratch. close() gives the session's engine back.
 */
export class Extensions {
  private readonly engine: NativeSession | null;
  constructor(private readonly puzzle: Puzzle) {
    this.engine = puzzle.size > SESSION_MAX_N ? null : new NativeSession(puzzle);
    this.engine?.mark();
  }

  /** Done with the questions: the session's engine goes back to the cache. */
  close(): void {
    this.engine?.close();
  }

  /** What resolution alone knows of the puzzle itself (0 = unknown). */
  grid(): Grid {
    return this.engine ? this.engine.grid() : resolve(this.puzzle).grid;
  }

  /** Whether resolution alone solves the puzzle with values[i] also given in cells[i]. */
  solvesWith(cells: readonly number[], values: readonly number[]): boolean {
    const e = this.engine;
    if (!e) return this.written(cells, values, () => resolution(this.puzzle).solved);
    e.backToMark();
    for (let k = 0; k < cells.length; k++) if (!e.assume(cells[k], values[k])) return false;
    return e.solved;
  }

  /** Whether the puzzle with `value` also given in `cell` has a solution: "timeout" past the deadline. */
  solvableWith(cell: number, value: number, deadline: number): boolean | "timeout" {
    const e = this.engine;
    if (e) {
      e.backToMark();
      if (!e.assume(cell, value)) return false;
      const found = e.search(deadline);
      // Too many dead ends ("budget"): solveNative's search with learning takes over, from scratch.
      if (found !== "budget") return found;
    }
    return this.written([cell], [value], () => {
      const timeoutMs = deadline === Infinity ? undefined : Math.max(1, deadline - now());
      const r = solveNative(this.puzzle, { limit: 1, collect: false, timeoutMs });
      return r.status === "timeout" ? "timeout" : r.count > 0;
    });
  }

  /**
   * Whether the puzzle has a solution with a value other than `value` in `cell`: "timeout" past
   * the deadline. One search from the state with that value ruled out, instead of one for each
   * other value (solvableWith); the same answer.
   */
  solvableWithout(cell: number, value: number, deadline: number): boolean | "timeout" {
    const e = this.engine;
    if (e) {
      e.backToMark();
      if (!e.exclude(cell, value)) return false;
      const found = e.search(deadline);
      if (found !== "budget") return found;
    }
    // Above BITSET_MAX_N, or too many dead ends: value by value.
    for (let v = 1; v <= this.puzzle.size; v++) {
      if (v === value) continue;
      const found = this.solvableWith(cell, v, deadline);
      if (found !== false) return found;
    }
    return false;
  }

  /** `ask` on the puzzle with the values written in its givens, which are then put back. */
  private written<T>(cells: readonly number[], values: readonly number[], ask: () => T): T {
    const n = this.puzzle.size;
    const rows = this.puzzle.givens;
    const before = cells.map((i) => rows[Math.floor(i / n)][i % n]);
    cells.forEach((i, k) => (rows[Math.floor(i / n)][i % n] = values[k]));
    try {
      return ask();
    } finally {
      cells.forEach((i, k) => (rows[Math.floor(i / n)][i % n] = before[k]));
    }
  }
}
