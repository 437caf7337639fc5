/**
 * The analysis against independent answers: true candidates and counts against every solution
 * listed by plain backtracking (oracle.ts), the fewest extra givens against every set of cells
 * tried (n <= 5), every core unsatisfiable and minimal by clingo, redundant givens against the
 * count without each.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { restricted } from "../../src/analyze/core.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { count, parsePuzzle, type Grid, type Puzzle } from "../../src/index.js";
import { contradictoryPuzzle, randomPuzzle } from "../generators.js";
import { loadEntries, ROOT, textPuzzle } from "../helpers.js";
import { allSolutions, fewestByExhaustion } from "./oracle.js";

/** The counts the analysis should give: per cell and value, the solutions with it, up to 2. */
function expectedCounts(p: Puzzle, solutions: Grid[]): number[][][] {
  const n = p.size;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => Array.from({ length: n }, (_, v) => Math.min(2, solutions.filter((g) => g[r][c] === v + 1).length))),
  );
}

/** A puzzle with at most `most` solutions: givens of its first solution added, in reading order, until it has. */
function fewSolutions(p: Puzzle, most: number): Puzzle {
  const givens = p.givens.map((row) => row.slice());
  let q = { ...p, givens };
  let s = allSolutions(q);
  const n = p.size;
  for (let i = 0; i < n * n && s.length > most; i++) {
    const [r, c] = [Math.floor(i / n), i % n];
    if (givens[r][c] === 0) givens[r][c] = s[0][r][c];
    q = { ...p, givens };
    s = allSolutions(q);
  }
  return q;
}

describe("true candidates and what each does", () => {
  test.prop([randomPuzzle(1, 4)], { numRuns: 60 })("equal the union and counts of every solution (native)", async (p) => {
    const solutions = allSolutions(p);
    const a = await analyze(p, { engine: "native" });
    expect(a.solutions.count).toBe(solutions.length);
    expect(a.solutions.exact).toBe(true);
    expect(a.counts).toEqual(expectedCounts(p, solutions));
    expect(a.candidates).toEqual(expectedCounts(p, solutions).map((row) => row.map((cell) => cell.flatMap((k, v) => (k > 0 ? [v + 1] : [])))));
    expect(a.status).toBe(solutions.length === 0 ? "none" : solutions.length === 1 ? "unique" : "several");
  });

  test.prop([randomPuzzle(2, 5)], { numRuns: 25 })("clingo's brave consequences agree (both engines)", async (p) => {
    const a = await analyze(p, { engine: "both" });
    expect(a.crosscheck.candidates).toBe("agree");
    expect(a.candidatesBy).toEqual(["native", "clingo"]);
  });

  it("probes past the listed solutions on a puzzle with more than a thousand (the empty 4x4 Latin square, 576, listed; the empty 5x5, 161,280, probed)", async () => {
    const empty = (n: number): Puzzle => ({
      size: n,
      streams: Array.from({ length: n }, () => new Array(n).fill(0)),
      givens: Array.from({ length: n }, () => new Array(n).fill(0)),
    });
    // The fewest givens of an empty square are a long search: a second is enough for the candidates.
    const five = await analyze(empty(5), { engine: "native", timeoutMs: 1000 });
    expect(five.solutions.exact).toBe(false);
    expect(five.solutions.count).toBeGreaterThanOrEqual(1000);
    expect(five.counts?.flat(2).every((k) => k === 2)).toBe(true);
    // What the clock cut short says so: the best set found, not proved, with its bound.
    expect(five.fewest?.exact).toBe(false);
    expect(five.fewest?.lowerBound).toBeLessThanOrEqual(five.fewest?.givens.length ?? 0);
    // A 5x5 whose first row is given: every other cell still takes each value but its column's.
    const p = empty(5);
    p.givens[0] = [1, 2, 3, 4, 5];
    const a = await analyze(p, { engine: "native", timeoutMs: 1000 });
    expect(a.candidates?.[3][2]).toEqual([1, 2, 4, 5]);
    expect(a.counts?.[0][0]).toEqual([2, 0, 0, 0, 0]);
  });
});

describe("the fewest extra givens that make a puzzle unique", () => {
  test.prop([randomPuzzle(2, 5)], { numRuns: 40 })(
    "are as few as any set of cells tried, smallest first, allows (n <= 5), and leave one solution",
    async (raw) => {
      const p = fewSolutions(raw, 24);
      const solutions = allSolutions(p);
      fc.pre(solutions.length >= 2);
      const a = await analyze(p, { engine: "native" });
      expect(a.status).toBe("several");
      const f = a.fewest;
      expect(f).not.toBeNull();
      if (!f) return;
      expect(f.exact).toBe(true);
      expect(f.scope).toBe("every solution");
      expect(f.givens.length).toBe(fewestByExhaustion(p, solutions));
      // The givens are the kept solution's, and leave it alone.
      const givens = p.givens.map((row) => row.slice());
      for (const [r, c, v] of f.givens) {
        expect(f.solution[r - 1][c - 1]).toBe(v);
        givens[r - 1][c - 1] = v;
      }
      expect(allSolutions({ ...p, givens })).toEqual([f.solution]);
    },
  );

  it("for a solution the setter picks, as few as that solution allows", async () => {
    // A 4x4 Sudoku with two givens: many solutions; the last one listed is the one to keep.
    const p = textPuzzle("size: 4\nstreams:\na a b b\na a b b\nc c d d\nc c d d\ngivens:\n1 . . .\n. . . .\n. . . 2\n. . . .\n");
    const solutions = allSolutions(p);
    const chosen = solutions[solutions.length - 1];
    const a = await analyze(p, { engine: "native", solution: chosen });
    expect(a.fewest?.scope).toBe("the chosen solution");
    expect(a.fewest?.solution).toEqual(chosen);
    expect(a.fewest?.exact).toBe(true);
    expect(a.fewest?.givens.length).toBe(fewestByExhaustion(p, solutions, chosen));
  });
});

describe("the fewest extra givens past 64 solutions (a puzzle maker's trial: 1 was there, 2 said proved)", () => {
  const conceptis = () => {
    const path = "puzzles/multi/conceptis-069-three-givens-less.txt";
    return parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));
  };

  it("a candidate in exactly one solution is one given that makes the puzzle unique: the fewest, over every solution", async () => {
    const p = conceptis();
    p.givens[8][8] = 2; // 203 solutions, two candidates in one each
    const a = await analyze(p, { engine: "native" });
    expect(a.solutions).toEqual({ count: 203, exact: true });
    expect(a.fewest).toMatchObject({ exact: true, lowerBound: 1, scope: "every solution" });
    const [[r, c, v]] = a.fewest!.givens;
    expect(a.counts![r - 1][c - 1][v - 1]).toBe(1);
    const given = { ...p, givens: p.givens.map((row) => row.slice()) };
    given.givens[r - 1][c - 1] = v;
    expect((await count(given, { engine: "native", limit: 2, solutions: true })).solutions).toEqual([a.fewest!.solution]);
  });

  it("no candidate in one solution, every count decided: two givens found for one solution are the fewest for every solution", async () => {
    const a = await analyze(conceptis(), { engine: "native" });
    expect(a.solutions).toEqual({ count: 396, exact: true });
    expect(a.counts!.flat(2).includes(1)).toBe(false);
    expect(a.fewest).toMatchObject({ exact: true, lowerBound: 2, scope: "every solution" });
    expect(a.fewest!.givens).toHaveLength(2);
  });
});

describe("the fewest extra givens over every solution, up to a thousand of them", () => {
  it("tdoku's first multi-solution Sudoku (125 solutions): two givens, proved over every solution; one given never does (each value of each cell counted)", async () => {
    const [{ puzzle }] = loadEntries("puzzles/sudoku/tdoku_test_multisolution.txt");
    const p = puzzle!;
    const a = await analyze(p, { engine: "native" });
    expect(a.solutions).toEqual({ count: 125, exact: true });
    expect(a.fewest).toMatchObject({ exact: true, lowerBound: 2, scope: "every solution" });
    expect(a.fewest!.givens).toHaveLength(2);
    const givens = p.givens.map((row) => row.slice());
    for (const [r, c, v] of a.fewest!.givens) givens[r - 1][c - 1] = v;
    expect((await count({ ...p, givens }, { engine: "native", limit: 2 })).count).toBe(1);
    // No single given: every empty cell's every value leaves 0 or 2+ solutions.
    for (let r = 0; r < 9; r++)
      for (let c = 0; c < 9; c++) {
        if (p.givens[r][c] !== 0) continue;
        for (let v = 1; v <= 9; v++) {
          const one = p.givens.map((row) => row.slice());
          one[r][c] = v;
          expect((await count({ ...p, givens: one }, { engine: "native", limit: 2 })).count, `(${r + 1},${c + 1}) = ${v}`).not.toBe(1);
        }
      }
  });
});

describe("why a puzzle has no solution", () => {
  /** clingo's count of the puzzle cut down to the core's members. */
  const clingoCount = async (p: Puzzle, givens: number[], streams: number[]) =>
    (await count(restricted(p, { givens, streams }), { engine: "asp", limit: 1 })).count;

  test.prop([contradictoryPuzzle(2, 6)], { numRuns: 25 })("a core has no solution, and each member left out gives one (clingo, unaided)", async (p) => {
    const a = await analyze(p, { engine: "both" });
    expect(a.status).toBe("none");
    const core = a.core;
    expect(core?.minimal).toBe(true);
    expect(a.crosscheck.core).toBe("agree");
    if (!core) return;
    const n = p.size;
    const givens = core.givens.map(([r, c, v]) => {
      expect(p.givens[r - 1][c - 1]).toBe(v);
      return (r - 1) * n + c - 1;
    });
    expect(await clingoCount(p, givens, core.streams)).toBe(0);
    for (const g of givens)
      expect(
        await clingoCount(
          p,
          givens.filter((x) => x !== g),
          core.streams,
        ),
      ).toBe(1);
    for (const s of core.streams)
      expect(
        await clingoCount(
          p,
          givens,
          core.streams.filter((x) => x !== s),
        ),
      ).toBe(1);
  });

  it("names a stream when the layout alone has no solution (a 2x2 whose stream joins the diagonal)", async () => {
    const p = textPuzzle("size: 2\nstreams:\na .\n. a\n");
    const a = await analyze(p, { engine: "both" });
    expect(a.status).toBe("none");
    expect(a.core).toEqual({
      givens: [],
      streams: [1],
      streamCells: [
        [
          [1, 1],
          [2, 2],
        ],
      ],
      minimal: true,
    });
    expect(a.crosscheck.core).toBe("agree");
  });
});

describe("redundant givens", () => {
  test.prop([randomPuzzle(2, 5)], { numRuns: 40 })("are those whose removal leaves one solution", async (raw) => {
    const p = fewSolutions(raw, 1);
    fc.pre(allSolutions(p).length === 1);
    const a = await analyze(p, { engine: "native" });
    expect(a.status).toBe("unique");
    const n = p.size;
    const expected: [number, number, number][] = [];
    for (let i = 0; i < n * n; i++) {
      const [r, c] = [Math.floor(i / n), i % n];
      if (p.givens[r][c] === 0) continue;
      const givens = p.givens.map((row) => row.slice());
      givens[r][c] = 0;
      if (allSolutions({ ...p, givens }).length === 1) expected.push([r + 1, c + 1, p.givens[r][c]]);
    }
    expect(a.redundant?.givens).toEqual(expected);
    expect(a.redundant?.complete).toBe(true);
    // The set that may go at once: unique without all of it, and no other redundant given can join.
    const together = a.redundant!.together;
    const without = (cells: [number, number, number][]) => ({
      ...p,
      givens: p.givens.map((row, r) => row.map((v, c) => (cells.some(([i, j]) => i === r + 1 && j === c + 1) ? 0 : v))),
    });
    if (expected.length > 0) expect(allSolutions(without(together))).toHaveLength(1);
    else expect(together).toEqual([]);
    const inTogether = (x: [number, number, number]) => together.some((t) => t[0] === x[0] && t[1] === x[1]);
    for (const g of expected.filter((x) => !inTogether(x))) expect(allSolutions(without([...together, g])).length).toBeGreaterThan(1);
  });
});
