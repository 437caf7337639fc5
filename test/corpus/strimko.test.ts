/**
 * Every bundled Strimko and jigsaw puzzle through clingo-wasm: solved, verified,
 * unique, and equal to its published solution; and the files in puzzles/ that
 * state an intent (no solution, several solutions, invalid) do what they say.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countAsp, solveAsp, verify } from "../../src/index.js";
import { loadEntries, ROOT } from "../helpers.js";

describe.each(["puzzles/strimko", "puzzles/jigsaw"])("%s", (dir) => {
  const entries = loadEntries(dir);

  it("holds the corpus puzzles, all readable", () => {
    expect(entries.length).toBe(dir.endsWith("strimko") ? 34 : 120);
    expect(entries.filter((e) => e.error).map((e) => e.error!.message)).toEqual([]);
  });

  it("solves each one to a verified, unique solution equal to the published one", async () => {
    for (const { id, puzzle } of entries) {
      const r = await solveAsp(puzzle!, { label: id });
      expect(r.status, id).toBe("solved");
      expect(r.unique, id).toBe(true);
      expect(verify(puzzle!, r.solution!), id).toEqual([]);
      if (puzzle!.solution) expect(r.solution, id).toEqual(puzzle!.solution);
    }
  });
});

describe("puzzles that state their intent", () => {
  it("puzzles/unsat: no solution", async () => {
    const entries = loadEntries("puzzles/unsat");
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const { id, puzzle, error } of entries) {
      expect(error, id).toBeUndefined();
      expect((await solveAsp(puzzle!)).status, id).toBe("unsatisfiable");
    }
  });

  it("puzzles/multi: exactly the number of solutions each file states", async () => {
    const entries = loadEntries("puzzles/multi");
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const { id, puzzle, error } of entries) {
      expect(error, id).toBeUndefined();
      const stated = Number(/Intent: (\d+) solutions/.exec(readFileSync(join(ROOT, id), "utf8"))![1]);
      const solve = await solveAsp(puzzle!);
      expect(solve, id).toMatchObject({ status: "solved", unique: false });
      const count = await countAsp(puzzle!, { solutions: true });
      expect(count, id).toMatchObject({ status: "counted", count: stated, complete: true });
      expect(new Set(count.solutions!.map((g) => JSON.stringify(g))).size, id).toBe(stated);
      for (const g of count.solutions!) expect(verify(puzzle!, g), id).toEqual([]);
    }
  });

  it("puzzles/invalid: one positioned error each", () => {
    const entries = loadEntries("puzzles/invalid");
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const { id, error } of entries) {
      expect(error?.message, id).toMatch(new RegExp(`^${id.replace(/[.]/g, "\\.")}:\\d+:\\d+: \\S`));
    }
  });
});
