/**
 * Running a batch: every puzzle through a job (job.ts: solved, as `compare` and `solve --jobs` do,
 * or counted, as `count --jobs` does), on this thread or on a pool of worker threads, results
 * handed back in input order.
 *
 * With one job everything runs here (no worker to start). With N jobs, this
 * thread and N - 1 worker threads (pool.ts) take the next puzzle as they come
 * free and solve it whole, both engines, so one slow puzzle holds up one
 * solver, not the batch. Results come back in any order
 * and are released in input order: record k is reported once records 1..k are
 * all done. The entries are read as they are solved (a streamed file of a
 * million puzzles is never whole in memory), and no outcome is kept once released.
 */
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { PoolUnavailable, WorkerPool } from "../threads/pool.js";
import type { Task, WorkerData } from "./worker.js";
import { installedFault } from "../engines/faults.js";
import { crashed, type Job, type JobOutcome, runJob } from "./job.js";

export interface RunOptions<Outcome extends JobOutcome> {
  /** What is done with each puzzle (its outcome is of type Outcome: the job's records). */
  job: Job;
  /** Solvers: this thread and jobs - 1 worker threads; 1 = this thread only. */
  jobs: number;
  /** Called as each puzzle finishes (in completion order), e.g. for a progress bar. */
  onDone?: (outcome: Outcome, index: number) => void;
  /** Called with each outcome in input order. */
  onRecord?: (outcome: Outcome, index: number) => void;
  /** Called once the input has ended, with the number of entries it held (a progress bar's total). */
  onTotal?: (total: number) => void;
  /** The environment the worker threads see (undefined: this process's): a command run in-process
   * hands its own, so that its workers see what its main thread sees. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** Puzzles sent to a worker before it has finished the one it is solving (it solves them in turn). */
const PIPELINE = 2;
/** Entries read before they are taken: a collection this small is read whole before the run
 * starts, so that its size is known (a progress bar's total) and no more threads are started than
 * it has puzzles. */
const READ_AHEAD = 1000;
/** Puzzles taken but not yet released in input order (being solved, or done and waiting for an
 * earlier one): a slow puzzle holds up at most this many, so memory stays bounded however long the
 * input. */
const WINDOW = 1000;
/** How long the run waits, after the input's first entry, for the input to end before it starts:
 * a collection in files is read whole by then (its size known, no more threads than puzzles), a
 * stream fed slowly (standard input) is solved as it comes. */
const GRACE_MS = 100;

/**
 * The entries of an input as they are read, READ_AHEAD of them ahead of the solvers that take
 * them. An error of the input itself (thrown by the iterator) is thrown by next().
 */
class Feed {
  private readonly buffer: ParsedEntry[] = [];
  private head = 0;
  private readonly iterator: AsyncIterator<ParsedEntry>;
  private reading: Promise<void> | undefined;
  private failure: { error: unknown } | undefined;
  ended = false;
  /** Entries read so far. */
  read = 0;
  /** Entries taken so far. */
  taken = 0;

  constructor(source: AsyncIterable<ParsedEntry>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private get buffered(): number {
    return this.buffer.length - this.head;
  }

  /** Reads until READ_AHEAD entries wait or the input ends; one reader at a time. */
  fill(): Promise<void> {
    // Cleared once settled (a finally callback always runs later than this assignment).
    this.reading ??= this.readSome().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Takers waiting for an entry to arrive (or the input to end). */
  private arrival: (() => void)[] = [];

  private wake(): void {
    for (const ok of this.arrival.splice(0)) ok();
  }

  private async readSome(): Promise<void> {
    try {
      while (!this.ended && this.buffered < READ_AHEAD) {
        const r = await this.iterator.next();
        if (r.done) this.ended = true;
        else {
          this.buffer.push(r.value);
          this.read++;
        }
        // A taker waiting for an entry has one now: a slow stream (standard input fed as it
        // comes) is solved as it comes, not READ_AHEAD entries at a time.
        this.wake();
      }
    } catch (e) {
      this.failure = { error: e };
      this.ended = true;
    }
    this.wake();
  }

  /** Resolves once the input has ended, or after `graceMs` from its first entry, whichever is first:
   * a collection read at once is known whole (its size), a stream is not waited for. */
  async started(graceMs: number): Promise<void> {
    const filled = this.fill();
    while (this.buffered === 0 && !this.ended) await new Promise<void>((ok) => this.arrival.push(ok));
    await Promise.race([filled, new Promise<void>((ok) => setTimeout(ok, graceMs).unref?.())]);
  }

  /** The entries waiting to be taken (to look at, not to take). */
  waiting(): ParsedEntry[] {
    return this.buffer.slice(this.head);
  }

  /** The next entry and its index in the input (numbered here, as it leaves the buffer, so that
   * solvers asking at once cannot swap them), or undefined at the end of the input. */
  async next(): Promise<{ k: number; entry: ParsedEntry } | undefined> {
    while (this.buffered === 0 && !this.ended) {
      void this.fill();
      await new Promise<void>((ok) => this.arrival.push(ok));
    }
    if (this.buffered === 0) {
      if (this.failure) throw this.failure.error;
      return undefined;
    }
    const entry = this.buffer[this.head];
    this.buffer[this.head++] = undefined as unknown as ParsedEntry;
    if (this.head > READ_AHEAD) {
      this.buffer.splice(0, this.head);
      this.head = 0;
    }
    // Read on while this entry is solved (not awaited: the solver has its puzzle).
    if (!this.ended && this.buffered < READ_AHEAD / 2) void this.fill();
    return { k: this.taken++, entry };
  }

  /** Stops reading (closes the files being read), without waiting for a read under way: standard
   * input may never say more. */
  close(): void {
    void this.iterator.return?.(undefined)?.catch(() => undefined);
  }
}

/** Solves every entry with both engines as it is read, handing the outcomes back in input order
 * (onRecord) and keeping none; returns the number of entries and the number of threads that
 * solved (this one and the workers). */
export async function runAll<Outcome extends JobOutcome>(
  source: AsyncIterable<ParsedEntry>,
  options: RunOptions<Outcome>,
): Promise<{ count: number; threads: number }> {
  const { job, jobs, onDone, onRecord, onTotal, env } = options;
  // The job's outcomes are of its record's type (job.ts runJob).
  const solveOne = (entry: ParsedEntry) => runJob(job, entry) as Promise<Outcome>;

  const feed = new Feed(source);
  /** Outcomes done and not yet released, by index. */
  const done = new Map<number, Outcome>();
  let released = 0;
  /** Solvers waiting for the window to move on. */
  let waiters: (() => void)[] = [];
  // A callback that throws is a bug: keep the first error, stop calling back and taking puzzles,
  // and throw it once every puzzle taken has settled (so that no loop goes on calling back after
  // runAll has returned).
  let broken: unknown;
  let totalSaid = false;
  const sayTotal = () => {
    if (feed.ended && !totalSaid && broken === undefined) {
      totalSaid = true;
      onTotal?.(feed.read);
    }
  };
  const finish = (k: number, outcome: Outcome) => {
    done.set(k, outcome);
    if (broken === undefined) {
      try {
        onDone?.(outcome, k);
        for (let o = done.get(released); o !== undefined; o = done.get(released)) {
          done.delete(released);
          onRecord?.(o, released);
          released++;
        }
      } catch (e) {
        broken = e;
      }
    }
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  let failure: { error: unknown } | undefined;
  /** The next entry and its index; undefined at the end of the input (or of a broken run). */
  const take = async (): Promise<{ k: number; entry: ParsedEntry } | undefined> => {
    for (;;) {
      if (broken !== undefined || failure) return undefined;
      // Solvers asking at once may each pass: the window is overrun by a few at most.
      if (feed.taken - released < WINDOW) break;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    try {
      return await feed.next();
    } catch (e) {
      failure ??= { error: e };
      return undefined;
    } finally {
      sayTotal();
    }
  };

  try {
    await feed.started(GRACE_MS);
    sayTotal();
    // No more threads than a short input has puzzles to solve.
    const workable = feed.waiting().filter((e) => !e.error).length;
    const threads = Math.max(1, feed.ended ? Math.min(jobs, workable) : jobs);
    // This thread is one of the solvers: its clingo is started before the inputs are read, so it
    // works while the worker threads start (each loads the code and compiles clingo's wasm anew).
    const here = async () => {
      for (let t = await take(); t !== undefined; t = await take()) finish(t.k, await solveOne(t.entry));
    };
    let started = 1;
    if (threads <= 1) await here();
    else {
      const workers = threads - 1;
      // From the package's compare/ folder: the same path from dist/compare/ and from the bundled
      // command's chunks in dist/cli-chunks/ (scripts/bundle-cli.mjs).
      const pool = new WorkerPool<Task, JobOutcome>(new URL("../compare/worker.js", import.meta.url), workers, PIPELINE, {
        env,
        workerData: {
          engineFault: installedFault(),
          usesClingo: job.options.engine !== "native" && job.options.engine !== "resolution",
        } satisfies WorkerData,
      });
      const there = async () => {
        for (let t = await take(); t !== undefined; t = await take()) {
          const { k, entry } = t;
          if (entry.error) {
            finish(k, await solveOne(entry));
            continue;
          }
          let outcome: Outcome;
          try {
            outcome = (await pool.run({ id: entry.id, puzzle: entry.puzzle, job })) as Outcome;
          } catch (e) {
            // No worker thread could start: this thread does the work.
            outcome = e instanceof PoolUnavailable ? await solveOne(entry) : (crashed(job, entry, e) as Outcome);
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
      // Threads that solved: this one and the workers that started (not more than asked for).
      started = Math.min(threads, 1 + pool.started);
    }
    if (broken !== undefined) throw broken;
    if (failure) throw failure.error;
    return { count: released, threads: started };
  } finally {
    feed.close();
  }
}
