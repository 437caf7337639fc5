/**
 * The Design view's state: an editable puzzle (size, streams, givens) with undo and redo, and the
 * analysis shown while editing — not yet a valid puzzle (and why), no solution (which givens
 * clash), exactly one (and how hard), or several (where two solutions differ).
 *
 * A design is immutable; every edit makes a new one and the history keeps the old ones. Its streams
 * are always numbered 1, 2, … by first cell, row by row, as a puzzle's are (rules.ts), so the stream
 * numbers the analysis names are the ones the view shows. The rules are the core's (puzzle/object.ts,
 * rules.ts). The analysis that needs the engines is in design-analysis.ts (for a worker): this
 * module imports no engine, so the view's thread stays free of them.
 */
import { cellText, type Cell } from "../../src/explain/steps.js";
import { layoutWarnings } from "../../src/puzzle/kind.js";
import { checkPuzzle } from "../../src/puzzle/object.js";
import { firstStreamOverflow, numberByFirstAppearance, repeats, toGrid } from "../../src/puzzle/rules.js";
import { MAX_SIZE, type Grid, type Puzzle } from "../../src/puzzle/types.js";
import { cellAt, onGrid } from "./cells.js";

export interface Design {
  readonly size: number;
  /** Stream ids, 0 = no stream, numbered by first appearance. */
  readonly streams: Grid;
  /** Givens, 0 = empty. Any whole number 0..n (clashing givens are allowed: the analysis names them). */
  readonly givens: Grid;
  readonly title?: string;
}

export interface DesignHistory {
  readonly past: readonly Design[];
  readonly present: Design;
  readonly future: readonly Design[];
}

const blank = (n: number): Grid => Array.from({ length: n }, () => new Array<number>(n).fill(0));

/** An empty n x n design (no streams, no givens). */
export function newDesign(n: number): DesignHistory {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SIZE) throw new RangeError(`size ${n}: expected a whole number from 1 to ${MAX_SIZE}`);
  return { past: [], present: { size: n, streams: blank(n), givens: blank(n) }, future: [] };
}

/** A design from a puzzle (to edit one that was opened). */
export function designOf(p: Puzzle): DesignHistory {
  const d: Design = { size: p.size, streams: numbered(p.streams), givens: p.givens.map((row) => row.slice()) };
  return { past: [], present: p.title === undefined ? d : { ...d, title: p.title }, future: [] };
}

/** The design as a puzzle (not checked: see problemOf). */
export function toPuzzle(d: Design): Puzzle {
  const p: Puzzle = { size: d.size, streams: d.streams.map((row) => row.slice()), givens: d.givens.map((row) => row.slice()) };
  if (d.title !== undefined) p.title = d.title;
  return p;
}

function numbered(streams: Grid): Grid {
  return toGrid(numberByFirstAppearance(streams.flat(), 0).ids, streams.length);
}

/** A new present; the redo list is dropped. An edit that changes nothing adds no history. */
function commit(h: DesignHistory, d: Design): DesignHistory {
  if (JSON.stringify(d) === JSON.stringify(h.present)) return h;
  return { past: [...h.past, h.present], present: d, future: [] };
}

export const canUndo = (h: DesignHistory): boolean => h.past.length > 0;
export const canRedo = (h: DesignHistory): boolean => h.future.length > 0;

export function undo(h: DesignHistory): DesignHistory {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: DesignHistory): DesignHistory {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** A stream id no cell has yet: "a new stream". */
export function newStreamId(d: Design): number {
  return Math.max(0, ...d.streams.flat()) + 1;
}

/**
 * Paints the cells of a drag into a stream (its id; "new" = a stream no cell has yet; 0 = erase:
 * no stream), as one edit. Returns the history and the stream's id after renumbering (to keep
 * painting the same stream). During a drag the view may call this again on the history from before
 * the drag with the longer list of cells: it is pure, and only the drag's last call is kept.
 * Cells off the grid are ignored.
 */
export function paint(h: DesignHistory, cells: readonly Cell[], stream: number | "new"): { history: DesignHistory; stream: number } {
  const d = h.present;
  const n = d.size;
  const id = stream === "new" ? newStreamId(d) : stream;
  if (!Number.isSafeInteger(id) || id < 0 || id > n * n + 1) throw new RangeError(`stream ${id}: expected a stream id from 0 to ${n * n + 1}`);
  const streams = d.streams.map((row) => row.slice());
  const painted = cells.filter((c) => onGrid(n, c));
  for (const [r, c] of painted) streams[r - 1][c - 1] = id;
  // The id to return: where the drag's first cell now is, after renumbering.
  const renumbered = numbered(streams);
  const at = painted[0];
  const after = id === 0 || !at ? id : renumbered[at[0] - 1][at[1] - 1];
  return { history: commit(h, { ...d, streams: renumbered }), stream: after };
}

/** Types a given (1..n) into a cell, or clears it (0). */
export function setGiven(h: DesignHistory, cell: Cell, v: number): DesignHistory {
  const d = h.present;
  if (!onGrid(d.size, cell) || !Number.isInteger(v) || v < 0 || v > d.size) return h;
  const givens = d.givens.map((row) => row.slice());
  givens[cell[0] - 1][cell[1] - 1] = v;
  return commit(h, { ...d, givens });
}

/** A new size, keeping what fits (givens larger than the new size are dropped). One edit. A new
 * size is a new puzzle: the title of the one opened is not kept (the view then heads it "6×6
 * design"; a 6×6 once went on under a 4×4 puzzle's title). */
export function resize(h: DesignHistory, n: number): DesignHistory {
  const empty = newDesign(n).present;
  const d = h.present;
  if (n === d.size) return h;
  const keep = (g: Grid, max: number) => empty.givens.map((row, r) => row.map((_, c) => (r < d.size && c < d.size && g[r][c] <= max ? g[r][c] : 0)));
  const streams = numbered(keep(d.streams, Infinity));
  return commit(h, { size: n, streams, givens: keep(d.givens, n) });
}

/** What keeps the design from being a proper Strimko (a stream not of n cells, not a chain, cells
 * in no stream: puzzle/kind.ts, the core's words), shown beside the verdict; none for a design
 * with no stream yet, or one that is not a valid puzzle (its problem is shown instead). */
export function designWarnings(d: Design): { text: string; cells: Cell[] }[] {
  return problemOf(d) ? [] : layoutWarnings(toPuzzle(d));
}

export const setTitle = (h: DesignHistory, title: string): DesignHistory => commit(h, { ...h.present, title });

// ------------------------------------------------------------------ what needs no engine

/** Two givens with the same value in one row, column or stream. */
export interface Clash {
  kind: "row" | "column" | "stream";
  index: number;
  value: number;
  cells: [Cell, Cell];
  text: string;
}

/** Why a design is not a valid puzzle, if it is not (the core's check and its words). */
export function problemOf(d: Design): { problem: string; cells: Cell[] } | null {
  try {
    checkPuzzle(toPuzzle(d));
    return null;
  } catch (e) {
    const problem = e instanceof Error && "problem" in e ? String(e.problem) : String(e);
    // The cells to show: the stream that has too many (the rule a painter breaks).
    const ids = d.streams.flat();
    const over = firstStreamOverflow(ids, d.size);
    const cells = over === undefined ? [] : ids.flatMap((s, i) => (s === ids[over] ? [cellAt(i, d.size)] : []));
    return { problem, cells };
  }
}

/** The givens that clash: a value twice in a row, column or stream (the first repeat of each unit). */
/** A value twice in a unit, in words: "row 1 holds 5 twice: (1,1) and (1,5)" (Design's and Play's). */
export function clashText(x: { kind: string; index: number; value: number; cells: [Cell, Cell] }): string {
  return `${x.kind} ${x.index} holds ${x.value} twice: ${cellText(x.cells[0])} and ${cellText(x.cells[1])}`;
}

export function clashesOf(d: Design): Clash[] {
  const n = d.size;
  return repeats(d.givens.flat(), n, d.streams.flat()).map((x) => {
    const cells: [Cell, Cell] = [cellAt(x.first, n), cellAt(x.second, n)];
    return { kind: x.kind, index: x.index, value: x.value, cells, text: clashText({ kind: x.kind, index: x.index, value: x.value, cells }) };
  });
}
