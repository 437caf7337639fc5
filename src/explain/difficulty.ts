/**
 * The difficulty scale: seven levels, easiest first, from measured properties of the engines'
 * work (the generator's `--difficulty` and the level `grade` prints).
 *
 * - easy:   RESOLVESTRIMKO solves it in at most ⌈n/2⌉ rounds, and needs no cell disjunction
 *           (rows, columns and streams alone, "where does k go in this line", solve it too).
 * - medium: the same in at most n rounds.
 * - hard:   resolution solves it, in more than n rounds or only with the cell disjunctions
 *           ("which value is left for this cell": a naked single, harder to see than a hidden one).
 * - tough, fiendish, diabolical: resolution stalls, and stronger inferences over the same
 *           disjunctions close it (techniques.ts), the hardest needed an intersection (a stream
 *           and a line), a pair, or a triple (of cells or of places) (issue 25: published medium
 *           and hard puzzles were all "search" before).
 * - search: none of those closes it; the search finds exactly one solution (it guesses; its
 *           effort is the guesses it needs, which grade reports).
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
import { applyTechniques, MAX_TECHNIQUE_N, type Technique, type TechniqueResult } from "./techniques.js";

/** The generator's and grade's scale, easiest first. */
export const LEVELS = ["easy", "medium", "hard", "tough", "fiendish", "diabolical", "search"] as const;
export type Level = (typeof LEVELS)[number];
/** The levels resolution alone reaches (the generator's `--difficulty resolution`). */
export const RESOLUTION_LEVELS = ["easy", "medium", "hard"] as const satisfies readonly Level[];
/** Each technique's level: the hardest technique a puzzle needs names it. */
export const TECHNIQUE_LEVELS: Readonly<Record<Technique, Level>> = { intersection: "tough", pair: "fiendish", triple: "diabolical" };

export interface Difficulty {
  /** null when the puzzle has no solution or several (the caller decides uniqueness; this measures effort). */
  level: Level | null;
  /** Rounds of RESOLVESTRIMKO (sweeps over the disjunctions until nothing new) before it stops. */
  rounds: number;
  /** Kinds of disjunction that produced a unit (a forced fact): subset of "cell", "row", "column", "stream". */
  kinds: string[];
  /** Guesses of the native search to find the solution and show it is the only one (0 when
   * resolution, or resolution with the techniques, solves it). */
  guesses: number;
  /** The hardest technique the puzzle needs beyond resolution (techniques.ts; null when
   * resolution solves it, or none of them closes it). */
  technique: Technique | null;
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

/** What the techniques make of a puzzle resolution leaves open, and the level that gives: tough,
 * fiendish or diabolical when they solve it (then it has exactly one solution: every step is a
 * sound inference), null otherwise (and above MAX_TECHNIQUE_N, where they are not tried). */
export function techniqueLevel(puzzle: Puzzle): { level: Level | null; result: TechniqueResult | null } {
  if (puzzle.size > MAX_TECHNIQUE_N) return { level: null, result: null };
  const result = applyTechniques(puzzle);
  return { level: result.status === "solved" && result.hardest ? TECHNIQUE_LEVELS[result.hardest] : null, result };
}

/**
 * The puzzle's level and what it is measured from. Synchronous, native engine only: resolution,
 * then the techniques, and when they stall the search to two solutions (not limited in time: the
 * generator's candidates are small; `grade` reads the level from its own timed count instead).
 */
export function difficulty(puzzle: Puzzle): Difficulty {
  const r = resolutionDifficulty(puzzle);
  const measured = { rounds: r.rounds, kinds: r.kinds };
  if (r.status === "solved") return { level: r.level, ...measured, guesses: 0, technique: null };
  if (r.status === "contradiction") return { level: null, ...measured, guesses: 0, technique: null };
  const t = techniqueLevel(puzzle);
  if (t.level) return { level: t.level, ...measured, guesses: 0, technique: t.result?.hardest ?? null };
  // The assignment's search (no pointing: see dispatch.ts), so that its guesses are those grade and
  // explain report.
  const s = solveNative(puzzle, { limit: 2, collect: false, pointing: false });
  return { level: s.count === 1 ? "search" : null, ...measured, guesses: s.stats.guesses, technique: null };
}

/**
 * Whether the puzzle is at `target` or an easier level, without a guess: resolution's level for
 * easy, medium and hard; for tough, fiendish and diabolical, whether resolution with the
 * techniques up to the target's closes it. The generator removes givens while this holds (a given
 * more never makes a puzzle harder, so the full grid starts within it). Not for "search".
 */
export function withinLevel(puzzle: Puzzle, target: Exclude<Level, "search">): boolean {
  const rank = LEVELS.indexOf(target);
  const r = resolutionDifficulty(puzzle);
  if (r.level !== null) return LEVELS.indexOf(r.level) <= rank;
  if (rank <= LEVELS.indexOf("hard") || puzzle.size > MAX_TECHNIQUE_N) return false;
  const allowed = (Object.keys(TECHNIQUE_LEVELS) as Technique[]).filter((t) => LEVELS.indexOf(TECHNIQUE_LEVELS[t]) <= rank);
  return applyTechniques(puzzle, allowed).status === "solved";
}
