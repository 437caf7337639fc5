/**
 * The bitset representation's start() writes the givens' negative facts at once instead of
 * asserting the givens one by one (bitset.ts). It must reach the very state the one-by-one way
 * reaches (every cell's values and every unit's places: the resolution fixpoint), and refute the
 * same givens: two givens clashing in a row, a column, a full stream or a short stream, or leaving
 * a cell or a unit without a literal.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { Puzzle } from "../../src/index.js";
import { BitsetEngine } from "../../src/engines/native/bitset.js";
import { geometryOf } from "../../src/engines/native/geometry.js";
import { randomPuzzle } from "../generators.js";

/** The engine's whole state (private: this test compares two ways of reaching it). */
function state(e: BitsetEngine): number[] {
  const inside = e as unknown as { buf: Int32Array; stride: number };
  return Array.from(inside.buf.subarray(0, inside.stride));
}

/** Some givens of p changed to other values, 0 included (no given): clashes among them are likely. */
const alteredPuzzle = fc.tuple(randomPuzzle(1, 9), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 })).map(([p, changes]): Puzzle => {
  const n = p.size;
  const givens = p.givens.map((row) => row.slice());
  for (const [i, v] of changes) givens[Math.floor((i % (n * n)) / n)][i % n] = v % (n + 1);
  return { ...p, givens };
});

describe("the bitset engine's start()", () => {
  test.prop([alteredPuzzle], { numRuns: 1500 })("reaches the state and the verdict of asserting the givens one by one", (p) => {
    const g = geometryOf(p);
    const batch = new BitsetEngine(g);
    batch.reset();
    const a = batch.start(p.givens);
    const one = new BitsetEngine(g);
    one.reset();
    let b = one.propagate();
    for (let r = 0; r < p.size && b; r++) for (let c = 0; c < p.size && b; c++) if (p.givens[r][c] !== 0) b = one.assume(r * p.size + c, p.givens[r][c] - 1);
    expect(a).toBe(b);
    if (a) {
      expect(state(batch)).toEqual(state(one));
      expect(batch.solved).toBe(one.solved);
    }
  });
});
