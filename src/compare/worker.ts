/**
 * A worker thread of `strimko compare --jobs N` (see pool.ts): solves the
 * puzzles it is sent with both engines, exactly as the main thread would. Each
 * worker owns its own clingo-wasm engine (clingo-wasm runs one program at a
 * time per module), which is why N workers can keep N cores busy.
 */
import { parentPort } from "node:worker_threads";
import { engine } from "../asp/clingo.js";
import { installFaultFromEnvironment } from "../engines/faults.js";
import { solveEntry, type SolveEntryOptions } from "../batch/solve-record.js";
import type { Puzzle } from "../puzzle/types.js";

export interface Task {
  id: string;
  puzzle: Puzzle;
  options: SolveEntryOptions;
}

// A worker runs the engines as the main thread does, the tests' STRIMKO_FAULT included
// (engines/faults.ts): the pool gives it the run's environment.
installFaultFromEnvironment(process.env);
// Start clingo while the first task is on its way.
engine.warmUp();

async function solveTask(task: Task): Promise<void> {
  try {
    parentPort!.postMessage({ result: await solveEntry({ id: task.id, puzzle: task.puzzle }, task.options) });
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error)?.message ?? String(e) });
  }
}

// Puzzles are solved one after the other, in the order they arrive: the pool counts on it.
let turn = Promise.resolve();
parentPort!.on("message", (task: Task) => {
  turn = turn.then(() => solveTask(task));
});
parentPort!.postMessage({ ready: true });
