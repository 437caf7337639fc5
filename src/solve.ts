/**
 * Solving and counting with both engines, cross-checked.
 *
 * By default every puzzle goes to clingo (the ASP path) and to the native
 * engine (resolution + search), every grid either reports is checked by the
 * independent verifier, and the two answers are compared. A disagreement, or a
 * grid the verifier rejects, is reported with both answers and never settled
 * by preferring one engine.
 */
import { countAsp, solveAsp } from "./asp/solve.js";
import { compareCount, compareSolve, type Agreement } from "./check/crosscheck.js";
import { verify } from "./check/verify.js";
import { VerificationError } from "./errors.js";
import { resolve, solveNative, type NativeStats } from "./native/solver.js";
import type { Grid, Puzzle } from "./puzzle/types.js";

/** The engines solve and count run: both, cross-checked, or one. */
export const ENGINE_CHOICES = ["both", "asp", "native"] as const;
export type EngineChoice = (typeof ENGINE_CHOICES)[number];
export type EngineName = "asp" | "native";

/**
 * A deliberately broken engine, for the tests that show a disagreement is caught:
 * "flip-asp" / "flip-native" change one value of that engine's first solution;
 * "native-none" makes the native engine claim there is no solution; "throw" makes solve and count
 * throw a plain Error, as a bug would.
 */
export type Fault = "flip-asp" | "flip-native" | "native-none" | "throw";

function injectedBug(fault: Fault | undefined): void {
  if (fault === "throw") throw new Error("a bug injected for the tests (STRIMKO_FAULT=throw)");
}

export interface SolveOptions {
  engine?: EngineChoice;
  /** ASP encoding (see ENCODINGS). */
  encoding?: string;
  /** Wall-clock limit per engine, milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** Shown in the generated program's comment line. */
  label?: string;
  fault?: Fault;
  /** Ask clingo for its statistics (grounding size, choices, conflicts) and report them in the ASP engine's stats. */
  aspStats?: boolean;
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

function flip(grid: Grid, n: number): void {
  grid[0][0] = (grid[0][0] % n) + 1;
}

/** Verifies grids, naming the engine that reported a bad one. */
function checked(puzzle: Puzzle, engine: string, grids: Grid[]): void {
  for (const g of grids) {
    const violations = verify(puzzle, g);
    if (violations.length > 0) throw new VerificationError(engine, violations[0].message);
  }
}

interface Run {
  report: EngineReport;
  solutions: Grid[];
  finished: boolean;
}

function failed(e: VerificationError, timeMs: number): Run {
  return { report: { status: "error", solution: null, unique: null, timeMs, stats: {}, error: e.message }, solutions: [], finished: false };
}

async function runAsp(puzzle: Puzzle, options: SolveOptions): Promise<Run> {
  const start = performance.now();
  try {
    const r = await solveAsp(puzzle, { encoding: options.encoding, timeoutMs: options.timeoutMs, label: options.label, stats: options.aspStats });
    const solutions = r.solutions.map((g) => g.map((row) => row.slice()));
    if (options.fault === "flip-asp" && solutions[0]) flip(solutions[0], puzzle.size);
    checked(puzzle, "clingo", solutions);
    return {
      report: {
        status: r.status,
        solution: solutions[0] ?? null,
        unique: r.unique,
        timeMs: r.timings.total,
        stats: { encoding: r.encoding, clingoMs: r.timings.clingo, ...(r.stats ? { choices: r.stats.choices, conflicts: r.stats.conflicts, rules: r.stats.rules, atoms: r.stats.atoms } : {}) },
      },
      solutions,
      finished: r.status !== "timeout",
    };
  } catch (e) {
    if (e instanceof VerificationError) return failed(e, performance.now() - start);
    throw e;
  }
}

function nativeStats(s: NativeStats): Record<string, string | number> {
  return { method: s.method, inferences: s.inferences, guesses: s.guesses, backtracks: s.backtracks, conflicts: s.conflicts };
}

function runNative(puzzle: Puzzle, options: SolveOptions): Run {
  const r = solveNative(puzzle, { limit: 2, timeoutMs: options.timeoutMs });
  const solutions = options.fault === "native-none" ? [] : r.solutions;
  if (options.fault === "flip-native" && solutions[0]) flip(solutions[0], puzzle.size);
  try {
    checked(puzzle, "the native engine", solutions);
  } catch (e) {
    if (e instanceof VerificationError) return failed(e, r.stats.timeMs);
    throw e;
  }
  const finished = options.fault === "native-none" || r.status !== "timeout" || solutions.length >= 2;
  const k = solutions.length;
  return {
    report: {
      status: !finished ? "timeout" : k > 0 ? "solved" : "unsatisfiable",
      solution: solutions[0] ?? null,
      unique: !finished ? null : k === 1,
      timeMs: r.stats.timeMs,
      stats: nativeStats(r.stats),
    },
    solutions,
    finished,
  };
}

export async function solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveReport> {
  injectedBug(options.fault);
  const choice = options.engine ?? "both";
  const runs: Partial<Record<EngineName, Run>> = {};
  // The native engine first: it is fast, and runs on this thread while clingo's worker starts.
  if (choice !== "asp") runs.native = runNative(puzzle, options);
  if (choice !== "native") runs.asp = await runAsp(puzzle, options);
  const engines: SolveReport["engines"] = {};
  for (const name of ["asp", "native"] as const) if (runs[name]) engines[name] = runs[name]!.report;

  const broken = Object.values(runs).find((r) => r.report.status === "error");
  if (broken) return { status: "error", solution: null, unique: null, agree: false, disagreement: broken.report.error, engines };

  if (runs.asp && runs.native) {
    const agreement: Agreement = compareSolve(
      { solutions: runs.asp.solutions, finished: runs.asp.finished },
      { solutions: runs.native.solutions, finished: runs.native.finished },
    );
    if (agreement.agree === false) return { status: "error", solution: null, unique: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === true) {
      const a = runs.asp.report;
      return { status: a.status, solution: a.solution, unique: a.unique, agree: true, engines };
    }
    const found = runs.asp.report.solution ?? runs.native.report.solution;
    return { status: "timeout", solution: found, unique: null, agree: null, engines };
  }
  const only = (runs.asp ?? runs.native)!.report;
  return { status: only.status as SolveReport["status"], solution: only.solution, unique: only.unique, agree: null, engines };
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
  injectedBug(options.fault);
  const choice = options.engine ?? "both";
  const limit = options.limit ?? 0;
  const engines: CountReport["engines"] = {};
  let solutions: Grid[] | null = null;
  let searched: NativeStats | undefined;
  try {
    if (choice !== "asp") {
      const r = solveNative(puzzle, { limit, timeoutMs: options.timeoutMs, collect: !!options.solutions || options.fault === "flip-native" });
      if (options.fault === "native-none") Object.assign(r, { count: 0, solutions: [], complete: true, status: "unsatisfiable" });
      if (options.fault === "flip-native" && r.solutions[0]) flip(r.solutions[0], puzzle.size);
      checked(puzzle, "the native engine", r.solutions);
      engines.native = { status: r.status === "timeout" ? "timeout" : "counted", count: r.count, complete: r.complete, timeMs: r.stats.timeMs };
      searched = r.stats;
      if (options.solutions) solutions = r.solutions;
    }
    if (choice !== "native") {
      const r = await countAsp(puzzle, { limit, solutions: options.solutions || options.fault === "flip-asp", encoding: options.encoding, timeoutMs: options.timeoutMs, label: options.label });
      if (options.fault === "flip-asp" && r.solutions?.[0]) {
        flip(r.solutions[0], puzzle.size);
        checked(puzzle, "clingo", r.solutions);
      }
      engines.asp = { status: r.status, count: r.count, complete: r.complete, timeMs: r.timings.total };
      if (r.solutions && options.solutions) solutions = r.solutions;
    }
  } catch (e) {
    if (e instanceof VerificationError) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: e.message, engines };
    throw e;
  }
  const { asp, native } = engines;
  if (asp && native) {
    const agreement = compareCount(
      { count: asp.count, complete: asp.complete, timedOut: asp.status === "timeout" },
      { count: native.count, complete: native.complete, timedOut: native.status === "timeout" },
    );
    if (agreement.agree === false) return { status: "error", count: null, complete: null, solutions: null, agree: false, disagreement: agreement.reason, engines };
    if (agreement.agree === null) return { status: "timeout", count: Math.max(asp.count, native.count), complete: false, solutions, agree: null, engines, nativeStats: searched };
    return { status: "counted", count: asp.count, complete: asp.complete || native.complete, solutions, agree: true, engines, nativeStats: searched };
  }
  const only = (asp ?? native)!;
  return { status: only.status, count: only.count, complete: only.complete, solutions, agree: null, engines, nativeStats: searched };
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
  if (r.status === "solved") checked(puzzle, "resolution", [r.grid]);
  return {
    status: r.status,
    grid: r.grid,
    solution: r.status === "solved" ? r.grid : null,
    unique: r.status === "solved" ? true : null,
    engines: { native: { status: r.status, timeMs: r.stats.timeMs, stats: { inferences: r.stats.inferences } } },
  };
}
