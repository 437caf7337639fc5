/**
 * The registry's engines answer one question in one shape: a small puzzle, every engine, the same
 * fields, the same answer (resolution alone solves this one).
 */
import { describe, expect, it } from "vitest";
import { ENGINES, runEngine } from "../../src/engines/registry.js";
import { installFault } from "../../src/engines/faults.js";
import { engineNamed } from "../../src/engines/registry.js";
import { solve } from "../../src/verdicts.js";
import type { Puzzle } from "../../src/puzzle/types.js";

// A 4x4 Sudoku with one solution that resolution alone finds.
const streams = [[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]];
const solution = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]];
const puzzle: Puzzle = { size: 4, streams, givens: solution.map((row, r) => row.map((v, c) => ((r + c) % 2 === 0 ? v : 0))) };

describe("the engine registry", () => {
  it.each(ENGINES.map((e) => [e.name, e] as const))("%s answers the one question in the one shape", async (_, engine) => {
    const r = await runEngine(engine, puzzle, { limit: 2, collect: true, timeoutMs: 10_000 });
    expect(Object.keys(r).sort()).toEqual(["complete", "count", "solutions", "stats", "status", "timeMs"]);
    expect(r).toMatchObject({ status: "done", count: 1, complete: true, solutions: [solution] });
    expect(r.timeMs).toBeGreaterThanOrEqual(0);
  });

  it("a test's fault wraps an engine and the verifier catches it; removing it restores the engine", async () => {
    installFault("flip-native");
    try {
      const r = await runEngine(engineNamed("native"), puzzle, { limit: 2, collect: false });
      expect(r.status).toBe("error");
      expect(r.error).toContain("the native engine reported a grid that fails verification");
      expect((await solve(puzzle)).status).toBe("error");
    } finally {
      installFault(undefined);
    }
    expect(await solve(puzzle)).toMatchObject({ status: "solved", unique: true, agree: true, solution });
  });
});
