/**
 * Sudoku, in the layouts published collections use. The streams are the boxes;
 * n = 4, 9, 16 or 25 (box sizes 2..5). Values are 1-9, then A = 10 ... P = 25
 * (either case); `.`, `0`, `*`, `_` and `-` are empty cells.
 *
 * - Lines: one puzzle a line, n*n characters row by row (Norvig's and tdoku's
 *   sets). A line may hold other fields, separated by spaces, tabs, commas or
 *   semicolons: the first field of 16 characters or more is the puzzle (ids,
 *   hashes and ratings are shorter; an error in it is reported, not skipped), a
 *   second one of the same length made of cells, none empty, is its solution
 *   (Kaggle's CSV sets), and the rest (comments) is ignored. A CSV header line
 *   first ("quizzes,solutions") is skipped.
 * - Grids: n lines of n cells, with or without spaces and `|` between cells;
 *   lines of `-`, `+`, `=` and `|` between boxes are skipped (Norvig's essay),
 *   except a line of n dashes: a row of empty cells.
 *   Puzzles are separated by blank lines or by a line of other text, which
 *   becomes the next puzzle's title ("Grid 01", as in Project Euler's file).
 *
 * Blank lines and lines starting with `#` are skipped.
 */
import type { InputError } from "../../base/errors.js";
import { charAt, quote, splitLines, type Line, type Pos, type SourceText } from "../source.js";
import type { Puzzle } from "../types.js";
import { boxStreams } from "../shapes.js";
import type { Draft } from "../draft.js";
import type { ReadItem } from "./item.js";

export const SUDOKU_SIZES = [4, 9, 16, 25] as const;
const LENGTHS = SUDOKU_SIZES.map((n) => n * n);
const DIGITS = "123456789ABCDEFGHIJKLMNOP";

const labels = new Map<number, string[]>();

/** The box of each cell as a stream label (shared: a collection has thousands of lines of one size). */
function boxLabels(n: number): string[] {
  let l = labels.get(n);
  if (!l) labels.set(n, (l = boxStreams(n).flat().map(String)));
  return l;
}

/** Empty cells: "." "0" "*" "_" "-". */
function isEmptyCode(code: number): boolean {
  return code === 46 || code === 48 || code === 42 || code === 95 || code === 45;
}

/** The value of a cell character for size n: 0 for empty, -1 for no cell at all. Values above n
 * are returned as they are, for validation to report as out of range. */
function cellValue(code: number, n: number): number {
  if (isEmptyCode(code)) return 0;
  if (code >= 49 && code <= 57) return code - 48;
  const upper = code & ~32;
  if (n > 9 && upper >= 65 && upper <= 90) return upper - 55;
  return -1;
}

/** Whether every character is a cell of an n x n grid with its value in range (a grid row,
 * rather than a line of text such as "Grid 02"). */
function allCellsOf(cells: string, n: number): boolean {
  for (let i = 0; i < cells.length; i++) {
    const v = cellValue(cells.charCodeAt(i), n);
    if (v < 0 || v > n) return false;
  }
  return cells.length > 0;
}

const CELLS = /^[.0-9A-Za-z*_-]+$/;
/** The cells of a line kept for reading it as a grid row: one more than the longest row (25). */
const MAX_ROW_KEPT = 26;
/** Fields of a line: runs of characters other than spaces, tabs, commas and semicolons. */
const FIELD = /[^\s,;]+/g;
/** A CSV header: names separated by commas ("quizzes,solutions", "id,puzzle,solution,clues"). */
const CSV_HEADER = /^[A-Za-z_][A-Za-z0-9_ ]*(,\s*[A-Za-z_][A-Za-z0-9_ ]*)+$/;
/** A line between the boxes of a grid. */
const RULE = /^[\s|+=-]*[-=+][\s|+=-]*$/;

/** A rule line, not a grid row: a line of dashes (and spaces) with as many dashes as a row of the
 * grid has cells (n, or any grid size before the first row) is a row of empty cells. */
function isRule(text: string, n: number): boolean {
  if (!RULE.test(text)) return false;
  if (!/^[\s-]+$/.test(text)) return true;
  const size = gridSizeOf(text);
  return size === 0 || (n !== 0 && size !== n);
}

interface Field {
  text: string;
  /** 0-based column of its first character. */
  col: number;
}

function fieldsOf(text: string): Field[] {
  const out: Field[] = [];
  for (const m of text.matchAll(FIELD)) out.push({ text: m[0], col: m.index! });
  return out;
}

/** Whether a field is a whole puzzle: n*n cells for a Sudoku size. */
function isPuzzleField(f: Field): boolean {
  const n = sizeOfLength(f.text.length);
  return n > 0 && readCells(f.text, n, []) < 0;
}

/** A line whose first long field has a puzzle's length and at most one character in ten that is
 * not a cell: a puzzle with a typo. */
function nearlyPuzzle(line: string): boolean {
  const f = puzzleFields(line)[0];
  if (f === undefined || sizeOfLength(f.text.length) === 0) return false;
  let odd = 0;
  for (let i = 0; i < f.text.length; i++) if (cellValue(f.text.charCodeAt(i), 35) < 0) odd++;
  return odd * 10 <= f.text.length;
}

/** The fields of a line long enough to be a puzzle (16 characters or more; ids, ratings and
 * hashes are shorter): the first is the puzzle, a second may be its solution. */
function puzzleFields(text: string): Field[] {
  return fieldsOf(text).filter((f) => f.text.length >= 16);
}

/** The cells of a grid row: the line without spaces and "|" (and each cell's column). */
function gridCells(text: string): { cells: string; cols: number[]; count: number } {
  // Only the first few cells are kept: no grid row is longer, and a line of millions of
  // characters must not cost memory in proportion (the count is enough to report it).
  let cells = "";
  const cols: number[] = [];
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === " " || ch === "\t" || ch === "|") continue;
    if (++count > MAX_ROW_KEPT) continue;
    cells += ch;
    cols.push(i);
  }
  return { cells, cols, count };
}

/** The grid size a row of cells stands for, or 0. A line of 16 is a 4x4 puzzle on one line
 * unless it is written as a grid row (with spaces or "|" between cells). */
function gridSizeOf(text: string, { cells, count } = gridCells(text)): number {
  if (count >= MAX_ROW_KEPT || !CELLS.test(cells)) return 0;
  if (count === 16) return text.trim().length > 16 ? 16 : 0;
  return count === 4 || count === 9 || count === 25 ? count : 0;
}

/**
 * The grid size n of a row of n cells followed by something that is no cell ("003020600x", a
 * comment or a stray character after each row), or 0. Such a row makes the file a grid, and the
 * grid one error at that character, not a Sudoku line of the wrong length per row.
 */
function rowWithJunk({ cells, count }: { cells: string; count: number }): number {
  for (const n of [25, 16, 9, 4]) {
    if (count > n && count < 2 * n && allCellsOf(cells.slice(0, n), n) && cellValue(cells.charCodeAt(n), n) < 0) return n;
  }
  return 0;
}

/** Whether n of a line's cells, most of them cells of size n, are a grid row with a character
 * that is no cell (a full-width digit "４"), rather than a line of text ("Puzzle 12"). */
function rowWithBadCell({ cells, count }: { cells: string; count: number }, n: number): boolean {
  if (n === 0 || count !== n) return false;
  let good = 0;
  for (let i = 0; i < n; i++) if (cellValue(cells.charCodeAt(i), n) >= 0) good++;
  return good * 2 >= n;
}

function contentLines(src: SourceText): Line[] {
  return splitLines(src.text).filter((l) => !l.text.trimStart().startsWith("#"));
}

/** Whether a file's first lines are Sudoku in a layout this reader takes (for format detection). */
export function looksLikeSudoku(text: string): boolean {
  const lines = text
    .split("\n", 40)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  const [first, second = ""] = lines;
  if (first === undefined) return false;
  const startsWithPuzzle = (line: string) => {
    const f = puzzleFields(line)[0];
    return f !== undefined && isPuzzleField(f);
  };
  if (startsWithPuzzle(first) || (CSV_HEADER.test(first) && startsWithPuzzle(second))) return true;
  // A typo in the first puzzle must not hide the format: the reader then says where it is.
  if (nearlyPuzzle(first) || startsWithPuzzle(second)) return true;
  // A grid: two rows of one size among the first lines (a title line, and rules between boxes, aside).
  const sizes = lines
    .filter((l) => !isRule(l, 0))
    .slice(0, 4)
    .map((l) => gridSizeOf(l) || rowWithJunk(gridCells(l)))
    .filter((n) => n > 0);
  return sizes.length >= 2 && sizes.filter((n) => n === sizes[0]).length >= 2;
}

export function readSudoku(src: SourceText): ReadItem[] {
  const all = contentLines(src);
  const lines = all.filter((l) => !isSudokuSkipped(l.text));
  const first = lines[0]?.text ?? "";
  // Grids need two rows at least: a lone short line is a Sudoku line of the wrong length.
  const gridLayout = !startsAsSudokuLines(first) && twoGridRows(lines);
  return gridLayout ? readGrids(src, singleSpaced(all)) : readLines(src, lines);
}

/**
 * Grids written double-spaced (a blank line after every row, as text copied from some web pages
 * is): when no two grid lines of the file (rows, or rules between boxes) are next to each other, a
 * single blank line between two of them is dropped, so that each grid reads as written without
 * them. Two blank lines still separate grids. Other files are left as they are.
 */
function singleSpaced(lines: Line[]): Line[] {
  // Rows and rules between them: a boxed grid (a rule after every row) has no two rows next to
  // each other either, and its blank lines do separate grids.
  const rowish = lines.map((l) => gridSizeOf(l.text) > 0 || isRule(l.text, 0));
  if (rowish.some((r, i) => r && rowish[i + 1])) return lines;
  return lines.filter((l, i) => !(l.text.trim() === "" && rowish[i - 1] && rowish[i + 1]));
}

/** One puzzle a line. */
function readLines(src: SourceText, lines: Line[]): ReadItem[] {
  if (lines.length > 1 && isCsvHeader(lines[0].text)) lines = lines.slice(1);
  const several = lines.length > 1;
  return lines.map((line) => readSudokuLine(src, line, several ? `:${line.number}` : ""));
}

/** Whether a line is a CSV header ("quizzes,solutions"), skipped before the puzzles. */
export function isCsvHeader(text: string): boolean {
  return CSV_HEADER.test(text.trim());
}

/** Whether a file in the Sudoku format is read one puzzle a line, whatever follows: its first line
 * (blank lines and comments aside) is a puzzle or a CSV header. (A file of grids starts with a
 * row, or a title.) */
export function startsAsSudokuLines(first: string): boolean {
  const f = puzzleFields(first)[0];
  return (f !== undefined && isPuzzleField(f)) || isCsvHeader(first);
}

/** Whether a line is skipped by the Sudoku reader: blank, or a comment. */
export function isSudokuSkipped(text: string): boolean {
  const t = text.trimStart();
  return t === "" || t.startsWith("#");
}

/** One line of a file of Sudoku lines: its puzzle (and solution), or what is wrong with it. */
export function readSudokuLine(src: SourceText, line: Line, suffix: string): ReadItem {
  const text = line.text;
  const trimmed = text.trim();
  const indent = text.length - text.trimStart().length;
  const fieldAt =
    (f: Field) =>
    (i: number): Pos => ({ line: line.number, col: f.col + i + 1 });
  // The common case first: the line is just the puzzle (no splitting into fields).
  let puzzle: Field | undefined = { text: trimmed, col: indent };
  let second: Field | undefined;
  let n = sizeOfLength(trimmed.length);
  let givens = n > 0 ? new Array<number>(trimmed.length) : undefined;
  if (!givens || readCells(trimmed, n, givens) >= 0) {
    // Fields: the first long one is the puzzle, whatever is wrong with it.
    [puzzle, second] = puzzleFields(text);
    puzzle ??= fieldsOf(text)[0] ?? { text: trimmed, col: indent };
    n = sizeOfLength(puzzle.text.length);
    if (n === 0) {
      const at = fieldAt(puzzle)(0);
      // Cells of the wrong number are counted; words are quoted (a title is not "3 cells").
      const what = allCellsOf(puzzle.text, 25)
        ? `a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has ${puzzle.text.length}`
        : `expected a Sudoku line of 16, 81, 256 or 625 cells (n = 4, 9, 16, 25), found ${quote(trimmed)}`;
      return { suffix, at, error: src.error(at, what) };
    }
    givens = new Array<number>(puzzle.text.length);
    const bad = readCells(puzzle.text, n, givens);
    if (bad >= 0) return { suffix, at: fieldAt(puzzle)(0), error: cellError(src, puzzle.text, n, bad, fieldAt(puzzle)) };
  }
  const at = fieldAt(puzzle)(0);
  const draft: Draft = { size: n, at, streams: boxLabels(n), givens, givenAt: fieldAt(puzzle) };
  if (second && second.text.length === puzzle.text.length) {
    // A complete grid of cells is the solution (checked when validated); a field with empty
    // cells or other characters is something else (the puzzle again, a comment).
    const solution = new Array<number>(second.text.length);
    if (readCells(second.text, n, solution) < 0 && !solution.includes(0)) Object.assign(draft, { solution, solutionAt: fieldAt(second) });
  }
  return { suffix, at, draft };
}

/** n for a line of n*n cells, 0 for another length. */
function sizeOfLength(length: number): number {
  const k = LENGTHS.indexOf(length);
  return k < 0 ? 0 : SUDOKU_SIZES[k];
}

/**
 * Reads cell characters into `values` (0 = empty; values above n are kept, for validation to
 * report as out of range); returns the index of the first character that is not a cell, or -1.
 */
function readCells(text: string, n: number, values: number[]): number {
  for (let i = 0; i < text.length; i++) {
    const v = cellValue(text.charCodeAt(i), n);
    if (v < 0) return i;
    values[i] = v;
  }
  return -1;
}

function cellError(src: SourceText, text: string, n: number, i: number, at: (i: number) => Pos): InputError {
  return src.error(at(i), `expected a value ${n > 9 ? `1-9 or A-${DIGITS[n - 1]}` : `1-${n}`}, or "." for empty, found ${quote(charAt(text, i))}`);
}

/** Whether two of the lines are grid rows (the scan stops at the second). */
function twoGridRows(lines: Line[]): boolean {
  let rows = 0;
  for (const l of lines) if ((gridSizeOf(l.text) > 0 || rowWithJunk(gridCells(l.text)) > 0) && ++rows === 2) return true;
  return false;
}

/** Puzzles written as grids, n rows of n cells, from the file's lines (blank lines included: they
 * end a grid). */
function readGrids(src: SourceText, lines: Line[]): ReadItem[] {
  const items: ReadItem[] = [];
  /** The rows of the grid being read; a row of the wrong length carries its error. */
  let rows: { line: number; cells: string; cols: number[]; error?: InputError }[] = [];
  let title: string | undefined;
  /** The line the title was read from, while no blank line follows it: the grid's first row when
   * the grid lacks one and this line is a row with a character that is no cell. */
  let titleRow: { line: number; cells: string; cols: number[]; count: number } | undefined;
  /** The last line of cells outside a grid ("12", or a number naming the next grid), until a grid follows it. */
  let looseCells: Pos | undefined;
  let n = 0;
  const close = (): void => {
    if (rows.length === 0) return;
    let found = rows;
    let t = title;
    if (found.length === n - 1 && titleRow && titleRow.line < found[0].line && rowWithBadCell(titleRow, n)) {
      found = [titleRow, ...found];
      t = undefined;
    }
    rows = [];
    title = undefined;
    titleRow = undefined;
    const at = { line: found[0].line, col: found[0].cols[0] + 1 };
    const suffix = `#${items.length + 1}`;
    const badRow = found.find((r) => r.error);
    if (badRow) return void items.push({ suffix, at, error: badRow.error });
    if (found.length !== n) return void items.push({ suffix, at, error: src.error(at, `a ${n}x${n} Sudoku grid has ${n} rows; this one has ${found.length}`) });
    const cellAt = (i: number): Pos => ({ line: found[Math.floor(i / n)].line, col: found[Math.floor(i / n)].cols[i % n] + 1 });
    const cells = found.map((r) => r.cells).join("");
    const givens = new Array<number>(n * n);
    const bad = readCells(cells, n, givens);
    if (bad >= 0) items.push({ suffix, at, error: cellError(src, cells, n, bad, cellAt) });
    else items.push({ suffix, at, draft: { size: n, at, streams: boxLabels(n), givens, givenAt: cellAt, title: t } });
  };
  for (const line of lines) {
    const text = line.text;
    if (text.trim() === "") {
      close();
      titleRow = undefined;
      continue;
    }
    if (isRule(text, n)) continue;
    const row = gridCells(text);
    const { cells, cols, count } = row;
    const size = gridSizeOf(text, row);
    const junkAfter = size === 0 ? rowWithJunk(row) : 0;
    if (size > 0 && (n === 0 || size === n)) {
      n = size;
      looseCells = undefined;
      rows.push({ line: line.number, cells, cols });
    } else if (junkAfter > 0 && (n === 0 || junkAfter === n)) {
      // A row and then something else: the grid is in error there (only its first error is told).
      n = junkAfter;
      looseCells = undefined;
      const at = { line: line.number, col: cols[n] + 1 };
      rows.push({
        line: line.number,
        cells,
        cols,
        error: src.error(at, `expected ${n} cells in a row of this ${n}x${n} Sudoku grid, found ${quote(charAt(text, cols[n]))} after them`),
      });
    } else if (rows.length > 0 && rowWithBadCell(row, n)) {
      // A row with a character that is no cell: the grid's cells are read as any grid's, and the
      // error is at that character.
      rows.push({ line: line.number, cells, cols });
    } else if (rows.length > 0 && (size > 0 || allCellsOf(cells, n))) {
      // A row of the wrong length: the grid is in error, and its other rows are still its own. The
      // error is at the first cell too many, or just after the last cell of a short row.
      const at = { line: line.number, col: count > n ? cols[n] + 1 : cols[count - 1] + 2 };
      rows.push({ line: line.number, cells, cols, error: src.error(at, `a row of this ${n}x${n} Sudoku grid has ${n} cells; this one has ${count}`) });
    } else {
      // Other text (or a short line between grids, "1", "2") ends the grid before it and names the next one.
      close();
      title = text.trim();
      titleRow = { line: line.number, cells, cols, count };
      // Cells with a value in them, two or more: "12", not a rule of stars or dots, "END" or a lone "3".
      if (count >= 2 && /[1-9]/.test(cells) && allCellsOf(cells, n)) looseCells = { line: line.number, col: cols[0] + 1 };
      continue;
    }
    if (rows.length === n) close();
  }
  close();
  // Cells after the last grid belong to no puzzle: a grid lost at the end, or a file in another
  // format that only began like a grid. Said, not ignored; other text there is a footer.
  if (looseCells)
    items.push({
      suffix: `#${items.length + 1}`,
      at: looseCells,
      error: src.error(looseCells, `these cells belong to no ${n}x${n} grid: expected ${n} rows of ${n} cells`),
    });
  // One puzzle in the file: no "#1" in its id.
  if (items.length === 1) items[0].suffix = "";
  return items;
}

export function isBoxSudoku(p: Puzzle): boolean {
  if (!(SUDOKU_SIZES as readonly number[]).includes(p.size)) return false;
  const boxes = boxStreams(p.size);
  return p.streams.every((row, r) => row.every((s, c) => s === boxes[r][c]));
}

export function writeSudokuLine(p: Puzzle): string {
  return p.givens
    .flat()
    .map((v) => (v === 0 ? "." : DIGITS[v - 1]))
    .join("");
}
