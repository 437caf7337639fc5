/**
 * A small pool of worker threads, each solving one puzzle at a time, with up to
 * `depth` puzzles handed to it (the rest wait in its inbox, solved in turn).
 *
 * Written here rather than taken from a pool library because `compare` must
 * know the fate of every task: a worker thread that dies (an uncaught error, a
 * `process.exit`, a crash in native code) fails exactly the task it was
 * running, with a message, and is replaced; the tasks waiting in its inbox go
 * to the others; and the batch goes on. tinypool,
 * tried first, leaves that task pending forever when its worker exits, and the
 * command then ended without a summary. The protocol: the worker says
 * `{ ready: true }` once it has loaded, and only then is it sent tasks; it answers
 * each with `{ result }` or `{ error }`. A worker that dies before it is ready
 * is dropped, not replaced; when none is left, run() rejects with PoolUnavailable.
 */
import { Worker } from "node:worker_threads";

interface Job<T, R> {
  task: T;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<T, R> {
  worker: Worker;
  /** The worker has loaded its code and said so: only then is it handed tasks. */
  ready: boolean;
  /** Handed to the worker, in the order it solves them: the first is running. */
  jobs: Job<T, R>[];
}

/** No worker thread is left (none could start): the caller should do the task itself. */
export class PoolUnavailable extends Error {}

export class WorkerPool<T, R> {
  private readonly queue: Job<T, R>[] = [];
  private readonly slots: Slot<T, R>[] = [];
  private closed = false;
  private unavailable: Error | undefined;
  /** Workers that started (said they were ready), replacements included. */
  started = 0;

  constructor(
    private readonly script: URL,
    size: number,
    private readonly depth = 1,
    /** What each worker starts with: the environment it sees (undefined: this process's), and
     * the data it reads as `workerData`. */
    private readonly setup: { env?: Readonly<Record<string, string | undefined>>; workerData?: unknown } = {},
  ) {
    for (let k = 0; k < size; k++) this.slots.push(this.start());
  }

  /** Runs a task on the next free worker; rejects if that worker dies while running it, and with
   * PoolUnavailable when no worker is left. */
  run(task: T): Promise<R> {
    if (this.closed) return Promise.reject(new Error("the worker pool is closed"));
    if (this.unavailable) return Promise.reject(this.unavailable);
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker (and, with them, the clingo workers they started); whatever was not done is rejected. */
  async destroy(): Promise<void> {
    this.closed = true;
    const closed = new Error("the worker pool was closed");
    for (const job of this.queue.splice(0)) job.reject(closed);
    for (const slot of this.slots) for (const job of slot.jobs.splice(0)) job.reject(closed);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private start(): Slot<T, R> {
    const slot: Slot<T, R> = {
      worker: new Worker(this.script, { workerData: this.setup.workerData, ...(this.setup.env && { env: { ...this.setup.env } }) }),
      ready: false,
      jobs: [],
    };
    slot.worker.on("message", (message: { ready?: true; result?: R; error?: string }) => {
      if (message.ready) {
        slot.ready = true;
        this.started++;
      } else {
        const job = slot.jobs.shift();
        if (job) {
          if (message.error !== undefined) job.reject(new Error(message.error));
          else job.resolve(message.result as R);
        }
      }
      this.dispatch();
    });
    // An uncaught error ends the thread too: "exit" follows, and that is where the task fails.
    let failure: Error | undefined;
    slot.worker.on("error", (e) => (failure = e));
    slot.worker.on("exit", (code) => {
      if (this.closed) return;
      const [job, ...waiting] = slot.jobs;
      slot.jobs = [];
      // The ones it had not started go back to the front of the queue, for the other workers.
      this.queue.unshift(...waiting);
      const k = this.slots.indexOf(slot);
      if (slot.ready) {
        job?.reject(failure ?? new Error(`a worker thread stopped (exit code ${code}) while solving this puzzle`));
        // A worker that ran is replaced, so that the rest of the batch still has every thread.
        if (k >= 0) this.slots[k] = this.start();
      } else {
        // It could not even start (it was handed nothing): do not start it again and again.
        if (k >= 0) this.slots.splice(k, 1);
        if (this.slots.length === 0) {
          this.unavailable = new PoolUnavailable(`no worker thread could start: ${failure?.message ?? `exit code ${code}`}`);
          for (const queued of this.queue.splice(0)) queued.reject(this.unavailable);
        }
      }
      this.dispatch();
    });
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready) continue;
      while (slot.jobs.length < this.depth && this.queue.length > 0) {
        const job = this.queue.shift()!;
        slot.jobs.push(job);
        slot.worker.postMessage(job.task);
      }
    }
  }
}
