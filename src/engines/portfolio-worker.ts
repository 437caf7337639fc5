/** A thread of the native engine's portfolio (portfolio.ts): one seeded search, its answer sent back. */
import { parentPort, workerData } from "node:worker_threads";
import { solveNative } from "./native/solver.js";
import type { NativeOptions } from "./native/types.js";
import type { Puzzle } from "../puzzle/types.js";

const { puzzle, options } = workerData as { puzzle: Puzzle; options: NativeOptions };
try {
  parentPort!.postMessage({ result: solveNative(puzzle, options) });
} catch (e) {
  parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
