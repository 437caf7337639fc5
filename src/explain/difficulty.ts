/**
 * The difficulty scale: four levels, easiest first, from measured properties of the native
 * engine's work (the generator's `--difficulty` and the level `grade` prints).
 *
 * - easy:   RESOLVESTRIMKO solves it in at most ⌈n/2⌉ rounds, and needs no cell disjunction
 *           (rows, columns and streams alone, "where does k go in this line", solve it too).
 * - medium: the same in at most n rounds.
 * - hard:   resolution solves it, in more than n rounds or only with the cell disjunctions
 *           ("which value is left for this cell": a naked single, harder to see than a hidden one).
 * - search: resolution stalls; the search finds exactly one solution (it guesses).
 *
 * A round is one sweep over the disjunctions drawing every unit at once (engines/native/literal.ts
 * counts them). Each condition holds or fails the same way whatever order facts are drawn in, and
 * none is lost by a given more (resolution only removes literals, so with more givens every round
 * knows at least what it knew): adding a value of the solution as a given never makes a puzzle
 * harder. The boundaries were chosen against the published puzzles in puzzles/
 * (docs/difficulty-levels.md; bench/difficulty-calibration.mjs prints the table).
 */
import { DISJUNCTION_KINDS, type DisjunctionKind } from "../engines/native/geometry.js";
import { resolutionEffort, solveNative } from "../engines/native/solver.js";
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

/** The most rounds of an easy puzzle, and of a medium one, on an n x n grid. */
export const easyRounds = (n: number): number => Math.ceil(n / 2);
export const mediumRounds = (n: number): number => n;

/** The cell disjunctions' bit in the engine's kinds (the first block of the numbering). */
const CELL_KINDS = 1;

/** The kinds named by the engine's bits, in the numbering's order. */
function kindNames(bits: number): DisjunctionKind[] {
  return DISJUNCTION_KINDS.filter((_, b) => (bits & (1 << b)) !== 0);
}

/** What resolution alone says about a puzzle: its rounds and kinds, and its level when it solves it (null otherwise). */
export interface ResolutionDifficulty {
  status: "solved" | "unsolved" | "contradiction";
  rounds: number;
  kinds: DisjunctionKind[];
  level: "easy" | "medium" | "hard" | null;
  /** Whether resolution needs the cell disjunctions (rows, columns and streams alone stall); false when it does not solve it. */
  needsCells: boolean;
}

export function resolutionDifficulty(puzzle: Puzzle): ResolutionDifficulty {
  const e = resolutionEffort(puzzle);
  const result: ResolutionDifficulty = { status: e.status, rounds: e.rounds, kinds: kindNames(e.kinds), level: null, needsCells: false };
  if (e.status !== "solved") return result;
  result.needsCells = resolutionEffort(puzzle, CELL_KINDS).status !== "solved";
  result.level = result.needsCells || e.rounds > mediumRounds(puzzle.size) ? "hard" : e.rounds <= easyRounds(puzzle.size) ? "easy" : "medium";
  return result;
}

/**
 * The puzzle's level and what it is measured from. Synchronous, native engine only: resolution,
 * and when it stalls the search to two solutions (not limited in time: the generator's candidates
 * are small; `grade` reads the level from its own timed count instead).
 */
export function difficulty(puzzle: Puzzle): Difficulty {
  const r = resolutionDifficulty(puzzle);
  const measured = { rounds: r.rounds, kinds: r.kinds };
  if (r.status === "solved") return { level: r.level, ...measured, guesses: 0 };
  if (r.status === "contradiction") return { level: null, ...measured, guesses: 0 };
  // The assignment's search (no pointing: see dispatch.ts), so that its guesses are those grade and
  // explain report.
  const s = solveNative(puzzle, { limit: 2, collect: false, pointing: false });
  return { level: s.count === 1 ? "search" : null, ...measured, guesses: s.stats.guesses };
}
