/**
 * Batches: puzzles first .. first + count - 1 of a seed, handed back in that order whatever the
 * number of threads (each puzzle depends on the seed and its number alone). With one job they are
 * made here, one after the other, while clingo (in its own thread) counts the last one's solutions.
 * With N jobs, N worker threads (compare's pool, pool.ts) make them with the native engine alone;
 * this thread certifies those of the first with its one clingo, the others their own (see
 * generatePuzzles for why).
 */
import { availableParallelism } from "node:os";
import { engine } from "../engines/asp/clingo.js";
import { installedFault } from "../engines/faults.js";
import { PoolUnavailable, WorkerPool } from "../threads/pool.js";
import { now } from "../base/clock.js";
import { ExitCode, StrimkoError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import { EnginesDisagree, GenerateTimeout, UnreachableError } from "./errors.js";
import { certify, countTimeLeft, generateOne, makePuzzle, type GeneratedPuzzle } from "./generate.js";
import { settle, type GenerateOptions, type Settled } from "./options.js";
import { generateWithRules } from "./with-rules.js";

export interface Task {
  options: Settled;
  index: number;
  /** The worker certifies the puzzle too, with a clingo of its own (see generatePuzzles). */
  certifyHere?: boolean;
}

type Failure = { exitCode: number; message: string; puzzle?: Puzzle };

/** A puzzle's outcome: the puzzle, or why it could not be made (an error does not cross threads with its class). */
export type Outcome = { ok: GeneratedPuzzle } | { failure: Failure };

/** What a worker sends back: the puzzle made (certified too when the task asked for it) and how
 * long making took, or why it could not be made or certified. */
export type Made = { ok: GeneratedPuzzle; madeMs: number; certified?: boolean } | { failure: Failure };

/** A failure sent back by a worker, thrown again here as the error it was. */
export function rethrow(f: Failure): never {
  if (f.exitCode === ExitCode.disagree && f.puzzle) throw new EnginesDisagree(f.message, f.puzzle);
  if (f.exitCode === ExitCode.timeout) throw new GenerateTimeout(f.message);
  if (f.exitCode === ExitCode.badInput) throw new UnreachableError(f.message);
  throw new Error(f.message);
}

/** Puzzles in a worker's inbox at once (one being made, the next waiting), so that it never waits
 * for this thread to hand it the next. */
const DEPTH = 2;
/** Makers whose puzzles this thread's one clingo certifies. clingo's count of a 7x7 Strimko takes
 * nearly as much CPU as making it (9 and 10 ms, with 2.5 ms more on this thread to write the
 * program and read the answer), so one clingo keeps up with one maker of the default puzzles (a
 * 9x9 Strimko takes far longer to make; a Sudoku, less); makers beyond it certify their own, each
 * with a clingo of its own, as they make the next. */
const SHARED_CLINGO_MAKERS = 1;
/** Puzzles made ahead of the one handed back next, at most: a slow reader does not let them pile up. */
const WINDOW_PER_JOB = 4;

/** A StrimkoError as the failure of a puzzle; anything else is thrown on (a bug). */
function failureOf(e: unknown): { failure: Failure } {
  if (!(e instanceof StrimkoError)) throw e;
  return { failure: { exitCode: e.exitCode, message: e.message, puzzle: e instanceof EnginesDisagree ? e.puzzle : undefined } };
}

/** Puzzle k made on this thread (when no worker thread could start). */
function makeHere(o: Settled, k: number): Made {
  const start = now();
  try {
    return { ok: makePuzzle(o, k), madeMs: now() - start };
  } catch (e) {
    return failureOf(e);
  }
}

/** A made puzzle certified here (certify): its outcome. */
async function certified(o: Settled, made: Made): Promise<Outcome> {
  if ("failure" in made || made.certified) return made;
  try {
    return { ok: await certify(made.ok, countTimeLeft(o, made.madeMs)) };
  } catch (e) {
    return failureOf(e);
  }
}

/**
 * Threads that make puzzles for `jobs`: no more than the processors this process may use, less
 * one, which clingo's counts and V8's compilers (clingo's hot functions, the makers' code) keep
 * busy most of the time. One maker already keeps about one and a half cores busy (clingo counts a
 * puzzle while the next is made): on 2 cores a second maker could use only the half core left, and
 * its own start and compilation cost more CPU than that (--jobs 2 took 1.14 times the CPU of one
 * job, and 1.3 times as long on a machine busy with other work), so there --jobs N is one maker.
 */
export function makerThreads(jobs: number, processors?: number): number {
  // One job asks nothing of the machine (the web app's generator runs where node:os is a stub).
  if (jobs <= 1) return 1;
  return Math.max(1, Math.min(jobs, (processors ?? availableParallelism()) - 1));
}

/**
 * The puzzles of a batch, in order, as each is ready; the first failure ends the batch (it is
 * thrown).
 *
 * With one job, generateOne makes puzzle k on this thread before it returns, and its certificate
 * waits on clingo, in its own worker thread; so puzzle k + 1 is made while clingo counts puzzle
 * k's solutions. That keeps about one and a half cores busy.
 *
 * With N jobs (at most the processors less one: makerThreads), N worker threads make the puzzles
 * (the native engine alone), each taking the next number as it comes free. This thread certifies
 * the puzzles of the first (SHARED_CLINGO_MAKERS) as they come back, with its one clingo; the
 * others certify their own, each with a clingo of its own, started with its first puzzle. This
 * thread makes none: a puzzle takes it 10 to 20 ms without a break, and clingo, whose next run
 * this thread starts, would wait that long for each. A clingo costs its own start and its own
 * compilation of clingo's hot functions (about a second of CPU in all), hence none in the first
 * worker, which this thread's clingo serves.
 */
export async function* generatePuzzles(options?: GenerateOptions): AsyncGenerator<GeneratedPuzzle> {
  const o = settle(options);
  const last = o.first + o.count - 1;
  // Rules are read by clingo, which makes those puzzles (with-rules.ts): this thread alone.
  const makers = o.rules ? 1 : makerThreads(o.jobs);
  if (makers === 1 || o.count === 1) {
    // The puzzles (each depends on the seed and its number alone) and the order of outcomes are
    // those of making them one after the other.
    let pending: Promise<GeneratedPuzzle> | undefined;
    for (let k = o.first; k <= last; k++) {
      const started = o.rules ? generateWithRules(o, k, o.rules) : generateOne(o, k);
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
  const script = new URL("../generate/worker.js", import.meta.url);
  const shared = Math.min(makers, SHARED_CLINGO_MAKERS);
  // A test's fault, installed in this thread, goes to the workers too (engines/faults.ts).
  const setup = { workerData: { engineFault: installedFault() } };
  const pools = [{ pool: new WorkerPool<Task, Made>(script, shared, DEPTH, setup), certifyHere: false, size: shared }];
  if (makers > shared) pools.push({ pool: new WorkerPool<Task, Made>(script, makers - shared, DEPTH, setup), certifyHere: true, size: makers - shared });
  // clingo starts (its thread, its wasm, its warm-up run) while the workers start and make the
  // first puzzles: this thread is free meanwhile.
  engine.warmUp();
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
  const window = makers * WINDOW_PER_JOB;
  const take = async (): Promise<number | undefined> => {
    while (!stopped && next <= last && next - handed >= window) await new Promise<void>((ok) => waiting.push(ok));
    return stopped || next > last ? undefined : next++;
  };
  // Each loop keeps one puzzle in a worker's inbox; DEPTH loops a worker keep it busy.
  const there = async (pool: WorkerPool<Task, Made>, certifyHere: boolean) => {
    for (let k = await take(); k !== undefined; k = await take()) {
      const n = k;
      let made: Made;
      try {
        made = await pool.run({ options: o, index: n, certifyHere }).catch((e: unknown): Made => {
          // No worker thread could start: this thread makes the puzzle.
          if (e instanceof PoolUnavailable) return makeHere(o, n);
          return { failure: { exitCode: ExitCode.internal, message: `puzzle ${n}: ${(e as Error).message}` } };
        });
      } catch (e) {
        // A bug in making it here (makeHere throws what is no StrimkoError): the batch ends with
        // it, in its turn, rather than wait for ever for a puzzle no loop will hand back.
        slot(n).reject(e);
        continue;
      }
      // Certified while this loop hands its worker the next number: clingo takes them in turn.
      certified(o, made).then(slot(n).resolve, slot(n).reject);
    }
  };
  const loops = Promise.all(pools.flatMap(({ pool, certifyHere, size }) => Array.from({ length: size * DEPTH }, () => there(pool, certifyHere))));
  loops.catch(() => undefined);
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
    await Promise.all(pools.map(({ pool }) => pool.destroy()));
  }
}

/** The puzzles of a batch, all at once (see generatePuzzles). */
export async function generate(options?: GenerateOptions): Promise<GeneratedPuzzle[]> {
  const out: GeneratedPuzzle[] = [];
  for await (const g of generatePuzzles(options)) out.push(g);
  return out;
}
