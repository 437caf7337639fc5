/**
 * RESOLVESTRIMKO against the assignment: the boards it cannot finish, each
 * inference re-checked by a naive reading of the rules, Question 1's "inferred
 * before", and contradictions.
 */
import { describe, expect, it } from "vitest";
import { parsePuzzle, type Puzzle } from "../../src/index.js";
import { resolve, type TraceEvent } from "../../src/engines/native/solver.js";
import { resolutionOutcomes } from "../corpus/expected.js";
import { loadEntries, textPuzzle } from "../helpers.js";

// Issue 3's list, kept in puzzles/expected.jsonl: resolution alone stalls on these, and solves the other 27 corpus Strimko.
const { stalls, finishes } = resolutionOutcomes();

/**
 * An independent reading of a disjunction: its literals that the known values do not rule out.
 * A literal c(i,j,k) is ruled out when cell (i,j) holds another value, or a cell sharing its row,
 * column or stream holds k.
 */
function openLiterals(p: Puzzle, known: number[][], by: { kind: string; index: number | [number, number]; value?: number }): [number, number, number][] {
  const n = p.size;
  const candidates: [number, number, number][] = [];
  if (by.kind === "cell") {
    const [r, c] = by.index as [number, number];
    for (let k = 1; k <= n; k++) candidates.push([r - 1, c - 1, k]);
  } else {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const inUnit =
          by.kind === "row" ? r === (by.index as number) - 1 : by.kind === "column" ? c === (by.index as number) - 1 : p.streams[r][c] === by.index;
        if (inUnit) candidates.push([r, c, by.value!]);
      }
    }
  }
  return candidates.filter(([r, c, k]) => {
    if (known[r][c] !== 0) return known[r][c] === k;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if ((i === r && j === c) || known[i][j] !== k) continue;
        if (i === r || j === c || (p.streams[r][c] !== 0 && p.streams[i][j] === p.streams[r][c])) return false;
      }
    }
    return true;
  });
}

/** Replays a resolution trace, checking every inference against the naive reading. */
function replay(p: Puzzle, trace: TraceEvent[]): number[][] {
  const known = p.givens.map((row) => row.map(() => 0));
  for (const e of trace) {
    if (e.kind === "given") known[e.cell[0] - 1][e.cell[1] - 1] = e.value;
    if (e.kind === "infer" || e.kind === "again") {
      const open = openLiterals(p, known, e.by);
      expect(open, JSON.stringify(e)).toEqual([[e.cell[0] - 1, e.cell[1] - 1, e.value]]);
      if (e.kind === "infer") {
        expect(known[e.cell[0] - 1][e.cell[1] - 1], "a cell is inferred once").toBe(0);
        known[e.cell[0] - 1][e.cell[1] - 1] = e.value;
      } else {
        expect(known[e.cell[0] - 1][e.cell[1] - 1], "inferred before").toBe(e.value);
      }
    }
  }
  return known;
}

describe("RESOLVESTRIMKO on the corpus Strimko", () => {
  const entries = loadEntries("puzzles/strimko");

  it("stalls on exactly the seven boards the issue names, and solves the other 27", () => {
    const stalled = entries.filter((e) => resolve(e.puzzle!).status === "unsolved").map((e) => e.puzzle!.title);
    expect(stalled.sort()).toEqual([...stalls].sort());
    expect(
      entries
        .filter((e) => resolve(e.puzzle!).status === "solved")
        .map((e) => e.puzzle!.title)
        .sort(),
    ).toEqual([...finishes].sort());
    expect([stalls.length, finishes.length]).toEqual([7, 27]);
  });

  it("infers only what a unit disjunction forces, and what it solves is the published solution", () => {
    for (const { id, puzzle } of entries) {
      const r = resolve(puzzle!, { trace: true });
      const known = replay(puzzle!, r.trace!);
      expect(known, id).toEqual(r.grid);
      if (r.status === "solved" && puzzle!.solution) expect(r.grid, id).toEqual(puzzle!.solution);
      // Stalled: every empty cell and every open unit still has two literals or more.
      expect(r.stats.inferences, id).toBe(r.trace!.filter((e) => e.kind === "infer").length);
    }
  });

  it("marks the puzzles the assignment's GUI calls Unsolved as unsolved", () => {
    for (const id of ["dlthompson-5_10", "dlthompson-6_4", "dlthompson-6_5"]) {
      const e = entries.find((x) => x.puzzle!.title === id)!;
      expect(resolve(e.puzzle!).status).toBe("unsolved");
    }
  });
});

describe("the steps of resolution", () => {
  it("finds a stream's hidden single: the only cell left for a value in the stream", () => {
    // Stream a = (1,1),(2,2),(3,3),(2,3). The 3 at (1,4) rules out (1,1) (row 1); the 3 at (4,3)
    // rules out (3,3) and (2,3) (column 3). Only (2,2) is left for a 3 in stream a.
    const p = textPuzzle("streams:\n a b b b\n c a a b\n c c a d\n c d d d\ngivens:\n . . . 3\n . . . .\n . . . .\n . . 3 .\n");
    const r = resolve(p, { trace: true });
    const inferences = r.trace!.filter((e) => e.kind === "infer");
    expect(inferences).toContainEqual({ kind: "infer", cell: [2, 2], value: 3, by: { kind: "stream", index: 1, value: 3 }, depth: 0 });
  });

  it("answers Question 1: a unit can name a fact inferred before", () => {
    // On a corpus board, some disjunction becomes a unit after its literal is already known.
    const p = loadEntries("puzzles/strimko/dlthompson-4_1.txt")[0].puzzle!;
    const r = resolve(p, { trace: true });
    const again = r.trace!.filter((e) => e.kind === "again");
    expect(again.length).toBeGreaterThan(0);
    replay(p, r.trace!);
  });

  it("reports a contradiction (an empty disjunction) when the givens refute themselves", () => {
    // 1 and 2 in row 1 leave only 3 for (1,3), but column 3 already has its 3 at (2,3): the cell
    // disjunction of (1,3) becomes empty.
    const p = parsePuzzle(
      "p.json",
      JSON.stringify({
        size: 3,
        streams: [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        givens: [
          [1, 2, 0],
          [0, 0, 3],
          [0, 0, 0],
        ],
      }),
    );
    const r = resolve(p, { trace: true });
    expect(r.status).toBe("contradiction");
    expect(r.empty).toBeDefined();
    expect(r.trace!.at(-1)?.kind).not.toBe("solution");
  });

  it("reports givens that exclude each other as a clash, not as an empty disjunction", () => {
    // Readers reject such files; the library still answers for a puzzle built by hand.
    const p: Puzzle = {
      size: 3,
      streams: [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      givens: [
        [1, 1, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    const r = resolve(p, { trace: true });
    expect(r.status).toBe("contradiction");
    expect(r.empty).toBeUndefined();
    expect(r.clash).toEqual({ cell: [1, 2], value: 1 });
  });

  it("leaves a puzzle without givens unsolved (no evidence, no inference), except n = 1", () => {
    expect(resolve(textPuzzle("streams:\n ab\n ba\n")).status).toBe("unsolved");
    expect(resolve(textPuzzle("streams:\n a\n"))).toMatchObject({ status: "solved", grid: [[1]] });
  });
});
