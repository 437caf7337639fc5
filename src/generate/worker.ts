/**
 * A worker thread of `strimko generate --jobs N` (see batch.ts): makes the puzzles it is sent, with
 * the native engine alone (makePuzzle), and sends each back to be certified by the main thread's
 * one clingo. It loads no clingo-wasm: a second instance cost its own start (about 0.4 s of CPU)
 * and its own compilation of clingo's hot functions, on a machine whose cores were busy already.
 */
import { parentPort } from "node:worker_threads";
import { now } from "../clock.js";
import { ExitCode, StrimkoError } from "../errors.js";
import type { Made, Task } from "./batch.js";
import { makePuzzle } from "./generate.js";

function make(task: Task): Made {
  const start = now();
  try {
    return { ok: makePuzzle(task.options, task.index), madeMs: now() - start };
  } catch (e) {
    const exitCode = e instanceof StrimkoError ? e.exitCode : ExitCode.internal;
    return { failure: { exitCode, message: (e as Error)?.message ?? String(e) } };
  }
}

// Synchronous: the answers go back in the order the tasks arrived, as the pool counts on.
parentPort!.on("message", (task: Task) => parentPort!.postMessage({ result: make(task) }));
parentPort!.postMessage({ ready: true });
