/** 16x16 and 25x25 Sudoku and the large generated puzzles: what makes the choice of encoding matter. */
import { describe, expect, it } from "vitest";
import { solveAsp, verify } from "../../src/index.js";
import { loadEntries } from "../helpers.js";

describe.each(["puzzles/sudoku/gecode_hakank_16x16.txt", "puzzles/generated", "puzzles/sudoku/gecode_hakank_25x25_first3.txt"])("%s", (path) => {
  it("solves each puzzle with the default encoding to a verified, unique solution", async () => {
    const entries = loadEntries(path);
    expect(entries.length).toBeGreaterThan(0);
    for (const { id, puzzle, error } of entries) {
      expect(error, id).toBeUndefined();
      const r = await solveAsp(puzzle!, { label: id });
      expect(r, id).toMatchObject({ status: "solved", unique: true });
      expect(verify(puzzle!, r.solution!), id).toEqual([]);
    }
  });
});
