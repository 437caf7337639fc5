/**
 * The library's door: each function the library exports that takes a puzzle,
 * checking what it is handed before anything inside sees it.
 *
 * A puzzle built in code is copied into plain data and checked with the
 * readers' rules (puzzle/object.ts); the copy is what the engines get, so a
 * getter, a proxy or an array with methods of its own plays no further part,
 * and nothing can change under them. The options that could make an engine run
 * for ever or put text where markup goes (a limit, a time limit, an engine name,
 * a drawing style, a grid or steps handed with the puzzle) are checked too. A bad
 * puzzle (or a grid, steps or list of puzzles handed with it) is a PuzzleError;
 * any other bad argument (an option, a name not on a list, a label or title that is not a
 * string) is a UsageError, the error of a call that cannot be carried out. Either is thrown, or
 * rejected by the async functions.
 *
 * The modules inside call each other directly, unchecked: the command line
 * reads its puzzles through the readers, which validate them already.
 */
import * as aspProgram from "./engines/asp/program.js";
import { PuzzleError, show, UsageError } from "./base/errors.js";
import * as difficulties from "./explain/difficulty.js";
import * as grading from "./explain/grade.js";
import * as page from "./explain/page.js";
import * as steps from "./explain/steps.js";
import { checkPuzzle, gridFrom, puzzleFrom } from "./puzzle/object.js";
import { verify } from "./puzzle/verify.js";
import * as formats from "./puzzle/formats/index.js";
import type { Puzzle } from "./puzzle/types.js";
import * as board from "./render/board.js";
import * as solving from "./engines/run.js";
import { SOLVE_CHOICES } from "./engines/registry.js";
import * as batch from "./generate/batch.js";
import { settle, type GenerateOptions } from "./generate/options.js";
import type { GeneratedPuzzle } from "./generate/generate.js";
import * as analysis from "./analyze/analyze.js";

export { checkPuzzle };

/** What an options argument may be; `object`, not a record type, so that each function keeps its
 * own options interface in the declarations users see. */
type Options = object | undefined;

/** The longest time limit a timer takes: Node fires a longer one at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Puzzle data (the steps, an explanation, a list of puzzles) that is wrong. */
function bad(problem: string, what: string): never {
  throw new PuzzleError(problem, what);
}

/** Any other argument that is wrong: an option, a label, a page's text. */
function badArgument(problem: string, what: string): never {
  throw new UsageError(`not ${what}: ${problem}`);
}

/** Options must be an object, when given. */
function optionsObject(options: unknown): Record<string, unknown> | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== "object" || options === null) badArgument(`the options are ${show(options)}; expected an object`, "valid options");
  return options as Record<string, unknown>;
}

/**
 * The options an engine call may carry, read once into a copy that is passed on: `limit` a whole
 * number (NaN or 1.5 read as "all solutions": a search without end), `timeoutMs` one a timer
 * takes, `engine` one of the list, `label` a string.
 */
function checkOptions<O extends Options>(options: O, engines?: readonly string[]): O {
  const o = optionsObject(options);
  if (!o) return options;
  const copy: Record<string, unknown> = { ...o };
  const { limit, timeoutMs, engine, label } = copy;
  if (limit !== undefined && !(Number.isSafeInteger(limit) && (limit as number) >= 0))
    badArgument(`limit is ${show(limit)}; expected a whole number from 0 (all) to ${Number.MAX_SAFE_INTEGER}`, "valid options");
  if (timeoutMs !== undefined && !(typeof timeoutMs === "number" && timeoutMs >= 0 && timeoutMs <= MAX_TIMEOUT_MS))
    badArgument(`timeoutMs is ${show(timeoutMs)}; expected milliseconds from 0 (none) to ${MAX_TIMEOUT_MS}`, "valid options");
  if (engines && engine !== undefined && !engines.includes(engine as string))
    throw new UsageError(`unknown engine ${show(engine)}; expected one of ${engines.join(", ")}`);
  if (label !== undefined && typeof label !== "string") badArgument(`label is ${show(label)}; expected a string`, "valid options");
  return copy as O;
}

/** f on the checked copy of its puzzle and options. */
function checked<O extends Options, R>(f: (p: Puzzle, options?: O) => R, engines?: readonly string[]): (p: Puzzle, options?: O) => R {
  return (p, options) => {
    const puzzle = puzzleFrom(p);
    return f(puzzle, checkOptions(options, engines));
  };
}

/** An async f, checked likewise: a bad argument rejects the promise, as any other failure does. */
function checkedAsync<O extends Options, R>(f: (p: Puzzle, options?: O) => Promise<R>, engines?: readonly string[]): (p: Puzzle, options?: O) => Promise<R> {
  const g = checked(f, engines);
  return async (p, options) => g(p, options);
}

/** Solves with both engines (or one, or resolution alone), verifies and cross-checks; see SolveOptions. */
export const solve = checkedAsync(solving.solve, SOLVE_CHOICES);
/** Counts solutions up to a limit with both engines (or one), cross-checked. */
export const count = checkedAsync(solving.count, solving.ENGINE_CHOICES);
/** The clingo program strimko runs for a puzzle. */
export const renderProgram = checked(aspProgram.renderProgram);
/** A drawing's options, read once: a style of the list, a solution to draw that fits the puzzle, a title. */
function boardOptions(p: Puzzle, options: board.BoardOptions | undefined): board.BoardOptions | undefined {
  const o = optionsObject(options);
  if (!o) return undefined;
  const { solution, style, title } = o;
  if (style !== undefined && !(board.STYLES as readonly unknown[]).includes(style))
    throw new UsageError(`unknown style ${show(style)}; expected one of ${board.STYLES.join(", ")}`);
  if (title !== undefined && typeof title !== "string") badArgument(`title is ${show(title)}; expected a string`, "valid options");
  return {
    style: style as board.BoardOptions["style"],
    title: title as string | undefined,
    solution: solution === undefined ? undefined : gridFrom(solution, "solution", p.size, 0),
  };
}

/** The picture of a puzzle (or its solution) as SVG. */
export function renderBoard(p: Puzzle, options?: board.BoardOptions): string {
  const puzzle = puzzleFrom(p);
  return board.renderBoard(puzzle, boardOptions(puzzle, options));
}
/** The steps of resolution and search, in words. */
export const explain = checked(steps.explain);
/** Steps as explain() makes them, copied (each step's fields read once): cells and values in
 * range, no backtrack without a guess, and (for the page, which highlights each step's unit) a reason. */
function stepsFrom(explained: unknown, n: number, withReasons: boolean): steps.Step[] {
  const what = "a valid list of steps";
  if (!Array.isArray(explained)) bad(`the steps are ${show(explained)}; expected explain()'s steps`, what);
  const inside = (x: unknown) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= n;
  let guesses = 0;
  return Array.from(explained as unknown[], (s: unknown, k) => {
    if (typeof s !== "object" || s === null) bad(`steps[${k}] is ${show(s)}; expected a step`, what);
    const step = { ...(s as steps.Step) };
    const { kind, cell, value, reason } = step;
    if (withReasons && (typeof reason !== "object" || reason === null)) bad(`steps[${k}] has no reason; expected explain()'s steps`, what);
    if (kind === "guess") guesses++;
    if (kind === "backtrack" && guesses-- === 0) bad(`steps[${k}] backtracks with no guess in force`, what);
    if ((kind === "place" || kind === "guess") && cell !== undefined) {
      if (!Array.isArray(cell) || !inside(cell[0]) || !inside(cell[1]) || !inside(value))
        bad(`steps[${k}] places ${show(value)} in (${String(cell)}); expected a cell and a value from 1 to ${n}`, what);
      step.cell = [cell[0], cell[1]];
    }
    return step;
  });
}

/** One word for how hard a puzzle is, with the reason. */
export const grade = checkedAsync(grading.grade, solving.ENGINE_CHOICES);
/** The difficulty scale's level, and the rounds, kinds and guesses it is measured from (native engine, synchronous). */
export const difficulty = (p: Puzzle) => difficulties.difficulty(puzzleFrom(p));
/** The stepper page of an explanation (the title and summary are escaped). */
export function explainPage(p: Puzzle, e: steps.Explanation, title: string, summary: string): string {
  const puzzle = puzzleFrom(p);
  if (typeof e !== "object" || e === null) bad(`the explanation is ${show(e)}; expected what explain() returns`, "a valid explanation");
  const explanation = { ...e, steps: stepsFrom(e.steps, puzzle.size, true) };
  if (typeof title !== "string" || typeof summary !== "string")
    badArgument(`the title is ${show(title)} and the summary ${show(summary)}; expected strings`, "valid page text");
  return page.explainPage(puzzle, explanation, title, summary);
}
/** Puzzles written in a format (each checked). */
export function writePuzzles(puzzles: Puzzle[], format: formats.OutputFormat): string {
  if (!Array.isArray(puzzles)) bad(`expected an array of puzzles, found ${show(puzzles)}`, "a valid list of puzzles");
  // Array.from visits the holes of a sparse array too (map skips them), and not the caller's own map.
  return formats.writePuzzles(Array.from(puzzles as unknown[], puzzleFrom), format);
}
/** Why a puzzle cannot be written in a format (a Sudoku line needs the boxes as streams), if it cannot. */
export function unwritableReason(p: Puzzle, format: formats.OutputFormat): string | undefined {
  const puzzle = puzzleFrom(p);
  formats.checkOutputFormat(format);
  return formats.unwritableReason(puzzle, format);
}

/** New puzzles (see GenerateOptions), all at once; the options are checked before anything is made. */
export function generate(options?: GenerateOptions): Promise<GeneratedPuzzle[]> {
  return (async () => batch.generate(settle(options)))();
}
/** New puzzles one by one, in the seed's order, as each is made; bad options throw at once (a UsageError). */
export function generatePuzzles(options?: GenerateOptions): AsyncGenerator<GeneratedPuzzle> {
  return batch.generatePuzzles(settle(options));
}

/** What a setter needs to know of a puzzle (see AnalyzeOptions): true candidates and their counts,
 * the fewest extra givens, redundant givens, or why there is no solution. The options are checked:
 * a time limit a timer takes, an engine of the two, a solution that solves the puzzle, callbacks
 * that are functions. */
export async function analyze(p: Puzzle, options?: analysis.AnalyzeOptions): Promise<analysis.Analysis> {
  const puzzle = puzzleFrom(p);
  const o = checkOptions(options, ["both", "native"]);
  if (!o) return analysis.analyze(puzzle);
  const { solution, onPart, progress, encoding } = o;
  for (const [name, f] of Object.entries({ onPart, progress }))
    if (f !== undefined && typeof f !== "function") badArgument(`${name} is ${show(f)}; expected a function`, "valid options");
  if (encoding !== undefined && typeof encoding !== "string") badArgument(`encoding is ${show(encoding)}; expected a string`, "valid options");
  const chosen = solution === undefined ? undefined : gridFrom(solution, "solution", puzzle.size, 1);
  if (chosen && verify(puzzle, chosen).length > 0)
    bad("the solution does not solve the puzzle (it breaks a rule or changes a given)", "a solution of the puzzle");
  return analysis.analyze(puzzle, { ...o, solution: chosen });
}
