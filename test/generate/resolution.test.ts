/**
 * The generator's questions asked from a resolved state (Extensions, resolution.ts) answer as the
 * same questions asked from scratch: resolution() and solveNative() on the puzzle with the extra
 * givens written in (and solvableWithout: some other value solvable). Random Strimko layouts and solutions, random subsets of their values as
 * givens, every cell tried.
 */
import { describe, expect, it } from "vitest";
import { randomSolution } from "../../src/generate/fill.js";
import { strimkoLayout } from "../../src/generate/layout.js";
import { Random } from "../../src/generate/random.js";
import { Extensions, resolution } from "../../src/generate/resolution.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { toGrid } from "../../src/puzzle/rules.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";

/** A copy of the puzzle with value v given in cell i. */
function withGiven(p: Puzzle, i: number, v: number): Puzzle {
  const givens = p.givens.map((row) => row.slice());
  givens[Math.floor(i / p.size)][i % p.size] = v;
  return { ...p, givens };
}

describe("Extensions: from the resolved state, the answers from scratch", () => {
  it("on 5x5, 7x7 and 9x9 Strimko", () => {
    let solvedSome = 0;
    let solvableSome = 0;
    let contradictions = 0;
    // Values that resolution neither refutes nor confirms, without a solution: the search decides
    // (after a search that found one: each question starts afresh).
    let searchRefutes = 0;
    for (const n of [5, 7, 9]) {
      for (let k = 0; k < 6; k++) {
        const rng = new Random(`extensions-${n}-${k}`);
        const cells = strimkoLayout(n, rng);
        if (!cells) continue;
        const streams = toGrid(cells, n);
        const solution: Grid | null = randomSolution(n, streams, rng);
        if (!solution) continue;
        // Fewer givens each time: from nearly full to nearly empty.
        const keep = 0.9 - 0.12 * k;
        const givens = solution.map((row) => row.map((v) => (rng.next() / 2 ** 32 < keep ? v : 0)));
        const puzzle: Puzzle = { size: n, streams, givens };
        // The answers from scratch first, then Extensions' in one go (resolution() on the shared
        // engine in between would hide a state left over from one question to the next).
        const open: { i: number; right: number; solves: boolean; values: { v: number; found: boolean }[] }[] = [];
        for (let i = 0; i < n * n; i++) {
          if (givens[Math.floor(i / n)][i % n] !== 0) continue;
          const right = solution[Math.floor(i / n)][i % n];
          // The right value first: the questions after it follow a search that found a solution.
          const values = [right, ...Array.from({ length: n }, (_, k) => k + 1).filter((v) => v !== right)].map((v) => {
            const found = solveNative(withGiven(puzzle, i, v), { limit: 1, collect: false }).count > 0;
            const r = resolution(withGiven(puzzle, i, v));
            if (r.contradiction) contradictions++;
            else if (!r.solved && !found) searchRefutes++;
            if (found && v !== right) solvableSome++;
            return { v, found };
          });
          const solves = resolution(withGiven(puzzle, i, right)).solved;
          if (solves) solvedSome++;
          open.push({ i, right, solves, values });
        }
        const known = resolution(puzzle).grid();
        const ext = new Extensions(puzzle);
        expect(ext.grid()).toEqual(known);
        for (const { i, right, solves, values } of open) {
          expect(ext.solvesWith([i], [right])).toBe(solves);
          for (const { v, found } of values) expect(ext.solvableWith(i, v, Infinity)).toBe(found);
          // Another value than the right one: one search, the answer of all the others'.
          expect(ext.solvableWithout(i, right, Infinity)).toBe(values.some(({ v, found }) => v !== right && found));
        }
        // Two givens at once, as a unit of rotational symmetry.
        const pair = [0, n * n - 1].filter((i) => givens[Math.floor(i / n)][i % n] === 0);
        const values = pair.map((i) => solution[Math.floor(i / n)][i % n]);
        const both = pair.reduce((p, i, k) => withGiven(p, i, values[k]), puzzle);
        expect(ext.solvesWith(pair, values)).toBe(resolution(both).solved);
      }
    }
    // The cases the comparison is about all came up.
    expect(solvedSome).toBeGreaterThan(0);
    expect(solvableSome).toBeGreaterThan(0);
    expect(contradictions).toBeGreaterThan(0);
    expect(searchRefutes).toBeGreaterThan(0);
  });
});
