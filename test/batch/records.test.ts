/** The per-puzzle records of solve and count, built in-process from read entries: the record's
 * fields and the exit code each outcome gets (the command prints these; compare collects them). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countEntry } from "../../src/records/count-record.js";
import { solveEntry } from "../../src/records/solve-record.js";
import { ExitCode } from "../../src/base/errors.js";
import { parsePuzzles, type ParsedEntry } from "../../src/puzzle/formats/index.js";
import { ROOT } from "../helpers.js";

function entry(path: string): ParsedEntry {
  return parsePuzzles(path, readFileSync(join(ROOT, path), "utf8"))[0];
}

describe("solveEntry", () => {
  it("a unique puzzle: solved, both engines agree, the stated solution matches, exit 0", async () => {
    const { record, exit } = await solveEntry(entry("puzzles/strimko/hakank-068.txt"), { engine: "both" });
    expect(exit).toBe(ExitCode.ok);
    expect(record).toMatchObject({ id: "puzzles/strimko/hakank-068.txt", status: "solved", unique: true, agree: true, size: 4 });
    expect(Object.keys(record.engines).sort()).toEqual(["asp", "native"]);
    expect(record.solution).toHaveLength(4);
  });

  it.each([
    ["puzzles/unsat/diagonal-2x2.txt", "both", "unsatisfiable", ExitCode.noSolution],
    ["puzzles/multi/sudoku-4x4-two-givens.txt", "native", "solved", ExitCode.ok],
    ["puzzles/unsat/hakank-068-one-given-more.txt", "resolution", "contradiction", ExitCode.noSolution],
  ] as const)("%s with engine %s: %s, exit %i", async (path, engine, status, code) => {
    const { record, exit } = await solveEntry(entry(path), { engine });
    expect(record.status).toBe(status);
    expect(exit).toBe(code);
  });

  it("a puzzle that could not be read keeps its error and exit code, and runs no engine", async () => {
    const bad = parsePuzzles("bad.txt", "size 4\nnot a puzzle\n")[0];
    expect(bad.error).toBeDefined();
    const { record, exit } = await solveEntry(bad, { engine: "both" });
    expect(exit).toBe(bad.error!.exitCode);
    expect(record).toMatchObject({ id: bad.id, status: "error", error: bad.error!.message, engines: {} });
  });
});

describe("countEntry", () => {
  it.each([
    ["puzzles/multi/latin-3x3.dzn", 0, 12, true, ExitCode.ok],
    ["puzzles/multi/latin-3x3.dzn", 5, 5, false, ExitCode.ok],
    ["puzzles/unsat/latin-3x3.json", 0, 0, true, ExitCode.noSolution],
  ] as const)("%s up to %i: %i solutions (complete %s), exit %i", async (path, limit, count, complete, code) => {
    const { record, exit } = await countEntry(entry(path), { engine: "both", limit, solutions: false });
    expect(record).toMatchObject({ status: "counted", count, complete, agree: true, limit });
    expect(exit).toBe(code);
  });
});
