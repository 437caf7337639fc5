/**
 * A random full solution for a layout: random givens, each drawn among the values its cell can
 * still take after RESOLVESTRIMKO has propagated the earlier ones, until resolution fills the grid;
 * when resolution meets a contradiction, the native search completes the givens before the last one
 * (or, if there is no completion, the fill starts again). Drawing every value at random (rather
 * than a few, then letting the search complete the grid, which takes the smallest values first)
 * spreads the solutions over the whole space.
 */
import { peersOf } from "../engines/native/session.js";
import { solveNative } from "../engines/native/solver.js";
import { toGrid } from "../puzzle/rules.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import type { Random } from "./random.js";
import { resolution } from "./resolution.js";

/** Fills before the layout is called unsolvable (a layout of streams may have no solution at all). */
const FILL_TRIES = 8;

/** A random solution of the empty puzzle with these streams, or null when none was found. */
export function randomSolution(n: number, streams: Grid, rng: Random): Grid | null {
  const peers = peersOf({ size: n, streams, givens: [] });
  for (let t = 0; t < FILL_TRIES; t++) {
    const givens = new Array<number>(n * n).fill(0);
    const puzzle = (): Puzzle => ({ size: n, streams, givens: toGrid(givens, n) });
    let previous: number[] | null = null;
    for (;;) {
      const r = resolution(puzzle());
      if (r.solved) return r.grid();
      if (r.contradiction) {
        if (!previous) break;
        // The assignment's depth-first search (no pointing): its first solution, and so a seed's
        // puzzle, is fixed by the assignment's tree, which no optimisation of the engines may
        // change (bench/native-same.mjs checks it). Where it would hand over to the search with
        // learning, whose first solution moves with its heuristics' ties, this try is given up
        // instead: it stops there (learning: false, status "budget") rather than run learning for
        // an answer thrown away (about a twentieth of the making of 7x7 to 10x10 Strimko).
        const s = solveNative({ size: n, streams, givens: toGrid(previous, n) }, { limit: 1, pointing: false, learning: false });
        if (s.status === "solved") return s.solutions[0];
        break;
      }
      const known = r.grid().flat();
      const open: number[] = [];
      for (let i = 0; i < n * n; i++) if (known[i] === 0) open.push(i);
      const cell = rng.pick(open);
      const taken = new Set<number>();
      for (const peer of peers(cell)) taken.add(known[peer]);
      const values: number[] = [];
      for (let v = 1; v <= n; v++) if (!taken.has(v)) values.push(v);
      if (values.length === 0) break;
      previous = givens.slice();
      givens[cell] = rng.pick(values);
    }
  }
  return null;
}
