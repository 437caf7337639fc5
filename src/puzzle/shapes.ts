/** Shapes of streams that more than one part of the tool builds: a Sudoku's boxes (the sudoku
 * format reads and writes them, the generator makes Sudoku with them, the web app tells a Sudoku by
 * them). */
import type { Grid } from "./types.js";

/** A Sudoku's streams: its boxes, numbered row by row (n = b² for a box side b). */
export function boxStreams(n: number): Grid {
  const b = Math.round(Math.sqrt(n));
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor(r / b) * b + Math.floor(c / b) + 1));
}
