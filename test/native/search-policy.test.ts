/**
 * The search with learning's policy by kind of puzzle (cdcl/search.ts, searchPolicyFor): which one
 * a puzzle gets; and the learned-clause store's two policies (cdcl/clauses.ts, StorePolicy), which
 * enumerate the very same solutions through many reductions (a reduction drops learned clauses
 * only, never a disjunction or a clause that excludes a solution found). Target phases:
 * target-phases.test.ts.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { openProblem } from "../../src/engines/native/cdcl/problem.js";
import { Cdcl, searchPolicyFor } from "../../src/engines/native/cdcl/search.js";
import { ClauseStore, type StorePolicy } from "../../src/engines/native/cdcl/clauses.js";
import { borrowLiteral, returnLiteral } from "../../src/engines/native/session.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { verify } from "../../src/puzzle/verify.js";
import { loadEntries, ROOT } from "../helpers.js";

type Qwh = { qwhInstance: (n: number, factor: number, model: string, seed: number) => { puzzle: Puzzle } };
const qwh = async () => (await import(pathToFileURL(join(ROOT, "bench/qwh.mjs")).href)) as Qwh;

/** The search with learning on what resolution leaves, with the given policy (or the puzzle's own). */
function learn(p: Puzzle, store: StorePolicy | undefined, limit: number) {
  const e = borrowLiteral(p);
  try {
    expect(e.start(p.givens)).toBe(true);
    const problem = openProblem(e.g, e);
    const cdcl = new Cdcl(problem, 0, { store });
    return { policy: searchPolicyFor(problem), chosen: cdcl.store, result: cdcl.solve(limit, Infinity, true) };
  } finally {
    returnLiteral(e);
  }
}

describe("the search with learning's policy", () => {
  it("is the large store and target phases for Latin-square completion, the tiered store and saved phases with full streams", async () => {
    const { qwhInstance } = await qwh();
    const latin = learn(qwhInstance(12, 1.1, "balanced", 3).puzzle, undefined, 1);
    expect(latin).toMatchObject({ policy: { store: "large", targetPhases: true }, chosen: "large" });
    const sudoku = learn(loadEntries("puzzles/generated/sudoku16_k30_s3.json")[0].puzzle!, undefined, 1);
    expect(sudoku).toMatchObject({ policy: { store: "tiered", targetPhases: false }, chosen: "tiered" });
  });

  it("finds the same solutions under either policy, through thousands of conflicts and several reductions", async () => {
    const { qwhInstance } = await qwh();
    const { puzzle } = qwhInstance(18, 1.1, "balanced", 1);
    const key = (g: number[][]) => JSON.stringify(g);
    const large = learn(puzzle, "large", 0).result;
    const tiered = learn(puzzle, "tiered", 0).result;
    // The first reduction comes after 2,000 conflicts: both must have reduced several times.
    expect(large.conflicts).toBeGreaterThan(5000);
    expect(tiered.conflicts).toBeGreaterThan(5000);
    expect(large).toMatchObject({ status: "solved", complete: true });
    expect(tiered).toMatchObject({ status: "solved", complete: true });
    expect(tiered.count).toBe(large.count);
    expect(tiered.solutions.map(key).sort()).toEqual(large.solutions.map(key).sort());
    expect(new Set(tiered.solutions.map(key)).size).toBe(tiered.count);
    for (const g of tiered.solutions) expect(verify(puzzle, g)).toEqual([]);
  });

  it("keeps, in the tiered store, the clauses of small LBD used since the last reduction, which the large store drops", () => {
    // Eight clauses over literals of their own: 0-3 of LBD 4, used (bumped) once; 4-7 of LBD 3,
    // never used. A reduction drops the worse half of those above LBD 2, the highest LBD first:
    // the large store drops 0-3; the tiered one keeps them (used, LBD up to 6) and drops two of
    // 4-7. The flags are cleared by the reduction: at the next one, unused, 0-3 go first.
    const store = (tiered: boolean) => {
      const s = new ClauseStore(2 * 100);
      const offsets = Array.from({ length: 8 }, (_, i) => s.add([6 * i, 6 * i + 2, 6 * i + 4], i < 4 ? 4 : 3));
      for (let i = 0; i < 4; i++) s.bump(offsets[i]);
      s.reduce(new Set(), tiered);
      return s;
    };
    const kept = (s: ClauseStore) => Array.from({ length: 8 }, (_, i) => s.watchers(6 * i).length > 0);
    expect(kept(store(false))).toEqual([false, false, false, false, true, true, true, true]);
    const tiered = store(true);
    const once = kept(tiered);
    expect(once.slice(0, 4)).toEqual([true, true, true, true]);
    expect(once.slice(4).filter(Boolean)).toHaveLength(2);
    tiered.reduce(new Set(), true);
    expect(kept(tiered).slice(0, 4).filter(Boolean).length).toBeLessThan(4);
  });
});
