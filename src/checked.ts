/**
 * The library's door: each function the library exports that takes a puzzle,
 * checking what it is handed before anything inside sees it.
 *
 * A puzzle built in code is copied into plain data and checked with the
 * readers' rules (puzzle/check.ts); the copy is what the engines get, so a
 * getter, a proxy or an array with methods of its own plays no further part,
 * and nothing can change under them. The options that could make an engine run
 * for ever or put text where markup goes (a limit, a time limit, an engine name,
 * a drawing style, a grid or steps handed with the puzzle) are checked too. A bad
 * argument is a PuzzleError (or a UsageError for a name that is not one of a
 * list), thrown, or rejected by the async functions.
 *
 * The modules inside call each other directly, unchecked: the command line
 * reads its puzzles through the readers, which validate them already.
 */
import * as aspProgram from "./asp/program.js";
import * as aspSolve from "./asp/solve.js";
import { PuzzleError, UsageError } from "./errors.js";
import * as grading from "./explain/grade.js";
import * as page from "./explain/page.js";
import * as steps from "./explain/steps.js";
import * as native from "./native/solver.js";
import { checkGrid, checkPuzzle, numberedStreams, puzzleFrom } from "./puzzle/check.js";
import * as formats from "./puzzle/formats/index.js";
import type { Grid, Puzzle } from "./puzzle/types.js";
import * as board from "./render/board.js";
import * as solving from "./solve.js";

export { checkPuzzle };

type Options = Record<string, unknown> | undefined;

function bad(problem: string, what: string): never {
  throw new PuzzleError(problem, what);
}

/** The options every engine call may carry: `limit` and `timeoutMs` numbers that end, `engine` one of a list. */
function checkOptions(options: unknown, engines?: readonly string[]): void {
  if (options === undefined) return;
  if (typeof options !== "object" || options === null) bad(`the options are ${String(options)}; expected an object`, "valid options");
  const o = options as Record<string, unknown>;
  // A limit that is not a whole number (NaN, 1.5) was read as "all solutions": a search without end.
  if (o.limit !== undefined && !(Number.isSafeInteger(o.limit) && (o.limit as number) >= 0)) bad(`limit is ${String(o.limit)}; expected a whole number (0 = all)`, "valid options");
  if (o.timeoutMs !== undefined && !(typeof o.timeoutMs === "number" && o.timeoutMs >= 0 && !Number.isNaN(o.timeoutMs))) bad(`timeoutMs is ${String(o.timeoutMs)}; expected milliseconds, 0 or more (0 = none)`, "valid options");
  if (engines && o.engine !== undefined && !engines.includes(o.engine as string)) throw new UsageError(`unknown engine ${JSON.stringify(String(o.engine))}; expected one of ${engines.join(", ")}`);
}

/** f on the checked copy of its puzzle, its options checked. */
function checked<O extends Options, R>(f: (p: Puzzle, options?: O) => R, engines?: readonly string[]): (p: Puzzle, options?: O) => R {
  return (p, options) => {
    const puzzle = puzzleFrom(p);
    checkOptions(options, engines);
    return f(puzzle, options);
  };
}

/** An async f, checked likewise: a bad argument rejects the promise, as any other failure does. */
function checkedAsync<O extends Options, R>(f: (p: Puzzle, options?: O) => Promise<R>, engines?: readonly string[]): (p: Puzzle, options?: O) => Promise<R> {
  const g = checked(f, engines);
  return async (p, options) => g(p, options);
}

const BOTH = ["both", "asp", "native"] as const;

/** Solves with both engines (or one), verifies and cross-checks; see SolveOptions. */
export const solve = checkedAsync(solving.solve, BOTH);
/** Counts solutions up to a limit with both engines (or one), cross-checked. */
export const count = checkedAsync(solving.count, BOTH);
/** RESOLVESTRIMKO alone, as the assignment's GUI runs it. */
export const resolveOnly = (p: Puzzle) => solving.resolveOnly(puzzleFrom(p));
/** clingo-wasm alone: a first solution and whether it is unique. */
export const solveAsp = checkedAsync(aspSolve.solveAsp);
/** clingo-wasm alone: answer sets up to a limit. */
export const countAsp = checkedAsync(aspSolve.countAsp);
/** The clingo program strimko runs for a puzzle. */
export const renderProgram = checked(aspProgram.renderProgram);
/** The instance facts of a puzzle (for the files in asp/); `label` goes into a comment line. */
export function renderInstance(p: Puzzle, label = ""): string {
  const puzzle = puzzleFrom(p);
  if (typeof label !== "string") bad(`the label is ${String(label)}; expected a string`, "a valid label");
  return aspProgram.renderInstance(puzzle, label);
}
/** SOLVESTRIMKO: resolution and depth-first search (learning when it is long). */
export const solveNative = checked(native.solveNative);
/** RESOLVESTRIMKO alone. */
export const resolve = checked(native.resolve);

/** A drawing's options: a style of the list, and a solution to draw that fits the puzzle. */
function boardOptions(p: Puzzle, options: board.BoardOptions | undefined): void {
  if (options === undefined) return;
  if (typeof options !== "object" || options === null) bad(`the options are ${String(options)}; expected an object`, "valid options");
  const styles = ["auto", "streams", "regions"];
  if (options.style !== undefined && !styles.includes(options.style)) throw new UsageError(`unknown style ${JSON.stringify(String(options.style))}; expected one of ${styles.join(", ")}`);
  if (options.solution !== undefined) checkGrid(options.solution, "solution", p.size, 0);
  if (options.title !== undefined && typeof options.title !== "string") bad(`the title is ${String(options.title)}; expected a string`, "valid options");
}

/** The picture of a puzzle (or its solution) as SVG. */
export function renderBoard(p: Puzzle, options?: board.BoardOptions): string {
  const puzzle = puzzleFrom(p);
  boardOptions(puzzle, options);
  return board.renderBoard(puzzle, options);
}
/** The drawing of a puzzle as data: cells, links, borders, colours. */
export function boardModel(p: Puzzle, options?: board.BoardOptions): board.BoardModel {
  const puzzle = puzzleFrom(p);
  boardOptions(puzzle, options);
  return board.boardModel(puzzle, options);
}
/** "regions" for Sudoku boxes and jigsaw regions, "streams" for Strimko. */
export const chooseStyle = (p: Puzzle) => board.chooseStyle(puzzleFrom(p));

/** The steps of resolution and search, in words. */
export const explain = checked(steps.explain);
/** The candidates of every cell given what is known (n x n, 0 = unknown). */
export function candidates(p: Puzzle, known: Grid): number[][][] {
  const puzzle = puzzleFrom(p);
  checkGrid(known, "known", puzzle.size, 0);
  return steps.candidates(puzzle, known);
}

/** Steps as explain() makes them: cells and values in range, no backtrack without a guess, and
 * (for the page, which highlights each step's unit) a reason. */
function checkSteps(explained: unknown, n: number, withReasons: boolean): asserts explained is steps.Step[] {
  const what = "a valid list of steps";
  if (!Array.isArray(explained)) bad(`the steps are ${typeof explained}; expected explain()'s steps`, what);
  const inside = (x: unknown) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= n;
  let guesses = 0;
  explained.forEach((s: unknown, k) => {
    if (typeof s !== "object" || s === null) bad(`steps[${k}] is ${String(s)}; expected a step`, what);
    const { kind, cell, value, reason } = s as Partial<steps.Step>;
    if (withReasons && (typeof reason !== "object" || reason === null)) bad(`steps[${k}] has no reason; expected explain()'s steps`, what);
    if (kind === "guess") guesses++;
    if (kind === "backtrack" && guesses-- === 0) bad(`steps[${k}] backtracks with no guess in force`, what);
    if ((kind === "place" || kind === "guess") && cell !== undefined) {
      if (!Array.isArray(cell) || !inside(cell[0]) || !inside(cell[1]) || !inside(value)) bad(`steps[${k}] places ${String(value)} in (${String(cell)}); expected a cell and a value from 1 to ${n}`, what);
    }
  });
}

/** The grid after explain()'s steps (guesses placed, backtracks undone). */
export function replay(p: Puzzle, explained: steps.Step[]): Grid {
  const puzzle = puzzleFrom(p);
  checkSteps(explained, puzzle.size, false);
  return steps.replay(puzzle, explained);
}
/** One word for how hard a puzzle is, with the reason. */
export const grade = checkedAsync(grading.grade, ["both", "native"]);
/** The stepper page of an explanation (the title and summary are escaped). */
export function explainPage(p: Puzzle, e: steps.Explanation, title: string, summary: string): string {
  const puzzle = puzzleFrom(p);
  if (typeof e !== "object" || e === null) bad(`the explanation is ${String(e)}; expected what explain() returns`, "a valid explanation");
  checkSteps(e.steps, puzzle.size, true);
  if (typeof title !== "string" || typeof summary !== "string") bad("expected a title and a summary, as strings", "valid page text");
  return page.explainPage(puzzle, e, title, summary);
}
/** Puzzles written in a format (each checked; streams numbered as the readers number them). */
export function writePuzzles(puzzles: Puzzle[], format: formats.OutputFormat): string {
  if (!Array.isArray(puzzles)) bad(`expected an array of puzzles, found ${typeof puzzles}`, "a valid list of puzzles");
  return formats.writePuzzles(puzzles.map((p) => numberedStreams(puzzleFrom(p))), format);
}
/** Why a puzzle cannot be written in a format (a Sudoku line needs the boxes as streams), if it cannot. */
export function unwritableReason(p: Puzzle, format: formats.OutputFormat): string | undefined {
  const puzzle = numberedStreams(puzzleFrom(p));
  formats.checkOutputFormat(format);
  return formats.unwritableReason(puzzle, format);
}
