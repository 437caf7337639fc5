/**
 * The Design view's state: an editable puzzle (size, streams, givens) with undo and redo, and the
 * analysis shown while editing — not yet a valid puzzle (and why), no solution (which givens
 * clash), exactly one (and how hard), or several (where two solutions differ).
 *
 * A design is immutable; every edit makes a new one and the history keeps the old ones. Its streams
 * are always numbered 1, 2, … by first cell, row by row, as a puzzle's are (rules.ts), so the stream
 * numbers the analysis names are the ones the view shows. The rules, the count and the grade are the
 * core's (puzzle/object.ts, rules.ts, verdicts.ts, explain/grade.ts); nothing is decided here.
 */
import { grade, type GradeOptions } from "../../src/explain/grade.js";
import { emptyText, unitCells, unitOf, type Cell, type Unit } from "../../src/explain/steps.js";
import { resolve } from "../../src/native/solver.js";
import { checkPuzzle } from "../../src/puzzle/object.js";
import { firstStreamOverflow, numberByFirstAppearance, repeats, toGrid } from "../../src/puzzle/rules.js";
import { MAX_SIZE, type Grid, type Puzzle } from "../../src/puzzle/types.js";
import { count, type EngineChoice } from "../../src/verdicts.js";

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

/** The design as a puzzle (not checked: see analyse). */
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

const onGrid = (n: number, [r, c]: Cell): boolean => Number.isInteger(r) && Number.isInteger(c) && r >= 1 && r <= n && c >= 1 && c <= n;

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

/** A new size, keeping what fits (givens larger than the new size are dropped). One edit. */
export function resize(h: DesignHistory, n: number): DesignHistory {
  const empty = newDesign(n).present;
  const d = h.present;
  const keep = (g: Grid, max: number) => empty.givens.map((row, r) => row.map((_, c) => (r < d.size && c < d.size && g[r][c] <= max ? g[r][c] : 0)));
  const streams = numbered(keep(d.streams, Infinity));
  return commit(h, { ...d, size: n, streams, givens: keep(d.givens, n) });
}

export const setTitle = (h: DesignHistory, title: string): DesignHistory => commit(h, { ...h.present, title });

// ------------------------------------------------------------------ analysis

/** Two givens with the same value in one row, column or stream. */
export interface Clash {
  kind: "row" | "column" | "stream";
  index: number;
  value: number;
  cells: [Cell, Cell];
  text: string;
}

export type Analysis =
  /** Not a puzzle the engines take: the rule broken (checkPuzzle's words), and the cells to show. */
  | { status: "invalid"; problem: string; cells: Cell[] }
  /** No solution: clashing givens, or resolution's contradiction (its empty disjunction), or the search's. */
  | { status: "none"; reason: string; clashes: Clash[]; unit: Unit | null; cells: Cell[] }
  | { status: "unique"; solution: Grid; difficulty: DesignDifficulty }
  /** Two solutions (of possibly more) and the cells where they differ. */
  | { status: "several"; solutions: [Grid, Grid]; differing: Cell[] }
  | { status: "timeout"; reason: string }
  /** The engines disagree (both engines asked): shown as loudly as the CLI shows it. */
  | { status: "error"; reason: string };

export interface DesignDifficulty {
  /** For now grade's word ("resolution" or "search"). */
  level: string;
  reason: string;
}

export interface AnalyseOptions {
  /** "native" (the default: fast, on every edit) or "both" (cross-checked with clingo). */
  engine?: Exclude<EngineChoice, "asp">;
  /** For the count and the grade, each (default ANALYSIS_TIMEOUT_MS; 0 = none): a design with few
   * givens can take a long search, and the answer is "timeout" rather than a view that never answers. */
  timeoutMs?: number;
}

export const ANALYSIS_TIMEOUT_MS = 10_000;

const cellText = ([r, c]: Cell) => `(${r},${c})`;
const cellAt = (i: number, n: number): Cell => [Math.floor(i / n) + 1, (i % n) + 1];

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
export function clashesOf(d: Design): Clash[] {
  const n = d.size;
  return repeats(d.givens.flat(), n, d.streams.flat()).map((x) => {
    const cells: [Cell, Cell] = [cellAt(x.first, n), cellAt(x.second, n)];
    return { kind: x.kind, index: x.index, value: x.value, cells, text: `${x.kind} ${x.index} holds ${x.value} twice: ${cellText(cells[0])} and ${cellText(cells[1])}` };
  });
}

/**
 * What the design is, for the view to show while editing. Async: the count may take a while on
 * a large or open design (the view runs it in a worker and keeps only the answer for the latest edit).
 */
export async function analyse(d: Design, options: AnalyseOptions = {}): Promise<Analysis> {
  const invalid = problemOf(d);
  if (invalid) return { status: "invalid", ...invalid };
  const p = toPuzzle(d);
  const clashes = clashesOf(d);
  if (clashes.length > 0) {
    const n = d.size;
    const at = new Set(clashes.flatMap((c) => c.cells.map(([r, k]) => (r - 1) * n + k - 1)));
    const cells = [...at].sort((x, y) => x - y).map((i) => cellAt(i, n));
    return { status: "none", reason: clashes.map((c) => c.text).join("; "), clashes, unit: null, cells };
  }
  const engine = options.engine ?? "native";
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIMEOUT_MS;
  const c = await count(p, { engine, limit: 2, solutions: true, timeoutMs });
  if (c.status === "error") return { status: "error", reason: `engines disagree: ${c.disagreement ?? "different counts"}` };
  if (c.status === "timeout" || c.count === null) return { status: "timeout", reason: "the solutions were not counted within the time limit" };
  if (c.count === 0) {
    const r = resolve(p);
    if (r.status === "contradiction" && r.empty) {
      const unit = unitOf(r.empty);
      return { status: "none", reason: `resolution refutes the givens: ${emptyText(unit)}`, clashes: [], unit, cells: unit.kind === "cell" ? [unit.index as Cell] : unitCells(p, unit) };
    }
    return { status: "none", reason: "resolution stalls, and the search refutes every option of every guess", clashes: [], unit: null, cells: [] };
  }
  const solutions = c.solutions ?? [];
  if (c.count >= 2 && solutions.length >= 2) {
    const [a, b] = solutions;
    const differing: Cell[] = [];
    for (let r = 0; r < d.size; r++) for (let k = 0; k < d.size; k++) if (a[r][k] !== b[r][k]) differing.push([r + 1, k + 1]);
    return { status: "several", solutions: [a, b], differing };
  }
  // TODO: use difficulty() from src/explain/difficulty.ts (the generator's scale) once it lands.
  const g = await grade(p, { engine, timeoutMs } satisfies GradeOptions);
  return { status: "unique", solution: solutions[0], difficulty: { level: g.grade, reason: g.reason } };
}
