/**
 * Solving and counting: the chosen engines run (both by default), each answer verified
 * (engines/verified.ts), and the verdict built from them (engines/verdict.ts).
 *
 * By default every puzzle goes to clingo (the ASP path) and to the native engine (resolution +
 * search), every grid either reports is checked by the independent verifier, and the two answers
 * are compared. A disagreement, or a grid the verifier rejects, is reported with both answers and
 * never settled by preferring one engine.
 */
import { UsageError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import type { UserRules } from "./asp/rules.js";
import { ENGINE_CHOICES, engineNamed, runEngine, SEARCH_ENGINES, SOLVE_CHOICES } from "./registry.js";
import type { Engine, EngineName, EngineResult, SearchRequest } from "./types.js";
import { countVerdict, type CountVerdict, type EngineResults, solveVerdict, type SolveVerdict } from "./verdict.js";

export { ENGINE_CHOICES, SOLVE_CHOICES };
/** What count runs: both search engines, cross-checked, or one. */
export type EngineChoice = (typeof ENGINE_CHOICES)[number];
/** What solve runs: both search engines cross-checked, or any one engine (resolution alone too). */
export type SolveChoice = "both" | EngineName;

export interface SolveOptions {
  engine?: SolveChoice;
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
  /** A user's own rules, added to the ASP encoding: clingo alone answers (the native engine cannot
   * read rules), and its grids are verified against the puzzle's own rules; nothing is cross-checked.
   * Rules that are a variant the native engine takes (`rules.variant`: the diagonals) are answered
   * by both, cross-checked, and the grids verified against the variant's units too. */
  rules?: UserRules;
  /** The native engine's searches at once on each puzzle, in worker threads (engines/portfolio.ts); default 1. */
  threads?: number;
}

export interface CountOptions extends Omit<SolveOptions, "engine"> {
  engine?: EngineChoice;
  /** Stop after this many solutions; 0 = count them all. */
  limit?: number;
  /** Return the solutions (those of the ASP engine when both run; each engine's are verified). */
  solutions?: boolean;
  /** clingo keeps choice and cardinality rules as they are: faster on small puzzles (see
   * AspOptions.keepExtended), the same answer sets. */
  aspKeepExtended?: boolean;
}

/** Starts an engine that searches in a thread of its own, and resolves once its search is under way
 * (or over): this thread is then free to search too. */
async function startInThread(engine: Engine, puzzle: Puzzle, request: SearchRequest): Promise<{ answer: Promise<EngineResult> }> {
  let started!: () => void;
  const underWay = new Promise<void>((ok) => (started = ok));
  const pending = runEngine(engine, puzzle, { ...request, started });
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
async function runEngines(puzzle: Puzzle, choice: SolveChoice, request: SearchRequest, oneAtATime = false): Promise<EngineResults<EngineName>> {
  const variant = request.rules?.variant;
  if (request.rules && choice !== "both" && choice !== "asp" && !(choice === "native" && variant))
    throw new UsageError(`your rules (${request.rules.name}) are read by clingo alone: use --engine asp (or both), not ${choice}`);
  const clingoAlone = request.rules && !variant;
  const engines = (clingoAlone ? ["asp" as const] : choice === "both" ? SEARCH_ENGINES : [choice]).map(engineNamed);
  const runs: EngineResults<EngineName> = {};
  if (oneAtATime) {
    for (const e of [...engines].sort((a, b) => Number(a.inThread) - Number(b.inThread))) runs[e.name] = await runEngine(e, puzzle, request);
    return runs;
  }
  const elsewhere = [];
  for (const e of engines.filter((e) => e.inThread)) elsewhere.push({ e, ...(await startInThread(e, puzzle, request)) });
  try {
    for (const e of engines.filter((e) => !e.inThread)) runs[e.name] = await runEngine(e, puzzle, request);
  } finally {
    // The other threads' answers are awaited even when this thread's engine failed, so that a
    // failure of theirs is never left unhandled; the first failure is the one thrown.
    const settled = await Promise.allSettled(elsewhere.map((x) => x.answer));
    // biome-ignore lint/correctness/noUnsafeFinally: a failure of another thread is thrown even when this one failed too
    for (const s of settled) if (s.status === "rejected") throw s.reason;
    for (const [k, { e }] of elsewhere.entries()) runs[e.name] = (settled[k] as PromiseFulfilledResult<EngineResult>).value;
  }
  return runs;
}

/** solve is count with limit 2: none, exactly one, or several. With engine "resolution",
 * RESOLVESTRIMKO alone, as the assignment's GUI runs it: a puzzle it solves has exactly one
 * solution (every value was forced); one it stalls on is "unsolved". */
export async function solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveVerdict> {
  const request = {
    limit: 2,
    collect: true,
    timeoutMs: options.timeoutMs,
    label: options.label,
    encoding: options.encoding,
    aspStats: options.aspStats,
    rules: options.rules,
    threads: options.threads,
  };
  return solveVerdict(await runEngines(puzzle, options.engine ?? "both", request, options.oneAtATime));
}

/** The number of solutions, up to a limit (0 = all). */
export async function count(puzzle: Puzzle, options: CountOptions = {}): Promise<CountVerdict> {
  const limit = options.limit ?? 0;
  const request = {
    limit,
    collect: !!options.solutions,
    timeoutMs: options.timeoutMs,
    label: options.label,
    encoding: options.encoding,
    aspKeepExtended: options.aspKeepExtended,
    rules: options.rules,
    threads: options.threads,
  };
  return countVerdict(await runEngines(puzzle, options.engine ?? "both", request, options.oneAtATime), limit, !!options.solutions);
}
