/**
 * RESOLVESTRIMKO as the generator runs it thousands of times a puzzle: on the bitset representation
 * of the native engine (bitset.ts), whose propagation is resolution to its fixpoint (the same facts
 * as resolve() in solver.ts, which runs the literal representation kept for traces: the fixpoint
 * does not depend on the order of the inferences), several times faster. The level of every puzzle
 * made is still measured by difficulty(), on resolve().
 */
import { BitsetEngine, BITSET_MAX_N } from "../native/bitset.js";
import { geometryOf, type Geometry } from "../native/geometry.js";
import { resolve } from "../native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";

const engines = new WeakMap<Geometry, BitsetEngine>();

/** What resolution alone knows of the puzzle: whether that is all of it (solved) or a contradiction, and its grid (0 = unknown). */
export function resolution(puzzle: Puzzle): { solved: boolean; contradiction: boolean; grid: () => Grid } {
  if (puzzle.size > BITSET_MAX_N) {
    const r = resolve(puzzle);
    return { solved: r.status === "solved", contradiction: r.status === "contradiction", grid: () => r.grid };
  }
  const g = geometryOf(puzzle);
  let e = engines.get(g);
  if (!e) engines.set(g, (e = new BitsetEngine(g)));
  e.reset();
  const ok = e.start(puzzle.givens);
  const engine = e;
  return { solved: ok && e.solved, contradiction: !ok, grid: () => engine.grid() };
}
