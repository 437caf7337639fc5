/**
 * The strimko library: its whole public API, each name listed in docs/library.md, the list held by
 * test/package/exports.test.ts (a change to it is a decision, not an accident).
 *
 *   import { parsePuzzle, solve } from "strimko";
 *   const puzzle = parsePuzzle("068.txt", text);
 *   const verdict = await solve(puzzle);   // { status, solution, unique, agree, engines }
 *
 * Everything here is pure (puzzle in, result out); clingo-wasm runs in a worker thread, the native
 * engine on the calling thread. One answer shape: each engine's answer is an EngineResult, and
 * solve and count build their verdict (SolveVerdict, CountVerdict) from two of them, cross-checked.
 *
 * Every function here that takes a puzzle (but verify, which reports on anything) comes from
 * library.ts: it works on a checked plain copy of the puzzle, and a bad one gets a PuzzleError
 * naming the property that is wrong, never a TypeError from inside an engine or a wrong answer. Any
 * other bad argument (an option, a file's text that is not a string, a name not on a list) is a
 * UsageError.
 */

// Puzzles: reading, writing, checking.
export { detectFormat, parsePuzzle, parsePuzzles, type InputFormat, type OutputFormat, type ParsedEntry } from "./puzzle/formats/index.js";
export type { Grid, Puzzle } from "./puzzle/types.js";
export { checkPuzzle, unwritableReason, writePuzzles } from "./library.js";
// The verifier checks whatever it is given, a malformed puzzle included (it reports, never throws).
export { verify, type Violation } from "./puzzle/verify.js";

// Solving and counting: both engines, verified, cross-checked.
export { count, solve } from "./library.js";
export type { CountOptions, SolveOptions } from "./engines/run.js";
export type { CountVerdict, SolveVerdict } from "./engines/verdict.js";
export type { EngineResult } from "./engines/types.js";
export { ENCODINGS } from "./engines/asp/encodings.js";
export { renderProgram } from "./library.js";

// Pictures, explanations, grades.
export { difficulty, explain, explainPage, grade, renderBoard } from "./library.js";
export { svgToPng } from "./render/png.js";
export type { Explanation } from "./explain/steps.js";
export type { GradeResult } from "./explain/grade.js";
export type { Difficulty } from "./explain/difficulty.js";

// The setter's analysis.
export { analyze } from "./library.js";
export type { Analysis, AnalyzeOptions } from "./analyze/analyze.js";

// New puzzles.
export { generate, generatePuzzles } from "./library.js";
export type { GeneratedPuzzle } from "./generate/generate.js";
export type { GenerateOptions } from "./generate/options.js";

// Errors: each a StrimkoError with a stable code and the command's exit code.
export { ExitCode, InputError, PuzzleError, StrimkoError, UsageError } from "./base/errors.js";
