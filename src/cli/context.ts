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
import type { Job } from "../compare/job.js";
import { now } from "../base/clock.js";

/** With the default --jobs, how long a batch runs on this thread alone before worker threads join. */
const SWITCH_MS = 500;
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
  /** Runs a per-puzzle command over every input, printing each record as it is done, in input order.
   * With `parallel` and more than one job, the same job runs on this thread and jobs - 1 worker
   * threads (compare/run.ts), each taking the next puzzle, the records still printed in input order:
   * from the start when `eager` (--jobs given), else once the batch has run a while (SWITCH_MS). */
  batch<R extends { id: string; error?: string }>(
    inputs: string[],
    format: InputFormat | undefined,
    usesClingo: boolean,
    handle: (entry: ParsedEntry) => Promise<{ record: R; exit: ExitCodeValue; stack?: string }>,
    show: (record: R) => string,
    parallel?: { jobs: number; job: Job; eager: boolean },
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
    async batch(inputs, format, usesClingo, handle, show, parallel) {
      if (usesClingo) engine.warmUp();
      const report = <R extends { id: string; error?: string }>({ record, exit, stack }: { record: R; exit: ExitCodeValue; stack?: string }) => {
        exited(exit);
        if (stack && io.env.STRIMKO_DEBUG) io.err(`${stack}\n`);
        if (record.error) complain(io, errorLine(record.id, record.error));
        io.out(show(record as never));
      };
      const all = streamInputs(inputs, format, () => io.stdin)[Symbol.asyncIterator]();
      const start = now();
      // Worker threads when they can help: at once when --jobs was asked for, else (the default, the
      // cores there are) once the batch has run SWITCH_MS with puzzles left, so that a short batch
      // (a collection of 18 Sudoku) never pays for starting them.
      const parallelNow = () => parallel !== undefined && parallel.jobs > 1 && (parallel.eager || now() - start > SWITCH_MS);
      try {
        // The next entry is read before the choice, so that the last puzzle never starts threads.
        for (let r = await all.next(); !r.done; r = await all.next()) {
          if (parallelNow()) {
            const waiting = r.value;
            // The rest of the input read as the solvers take it, no faster than standard output takes the records.
            async function* rest(): AsyncGenerator<ParsedEntry> {
              yield waiting;
              for (let next = await all.next(); !next.done; next = await all.next()) {
                await io.drained();
                // Its reader has gone (`| head`): the rest would be computed for no one.
                if (io.outClosed()) return;
                yield next.value;
              }
            }
            const { runAll } = await import("../compare/run.js");
            await runAll(rest(), { job: parallel!.job, jobs: parallel!.jobs, env: io.env, onRecord: (outcome) => report(outcome) });
            return;
          }
          // Entries as they are read: a file of a million Sudoku lines is solved and written line by line.
          report(await handle(r.value));
          await io.drained();
          // Its reader has gone (`| head`): the rest would be computed for no one.
          if (io.outClosed()) return;
        }
      } finally {
        // Left early (`| head`, an error): the files being read are closed.
        await all.return?.(undefined);
      }
    },
  };
}
