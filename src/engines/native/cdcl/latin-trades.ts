/**
 * A second completion of a Latin square, read off the first one when it can be: a quick way to
 * decide "not unique" after the local search (latin-local.ts) found a completion, before the search
 * with learning is asked for another.
 *
 * In a Latin square, the cells holding value a or b form cycles that alternate between a and b
 * along rows and columns; swapping a and b on one cycle gives another Latin square (a "Latin
 * trade"; the smallest, of four cells, is an intercalate). The same holds with the roles of rows,
 * columns and values exchanged: two rows' values swapped on a cycle of columns, two columns' on a
 * cycle of rows. When every cell of such a cycle is open (not a given, not known by resolution), the
 * swapped square is a second completion of the puzzle. Near the hardness peak most squares with
 * more holes than the peak's have such a cycle; a square without one may still have a second
 * completion, which the search with learning then looks for.
 */
import type { Grid } from "../../../puzzle/types.js";

/**
 * Another completion of the puzzle whose known cells are `known` (0 = open), got from the completion
 * `square` (values 1..n) by one trade over open cells only; null when there is none of the three
 * kinds above.
 */
export function tradedCompletion(known: Grid, square: Grid): Grid | null {
  const n = square.length;
  const open = (r: number, c: number) => known[r][c] === 0;
  // Values: the cells of a and b, by row. Column of value v in row r; row of value v in column c.
  const colOf = Array.from({ length: n }, () => new Int32Array(n));
  const rowOf = Array.from({ length: n }, () => new Int32Array(n));
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      colOf[r][square[r][c] - 1] = c;
      rowOf[c][square[r][c] - 1] = r;
    }
  }
  const rows: number[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const done = new Uint8Array(n);
      for (let start = 0; start < n; start++) {
        if (done[start]) continue;
        // The cycle through row `start`: from its b, down its column to that column's a, and so on.
        rows.length = 0;
        let ok = true;
        for (let r = start; !done[r]; r = rowOf[colOf[r][b]][a]) {
          done[r] = 1;
          rows.push(r);
          ok &&= open(r, colOf[r][a]) && open(r, colOf[r][b]);
        }
        if (!ok) continue;
        const next = square.map((row) => row.slice());
        for (const r of rows) {
          next[r][colOf[r][a]] = b + 1;
          next[r][colOf[r][b]] = a + 1;
        }
        return next;
      }
    }
  }
  // Two rows (then two columns): their values swapped on a cycle of columns (rows).
  for (const transposed of [false, true]) {
    const at = (i: number, j: number) => (transposed ? square[j][i] : square[i][j]);
    const isOpen = (i: number, j: number) => (transposed ? open(j, i) : open(i, j));
    const lineOf = transposed ? rowOf : colOf; // where line i holds value v: lineOf[i][v]
    const cols: number[] = [];
    for (let i1 = 0; i1 < n; i1++) {
      for (let i2 = i1 + 1; i2 < n; i2++) {
        const done = new Uint8Array(n);
        for (let start = 0; start < n; start++) {
          if (done[start]) continue;
          cols.length = 0;
          let ok = true;
          for (let j = start; !done[j]; j = lineOf[i1][at(i2, j) - 1]) {
            done[j] = 1;
            cols.push(j);
            ok &&= isOpen(i1, j) && isOpen(i2, j);
          }
          if (!ok) continue;
          const next = square.map((row) => row.slice());
          for (const j of cols) {
            if (transposed) {
              next[j][i1] = square[j][i2];
              next[j][i2] = square[j][i1];
            } else {
              next[i1][j] = square[i2][j];
              next[i2][j] = square[i1][j];
            }
          }
          return next;
        }
      }
    }
  }
  return null;
}
