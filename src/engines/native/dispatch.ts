/**
 * Which native search runs, decided in one place. solveNative (solver.ts) follows this plan.
 *
 * - Representation of the depth-first search. Without pointing (below) both explore the same tree
 *   in the same order and report the same solutions, guesses and backtracks (the tests compare
 *   them), so the choice is one of speed and of what each can do:
 *     - "bitset" (bitset.ts) is 3-7x faster, but records no trace and holds a cell's values in one
 *       32-bit integer, so it takes n <= BITSET_MAX_N (32) only;
 *     - "literals" (literal.ts) serves every trace, every n > 32, every variant (the diagonals),
 *       and whoever asks for it.
 * - Pointing at each node (bitset.ts): on with the bitset representation unless `pointing: false`
 *   asks for the assignment's search tree exactly (the one both representations then explore, and
 *   a trace follows). It only removes literals that the knowledge base's clauses rule out. The
 *   same switch has the search branch on the busiest two-valued cell (bitset.ts, busiestPair)
 *   instead of the first: another order over the same disjunctions, the same answers.
 * - When learning takes over. The depth-first search stops at the dead end after `deadEndBudget`
 *   (deadEndBudgetFor(n) by default: limits.ts says why those numbers) and returns "budget"; the search
 *   with learning (cdcl/search.ts) then starts over from resolution's fixpoint, on the literals it
 *   left open (cdcl/problem.ts). A traced search never hands over: learned clauses and backjumps
 *   do not read as the assignment's proof, so its budget is unlimited.
 */
import { BITSET_MAX_N } from "./bitset.js";
import { deadEndBudgetFor } from "./limits.js";
import type { NativeOptions } from "./types.js";

export interface SearchPlan {
  representation: "bitset" | "literals";
  /** Whether the search applies pointing at each node (bitset only). */
  pointing: boolean;
  /** Dead ends the depth-first search may meet before learning takes over (Infinity = never). */
  deadEndBudget: number;
}

/** The plan for a search on an n x n puzzle with these options. */
export function planSearch(n: number, options: Pick<NativeOptions, "trace" | "representation" | "deadEndBudget" | "pointing" | "variant"> = {}): SearchPlan {
  const trace = !!options.trace;
  // The bitset representation knows rows, columns and streams only: a variant's units (the
  // diagonals) are searched on the literal one, which reads every disjunction from the geometry.
  const bitset = !trace && !options.variant && n <= BITSET_MAX_N && options.representation !== "literals";
  return {
    representation: bitset ? "bitset" : "literals",
    pointing: bitset && options.pointing !== false,
    deadEndBudget: trace ? Infinity : (options.deadEndBudget ?? deadEndBudgetFor(n)),
  };
}
