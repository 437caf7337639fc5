/**
 * The 9x9 Sudoku sets through both engines, cross-checked: published solutions
 * where there are some, unsatisfiable where the source recorded none, and the
 * exact solution counts of the multi-solution set.
 */
import { describe, expect, it } from "vitest";
import { parsePuzzles, verify } from "../../src/index.js";
import { count, solve } from "../../src/solve.js";
import { loadEntries, readLines } from "../helpers.js";

const SETS = ["norvig_top95", "norvig_hardest", "norvig_easy50", "gecode_hakank_9x9", "tdoku_test_unique", "npm_sudoku_gen_seeds"];

/** A solution line as a grid, read by the same Sudoku reader (a full grid is a puzzle with every cell given). */
function grid(line: string): number[][] {
  return parsePuzzles("solution", line, "sudoku")[0].puzzle!.givens;
}

describe.each(SETS)("%s", (set) => {
  it("both engines solve each puzzle to the same verified, unique solution, equal to the published one where there is one", async () => {
    const entries = loadEntries(`puzzles/sudoku/${set}.txt`);
    expect(entries.length).toBeGreaterThan(0);
    const published = set === "tdoku_test_unique" || set === "npm_sudoku_gen_seeds" ? readLines(`puzzles/sudoku/${set}.solutions`) : undefined;
    if (published) expect(published.length).toBe(entries.length);
    for (const [k, { id, puzzle, error }] of entries.entries()) {
      expect(error, id).toBeUndefined();
      const r = await solve(puzzle!, { label: id });
      expect(r, `${id}: ${r.disagreement}`).toMatchObject({ status: "solved", unique: true, agree: true });
      expect(verify(puzzle!, r.solution!), id).toEqual([]);
      if (published) expect(r.solution, id).toEqual(grid(published[k]));
    }
  });
});

describe("tdoku_test_nosolution", () => {
  it("both engines report every puzzle unsatisfiable", async () => {
    const entries = loadEntries("puzzles/sudoku/tdoku_test_nosolution.txt");
    expect(entries).toHaveLength(10);
    for (const { id, puzzle } of entries) {
      expect(await solve(puzzle!), id).toMatchObject({ status: "unsatisfiable", agree: true });
      expect(await count(puzzle!), id).toMatchObject({ count: 0, agree: true });
    }
  });
});

describe("tdoku_test_multisolution", () => {
  it("both engines judge every puzzle not unique and count exactly the recorded number of solutions", async () => {
    const entries = loadEntries("puzzles/sudoku/tdoku_test_multisolution.txt");
    const counts = readLines("puzzles/sudoku/tdoku_test_multisolution.counts").map(Number);
    expect(entries).toHaveLength(15);
    expect(counts).toHaveLength(15);
    // The largest recorded count is 847; a limit of 1000 counts every one to the end.
    for (const [k, { id, puzzle }] of entries.entries()) {
      expect(await solve(puzzle!), id).toMatchObject({ status: "solved", unique: false, agree: true });
      const counted = await count(puzzle!, { limit: 1000 });
      expect(counted, id).toMatchObject({ status: "counted", count: counts[k], complete: true, agree: true });
      expect(counted.engines.native, id).toMatchObject({ count: counts[k], complete: true });
    }
  });
});
