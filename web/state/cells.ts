/** Cells as the views name them: [row, column], 1-based (steps.ts's Cell), and their row-major index in a flat grid. */
import type { Cell } from "../../src/explain/steps.js";
import type { Grid } from "../../src/puzzle/types.js";

export type { Cell };

/** The cell at row-major index i of an n x n grid. */
export const cellAt = (i: number, n: number): Cell => [Math.floor(i / n) + 1, (i % n) + 1];

/** The row-major index of a cell. */
export const indexOf = ([r, c]: Cell, n: number): number => (r - 1) * n + c - 1;

/** Whether a cell is on an n x n grid (whole numbers 1..n). */
export const onGrid = (n: number, [r, c]: Cell): boolean => Number.isInteger(r) && Number.isInteger(c) && r >= 1 && r <= n && c >= 1 && c <= n;

/** The cells where two grids of the same size hold different values, row-major. */
export function differingCells(a: Grid, b: Grid): Cell[] {
  const cells: Cell[] = [];
  a.forEach((row, r) => row.forEach((v, c) => v !== b[r][c] && cells.push([r + 1, c + 1])));
  return cells;
}
