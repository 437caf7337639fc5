/**
 * Pointing in the bitset representation's search (bitset.ts, dispatch.ts): it removes only literals
 * no solution has (crosscheck-representations.test.ts compares the answers), it is what cuts the
 * guesses on hard Sudoku, and a search it finishes at its root is not reported as resolution alone.
 */
import { describe, expect, it } from "vitest";
import { borrowBitset, returnBitset } from "../../src/engines/native/session.js";
import { resolve, solveNative } from "../../src/engines/native/solver.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { loadEntries } from "../helpers.js";

describe("pointing", () => {
  const top95 = loadEntries("puzzles/sudoku/norvig_top95.txt").map((e) => e.puzzle!);

  it("cuts the guesses on Norvig's top95 with uniqueness, to the same answers", () => {
    let with_ = 0;
    let without = 0;
    for (const p of top95) {
      const a = solveNative(p, { limit: 2 });
      const b = solveNative(p, { limit: 2, pointing: false });
      expect([a.count, a.complete, a.solutions]).toEqual([b.count, b.complete, b.solutions]);
      with_ += a.stats.guesses;
      without += b.stats.guesses;
    }
    // 46 and 105 a puzzle when this was written: far fewer, not a precise count.
    expect(with_).toBeLessThan(0.6 * without);
  });

  it("branches on the busiest two-valued cell: a fraction of the assignment's guesses on top95 and hardest", () => {
    // The first two-valued cell (the assignment's rule, kept with pointing until 2026-11-24) gave
    // 46 guesses a puzzle against 105 on top95 (0.44) and 22 against 29 on hardest (0.77); the
    // busiest one, 20 and 13.5. The same answers: the choice only orders the same disjunctions.
    const hardest = loadEntries("puzzles/sudoku/norvig_hardest.txt").map((e) => e.puzzle!);
    for (const [set, bound] of [
      [top95, 0.3],
      [hardest, 0.6],
    ] as const) {
      let with_ = 0;
      let without = 0;
      for (const p of set) {
        const a = solveNative(p, { limit: 2 });
        const b = solveNative(p, { limit: 2, pointing: false });
        expect([a.count, a.complete, a.solutions]).toEqual([b.count, b.complete, b.solutions]);
        with_ += a.stats.guesses;
        without += b.stats.guesses;
      }
      expect(with_).toBeLessThan(bound * without);
    }
  });

  it("a puzzle pointing solves at the search's root: no guess, yet method search (resolution alone stalls)", () => {
    // Norvig's first "hardest": resolution stalls; pointing at the root finishes it.
    const p = loadEntries("puzzles/sudoku/norvig_hardest.txt")[0].puzzle!;
    expect(resolve(p).status).toBe("unsolved");
    const r = solveNative(p, { limit: 2 });
    expect([r.status, r.count, r.stats.guesses, r.stats.method]).toEqual(["solved", 1, 0, "search"]);
    const plain = solveNative(p, { limit: 2, pointing: false });
    expect(plain.stats.guesses).toBeGreaterThan(0);
    expect(plain.solutions).toEqual(r.solutions);
  });

  it("a puzzle resolution alone solves is still method resolution", () => {
    const p = loadEntries("puzzles/sudoku/norvig_easy50.txt")[0].puzzle!;
    expect(resolve(p).status).toBe("solved");
    expect(solveNative(p, { limit: 2 }).stats.method).toBe("resolution");
  });
});

describe("pointing's sweep", () => {
  it("looks only at the stream values whose places changed, and grows the very same tree as a sweep over all", () => {
    // Skipping an unchanged (stream, value) is exact: a line's other places only shrink, and what
    // the pointing there removed was removed when it was last looked at. Any change not marked
    // would show as another tree: more guesses, other backtracks or inferences.
    const sets = ["puzzles/sudoku/norvig_top95.txt", "puzzles/sudoku/norvig_hardest.txt", "puzzles/jigsaw", "puzzles/strimko"];
    const puzzles = sets.flatMap((s) => loadEntries(s).map((e) => e.puzzle!));
    let looks = [0, 0];
    const run = (p: Puzzle, sweepAll: boolean) => {
      const e = borrowBitset(p);
      try {
        e.pointingOn = true;
        e.sweepAll = sweepAll;
        const before = e.looks;
        const started = e.start(p.givens);
        const outcome = started ? e.search(2, Infinity, Infinity) : "done";
        looks[sweepAll ? 1 : 0] += e.looks - before;
        const { found, guesses, backtracks, inferences, solutions } = e;
        return { started, outcome, found, guesses, backtracks, inferences, solutions };
      } finally {
        e.sweepAll = false;
        returnBitset(e);
      }
    };
    let guesses = 0;
    for (const p of puzzles) {
      const changedOnly = run(p, false);
      expect(changedOnly).toEqual(run(p, true));
      guesses += changedOnly.guesses;
    }
    expect(puzzles.length).toBeGreaterThan(200);
    expect(guesses).toBeGreaterThan(1000);
    // And it does skip: fewer than two thirds of the looks of a sweep over all (about half).
    expect(looks[0]).toBeGreaterThan(0);
    expect(looks[0]).toBeLessThan((2 / 3) * looks[1]);
    looks = [0, 0];
  });

  it("is on for whoever borrows an engine after a search without it", () => {
    const p = loadEntries("puzzles/sudoku/norvig_hardest.txt")[0].puzzle!;
    solveNative(p, { limit: 2, pointing: false });
    const e = borrowBitset(p);
    try {
      expect(e.pointingOn).toBe(true);
    } finally {
      returnBitset(e);
    }
  });
});
