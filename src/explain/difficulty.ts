/**
 * PLACEHOLDER (branch gen): the difficulty measure is written by another helper to the shared
 * contract; this crude stand-in has the same exports so that the generator can be built and tested.
 * easy = RESOLVESTRIMKO solves it; search = it needs guesses; null = none or several solutions.
 */
import { resolve, solveNative } from "../native/solver.js";
import type { Puzzle } from "../puzzle/types.js";

/** The generator's and grade's scale, easiest first. */
export const LEVELS = ["easy", "medium", "hard", "search"] as const;
export type Level = (typeof LEVELS)[number];
export interface Difficulty {
  /** null when the puzzle has no solution or several (the caller decides uniqueness; this measures effort). */
  level: Level | null;
  /** Rounds of RESOLVESTRIMKO (sweeps over the disjunctions until nothing new) before it stops. */
  rounds: number;
  /** Kinds of disjunction that produced a unit (a forced fact): subset of "cell", "row", "column", "stream". */
  kinds: string[];
  /** Guesses of the native search to find the solution and show it is the only one (0 when resolution solves it). */
  guesses: number;
}

/** Synchronous, native engine only. */
export function difficulty(puzzle: Puzzle): Difficulty {
  const r = resolve(puzzle);
  if (r.status === "solved") return { level: "easy", rounds: 0, kinds: [], guesses: 0 };
  if (r.status === "contradiction") return { level: null, rounds: 0, kinds: [], guesses: 0 };
  const s = solveNative(puzzle, { limit: 2, collect: false });
  return { level: s.complete && s.count === 1 ? "search" : null, rounds: 0, kinds: [], guesses: s.stats.guesses };
}
