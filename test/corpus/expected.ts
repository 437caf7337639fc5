/**
 * The expected results of the bundled puzzles, from their one place,
 * puzzles/expected.jsonl: one JSON object per line, either a source
 * ({"source": key, "says": text}) or a puzzle's expectation (Expected, below,
 * naming its source by key). JSON lines, not a .json file: a directory search
 * (`strimko solve puzzles/`) would take a .json file for a puzzle.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../helpers.js";

export interface Expected {
  /** The id the tool reports the puzzle under: the file, or file:line for a Sudoku line. */
  id: string;
  /** Its number of solutions; absent for a file that must be rejected. */
  count?: number;
  /** A published solution as a Sudoku line, where the source states one outside the puzzle file. */
  solution?: string;
  /** Whether RESOLVESTRIMKO alone finishes the puzzle or stalls (stated for puzzles/strimko). */
  resolution?: "finishes" | "stalls";
  /** The file is invalid: one error naming file, line and column. */
  rejected?: true;
  /** The key of the source line that says where the expectation comes from. */
  from: string;
}

export const EXPECTED_FILE = "puzzles/expected.jsonl";

const records: ({ source: string; says: string } | Expected)[] = readFileSync(join(ROOT, EXPECTED_FILE), "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line));

export const expected = {
  sources: Object.fromEntries(records.flatMap((r) => ("source" in r ? [[r.source, r.says]] : []))) as Record<string, string>,
  puzzles: records.filter((r): r is Expected => "id" in r),
};

const byId = new Map(expected.puzzles.map((e) => [e.id, e]));

/** The expectation for a puzzle id; a puzzle without one is an error in the file. */
export function expectedOf(id: string): Expected {
  const e = byId.get(id);
  if (!e) throw new Error(`${EXPECTED_FILE} has no entry for ${id}`);
  return e;
}

/** Where the bundled puzzles are: each folder, and the Sudoku sets file by file (their side files are not puzzles). */
export const PUZZLE_PATHS = ["puzzles/strimko", "puzzles/jigsaw", "puzzles/sudoku", "puzzles/generated", "puzzles/unsat", "puzzles/multi", "puzzles/invalid"];

/**
 * The sets test/corpus/large.test.ts runs, with time limits of their own: every bundled puzzle
 * larger than 9x9 is in one of them, and test/corpus/expected.test.ts runs all the others.
 */
export const LARGE_SETS = ["puzzles/sudoku/gecode_hakank_16x16.txt", "puzzles/generated", "puzzles/sudoku/gecode_hakank_25x25_first3.txt"];

export const isLarge = (id: string): boolean => LARGE_SETS.some((set) => id === set || id.startsWith(`${set}:`) || id.startsWith(`${set}/`));

/** The titles of the bundled Strimko that resolution alone stalls on, and of those it finishes. */
export function resolutionOutcomes(): { stalls: string[]; finishes: string[] } {
  const strimko = expected.puzzles.filter((e) => e.resolution);
  const title = (e: Expected): string => e.id.replace(/^.*\//, "").replace(/\.txt$/, "");
  return {
    stalls: strimko.filter((e) => e.resolution === "stalls").map(title),
    finishes: strimko.filter((e) => e.resolution === "finishes").map(title),
  };
}
