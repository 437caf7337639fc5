/**
 * The registry's engines answer one question in one shape: a small puzzle, every engine, the same
 * fields, the same answer (resolution alone solves this one).
 */
import { describe, expect, it } from "vitest";
import { ENGINES, overrideEngines, runEngine } from "../../src/engines/registry.js";
import { installFault } from "../../src/engines/faults.js";
import { engineNamed } from "../../src/engines/registry.js";
import { solve } from "../../src/engines/run.js";
import { resolve } from "../../src/engines/native/solver.js";
import type { Puzzle } from "../../src/puzzle/types.js";

// A 4x4 Sudoku with one solution that resolution alone finds.
const streams = [
  [1, 1, 2, 2],
  [1, 1, 2, 2],
  [3, 3, 4, 4],
  [3, 3, 4, 4],
];
const solution = [
  [1, 2, 3, 4],
  [3, 4, 1, 2],
  [2, 1, 4, 3],
  [4, 3, 2, 1],
];
const puzzle: Puzzle = { size: 4, streams, givens: solution.map((row, r) => row.map((v, c) => ((r + c) % 2 === 0 ? v : 0))) };

describe("the engine registry", () => {
  it.each(ENGINES.map((e) => [e.name, e] as const))("%s answers the one question in the one shape", async (_, engine) => {
    const r = await runEngine(engine, puzzle, { limit: 2, collect: true, timeoutMs: 10_000 });
    // Resolution says, too, what it knows where it stopped.
    const known = engine.name === "resolution" ? ["known"] : [];
    expect(Object.keys(r).sort()).toEqual(["complete", "count", "engine", ...known, "solutions", "stats", "status", "timeMs"]);
    expect(r).toMatchObject({ engine: engine.name, status: "done", count: 1, complete: true, solutions: [solution] });
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

  // solve with engine "resolution" (the library's, and solve --engine resolution's) runs the
  // registry's resolution engine, so a test's fault or stand-in reaches it as it reaches the others.
  it("resolution alone runs the registry's resolution engine: a test's fault reaches it", async () => {
    installFault("throw");
    try {
      await expect(solve(puzzle, { engine: "resolution" })).rejects.toThrow("a bug injected for the tests");
    } finally {
      installFault(undefined);
    }
    installFault("throw", "another puzzle");
    try {
      expect((await solve(puzzle, { engine: "resolution", label: "this puzzle" })).status).toBe("solved");
    } finally {
      installFault(undefined);
    }
  });

  it("resolution alone has its grid verified once, through the registry", async () => {
    // A stand-in resolution engine that reports a grid breaking a row (the first two cells swapped).
    overrideEngines((engine) =>
      engine.name !== "resolution"
        ? engine
        : {
            ...engine,
            search: async (p, request) => {
              const r = await engine.search(p, request);
              return { ...r, solutions: r.solutions.map((g) => [[g[0]![1]!, g[0]![0]!, ...g[0]!.slice(2)], ...g.slice(1)]) };
            },
          },
    );
    try {
      const v = await solve(puzzle, { engine: "resolution" });
      expect(v).toMatchObject({ status: "error", agree: false, solution: null });
      expect(v.disagreement).toMatch(/^resolution reported a grid that fails verification/);
    } finally {
      overrideEngines(undefined);
    }
  });

  it("resolution alone says what it knows: solved, stalled or refuted", async () => {
    const stalls: Puzzle = { ...puzzle, givens: puzzle.givens.map(() => [0, 0, 0, 0]) };
    const clash: Puzzle = {
      ...puzzle,
      givens: [
        [1, 1, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    };
    for (const [p, status, verdict, unique] of [
      [puzzle, "solved", "solved", true],
      [stalls, "unsolved", "unsolved", null],
      [clash, "contradiction", "unsatisfiable", false],
    ] as const) {
      const direct = resolve(p);
      expect(direct.status).toBe(status);
      const v = await solve(p, { engine: "resolution" });
      expect(v).toMatchObject({ status: verdict, solution: status === "solved" ? direct.grid : null, unique, agree: null });
      expect(v.engines.resolution).toMatchObject({ engine: "resolution", known: direct.grid, stats: { inferences: direct.stats.inferences } });
    }
  });
});
