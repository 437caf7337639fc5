/**
 * How many threads make puzzles for --jobs N (batch.ts, makerThreads): N, but no more than the
 * processors; more would share the same cores, each paying its own start, and clingo's thread
 * would wait for them.
 */
import { describe, expect, it } from "vitest";
import { makerThreads } from "../../src/generate/batch.js";

describe("makerThreads", () => {
  it.each([
    [1, 8, 1],
    [2, 8, 2],
    [4, 8, 4],
    [2, 2, 2],
    [3, 2, 2],
    [256, 2, 2],
    [2, 1, 1],
  ])("--jobs %i on %i processors: %i", (jobs, processors, makers) => {
    expect(makerThreads(jobs, processors)).toBe(makers);
  });

  it("defaults to the processors this process may use", async () => {
    const { availableParallelism } = await import("node:os");
    expect(makerThreads(1024)).toBe(availableParallelism());
  });
});
