/**
 * Every bundled puzzle against its expected result in puzzles/expected.jsonl,
 * through both engines (clingo-wasm and the native solver), cross-checked: a
 * unique puzzle solves to one verified solution, equal to the published one
 * where the file or expected.jsonl states one; an impossible one is refuted by
 * both; one with k solutions is counted to exactly k by both; an invalid file
 * is rejected with one positioned error. The puzzles larger than 9x9 are in
 * large.test.ts, with time limits of their own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzles, verify } from "../../src/index.js";
import { count, solve } from "../../src/engines/run.js";
import { loadEntries, ROOT } from "../helpers.js";
import { expected, expectedOf, isLarge, LARGE_SETS, PUZZLE_PATHS, type Expected } from "./expected.js";

type Entry = ReturnType<typeof loadEntries>[number];

const entries = PUZZLE_PATHS.flatMap((path) => loadEntries(path));

/** A puzzle's set: its Sudoku file for a Sudoku line, else its folder. */
const setOf = (id: string): string => (id.includes(".txt:") ? id.slice(0, id.lastIndexOf(":")) : id.slice(0, id.lastIndexOf("/")));

/** The number of puzzles in each set, as puzzles/README.md's table states: none may go missing from both the folder and expected.jsonl. */
const SET_SIZES: Record<string, number> = {
  "puzzles/strimko": 34,
  "puzzles/jigsaw": 120,
  "puzzles/sudoku/norvig_top95.txt": 95,
  "puzzles/sudoku/norvig_hardest.txt": 11,
  "puzzles/sudoku/norvig_easy50.txt": 50,
  "puzzles/sudoku/tdoku_test_unique.txt": 18,
  "puzzles/sudoku/tdoku_test_nosolution.txt": 10,
  "puzzles/sudoku/tdoku_test_multisolution.txt": 15,
  "puzzles/sudoku/gecode_hakank_9x9.txt": 18,
  "puzzles/sudoku/gecode_hakank_16x16.txt": 55,
  "puzzles/sudoku/gecode_hakank_25x25_first3.txt": 3,
  "puzzles/sudoku/npm_sudoku_gen_seeds.txt": 40,
  "puzzles/generated": 6,
  "puzzles/unsat": 3,
  "puzzles/multi": 4,
  "puzzles/invalid": 7,
};

/** Up to this many solutions, count lists them and the test checks each one. */
const LISTED = 20;

/** A solution line as a grid, read by the same Sudoku reader (a full grid is a puzzle with every cell given). */
function grid(line: string): number[][] {
  return parsePuzzles("solution", line, "sudoku")[0].puzzle!.givens;
}

async function check({ id, puzzle, error }: Entry, want: Expected): Promise<void> {
  if (want.rejected) {
    expect(error?.message, id).toMatch(new RegExp(`^${id.replace(/[.]/g, "\\.")}:\\d+:\\d+: \\S`));
    return;
  }
  expect(error, id).toBeUndefined();
  const p = puzzle!;
  const k = want.count!;
  const r = await solve(p, { label: id });
  if (k === 0) {
    expect(r, `${id}: ${r.disagreement}`).toMatchObject({ status: "unsatisfiable", agree: true });
    expect(await count(p, { label: id }), id).toMatchObject({ count: 0, complete: true, agree: true });
    return;
  }
  if (k === 1) {
    expect(r, `${id}: ${r.disagreement}`).toMatchObject({ status: "solved", unique: true, agree: true });
    expect(verify(p, r.solution!), id).toEqual([]);
    if (p.solution) expect(r.solution, id).toEqual(p.solution);
    if (want.solution) expect(r.solution, id).toEqual(grid(want.solution));
    return;
  }
  expect(r, `${id}: ${r.disagreement}`).toMatchObject({ status: "solved", unique: false, agree: true });
  // A limit one above k: a (k+1)th solution would show as a count of k+1, not as a search cut short.
  const counted = await count(p, { limit: k + 1, solutions: k <= LISTED, label: id });
  expect(counted, id).toMatchObject({ status: "counted", count: k, complete: true, agree: true });
  expect(counted.engines.native, id).toMatchObject({ count: k, complete: true });
  if (k <= LISTED) {
    expect(new Set(counted.solutions!.map((g) => JSON.stringify(g))).size, id).toBe(k);
    for (const g of counted.solutions!) expect(verify(p, g), id).toEqual([]);
  }
}

describe("puzzles/expected.jsonl", () => {
  it("has one entry for every bundled puzzle and none for anything else, each with a stated source", () => {
    // Every folder of puzzles/ is read, and no puzzle file lies beside them.
    const top = readdirSync(join(ROOT, "puzzles"), { withFileTypes: true });
    expect(
      top
        .filter((d) => d.isDirectory())
        .map((d) => `puzzles/${d.name}`)
        .sort(),
    ).toEqual([...PUZZLE_PATHS].sort());
    expect(
      top
        .filter((d) => !d.isDirectory())
        .map((d) => d.name)
        .sort(),
    ).toEqual(["README.md", "expected.jsonl"]);
    expect(expected.puzzles.map((e) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
    for (const e of expected.puzzles) {
      expect(expected.sources[e.from], `${e.id}: from "${e.from}"`).toBeDefined();
      expect(e.rejected === true ? e.count === undefined : Number.isInteger(e.count) && e.count! >= 0, e.id).toBe(true);
    }
  });

  it("gives the files that state their intent the count they state", () => {
    const stating = expected.puzzles.filter((e) => e.from === "intent");
    expect(stating.length).toBeGreaterThanOrEqual(3);
    for (const e of stating) expect(Number(/Intent: (\d+) solutions/.exec(readFileSync(join(ROOT, e.id), "utf8"))?.[1]), e.id).toBe(e.count);
  });

  it("holds the sets puzzles/README.md lists, in full", () => {
    const sizes: Record<string, number> = {};
    for (const e of expected.puzzles) sizes[setOf(e.id)] = (sizes[setOf(e.id)] ?? 0) + 1;
    expect(sizes).toEqual(SET_SIZES);
  });

  it("leaves to large.test.ts exactly the puzzles larger than 9x9", () => {
    expect(entries.filter((e) => e.puzzle && e.puzzle.size > 9).map((e) => e.id)).toEqual(entries.filter((e) => isLarge(e.id)).map((e) => e.id));
    expect(LARGE_SETS.every((set) => entries.some((e) => isLarge(e.id) && e.id.startsWith(set)))).toBe(true);
  });
});

const sets = [...new Set(entries.map((e) => setOf(e.id)))].filter((set) => !LARGE_SETS.includes(set));

describe.each(sets)("%s", (set) => {
  it("both engines give each puzzle its expected result", async () => {
    const mine = entries.filter((e) => setOf(e.id) === set);
    expect(mine.length).toBeGreaterThan(0);
    for (const entry of mine) await check(entry, expectedOf(entry.id));
  });
});
