/**
 * The puzzle objects the library is handed: copied and checked before any
 * engine sees one, problems reported by property path (`givens[0][1]`).
 *
 * The rules are the readers' (rules.ts); the readers report them by file,
 * line and column (draft.ts). A program that builds a Puzzle in code gets them
 * here: a grid that is not n x n, a value out of range, a stream of more than n
 * cells, a stated solution that breaks a rule. Without this, a bad object ended
 * as a TypeError deep in an engine, or worse, as a wrong answer (a given of 5
 * in a 4x4 read as "no solution").
 *
 * Givens that clash (the same value twice in a unit) are allowed here: such a
 * puzzle is well defined and has no solution, which is what the engines say. A
 * file with them is refused by the readers, where they are more likely a typo.
 */
import { PuzzleError, show } from "../base/errors.js";
import {
  firstBadStreamId,
  firstChangedGiven,
  firstOutOfRange,
  firstStreamOverflow,
  notText,
  numberByFirstAppearance,
  repeats,
  sizeProblem,
  toGrid,
  type Repeat,
} from "./rules.js";
import { kindProblem } from "./kind.js";
import { MAX_SIZE, PUZZLE_KINDS, type Grid, type Puzzle, type PuzzleKind } from "./types.js";

/** `name` is an array of n arrays of n numbers; returns the first problem, if any. */
function notSquare(grid: unknown, name: string, n: number): string | undefined {
  if (!Array.isArray(grid)) return `${name} is ${show(grid)}; expected an array of ${n} rows`;
  if (grid.length !== n) return `${name} has ${grid.length} row${grid.length === 1 ? "" : "s"}; expected ${n}`;
  for (let r = 0; r < n; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row)) return `${name}[${r}] is ${show(row)}; expected an array of ${n} numbers`;
    if (row.length !== n) return `${name}[${r}] has ${row.length} cell${row.length === 1 ? "" : "s"}; expected ${n}`;
  }
  return undefined;
}

/** The cells of an n x n grid, row-major (holes of a sparse row read as undefined). */
function cellsOf(grid: unknown[][], n: number): unknown[] {
  const cells = new Array<unknown>(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) cells[r * n + c] = grid[r][c];
  return cells;
}

/** A cell's property path: `givens[0][1]`. */
function pathOf(name: string, i: number, n: number): string {
  return `${name}[${Math.floor(i / n)}][${i % n}]`;
}

/** The first cell of an n x n `name` that is not a whole number from `min` to n, in words, if any. */
function notValues(cells: unknown[], name: string, n: number, min: 0 | 1): string | undefined {
  const i = firstOutOfRange(cells, n, min);
  return i === undefined ? undefined : `${pathOf(name, i, n)} is ${show(cells[i])}; expected a whole number from ${min}${min === 0 ? " (empty)" : ""} to ${n}`;
}

function fail(problem: string, what?: string): never {
  throw new PuzzleError(problem, what);
}

/** A plain copy of `grid`, n x n whole numbers from `min` to n (read once each); throws a
 * PuzzleError otherwise. */
export function gridFrom(grid: unknown, name: string, n: number, min: 0 | 1): number[][] {
  const g = copyGrid(grid, n);
  const bad = notSquare(g, name, n) ?? notValues(cellsOf(g as unknown[][], n), name, n, min);
  if (bad) fail(bad, "a valid grid");
  return g as number[][];
}

/** Verify's order (verify.ts), which this message followed before the rules were shared:
 * rows, then columns, then streams, each by number. */
const UNIT_ORDER = { row: 0, column: 1, stream: 2 } as const;

/** A stated solution's first broken rule, in words: a given changed, else a value twice in a unit. */
function brokenRule(solution: number[], givens: number[], streams: number[], n: number): string | undefined {
  const changed = firstChangedGiven(solution, givens);
  if (changed !== undefined)
    return `cell (${Math.floor(changed / n) + 1},${(changed % n) + 1}) holds ${solution[changed]} but the puzzle gives ${givens[changed]}`;
  let first: Repeat | undefined;
  for (const r of repeats(solution, n, streams)) {
    if (!first || UNIT_ORDER[r.kind] < UNIT_ORDER[first.kind] || (r.kind === first.kind && r.index < first.index)) first = r;
  }
  return first && `${first.kind} ${first.index} holds ${first.value} twice`;
}

/**
 * Throws a PuzzleError unless `value` is a puzzle the engines take: `size` a whole number 1..64,
 * `streams` and `givens` n x n, givens whole numbers 0..n (0 = empty), stream ids whole numbers
 * >= 0 from 0 (no stream) to n² with at most n cells each; `solution`, when present, n x n values 1..n that
 * keep the givens and every rule; `title` and `source` strings when present.
 */
export function checkPuzzle(value: unknown): asserts value is Puzzle {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    fail(`the puzzle is ${show(value)}; expected an object with size, streams and givens`);
  const p = value as Record<string, unknown>;
  const n = p.size;
  if (sizeProblem(n)) fail(`size is ${show(n)}; expected a whole number from 1 to ${MAX_SIZE}`);
  const size = n as number;
  const shape = notSquare(p.streams, "streams", size) ?? notSquare(p.givens, "givens", size);
  if (shape) fail(shape);
  const givens = cellsOf(p.givens as unknown[][], size);
  const values = notValues(givens, "givens", size, 0);
  if (values) fail(values);
  const streams = cellsOf(p.streams as unknown[][], size);
  // The first problem in reading order: a stream that outgrows a row before the first bad id.
  const badId = firstBadStreamId(streams, size);
  const overflow = firstStreamOverflow(streams, size, badId ?? streams.length);
  if (overflow !== undefined) fail(`stream ${String(streams[overflow])} has more than ${size} cells (one too many at ${pathOf("streams", overflow, size)})`);
  if (badId !== undefined)
    fail(`${pathOf("streams", badId, size)} is ${show(streams[badId])}; expected a stream id, a whole number from 0 (no stream) to ${size * size}`);
  for (const key of ["title", "source"] as const) {
    const text = p[key];
    if (text === undefined) continue;
    if (typeof text !== "string") fail(`${key} is ${show(text)}; expected a string`);
    const bad = notText(key, text);
    if (bad) fail(bad);
  }
  if (p.kind !== undefined) {
    if (!(PUZZLE_KINDS as readonly unknown[]).includes(p.kind)) fail(`kind is ${show(p.kind)}; expected one of ${PUZZLE_KINDS.join(", ")}`);
    const bad = kindProblem({ size, streams: p.streams as Grid, givens: p.givens as Grid }, p.kind as PuzzleKind);
    if (bad) fail(`the puzzle says ${bad}`);
  }
  if (p.solution !== undefined) {
    const shapeBad = notSquare(p.solution, "solution", size);
    if (shapeBad) fail(shapeBad);
    const solution = cellsOf(p.solution as unknown[][], size);
    const range = notValues(solution, "solution", size, 1);
    if (range) fail(range);
    const broken = brokenRule(solution as number[], givens as number[], streams as number[], size);
    if (broken) fail(`the solution breaks a rule: ${broken}`);
  }
}

/** A plain copy of an n x n grid: each row and cell read once, so the caller's getters, proxies
 * and array methods play no further part. Anything not n x n is kept as it is, for the check to
 * name (and so that a huge `length` is never walked). */
function copyGrid(g: unknown, n: number): unknown {
  if (!Array.isArray(g) || g.length !== n) return g;
  const rows: unknown[] = [];
  for (let r = 0; r < n; r++) {
    const row: unknown = g[r];
    if (!Array.isArray(row) || row.length !== n) {
      rows.push(row);
      continue;
    }
    const cells: unknown[] = [];
    for (let c = 0; c < n; c++) cells.push(row[c]);
    rows.push(cells);
  }
  return rows;
}

/**
 * The puzzle the library works on: a plain copy of `value` (own, inherited or computed properties
 * read once each), checked as checkPuzzle checks. The engines then see data that cannot change
 * under them or carry methods of its own.
 */
export function puzzleFrom(value: unknown): Puzzle {
  if (typeof value !== "object" || value === null || Array.isArray(value)) checkPuzzle(value);
  const v = value as Record<string, unknown>;
  const size = v.size;
  const n = sizeProblem(size) ? 0 : (size as number);
  const copy: Record<string, unknown> = { size, streams: copyGrid(v.streams, n), givens: copyGrid(v.givens, n) };
  const title = v.title;
  const source = v.source;
  const solution = v.solution;
  const kind = v.kind;
  if (kind !== undefined) copy.kind = kind;
  if (title !== undefined) copy.title = title;
  if (source !== undefined) copy.source = source;
  if (solution !== undefined) copy.solution = copyGrid(solution, n);
  checkPuzzle(copy);
  return copy;
}

/**
 * The puzzle with its streams numbered 1, 2, ... by first cell, row by row, as the readers number
 * them (the same object when they already are). The writers compare stream grids with the boxes
 * and count streams by number; a puzzle built in code may number its streams any way.
 */
export function numberedStreams(p: Puzzle): Puzzle {
  const n = p.size;
  const { ids, keys } = numberByFirstAppearance(p.streams.flat(), 0);
  if (keys.every((id, k) => id === k)) return p;
  return { ...p, streams: toGrid(ids, n) };
}
