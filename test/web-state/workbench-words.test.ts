/** Design's words for the setter's analysis (web/state/workbench-words.ts), from the library's own
 * analysis: pencil marks for the open cells only, bold where a candidate is in one solution, the
 * fewest givens and the core's givens and stream cells marked, no pencil marks above 16×16. */
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { PENCIL_MAX, progressWords, workbenchWords } from "../../web/state/workbench-words.js";
import { first } from "./puzzles.js";

describe("the setter's analysis in Design's words", () => {
  it("several solutions: pencil marks where no given is, bold in one solution, the fewest givens marked", async () => {
    const p = first("puzzles/multi/hakank-068-one-given-less.txt");
    const a = await analyze(p, { engine: "native" });
    const w = workbenchWords(a, p);
    const open = p.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [[r + 1, c + 1]] : [])));
    expect(w.pencil.map((x) => x.cell)).toEqual(open);
    for (const { cell, marks, ones } of w.pencil) {
      expect(marks).toEqual(a.candidates![cell[0] - 1][cell[1] - 1]);
      expect(ones).toEqual(marks.filter((v) => a.counts![cell[0] - 1][cell[1] - 1][v - 1] === 1));
    }
    expect(w.marks).toEqual(a.fewest!.givens.map(([r, c, v]) => ({ cells: [[r, c]], className: "suggest", why: `an extra given that makes it unique: ${v}` })));
    expect(w.lines[0]).toMatch(
      /^True candidates, as pencil marks: .* \(2 solutions\)\. Bold: in exactly one solution, so that one given makes the design unique: 16 of them\.$/,
    );
    expect(w.lines[1]).toMatch(/^Fewest extra givens that make it unique: 1 \(proved\): \(\d,\d\) = \d \(marked\)\.$/);
  });

  it("no solution: the core's givens and its stream's cells marked", async () => {
    const p = first("puzzles/unsat/hakank-068-one-given-more.txt");
    const a = await analyze(p, { engine: "native" });
    const w = workbenchWords(a, p);
    const stream = a.core!.streams[0];
    const inStream = p.streams.flatMap((row, r) => row.flatMap((s, c) => (s === stream ? [[r + 1, c + 1]] : [])));
    expect(w.marks).toEqual([{ cells: [[1, 1], [2, 3], ...inStream], className: "core", why: "in a set of givens and streams with no solution" }]);
    expect(w.lines).toEqual([
      `Why there is no solution: the givens (1,1) = 2, (2,3) = 2 with stream ${stream} (the one through (${inStream[0][0]},${inStream[0][1]})) already have none (marked); without any one of them there is a solution.`,
    ]);
  });

  it(`above ${PENCIL_MAX}×${PENCIL_MAX}, no pencil marks, and the words say where the candidates are`, async () => {
    // The cyclic Latin square of 17 without its first two rows: each column misses two values, and
    // the two rows take them one way or the other (two solutions).
    const n = PENCIL_MAX + 1;
    const givens = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r < 2 ? 0 : ((r + c) % n) + 1)));
    const p: Puzzle = { size: n, streams: givens.map((row) => row.map(() => 0)), givens };
    const a = await analyze(p, { engine: "native" });
    expect(a.solutions).toEqual({ count: 2, exact: true });
    const w = workbenchWords(a, p);
    expect(w.pencil).toEqual([]);
    expect(w.lines[0]).toContain(`drawn as pencil marks up to ${PENCIL_MAX}×${PENCIL_MAX} only (strimko analyze lists them)`);
  });

  it("progress in words", () => {
    expect(progressWords("candidates", 0.42)).toBe("Analysing: finding every cell's true candidates… 42%");
  });
});
