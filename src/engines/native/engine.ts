/**
 * What the dispatcher (solveNative in solver.ts) asks of a representation of the depth-first
 * search. There are two, which explore the same tree in the same order (the bitset one with its
 * pointing off: see dispatch.ts): literal.ts (a flag per literal, undone from a trail; traces) and
 * bitset.ts (bitmasks copied on each guess; faster).
 * Declared once so that solveNative drives either the same way, and a third could not forget a part.
 */
import type { Grid } from "../../puzzle/types.js";
import type { Geometry } from "./geometry.js";
import type { TraceEvent } from "./types.js";

/** How a depth-first search ended: its tree searched or enough solutions found ("done"), out of
 * time, or out of dead ends (the search with learning takes over). Returned, not thrown: the search
 * loop returns it where it stops. */
export type SearchOutcome = "done" | "timeout" | "budget";

export interface DepthFirstEngine {
  /** The puzzle shape the engine is built for (one engine per shape, reused). */
  readonly g: Geometry;
  /** Keep the solutions found (false: only count them). */
  collect: boolean;
  /** Statistics of the last start() and search(), as NativeStats reports them. */
  readonly inferences: number;
  readonly guesses: number;
  readonly backtracks: number;
  /** Solutions found by the last search, and (when collect) the grids, in the order found. */
  readonly found: number;
  readonly solutions: Grid[];
  /** Every cell known (after start(): resolution alone solved the puzzle). */
  readonly solved: boolean;
  /** The steps, when the engine records them (the literal representation, asked for a trace). */
  readonly trace: TraceEvent[] | null;
  /** Forgets the last puzzle: every literal possible, statistics at 0. */
  reset(): void;
  /** Sets the givens as evidence and resolves. False on a contradiction. */
  start(givens: Grid): boolean;
  /**
   * SOLVESTRIMKO from the resolved state: up to `limit` solutions (0 = all), stopping at
   * `deadline` (a clock.ts now() time) or at the dead end after `budget` of them.
   */
  search(limit: number, deadline: number, budget: number): SearchOutcome;
  /** Records the last contradiction (from start()) in the trace, if one is kept. */
  traceContradiction(): void;
}

/**
 * The question a depth-first search is answering, kept by both representations, and the one way
 * it is asked: search() sets it, and the representation's own loop (dfs) answers it.
 */
export abstract class DepthFirstSearch {
  /** Solutions wanted (Infinity: all). */
  protected limit = 1;
  /** A clock.ts now() time. */
  protected deadline = Infinity;
  /** Dead ends allowed before the search with learning takes over. */
  protected budget = Infinity;
  protected deadEnds = 0;

  /** SOLVESTRIMKO: depth-first search from the current (propagated) state. */
  search(limit: number, deadline: number, budget: number): SearchOutcome {
    this.limit = limit === 0 ? Infinity : limit;
    this.deadline = deadline;
    this.budget = budget;
    this.deadEnds = 0;
    return this.dfs();
  }

  protected abstract dfs(): SearchOutcome;
}
