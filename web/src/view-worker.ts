/**
 * A native worker (native.worker.ts) for a view's tasks (native-protocol.ts ViewTask), one per
 * view, so that stopping one view's work leaves the others' alone. `latest` asks for the answer to
 * the newest task only: a task still under way is dropped by terminating the worker (a long count
 * on an open design does not hold up the answer for the next edit). The worker starts with the
 * first task: a view never used costs nothing.
 */
import type { ViewAnswer, ViewReply, ViewTask, ViewUpdate } from "./native-protocol.js";

/** An answer, or the error the task met (in words). */
export type ViewOutcome = ViewAnswer | { error: string };
type Pending = (answer: ViewOutcome | undefined) => void;
/** A task without its id (the worker client numbers them). */
type Task = ViewTask extends infer T ? (T extends ViewTask ? Omit<T, "id"> : never) : never;

export class ViewWorker {
  private worker: Worker | undefined;
  private next = 0;
  private readonly pending = new Map<number, Pending>();
  /** Who hears a task's updates while it runs (native-protocol.ts ViewUpdate). */
  private readonly listeners = new Map<number, (update: ViewUpdate) => void>();

  constructor(private readonly name: string) {}

  private start(): Worker {
    const worker = (this.worker = new Worker(new URL("./native.worker.ts", import.meta.url), { type: "module", name: this.name }));
    worker.onmessage = (e: MessageEvent<ViewReply>) => {
      const reply = e.data;
      const done = this.pending.get(reply.id);
      if (!done || "ready" in reply) return;
      if ("part" in reply || "progress" in reply) {
        this.listeners.get(reply.id)?.(reply);
        return;
      }
      this.pending.delete(reply.id);
      this.listeners.delete(reply.id);
      done(reply);
    };
    // A worker that dies answers what it was asked: nothing (the view says the work failed).
    worker.onerror = () => this.dropAll();
    return worker;
  }

  private dropAll(): void {
    for (const done of this.pending.values()) done(undefined);
    this.pending.clear();
    this.listeners.clear();
  }

  /** The task's answer (undefined: dropped by a later `latest`, or the worker failed). */
  ask(task: Task, onUpdate?: (update: ViewUpdate) => void): Promise<ViewOutcome | undefined> {
    const id = ++this.next;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      if (onUpdate) this.listeners.set(id, onUpdate);
      (this.worker ?? this.start()).postMessage({ ...task, id } as ViewTask);
    });
  }

  /** As ask, after dropping every task under way. */
  latest(task: Task, onUpdate?: (update: ViewUpdate) => void): Promise<ViewOutcome | undefined> {
    this.stop();
    return this.ask(task, onUpdate);
  }

  /** Drops every task under way (they answer undefined), ending the worker that runs them. */
  stop(): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    this.dropAll();
  }
}
