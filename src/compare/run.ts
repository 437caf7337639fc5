/**
 * Running a comparison: every puzzle through both engines, on this thread or
 * on a pool of worker threads, results handed back in input order.
 *
 * With one job everything runs here (no worker to start). With N jobs a pool of
 * N worker threads (pool.ts) each solves whole puzzles, both engines, so one
 * slow puzzle holds up one worker, not the batch. Results come back in any order
 * and are released in input order: record k is reported once records 1..k are
 * all done.
 */
import { ExitCode } from "../errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { solveEntry, type Outcome, type SolveCommandOptions, type SolveRecord } from "../cli/solve.js";
import { WorkerPool } from "./pool.js";
import type { Task } from "./worker.js";

export interface RunOptions extends SolveCommandOptions {
  /** Worker threads; 1 = run on this thread. */
  jobs: number;
  /** Called as each puzzle finishes (in completion order), e.g. for a progress bar. */
  onDone?: (outcome: Outcome, index: number) => void;
  /** Called with each outcome in input order. */
  onRecord?: (outcome: Outcome, index: number) => void;
}

/** A puzzle a worker could not finish because of a bug: reported as an internal error, and the batch goes on. */
function crashed(entry: ParsedEntry, e: unknown): Outcome {
  const message = `internal error: ${(e as Error)?.message ?? String(e)}`;
  const record: SolveRecord = {
    id: entry.id,
    status: "error",
    solution: null,
    unique: null,
    size: entry.puzzle?.size ?? null,
    title: entry.puzzle?.title ?? null,
    matchesStated: null,
    encoding: null,
    timeMs: null,
    engines: {},
    agree: null,
    error: message,
  };
  return { record, exit: ExitCode.internal };
}

/** Solves every entry with both engines; returns the outcomes in input order and the worker threads used (0: none). */
export async function runAll(entries: ParsedEntry[], options: RunOptions): Promise<{ outcomes: Outcome[]; threads: number }> {
  const { jobs, onDone, onRecord, ...solveOptions } = options;
  const solveOne = async (entry: ParsedEntry): Promise<Outcome> => {
    try {
      return await solveEntry(entry, solveOptions);
    } catch (e) {
      return crashed(entry, e);
    }
  };

  const outcomes: Outcome[] = new Array(entries.length);
  let released = 0;
  const done: boolean[] = new Array(entries.length).fill(false);
  const finish = (k: number, outcome: Outcome) => {
    outcomes[k] = outcome;
    done[k] = true;
    onDone?.(outcome, k);
    while (released < entries.length && done[released]) {
      onRecord?.(outcomes[released], released);
      released++;
    }
  };

  const workable = entries.filter((e) => !e.error).length;
  const threads = Math.max(1, Math.min(jobs, workable));
  if (jobs <= 1 || threads <= 1) {
    for (const [k, entry] of entries.entries()) finish(k, await solveOne(entry));
    return { outcomes, threads: 0 };
  }

  const pool = new WorkerPool<Task, Outcome>(new URL("./worker.js", import.meta.url), threads);
  try {
    await Promise.all(
      entries.map(async (entry, k) => {
        if (entry.error) return finish(k, await solveEntry(entry, solveOptions));
        const task: Task = { id: entry.id, puzzle: entry.puzzle, options: solveOptions };
        let outcome: Outcome;
        try {
          outcome = await pool.run(task);
        } catch (e) {
          outcome = crashed(entry, e);
        }
        finish(k, outcome);
      }),
    );
  } finally {
    await pool.destroy();
  }
  return { outcomes, threads };
}
