/**
 * The dispatcher's decision (dispatch.ts), as a table: which representation of the depth-first
 * search runs, whether it applies pointing, and after how many dead ends the search with learning
 * takes over. Then that
 * solveNative follows it: a search that spends its budget is finished by learning, or, with
 * `learning: false` (the generator's fill), stops there.
 */
import { describe, expect, it } from "vitest";
import { BITSET_MAX_N } from "../../src/engines/native/bitset.js";
import { planSearch, type SearchPlan } from "../../src/engines/native/dispatch.js";
import { DEAD_END_BUDGET, DEAD_END_FLOOR, deadEndBudgetFor } from "../../src/engines/native/limits.js";
import { solveNative, type NativeOptions } from "../../src/engines/native/solver.js";
import { loadEntries } from "../helpers.js";

type Row = [n: number, options: NativeOptions, plan: SearchPlan];

const table: Row[] = [
  // No options: bitset up to n = 32 (a cell's values in one 32-bit integer), literals beyond.
  [1, {}, { representation: "bitset", pointing: true, deadEndBudget: DEAD_END_BUDGET }],
  [9, {}, { representation: "bitset", pointing: true, deadEndBudget: DEAD_END_BUDGET }],
  [32, {}, { representation: "bitset", pointing: true, deadEndBudget: deadEndBudgetFor(32) }],
  [33, {}, { representation: "literals", pointing: false, deadEndBudget: deadEndBudgetFor(33) }],
  [64, {}, { representation: "literals", pointing: false, deadEndBudget: deadEndBudgetFor(64) }],
  // Asked for: literals always; bitset only where it fits.
  [9, { representation: "literals" }, { representation: "literals", pointing: false, deadEndBudget: DEAD_END_BUDGET }],
  [9, { representation: "bitset" }, { representation: "bitset", pointing: true, deadEndBudget: DEAD_END_BUDGET }],
  [40, { representation: "bitset" }, { representation: "literals", pointing: false, deadEndBudget: deadEndBudgetFor(40) }],
  // A trace: literals (the bitset one keeps none), and never learning.
  [9, { trace: true }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  [9, { trace: true, representation: "bitset" }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  [9, { trace: true, deadEndBudget: 0 }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  [40, { trace: true }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  // The budget, as asked for.
  [9, { deadEndBudget: 0 }, { representation: "bitset", pointing: true, deadEndBudget: 0 }],
  [9, { deadEndBudget: 17 }, { representation: "bitset", pointing: true, deadEndBudget: 17 }],
  [40, { deadEndBudget: Infinity }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  // Pointing: with the bitset representation, unless asked not to.
  [9, { pointing: false }, { representation: "bitset", pointing: false, deadEndBudget: DEAD_END_BUDGET }],
  [9, { pointing: true, representation: "literals" }, { representation: "literals", pointing: false, deadEndBudget: DEAD_END_BUDGET }],
  [9, { pointing: true, trace: true }, { representation: "literals", pointing: false, deadEndBudget: Infinity }],
  [9, { trace: false, representation: "literals", deadEndBudget: 5 }, { representation: "literals", pointing: false, deadEndBudget: 5 }],
];

describe("planSearch", () => {
  it.each(table)("n = %i, %o: %o", (n, options, plan) => {
    expect(planSearch(n, options)).toEqual(plan);
  });

  it("gives larger grids fewer dead ends: DEAD_END_BUDGET up to 9x9, then (9/n)³ of it, at least DEAD_END_FLOOR", () => {
    expect([1, 9, 10, 16, 20, 24, 35, 64].map(deadEndBudgetFor)).toEqual([
      DEAD_END_BUDGET,
      DEAD_END_BUDGET,
      2986,
      729,
      373,
      DEAD_END_FLOOR,
      DEAD_END_FLOOR,
      DEAD_END_FLOOR,
    ]);
  });

  it("puts the bitset limit at 32", () => {
    expect(BITSET_MAX_N).toBe(32);
  });
});

describe("solveNative follows the plan", () => {
  // A hard 9x9 that meets more than a few dead ends with pointing too (Norvig's hardest, the second:
  // pointing at the root solves the first one).
  const hard = loadEntries("puzzles/sudoku/norvig_hardest.txt")[1].puzzle!;

  it.each(["bitset", "literals"] as const)("%s: a spent budget hands over to learning, an unspent one does not", (representation) => {
    const learning = solveNative(hard, { limit: 2, deadEndBudget: 0, representation });
    expect(learning.stats.method).toBe("learning");
    expect(learning.stats.conflicts).toBeGreaterThan(0);
    const depthFirst = solveNative(hard, { limit: 2, deadEndBudget: Infinity, representation });
    expect(depthFirst.stats.method).toBe("search");
    expect(depthFirst.stats.conflicts).toBe(0);
    expect(learning.solutions).toEqual(depthFirst.solutions);
  });

  it.each(["bitset", "literals"] as const)("%s: learning: false stops at the hand-over instead (status budget), and changes nothing else", (representation) => {
    for (const deadEndBudget of [0, 5]) {
      const handedOver = solveNative(hard, { limit: 1, deadEndBudget, representation, pointing: false });
      expect(handedOver.stats.method).toBe("learning");
      const stopped = solveNative(hard, { limit: 1, deadEndBudget, representation, pointing: false, learning: false });
      expect(stopped.status).toBe("budget");
      expect(stopped.complete).toBe(false);
      expect(stopped.count).toBe(0);
      // No learning ran: no conflicts; the depth-first search's own steps are the ones it took
      // before handing over in the run above (its backtracks, and inferences, are not learning's).
      expect(stopped.stats.method).toBe("search");
      expect(stopped.stats.conflicts).toBe(0);
      expect(stopped.stats.backtracks).toBe(handedOver.stats.backtracks);
      expect(stopped.stats.inferences).toBe(handedOver.stats.inferences);
      expect(stopped.stats.guesses).toBeLessThan(handedOver.stats.guesses);
    }
    // A budget not spent: the same search and answer as with learning allowed.
    const unspent = { limit: 2, deadEndBudget: Infinity, representation, pointing: false } as const;
    const plain = solveNative(hard, unspent);
    const noLearning = solveNative(hard, { ...unspent, learning: false });
    expect(noLearning.status).toBe("solved");
    expect({ ...noLearning, stats: { ...noLearning.stats, timeMs: 0 } }).toEqual({ ...plain, stats: { ...plain.stats, timeMs: 0 } });
  });

  it("a traced search never hands over, whatever the budget", () => {
    const r = solveNative(hard, { limit: 2, deadEndBudget: 0, trace: true });
    expect(r.stats.method).toBe("search");
    expect(r.trace!.length).toBeGreaterThan(0);
  });
});
