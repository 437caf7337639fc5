/**
 * Batches: puzzles first .. first + count - 1 of a seed, handed back in that order whatever the
 * number of threads (each puzzle depends on the seed and its number alone). With one job they are
 * made here, one after the other; with N jobs, by N worker threads (compare's pool, pool.ts), each
 * with its own clingo, a few puzzles ahead of the one handed back next.
 */
import { PoolUnavailable, WorkerPool } from "../compare/pool.js";
import { ExitCode } from "../errors.js";
import type { Puzzle } from "../puzzle/types.js";
import { EnginesDisagree, GenerateTimeout, UnreachableError } from "./errors.js";
import { generateOne, type GeneratedPuzzle } from "./generate.js";
import { settle, type GenerateOptions, type Settled } from "./options.js";

export interface Task {
  options: Settled;
  index: number;
}

/** What a worker sends back: the puzzle, or why it could not be made (an error does not cross threads with its class). */
export type Outcome = { ok: GeneratedPuzzle } | { failure: { exitCode: number; message: string; puzzle?: Puzzle } };

/** A failure sent back by a worker, thrown again here as the error it was. */
export function rethrow(f: { exitCode: number; message: string; puzzle?: Puzzle }): never {
  if (f.exitCode === ExitCode.disagree && f.puzzle) throw new EnginesDisagree(f.message, f.puzzle);
  if (f.exitCode === ExitCode.timeout) throw new GenerateTimeout(f.message);
  if (f.exitCode === ExitCode.badInput) throw new UnreachableError(f.message);
  throw new Error(f.message);
}

/** Puzzles handed to the workers beyond those being made: enough to keep every thread busy. */
const AHEAD_PER_JOB = 2;

/** The puzzles of a batch, in order, as each is ready; the first failure ends the batch (it is thrown). */
export async function* generatePuzzles(options?: GenerateOptions): AsyncGenerator<GeneratedPuzzle> {
  const o = settle(options);
  const last = o.first + o.count - 1;
  if (o.jobs === 1) {
    for (let k = o.first; k <= last; k++) yield await generateOne(o, k);
    return;
  }
  const pool = new WorkerPool<Task, Outcome>(new URL("./worker.js", import.meta.url), o.jobs);
  const pending: Promise<Outcome>[] = [];
  let next = o.first;
  const submit = () => {
    const k = next++;
    const p = pool.run({ options: o, index: k }).catch(async (e: unknown): Promise<Outcome> => {
      // No worker thread could start: this thread makes the puzzle.
      if (e instanceof PoolUnavailable) return { ok: await generateOne(o, k) };
      return { failure: { exitCode: ExitCode.internal, message: `puzzle ${k}: ${(e as Error).message}` } };
    });
    // Settled when awaited in turn; until then a failure is not "unhandled".
    p.catch(() => undefined);
    pending.push(p);
  };
  try {
    while (next <= last && pending.length < o.jobs * (1 + AHEAD_PER_JOB)) submit();
    while (pending.length > 0) {
      const outcome = await pending.shift()!;
      if (next <= last) submit();
      if ("failure" in outcome) rethrow(outcome.failure);
      yield outcome.ok;
    }
  } finally {
    await pool.destroy();
  }
}

/** The puzzles of a batch, all at once (see generatePuzzles). */
export async function generate(options?: GenerateOptions): Promise<GeneratedPuzzle[]> {
  const out: GeneratedPuzzle[] = [];
  for await (const g of generatePuzzles(options)) out.push(g);
  return out;
}
