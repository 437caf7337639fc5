/**
 * The answer to "solve" (none, exactly one, or several solutions) from the two search engines'
 * answers, cross-checked: what the command line and the web app both report, wherever the engines
 * ran. Pure: it imports no engine.
 */
import { crossCheck, finished, type Named } from "./crosscheck.js";
import type { SearchEngineName } from "./registry.js";
import type { Grid } from "../puzzle/types.js";

export type EngineName = SearchEngineName;

/** One engine's answer to "solve". */
export interface EngineReport {
  status: "solved" | "unsatisfiable" | "timeout" | "error";
  solution: Grid | null;
  unique: boolean | null;
  timeMs: number;
  /** asp: the encoding and clingo's own time (with `aspStats`, also choices, conflicts, rules, atoms);
   * native: inferences, guesses, backtracks, conflicts, method. */
  stats: Record<string, string | number>;
  /** With status "error": what went wrong (a grid the verifier rejects). */
  error?: string;
}

export interface SolveReport {
  status: "solved" | "unsatisfiable" | "timeout" | "error";
  /** The solution both engines found (the first one found when there are several); verified. */
  solution: Grid | null;
  unique: boolean | null;
  /** Both engines ran and agree (true), contradict each other (false), or one could not finish (null). */
  agree: boolean | null;
  /** Why the engines disagree, in words. */
  disagreement?: string;
  engines: Partial<Record<EngineName, EngineReport>>;
}

/** The engines' verified answers to "up to 2 solutions", by name (one may be missing). */
export type SolveRuns = Partial<Record<EngineName, Named>>;

/** One engine's answer as solve reports it. */
function engineReport(r: Named): EngineReport {
  if (r.status === "error") return { status: "error", solution: null, unique: null, timeMs: r.timeMs, stats: {}, error: r.error };
  const done = finished(r, 2);
  return {
    status: !done ? "timeout" : r.count > 0 ? "solved" : "unsatisfiable",
    solution: r.solutions[0] ?? null,
    unique: done ? r.count === 1 : null,
    timeMs: r.timeMs,
    stats: r.stats,
  };
}

/** The verdict of the engines that ran: both agree, contradict each other, or one could not finish. */
export function solveReport(runs: SolveRuns): SolveReport {
  const engines: SolveReport["engines"] = {};
  for (const name of ["asp", "native"] as const) if (runs[name]) engines[name] = engineReport(runs[name]!);
  const { asp, native } = runs;
  if (asp && native) {
    const agreement = crossCheck(asp, native, { limit: 2, as: "solve" });
    if (agreement.agree === false) return { status: "error", solution: null, unique: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === true) {
      const a = engines.asp!;
      return { status: a.status, solution: a.solution, unique: a.unique, agree: true, engines };
    }
    return { status: "timeout", solution: engines.asp!.solution ?? engines.native!.solution, unique: null, agree: null, engines };
  }
  const only = (engines.asp ?? engines.native)!;
  if (only.status === "error") return { status: "error", solution: null, unique: null, agree: false, disagreement: only.error, engines };
  return { status: only.status, solution: only.solution, unique: only.unique, agree: null, engines };
}
