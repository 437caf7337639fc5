/**
 * The native engine's limits, one mechanism for all its searches (the two representations of the
 * depth-first search, and the search with learning): a deadline on the clock of clock.ts,
 * looked at every CLOCK_EVERY steps (a clock read costs more than a step of the search), and the
 * dead-end budget after which the search with learning takes over (see dispatch.ts).
 */
import { now } from "../clock.js";

/**
 * Dead ends (guesses that led to a contradiction) the plain depth-first search may meet before the
 * search with learning takes over. Hard 9x9 Sudoku meet about fifty; 25x25 Sudoku and 30x30
 * squares with scattered streams meet millions without learning and thousands of conflicts with
 * it. Guesses that lead to solutions are not counted, so enumerating the 161,280 solutions of an
 * empty 5x5 stays with the depth-first search, which is much faster at it.
 */
export const DEAD_END_BUDGET = 4096;

/** How many steps between looks at the clock (a power of two). */
export const CLOCK_EVERY = 256;

/** The clock.ts now() time a search must stop at: `timeoutMs` after `start`; none for 0 or undefined. */
export function deadlineAfter(start: number, timeoutMs: number | undefined): number {
  return timeoutMs && timeoutMs > 0 ? start + timeoutMs : Infinity;
}

/**
 * Whether a search that has just taken its `steps`-th step (guesses, conflicts or decisions, as it
 * counts them) must stop: the clock is read on every CLOCK_EVERY-th step only. Small and
 * monomorphic: V8 inlines it into the search loops.
 */
export function pastDeadline(steps: number, deadline: number): boolean {
  return (steps & (CLOCK_EVERY - 1)) === 0 && now() > deadline;
}
