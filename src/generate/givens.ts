/**
 * Taking givens away from a full solution until no more can go.
 *
 * Givens go in units: one cell, or with rotational symmetry a cell and its image under a half turn
 * (the centre of an odd grid alone). Minimal means: removing any one unit (without symmetry, any
 * one given) leaves two solutions or more.
 *
 * - minimalGivens: units are taken in a random order, each removed when the puzzle keeps exactly one
 *   solution (native count) and kept otherwise. A kept unit stays necessary: removing other givens
 *   later only adds solutions, never takes any away. So the result is minimal.
 * - resolvableMinimalGivens, for the levels solved by resolution alone: a minimal set of givens that
 *   RESOLVESTRIMKO alone solves is rare among those the plain removal finds (about one removal order
 *   in ten for a 7 × 7 Strimko, almost none for a 9 × 9), so a local search looks for one:
 *   1. remove units, in a random order, while resolution alone still solves the puzzle (which
 *      proves it unique);
 *   2. look for a redundant unit: one whose removal leaves the solution unique. None: done, the set
 *      is minimal and resolution solves it. Else remove it (the puzzle stays unique, but resolution
 *      now stalls), and give back, as hints, units from the cells resolution left open until it
 *      solves the puzzle again; then step 1 again, in a new order, and so on, a bounded number of
 *      times (null when no minimal set was reached).
 *   Giving back a hint makes it redundant at first; the removals of step 1 that follow are what can
 *   make it necessary, and the search wanders until every given is.
 */
import { solveNative } from "../engines/native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import type { Random } from "./random.js";
import { Extensions, resolution } from "./resolution.js";
import { now as clockNow } from "../base/clock.js";

/** The generation ran past its deadline (clock.ts now() time). */
export class PastDeadline extends Error {}

export interface RemovalOptions {
  symmetry: "none" | "rotational";
  /** clock.ts now() time by which the removal must stop (Infinity = none). */
  deadline: number;
}

/** Rounds of the local search of resolvableMinimalGivens before it gives up on a solution. */
export const MAX_SWAPS = 40;

/** The units of cells removed together, in a random order. */
export function removalUnits(n: number, symmetry: RemovalOptions["symmetry"], rng: Random): number[][] {
  const units: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    const image = n * n - 1 - i;
    if (symmetry === "none") units.push([i]);
    else if (i <= image) units.push(i === image ? [i] : [i, image]);
  }
  return rng.shuffle(units);
}

/** Whether the puzzle has exactly one solution, by the native engine. */
export function uniqueNatively(puzzle: Puzzle, deadline: number): boolean {
  const timeoutMs = deadline === Infinity ? undefined : Math.max(1, deadline - clockNow());
  const r = solveNative(puzzle, { limit: 2, collect: false, timeoutMs });
  if (r.status === "timeout") throw new PastDeadline();
  return r.count === 1;
}

/**
 * Whether the puzzle stays unique once `unit` is removed (it is removed already when this is
 * called), knowing it was unique with it. A second solution would then differ from the solution in
 * the unit (one that agrees there is a solution of the puzzle with the unit, which has only one), so
 * for a unit of one cell it is enough to look for a solution with another value in that cell: a
 * search for one solution, from resolution's state with the cell's value ruled out, is much
 * cheaper than a count to 2, which must find the solution and then exhaust the rest. A unit of two
 * cells is counted.
 */
function stillUnique(g: Givens, unit: number[], deadline: number): boolean {
  if (unit.length !== 1) return uniqueNatively(g.puzzle, deadline);
  const n = g.n;
  const value = g.solution[Math.floor(unit[0] / n)][unit[0] % n];
  // One resolution of the puzzle without the unit, then one search with its value ruled out (resolution.ts).
  const ext = new Extensions(g.puzzle);
  let found: boolean | "timeout";
  try {
    found = ext.solvableWithout(unit[0], value, deadline);
  } finally {
    ext.close();
  }
  if (found === "timeout") throw new PastDeadline();
  return !found;
}

/** A puzzle's givens, taken and put back a unit at a time. */
class Givens {
  readonly puzzle: Puzzle;
  constructor(
    readonly n: number,
    streams: Grid,
    readonly solution: Grid,
  ) {
    this.puzzle = { size: n, streams, givens: solution.map((row) => row.slice()) };
  }
  has(unit: number[]): boolean {
    return this.puzzle.givens[Math.floor(unit[0] / this.n)][unit[0] % this.n] !== 0;
  }
  set(unit: number[], on: boolean): void {
    const n = this.n;
    for (const i of unit) this.puzzle.givens[Math.floor(i / n)][i % n] = on ? this.solution[Math.floor(i / n)][i % n] : 0;
  }
  /** Removes each unit of `units` that is there, unless `keeps` then fails. */
  removeWhile(units: number[][], keeps: (unit: number[]) => boolean): void {
    for (const unit of units) {
      if (!this.has(unit)) continue;
      this.set(unit, false);
      if (!keeps(unit)) this.set(unit, true);
    }
  }
  resolves(): boolean {
    return resolution(this.puzzle).solved;
  }
}

/** Minimal givens for `solution`, by removal in a random order (see the file's comment). */
export function minimalGivens(n: number, streams: Grid, solution: Grid, rng: Random, options: RemovalOptions): Grid {
  const g = new Givens(n, streams, solution);
  g.removeWhile(removalUnits(n, options.symmetry, rng), (unit) => stillUnique(g, unit, options.deadline));
  return g.puzzle.givens;
}

/**
 * Givens that resolution alone still solves, removed in a random order: not always minimal (givens
 * "any"). With `easyEnough` (the level asked is easy, medium, tough, fiendish or diabolical: for the
 * last three, resolution with the techniques up to the level, difficulty.ts withinLevel), a given
 * goes only while the puzzle
 * also stays at that level or an easier one: a given more never makes a puzzle harder, so the full
 * grid (easy) starts within it, and the levels a minimal set is too hard for are reached.
 */
export function resolvableGivens(n: number, streams: Grid, solution: Grid, rng: Random, options: RemovalOptions, easyEnough?: (p: Puzzle) => boolean): Grid {
  const g = new Givens(n, streams, solution);
  g.removeWhile(removalUnits(n, options.symmetry, rng), easyEnough ? () => easyEnough(g.puzzle) : () => g.resolves());
  return g.puzzle.givens;
}

/** Minimal givens that resolution alone solves, or null (see the file's comment). */
export function resolvableMinimalGivens(n: number, streams: Grid, solution: Grid, rng: Random, options: RemovalOptions): Grid | null {
  const g = new Givens(n, streams, solution);
  const all = removalUnits(n, options.symmetry, rng);
  g.removeWhile(all, () => g.resolves());
  for (let swap = 0; swap < MAX_SWAPS; swap++) {
    if (clockNow() > options.deadline) throw new PastDeadline();
    const present = rng.shuffle(all.filter((u) => g.has(u)));
    let redundant: number[] | undefined;
    for (const unit of present) {
      g.set(unit, false);
      const unique = stillUnique(g, unit, options.deadline);
      g.set(unit, true);
      if (unique) {
        redundant = unit;
        break;
      }
    }
    if (!redundant) return g.puzzle.givens;
    g.set(redundant, false);
    // Hints from the open cells until resolution solves it again (it always does by the end: the
    // full solution is resolved).
    for (;;) {
      // Each hint is tried from the resolved state of the puzzle without it (resolution.ts).
      const now = new Extensions(g.puzzle);
      try {
        const known = now.grid();
        if (known.every((row) => row.every((v) => v !== 0))) break;
        const open = rng.shuffle(all.filter((u) => u !== redundant && u.some((i) => known[Math.floor(i / n)][i % n] === 0)));
        // A hint that lets resolution finish, if one does; else any.
        let enough = false;
        for (const hint of open) {
          if (
            (enough = now.solvesWith(
              hint,
              hint.map((i) => g.solution[Math.floor(i / n)][i % n]),
            ))
          ) {
            g.set(hint, true);
            break;
          }
        }
        if (!enough) g.set(open.length > 0 ? open[0] : redundant, true);
      } finally {
        now.close();
      }
    }
    g.removeWhile(rng.shuffle(all.slice()), () => g.resolves());
  }
  return null;
}
