/**
 * The engines' statistics in words (web/state/stat-words.ts), for Solve's cards and the ASP view:
 * every key the engines report, got from the library as the page gets it, has its words (none is
 * shown as a key, `clingoMs`), and a time has its unit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStats } from "../../src/engines/asp/clingo.js";
import { parsePuzzle, solve } from "../../src/index.js";
import { nativeSearchNote, STAT_WORDS, statLine, statLines } from "../../web/state/stat-words.js";
import { ROOT } from "../helpers.js";

describe("the engines' statistics in words", () => {
  it("has words for every statistic the engines report (Solve's, with clingo's --stats) and clingo's run", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const report = await solve(parsePuzzle(path, readFileSync(join(ROOT, path), "utf8")), { aspStats: true });
    const keys = [
      ...Object.keys(report.engines.asp!.stats),
      ...Object.keys(report.engines.native!.stats),
      ...Object.keys(readStats({})!),
      "clingoMs",
      "wallMs",
    ];
    expect(keys).toContain("clingoMs");
    expect(keys).toContain("inferences");
    expect(keys.filter((k) => !Object.hasOwn(STAT_WORDS, k))).toEqual([]);
    for (const line of statLines({ ...report.engines.asp!.stats, ...report.engines.native!.stats })) expect(line).toMatch(/^[a-z][a-z ]*: \S+( m?s)?$/);
  });

  it("shows a time with its unit, a count as it is", () => {
    expect(statLine("clingoMs", 12.34)).toBe("clingo time: 12 ms");
    expect(statLine("clingoMs", 1.26)).toBe("clingo time: 1.3 ms");
    expect(statLine("wallMs", 12_345)).toBe("wall time: 12.3 s");
    expect(statLine("rules", 120)).toBe("ground rules: 120");
    expect(statLine("method", "search")).toBe("method: search");
  });

  it("a key with no words yet is split into words, not shown as camelCase; an inherited name is no label", () => {
    expect(statLine("propagationRounds", 3)).toBe("propagation rounds: 3");
    expect(statLine("constructor", 1)).toBe("constructor: 1");
  });
});

describe("the native engine's search beside Step through's (issue 26, defect 4)", () => {
  it("on the 9×9 conceptis Strimko: Solve's search needs no guess where Step through's needs one, and the card says why", async () => {
    const path = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";
    const puzzle = parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));
    const report = await solve(puzzle, { engine: "native" });
    const stats = report.engines.native!.stats;
    const { explain } = await import("../../src/explain/steps.js");
    const guesses = explain(puzzle).steps.filter((s) => s.kind === "guess").length;
    expect([stats.method, stats.guesses, guesses]).toEqual(["search", 0, 1]);
    const note = nativeSearchNote(stats);
    expect(note).toMatch(/^It needed no guess: after resolution stalled, pointing finished the puzzle\./);
    expect(note).toContain("Step through follows the assignment's SOLVESTRIMKO");
  });

  it("its own guesses when it made some; nothing when resolution alone answered", () => {
    expect(nativeSearchNote({ method: "search", guesses: 4 })).toMatch(/^Its 4 guesses are its own\./);
    expect(nativeSearchNote({ method: "learning", guesses: 40 })).toContain("learns from its contradictions");
    expect(nativeSearchNote({ method: "resolution", guesses: 0 })).toBe("");
  });
});
