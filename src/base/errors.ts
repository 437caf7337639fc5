/**
 * Typed errors, the one table of exit codes, and the one mapping from a puzzle's answer to its
 * exit code (exitCodeOf).
 *
 * Every error the tool can report is a StrimkoError with a stable `code`. User
 * mistakes (bad input, bad usage) carry a one-line message meant to be printed
 * as is; everything else is a bug or an engine failure and maps to `internal`.
 * The records (src/records/) carry exit codes; the command line alone prints them and ends the process.
 */

/** Exit codes of the `strimko` command. When a batch has several outcomes the
 * most severe wins, in the order of `EXIT_PRECEDENCE`. */
export const ExitCode = {
  ok: 0,
  noSolution: 1,
  badInput: 2,
  timeout: 3,
  disagree: 4,
  internal: 70,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** What each exit code means, in the words `strimko --help` prints (cli/help.ts writes its table
 * from this one). */
export const EXIT_MEANINGS: Readonly<Record<ExitCodeValue, string>> = {
  [ExitCode.ok]: "success",
  [ExitCode.noSolution]: "no solution (a puzzle is unsatisfiable)",
  [ExitCode.badInput]: "bad input or usage (a file could not be read or is not a valid puzzle)",
  [ExitCode.timeout]: "timeout (a puzzle was not finished within --timeout)",
  [ExitCode.disagree]: "engines disagree (clingo and the native engine, or an engine and the verifier)",
  [ExitCode.internal]: "internal error (a bug: please report it)",
};

/** Most severe first. */
export const EXIT_PRECEDENCE: readonly ExitCodeValue[] = [
  ExitCode.internal,
  ExitCode.disagree,
  ExitCode.badInput,
  ExitCode.timeout,
  ExitCode.noSolution,
  ExitCode.ok,
];

export function worstExit(codes: Iterable<ExitCodeValue>): ExitCodeValue {
  let worst: ExitCodeValue = ExitCode.ok;
  for (const c of codes) {
    if (EXIT_PRECEDENCE.indexOf(c) < EXIT_PRECEDENCE.indexOf(worst)) worst = c;
  }
  return worst;
}

/** Every status word a command reports for a puzzle (solve, count, explain, grade). */
export type AnswerStatus =
  | "solved"
  | "unsolved"
  | "counted"
  | "resolution"
  | "search"
  | "ambiguous"
  | "unsatisfiable"
  | "contradiction"
  | "impossible"
  | "invalid"
  | "timeout"
  | "error";

/** The one mapping from a puzzle's answer to the command's exit code. "error" in a result (not a
 * thrown error) is always the engines disagreeing, or an engine and the verifier. */
const STATUS_EXIT: Record<AnswerStatus, ExitCodeValue> = {
  solved: ExitCode.ok,
  unsolved: ExitCode.ok,
  counted: ExitCode.ok,
  resolution: ExitCode.ok,
  search: ExitCode.ok,
  ambiguous: ExitCode.ok,
  unsatisfiable: ExitCode.noSolution,
  contradiction: ExitCode.noSolution,
  impossible: ExitCode.noSolution,
  invalid: ExitCode.badInput,
  timeout: ExitCode.timeout,
  error: ExitCode.disagree,
};

/** The exit code of an answer; a count of 0 is "no solution" like "unsatisfiable". */
export function exitCodeOf(status: AnswerStatus, count?: number | null): ExitCodeValue {
  return status === "counted" && count === 0 ? ExitCode.noSolution : STATUS_EXIT[status];
}

export class StrimkoError extends Error {
  readonly code: string;
  readonly exitCode: ExitCodeValue;
  constructor(code: string, exitCode: ExitCodeValue, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.exitCode = exitCode;
  }
}

/** A place in an input: file name as the user gave it, 1-based line and column. */
export interface Location {
  file: string;
  line: number;
  col: number;
}

/** Something in a puzzle file is wrong. The message reads `file:line:col: reason`. */
export class InputError extends StrimkoError {
  readonly location: Location;
  readonly reason: string;
  constructor(location: Location, reason: string) {
    super("E_INPUT", ExitCode.badInput, `${location.file}:${location.line}:${location.col}: ${reason}`);
    this.location = location;
    this.reason = reason;
  }
}

/** A puzzle object handed to the library (built in code, not read from a file) that the engines
 * cannot take, or a grid or list of steps handed with it; the message names the property, e.g.
 * `not a valid puzzle: givens[0][1] is 5; expected ...`. */
export class PuzzleError extends StrimkoError {
  readonly problem: string;
  constructor(problem: string, what = "a valid puzzle") {
    super("E_PUZZLE", ExitCode.badInput, `not ${what}: ${problem}`);
    this.problem = problem;
  }
}

/** A value as an error message shows it: strings quoted and cut, arrays, objects and functions
 * named, a bigint as such (`4n`, which String() would show as the number 4). Never throws. */
export function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 20 ? value.slice(0, 20) + "…" : value);
  if (value === null) return "null";
  if (typeof value === "bigint") return `${value}n (a bigint)`;
  // A function's String() is its source text.
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return value.description === undefined ? "a symbol" : `a symbol (${show(value.description)})`;
  if (typeof value === "object") {
    try {
      return Array.isArray(value) ? "an array" : "an object";
    } catch {
      return "an object"; // a revoked proxy
    }
  }
  return String(value);
}

/** A command line or library call that cannot be carried out: a bad option value or argument
 * (a name not on its list, a number out of range, a value of the wrong type), an unreadable path.
 * A puzzle object that is wrong is a PuzzleError instead. */
export class UsageError extends StrimkoError {
  constructor(message: string) {
    super("E_USAGE", ExitCode.badInput, message);
  }
}

/** Reading a puzzle failed in a way that should have been reported as bad input: our bug. */
export class ReaderBug extends StrimkoError {
  constructor(id: string, cause: unknown) {
    super(
      "E_READER",
      ExitCode.internal,
      `${id}: internal error while reading (a bug in strimko, please report it): ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/** clingo reported an error for a program we generated: always our bug. */
export class ClingoRunError extends StrimkoError {
  constructor(message: string) {
    super("E_CLINGO", ExitCode.internal, `clingo failed: ${message}`);
  }
}

/** An answer set that does not describe exactly one value per cell. */
export class DecodeError extends StrimkoError {
  constructor(message: string) {
    super("E_DECODE", ExitCode.internal, `cannot decode answer set: ${message}`);
  }
}

/** A grid an engine reported that the independent verifier rejects: the engine and the verifier
 * disagree, which is reported like two engines disagreeing. */
export class VerificationError extends StrimkoError {
  readonly engine: string;
  constructor(engine: string, message: string) {
    super("E_VERIFY", ExitCode.disagree, `${engine} reported a grid that fails verification: ${message}`);
    this.engine = engine;
  }
}

/**
 * What a puzzle's outcome says when solving it failed on a bug (an exception that is not a
 * StrimkoError): that puzzle fails with exit code 70, and the batch goes on. The record's error
 * is one line (of text and JSON); the stack travels beside the record, and the command prints it
 * with STRIMKO_DEBUG=1, where a developer reads it.
 */
export function internalFailure(e: unknown): { error: string; stack?: string } {
  const stack = (e as Error)?.stack;
  return { error: `internal error: ${(e as Error)?.message ?? String(e)}`, ...(typeof stack === "string" ? { stack } : {}) };
}
