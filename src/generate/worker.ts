/**
 * A worker thread of `strimko generate --jobs N` (see batch.ts). It makes the puzzles it is sent,
 * with the native engine alone (makePuzzle), and sends each back to be certified by the main
 * thread's clingo; or, for a task that says so (the makers beyond those the main thread's clingo
 * keeps up with), certifies it too with a clingo of its own, started only then: the next puzzle is
 * made while that clingo counts the last one's solutions.
 */
import { parentPort, workerData } from "node:worker_threads";
import { now } from "../base/clock.js";
import { ExitCode, StrimkoError } from "../base/errors.js";
import { installHandedFault, type InstalledFault } from "../engines/faults.js";
import type { Made, Task } from "./batch.js";
import { EnginesDisagree } from "./errors.js";
import { certify, countTimeLeft, makePuzzle } from "./generate.js";

// A test's fault, handed by the thread that started this one (engines/faults.ts).
installHandedFault((workerData as { engineFault?: InstalledFault } | undefined)?.engineFault);

function failure(e: unknown): Made {
  const exitCode = e instanceof StrimkoError ? e.exitCode : ExitCode.internal;
  return { failure: { exitCode, message: (e as Error)?.message ?? String(e), puzzle: e instanceof EnginesDisagree ? e.puzzle : undefined } };
}

/** The task's puzzle made at once; certified here (asynchronously) when the task asks for it. */
function make(task: Task): Made | Promise<Made> {
  const start = now();
  let made: Made;
  try {
    made = { ok: makePuzzle(task.options, task.index), madeMs: now() - start };
  } catch (e) {
    return failure(e);
  }
  if (!task.certifyHere) return made;
  return certify(made.ok, countTimeLeft(task.options, made.madeMs)).then((ok): Made => ({ ok, madeMs: made.madeMs, certified: true }), failure);
}

// The outcomes go back in the order the tasks arrived: the pool counts on it.
let turn: Promise<unknown> = Promise.resolve();
parentPort!.on("message", (task: Task) => {
  const made = make(task);
  turn = turn.then(() => made).then((result) => parentPort!.postMessage({ result }));
});
parentPort!.postMessage({ ready: true });
