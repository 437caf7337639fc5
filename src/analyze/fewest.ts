/**
 * The fewest extra givens that make a puzzle unique: a smallest set of empty cells such that, with
 * a solution's values given there, that solution is the only one left.
 *
 * For one solution X it is a smallest hitting set: every other solution Y differs from X in some
 * chosen cell. The other solutions are met one at a time (implicit hitting sets): a smallest set
 * meeting the differences seen so far is tried; if X is then not the only solution, the search
 * names another, whose difference joins the list; when the set tried leaves X alone it is a
 * smallest one, since no smaller set meets even the differences seen. A set found greedily first
 * (one cell of each new difference added until X is alone) bounds it from above, so that the
 * clock running out still leaves an answer: the best found and a proved lower bound.
 *
 * Over "any solution", each solution of a puzzle with up to MAX_TARGETS (all listed) is tried, until
 * one needs no more than every solution needs (the floor the counts prove) or the clock stops it;
 * with more, the first solution found stands for them, and the answer says so.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { greedyHittingSet, smallestHittingSet } from "./hitting-set.js";
import { type Prober, gridKey, OutOfTime, withGivens } from "./probe.js";

/** Solutions tried as the one to keep, at most: every solution listed (candidates.ts SAMPLE), while
 * the time allows; the first one alone past that. */
export const MAX_TARGETS = 1000;

export interface FewestGivens {
  /** The extra givens, [row, column, value], 1-based, by row then column. */
  givens: [number, number, number][];
  /** Proved smallest (over the solutions in `scope`). */
  exact: boolean;
  /** No fewer extra givens can make the puzzle unique (over `scope`). */
  lowerBound: number;
  /** "every solution": the smallest over all of them (tried while the clock allows: cut short, the
   * answer is not exact and its bound is what every solution needs); "one solution": over the
   * first found only (more than MAX_TARGETS solutions); "the chosen solution": the one the caller
   * named. */
  scope: "every solution" | "one solution" | "the chosen solution";
  /** The solution the givens keep. */
  solution: Grid;
}

interface ForOne {
  cells: number[];
  exact: boolean;
  lowerBound: number;
}

/** The cells (row-major, empty in the puzzle) where y differs from x. */
function difference(p: Puzzle, x: Grid, y: Grid): number[] {
  const n = p.size;
  const out: number[] = [];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    if (p.givens[r][c] === 0 && x[r][c] !== y[r][c]) out.push(i);
  }
  return out;
}

/** The puzzle with x's values given in `cells` too. */
function keeping(p: Puzzle, x: Grid, cells: readonly number[]): Puzzle {
  const n = p.size;
  const givens = p.givens.map((row) => row.slice());
  for (const i of cells) givens[Math.floor(i / n)][i % n] = x[Math.floor(i / n)][i % n];
  return withGivens(p, givens);
}

/** Another solution than x once x's values are given in `cells`, or null if x is then alone. */
function rival(p: Puzzle, x: Grid, cells: readonly number[], prober: Prober): Grid | null {
  const { grids } = prober.solutions(keeping(p, x, cells), 2);
  const key = gridKey(x);
  return grids.find((g) => gridKey(g) !== key) ?? null;
}

/** Fewest cells of x to give, for the one solution x; `seen`: other solutions met already. */
function fewestFor(p: Puzzle, x: Grid, seen: readonly Grid[], prober: Prober): ForOne {
  const xKey = gridKey(x);
  const sets = seen.filter((y) => gridKey(y) !== xKey).map((y) => difference(p, x, y));
  // An upper bound first: the greedy set of the differences seen, grown by a cell of each new one
  // (the cell in most of the differences seen) until x is alone; then each of its cells left out
  // in turn where x stays alone without it.
  let upper = greedyHittingSet(sets);
  const often = new Map<number, number>();
  for (const d of sets) for (const cell of d) often.set(cell, (often.get(cell) ?? 0) + 1);
  for (;;) {
    const y = rival(p, x, upper, prober);
    if (!y) break;
    const d = difference(p, x, y);
    sets.push(d);
    for (const cell of d) often.set(cell, (often.get(cell) ?? 0) + 1);
    upper = [...upper, d.reduce((a, b) => ((often.get(b) ?? 0) > (often.get(a) ?? 0) ? b : a))];
  }
  for (const cell of [...upper].reverse()) {
    const without = upper.filter((c) => c !== cell);
    const y = rival(p, x, without, prober);
    if (y) sets.push(difference(p, x, y));
    else upper = without;
  }
  let lowerBound = 0;
  // Then the smallest, exact while the clock allows.
  try {
    for (;;) {
      const h = smallestHittingSet(sets, prober.deadline);
      lowerBound = Math.max(lowerBound, h.lowerBound);
      if (!h.exact) return { cells: upper, exact: false, lowerBound };
      if (h.elements.length >= upper.length) return { cells: upper, exact: true, lowerBound: upper.length };
      const y = rival(p, x, h.elements, prober);
      if (!y) return { cells: h.elements, exact: true, lowerBound: h.elements.length };
      sets.push(difference(p, x, y));
    }
  } catch (e) {
    if (e instanceof OutOfTime) return { cells: upper, exact: false, lowerBound };
    throw e;
  }
}

/**
 * The fewest extra givens, over every solution (`solutions` lists them all, `all` true, at most
 * MAX_TARGETS), over the first of them otherwise, or for `chosen`. The puzzle has a solution (the
 * caller knows: `solutions` is not empty). Answers the best found by the prober's deadline; null
 * when not even one set could be completed by then.
 */
export function fewestGivens(p: Puzzle, solutions: readonly Grid[], all: boolean, prober: Prober, chosen?: Grid, floor = 1): FewestGivens | null {
  const targets = chosen ? [chosen] : all && solutions.length <= MAX_TARGETS ? solutions : solutions.slice(0, 1);
  const scope: FewestGivens["scope"] = chosen ? "the chosen solution" : targets.length === solutions.length && all ? "every solution" : "one solution";
  let best: { x: Grid; one: ForOne } | undefined;
  let lowerBound = Infinity;
  let exact = true;
  // A set as small as `floor` (what every solution needs at least: the caller knows it from the
  // counts) cannot be beaten: the solutions not yet tried need not be.
  const atFloor = () => best !== undefined && best.one.cells.length <= floor;
  try {
    for (const x of targets) {
      const one = fewestFor(p, x, solutions, prober);
      lowerBound = Math.min(lowerBound, one.lowerBound);
      exact &&= one.exact;
      if (!best || one.cells.length < best.one.cells.length) best = { x, one };
      if (atFloor()) break;
    }
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    if (!best) return null;
    if (atFloor()) return answer(p, best.x, best.one.cells, true, floor, scope);
    // The solutions not reached may need fewer: over them, only the floor is proved.
    return answer(p, best.x, best.one.cells, false, Math.min(floor, best.one.cells.length), scope);
  }
  if (!best) return null;
  if (atFloor()) return answer(p, best.x, best.one.cells, true, floor, scope);
  // Over several solutions the answer is exact when each was, and the bound is the least of theirs.
  return answer(p, best.x, best.one.cells, exact, Math.max(floor, Math.min(lowerBound, best.one.cells.length)), scope);
}

function answer(p: Puzzle, x: Grid, cells: number[], exact: boolean, lowerBound: number, scope: FewestGivens["scope"]): FewestGivens {
  const n = p.size;
  const givens = [...cells].sort((a, b) => a - b).map((i): [number, number, number] => [Math.floor(i / n) + 1, (i % n) + 1, x[Math.floor(i / n)][i % n]]);
  return { givens, exact, lowerBound: exact ? givens.length : lowerBound, scope, solution: x };
}
