/** Shapes of streams that more than one part of the tool builds or reads: a Sudoku's boxes (the
 * sudoku format reads and writes them, the generator makes Sudoku with them, kind.ts tells a Sudoku
 * by them), and each stream's cells (kind.ts, render's drawing). */
import type { Grid, Puzzle } from "./types.js";

/** A Sudoku's streams: its boxes, numbered row by row (n = b² for a box side b). */
export function boxStreams(n: number): Grid {
  const b = Math.round(Math.sqrt(n));
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor(r / b) * b + Math.floor(c / b) + 1));
}

/** The cells of each stream, row-major, by stream id. */
export function streamCells(p: Puzzle): Map<number, [number, number][]> {
  const cells = new Map<number, [number, number][]>();
  for (let r = 0; r < p.size; r++) {
    for (let c = 0; c < p.size; c++) {
      const s = p.streams[r][c];
      if (s === 0) continue;
      let list = cells.get(s);
      if (!list) cells.set(s, (list = []));
      list.push([r, c]);
    }
  }
  return cells;
}
