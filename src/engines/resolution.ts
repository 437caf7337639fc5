/** Resolution alone (RESOLVESTRIMKO, no search) as an engine: it finds the one solution when every
 * value is forced, proves there is none when the givens contradict, and otherwise stalls. */
import { resolve } from "../native/solver.js";
import type { Engine } from "./types.js";

export const resolutionEngine: Engine<"resolution"> = {
  name: "resolution",
  label: "resolution",
  speaker: "resolution",
  inThread: false,
  async search(puzzle) {
    const r = resolve(puzzle);
    const stats = { inferences: r.stats.inferences };
    if (r.status === "unsolved") return { status: "stalled", count: 0, complete: false, solutions: [], stats, timeMs: r.stats.timeMs };
    const solved = r.status === "solved";
    return { status: "done", count: solved ? 1 : 0, complete: true, solutions: solved ? [r.grid] : [], stats, timeMs: r.stats.timeMs };
  },
};
