/** The native engine (resolution, then depth-first search, learning when it is long) as an engine.
 * It searches on the calling thread. */
import { solveNative } from "./native/solver.js";
import type { NativeStats } from "./native/solver.js";
import type { Engine, EngineResult } from "./types.js";

export const nativeEngine: Engine<"native"> = {
  name: "native",
  speaker: "the native engine",
  inThread: false,
  async search(puzzle, request) {
    const r = solveNative(puzzle, { limit: request.limit, timeoutMs: request.timeoutMs, collect: request.collect, variant: request.rules?.variant });
    const { method, inferences, guesses, backtracks, conflicts, timeMs } = r.stats;
    return {
      engine: "native",
      status: r.status === "timeout" ? "timeout" : "done",
      count: r.count,
      complete: r.complete,
      solutions: r.solutions,
      stats: { method, inferences, guesses, backtracks, conflicts },
      timeMs,
    };
  },
};

/** The native engine's statistics as its own search reports them, read back from an answer of it
 * (search flattens them into `stats`): for a caller such as grade, which need not search again. */
export function nativeStatsOf(r: EngineResult): NativeStats {
  const { method, inferences, guesses, backtracks, conflicts } = r.stats;
  return {
    method: method as NativeStats["method"],
    inferences: Number(inferences),
    guesses: Number(guesses),
    backtracks: Number(backtracks),
    conflicts: Number(conflicts),
    timeMs: r.timeMs,
  };
}
