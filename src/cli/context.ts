/**
 * What every command is handed when it registers (cli/commands/): the run's streams, its worst exit
 * code so far, and the ways of doing what several commands do alike: say one line on standard
 * error, take one puzzle of an input, run a per-puzzle command over a batch.
 */
import { ExitCode, UsageError, worstExit, type ExitCodeValue } from "../base/errors.js";
import { engine } from "../engines/asp/clingo.js";
import type { InputFormat, ParsedEntry } from "../puzzle/formats/index.js";
import { errorLine, printable } from "../text/output.js";
import { STDIN_NAME, streamInputs } from "./inputs.js";
import type { Io } from "./io.js";

/** What a run has done so far: the worst exit code of its puzzles (one code, not one per puzzle,
 * which for a million puzzles would be 8 MB), and whether it still has files to write when
 * standard output closes (compare's report and CSV). */
export interface Run {
  io: Io;
  worst: ExitCodeValue;
  filesToWrite: boolean;
}

export function newRun(io: Io): Run {
  return { io, worst: ExitCode.ok, filesToWrite: false };
}

/** Messages that start with a file:line:col position stand alone (editors jump to them); others say
 * who speaks. A message is one line: what it quotes from outside (a file name) is escaped. */
export function complain(io: Io, message: string): void {
  const line = printable(message);
  io.err(/^[^\s:]+:\d+:\d+: /.test(line) ? `${line}\n` : `strimko: ${line}\n`);
}

/** An input as messages name it: standard input is "stdin", as in puzzle ids. */
const inputName = (input: string) => (input === "-" ? STDIN_NAME : input);

/** One puzzle out of the entries of an input, for commands that take one. */
export function pickOne(entries: ParsedEntry[], which: number | undefined, input: string): ParsedEntry {
  if (which !== undefined) {
    const e = entries[which - 1];
    if (!e) throw new UsageError(`${inputName(input)} holds ${entries.length} puzzle${entries.length === 1 ? "" : "s"}; there is no number ${which}`);
    return e;
  }
  if (entries.length > 1) throw new UsageError(`${inputName(input)} holds ${entries.length} puzzles; choose one with --index N`);
  return entries[0];
}

/** What a command's registration is handed. */
export interface CommandContext {
  io: Io;
  run: Run;
  /** Notes a puzzle's (or the command's) exit code: the run ends with the worst. */
  exited(code: ExitCodeValue): void;
  /** One line on standard error (see complain). */
  complain(message: string): void;
  /** Runs a per-puzzle command over every input, printing each record as it is done, in input order. */
  batch<R extends { id: string; error?: string }>(
    inputs: string[],
    format: InputFormat | undefined,
    usesClingo: boolean,
    handle: (entry: ParsedEntry) => Promise<{ record: R; exit: ExitCodeValue; stack?: string }>,
    show: (record: R) => string,
  ): Promise<void>;
}

export function commandContext(run: Run): CommandContext {
  const { io } = run;
  const exited = (code: ExitCodeValue) => {
    run.worst = worstExit([run.worst, code]);
  };
  return {
    io,
    run,
    exited,
    complain: (message) => complain(io, message),
    async batch(inputs, format, usesClingo, handle, show) {
      if (usesClingo) engine.warmUp();
      // Entries as they are read: a file of a million Sudoku lines is solved and written line by line.
      for await (const entry of streamInputs(inputs, format, () => io.stdin)) {
        const { record, exit, stack } = await handle(entry);
        exited(exit);
        if (stack && io.env.STRIMKO_DEBUG) io.err(`${stack}\n`);
        if (record.error) complain(io, errorLine(record.id, record.error));
        io.out(show(record));
        await io.drained();
        // Its reader has gone (`| head`): the rest would be computed for no one.
        if (io.outClosed()) break;
      }
    },
  };
}
