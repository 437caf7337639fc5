/**
 * The strimko library.
 *
 *   import { parsePuzzle, solve } from "strimko";
 *   const puzzle = parsePuzzle("068.txt", text);
 *   const result = await solve(puzzle);   // { status, solution, unique, ... }
 *
 * Everything here is pure (puzzle in, result out) except the solving
 * functions, which run clingo-wasm in a worker thread.
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
export {
  solveAsp,
  countAsp,
  solveAsp as solve,
  countAsp as count,
  type AspOptions,
  type CountOptions,
  type SolveResult,
  type CountResult,
  type AspTimings,
} from "./asp/solve.js";
export { decodeGrid } from "./asp/decode.js";
export { parseTerm, type Term } from "./asp/terms.js";
export {
  ExitCode,
  StrimkoError,
  InputError,
  UsageError,
  ClingoRunError,
  DecodeError,
  VerificationError,
  type Location,
} from "./errors.js";
