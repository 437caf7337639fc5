/**
 * Every bundled Strimko and jigsaw puzzle through both engines (clingo-wasm and
 * the native solver), cross-checked: solved, verified, unique, and equal to its
 * published solution; and the files in puzzles/ that state an intent (no
 * solution, several solutions, invalid) do what they say, for both engines.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verify } from "../../src/index.js";
import { count, solve } from "../../src/solve.js";
import { loadEntries, ROOT } from "../helpers.js";

describe.each(["puzzles/strimko", "puzzles/jigsaw"])("%s", (dir) => {
  const entries = loadEntries(dir);

  it("holds the corpus puzzles, all readable", () => {
    expect(entries.length).toBe(dir.endsWith("strimko") ? 34 : 120);
    expect(entries.filter((e) => e.error).map((e) => e.error!.message)).toEqual([]);
  });

  it("both engines solve each one to the same verified, unique solution, equal to the published one", async () => {
    for (const { id, puzzle } of entries) {
      const r = await solve(puzzle!, { label: id });
      expect(r.agree, `${id}: ${r.disagreement}`).toBe(true);
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
      expect(await solve(puzzle!), id).toMatchObject({ status: "unsatisfiable", agree: true });
    }
  });

  it("puzzles/multi: exactly the number of solutions each file states", async () => {
    const entries = loadEntries("puzzles/multi");
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const { id, puzzle, error } of entries) {
      expect(error, id).toBeUndefined();
      const stated = Number(/Intent: (\d+) solutions/.exec(readFileSync(join(ROOT, id), "utf8"))![1]);
      expect(await solve(puzzle!), id).toMatchObject({ status: "solved", unique: false, agree: true });
      const counted = await count(puzzle!, { solutions: true });
      expect(counted, id).toMatchObject({ status: "counted", count: stated, complete: true, agree: true });
      expect(counted.engines.native!.count, id).toBe(stated);
      expect(new Set(counted.solutions!.map((g) => JSON.stringify(g))).size, id).toBe(stated);
      for (const g of counted.solutions!) expect(verify(puzzle!, g), id).toEqual([]);
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
