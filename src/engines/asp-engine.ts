/** clingo-wasm as an engine: the puzzle's ASP program, run in clingo's worker thread (engines/asp/clingo.ts),
 * or by another runner (the web app's, on clingo-wasm's web build).
 *
 * The ASP layer (engines/asp/search.ts: the encodings, the instance template and so ejs) loads on the
 * first search or when clingo starts, not with this module: `strimko solve --engine native` never
 * pays for it (issue 16, start-up). */
import { setWarmUpProgram, type ClingoRunner } from "./asp/clingo.js";
import type { Engine } from "./types.js";

const aspSearch = () => import("./asp/search.js");

setWarmUpProgram(async () => (await aspSearch()).warmUpProgram());

/** The ASP engine whose programs `runner` runs (this process's shared clingo-wasm worker when none). */
export function aspEngineOn(runner?: ClingoRunner): Engine<"asp"> {
  return {
    name: "asp",
    speaker: "clingo",
    inThread: true,
    async search(puzzle, request) {
      const { limit, encoding, timeoutMs, label, aspStats, aspKeepExtended, collect, started, rules } = request;
      const { searchAsp } = await aspSearch();
      const r = await searchAsp(puzzle, limit, {
        encoding,
        timeoutMs,
        label,
        stats: aspStats,
        keepExtended: aspKeepExtended,
        solutions: collect,
        started,
        engine: runner,
        rules,
      });
      const stopped = r.outcome === "timeout" || r.outcome === "UNKNOWN";
      const clingoStats: Record<string, number> = r.stats
        ? { choices: r.stats.choices, conflicts: r.stats.conflicts, rules: r.stats.rules, atoms: r.stats.atoms }
        : {};
      return {
        engine: "asp",
        status: stopped ? "timeout" : "done",
        count: r.count,
        complete: !stopped && !r.more,
        solutions: r.grids,
        stats: { encoding: r.encoding, clingoMs: r.timings.clingo, ...clingoStats },
        timeMs: r.timings.total,
      };
    },
  };
}

export const aspEngine: Engine<"asp"> = aspEngineOn();
