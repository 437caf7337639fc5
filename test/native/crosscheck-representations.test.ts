/**
 * The two representations of SOLVESTRIMKO (literal flags with a trail, literal.ts; bitmasks copied
 * on each guess, bitset.ts) make the same choices: on random puzzles and on the corpus they must
 * explore the same tree, so they report the same solutions in the same order, with the same
 * guesses, backtracks and method. Inferences may differ (see bitset.ts). That is with the bitset
 * representation's pointing off; with it on (the default), the tree differs but the answers may
 * not: the same verdict, count and completeness, and the same solutions whenever all were found.
 */
import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../../src/index.js";
import { solveNative, type NativeOptions } from "../../src/engines/native/solver.js";
import { loadEntries } from "../helpers.js";
import { randomPuzzle } from "../generators.js";

/** A random puzzle can be a hard search problem; one that runs out of time has nothing to compare. */
const timeoutMs = 2000;

function same(p: Puzzle, options: NativeOptions): void {
  const literals = solveNative(p, { timeoutMs, ...options, representation: "literals" });
  const bitset = solveNative(p, { timeoutMs, ...options, representation: "bitset", pointing: false });
  if (literals.status === "timeout" || bitset.status === "timeout") return;
  const view = (r: typeof literals) => ({
    status: r.status,
    count: r.count,
    complete: r.complete,
    solutions: r.solutions,
    guesses: r.stats.guesses,
    backtracks: r.stats.backtracks,
    conflicts: r.stats.conflicts,
    method: r.stats.method,
  });
  expect(view(bitset)).toEqual(view(literals));
}

/** Pointing on: the same answers as the assignment's search (the literal representation). */
function sameAnswers(p: Puzzle, options: NativeOptions): void {
  const literals = solveNative(p, { timeoutMs, ...options, representation: "literals" });
  const pointing = solveNative(p, { timeoutMs, ...options, representation: "bitset", pointing: true });
  if (literals.status === "timeout" || pointing.status === "timeout") return;
  const view = (r: typeof literals) => ({ status: r.status, count: r.count, complete: r.complete });
  expect(view(pointing)).toEqual(view(literals));
  const key = (r: typeof literals) => r.solutions.map((g) => g.flat().join(",")).sort();
  // Every solution found is one of the puzzle's; found all (complete), the very same ones.
  if (literals.complete) expect(key(pointing)).toEqual(key(literals));
  else for (const g of pointing.solutions) expect(solveNative({ ...p, givens: g }, { limit: 2, representation: "literals" }).count).toBe(1);
}

describe("the bitset and literal representations", () => {
  test.prop([randomPuzzle(1, 9)], { numRuns: 1000 })("search the same tree on random puzzles", (p) => {
    for (const limit of [1, 2, 3]) same(p, { limit, deadEndBudget: 200 });
  });

  test.prop([randomPuzzle(10, 16)], { numRuns: 40 })("search the same tree on larger random puzzles", (p) => {
    same(p, { limit: 2, deadEndBudget: 200 });
  });

  test.prop([randomPuzzle(1, 5)], { numRuns: 200 })("enumerate the same solutions in the same order", (p) => {
    same(p, { limit: 0, deadEndBudget: Infinity });
  });

  test.prop([randomPuzzle(1, 9)], { numRuns: 1000 })("with pointing, give the same answers on random puzzles", (p) => {
    for (const limit of [1, 2, 3]) sameAnswers(p, { limit, deadEndBudget: 200 });
  });

  test.prop([randomPuzzle(1, 5)], { numRuns: 200 })("with pointing, enumerate the same solutions", (p) => {
    sameAnswers(p, { limit: 0, deadEndBudget: Infinity });
  });

  it("with pointing, give the same answers on the corpus", () => {
    const paths = [
      "puzzles/strimko",
      "puzzles/jigsaw",
      "puzzles/sudoku/norvig_top95.txt",
      "puzzles/sudoku/norvig_hardest.txt",
      "puzzles/sudoku/gecode_hakank_16x16.txt",
      "puzzles/sudoku/tdoku_test_multisolution.txt",
      "puzzles/sudoku/tdoku_test_nosolution.txt",
      "puzzles/multi",
      "puzzles/unsat",
    ];
    for (const path of paths) {
      for (const { id, puzzle } of loadEntries(path)) {
        expect(puzzle, id).toBeDefined();
        for (const limit of [1, 2]) sameAnswers(puzzle!, { limit });
      }
    }
  });

  it("search the same tree on the corpus (Strimko, jigsaw, 9x9 and 16x16 Sudoku, multi-solution)", () => {
    const paths = [
      "puzzles/strimko",
      "puzzles/jigsaw",
      "puzzles/sudoku/norvig_top95.txt",
      "puzzles/sudoku/norvig_hardest.txt",
      "puzzles/sudoku/gecode_hakank_16x16.txt",
      "puzzles/sudoku/tdoku_test_multisolution.txt",
      "puzzles/sudoku/tdoku_test_nosolution.txt",
    ];
    for (const path of paths) {
      for (const { id, puzzle } of loadEntries(path)) {
        expect(puzzle, id).toBeDefined();
        for (const limit of [1, 2]) same(puzzle!, { limit });
      }
    }
  });
});
