/** The limits both representations of the depth-first search share (solver.ts, bitset.ts). */

/** Thrown inside the search when the time is up, or the dead ends allowed are spent; caught by solveNative(). */
export const TIMEOUT = Symbol("timeout");
export const BUDGET = Symbol("budget");

/**
 * Dead ends (guesses that led to a contradiction) the plain depth-first search may meet before the
 * search with learning takes over. Hard 9x9 Sudoku meet about fifty; 25x25 Sudoku and 30x30
 * squares with scattered streams meet millions without learning and thousands of conflicts with
 * it. Guesses that lead to solutions are not counted, so enumerating the 161,280 solutions of an
 * empty 5x5 stays with the depth-first search, which is much faster at it.
 */
export const DEAD_END_BUDGET = 4096;

/** How many guesses between looks at the clock (a power of two). */
export const CLOCK_EVERY = 256;
