/**
 * Solving and counting with both engines, cross-checked.
 *
 * By default every puzzle goes to clingo (the ASP path) and to the native
 * engine (resolution + search), every grid either reports is checked by the
 * independent verifier, and the two answers are compared. A disagreement, or a
 * grid the verifier rejects, is reported with both answers and never settled
 * by preferring one engine.
 */
import { runEngine } from "./engines/registry.js";
import { crossCheck, finished, type Named } from "./check/crosscheck.js";
import { verify } from "./check/verify.js";
import { engineNamed, type EngineChoice, type SearchEngineName } from "./engines/registry.js";
import type { SearchRequest } from "./engines/types.js";
import { VerificationError } from "./errors.js";
import { resolve, type NativeStats } from "./native/solver.js";
import type { Grid, Puzzle } from "./puzzle/types.js";

export { ENGINE_CHOICES, type EngineChoice } from "./engines/registry.js";
export type EngineName = SearchEngineName;

export interface SolveOptions {
  engine?: EngineChoice;
  /** ASP encoding (see ENCODINGS). */
  encoding?: string;
  /** Wall-clock limit for the puzzle, milliseconds (both engines run at once, each within it); 0 or undefined = none. */
  timeoutMs?: number;
  /** Shown in the generated program's comment line. */
  label?: string;
  /** Ask clingo for its statistics (grounding size, choices, conflicts) and report them in the ASP engine's stats. */
  aspStats?: boolean;
  /** Run the engines one after the other, not at once: slower, but each engine's time is measured
   * with the machine to itself (strimko compare, whose charts compare the engines' times). */
  oneAtATime?: boolean;
}

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

type Runs = Partial<Record<EngineName, Named>>;

/**
 * The chosen engines' answers to one question. clingo's search starts first, in its worker thread;
 * once clingo has the program, the native engine searches on this thread, so the puzzle takes as
 * long as the slower engine, not the sum. (clingo's time-limit timer fires on this thread: when the
 * native search runs past it, it fires when that search ends, and clingo's answer is a timeout, as
 * the native one is then.)
 */
async function runEngines(puzzle: Puzzle, choice: EngineChoice, request: SearchRequest, oneAtATime = false): Promise<Runs> {
  const names: EngineName[] = choice === "both" ? ["asp", "native"] : [choice];
  const engines = names.map(engineNamed);
  const inThread = oneAtATime ? [] : engines.filter((e) => e.inThread);
  // One at a time: this thread's engine first, while clingo's worker starts (as the CLI has it warm up).
  const here = [...engines.filter((e) => !e.inThread), ...(oneAtATime ? engines.filter((e) => e.inThread) : [])];
  const pending: Promise<Named>[] = [];
  for (const e of inThread) {
    let started!: () => void;
    const under = new Promise<void>((ok) => (started = ok));
    const answer = runEngine(e, puzzle, { ...request, started }).then((r) => ({ ...r, label: e.label }));
    pending.push(answer);
    // Wait until the engine's thread has the puzzle (or it answered, or failed), then give it a turn.
    await Promise.race([under, answer.then(() => undefined, () => undefined)]);
    await new Promise((ok) => setImmediate(ok));
  }
  const results: Named[] = [];
  try {
    for (const e of here) results.push({ ...(await runEngine(e, puzzle, request)), label: e.label });
  } finally {
    // Even when this thread's engine failed, the others' answers are awaited (and a failure of theirs is not left unhandled).
    const settled = await Promise.allSettled(pending);
    for (const s of settled) if (s.status === "rejected") throw s.reason;
    for (const s of settled) if (s.status === "fulfilled") results.unshift(s.value);
  }
  const runs: Runs = {};
  for (const [k, name] of names.entries()) runs[name] = results.find((r) => r.label === engines[k].label);
  return runs;
}

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

/** solve is count with limit 2: none, exactly one, or several. */
export async function solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveReport> {
  const runs = await runEngines(puzzle, options.engine ?? "both", { limit: 2, collect: true, timeoutMs: options.timeoutMs, label: options.label, encoding: options.encoding, aspStats: options.aspStats }, options.oneAtATime);
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

// ---------------------------------------------------------------- counting

export interface CountOptions extends SolveOptions {
  /** Stop after this many solutions; 0 = count them all. */
  limit?: number;
  /** Return the solutions (those of the ASP engine when both run; each engine's are verified). */
  solutions?: boolean;
}

export interface EngineCount {
  status: "counted" | "timeout";
  count: number;
  complete: boolean;
  timeMs: number;
}

export interface CountReport {
  status: "counted" | "timeout" | "error";
  count: number | null;
  complete: boolean | null;
  solutions: Grid[] | null;
  agree: boolean | null;
  disagreement?: string;
  engines: Partial<Record<EngineName, EngineCount>>;
  /** The native engine's statistics (guesses, backtracks, method) when it ran, so that a caller
   * such as grade need not search again to learn them. */
  nativeStats?: NativeStats;
}

export async function count(puzzle: Puzzle, options: CountOptions = {}): Promise<CountReport> {
  const limit = options.limit ?? 0;
  const runs = await runEngines(puzzle, options.engine ?? "both", { limit, collect: !!options.solutions, timeoutMs: options.timeoutMs, label: options.label, encoding: options.encoding }, options.oneAtATime);
  const engines: CountReport["engines"] = {};
  for (const name of ["asp", "native"] as const) {
    const r = runs[name];
    if (r && r.status !== "error") engines[name] = { status: r.status === "timeout" ? "timeout" : "counted", count: r.count, complete: r.complete, timeMs: r.timeMs };
  }
  const { asp, native } = runs;
  const nativeStats = native && native.status !== "error" ? ({ ...native.stats, timeMs: native.timeMs } as unknown as NativeStats) : undefined;
  // The solutions shown are clingo's when it ran.
  const shown = (asp ?? native)!;
  const solutions = options.solutions ? shown.solutions : null;
  const error = [asp, native].find((r) => r?.status === "error");
  if (error) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: error.error, engines };
  if (asp && native) {
    const agreement = crossCheck(asp, native, { limit, as: "count" });
    if (agreement.agree === false) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === null) return { status: "timeout", count: Math.max(asp.count, native.count), complete: false, solutions, agree: null, engines, nativeStats };
    return { status: "counted", count: asp.count, complete: asp.complete || native.complete, solutions, agree: true, engines, nativeStats };
  }
  const only = (engines.asp ?? engines.native)!;
  return { status: only.status, count: only.count, complete: only.complete, solutions, agree: null, engines, nativeStats };
}

// ---------------------------------------------------------------- resolution alone

export interface ResolutionReport {
  status: "solved" | "unsolved" | "contradiction";
  /** What resolution knows: givens and inferred values, 0 = unknown. */
  grid: Grid;
  solution: Grid | null;
  unique: boolean | null;
  engines: { native: { status: ResolutionReport["status"]; timeMs: number; stats: Record<string, string | number> } };
}

/** RESOLVESTRIMKO alone, as the assignment's GUI runs it. A puzzle it solves has exactly one
 * solution: every value was forced. */
export function resolveOnly(puzzle: Puzzle): ResolutionReport {
  const r = resolve(puzzle);
  if (r.status === "solved") {
    const violations = verify(puzzle, r.grid);
    if (violations.length > 0) throw new VerificationError("resolution", violations[0].message);
  }
  return {
    status: r.status,
    grid: r.grid,
    solution: r.status === "solved" ? r.grid : null,
    unique: r.status === "solved" ? true : null,
    engines: { native: { status: r.status, timeMs: r.stats.timeMs, stats: { inferences: r.stats.inferences } } },
  };
}
