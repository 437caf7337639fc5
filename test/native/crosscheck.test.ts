/**
 * Both engines on random puzzles: the same verdict, the same count up to 3, the same
 * unique solution, each solution verified. Shrinking finds a small counterexample.
 */
import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { count, verify } from "../../src/index.js";
import { solveAnswer } from "../../src/engines/verdict.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { solve } from "../../src/engines/run.js";
import { contradictoryPuzzle, randomPuzzle } from "../generators.js";

const distinct = (grids: number[][][]) => new Set(grids.map((g) => JSON.stringify(g))).size;
// A random puzzle can be genuinely hard; an engine that runs out of time has nothing to compare, but
// must still never contradict the other.
const timeoutMs = 3000;

describe("clingo and the native engine on random puzzles", () => {
  test.prop([randomPuzzle(1, 9)], { numRuns: 1000 })("agree on status, uniqueness and the solution", async (p) => {
    const r = await solve(p, { engine: "both", timeoutMs });
    expect(r.agree, r.disagreement).not.toBe(false);
    if (r.solution) expect(verify(p, r.solution)).toEqual([]);
    if (r.engines.asp!.status === "timeout" || r.engines.native!.status === "timeout") return;
    expect(r.agree).toBe(true);
    expect(solveAnswer(r.engines.asp!)).toMatchObject({ status: solveAnswer(r.engines.native!).status, unique: solveAnswer(r.engines.native!).unique });
  });

  test.prop([randomPuzzle(1, 7)], { numRuns: 300 })("count the same number of solutions, up to 3", async (p) => {
    const asp = await count(p, { engine: "asp", limit: 3, solutions: true, timeoutMs });
    const native = solveNative(p, { limit: 3, timeoutMs });
    if (asp.status === "timeout" || native.status === "timeout") return;
    expect(native.count).toBe(asp.count);
    expect(native.complete).toBe(asp.count! < 3);
    expect(distinct(native.solutions)).toBe(native.count);
    for (const g of native.solutions) expect(verify(p, g)).toEqual([]);
  });

  test.prop([contradictoryPuzzle()], { numRuns: 200 })("both say there is no solution when the givens contradict each other", async (p) => {
    const r = await solve(p, { engine: "both", timeoutMs });
    expect(r).toMatchObject({ status: "unsatisfiable", agree: true });
  });
});

describe("the search with learning", () => {
  test.prop([randomPuzzle(1, 8)], { numRuns: 1000 })("counts what the depth-first search counts, up to 3, with verified distinct solutions", (p) => {
    const dfs = solveNative(p, { limit: 3, deadEndBudget: Infinity, timeoutMs });
    const cdcl = solveNative(p, { limit: 3, deadEndBudget: 0, timeoutMs });
    if (dfs.status === "timeout" || cdcl.status === "timeout") return;
    expect(cdcl.count).toBe(dfs.count);
    expect(cdcl.complete).toBe(dfs.complete);
    expect(distinct(cdcl.solutions)).toBe(cdcl.count);
    for (const g of cdcl.solutions) expect(verify(p, g)).toEqual([]);
  });
});
