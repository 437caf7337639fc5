/**
 * Sudoku lines: one puzzle per line, n*n characters row by row, for n = 4, 9, 16
 * and 25 (the box sizes 2..5). `.` or `0` is empty; values 1-9, then A = 10 ...
 * P = 25 (either case). The streams are the boxes. Blank lines and lines
 * starting with `#` are skipped.
 */
import { quote, splitLines, type SourceText } from "../source.js";
import type { Grid, Puzzle } from "../types.js";
import type { Draft } from "../validate.js";
import type { ReadItem } from "./item.js";

export const SUDOKU_SIZES = [4, 9, 16, 25] as const;
const LENGTHS = SUDOKU_SIZES.map((n) => n * n);
const DIGITS = "123456789ABCDEFGHIJKLMNOP";

export function boxStreams(n: number): Grid {
  const b = Math.round(Math.sqrt(n));
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor(r / b) * b + Math.floor(c / b) + 1));
}

const labels = new Map<number, string[]>();

/** The box of each cell as a stream label (shared: a collection has thousands of lines of one size). */
function boxLabels(n: number): string[] {
  let l = labels.get(n);
  if (!l) labels.set(n, (l = boxStreams(n).flat().map(String)));
  return l;
}

/** A line this reader would take for a puzzle (used to detect the format). */
export function looksLikeSudokuLine(text: string): boolean {
  const t = text.trim();
  return t.length >= 16 && /^[.0-9A-Za-z]+$/.test(t);
}

export function readSudoku(src: SourceText): ReadItem[] {
  const lines = splitLines(src.text).filter((l) => {
    const t = l.text.trim();
    return t !== "" && !t.startsWith("#");
  });
  const several = lines.length > 1;
  return lines.map((line) => {
    const indent = line.text.length - line.text.trimStart().length;
    const text = line.text.trim();
    const at = { line: line.number, col: indent + 1 };
    const suffix = several ? `:${line.number}` : "";
    const k = LENGTHS.indexOf(text.length);
    if (k < 0) {
      return { suffix, at, error: src.error(at, `a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has ${text.length}`) };
    }
    const n = SUDOKU_SIZES[k];
    const givenAt = (i: number) => ({ line: line.number, col: indent + i + 1 });
    const givens = new Array<number>(text.length);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let v: number;
      if (code === 46 || code === 48) v = 0; // "." or "0"
      else if (code >= 49 && code <= 57) v = code - 48; // 1-9
      else if (n > 9 && ((code >= 65 && code <= 90) || (code >= 97 && code <= 122))) v = (code & ~32) - 55; // A=10 ... either case
      else {
        const values = n > 9 ? `1-9 or A-${DIGITS[n - 1]}` : `1-${n}`;
        return { suffix, at, error: src.error(givenAt(i), `expected a value ${values}, or "." for empty, found ${quote(text[i])}`) };
      }
      givens[i] = v;
    }
    const draft: Draft = { size: n, at, streams: boxLabels(n), givens, givenAt };
    return { suffix, at, draft };
  });
}

export function isBoxSudoku(p: Puzzle): boolean {
  if (!(SUDOKU_SIZES as readonly number[]).includes(p.size)) return false;
  const boxes = boxStreams(p.size);
  return p.streams.every((row, r) => row.every((s, c) => s === boxes[r][c]));
}

export function writeSudokuLine(p: Puzzle): string {
  return p.givens.flat().map((v) => (v === 0 ? "." : DIGITS[v - 1])).join("");
}
