/**
 * RESOLVESTRIMKO as the generator runs it thousands of times a puzzle: on the bitset representation
 * of the native engine (bitset.ts), whose propagation is resolution to its fixpoint (the same facts
 * as resolve() in solver.ts, which runs the literal representation kept for traces: the fixpoint
 * does not depend on the order of the inferences), several times faster. The level of every puzzle
 * made is still measured by difficulty(), on resolve().
 */
import { BitsetEngine, BITSET_MAX_N } from "../engines/native/bitset.js";
import { geometryOf, type Geometry } from "../engines/native/geometry.js";
import { planSearch } from "../engines/native/dispatch.js";
import { resolve, solveNative } from "../engines/native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { now } from "../base/clock.js";

// A cache of its own, not solver.ts's (bitsetEngineFor) though the code is the same: an Extensions
// keeps its engine's mark while it calls solveNative(), which resets the engine solver.ts keeps
// for the same geometry.
const engines = new WeakMap<Geometry, BitsetEngine>();

function engineFor(puzzle: Puzzle): BitsetEngine {
  const g = geometryOf(puzzle);
  let e = engines.get(g);
  if (!e) engines.set(g, (e = new BitsetEngine(g)));
  e.reset();
  return e;
}

/** What resolution alone knows of the puzzle: whether that is all of it (solved) or a contradiction, and its grid (0 = unknown). */
export function resolution(puzzle: Puzzle): { solved: boolean; contradiction: boolean; grid: () => Grid } {
  if (puzzle.size > BITSET_MAX_N) {
    const r = resolve(puzzle);
    return { solved: r.status === "solved", contradiction: r.status === "contradiction", grid: () => r.grid };
  }
  const e = engineFor(puzzle);
  const ok = e.start(puzzle.givens);
  const engine = e;
  return { solved: ok && e.solved, contradiction: !ok, grid: () => engine.grid() };
}

/**
 * Questions about a puzzle with a few more givens, answered from its resolved state (bitset.ts:
 * mark, assume, backToMark) instead of from scratch: the answers are those of resolution() and
 * solveNative() on the puzzle with those givens written in, since resolution's fixpoint does not
 * depend on the order of the inferences and the search starts from that fixpoint. Valid until
 * another Extensions is made for a puzzle of the same shape (they share the shape's engine and its
 * mark; resolution() in between does no harm); the puzzle must not contradict itself (a subset of
 * a solution's values). Above BITSET_MAX_N, from scratch.
 */
export class Extensions {
  private readonly engine: BitsetEngine | null;
  constructor(private readonly puzzle: Puzzle) {
    this.engine = puzzle.size > BITSET_MAX_N ? null : engineFor(puzzle);
    if (this.engine) {
      this.engine.start(puzzle.givens);
      this.engine.mark();
    }
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
    for (let k = 0; k < cells.length; k++) if (!e.assume(cells[k], values[k] - 1)) return false;
    return e.solved;
  }

  /** Whether the puzzle with `value` also given in `cell` has a solution: "timeout" past the deadline. */
  solvableWith(cell: number, value: number, deadline: number): boolean | "timeout" {
    const e = this.engine;
    const plan = planSearch(this.puzzle.size);
    if (e) {
      e.backToMark();
      if (!e.assume(cell, value - 1)) return false;
      e.collect = false;
      e.found = 0;
      const outcome = e.search(1, deadline, plan.deadEndBudget);
      if (outcome === "done") return e.found > 0;
      if (outcome === "timeout") return "timeout";
      // Too many dead ends: solveNative's search with learning takes over, from scratch.
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
      if (!e.exclude(cell, value - 1)) return false;
      e.collect = false;
      e.found = 0;
      const outcome = e.search(1, deadline, planSearch(this.puzzle.size).deadEndBudget);
      if (outcome === "done") return e.found > 0;
      if (outcome === "timeout") return "timeout";
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
