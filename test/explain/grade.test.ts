/**
 * Grades against the corpus: the resolution-only statuses of the bundled
 * Strimko (the seven boards puzzles/expected.jsonl says resolution stalls on
 * need search, the other 27 do not), and the puzzles that state their intent.
 * Both engines run (the counts are cross-checked).
 */
import { describe, expect, it } from "vitest";
import { grade } from "../../src/explain/grade.js";
import { resolve, solveNative } from "../../src/engines/native/solver.js";
import { MAX_GUESSES } from "../../src/explain/steps.js";
import { resolutionOutcomes } from "../corpus/expected.js";
import { loadEntries } from "../helpers.js";

const { stalls, finishes } = resolutionOutcomes();

describe("grades of the bundled Strimko", () => {
  const entries = loadEntries("puzzles/strimko");

  it("search for the seven boards resolution cannot finish, resolution for the other 27", async () => {
    const grades = new Map<string, string>();
    for (const { id, puzzle } of entries) {
      const g = await grade(puzzle!, { label: id });
      grades.set(puzzle!.title!, g.grade);
      // The grade agrees with what resolution alone does.
      expect(g.grade, id).toBe(resolve(puzzle!).status === "solved" ? "resolution" : "search");
      expect(g.solutions, id).toBe(1);
      if (g.grade === "search") {
        expect(g.guesses, id).toBeGreaterThan(0);
        expect(g.depth, id).toBeGreaterThanOrEqual(1);
        expect(g.depth!, id).toBeLessThanOrEqual(g.guesses!);
        expect(g.open, id).toBeGreaterThan(0);
        // The statistics are those of the assignment's search for a second solution (no pointing),
        // the tree the depth is measured on (grade-searches.test.ts: its traced rerun).
        const s = solveNative(puzzle!, { limit: 2, pointing: false }).stats;
        expect([g.guesses, g.backtracks], id).toEqual([s.guesses, s.backtracks]);
      } else expect(g).toMatchObject({ guesses: null, depth: null, open: 0 });
    }
    expect(
      [...grades]
        .filter(([, g]) => g === "search")
        .map(([t]) => t)
        .sort(),
    ).toEqual([...stalls].sort());
    expect(
      [...grades]
        .filter(([, g]) => g === "resolution")
        .map(([t]) => t)
        .sort(),
    ).toEqual([...finishes].sort());
    expect([stalls.length, finishes.length]).toEqual([7, 27]);
  });
});

describe("grades of puzzles that state their intent", () => {
  it("puzzles/unsat: impossible", async () => {
    for (const { id, puzzle } of loadEntries("puzzles/unsat")) {
      const g = await grade(puzzle!);
      expect(g, id).toMatchObject({ grade: "impossible", solutions: 0 });
      // Refuted by resolution: no search; otherwise the search's statistics.
      const s = resolve(puzzle!).status === "contradiction" ? null : solveNative(puzzle!, { limit: 1 }).stats;
      expect([g.guesses, g.backtracks], id).toEqual(s ? [s.guesses, s.backtracks] : [null, null]);
    }
  });
  it("puzzles/multi: ambiguous", async () => {
    for (const { id, puzzle } of loadEntries("puzzles/multi")) {
      expect(await grade(puzzle!), id).toMatchObject({ grade: "ambiguous", solutions: 2 });
    }
  });
});

describe("grade on a search longer than MAX_GUESSES without pointing", () => {
  it("does not trace it: no depth, the assignment's guesses (the count's search, with pointing, needs fewer)", async () => {
    // tdoku's unique #13: pointing finds and checks its solution in at most MAX_GUESSES guesses,
    // the assignment's tree (traced by grade) takes more; grade gated its trace on the former.
    const p = loadEntries("puzzles/sudoku/tdoku_test_unique.txt")[12].puzzle!;
    const plain = solveNative(p, { limit: 2, pointing: false }).stats;
    expect(solveNative(p, { limit: 2 }).stats.guesses).toBeLessThanOrEqual(MAX_GUESSES);
    expect(plain.guesses).toBeGreaterThan(MAX_GUESSES);
    const g = await grade(p, { engine: "native" });
    expect(g.grade).toBe("search");
    expect([g.guesses, g.backtracks, g.depth]).toEqual([plain.guesses, plain.backtracks, null]);
    expect(g.reason).not.toMatch(/in force at once/);
  });
});
