import { describe, expect, it } from "vitest";
import { verify } from "../../src/index.js";
import { textPuzzle } from "../helpers.js";

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
    expect(verify(puzzle, solution.map((r) => r.slice(1)))[0].rule).toBe("shape");
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
    expect(verify(short, [[1, 2], [2, 1]]).map((v) => v.rule)).toEqual(["stream"]);
    const ok = textPuzzle("streams:\n a.\n a.\n");
    expect(verify(ok, [[1, 2], [2, 1]])).toEqual([]);
  });
});
