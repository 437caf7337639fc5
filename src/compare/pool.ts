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
 * command then ended without a summary. The protocol is one message each way:
 * the task, then `{ result }` or `{ error }`.
 */
import { Worker } from "node:worker_threads";

interface Job<T, R> {
  task: T;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<T, R> {
  worker: Worker;
  /** Handed to the worker, in the order it solves them: the first is running. */
  jobs: Job<T, R>[];
}

export class WorkerPool<T, R> {
  private readonly queue: Job<T, R>[] = [];
  private readonly slots: Slot<T, R>[] = [];
  private closed = false;

  constructor(
    private readonly script: URL,
    size: number,
    private readonly depth = 1,
  ) {
    for (let k = 0; k < size; k++) this.slots.push(this.start());
  }

  /** Runs a task on the next free worker; rejects if that worker dies while running it. */
  run(task: T): Promise<R> {
    if (this.closed) return Promise.reject(new Error("the worker pool is closed"));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker (and, with them, the clingo workers they started). */
  async destroy(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the worker pool was closed"));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private start(): Slot<T, R> {
    const slot: Slot<T, R> = { worker: new Worker(this.script), jobs: [] };
    slot.worker.on("message", (message: { result?: R; error?: string }) => {
      const job = slot.jobs.shift();
      if (job) {
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve(message.result as R);
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
      if (job) {
        job.reject(failure ?? new Error(`a worker thread stopped (exit code ${code}) while solving this puzzle`));
        // Replace the worker, so that the rest of the batch still has every thread.
        if (k >= 0) this.slots[k] = this.start();
      } else {
        // It died idle (it could not even start): do not respawn it forever. With no worker left,
        // the queued tasks fail rather than wait.
        if (k >= 0) this.slots.splice(k, 1);
        if (this.slots.length === 0) {
          const error = failure ?? new Error(`worker threads cannot start (exit code ${code})`);
          for (const queued of this.queue.splice(0)) queued.reject(error);
        }
      }
      this.dispatch();
    });
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      while (slot.jobs.length < this.depth && this.queue.length > 0) {
        const job = this.queue.shift()!;
        slot.jobs.push(job);
        slot.worker.postMessage(job.task);
      }
    }
  }
}
