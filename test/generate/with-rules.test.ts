/**
 * `generate --rules` (generate/with-rules.ts): puzzles of a variant, each with exactly one solution
 * with the rules, checked here by plain backtracking filtered by a plain reading of the variant
 * (test/asp/variants-plain.ts), with minimal givens, made again from the seed; the levels and
 * --givens any refused with rules, said why.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { userRules } from "../../src/engines/asp/rules.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { generate } from "../../src/generate/batch.js";
import { readProvenance } from "../../src/generate/provenance.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { allSolutions } from "../analyze/oracle.js";
import { KEEPS } from "../asp/variants-plain.js";
import { ROOT } from "../helpers.js";

const rulesOf = (name: string) => userRules([{ name: `asp/variants/${name}.lp`, text: readFileSync(join(ROOT, "asp/variants", `${name}.lp`), "utf8") }]);
const solutionsWith = (p: Puzzle, keep: (g: Grid) => boolean) => allSolutions(p).filter(keep);

/** The puzzle with one given taken away, for each given. */
function eachRemoved(p: Puzzle): Puzzle[] {
  const out: Puzzle[] = [];
  p.givens.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v !== 0) out.push({ ...p, givens: p.givens.map((x, i) => x.map((y, j) => (i === r && j === c ? 0 : y))) });
    }),
  );
  return out;
}

describe("generate with rules of one's own", () => {
  it.each([
    ["non-consecutive", { kind: "latin" as const, size: 5 }],
    ["anti-knight", { kind: "latin" as const, size: 5 }],
  ])("%s: one solution with the rules, minimal givens, the seed makes it again", async (name, shape) => {
    const rules = rulesOf(name);
    const [g] = await generate({ ...shape, seed: "rules", rules });
    const p = g.puzzle;
    const kept = solutionsWith(p, KEEPS[name]);
    expect(kept).toEqual([g.solution]);
    for (const q of eachRemoved(p)) expect(solutionsWith(q, KEEPS[name]).length).toBeGreaterThan(1);
    expect(p.title).toBe(`${shape.kind} 5x5 with "${name}.lp", seed "rules" #1`);
    expect(readProvenance(p.source!)).toMatchObject({ seed: "rules", difficulty: "any", rules: [`asp/variants/${name}.lp`] });
    const [again] = await generate({ ...shape, seed: "rules", rules });
    expect(again.puzzle.givens).toEqual(p.givens);
  });

  it("the diagonals (a Sudoku X): unique with them, by the native engine and by backtracking on a 4x4; several solutions without", async () => {
    const rules = rulesOf("diagonals");
    const [g] = await generate({ kind: "sudoku", size: 4, seed: "x", rules });
    expect(solutionsWith(g.puzzle, KEEPS.diagonals)).toEqual([g.solution]);
    for (const q of eachRemoved(g.puzzle)) expect(solutionsWith(q, KEEPS.diagonals).length).toBeGreaterThan(1);
    const [nine] = await generate({ kind: "sudoku", seed: "x", rules });
    expect(solveNative(nine.puzzle, { limit: 2, variant: "diagonals" }).count).toBe(1);
    expect(KEEPS.diagonals(nine.solution)).toBe(true);
    // Minimal with the diagonals: without them the givens leave more than one grid.
    expect(solveNative(nine.puzzle, { limit: 2 }).count).toBe(2);
  });

  it("refuses a level and --givens any with rules (the levels grade the puzzle's own rules)", async () => {
    const rules = rulesOf("anti-knight");
    await expect(generate({ rules, difficulty: "easy" })).rejects.toThrow(/--difficulty easy: the levels grade the puzzle's own rules, not yours/);
    await expect(generate({ rules, givens: "any" })).rejects.toThrow(/with --rules, --givens minimal/);
  });
});
