/**
 * A worker thread of `strimko generate --jobs N` (see batch.ts): makes and certifies the puzzles it
 * is sent, with its own clingo.
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

async function make(task: Task): Promise<Outcome> {
  try {
    return { ok: await generateOne(task.options, task.index) };
  } catch (e) {
    const exitCode = e instanceof StrimkoError ? e.exitCode : 70;
    return { failure: { exitCode, message: (e as Error)?.message ?? String(e), puzzle: e instanceof EnginesDisagree ? e.puzzle : undefined } };
  }
}

// Each puzzle is made as its task arrives (generateOne makes it before it first waits), so the next
// one is made while clingo counts the last one's solutions; the outcomes go back in the order the
// tasks arrived: the pool counts on it.
let turn = Promise.resolve();
parentPort!.on("message", (task: Task) => {
  const outcome = make(task);
  turn = turn.then(() => outcome).then((result) => parentPort!.postMessage({ result }));
});
parentPort!.postMessage({ ready: true });
