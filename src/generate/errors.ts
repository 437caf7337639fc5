/** Why a puzzle could not be made: each with the exit code the command line ends with. */
import { ExitCode, StrimkoError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";

/** The options ask for puzzles the tries allowed did not find (a level a kind or size does not reach). */
export class UnreachableError extends StrimkoError {
  constructor(message: string) {
    super("E_UNREACHABLE", ExitCode.badInput, message);
  }
}

/** A puzzle was not made within the time limit. */
export class GenerateTimeout extends StrimkoError {
  constructor(message: string) {
    super("E_TIMEOUT", ExitCode.timeout, message);
  }
}

/** The engines disagree about a generated puzzle (a bug): the batch stops, and the puzzle is shown. */
export class EnginesDisagree extends StrimkoError {
  readonly puzzle: Puzzle;
  constructor(message: string, puzzle: Puzzle) {
    super("E_DISAGREE", ExitCode.disagree, message);
    this.puzzle = puzzle;
  }
}
