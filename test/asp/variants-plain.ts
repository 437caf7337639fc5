/** The shipped variants (asp/variants/) read plainly, as predicates on a whole grid: what the tests
 * hold clingo's and the native engine's answers to, with no code of theirs. */
import type { Grid } from "../../src/puzzle/types.js";

/** The variants read plainly, as predicates on a whole grid. */
export const KEEPS: Record<string, (g: Grid) => boolean> = {
  diagonals: (g) => {
    const n = g.length;
    return new Set(g.map((_, i) => g[i][i])).size === n && new Set(g.map((_, i) => g[i][n - 1 - i])).size === n;
  },
  "non-consecutive": (g) =>
    g.every((row, r) => row.every((v, c) => (c + 1 >= row.length || Math.abs(v - row[c + 1]) !== 1) && (r + 1 >= g.length || Math.abs(v - g[r + 1][c]) !== 1))),
  "anti-knight": (g) =>
    g.every((row, r) =>
      row.every((v, c) =>
        [
          [1, 2],
          [2, 1],
          [1, -2],
          [2, -1],
        ].every(([dr, dc]) => g[r + dr]?.[c + dc] === undefined || g[r + dr][c + dc] !== v),
      ),
    ),
};
