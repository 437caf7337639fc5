/** SOLVESTRIMKO's modes, the hand-over to the search with learning, time limits and the trace. */
import { describe, expect, it } from "vitest";
import { verify, type Puzzle } from "../../src/index.js";
import { DEAD_END_BUDGET, solveNative } from "../../src/engines/native/solver.js";
import { loadEntries, textPuzzle } from "../helpers.js";

const empty = (n: number): Puzzle => {
  const zeros = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  return { size: n, streams: zeros, givens: zeros.map((r) => r.slice()) };
};

describe("SOLVESTRIMKO", () => {
  it("finds the first solution, counts up to a limit, or counts them all", () => {
    const p = empty(4);
    expect(solveNative(p, { limit: 1 })).toMatchObject({ status: "solved", count: 1, complete: false });
    expect(solveNative(p, { limit: 10 })).toMatchObject({ count: 10, complete: false });
    const all = solveNative(p, { limit: 0 });
    expect(all).toMatchObject({ count: 576, complete: true });
    expect(new Set(all.solutions.map((g) => JSON.stringify(g))).size).toBe(576);
    for (const g of all.solutions) expect(verify(p, g)).toEqual([]);
  });

  it("counts without keeping the solutions when asked", () => {
    expect(solveNative(empty(5), { limit: 0, collect: false })).toMatchObject({ count: 161280, complete: true, solutions: [] });
  });

  it("enumerating many solutions stays with the depth-first search (solutions are not dead ends)", () => {
    const r = solveNative(empty(5), { limit: 0, collect: false });
    expect(r.stats.method).toBe("search");
    expect(r.stats.guesses).toBeGreaterThan(DEAD_END_BUDGET);
  });

  it("hands over to the search with learning after its dead-end budget, and still finds the answer", () => {
    const p = loadEntries("puzzles/generated/latin30_k40_s1.json")[0].puzzle!;
    const r = solveNative(p, { limit: 2 });
    expect(r).toMatchObject({ status: "solved", count: 1, complete: true });
    expect(r.stats.method).toBe("learning");
    expect(r.stats.conflicts).toBeGreaterThan(0);
    expect(verify(p, r.solutions[0])).toEqual([]);
  });

  it("stops at the time limit, in the depth-first search and in the search with learning", () => {
    for (const deadEndBudget of [Infinity, 0]) {
      const start = performance.now();
      const r = solveNative(empty(16), { limit: 0, collect: false, timeoutMs: 300, deadEndBudget });
      expect(r.status).toBe("timeout");
      expect(r.complete).toBe(false);
      expect(r.count).toBeGreaterThan(0);
      expect(performance.now() - start).toBeLessThan(3000);
    }
  });

  it("traces guesses, contradictions and backtracks that replay consistently", () => {
    const p = loadEntries("puzzles/strimko/dlthompson-6_4.txt")[0].puzzle!;
    const r = solveNative(p, { limit: 2, trace: true });
    const t = r.trace!;
    const guesses = t.filter((e) => e.kind === "guess");
    expect(guesses.length).toBe(r.stats.guesses);
    expect(t.filter((e) => e.kind === "backtrack").length).toBe(r.stats.backtracks);
    expect(t.filter((e) => e.kind === "solution").length).toBe(r.count);
    // Depth goes up by one with each guess and back with each backtrack.
    let depth = 0;
    for (const e of t) {
      if (e.kind === "guess") expect(e.depth).toBe(depth++);
      if (e.kind === "backtrack") expect(e.depth).toBe(--depth);
    }
    expect(depth).toBe(0);
    // A guess is made on one of the shortest open disjunctions, with its literals as the options.
    for (const g of guesses) if (g.kind === "guess") expect(g.options).toBeGreaterThanOrEqual(2);
  });

  it("solves n = 1 and an unconstrained 1x1", () => {
    expect(solveNative(textPuzzle("streams:\n a\n"), { limit: 2 })).toMatchObject({ count: 1, complete: true, solutions: [[[1]]] });
  });
});
