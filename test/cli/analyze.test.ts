/** End-to-end: `strimko analyze` as a setter runs it (build first: `npm run build`): one record
 * per puzzle, a bad file among good ones, the exit code, the words of the text output. */
import { describe, expect, it } from "vitest";
import type { AnalyzeRecord } from "../../src/analyze/record.js";
import { strimko } from "./run.js";

const lines = (s: string) =>
  s
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as AnalyzeRecord);

describe("strimko analyze", () => {
  it("one JSON record per puzzle: several (the fewest givens), none (the core, confirmed by clingo), unique (redundant givens), a bad file; exit 2", async () => {
    const r = await strimko([
      "analyze",
      "--json",
      "puzzles/multi/hakank-068-one-given-less.txt",
      "puzzles/unsat/hakank-068-one-given-more.txt",
      "puzzles/strimko/hakank-068.txt",
      "puzzles/invalid/ragged-row.txt",
    ]);
    const [several, none, unique, bad] = lines(r.stdout);
    expect(several).toMatchObject({ status: "several", solutions: { count: 2, exact: true }, candidatesBy: ["native", "clingo"] });
    expect(several.crosscheck.candidates).toBe("agree");
    expect(several.candidates?.[0][0]).toEqual([2, 4]);
    expect(several.counts?.[0][0]).toEqual([0, 1, 0, 1]);
    expect(several.fewest).toMatchObject({ exact: true, lowerBound: 1, scope: "every solution" });
    expect(several.fewest?.givens).toHaveLength(1);
    expect(none).toMatchObject({
      status: "none",
      crosscheck: { core: "agree" },
      core: {
        givens: [
          [1, 1, 2],
          [2, 3, 2],
        ],
        streams: [4],
        minimal: true,
      },
    });
    expect(unique).toMatchObject({ status: "unique", redundant: { givens: [], complete: true }, fewest: null, core: null });
    expect(bad.status).toBe("error");
    expect(bad.error).toMatch(/ragged-row\.txt:\d+:\d+/);
    expect(r.stderr).toMatch(/ragged-row\.txt:\d+:\d+/);
    expect(r.code).toBe(2);
  });

  it("says it in words: pencil marks, the fewest givens, the core; --engine native runs no clingo", async () => {
    const r = await strimko(["analyze", "--engine", "native", "puzzles/multi/sudoku-4x4-two-givens.txt", "puzzles/unsat/latin-3x3.json"]);
    expect(r.stdout).toContain(
      "puzzles/multi/sudoku-4x4-two-givens.txt: 18 solutions\n  true candidates (the values each cell takes in some solution; by native):\n    1     234   234   34\n",
    );
    expect(r.stdout).toMatch(/fewest extra givens to make it unique: 2 \(proved fewest over every solution\): \(\d,\d\)=\d, \(\d,\d\)=\d\n/);
    expect(r.stdout).toContain(
      "puzzles/unsat/latin-3x3.json: no solution\n  why: givens (1,1)=1, (1,2)=2, (2,3)=3 already have no solution (minimal: leave any one out and there is one)\n",
    );
    expect(r.code).toBe(1);
    const json = lines((await strimko(["analyze", "--json", "--engine", "native", "puzzles/unsat/latin-3x3.json"])).stdout)[0];
    expect(json.crosscheck).toEqual({ candidates: "not run", core: "not run" });
  });

  it("keeps the solution a file states when it looks for the fewest givens", async () => {
    const text = "size: 3\nstreams:\n. . .\n. . .\n. . .\ngivens:\n. . .\n. . .\n. . .\nsolution:\n2 3 1\n3 1 2\n1 2 3\n";
    const r = await strimko(["analyze", "--json", "-"], text);
    const [rec] = lines(r.stdout);
    expect(rec.fewest?.scope).toBe("the chosen solution");
    expect(rec.fewest?.solution).toEqual([
      [2, 3, 1],
      [3, 1, 2],
      [1, 2, 3],
    ]);
    expect(rec.fewest?.givens.every(([row, col, v]) => rec.fewest?.solution[row - 1][col - 1] === v)).toBe(true);
  });

  it("says what is not a proper Strimko: a stream short of n cells, not a chain, cells in no stream", async () => {
    const text = "size: 3\nstreams:\na . a\n. . .\n. . .\n";
    const r = await strimko(["analyze", "--engine", "native", "-"], text);
    expect(r.stdout).toContain(
      "  not a proper Strimko: stream 1 has 2 cells, not 3\n  not a proper Strimko: stream 1 is not a chain: its cells are not all joined, cell to neighbouring cell\n  not a proper Strimko: 7 cells are in no stream\n",
    );
    const [rec] = lines((await strimko(["analyze", "--json", "--engine", "native", "puzzles/strimko/hakank-068.txt"])).stdout);
    expect(rec.warnings).toEqual([]);
  });
});
