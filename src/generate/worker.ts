/**
 * A worker thread of `strimko generate --jobs N` (see batch.ts): makes and certifies the puzzles it
 * is sent, one after the other, with its own clingo.
 */
import { parentPort } from "node:worker_threads";
import { engine } from "../asp/clingo.js";
import { StrimkoError } from "../errors.js";
import { installFaultFromEnvironment } from "../engines/faults.js";
import type { Outcome, Task } from "./batch.js";
import { EnginesDisagree } from "./errors.js";
import { generateOne } from "./generate.js";

installFaultFromEnvironment();
engine.warmUp();

async function make(task: Task): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = { ok: await generateOne(task.options, task.index) };
  } catch (e) {
    const exitCode = e instanceof StrimkoError ? e.exitCode : 70;
    outcome = { failure: { exitCode, message: (e as Error)?.message ?? String(e), puzzle: e instanceof EnginesDisagree ? e.puzzle : undefined } };
  }
  parentPort!.postMessage({ result: outcome });
}

// In the order they arrive: the pool counts on it.
let turn = Promise.resolve();
parentPort!.on("message", (task: Task) => {
  turn = turn.then(() => make(task));
});
parentPort!.postMessage({ ready: true });
