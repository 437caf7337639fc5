/**
 * The stronger inferences above resolution (src/explain/techniques.ts, issue 25, defect 5): the
 * singles reach resolution's own fixpoint; every technique is sound (what it knows holds in every
 * solution, listed by plain backtracking); the levels they give spread published puzzles that all
 * graded "search" before; the generator makes puzzles of the new levels, minimal for their level.
 */
import { test as propTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LEVELS, difficulty, withinLevel } from "../../src/explain/difficulty.js";
import { applyTechniques } from "../../src/explain/techniques.js";
import { resolve, solveNative } from "../../src/engines/native/solver.js";
import { generate } from "../../src/index.js";
import { allSolutions } from "../analyze/oracle.js";
import { randomPuzzle } from "../generators.js";
import { loadEntries } from "../helpers.js";

describe("the techniques", () => {
  propTest.prop([randomPuzzle(1, 9)], { numRuns: 200 })("with none allowed, the singles reach RESOLVESTRIMKO's fixpoint", (p) => {
    const r = resolve(p);
    const t = applyTechniques(p, []);
    expect(t.status === "contradiction").toBe(r.status === "contradiction");
    if (r.status !== "contradiction") expect(t.grid).toEqual(r.grid);
    expect(t.uses).toEqual([]);
  });

  propTest.prop([randomPuzzle(2, 5)], { numRuns: 200 })("are sound: what they know holds in every solution, and a contradiction means none", (p) => {
    const solutions = allSolutions(p);
    const t = applyTechniques(p);
    if (t.status === "contradiction") expect(solutions).toEqual([]);
    for (const s of solutions) t.grid.forEach((row, r) => row.forEach((v, c) => v !== 0 && expect(v).toBe(s[r][c])));
    if (t.status === "solved") expect(solutions).toEqual([t.grid]);
  });

  it("on every bundled 9x9 or smaller puzzle with one solution: never a wrong value, and solved only where that solution is", () => {
    const entries = [
      "puzzles/strimko",
      "puzzles/jigsaw",
      "puzzles/sudoku/norvig_top95.txt",
      "puzzles/sudoku/npm_sudoku_gen_seeds.txt",
      "puzzles/sudoku/norvig_easy50.txt",
    ].flatMap((path) => loadEntries(path));
    let used = 0;
    for (const { id, puzzle } of entries) {
      if (!puzzle || puzzle.size > 9) continue;
      const s = solveNative(puzzle, { limit: 2 });
      if (s.count !== 1) continue;
      const t = applyTechniques(puzzle);
      expect(t.status, id).not.toBe("contradiction");
      t.grid.forEach((row, r) => row.forEach((v, c) => v !== 0 && expect(v, `${id} (${r + 1},${c + 1})`).toBe(s.solutions[0][r][c])));
      used += t.uses.length;
    }
    expect(used).toBeGreaterThan(100);
  });

  it("name each use in explain's words: a pair and a triple, of cells and of places", () => {
    const seeds = loadEntries("puzzles/sudoku/npm_sudoku_gen_seeds.txt").map((e) => e.puzzle!);
    const texts = seeds.flatMap((p) => applyTechniques(p).uses);
    expect(
      texts.some(
        (u) =>
          u.technique === "pair" &&
          /^\(\d,\d\) and \(\d,\d\) in (row|column|stream) \d can only hold \d and \d between them: those values are ruled out of/.test(u.text),
      ),
    ).toBe(true);
    expect(texts.some((u) => u.technique === "triple" && / can only hold \d, \d and \d between them/.test(u.text))).toBe(true);
    expect(texts.some((u) => u.technique === "pair" && /must hold \d and \d, and only \(\d,\d\) and \(\d,\d\) can take them/.test(u.text))).toBe(true);
  });
});

describe("the levels above hard (issue 25: every medium and hard graded search)", () => {
  it("Norvig's top95, all search before, spread over tough, fiendish, diabolical and search", () => {
    const levels = loadEntries("puzzles/sudoku/norvig_top95.txt").map((e) => difficulty(e.puzzle!).level);
    for (const l of ["tough", "fiendish", "diabolical", "search"] as const) expect(levels.filter((x) => x === l).length, l).toBeGreaterThan(0);
  });

  it("the generator makes them, minimal for their level: any one given less and it is harder, or not unique", async () => {
    for (const [kind, size, level] of [
      ["strimko", 7, "tough"],
      ["strimko", 7, "fiendish"],
      ["sudoku", 9, "diabolical"],
    ] as const) {
      const [g] = await generate({ kind, size, difficulty: level, seed: "levels" });
      expect(g.difficulty.level).toBe(level);
      expect(difficulty(g.puzzle).level).toBe(level);
      const { givens } = g.puzzle;
      givens.forEach((row, r) =>
        row.forEach((v, c) => {
          if (v === 0) return;
          const less = { ...g.puzzle, givens: givens.map((x) => x.slice()) };
          less.givens[r][c] = 0;
          const unique = solveNative(less, { limit: 2 }).count === 1;
          expect(unique && withinLevel(less, level), `${kind} ${level} without (${r + 1},${c + 1})`).toBe(false);
        }),
      );
    }
    // 20-25 s on 2 cores beside another test file; it went past 60 s with four busy processes.
  }, 240_000);

  it("LEVELS, easiest first", () => {
    expect(LEVELS).toEqual(["easy", "medium", "hard", "tough", "fiendish", "diabolical", "search"]);
  });
});
