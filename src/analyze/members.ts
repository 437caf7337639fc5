/** A puzzle cut down to some of its givens and streams (the members of a core, core.ts), pure and
 * small: the web app's page checks a core with its clingo without loading the native engine. */
import type { Grid, Puzzle } from "../puzzle/types.js";

/** Which givens and streams of the puzzle to keep. */
export interface Members {
  givens: number[];
  streams: number[];
}

/** The puzzle with only these givens (row-major cells) and streams. */
export function restricted(p: Puzzle, keep: Members): Puzzle {
  const n = p.size;
  const g = new Set(keep.givens);
  const s = new Set(keep.streams);
  const givens: Grid = p.givens.map((row, r) => row.map((v, c) => (g.has(r * n + c) ? v : 0)));
  const streams: Grid = p.streams.map((row) => row.map((id) => (s.has(id) ? id : 0)));
  return { size: n, streams, givens };
}
