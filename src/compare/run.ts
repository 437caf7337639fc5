/**
 * Running a comparison: every puzzle through both engines, on this thread or
 * on a pool of worker threads, results handed back in input order.
 *
 * With one job everything runs here (no worker to start). With N jobs, this
 * thread and N - 1 worker threads (pool.ts) take the next puzzle as they come
 * free and solve it whole, both engines, so one slow puzzle holds up one
 * solver, not the batch. Results come back in any order
 * and are released in input order: record k is reported once records 1..k are
 * all done.
 */
import { ExitCode } from "../errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { internalErrorText } from "../cli/output.js";
import { baseRecord, solveEntry, type Outcome, type SolveCommandOptions } from "../cli/solve.js";
import { PoolUnavailable, WorkerPool } from "./pool.js";
import type { Task } from "./worker.js";

export interface RunOptions extends SolveCommandOptions {
  /** Solvers: this thread and jobs - 1 worker threads; 1 = this thread only. */
  jobs: number;
  /** Called as each puzzle finishes (in completion order), e.g. for a progress bar. */
  onDone?: (outcome: Outcome, index: number) => void;
  /** Called with each outcome in input order. */
  onRecord?: (outcome: Outcome, index: number) => void;
}

/** A puzzle a worker could not finish because of a bug: reported as an internal error, and the batch goes on. */
function crashed(entry: ParsedEntry, e: unknown): Outcome {
  return { record: { ...baseRecord(entry), error: internalErrorText(e) }, exit: ExitCode.internal };
}

/** Puzzles sent to a worker before it has finished the one it is solving (it solves them in turn). */
const PIPELINE = 2;

/** Solves every entry with both engines; returns the outcomes in input order and the number of
 * threads that solved (this one and the workers). */
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
  // A callback that throws is a bug: keep the first error, stop calling back, and throw it once
  // every puzzle has settled (so that no loop goes on calling back after runAll has returned).
  let broken: unknown;
  const finish = (k: number, outcome: Outcome) => {
    outcomes[k] = outcome;
    done[k] = true;
    if (broken !== undefined) return;
    try {
      onDone?.(outcome, k);
      while (released < entries.length && done[released]) {
        onRecord?.(outcomes[released], released);
        released++;
      }
    } catch (e) {
      broken = e;
    }
  };

  const workable = entries.filter((e) => !e.error).length;
  const threads = Math.max(1, Math.min(jobs, workable));
  let next = 0;
  const take = (): number | undefined => (next < entries.length ? next++ : undefined);
  // This thread is one of the solvers: its clingo is started before the inputs are read, so it
  // works while the worker threads start (each loads the code and compiles clingo's wasm anew).
  const here = async () => {
    for (let k = take(); k !== undefined; k = take()) finish(k, await solveOne(entries[k]));
  };
  if (threads <= 1) {
    await here();
    if (broken !== undefined) throw broken;
    return { outcomes, threads: 1 };
  }

  const workers = threads - 1;
  const pool = new WorkerPool<Task, Outcome>(new URL("./worker.js", import.meta.url), workers, PIPELINE);
  const there = async () => {
    for (let k = take(); k !== undefined; k = take()) {
      const entry = entries[k];
      if (entry.error) {
        finish(k, await solveOne(entry));
        continue;
      }
      let outcome: Outcome;
      try {
        outcome = await pool.run({ id: entry.id, puzzle: entry.puzzle, options: solveOptions });
      } catch (e) {
        // No worker thread could start: this thread does the work.
        outcome = e instanceof PoolUnavailable ? await solveOne(entry) : crashed(entry, e);
      }
      finish(k, outcome);
    }
  };
  try {
    // Each worker is kept PIPELINE puzzles ahead, so that it does not wait for this thread, which
    // is busy whenever it runs a native search, to hand it the next one.
    await Promise.all([here(), ...Array.from({ length: workers * PIPELINE }, there)]);
  } finally {
    await pool.destroy();
  }
  if (broken !== undefined) throw broken;
  // Threads that solved: this one and the workers that started (not more than asked for).
  return { outcomes, threads: Math.min(threads, 1 + pool.started) };
}
