/**
 * The verdicts: the answer to "solve" (none, exactly one, or several solutions) and to "count" (how
 * many), each built from the engines' answers (EngineResult, engines/types.ts), cross-checked. What
 * the command line and the web app both report, wherever the engines ran (engines/run.ts runs them
 * here; the web app in its workers). Pure: it imports no engine.
 */
import type { Grid } from "../puzzle/types.js";
import { crossCheck, finished } from "./crosscheck.js";
import type { EngineName, EngineResult, SearchEngineName } from "./types.js";

/** The engines' verified answers, by name (one may be missing). */
export type EngineResults<Name extends EngineName = SearchEngineName> = Partial<Record<Name, EngineResult>>;

/** The answer to "solve": both engines' (or one's), cross-checked. */
export interface SolveVerdict {
  /** "unsolved": resolution alone (engine "resolution") stalled, with the question not answered. */
  status: "solved" | "unsatisfiable" | "unsolved" | "timeout" | "error";
  /** The solution both engines found (the first one found when there are several); verified. */
  solution: Grid | null;
  unique: boolean | null;
  /** Both engines ran and agree (true), contradict each other (false), or one could not finish (null). */
  agree: boolean | null;
  /** Why the engines disagree, in words. */
  disagreement?: string;
  /** Each engine's own answer. */
  engines: EngineResults<EngineName>;
}

/** The answer to "count up to a limit": both engines' (or one's), cross-checked. */
export interface CountVerdict {
  status: "counted" | "timeout" | "error";
  /** Solutions: exact when `complete`, else a lower bound; null on a disagreement. */
  count: number | null;
  complete: boolean | null;
  /** The solutions (clingo's when it ran), when they were asked for. */
  solutions: Grid[] | null;
  agree: boolean | null;
  disagreement?: string;
  /** Each engine's own answer. */
  engines: EngineResults;
}

/** One engine's answer read as an answer to "solve" (up to 2 solutions): the words of its record,
 * its line of `strimko solve` and its card in the web app. */
export interface SolveAnswer {
  status: "solved" | "unsatisfiable" | "unsolved" | "timeout" | "error";
  solution: Grid | null;
  unique: boolean | null;
}

export function solveAnswer(r: EngineResult): SolveAnswer {
  if (r.status === "error") return { status: "error", solution: null, unique: null };
  if (r.status === "stalled") return { status: "unsolved", solution: null, unique: null };
  const done = finished(r, 2);
  return {
    status: !done ? "timeout" : r.count > 0 ? "solved" : "unsatisfiable",
    solution: r.solutions[0] ?? null,
    unique: done ? r.count === 1 : null,
  };
}

/** The verdict of the engines that ran: both agree, contradict each other, or one could not finish. */
export function solveVerdict(runs: EngineResults<EngineName>): SolveVerdict {
  const engines: EngineResults<EngineName> = {};
  for (const name of ["asp", "native", "resolution"] as const) if (runs[name]) engines[name] = runs[name];
  const { asp, native } = runs;
  if (asp && native) {
    const agreement = crossCheck(asp, native, { limit: 2, as: "solve" });
    if (agreement.agree === false) return { status: "error", solution: null, unique: null, agree: false, disagreement: agreement.reason, engines };
    const a = solveAnswer(asp);
    if (agreement.agree === true) return { ...a, agree: true, engines };
    return { status: "timeout", solution: a.solution ?? solveAnswer(native).solution, unique: null, agree: null, engines };
  }
  const only = (asp ?? native ?? runs.resolution)!;
  if (only.status === "error") return { status: "error", solution: null, unique: null, agree: false, disagreement: only.error, engines };
  return { ...solveAnswer(only), agree: null, engines };
}

/** The verdict of a count up to `limit` (0 = all); `collected`: the solutions were asked for. */
export function countVerdict(runs: EngineResults, limit: number, collected: boolean): CountVerdict {
  const engines: EngineResults = {};
  for (const name of ["asp", "native"] as const) if (runs[name]) engines[name] = runs[name];
  const { asp, native } = runs;
  // The solutions shown are clingo's when it ran.
  const solutions = collected ? (asp ?? native)!.solutions : null;
  const error = [asp, native].find((r) => r?.status === "error");
  if (error) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: error.error, engines };
  if (asp && native) {
    const agreement = crossCheck(asp, native, { limit, as: "count" });
    if (agreement.agree === false)
      return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === null) return { status: "timeout", count: Math.max(asp.count, native.count), complete: false, solutions, agree: null, engines };
    return { status: "counted", count: asp.count, complete: asp.complete || native.complete, solutions, agree: true, engines };
  }
  const only = (asp ?? native)!;
  return { status: only.status === "timeout" ? "timeout" : "counted", count: only.count, complete: only.complete, solutions, agree: null, engines };
}
