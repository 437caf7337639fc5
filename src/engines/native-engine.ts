/** The native engine (resolution, then depth-first search, learning when it is long) as an engine.
 * It searches on the calling thread, or with `threads` above 1 in a portfolio of worker threads. */
import { solveNative } from "./native/solver.js";
import type { NativeStats, SearchResult } from "./native/solver.js";
import type { Engine, EngineResult } from "./types.js";

export const nativeEngine: Engine<"native"> = {
  name: "native",
  speaker: "the native engine",
  inThread: false,
  async search(puzzle, request) {
    const options = { limit: request.limit, timeoutMs: request.timeoutMs, collect: request.collect, variant: request.rules?.variant };
    // --threads: a portfolio of seeded searches in worker threads (loaded only then: the web app has no worker threads).
    const threads = request.threads ?? 1;
    const r: SearchResult & { seed?: number; threads?: number } =
      threads > 1 ? await (await import("./portfolio.js")).solvePortfolio(puzzle, options, threads) : solveNative(puzzle, options);
    const { method, inferences, guesses, backtracks, conflicts, moves, timeMs } = r.stats;
    return {
      engine: "native",
      status: r.status === "timeout" ? "timeout" : "done",
      count: r.count,
      complete: r.complete,
      solutions: r.solutions,
      // With threads, which search of the portfolio answered (its seed; 0 the usual one).
      // `moves`: the local search's, on a Latin-square completion where it ran (cdcl/latin-turns.ts).
      stats: {
        method,
        inferences,
        guesses,
        backtracks,
        conflicts,
        ...(moves ? { moves } : {}),
        ...(r.seed !== undefined ? { threads: r.threads ?? threads, seed: r.seed } : {}),
      },
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
