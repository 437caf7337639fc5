/**
 * The puzzle objects the library is handed: checked before any engine sees one.
 *
 * The readers validate what they read (validate.ts) and report it by file, line
 * and column. A program that builds a Puzzle in code gets the same rules here,
 * reported by property path (`givens[0][1]`): a grid that is not n x n, a value
 * out of range, a stream of more than n cells, a stated solution that breaks a
 * rule. Without this, a bad object ended as a TypeError deep in an engine, or
 * worse, as a wrong answer (a given of 5 in a 4x4 read as "no solution").
 *
 * Givens that clash (the same value twice in a unit) are allowed here: such a
 * puzzle is well defined and has no solution, which is what the engines say. A
 * file with them is refused by the readers, where they are more likely a typo.
 */
import { verify } from "../check/verify.js";
import { PuzzleError } from "../errors.js";
import { MAX_SIZE, type Puzzle } from "./types.js";
import { notText } from "./validate.js";

/** A value as an error message shows it: strings quoted and cut, arrays, objects and functions
 * named, a bigint as such (`4n`, which String() would show as the number 4). Never throws. */
export function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 20 ? value.slice(0, 20) + "…" : value);
  if (value === null) return "null";
  if (typeof value === "bigint") return `${value}n (a bigint)`;
  // A function's String() is its source text.
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return value.description === undefined ? "a symbol" : `a symbol (${show(value.description)})`;
  if (typeof value === "object") {
    try {
      return Array.isArray(value) ? "an array" : "an object";
    } catch {
      return "an object"; // a revoked proxy
    }
  }
  return String(value);
}

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

/** The first cell of an n x n `name` that is not a whole number from `min` to n, in words, if any. */
function notValues(grid: unknown[][], name: string, n: number, min: 0 | 1): string | undefined {
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = grid[r][c];
      if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > n) return `${name}[${r}][${c}] is ${show(v)}; expected a whole number from ${min}${min === 0 ? " (empty)" : ""} to ${n}`;
    }
  }
  return undefined;
}

function fail(problem: string, what?: string): never {
  throw new PuzzleError(problem, what);
}

/** A plain copy of `grid`, n x n whole numbers from `min` to n (read once each); throws a
 * PuzzleError otherwise. */
export function gridFrom(grid: unknown, name: string, n: number, min: 0 | 1): number[][] {
  const g = copyGrid(grid, n);
  const bad = notSquare(g, name, n) ?? notValues(g as unknown[][], name, n, min);
  if (bad) fail(bad, "a valid grid");
  return g as number[][];
}

/**
 * Throws a PuzzleError unless `value` is a puzzle the engines take: `size` a whole number 1..64,
 * `streams` and `givens` n x n, givens whole numbers 0..n (0 = empty), stream ids whole numbers
 * >= 0 from 0 (no stream) to n² with at most n cells each; `solution`, when present, n x n values 1..n that
 * keep the givens and every rule; `title` and `source` strings when present.
 */
export function checkPuzzle(value: unknown): asserts value is Puzzle {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(`the puzzle is ${show(value)}; expected an object with size, streams and givens`);
  const p = value as Record<string, unknown>;
  const n = p.size;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1 || n > MAX_SIZE) fail(`size is ${show(n)}; expected a whole number from 1 to ${MAX_SIZE}`);
  const shape = notSquare(p.streams, "streams", n) ?? notSquare(p.givens, "givens", n);
  if (shape) fail(shape);
  const values = notValues(p.givens as unknown[][], "givens", n, 0);
  if (values) fail(values);
  const streams = p.streams as unknown[][];
  // Cells per stream id.
  const perId = new Array<number>(n * n + 1).fill(0);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const s = streams[r][c];
      // n² ids are enough for any partition (the readers number streams 1, 2, ... by first cell).
      if (typeof s !== "number" || !Number.isInteger(s) || s < 0 || s > n * n) fail(`streams[${r}][${c}] is ${show(s)}; expected a stream id, a whole number from 0 (no stream) to ${n * n}`);
      if (s === 0) continue;
      if (++perId[s] > n) fail(`stream ${s} has more than ${n} cells (one too many at streams[${r}][${c}])`);
    }
  }
  for (const key of ["title", "source"] as const) {
    const text = p[key];
    if (text === undefined) continue;
    if (typeof text !== "string") fail(`${key} is ${show(text)}; expected a string`);
    const bad = notText(key, text);
    if (bad) fail(bad);
  }
  if (p.solution !== undefined) {
    const bad = notSquare(p.solution, "solution", n) ?? notValues(p.solution as unknown[][], "solution", n, 1);
    if (bad) fail(bad);
    const problem = verify(value as Puzzle, p.solution as number[][])[0];
    if (problem) fail(`the solution breaks a rule: ${problem.message}`);
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
  const n = typeof size === "number" && Number.isSafeInteger(size) && size >= 1 && size <= MAX_SIZE ? size : 0;
  const copy: Record<string, unknown> = { size, streams: copyGrid(v.streams, n), givens: copyGrid(v.givens, n) };
  const title = v.title;
  const source = v.source;
  const solution = v.solution;
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
  const renumber = new Map<number, number>();
  let canonical = true;
  for (const row of p.streams) {
    for (const s of row) {
      if (s === 0 || renumber.has(s)) continue;
      renumber.set(s, renumber.size + 1);
      if (s !== renumber.size) canonical = false;
    }
  }
  if (canonical) return p;
  return { ...p, streams: Array.from({ length: n }, (_, r) => p.streams[r].map((s) => (s === 0 ? 0 : renumber.get(s)!))) };
}
