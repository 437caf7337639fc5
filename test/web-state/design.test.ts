/**
 * The Design view's state: painting streams, givens, undo/redo over immutable designs, and the
 * analysis — invalid (the core's rule), no solution (clashing givens named, or resolution's empty
 * disjunction), several (two verified solutions and the cells where they differ), unique (graded).
 */
import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { verify } from "../../src/puzzle/verify.js";
import {
  canRedo,
  canUndo,
  clashesOf,
  designOf,
  designWarnings,
  newDesign,
  paint,
  redo,
  resize,
  setGiven,
  toPuzzle,
  undo,
  type DesignHistory,
} from "../../web/state/design.js";
import { analyse, type Analysis } from "../../web/state/design-analysis.js";
import type { Cell } from "../../src/explain/steps.js";
import { first } from "./puzzles.js";
import { randomPuzzle } from "../generators.js";
import { solveNative } from "../../src/engines/native/solver.js";

const strimko068 = first("puzzles/strimko/hakank-068.txt");

/** hakank-068 drawn from nothing: each stream painted by one drag, then the givens typed (all but `skip`). */
function draw068(skip?: Cell): DesignHistory {
  let h = newDesign(4);
  const n = 4;
  for (let s = 1; s <= 4; s++) {
    const cells: Cell[] = [];
    for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) if (strimko068.streams[r - 1][c - 1] === s) cells.push([r, c]);
    h = paint(h, cells, "new").history;
  }
  for (let r = 1; r <= n; r++)
    for (let c = 1; c <= n; c++) {
      const v = strimko068.givens[r - 1][c - 1];
      if (v !== 0 && !(skip && skip[0] === r && skip[1] === c)) h = setGiven(h, [r, c], v);
    }
  return h;
}

describe("design: editing", () => {
  it("painting the streams and typing the givens gives the puzzle back", () => {
    const h = draw068();
    expect(toPuzzle(h.present)).toEqual({ size: 4, streams: strimko068.streams, givens: strimko068.givens });
    expect(designOf(strimko068).present.streams).toEqual(strimko068.streams);
  });

  it("streams stay numbered by first cell; a drag returns the id it painted", () => {
    let h = newDesign(3);
    const a = paint(
      h,
      [
        [3, 1],
        [3, 2],
      ],
      "new",
    );
    expect(a.stream).toBe(1);
    h = a.history;
    const b = paint(
      h,
      [
        [1, 1],
        [1, 2],
        [2, 1],
      ],
      "new",
    );
    // The new stream's first cell comes first: it is stream 1 now, the old one 2.
    expect(b.stream).toBe(1);
    expect(b.history.present.streams).toEqual([
      [1, 1, 0],
      [1, 0, 0],
      [2, 2, 0],
    ]);
    // Erase, and cells off the grid are ignored.
    expect(
      paint(
        b.history,
        [
          [1, 1],
          [9, 9],
        ],
        0,
      ).history.present.streams,
    ).toEqual([
      [0, 1, 0],
      [1, 0, 0],
      [2, 2, 0],
    ]);
  });

  it("one drag is one edit; an edit that changes nothing adds no history", () => {
    const h = paint(
      newDesign(4),
      [
        [1, 1],
        [1, 2],
        [2, 2],
      ],
      "new",
    ).history;
    expect(h.past).toHaveLength(1);
    expect(paint(h, [[1, 1]], 1).history).toBe(h);
    expect(setGiven(h, [1, 1], 0)).toBe(h);
    expect(setGiven(h, [1, 1], 5)).toBe(h); // out of range for n = 4
  });

  const op = fc.oneof(
    fc.record({
      kind: fc.constant("paint" as const),
      cells: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })), { maxLength: 5 }),
      stream: fc.oneof(fc.constant("new" as const), fc.integer({ min: 0, max: 4 })),
    }),
    fc.record({
      kind: fc.constant("given" as const),
      cell: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
      v: fc.integer({ min: 0, max: 4 }),
    }),
  );
  fcTest.prop([fc.array(op, { maxLength: 25 })])("undo walks back through every design, redo forward again; no design is changed", (ops) => {
    let h = newDesign(4);
    const designs = [JSON.stringify(h.present)];
    for (const o of ops) {
      h = o.kind === "paint" ? paint(h, o.cells as Cell[], o.stream).history : setGiven(h, o.cell as Cell, o.v);
      if (JSON.stringify(h.present) !== designs[designs.length - 1]) designs.push(JSON.stringify(h.present));
    }
    expect(h.past.map((d) => JSON.stringify(d))).toEqual(designs.slice(0, -1));
    for (let i = designs.length - 1; i > 0; i--) {
      expect(JSON.stringify(h.present)).toBe(designs[i]);
      h = undo(h);
    }
    expect(JSON.stringify(h.present)).toBe(designs[0]);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    while (canRedo(h)) h = redo(h);
    expect(JSON.stringify(h.present)).toBe(designs[designs.length - 1]);
  });

  it("resize keeps what fits", () => {
    const h = resize(draw068(), 3);
    expect(h.present.size).toBe(3);
    expect(h.present.givens).toEqual([
      [0, 0, 0],
      [0, 3, 2],
      [0, 0, 1],
    ]);
    expect(undo(h).present.size).toBe(4);
  });

  it("a new size is a new design: the opened puzzle's title goes (issue 25, defect 4: it stayed on the 6x6)", () => {
    const opened = designOf(strimko068);
    expect(opened.present.title).toBe(strimko068.title);
    const six = resize(opened, 6);
    expect(six.present.title).toBeUndefined();
    expect(undo(six).present.title).toBe(strimko068.title);
    expect(resize(opened, 4)).toBe(opened);
  });

  it("says what is not a proper Strimko: a stream cut short and split by an erased cell, a cell in no stream, 20 cells left out by a larger size (issue 25, defect 4)", () => {
    expect(designWarnings(draw068().present)).toEqual([]);
    // Erasing (2,2) of the diagonal stream 1 leaves (1,1), (3,3), (4,4): three cells, not joined.
    const erased = paint(draw068(), [[2, 2]], 0).history.present;
    expect(designWarnings(erased)).toEqual([
      {
        text: "stream 1 has 3 cells, not 4",
        cells: [
          [1, 1],
          [3, 3],
          [4, 4],
        ],
      },
      {
        text: "stream 1 is not a chain: its cells are not all joined, cell to neighbouring cell",
        cells: [
          [1, 1],
          [3, 3],
          [4, 4],
        ],
      },
      { text: "1 cell is in no stream", cells: [[2, 2]] },
    ]);
    const six = resize(draw068(), 6).present;
    const warnings = designWarnings(six).map((w) => w.text);
    expect(warnings).toEqual([1, 2, 3, 4].map((s) => `stream ${s} has 4 cells, not 6`).concat("20 cells are in no stream"));
    // No stream at all is a Latin square, which is proper.
    expect(designWarnings(newDesign(5).present)).toEqual([]);
  });
});

describe("design: analysis", () => {
  const status = (a: Analysis) => a.status;

  it("two solutions: both reported, verified, differing exactly at the cells named; the missing given makes it unique", async () => {
    const several = await analyse(draw068([2, 3]).present);
    expect(status(several)).toBe("several");
    if (several.status !== "several") return;
    const p = toPuzzle(draw068([2, 3]).present);
    const [a, b] = several.solutions;
    expect(verify(p, a)).toEqual([]);
    expect(verify(p, b)).toEqual([]);
    expect(several.differing.length).toBeGreaterThan(0);
    for (let r = 1; r <= 4; r++)
      for (let c = 1; c <= 4; c++) expect(a[r - 1][c - 1] !== b[r - 1][c - 1]).toBe(several.differing.some(([x, y]) => x === r && y === c));
    const unique = await analyse(setGiven(draw068([2, 3]), [2, 3], 2).present);
    // hakank-068: resolution solves it in 3 rounds, so "medium" on the difficulty scale.
    expect(unique).toMatchObject({ status: "unique", difficulty: { grade: "resolution", level: "medium" } });
    if (unique.status === "unique") expect(verify(strimko068, unique.solution)).toEqual([]);
  });

  it("a given taken from one of two solutions at a differing cell rules the other out", async () => {
    const h = draw068([2, 3]);
    const a = await analyse(h.present);
    if (a.status !== "several") throw new Error(a.status);
    const [r, c] = a.differing[0];
    const next = await analyse(setGiven(h, [r, c], a.solutions[1][r - 1][c - 1]).present);
    expect(["unique", "several"]).toContain(next.status);
    if (next.status === "unique") expect(next.solution).toEqual(a.solutions[1]);
    if (next.status === "several") expect(next.solutions.map((s) => s[r - 1][c - 1])).toEqual([a.solutions[1][r - 1][c - 1], a.solutions[1][r - 1][c - 1]]);
  });

  it("clashing givens are named, with their cells", async () => {
    // (1,1) = 3 repeats (2,2) = 3 in stream 1 (hakank-068's stream a); (2,4) = 2 repeats (2,3) = 2 in row 2.
    const h = setGiven(setGiven(draw068(), [1, 1], 3), [2, 4], 2);
    expect(clashesOf(h.present).map((c) => c.text)).toEqual(["stream 1 holds 3 twice: (1,1) and (2,2)", "row 2 holds 2 twice: (2,3) and (2,4)"]);
    const a = await analyse(h.present);
    expect(a.status).toBe("none");
    if (a.status !== "none") return;
    expect(a.clashes.map((c) => [c.kind, c.index, c.value, c.cells])).toEqual([
      [
        "stream",
        1,
        3,
        [
          [1, 1],
          [2, 2],
        ],
      ],
      [
        "row",
        2,
        2,
        [
          [2, 3],
          [2, 4],
        ],
      ],
    ]);
    expect(a.reason).toBe("stream 1 holds 3 twice: (1,1) and (2,2); row 2 holds 2 twice: (2,3) and (2,4)");
    expect(a.cells).toEqual([
      [1, 1],
      [2, 2],
      [2, 3],
      [2, 4],
    ]);
  });

  it("givens that do not clash but leave no solution: resolution's empty disjunction", async () => {
    // hakank-068 with (1,1) = 2 added (puzzles/unsat/hakank-068-one-given-more.txt).
    const a = await analyse(setGiven(draw068(), [1, 1], 2).present);
    expect(a.status).toBe("none");
    if (a.status !== "none") return;
    expect(a.clashes).toEqual([]);
    expect(a.reason).toMatch(/^resolution refutes the givens: .* has no (value|place) left/);
    expect(a.cells.length).toBeGreaterThan(0);
  });

  it("not yet a valid puzzle: a stream of more than n cells, in the core's words, with its cells", async () => {
    const h = paint(
      newDesign(3),
      [
        [1, 1],
        [1, 2],
        [1, 3],
        [2, 1],
      ],
      "new",
    ).history;
    const a = await analyse(h.present);
    expect(a).toEqual({
      status: "invalid",
      problem: "stream 1 has more than 3 cells (one too many at streams[1][0])",
      cells: [
        [1, 1],
        [1, 2],
        [1, 3],
        [2, 1],
      ],
    });
  });

  it("a puzzle resolution stalls on is graded search, its level what closes it (an intersection: tough; issue 25), or search", async () => {
    const a = await analyse(designOf(first("puzzles/strimko/dlthompson-5_6.txt")).present);
    expect(a).toMatchObject({ status: "unique", difficulty: { grade: "search", level: "tough" } });
    const b = await analyse(designOf(first("puzzles/strimko/dlthompson-6_4.txt")).present);
    expect(b).toMatchObject({ status: "unique", difficulty: { grade: "search", level: "search" } });
  });
});

describe("design: analysis of random puzzles", () => {
  fcTest.prop([randomPuzzle(1, 6)], { numRuns: 40 })("the verdict is the count's; solutions verify; differing cells are where they differ", async (p) => {
    const a = await analyse(designOf(p).present);
    const c = solveNative(p, { limit: 2 });
    expect(a.status).toBe(c.count === 0 ? "none" : c.count === 1 ? "unique" : "several");
    if (a.status === "several") {
      for (const s of a.solutions) expect(verify(p, s)).toEqual([]);
      expect(a.differing.length).toBeGreaterThan(0);
      for (const [r, k] of a.differing) expect(a.solutions[0][r - 1][k - 1]).not.toBe(a.solutions[1][r - 1][k - 1]);
    }
    if (a.status === "unique") expect(verify(p, a.solution)).toEqual([]);
  });
});

describe("design: analysis with both engines", () => {
  it("cross-checked with clingo, the same verdict and the same differing cells", async () => {
    const d = draw068([2, 3]).present;
    const both = await analyse(d, { engine: "both" });
    const native = await analyse(d);
    expect(both.status).toBe("several");
    if (both.status !== "several" || native.status !== "several") return;
    const p = toPuzzle(d);
    for (const s of both.solutions) expect(verify(p, s)).toEqual([]);
    // hakank-068 less one given has exactly two solutions: both engines find the same pair.
    expect(both.differing).toEqual(native.differing);
  });
});
