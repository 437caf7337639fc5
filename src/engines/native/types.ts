/**
 * What the native engine's users see: the options of a search, its result and statistics, and
 * the trace of steps an explanation reads. Shared by the entry points (solver.ts), the two
 * representations of the depth-first search (literal.ts, bitset.ts) and the dispatcher.
 */
import type { Grid } from "../../puzzle/types.js";
import type { DisjunctionName } from "./geometry.js";

export interface NativeStats {
  /** How the answer was found: resolution alone, depth-first search, or search with learning. */
  method: "resolution" | "search" | "learning";
  /** Facts inferred by resolution (unit disjunctions) in the depth-first search; givens and guesses not counted. */
  inferences: number;
  /** Literals tried as guesses (depth-first search), plus decisions of the search with learning. */
  guesses: number;
  /** Guesses undone: after a contradiction, or after their subtree was searched. */
  backtracks: number;
  /** Contradictions analysed by the search with learning (0 when it was not needed). */
  conflicts: number;
  /** Moves of the local search on a Latin-square completion (cdcl/latin-turns.ts), when it ran. */
  moves?: number;
  timeMs: number;
}

/** One step of the engine, for explanations. Cells are [row, column], 1-based; values 1..n. */
export type TraceEvent =
  | { kind: "given"; cell: [number, number]; value: number }
  | { kind: "infer"; cell: [number, number]; value: number; by: DisjunctionName; depth: number }
  /** A disjunction became a unit whose literal was already known: inferred before (the assignment's Question 1). */
  | { kind: "again"; cell: [number, number]; value: number; by: DisjunctionName; depth: number }
  | { kind: "guess"; cell: [number, number]; value: number; on: DisjunctionName; options: number; depth: number }
  /** A disjunction became empty; or (`clash`) a given or a guess names a value already ruled out. */
  | { kind: "contradiction"; empty?: DisjunctionName; clash?: { cell: [number, number]; value: number }; depth: number }
  | { kind: "backtrack"; cell: [number, number]; value: number; depth: number }
  | { kind: "solution"; depth: number };

export interface NativeOptions {
  /** Stop after this many solutions; 0 = find them all. Default 1. */
  limit?: number;
  /** Wall-clock limit in milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** Record every step (costs time and memory; off by default). A traced search never hands over
   * to the search with learning, whose steps do not read as a proof. */
  trace?: boolean;
  /** Dead ends (guesses refuted) before the search with learning takes over (default
   * deadEndBudgetFor(n): DEAD_END_BUDGET up to 9x9, fewer on larger grids; Infinity = never, 0 = at once). */
  deadEndBudget?: number;
  /** Keep the solutions (default true); false = only count them (for counts in the millions). */
  collect?: boolean;
  /**
   * How the depth-first search holds its state: "bitset" (bitset.ts: candidates as bitmasks, copied
   * on each guess; the default when there is no trace and n <= 32) or "literals" (literal.ts: one
   * flag per literal, undone from a trail; always used for a trace and for n > 32: see
   * dispatch.ts). With `pointing: false` both make the same guesses in the same order; the tests
   * compare them.
   */
  representation?: "bitset" | "literals";
  /**
   * The bitset representation also applies pointing at each node of the search (a full stream's
   * places for a value all in one row or column: the value leaves the line's other cells; see
   * bitset.ts), and (n <= 16) branches on the busiest cell with two values left, not the first:
   * sound, the same answers, far fewer guesses on hard Sudoku. Default true; false = the
   * assignment's search tree exactly, the one a trace follows. The literal representation never
   * applies either.
   */
  pointing?: boolean;
  /** A variant's units besides rows, columns and streams (puzzle/variants.ts: the diagonals), each
   * holding every value once. Searched on the literal representation (dispatch.ts). */
  variant?: import("../../puzzle/variants.js").NativeVariant;
  /** 0 (the default): the one deterministic search. Another number: a search of a portfolio
   * (engines/portfolio.ts), which hands over to the search with learning at once (dead-end budget
   * 0 unless given) and seeds its random choices with it (cdcl/search.ts). */
  seed?: number;
  /** The search with learning keeps all-different arc consistent on every full unit (cdcl/alldiff.ts:
   * Régin's matching, its reasons as clauses). Off by default: on hard Latin-square completion it
   * removes about a literal a conflict at several times a conflict's cost (docs/performance.md). */
  allDifferent?: boolean;
  /** On a Latin-square completion (no streams), the search with learning takes turns with a local
   * search that finds completions (cdcl/latin-turns.ts). Default true; false = learning alone. */
  localSearch?: boolean;
}

/**
 * `learning: false`, beside the options: the search with learning does not take over when the
 * depth-first search meets its dead-end budget; the search stops there instead, with status
 * "budget" (BoundedSearchResult). For a caller that would throw learning's answer away (the
 * generator's fill, fill.ts, whose puzzles must depend on the assignment's search tree alone): it
 * then skips learning's cost. Kept out of NativeOptions so that only a call that says it can get
 * the status "budget" (solveNative's overloads).
 */
export interface NoLearning {
  learning: false;
}

export interface SearchResult {
  /** "timeout" whenever the clock stopped the search, even if it had found solutions. */
  status: "solved" | "unsatisfiable" | "timeout";
  /** The solutions found, in the order found, at most `limit` (empty with collect: false). */
  solutions: Grid[];
  /** How many solutions were found. */
  count: number;
  /** The search space was exhausted, so the number of solutions is exact. */
  complete: boolean;
  stats: NativeStats;
  trace?: TraceEvent[];
}

/** A search with `learning: false`: its result, or (status "budget") the depth-first search stopped
 * at its dead-end budget where the search with learning would have taken over; the answer is then
 * unknown (`complete` false, the solutions found so far). */
export type BoundedSearchResult = SearchResult | (Omit<SearchResult, "status"> & { status: "budget" });

export interface ResolutionResult {
  status: "solved" | "unsolved" | "contradiction";
  /** What resolution knows: the givens and every inferred value; 0 = unknown. */
  grid: Grid;
  /** The disjunction found empty, with status "contradiction". */
  empty?: DisjunctionName;
  /** Or the given that names a value the other givens already rule out. */
  clash?: { cell: [number, number]; value: number };
  stats: NativeStats;
  trace?: TraceEvent[];
}
