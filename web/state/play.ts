/**
 * The Play view's state: a player's grid over the givens, pencil marks, undo, a check for
 * mistakes, a hint (the next inference resolution draws from the player's grid, in the words of
 * `strimko explain`), completion, and what the keys do. Pure: every function returns a new state
 * and leaves the old one as it was (undo keeps the old ones).
 *
 * The rules are the core's: a hint is resolution's own step (resolve + stepsOf), a repeated value is
 * rules.ts's `repeats`, completion is the independent verifier's verdict.
 */
import { cellText, stepsOf, unitCells, type Cell, type Step, type Unit } from "../../src/explain/steps.js";
import { resolve, solveNative } from "../../src/engines/native/solver.js";
import { checkPuzzle } from "../../src/puzzle/object.js";
import { repeats } from "../../src/puzzle/rules.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { isSolution } from "../../src/puzzle/verify.js";
import { cellAt, indexOf, onGrid } from "./cells.js";

/** What undo restores. */
interface Snapshot {
  values: Grid;
  pencil: number[][][];
}

export interface PlayState {
  readonly puzzle: Puzzle;
  /** The puzzle's one solution, verified. */
  readonly solution: Grid;
  /** The player's grid: the givens and the values entered; 0 = empty. */
  readonly values: Grid;
  /** Pencil marks per cell: its values, ascending (a list, not a bitmask: n goes up to 64). */
  readonly pencil: number[][][];
  /** The cell the keys act on, 1-based [row, col]. */
  readonly cursor: Cell;
  /** Digits toggle pencil marks instead of setting values. */
  readonly pencilMode: boolean;
  /** A value placed takes its pencil mark out of the cells of its row, column and stream (an
   * option, as in Simon Tatham's puzzles: some players keep their marks). */
  readonly tidyPencil?: boolean;
  /** Earlier grids, the last one first out (undo). */
  readonly history: readonly Snapshot[];
  /** The mistakes "check" found, shown until the next edit; null = not asked. */
  readonly mistakes: Mistakes | null;
}

export interface Mistakes {
  /** Cells whose value is not the solution's. */
  wrong: Cell[];
  /** Values twice in a row, column or stream (the first repeat of each unit), with both cells. */
  clashes: { kind: "row" | "column" | "stream"; index: number; value: number; cells: [Cell, Cell] }[];
  /** Every cell to mark, once, row-major. */
  cells: Cell[];
}

export type Hint =
  /** The next fact resolution draws: the disjunction with one literal left (to highlight: `cells`), in explain's words. */
  | { kind: "place"; cell: Cell; value: number; unit: Unit; cells: Cell[]; text: string; step: Step }
  /** Resolution stalls: the disjunction the search would branch on, and the solution's value among its options. */
  | { kind: "stalled"; cell: Cell; value: number; unit: Unit; cells: Cell[]; text: string }
  /** A value entered is wrong: fix it first (a hint from a wrong grid would mislead). */
  | { kind: "mistake"; cell: Cell; value: number; cells: Cell[]; text: string }
  | { kind: "solved"; cells: Cell[]; text: string };

/**
 * The one solution of a puzzle, or why it cannot be played (none, or several: a hint or a check
 * needs the solution). Native engine, counting up to 2; the grid is checked by the verifier.
 */
export function playableSolution(puzzle: Puzzle, timeoutMs = 10_000): { solution: Grid } | { reason: string } {
  checkPuzzle(puzzle);
  const r = solveNative(puzzle, { limit: 2, timeoutMs });
  if (r.status === "timeout") return { reason: "the solution was not found in time" };
  if (r.count === 0) return { reason: "the puzzle has no solution" };
  if (r.count > 1) return { reason: "the puzzle has several solutions" };
  if (!isSolution(puzzle, r.solutions[0])) return { reason: "the engine's solution does not pass the verifier" };
  return { solution: r.solutions[0] };
}

const copy = (g: Grid): Grid => g.map((row) => row.slice());

/** A new game. `solution` as playableSolution gives it (computed when not handed in); throws when
 * there is none, and (checkPuzzle's PuzzleError) when the puzzle is not valid. */
export function createPlay(puzzle: Puzzle, solution?: Grid): PlayState {
  checkPuzzle(puzzle);
  if (!solution) {
    const s = playableSolution(puzzle);
    if ("reason" in s) throw new Error(`cannot play this puzzle: ${s.reason}`);
    solution = s.solution;
  } else if (!isSolution(puzzle, solution)) throw new Error("cannot play this puzzle: the solution given does not solve it");
  const n = puzzle.size;
  return {
    puzzle,
    solution,
    values: copy(puzzle.givens),
    pencil: Array.from({ length: n }, () => Array.from({ length: n }, () => [])),
    cursor: [1, 1],
    pencilMode: false,
    history: [],
    mistakes: null,
  };
}

export const isGiven = (s: PlayState, [r, c]: Cell): boolean => s.puzzle.givens[r - 1][c - 1] !== 0;

const inside = (s: PlayState, cell: Cell): boolean => onGrid(s.puzzle.size, cell);

/** A grid with one cell changed (rows shared otherwise). */
function withCell<T>(g: T[][], [r, c]: Cell, v: T): T[][] {
  const out = g.slice();
  out[r - 1] = g[r - 1].slice();
  out[r - 1][c - 1] = v;
  return out;
}

/** Records the grid before an edit, for undo; an edit clears the marks of the last check. */
function edited(s: PlayState, values: Grid, pencil: number[][][]): PlayState {
  return { ...s, values, pencil, history: [...s.history, { values: s.values, pencil: s.pencil }], mistakes: null };
}

/** Puts value v (1..n; 0 clears) in a cell. Givens, cells outside the grid and values out of range change nothing. */
export function setValue(s: PlayState, cell: Cell, v: number): PlayState {
  if (!inside(s, cell) || isGiven(s, cell) || !Number.isInteger(v) || v < 0 || v > s.puzzle.size) return s;
  if (s.values[cell[0] - 1][cell[1] - 1] === v) return s;
  return edited(s, withCell(s.values, cell, v), s.tidyPencil && v > 0 ? withoutMark(s, cell, v) : s.pencil);
}

/** The pencil marks with v taken out of every cell sharing a row, column or stream with `cell`. */
function withoutMark(s: PlayState, [r, c]: Cell, v: number): number[][][] {
  const n = s.puzzle.size;
  const stream = s.puzzle.streams[r - 1][c - 1];
  let pencil = s.pencil;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= n; j++) {
      const peer = (i === r || j === c || (stream !== 0 && s.puzzle.streams[i - 1][j - 1] === stream)) && !(i === r && j === c);
      if (peer && pencil[i - 1][j - 1].includes(v))
        pencil = withCell(
          pencil,
          [i, j],
          pencil[i - 1][j - 1].filter((x) => x !== v),
        );
    }
  }
  return pencil;
}

/** Tidy pencil marks on or off (the marks already there stay as they are). */
export const toggleTidyPencil = (s: PlayState): PlayState => ({ ...s, tidyPencil: !s.tidyPencil });

/** The cells holding the same value as the cell the keys act on (none when it is empty): a player
 * sees at a glance where a digit already is. */
export function sameValueCells(s: PlayState): Cell[] {
  const [r, c] = s.cursor;
  const v = s.values[r - 1]?.[c - 1];
  if (!v) return [];
  const out: Cell[] = [];
  s.values.forEach((row, i) => row.forEach((x, j) => x === v && out.push([i + 1, j + 1])));
  return out;
}

/** A game's time as a clock shows it: 0:07, 12:34, 1:02:03. */
export function clockText(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 1000));
  const [h, m, sec] = [Math.floor(t / 3600), Math.floor((t % 3600) / 60), t % 60];
  const two = (x: number) => String(x).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

export const clearValue = (s: PlayState, cell: Cell): PlayState => setValue(s, cell, 0);

/** Toggles pencil mark v in a cell that is not a given. */
export function togglePencil(s: PlayState, cell: Cell, v: number): PlayState {
  if (!inside(s, cell) || isGiven(s, cell) || !Number.isInteger(v) || v < 1 || v > s.puzzle.size) return s;
  const marks = s.pencil[cell[0] - 1][cell[1] - 1];
  const toggled = marks.includes(v) ? marks.filter((x) => x !== v) : [...marks, v].sort((a, b) => a - b);
  return edited(s, s.values, withCell(s.pencil, cell, toggled));
}

/** The pencil marks of a cell, ascending. */
export function pencilMarks(s: PlayState, [r, c]: Cell): number[] {
  return s.pencil[r - 1][c - 1];
}

function clearPencil(s: PlayState, cell: Cell): PlayState {
  if (!inside(s, cell) || s.pencil[cell[0] - 1][cell[1] - 1].length === 0) return s;
  return edited(s, s.values, withCell<number[]>(s.pencil, cell, []));
}

/** Undoes the last edit (a value or a pencil mark); nothing to undo: the same state. */
export function undo(s: PlayState): PlayState {
  if (s.history.length === 0) return s;
  const last = s.history[s.history.length - 1];
  return { ...s, values: last.values, pencil: last.pencil, history: s.history.slice(0, -1), mistakes: null };
}

export const canUndo = (s: PlayState): boolean => s.history.length > 0;

/** The mistakes in the player's grid: values that are not the solution's, and values twice in a unit. */
export function mistakesOf(s: PlayState): Mistakes {
  const n = s.puzzle.size;
  const wrong: Cell[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (s.values[r][c] !== 0 && s.values[r][c] !== s.solution[r][c]) wrong.push([r + 1, c + 1]);
  const clashes = repeats(s.values.flat(), n, s.puzzle.streams.flat()).map((x) => ({
    kind: x.kind,
    index: x.index,
    value: x.value,
    cells: [cellAt(x.first, n), cellAt(x.second, n)] as [Cell, Cell],
  }));
  const marked = new Set<number>();
  for (const [r, c] of [...wrong, ...clashes.flatMap((x) => x.cells)]) marked.add(indexOf([r, c], n));
  const cells = [...marked].sort((a, b) => a - b).map((i) => cellAt(i, n));
  return { wrong, clashes, cells };
}

/** "Check": the state with its mistakes marked (until the next edit). */
export function check(s: PlayState): PlayState {
  return { ...s, mistakes: mistakesOf(s) };
}

/** Every cell filled and every rule kept (then it is the solution: there is only one). */
export function isComplete(s: PlayState): boolean {
  return s.values.every((row) => row.every((v) => v !== 0)) && isSolution(s.puzzle, s.values);
}

/** The cells of a unit, to highlight (a cell's own disjunction: the cell). */
function cellsOf(p: Puzzle, u: Unit): Cell[] {
  return u.kind === "cell" ? [u.index as Cell] : unitCells(p, u);
}

/**
 * The next inference resolution would draw from the player's grid (taken as givens), in the
 * words of `strimko explain`, with the disjunction to highlight. When the grid holds a wrong value,
 * the hint names it instead; when resolution stalls, it names the disjunction the search would
 * branch on and the solution's value there.
 */
export function hint(s: PlayState): Hint {
  const wrong = mistakesOf(s).wrong[0];
  if (wrong) {
    const v = s.values[wrong[0] - 1][wrong[1] - 1];
    return { kind: "mistake", cell: wrong, value: v, cells: [wrong], text: `${cellText(wrong)} = ${v} is not in the solution: clear it first` };
  }
  if (isComplete(s)) return { kind: "solved", cells: [], text: "every cell is filled: solved" };
  const p: Puzzle = { ...s.puzzle, givens: s.values };
  const place = stepsOf(p, resolve(p, { trace: true }).trace ?? []).find((x) => x.kind === "place");
  if (place)
    return {
      kind: "place",
      cell: place.cell!,
      value: place.value!,
      unit: place.reason.unit!,
      cells: cellsOf(p, place.reason.unit!),
      text: place.text,
      step: place,
    };
  // Resolution stalls: the search's first guess names the disjunction it branches on (its first
  // step, since resolution adds nothing). Only that step is needed, so the search gets a short clock.
  const guess = stepsOf(p, solveNative(p, { trace: true, limit: 1, timeoutMs: 2_000 }).trace ?? []).find((x) => x.kind === "guess");
  if (!guess) return { kind: "mistake", cell: s.cursor, value: 0, cells: [], text: "no hint: the grid cannot be completed" };
  const u = guess.reason.unit!;
  const cell: Cell = u.kind === "cell" ? (u.index as Cell) : unitCells(p, u).find(([r, c]) => s.solution[r - 1][c - 1] === u.value)!;
  const value = s.solution[cell[0] - 1][cell[1] - 1];
  const stall = guess.text.slice(0, guess.text.lastIndexOf(": guess"));
  return { kind: "stalled", cell, value, unit: u, cells: cellsOf(p, u), text: `${stall}; the solution has ${cellText(cell)} = ${value}` };
}

// ------------------------------------------------------------------ keys and pointer

/** A key press as the view sees it (KeyboardEvent's key and modifiers). */
export interface KeyInput {
  key: string;
  ctrl?: boolean;
  meta?: boolean;
}

/** The key that toggles pencil mode. */
export const PENCIL_KEY = " ";

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The value a key types: 1-9, then a-z (A-Z) for 10-35 as the text format writes them; 0 = clear; null = not a value key. */
export function valueOfKey(key: string): number | null {
  if (!/^[0-9a-zA-Z]$/.test(key)) return null;
  return parseInt(key, 36);
}

/** Moves the cursor to a cell (pointer), if it is on the grid. */
export function select(s: PlayState, cell: Cell): PlayState {
  return inside(s, cell) ? { ...s, cursor: [cell[0], cell[1]] } : s;
}

export const togglePencilMode = (s: PlayState): PlayState => ({ ...s, pencilMode: !s.pencilMode });

/** A value typed or picked at the cursor: sets it, or in pencil mode toggles its mark (0 clears). */
export function enter(s: PlayState, v: number): PlayState {
  if (v === 0) return erase(s);
  return s.pencilMode ? togglePencil(s, s.cursor, v) : setValue(s, s.cursor, v);
}

/** Backspace: clears the value at the cursor, or its pencil marks when it has no value. */
export function erase(s: PlayState): PlayState {
  const [r, c] = s.cursor;
  return s.values[r - 1][c - 1] !== 0 ? clearValue(s, s.cursor) : clearPencil(s, s.cursor);
}

/**
 * What a key does: arrows move the cursor (stopping at the edge), a value key sets (or in pencil
 * mode toggles) that value at the cursor, Backspace and Delete clear, Space toggles pencil mode,
 * Ctrl+Z (⌘Z) undoes. Any other key: the same state (the view lets it through, e.g. Tab).
 */
export function onKey(s: PlayState, k: KeyInput): PlayState {
  if ((k.ctrl || k.meta) && k.key.toLowerCase() === "z") return undo(s);
  if (k.ctrl || k.meta) return s;
  const move = MOVES[k.key];
  if (move) {
    const n = s.puzzle.size;
    const r = Math.max(1, Math.min(n, s.cursor[0] + move[0]));
    const c = Math.max(1, Math.min(n, s.cursor[1] + move[1]));
    return { ...s, cursor: [r, c] };
  }
  if (k.key === "Backspace" || k.key === "Delete") return erase(s);
  if (k.key === PENCIL_KEY) return togglePencilMode(s);
  const v = valueOfKey(k.key);
  if (v !== null && v <= s.puzzle.size) return enter(s, v);
  return s;
}

/** Whether the view should stop the key's default action (it did something with it). */
export function handlesKey(s: PlayState, k: KeyInput): boolean {
  if (k.ctrl || k.meta) return k.key.toLowerCase() === "z";
  if (k.key in MOVES || k.key === "Backspace" || k.key === "Delete" || k.key === PENCIL_KEY) return true;
  const v = valueOfKey(k.key);
  return v !== null && v <= s.puzzle.size;
}
