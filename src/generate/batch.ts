/**
 * Batches: puzzles first .. first + count - 1 of a seed, handed back in that order whatever the
 * number of threads (each puzzle depends on the seed and its number alone). With one job they are
 * made here, one after the other; with N jobs, by this thread and N - 1 worker threads (compare's
 * pool, pool.ts), each with its own clingo, a few puzzles ahead of the one handed back next.
 */
import { PoolUnavailable, WorkerPool } from "../compare/pool.js";
import { ExitCode, StrimkoError } from "../errors.js";
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

/** Puzzles in a worker's inbox at once (one being made, the next waiting), so that it never waits
 * for this thread, which is busy making puzzles of its own. */
const DEPTH = 2;
/** Puzzles made ahead of the one handed back next, at most: a slow reader does not let them pile up. */
const WINDOW_PER_JOB = 4;

/** The outcome of making puzzle k here: its puzzle, or its failure as a worker would send it. */
async function makeHere(o: Settled, k: number): Promise<Outcome> {
  try {
    return { ok: await generateOne(o, k) };
  } catch (e) {
    if (!(e instanceof StrimkoError)) throw e;
    return { failure: { exitCode: e.exitCode, message: e.message, puzzle: e instanceof EnginesDisagree ? e.puzzle : undefined } };
  }
}

/**
 * The puzzles of a batch, in order, as each is ready; the first failure ends the batch (it is
 * thrown). With N jobs, this thread and N - 1 worker threads take the next puzzle number as they
 * come free (as compare does: one thread fewer to start, and to warm up), each handing its outcome
 * to that number's slot; the slots are handed back in order.
 */
export async function* generatePuzzles(options?: GenerateOptions): AsyncGenerator<GeneratedPuzzle> {
  const o = settle(options);
  const last = o.first + o.count - 1;
  if (o.jobs === 1) {
    // One puzzle ahead: generateOne makes puzzle k on this thread before it returns, and its
    // certificate waits on clingo, in its own worker thread; so puzzle k + 1 is made while clingo
    // counts puzzle k's solutions. The puzzles (each depends on the seed and its number alone) and
    // the order of outcomes are those of making them one after the other.
    let pending: Promise<GeneratedPuzzle> | undefined;
    for (let k = o.first; k <= last; k++) {
      const started = generateOne(o, k);
      // Awaited in turn below; until then a failure is not "unhandled".
      started.catch(() => undefined);
      if (pending) yield await pending;
      pending = started;
    }
    if (pending) yield await pending;
    return;
  }
  // From the package's generate/ folder: the same path from dist/generate/ and from the bundled
  // command's chunks in dist/cli-chunks/ (scripts/bundle-cli.mjs).
  const pool = new WorkerPool<Task, Outcome>(new URL("../generate/worker.js", import.meta.url), o.jobs - 1, DEPTH);
  const slots = new Map<number, { promise: Promise<Outcome>; resolve: (x: Outcome) => void; reject: (e: unknown) => void }>();
  const slot = (k: number) => {
    let s = slots.get(k);
    if (!s) {
      let resolve!: (x: Outcome) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<Outcome>((ok, no) => ([resolve, reject] = [ok, no]));
      // Settled when awaited in turn; until then a failure is not "unhandled".
      promise.catch(() => undefined);
      slots.set(k, (s = { promise, resolve, reject }));
    }
    return s;
  };
  let next = o.first;
  let handed = o.first;
  let stopped = false;
  // Makers waiting for the reader to catch up.
  let waiting: (() => void)[] = [];
  const window = o.jobs * WINDOW_PER_JOB;
  const take = async (): Promise<number | undefined> => {
    while (!stopped && next <= last && next - handed >= window) await new Promise<void>((ok) => waiting.push(ok));
    return stopped || next > last ? undefined : next++;
  };
  const here = async () => {
    // As with one job: the next puzzle is made while clingo counts the last one's solutions.
    let counting: Promise<void> = Promise.resolve();
    for (let k = await take(); k !== undefined; k = await take()) {
      // A turn of the event loop first: the workers' finished puzzles are taken in, and they are handed more.
      await new Promise((ok) => setImmediate(ok));
      const made = makeHere(o, k).then(slot(k).resolve, slot(k).reject);
      await counting;
      counting = made;
    }
    await counting;
  };
  const there = async () => {
    for (let k = await take(); k !== undefined; k = await take()) {
      const n = k;
      await pool.run({ options: o, index: n }).then(slot(n).resolve, async (e: unknown) => {
        // No worker thread could start: this thread makes the puzzle.
        if (e instanceof PoolUnavailable) await makeHere(o, n).then(slot(n).resolve, slot(n).reject);
        else slot(n).resolve({ failure: { exitCode: ExitCode.internal, message: `puzzle ${n}: ${(e as Error).message}` } });
      });
    }
  };
  const makers = Promise.all([here(), ...Array.from({ length: (o.jobs - 1) * DEPTH }, there)]);
  makers.catch(() => undefined);
  try {
    for (let k = o.first; k <= last; k++) {
      const outcome = await slot(k).promise;
      slots.delete(k);
      handed = k + 1;
      for (const wake of waiting.splice(0)) wake();
      if ("failure" in outcome) rethrow(outcome.failure);
      yield outcome.ok;
    }
  } finally {
    stopped = true;
    for (const wake of waiting.splice(0)) wake();
    waiting = [];
    await pool.destroy();
  }
}

/** The puzzles of a batch, all at once (see generatePuzzles). */
export async function generate(options?: GenerateOptions): Promise<GeneratedPuzzle[]> {
  const out: GeneratedPuzzle[] = [];
  for await (const g of generatePuzzles(options)) out.push(g);
  return out;
}
