/**
 * The native engine's entry points: RESOLVESTRIMKO (resolve) and SOLVESTRIMKO (solveNative), from
 * the "Strimko by resolution" assignment. The knowledge base and how it is held are described in
 * literal.ts (a flag per literal) and bitset.ts (bitmasks); which of them runs, and when the
 * search with learning (cdcl/) takes over, is decided in dispatch.ts. The engines are lent by the
 * one cache (session.ts), where the generator's sessions come from too.
 */
import type { Puzzle } from "../../puzzle/types.js";
import { openProblem } from "./cdcl/problem.js";
import { Cdcl, type FinalCdclResult } from "./cdcl/search.js";
import { isLatinCompletion } from "./cdcl/latin-local.js";
import { solveLatinInTurns } from "./cdcl/latin-turns.js";
import { planSearch } from "./dispatch.js";
import type { DepthFirstEngine, SearchOutcome } from "./engine.js";
import { deadlineAfter } from "./limits.js";
import type { LiteralEngine } from "./literal.js";
import { borrowBitset, borrowLiteral, returnBitset, returnLiteral } from "./session.js";
import type { BoundedSearchResult, NoLearning, NativeStats, ResolutionResult, SearchResult, NativeOptions } from "./types.js";
import { now } from "../../base/clock.js";

export type { NativeStats, ResolutionResult, SearchResult, BoundedSearchResult, NativeOptions, NoLearning, TraceEvent } from "./types.js";
export { DEAD_END_BUDGET } from "./limits.js";

/** A literal engine (the representation that keeps traces) lent by the cache (session.ts), with a trace or not. */
function literalFor(puzzle: Puzzle, trace: boolean, variant?: NativeOptions["variant"]): LiteralEngine {
  const e = borrowLiteral(puzzle, variant);
  e.trace = trace ? [] : null;
  return e;
}

/** What resolution from the givens concluded, on the engine that ran it. */
function resolutionStatus(e: LiteralEngine, ok: boolean): ResolutionResult["status"] {
  return !ok ? "contradiction" : e.solved ? "solved" : "unsolved";
}

/** RESOLVESTRIMKO alone: the givens as evidence, then disjunctive syllogism to a fixpoint. */
export function resolve(puzzle: Puzzle, options: { trace?: boolean } = {}): ResolutionResult {
  const start = now();
  const e = literalFor(puzzle, !!options.trace);
  try {
    const ok = e.start(puzzle.givens);
    const result: ResolutionResult = {
      status: resolutionStatus(e, ok),
      grid: e.grid(),
      stats: e.stats(start, "resolution"),
    };
    if (!ok) Object.assign(result, e.why());
    if (e.trace) result.trace = e.trace;
    return result;
  } finally {
    returnLiteral(e);
  }
}

/** How much work RESOLVESTRIMKO from the givens does, measured without a trace or a grid: the
 * difficulty scale (explain/difficulty.ts) measures every candidate puzzle of the generator. */
export interface ResolutionEffort {
  status: ResolutionResult["status"];
  /** Rounds of sweeps over the disjunctions until nothing new: the round of the last fact drawn (0 when none is). */
  rounds: number;
  /** The kinds of disjunction that forced a fact in some round, a bit each: 1 cell, 2 row, 4 column, 8 stream. */
  kinds: number;
}

/** RESOLVESTRIMKO's effort; `ignoredKinds` (bits as in `kinds`): kinds of disjunction whose units it does not use. */
export function resolutionEffort(puzzle: Puzzle, ignoredKinds = 0): ResolutionEffort {
  const e = literalFor(puzzle, false);
  try {
    e.ignoredKinds = ignoredKinds;
    const ok = e.start(puzzle.givens);
    return { status: resolutionStatus(e, ok), rounds: e.rounds, kinds: e.kinds };
  } finally {
    returnLiteral(e);
  }
}

/**
 * SOLVESTRIMKO: resolution, then depth-first search; up to `limit` solutions (0 = all). When the
 * search meets too many dead ends, the search with learning starts over on the same knowledge base
 * and finishes the job (dispatch.ts says which representation runs, and when learning takes over);
 * with `learning: false` it stops there instead, with status "budget".
 */
export function solveNative(puzzle: Puzzle, options: NativeOptions & NoLearning): BoundedSearchResult;
export function solveNative(puzzle: Puzzle, options?: NativeOptions): SearchResult;
export function solveNative(puzzle: Puzzle, given: NativeOptions & Partial<NoLearning> = {}): BoundedSearchResult {
  // A seeded search of a portfolio learns at once: the depth-first search would be every seed's same.
  const options = given.seed ? { deadEndBudget: 0, ...given } : given;
  if (options.trace && options.variant) throw new Error("a traced search takes no variant: its steps are the assignment's (rows, columns, streams)");
  const plan = planSearch(puzzle.size, options);
  if (plan.representation !== "bitset") {
    const e = literalFor(puzzle, !!options.trace, options.variant);
    try {
      return search(puzzle, options, plan, e);
    } finally {
      returnLiteral(e);
    }
  }
  const b = borrowBitset(puzzle);
  try {
    b.pointingOn = plan.pointing;
    return search(puzzle, options, plan, b);
  } finally {
    returnBitset(b);
  }
}

/** solveNative on the engine lent to it. */
function search(puzzle: Puzzle, options: NativeOptions & Partial<NoLearning>, plan: ReturnType<typeof planSearch>, e: DepthFirstEngine): BoundedSearchResult {
  const start = now();
  const limit = options.limit ?? 1;
  const deadline = deadlineAfter(start, options.timeoutMs);
  e.collect = options.collect ?? true;
  let outcome: SearchOutcome = "done";
  const started = e.start(puzzle.givens);
  // Resolution alone decided it: refuted the givens or solved them. (With pointing, the search can
  // finish at its root without a guess: that is not resolution alone.)
  const byResolution = !started || e.solved;
  if (started) outcome = e.search(limit, deadline, plan.deadEndBudget);
  else e.traceContradiction();
  const stats = (method: NativeStats["method"]): NativeStats => ({
    method,
    inferences: e.inferences,
    guesses: e.guesses,
    backtracks: e.backtracks,
    conflicts: 0,
    timeMs: now() - start,
  });
  if (outcome === "budget" && options.learning === false) {
    // Asked not to hand over: the depth-first search's state as it stopped (method "search": no
    // learning ran).
    return { status: "budget", solutions: e.solutions, count: e.found, complete: false, stats: stats("search") };
  }
  if (outcome === "budget") {
    const depthFirst = stats("learning");
    // The search with learning starts over from resolution's fixpoint, on the literals it left open.
    // (Resolution succeeds: the depth-first search started from the same givens.)
    const resolved = literalFor(puzzle, false, options.variant);
    try {
      resolved.start(puzzle.givens);
      const problem = openProblem(resolved.g, resolved);
      const cdcl = new Cdcl(problem, options.seed ?? 0, { allDifferent: options.allDifferent });
      // A Latin-square completion: the local search takes turns with it (cdcl/latin-turns.ts).
      const r: FinalCdclResult & { moves?: number } =
        options.localSearch !== false && isLatinCompletion(problem)
          ? solveLatinInTurns(problem, cdcl, options.seed ?? 0, limit, deadline, e.collect)
          : cdcl.solve(limit, deadline, e.collect);
      return {
        status: r.status,
        solutions: r.solutions,
        count: r.count,
        complete: r.complete,
        stats: {
          ...depthFirst,
          guesses: depthFirst.guesses + r.decisions,
          conflicts: r.conflicts,
          ...(r.moves ? { moves: r.moves } : {}),
          timeMs: now() - start,
        },
      };
    } finally {
      returnLiteral(resolved);
    }
  }
  const timedOut = outcome === "timeout";
  const result: SearchResult = {
    status: timedOut ? "timeout" : e.found > 0 ? "solved" : "unsatisfiable",
    solutions: e.solutions,
    count: e.found,
    complete: !timedOut && (limit === 0 || e.found < limit),
    stats: stats(e.guesses === 0 && byResolution ? "resolution" : "search"),
  };
  if (e.trace) result.trace = e.trace;
  return result;
}
