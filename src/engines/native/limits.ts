/**
 * The native engine's limits, one mechanism for all its searches (the two representations of the
 * depth-first search, and the search with learning): a deadline on the clock of clock.ts,
 * looked at every CLOCK_EVERY steps (a clock read costs more than a step of the search), and the
 * dead-end budget after which the search with learning takes over (see dispatch.ts).
 */
import { now } from "../../base/clock.js";

/**
 * Dead ends (guesses that led to a contradiction) the plain depth-first search may meet before the
 * search with learning takes over, on puzzles up to 9x9 (deadEndBudgetFor: fewer on larger ones).
 * Hard 9x9 Sudoku meet about fifty; 25x25 Sudoku and 30x30 squares with scattered streams meet
 * millions without learning and thousands of conflicts with it. Guesses that lead to solutions are not counted, so enumerating the 161,280 solutions of an
 * empty 5x5 stays with the depth-first search, which is much faster at it.
 */
export const DEAD_END_BUDGET = 4096;

/** The fewest dead ends allowed at any n (see deadEndBudgetFor). */
export const DEAD_END_FLOOR = 256;

/**
 * The dead-end budget on an n x n puzzle: DEAD_END_BUDGET up to n = 9, then less in proportion to
 * (9/n)³, down to DEAD_END_FLOOR (729 at n = 16, 373 at n = 20, 256 from n = 23). A dead end costs
 * more on a larger grid (about 1 µs on a hard 9x9, 10 µs on a 25x25, 16 µs on a 35x35), while the
 * search with learning, which works on the literals resolution left open (cdcl/problem.ts), starts
 * in a few milliseconds on a puzzle with givens: with 4,096 dead ends at every n, the depth-first
 * search spent 40-110 ms before handing over on the 25x25 to 35x35 squares of the benchmark, more
 * than the search with learning then needed on some. The floor keeps with the depth-first search
 * what it finishes in a few hundred dead ends: a 20x20 with chain streams (234), an empty 64x64
 * (under 256, in 0.2 s; learning took 0.3-0.5 s there, most of it setting up 262,144 variables).
 */
export function deadEndBudgetFor(n: number): number {
  return Math.max(DEAD_END_FLOOR, Math.round(DEAD_END_BUDGET * Math.min(1, (9 / n) ** 3)));
}

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
