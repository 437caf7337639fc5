/**
 * grade searches once: the guesses and backtracks it reports are those of the native search that
 * counted the solutions (up to 2), or of its traced rerun when there is one (the assignment's tree,
 * on which the depth is measured), never of a second untraced search. The native engine is
 * wrapped to count its calls; a traced rerun, which measures the depth of a short search, is the
 * only other call.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../src/engines/native/solver.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/engines/native/solver.js")>();
  return { ...real, solveNative: vi.fn(real.solveNative) };
});

const { solveNative } = await import("../../src/engines/native/solver.js");
const { grade } = await import("../../src/explain/grade.js");
const { loadEntries } = await import("../helpers.js");

const searches = () => vi.mocked(solveNative).mock.calls.filter(([, options]) => !options?.trace);

describe("grade", () => {
  it("searches once per puzzle, and reports that search's statistics", async () => {
    for (const { id, puzzle } of [...loadEntries("puzzles/strimko"), ...loadEntries("puzzles/unsat"), ...loadEntries("puzzles/multi")]) {
      vi.mocked(solveNative).mockClear();
      const g = await grade(puzzle!, { label: id });
      expect(searches(), id).toHaveLength(1);
      const { calls, results } = vi.mocked(solveNative).mock;
      // A short search is rerun with a trace (the assignment's tree, which the depth is measured
      // on): its figures are reported; otherwise the count's search's.
      const traced = calls.findIndex(([, options]) => !!options?.trace);
      const only = results[traced >= 0 ? traced : calls.findIndex(([, options]) => !options?.trace)].value;
      if (g.guesses !== null) expect([g.guesses, g.backtracks], id).toEqual([only.stats.guesses, only.stats.backtracks]);
    }
  });
});
