/** The native engine (resolution, then depth-first search, learning when it is long) as an engine.
 * It searches on the calling thread. */
import { solveNative } from "./native/solver.js";
import type { Engine } from "./types.js";

export const nativeEngine: Engine<"native"> = {
  name: "native",
  label: "native",
  speaker: "the native engine",
  inThread: false,
  async search(puzzle, request) {
    const r = solveNative(puzzle, { limit: request.limit, timeoutMs: request.timeoutMs, collect: request.collect });
    const { method, inferences, guesses, backtracks, conflicts, timeMs } = r.stats;
    return {
      status: r.status === "timeout" ? "timeout" : "done",
      count: r.count,
      complete: r.complete,
      solutions: r.solutions,
      stats: { method, inferences, guesses, backtracks, conflicts },
      timeMs,
    };
  },
};
