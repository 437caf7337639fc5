/**
 * What a puzzle is: a Strimko (streams of any shape, published as chains), a Sudoku (its boxes as
 * streams), a jigsaw (other regions that fill the grid, each orthogonally connected) or a Latin
 * square (no stream at all), in `generate --kind`'s words. Decided here once, for everything that
 * shows or draws a puzzle (render's style, the web app's line under its heading): the kind a file
 * states (`kind:` in the text format, `"kind"` in JSON; the generator writes it), else the kind its
 * streams' shape says. A generated Strimko whose chains all happen to be orthogonally connected is
 * then still drawn as a Strimko (issue 25).
 */
import { boxStreams, streamCells } from "./shapes.js";
import type { Puzzle, PuzzleKind } from "./types.js";

/** Whether cells are joined by steps between cells of the set: orthogonal (a jigsaw's regions), or
 * orthogonal and diagonal too (a Strimko's chains). */
function connected(cells: [number, number][], diagonal = false): boolean {
  const left = new Set(cells.map(([r, c]) => `${r},${c}`));
  const stack = cells.slice(0, 1);
  left.delete(`${cells[0][0]},${cells[0][1]}`);
  while (stack.length > 0) {
    const [r, c] = stack.pop()!;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (!diagonal && dr !== 0 && dc !== 0) continue;
        const k = `${r + dr},${c + dc}`;
        if (left.delete(k)) stack.push([r + dr, c + dc]);
      }
  }
  return left.size === 0;
}

/** Whether the streams are the boxes, whatever their numbers (a puzzle built in code may number
 * its streams in any order): two cells share a stream exactly when they share a box. */
function isBoxes(p: Puzzle): boolean {
  const b = Math.round(Math.sqrt(p.size));
  if (b * b !== p.size) return false;
  const boxes = boxStreams(p.size);
  const boxOf = new Map<number, number>();
  const streamOf = new Map<number, number>();
  for (let r = 0; r < p.size; r++)
    for (let c = 0; c < p.size; c++) {
      const s = p.streams[r][c];
      const box = boxes[r][c];
      if (s === 0 || (boxOf.get(s) ?? box) !== box || (streamOf.get(box) ?? s) !== s) return false;
      boxOf.set(s, box);
      streamOf.set(box, s);
    }
  return true;
}

function isRegions(p: Puzzle): boolean {
  if (!p.streams.every((row) => row.every((s) => s !== 0))) return false;
  for (const cells of streamCells(p).values()) if (cells.length !== p.size || !connected(cells)) return false;
  return true;
}

/** The kind the streams' shape says: no streams, a Latin square; the boxes, a Sudoku; n regions
 * that fill the grid, each orthogonally connected, a jigsaw; anything else, a Strimko. */
export function shapeKind(p: Puzzle): PuzzleKind {
  if (p.streams.every((row) => row.every((s) => s === 0))) return "latin";
  if (isBoxes(p)) return "sudoku";
  return isRegions(p) ? "jigsaw" : "strimko";
}

/** The puzzle's kind: the one it states, else its shape's. */
export function kindOf(p: Puzzle): PuzzleKind {
  return p.kind ?? shapeKind(p);
}

/** Why a stated kind does not fit the puzzle's streams (a "sudoku" whose streams are not the boxes),
 * if it does not: a Strimko may have streams of any shape, the others only their own. */
export function kindProblem(p: Puzzle, kind: PuzzleKind): string | undefined {
  if (kind === "latin" && !p.streams.every((row) => row.every((s) => s === 0))) return "kind latin, but the puzzle has streams (a latin square has none)";
  if (kind === "sudoku" && !isBoxes(p)) {
    const b = Math.round(Math.sqrt(p.size));
    // A 6x6 with 2x3 boxes, the classroom's Sudoku, is a jigsaw here (a Sudoku's boxes are square).
    if (b * b !== p.size) return `kind sudoku, but a Sudoku's boxes need a square size (1, 4, 9, 16, ...), found ${p.size}; write "kind: jigsaw" or no kind`;
    return "kind sudoku, but the streams are not the boxes";
  }
  if (kind === "jigsaw" && !isRegions(p))
    return `kind jigsaw, but the streams are not ${p.size} orthogonally connected regions of ${p.size} cells that fill the grid`;
  return undefined;
}

/** Something a puzzle with streams does that a proper Strimko does not, in words, with its cells
 * (1-based [row, column]). */
export interface LayoutWarning {
  text: string;
  cells: [number, number][];
}

/**
 * What keeps a puzzle with streams from being a proper Strimko (or Sudoku, or jigsaw): a stream
 * not of n cells, a stream whose cells are not a chain (joined by steps to a neighbouring cell,
 * orthogonal or diagonal, as published streams are), cells in no stream. The rules allow each (a
 * short stream holds no value twice, a cell in no stream only its row and column), so a puzzle
 * with them is solved as it is; a setter is told (Design shows them beside the verdict, `strimko
 * analyze` with its record). A puzzle without streams (a Latin square) has none to warn of.
 */
export function layoutWarnings(p: Puzzle): LayoutWarning[] {
  const streams = streamCells(p);
  if (streams.size === 0) return [];
  const cell = ([r, c]: [number, number]): [number, number] => [r + 1, c + 1];
  const out: LayoutWarning[] = [];
  for (const [id, cells] of [...streams].sort((a, b) => a[0] - b[0])) {
    if (cells.length !== p.size)
      out.push({ text: `stream ${id} has ${cells.length} cell${cells.length === 1 ? "" : "s"}, not ${p.size}`, cells: cells.map(cell) });
    if (!connected(cells, true))
      out.push({ text: `stream ${id} is not a chain: its cells are not all joined, cell to neighbouring cell`, cells: cells.map(cell) });
  }
  const loose: [number, number][] = [];
  p.streams.forEach((row, r) => row.forEach((s, c) => s === 0 && loose.push([r + 1, c + 1])));
  if (loose.length > 0) out.push({ text: `${loose.length === 1 ? "1 cell is" : `${loose.length} cells are`} in no stream`, cells: loose });
  return out;
}
