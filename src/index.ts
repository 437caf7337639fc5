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
 * Every function here that takes a puzzle (but verify and isSolution, which
 * report on anything) comes from library.ts: it works on a checked plain copy of the
 * puzzle, and a bad one gets a PuzzleError naming the property that is wrong,
 * never a TypeError from inside an engine or a wrong answer. Any other bad argument (an option,
 * a file's text that is not a string, a name not on a list) is a UsageError.
 */
export {
  checkPuzzle,
  solve,
  count,
  resolveOnly,
  solveAsp,
  countAsp,
  renderProgram,
  renderInstance,
  solveNative,
  resolve,
  renderBoard,
  boardModel,
  chooseStyle,
  explain,
  candidates,
  replay,
  grade,
  difficulty,
  explainPage,
  writePuzzles,
  unwritableReason,
  generate,
  generatePuzzles,
} from "./library.js";
export type { GeneratedPuzzle } from "./generate/generate.js";
export { KINDS, DIFFICULTIES, type GenerateOptions, type Kind, type DifficultyChoice } from "./generate/options.js";
export { UnreachableError, GenerateTimeout, EnginesDisagree } from "./generate/errors.js";
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
export { boxStreams } from "./puzzle/shapes.js";
// The verifier checks whatever it is given, a malformed puzzle included (it reports, never throws).
export { verify, isSolution, type Violation } from "./puzzle/verify.js";
export { ENCODINGS, DEFAULT_ENCODING, type Encoding } from "./engines/asp/encodings.js";
export { ClingoEngine, engine, type RunRequest, type RunResult } from "./engines/asp/clingo.js";
export type { AspOptions, SolveResult, CountResult, AspTimings } from "./engines/asp/search.js";
export type {
  SolveOptions,
  CountOptions,
  SolveReport,
  CountReport,
  EngineReport,
  EngineCount,
  EngineChoice,
  ResolutionReport,
} from "./engines/verdicts.js";
export { DEAD_END_BUDGET, type NativeStats, type SearchResult, type ResolutionResult, type TraceEvent } from "./engines/native/solver.js";
export { describeDisjunction, type DisjunctionName } from "./engines/native/geometry.js";
export { crossCheck, type Agreement, type Question } from "./engines/crosscheck.js";
export { ENGINES, type EngineName } from "./engines/registry.js";
export type { Engine, EngineResult, SearchRequest } from "./engines/types.js";
export type { BoardModel, BoardOptions, BoardStyle } from "./render/board.js";
export { svgToPng } from "./render/png.js";
export type { Explanation, Step, StepKind } from "./explain/steps.js";
export { GRADES, type Grade, type GradeResult } from "./explain/grade.js";
export { LEVELS, type Level, type Difficulty } from "./explain/difficulty.js";
export { decodeGrid } from "./engines/asp/decode.js";
export { parseTerm, type Term } from "./engines/asp/terms.js";
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
} from "./base/errors.js";
