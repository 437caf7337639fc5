/**
 * The strimko library.
 *
 *   import { parsePuzzle, solve } from "strimko";
 *   const puzzle = parsePuzzle("068.txt", text);
 *   const result = await solve(puzzle);   // { status, solution, unique, agree, engines }
 *
 * Everything here is pure (puzzle in, result out); the ASP functions run
 * clingo-wasm in a worker thread, the native ones on the calling thread.
 *
 * Every function here that takes a puzzle (but verify) checks it first (checkPuzzle): a
 * puzzle built in code rather than read from a file gets a PuzzleError naming
 * the property that is wrong, never a TypeError from inside an engine or a wrong
 * answer. The modules inside call each other unchecked: what the readers
 * produce is valid already.
 */
import { PuzzleError } from "./errors.js";
import { checkGrid, checkPuzzle, numberedStreams } from "./puzzle/check.js";
import type { Grid, Puzzle } from "./puzzle/types.js";
import * as aspProgram from "./asp/program.js";
import * as aspSolve from "./asp/solve.js";
import * as page from "./explain/page.js";
import * as steps from "./explain/steps.js";
import * as grading from "./explain/grade.js";
import * as native from "./native/solver.js";
import * as formats from "./puzzle/formats/index.js";
import * as board from "./render/board.js";
import * as solving from "./solve.js";

/** f, checking its puzzle first. */
function checked<A extends unknown[], R>(f: (p: Puzzle, ...rest: A) => R): (p: Puzzle, ...rest: A) => R {
  return (p, ...rest) => {
    checkPuzzle(p);
    return f(p, ...rest);
  };
}

/** An async f, checking its puzzle first: a bad one rejects the promise, as any other failure does. */
function checkedAsync<A extends unknown[], R>(f: (p: Puzzle, ...rest: A) => Promise<R>): (p: Puzzle, ...rest: A) => Promise<R> {
  return async (p, ...rest) => {
    checkPuzzle(p);
    return f(p, ...rest);
  };
}

export { checkPuzzle };
/** Solves with both engines (or one), verifies and cross-checks; see SolveOptions. */
export const solve = checkedAsync(solving.solve);
/** Counts solutions up to a limit with both engines (or one), cross-checked. */
export const count = checkedAsync(solving.count);
/** RESOLVESTRIMKO alone, as the assignment's GUI runs it. */
export const resolveOnly = checked(solving.resolveOnly);
/** clingo-wasm alone: a first solution and whether it is unique. */
export const solveAsp = checkedAsync(aspSolve.solveAsp);
/** clingo-wasm alone: answer sets up to a limit. */
export const countAsp = checkedAsync(aspSolve.countAsp);
/** The clingo program strimko runs for a puzzle. */
export const renderProgram = checked(aspProgram.renderProgram);
/** The instance facts of a puzzle (for the files in asp/). */
export const renderInstance = checked(aspProgram.renderInstance);
/** SOLVESTRIMKO: resolution and depth-first search (learning when it is long). */
export const solveNative = checked(native.solveNative);
/** RESOLVESTRIMKO alone. */
export const resolve = checked(native.resolve);
/** The picture of a puzzle (or its solution) as SVG. */
export const renderBoard = checked(board.renderBoard);
export const boardModel = checked(board.boardModel);
export const chooseStyle = checked(board.chooseStyle);
/** The steps of resolution and search, in words. */
export const explain = checked(steps.explain);
/** The candidates of every cell given what is known (n x n, 0 = unknown). */
export function candidates(p: Puzzle, known: Grid): number[][][] {
  checkPuzzle(p);
  checkGrid(known, "known", p.size, 0);
  return steps.candidates(p, known);
}
/** The grid after explain()'s steps (guesses placed, backtracks undone). */
export function replay(p: Puzzle, explained: steps.Step[]): Grid {
  checkPuzzle(p);
  const bad = (problem: string): never => {
    throw new PuzzleError(problem, "list of steps");
  };
  if (!Array.isArray(explained)) bad(`the steps are ${typeof explained}; expected explain()'s steps`);
  const inside = (x: unknown) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= p.size;
  let guesses = 0;
  explained.forEach((s: unknown, k) => {
    if (typeof s !== "object" || s === null) return bad(`steps[${k}] is ${String(s)}; expected a step`);
    const { kind, cell, value } = s as Partial<steps.Step>;
    if (kind === "guess") guesses++;
    if (kind === "backtrack" && guesses-- === 0) bad(`steps[${k}] backtracks with no guess in force`);
    if ((kind === "place" || kind === "guess") && cell !== undefined) {
      if (!Array.isArray(cell) || !inside(cell[0]) || !inside(cell[1]) || !inside(value)) bad(`steps[${k}] places ${String(value)} in (${String(cell)}); expected a cell and a value from 1 to ${p.size}`);
    }
  });
  return steps.replay(p, explained);
}
/** One word for how hard a puzzle is, with the reason. */
export const grade = checkedAsync(grading.grade);
/** The stepper page of an explanation. */
export const explainPage = checked(page.explainPage);
/** Puzzles written in a format (each checked; streams numbered as the readers number them). */
export function writePuzzles(puzzles: Puzzle[], format: formats.OutputFormat): string {
  puzzles.forEach((p) => checkPuzzle(p));
  return formats.writePuzzles(puzzles.map(numberedStreams), format);
}
/** Why a puzzle cannot be written in a format (a Sudoku line needs the boxes as streams), if it cannot. */
export function unwritableReason(p: Puzzle, format: formats.OutputFormat): string | undefined {
  checkPuzzle(p);
  return formats.unwritableReason(numberedStreams(p), format);
}

export type { Grid, Puzzle, PuzzleEntry } from "./puzzle/types.js";
export { MAX_SIZE } from "./puzzle/types.js";
export {
  INPUT_FORMATS,
  OUTPUT_FORMATS,
  detectFormat,
  parsePuzzle,
  parsePuzzles,
  type InputFormat,
  type OutputFormat,
  type ParsedEntry,
} from "./puzzle/formats/index.js";
export { boxStreams } from "./puzzle/formats/sudoku.js";
// The verifier checks whatever it is given, a malformed puzzle included (it reports, never throws).
export { verify, isSolution, type Violation } from "./check/verify.js";
export { ENCODINGS, DEFAULT_ENCODING, type Encoding } from "./asp/encodings.js";
export { ClingoEngine, engine, type RunRequest, type RunResult } from "./asp/clingo.js";
export type { AspOptions, SolveResult, CountResult, AspTimings } from "./asp/solve.js";
export {
  type SolveOptions,
  type CountOptions,
  type SolveReport,
  type CountReport,
  type EngineReport,
  type EngineCount,
  type EngineChoice,
  type ResolutionReport,
} from "./solve.js";
export { DEAD_END_BUDGET, type NativeStats, type SearchResult, type ResolutionResult, type TraceEvent } from "./native/solver.js";
export { describeDisjunction, type DisjunctionName } from "./native/geometry.js";
export { compareSolve, compareCount, type Agreement } from "./check/crosscheck.js";
export type { BoardModel, BoardOptions, BoardStyle } from "./render/board.js";
export { svgToPng } from "./render/png.js";
export type { Explanation, Step, StepKind } from "./explain/steps.js";
export { GRADES, type Grade, type GradeResult } from "./explain/grade.js";
export { decodeGrid } from "./asp/decode.js";
export { parseTerm, type Term } from "./asp/terms.js";
export {
  ExitCode,
  StrimkoError,
  InputError,
  UsageError,
  ClingoRunError,
  PuzzleError,
  ReaderBug,
  DecodeError,
  VerificationError,
  type Location,
} from "./errors.js";
