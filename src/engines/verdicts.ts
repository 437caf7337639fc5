/**
 * Solving and counting with both engines, cross-checked.
 *
 * By default every puzzle goes to clingo (the ASP path) and to the native
 * engine (resolution + search), every grid either reports is checked by the
 * independent verifier, and the two answers are compared. A disagreement, or a
 * grid the verifier rejects, is reported with both answers and never settled
 * by preferring one engine.
 */
import { crossCheck, type Named } from "./crosscheck.js";
import { engineNamed, runEngine, runEngineNow, SEARCH_ENGINES, type EngineChoice } from "./registry.js";
import type { Engine, EngineResult, SearchRequest } from "./types.js";
import type { NativeStats } from "./native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { solveReport, type EngineName, type SolveReport } from "./solve-verdict.js";

export { solveReport, type EngineName, type EngineReport, type SolveReport } from "./solve-verdict.js";
export { ENGINE_CHOICES, type EngineChoice } from "./registry.js";

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

type Runs = Partial<Record<EngineName, Named>>;

/** An engine's verified answer, with the name a disagreement gives it. */
async function answer(engine: Engine, puzzle: Puzzle, request: SearchRequest): Promise<Named> {
  return { ...(await runEngine(engine, puzzle, request)), label: engine.label };
}

/** Starts an engine that searches in a thread of its own, and resolves once its search is under way
 * (or over): this thread is then free to search too. */
async function startInThread(engine: Engine, puzzle: Puzzle, request: SearchRequest): Promise<{ answer: Promise<Named> }> {
  let started!: () => void;
  const underWay = new Promise<void>((ok) => (started = ok));
  const pending = answer(engine, puzzle, { ...request, started });
  await Promise.race([
    underWay,
    pending.then(
      () => undefined,
      () => undefined,
    ),
  ]);
  // One more turn of the event loop, for the request to reach the engine's thread.
  await new Promise((ok) => setImmediate(ok));
  return { answer: pending };
}

/**
 * The chosen engines' answers to one question. By default they run at once: clingo's search starts
 * first, in its worker thread, and once clingo has the program the native engine searches on this
 * thread, so the puzzle takes as long as the slower engine, not the sum, and each engine's time
 * limit runs from about the same moment (clingo's from when its worker is ready). One at a time,
 * this thread's engine runs first (while clingo's worker starts), then the other.
 */
async function runEngines(puzzle: Puzzle, choice: EngineChoice, request: SearchRequest, oneAtATime = false): Promise<Runs> {
  const engines = (choice === "both" ? SEARCH_ENGINES : [choice]).map(engineNamed);
  const runs: Runs = {};
  if (oneAtATime) {
    for (const e of [...engines].sort((a, b) => Number(a.inThread) - Number(b.inThread))) runs[e.name as EngineName] = await answer(e, puzzle, request);
    return runs;
  }
  const elsewhere = [];
  for (const e of engines.filter((e) => e.inThread)) elsewhere.push({ e, ...(await startInThread(e, puzzle, request)) });
  try {
    for (const e of engines.filter((e) => !e.inThread)) runs[e.name as EngineName] = await answer(e, puzzle, request);
  } finally {
    // The other threads' answers are awaited even when this thread's engine failed, so that a
    // failure of theirs is never left unhandled; the first failure is the one thrown.
    const settled = await Promise.allSettled(elsewhere.map((x) => x.answer));
    // biome-ignore lint/correctness/noUnsafeFinally: a failure of another thread is thrown even when this one failed too
    for (const s of settled) if (s.status === "rejected") throw s.reason;
    for (const [k, { e }] of elsewhere.entries()) runs[e.name as EngineName] = (settled[k] as PromiseFulfilledResult<Named>).value;
  }
  return runs;
}

/** solve is count with limit 2: none, exactly one, or several. */
export async function solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveReport> {
  const runs = await runEngines(
    puzzle,
    options.engine ?? "both",
    { limit: 2, collect: true, timeoutMs: options.timeoutMs, label: options.label, encoding: options.encoding, aspStats: options.aspStats },
    options.oneAtATime,
  );
  return solveReport(runs);
}

// ---------------------------------------------------------------- counting

export interface CountOptions extends SolveOptions {
  /** Stop after this many solutions; 0 = count them all. */
  limit?: number;
  /** Return the solutions (those of the ASP engine when both run; each engine's are verified). */
  solutions?: boolean;
  /** clingo keeps choice and cardinality rules as they are: faster on small puzzles (see
   * AspOptions.keepExtended), the same answer sets. */
  aspKeepExtended?: boolean;
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

/** The native engine's statistics as its own search reports them (engines/native-engine.ts flattens them into stats). */
function nativeStatsOf(r: EngineResult): NativeStats {
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

export async function count(puzzle: Puzzle, options: CountOptions = {}): Promise<CountReport> {
  const limit = options.limit ?? 0;
  const runs = await runEngines(
    puzzle,
    options.engine ?? "both",
    {
      limit,
      collect: !!options.solutions,
      timeoutMs: options.timeoutMs,
      label: options.label,
      encoding: options.encoding,
      aspKeepExtended: options.aspKeepExtended,
    },
    options.oneAtATime,
  );
  const engines: CountReport["engines"] = {};
  for (const name of ["asp", "native"] as const) {
    const r = runs[name];
    if (r && r.status !== "error")
      engines[name] = { status: r.status === "timeout" ? "timeout" : "counted", count: r.count, complete: r.complete, timeMs: r.timeMs };
  }
  const { asp, native } = runs;
  const nativeStats = native && native.status !== "error" ? nativeStatsOf(native) : undefined;
  // The solutions shown are clingo's when it ran.
  const shown = (asp ?? native)!;
  const solutions = options.solutions ? shown.solutions : null;
  const error = [asp, native].find((r) => r?.status === "error");
  if (error) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: error.error, engines };
  if (asp && native) {
    const agreement = crossCheck(asp, native, { limit, as: "count" });
    if (agreement.agree === false)
      return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === null)
      return { status: "timeout", count: Math.max(asp.count, native.count), complete: false, solutions, agree: null, engines, nativeStats };
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

/** RESOLVESTRIMKO alone, as the assignment's GUI runs it: the resolution engine, at once. A puzzle
 * it solves has exactly one solution: every value was forced. A grid the verifier rejects is thrown
 * (VerificationError). `label` names the puzzle to the engine, as solve's does. */
export function resolveOnly(puzzle: Puzzle, label?: string): ResolutionReport {
  const r = runEngineNow(engineNamed("resolution"), puzzle, { limit: 2, collect: true, label });
  const status = r.status === "stalled" ? "unsolved" : r.count > 0 ? "solved" : "contradiction";
  const solution = status === "solved" ? r.solutions[0] : null;
  return {
    status,
    // An engine that says nothing of what it inferred (a test's stand-in) knows the givens.
    grid: r.known ?? puzzle.givens,
    solution,
    unique: status === "solved" ? true : null,
    engines: { native: { status, timeMs: r.timeMs, stats: r.stats } },
  };
}
