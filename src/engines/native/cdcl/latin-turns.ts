/**
 * Latin-square completion (no streams: the quasigroup-with-holes benchmark) by the search with
 * learning and the local search in turns, on one thread.
 *
 * Why both: the search with learning decides the squares with few solutions (it proves the second
 * missing) and most of those near the hardness peak, but from order 45 with 1.2 times the peak's
 * holes it does not find a first completion in minutes where the local search (latin-local.ts)
 * finds one in seconds to a minute; the local search proves nothing. So they take turns, each going
 * on where it stopped (the search with learning keeps what it learned, its phases and schedules, and
 * starts each turn at level 0): the search with learning first (TURN_CONFLICTS conflicts: the squares it decides at once never meet the local
 * search), then the local search, and so on. The turns are counted in conflicts and moves, not time,
 * so the answer does not depend on the machine or its load. Their sizes depend on where the square
 * lies against the hardness peak (overPeak), measured on orders 30-50 (docs/performance.md, issue
 * 28), where a turn of conflicts takes about 0.15-0.3 s and 100,000 moves about 0.3 s:
 * - more open cells than the peak's: completions are many, and the local search finds one first
 *   (order 40 at 1.2 times the peak's holes: 0.7-7 s, where learning takes 2-17 s; order 45: 7-55
 *   s, where learning finds none in minutes). Its turns are TURN_MOVES moves, then twice, three
 *   and four times that: about four fifths of the time at first, nineteen twentieths from the
 *   fourth turn on;
 * - at the peak and below: few completions, and the search with learning decides (order 45 at the
 *   peak, seed 2: 4,986 conflicts, where 3 million moves found no completion). The local search's
 *   turns are a third of TURN_MOVES: about an even share (order 45 at the peak, seed 2: 3.3 s
 *   against 1.2 s for learning alone; a pause also changes learning's course a little, as a
 *   restart does).
 *
 * When the local search finds a completion, a second is looked for by a trade (latin-trades.ts),
 * and the search with learning is told to exclude what was found and finishes alone: it finds the
 * rest, or proves there is none. Once the search with learning has found a completion itself, it
 * finishes alone too (the local search could only find that one again).
 */
import type { Grid } from "../../../puzzle/types.js";
import { LatinLocalSearch } from "./latin-local.js";
import { tradedCompletion } from "./latin-trades.js";
import type { Problem } from "./problem.js";
import type { Cdcl, FinalCdclResult } from "./search.js";
import { now } from "../../../base/clock.js";

/** Conflicts of a turn of the search with learning. */
export const TURN_CONFLICTS = 1000;
/** Moves of a turn of the local search. */
export const TURN_MOVES = 300_000;

export type TurnsResult = FinalCdclResult & {
  /** Moves the local search made (0 when it never ran). */
  moves: number;
};

/** Up to `limit` completions (0 = all) of the Latin-square completion `p`, by `cdcl` (a fresh search
 * on p) and the local search in turns; `seed` seeds the local search. `turns`: their sizes (the
 * tests make them small, to meet every way through). */
export function solveLatinInTurns(
  p: Problem,
  cdcl: Cdcl,
  seed: number,
  limit: number,
  deadline: number,
  collect: boolean,
  turns = { conflicts: TURN_CONFLICTS, moves: TURN_MOVES },
): TurnsResult {
  let local: LatinLocalSearch | undefined;
  const many = overPeak(p);
  for (let turn = 1; ; turn++) {
    const r = cdcl.solve(limit, deadline, collect, turns.conflicts);
    if (r.status !== "paused") return { ...r, status: r.status, moves: local?.moves ?? 0 };
    if (r.count > 0) return { ...cdcl.solve(limit, deadline, collect), moves: local?.moves ?? 0 };
    local ??= new LatinLocalSearch(p, seed);
    // Past the hardness peak the local search's turns grow to four times the first (see the top).
    const first = local.run(many ? turns.moves * Math.min(turn, 4) : turns.moves / 3, deadline);
    if (first) return finish(p, cdcl, first, limit, deadline, collect, local.moves);
    if (now() > deadline) return { ...effort(cdcl, local.moves), status: "timeout", solutions: [], count: 0, complete: false };
  }
}

/**
 * Whether the square has more open cells than the hardness peak's, 1.55 x n^1.55 (Achlioptas,
 * Gomes, Kautz and Selman, AAAI-00; the balanced model's peak, a little above the random model's),
 * by a tenth or more: then completions are many, and the local search finds one far sooner than
 * the search with learning; at the peak and below they are few, and the search with learning
 * decides first.
 */
export function overPeak(p: Problem): boolean {
  let open = 0;
  for (const row of p.known) for (const v of row) if (v === 0) open++;
  return open >= 1.1 * 1.55 * p.n ** 1.55;
}

/** The work done so far, for the result's statistics. */
function effort(cdcl: Cdcl, moves: number): Pick<TurnsResult, "conflicts" | "decisions" | "propagations" | "moves"> {
  return { conflicts: cdcl.conflicts, decisions: cdcl.decisions, propagations: cdcl.propagations, moves };
}

/** The local search found `first`: a trade, then the search with learning for the rest. */
function finish(p: Problem, cdcl: Cdcl, first: Grid, limit: number, deadline: number, collect: boolean, moves: number): TurnsResult {
  const ours: Grid[] = [first];
  if (limit !== 1) {
    const second = tradedCompletion(p.known, first);
    if (second) ours.push(second);
  }
  const solutions = collect ? ours.slice() : [];
  if (limit !== 0 && ours.length >= limit) return { ...effort(cdcl, moves), status: "solved", solutions, count: ours.length, complete: false };
  for (const g of ours) cdcl.excludeCompletion(g);
  const r = cdcl.solve(limit === 0 ? 0 : limit - ours.length, deadline, collect);
  return {
    ...r,
    status: r.status === "timeout" ? "timeout" : "solved",
    solutions: collect ? [...solutions, ...r.solutions] : [],
    count: ours.length + r.count,
    moves,
  };
}
