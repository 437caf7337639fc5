/**
 * How many threads make puzzles for --jobs N (batch.ts, makerThreads): N, but no more than the
 * processors less one (clingo's counts and V8's compilers need most of a core beside the makers):
 * on 2 cores, one maker whatever N, so --jobs 2 is never slower than --jobs 1 there.
 */
import { describe, expect, it } from "vitest";
import { makerThreads } from "../../src/generate/batch.js";

describe("makerThreads", () => {
  it.each([
    [1, 8, 1],
    [2, 8, 2],
    [4, 8, 4],
    [7, 8, 7],
    [8, 8, 7],
    [3, 4, 3],
    [2, 2, 1],
    [3, 2, 1],
    [256, 2, 1],
    [2, 1, 1],
  ])("--jobs %i on %i processors: %i", (jobs, processors, makers) => {
    expect(makerThreads(jobs, processors)).toBe(makers);
  });

  it("defaults to the processors this process may use", async () => {
    const { availableParallelism } = await import("node:os");
    expect(makerThreads(1024)).toBe(Math.max(1, availableParallelism() - 1));
  });
});
