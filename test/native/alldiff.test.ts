/**
 * All-different with arc consistency in the search with learning (cdcl/alldiff.ts, the option
 * `allDifferent`): the same solutions as without it, on quasigroup-with-holes instances of the
 * benchmark (bench/qwh.mjs) with hundreds of solutions; a Hall set too small, which unit propagation
 * does not see, refuted before any guess; removals with their reasons on a hard instance, every
 * solution verified.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { openProblem } from "../../src/engines/native/cdcl/problem.js";
import { Cdcl } from "../../src/engines/native/cdcl/search.js";
import { borrowLiteral, returnLiteral } from "../../src/engines/native/session.js";
import { solveNative } from "../../src/engines/native/solver.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { verify } from "../../src/puzzle/verify.js";
import { ROOT, textPuzzle } from "../helpers.js";

type Qwh = { qwhInstance: (n: number, factor: number, model: string, seed: number) => { puzzle: Puzzle } };
const qwh = () => import(pathToFileURL(join(ROOT, "bench/qwh.mjs")).href) as Promise<Qwh>;
const key = (g: number[][]) => JSON.stringify(g);

/** The search with learning on the puzzle resolution leaves, with or without all-different. */
function learn(p: Puzzle, allDifferent: boolean, limit = 0) {
  const e = borrowLiteral(p);
  try {
    if (!e.start(p.givens)) return { unsat: true as const };
    const cdcl = new Cdcl(openProblem(e.g, e), 0, { allDifferent });
    return { unsat: false as const, result: cdcl.solve(limit, Infinity, true), stats: cdcl.allDifferentStats };
  } finally {
    returnLiteral(e);
  }
}

describe("all-different with arc consistency", () => {
  it("finds the very solutions the search finds without it", async () => {
    const { qwhInstance } = await qwh();
    for (const [n, f, s] of [
      [10, 1.1, 1],
      [12, 1.1, 3],
      [16, 1.0, 5],
    ] as const) {
      const { puzzle } = qwhInstance(n, f, "balanced", s);
      const without = solveNative(puzzle, { limit: 3000, deadEndBudget: 0 });
      const withIt = solveNative(puzzle, { limit: 3000, deadEndBudget: 0, allDifferent: true });
      expect(withIt.count).toBe(without.count);
      if (without.count < 3000) expect(withIt.solutions.map(key).sort()).toEqual(without.solutions.map(key).sort());
      for (const g of withIt.solutions) expect(verify(puzzle, g)).toEqual([]);
    }
  });

  it("refutes a Hall set too small before any guess, where unit propagation needs guesses", () => {
    // Row 1's first three cells can only hold 1 or 2 (their columns hold 3, 4 and 5 below).
    const p = textPuzzle(`streams:\n${" . . . . .\n".repeat(5)}givens:\n . . . . .\n 3 4 5 . .\n 4 5 3 . .\n 5 3 4 . .\n . . . . .\n`);
    const without = learn(p, false);
    const withIt = learn(p, true);
    expect(without.unsat || withIt.unsat).toBe(false);
    expect(without.result?.status).toBe("unsatisfiable");
    expect(without.result?.decisions).toBeGreaterThan(0);
    expect(withIt.result).toMatchObject({ status: "unsatisfiable", decisions: 0, conflicts: 0 });
    expect(withIt.stats?.failures).toBeGreaterThan(0);
  });

  it("removes literals with their reasons on a hard instance, and its solutions hold", async () => {
    const { puzzle } = (await qwh()).qwhInstance(30, 1.2, "balanced", 2);
    const r = learn(puzzle, true, 2);
    expect(r.result?.status).toBe("solved");
    expect(r.stats?.removed).toBeGreaterThan(0);
    for (const g of r.result!.solutions) expect(verify(puzzle, g)).toEqual([]);
  }, 60_000);
});
