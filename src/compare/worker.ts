/**
 * A worker thread of `strimko compare --jobs N`, `solve --jobs N` and `count --jobs N` (see
 * pool.ts): runs the job (job.ts) on the puzzles it is sent, exactly as the main thread would. Each
 * worker owns its own clingo-wasm engine (clingo-wasm runs one program at a time per module), which
 * is why N workers can keep N cores busy.
 */
import { parentPort, workerData } from "node:worker_threads";
import { engine } from "../engines/asp/clingo.js";
import { installHandedFault, type InstalledFault } from "../engines/faults.js";
import type { Puzzle } from "../puzzle/types.js";
import { type Job, runJob } from "./job.js";

/** What the pool hands every worker as it starts. */
export interface WorkerData {
  engineFault?: InstalledFault;
  /** The job asks clingo (not `--engine native` or `resolution`): it is started before the first task comes. */
  usesClingo?: boolean;
}

export interface Task {
  id: string;
  puzzle: Puzzle;
  job: Job;
}

// A worker runs the engines as the main thread does, a test's fault included (engines/faults.ts):
// the thread that started it hands it the fault installed there, if any.
installHandedFault((workerData as WorkerData | undefined)?.engineFault);
// Start clingo while the first task is on its way (a job without clingo would only pay for it).
if ((workerData as WorkerData | undefined)?.usesClingo !== false) engine.warmUp();

async function solveTask(task: Task): Promise<void> {
  try {
    parentPort!.postMessage({ result: await runJob(task.job, { id: task.id, puzzle: task.puzzle }) });
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
