/** clingo-wasm as an engine: the puzzle's ASP program, run in clingo's worker thread (asp/clingo.ts). */
import { searchAsp } from "../asp/search.js";
import type { Engine } from "./types.js";

export const aspEngine: Engine<"asp"> = {
  name: "asp",
  label: "clingo",
  speaker: "clingo",
  inThread: true,
  async search(puzzle, request) {
    const { limit, encoding, timeoutMs, label, aspStats, collect, started } = request;
    const r = await searchAsp(puzzle, limit, { encoding, timeoutMs, label, stats: aspStats, solutions: collect, started });
    const stopped = r.outcome === "timeout" || r.outcome === "UNKNOWN";
    const clingoStats: Record<string, number> = r.stats ? { choices: r.stats.choices, conflicts: r.stats.conflicts, rules: r.stats.rules, atoms: r.stats.atoms } : {};
    return {
      status: stopped ? "timeout" : "done",
      count: r.count,
      complete: !stopped && !r.more,
      solutions: r.grids,
      stats: { encoding: r.encoding, clingoMs: r.timings.clingo, ...clingoStats },
      timeMs: r.timings.total,
    };
  },
};
