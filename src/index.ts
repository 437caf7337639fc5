/**
 * The strimko library.
 *
 *   import { parsePuzzle, solve } from "strimko";
 *   const puzzle = parsePuzzle("068.txt", text);
 *   const result = await solve(puzzle);   // { status, solution, unique, agree, engines }
 *
 * Everything here is pure (puzzle in, result out); the ASP functions run
 * clingo-wasm in a worker thread, the native ones on the calling thread.
 */
export type { Grid, Puzzle, PuzzleEntry } from "./puzzle/types.js";
export { MAX_SIZE } from "./puzzle/types.js";
export {
  INPUT_FORMATS,
  OUTPUT_FORMATS,
  detectFormat,
  parsePuzzle,
  parsePuzzles,
  unwritableReason,
  writePuzzles,
  type InputFormat,
  type OutputFormat,
  type ParsedEntry,
} from "./puzzle/formats/index.js";
export { boxStreams } from "./puzzle/formats/sudoku.js";
export { verify, isSolution, type Violation } from "./check/verify.js";
export { ENCODINGS, DEFAULT_ENCODING, type Encoding } from "./asp/encodings.js";
export { renderProgram, renderInstance } from "./asp/program.js";
export { ClingoEngine, engine, type RunRequest, type RunResult } from "./asp/clingo.js";
export { solveAsp, countAsp, type AspOptions, type SolveResult, type CountResult, type AspTimings } from "./asp/solve.js";
export {
  solve,
  count,
  resolveOnly,
  type SolveOptions,
  type CountOptions,
  type SolveReport,
  type CountReport,
  type EngineReport,
  type EngineCount,
  type EngineChoice,
  type ResolutionReport,
} from "./solve.js";
export { solveNative, resolve, DEAD_END_BUDGET, type NativeStats, type SearchResult, type ResolutionResult, type TraceEvent } from "./native/solver.js";
export { describeDisjunction, type DisjunctionName } from "./native/geometry.js";
export { compareSolve, compareCount, type Agreement } from "./check/crosscheck.js";
export { renderBoard, boardModel, chooseStyle, type BoardModel, type BoardOptions, type BoardStyle } from "./render/board.js";
export { svgToPng } from "./render/png.js";
export { explain, candidates, replay, type Explanation, type Step, type StepKind } from "./explain/steps.js";
export { grade, GRADES, type Grade, type GradeResult } from "./explain/grade.js";
export { explainPage } from "./explain/page.js";
export { decodeGrid } from "./asp/decode.js";
export { parseTerm, type Term } from "./asp/terms.js";
export {
  ExitCode,
  StrimkoError,
  InputError,
  UsageError,
  ClingoRunError,
  ReaderBug,
  DecodeError,
  VerificationError,
  type Location,
} from "./errors.js";
