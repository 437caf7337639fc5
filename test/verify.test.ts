import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { verify, type Puzzle } from "../src/index.js";
import { textPuzzle } from "./helpers.js";

// Strimko weekly set 068 and its solution.
const puzzle = textPuzzle("streams:\n abbd\n badb\n cdac\n dcca\ngivens:\n ....\n .32.\n ..1.\n ....\n");
const solution = [
  [4, 2, 3, 1],
  [1, 3, 2, 4],
  [2, 4, 1, 3],
  [3, 1, 4, 2],
];
const swap = (g: number[][], [r1, c1]: number[], [r2, c2]: number[]) => {
  const h = g.map((row) => row.slice());
  [h[r1][c1], h[r2][c2]] = [h[r2][c2], h[r1][c1]];
  return h;
};

describe("the independent verifier", () => {
  it("accepts the solution", () => {
    expect(verify(puzzle, solution)).toEqual([]);
  });

  it("rejects a grid of the wrong shape", () => {
    expect(verify(puzzle, solution.slice(1))[0].rule).toBe("shape");
    expect(
      verify(
        puzzle,
        solution.map((r) => r.slice(1)),
      )[0].rule,
    ).toBe("shape");
  });

  it("rejects values out of range", () => {
    const g = solution.map((r) => r.slice());
    g[0][0] = 5;
    expect(verify(puzzle, g).map((v) => v.rule)).toContain("range");
  });

  it("rejects a grid that changes a given", () => {
    // Swapping two cells of row 2 keeps every row a permutation but moves the givens 3 and 2.
    const v = verify(puzzle, swap(solution, [1, 1], [1, 2]));
    expect(v.map((x) => x.rule)).toContain("given");
  });

  it("finds a repeat in a row, a column and a stream", () => {
    const noGivens = textPuzzle("streams:\n abbd\n badb\n cdac\n dcca\n");
    const rowsBroken = solution.map((r) => r.slice());
    rowsBroken[0][0] = 3; // row 1 now holds 3 twice, column 1 too
    const rules = verify(noGivens, rowsBroken).map((v) => v.rule);
    expect(rules).toContain("row");
    expect(rules).toContain("column");
    // A Latin square that breaks only a stream: exchange two rows.
    const streamsBroken = [solution[1], solution[0], solution[2], solution[3]];
    expect(verify(noGivens, streamsBroken).map((v) => v.rule)).toEqual(expect.arrayContaining(["stream"]));
    expect(verify(noGivens, streamsBroken).every((v) => v.rule === "stream")).toBe(true);
  });

  it("lets a short stream hold any values once, and no value twice", () => {
    const short = textPuzzle("streams:\n a.\n .a\n");
    expect(
      verify(short, [
        [1, 2],
        [2, 1],
      ]).map((v) => v.rule),
    ).toEqual(["stream"]);
    const ok = textPuzzle("streams:\n a.\n a.\n");
    expect(
      verify(ok, [
        [1, 2],
        [2, 1],
      ]),
    ).toEqual([]);
  });
});

describe("the verifier on inputs no valid puzzle has", () => {
  it("a sparse grid is the wrong shape, not a crash", () => {
    const g: number[][] = [[1, 2]];
    g.length = 2;
    expect(verify(textPuzzle("streams:\n ab\n ba\n"), g)).toEqual([{ rule: "shape", message: "the grid is not 2 x 2" }]);
  });

  it("stream ids that are not stream numbers are reported; huge ones still work", () => {
    const grid = [
      [1, 2],
      [2, 1],
    ];
    const p = (streams: number[][]): Puzzle => ({
      size: 2,
      streams,
      givens: [
        [0, 0],
        [0, 0],
      ],
    });
    expect(
      verify(
        p([
          [-1, 1],
          [1, -1],
        ]),
        grid,
      ).map((v) => v.rule),
    ).toEqual(["shape"]);
    expect(
      verify(
        p([
          [0.5, 1],
          [1, 0],
        ]),
        grid,
      ).map((v) => v.rule),
    ).toEqual(["shape"]);
    expect(
      verify(
        p([
          [2 ** 31, 1],
          [1, 2 ** 31],
        ]),
        grid,
      ).map((v) => v.message),
    ).toEqual(["stream 1 holds 2 twice", `stream ${2 ** 31} holds 1 twice`]);
    expect(
      verify(
        p([
          [3e8, 7],
          [7, 3e8],
        ]),
        [
          [1, 2],
          [1, 2],
        ],
      ).map((v) => v.message),
    ).toEqual(["column 1 holds 1 twice", "column 2 holds 2 twice"]);
  });
});

describe("the verifier against the rules read naively", () => {
  // Any grid of values 1..n over any streams (short ones, cells in none): one violation per row,
  // column or stream that holds a value twice, and none otherwise.
  const cases = fc.integer({ min: 1, max: 6 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      streams: fc.array(fc.integer({ min: 0, max: n + 1 }), { minLength: n * n, maxLength: n * n }),
      values: fc.array(fc.integer({ min: 1, max: n }), { minLength: n * n, maxLength: n * n }),
    }),
  );
  test.prop([cases], { numRuns: 500 })("reports exactly the units with a repeat", ({ n, streams, values }) => {
    const grid = Array.from({ length: n }, (_, r) => values.slice(r * n, r * n + n));
    const puzzle: Puzzle = {
      size: n,
      streams: Array.from({ length: n }, (_, r) => streams.slice(r * n, r * n + n)),
      givens: grid.map((row) => row.map(() => 0)),
    };
    const repeats = (cells: number[]) => new Set(cells).size !== cells.length;
    const expected: string[] = [];
    for (let i = 0; i < n; i++) if (repeats(grid[i])) expected.push(`row ${i + 1}`);
    for (let i = 0; i < n; i++) if (repeats(grid.map((row) => row[i]))) expected.push(`column ${i + 1}`);
    for (const id of [...new Set(streams)].filter((s) => s !== 0).sort((a, b) => a - b)) {
      if (repeats(values.filter((_, k) => streams[k] === id))) expected.push(`stream ${id}`);
    }
    expect(verify(puzzle, grid).map((v) => v.message.replace(/ holds \d+ twice$/, ""))).toEqual(expected);
  });
});
