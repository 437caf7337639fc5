/**
 * `strimko explain`'s steps computed in a worker of their own (native.worker.ts), so that a long
 * traced search never blocks the page and never waits behind Solve (or is stopped by its Stop).
 * The worker starts the first time an explanation is asked for; asking for another puzzle's, or
 * cancel(), terminates the one under way and starts afresh.
 */
import type { Explanation } from "../../src/explain/steps.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import type { ExplainReply, ExplainTask } from "./native-protocol.js";

/** As `strimko explain`'s default --timeout (10 s). */
export const EXPLAIN_TIMEOUT_MS = 10_000;

export class Explainer {
  private worker: Worker | undefined;
  private task = 0;
  private pending: { id: number; done: (r: Explanation | Error) => void } | undefined;

  private start(): Worker {
    const worker = new Worker(new URL("./native.worker.ts", import.meta.url), { type: "module", name: "explainer" });
    worker.onmessage = (e: MessageEvent<ExplainReply>) => {
      const reply = e.data;
      if ("ready" in reply || reply.id !== this.pending?.id) return;
      const { done } = this.pending;
      this.pending = undefined;
      done("explanation" in reply ? reply.explanation : new Error(reply.error));
    };
    worker.onerror = (e: ErrorEvent) => {
      const p = this.pending;
      this.pending = undefined;
      this.worker = undefined;
      worker.terminate();
      p?.done(new Error(e.message || "the explainer's worker failed"));
    };
    return worker;
  }

  /** The explanation of `puzzle` (an Error when the worker could not make one). */
  explain(puzzle: Puzzle): Promise<Explanation | Error> {
    this.cancel();
    this.worker ??= this.start();
    const id = ++this.task;
    return new Promise((done) => {
      this.pending = { id, done };
      this.worker!.postMessage({ id, kind: "explain", puzzle, timeoutMs: EXPLAIN_TIMEOUT_MS } satisfies ExplainTask);
    });
  }

  /** Drops the explanation under way, if any (its promise never settles), and ends its work. */
  cancel(): void {
    if (!this.pending) return;
    this.pending = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }
}
