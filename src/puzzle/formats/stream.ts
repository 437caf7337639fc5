/**
 * Files of Sudoku lines read as their text comes, one puzzle a line: a collection of millions of
 * puzzles is read, solved and written one puzzle at a time, in bounded memory. Every other format
 * (Sudoku grids too) needs the whole file, and parsePuzzles reads it. A streamed file reads as
 * parsePuzzles would read it whole: the same entries, ids and messages.
 */
import { ReaderBug } from "../../base/errors.js";
import { SourceText, type Line } from "../source.js";
import { BINARY, binaryError, detectFormat, entryOf, type InputFormat, type ParsedEntry } from "./index.js";
import { isCsvHeader, isSudokuSkipped, readSudokuLine, startsAsSudokuLines } from "./sudoku.js";

/** A line longer than this is reported and skipped rather than kept (a 25x25 puzzle with its
 * solution and a comment is under 2,000 characters). */
export const MAX_STREAMED_LINE = 1 << 20;

/** Old Mac line ends (a carriage return alone) are line ends too, as in parsePuzzles. */
const LONE_CR = /\r(?!\n)/g;

/** Whether a file that begins with `head` (its first chunk, cut anywhere) can be read as it comes:
 * Sudoku (named, or detected from the name and the head) whose first line, complete in the head,
 * is a puzzle or a CSV header. A character that is no text in the head leaves the file to
 * parsePuzzles, which refuses it whole. */
export function streamsAsSudokuLines(name: string, head: string, format?: InputFormat): boolean {
  return sudokuLinesVerdict(name, head, format) === true;
}

/** streamsAsSudokuLines on the start of an input still coming: undefined while no whole line
 * other than those readSudoku skips has come (the answer may still be yes). */
export function sudokuLinesVerdict(name: string, head: string, format?: InputFormat): boolean | undefined {
  if (head.charCodeAt(0) === 0xfeff) head = head.slice(1);
  head = head.replace(LONE_CR, "\n");
  if (BINARY.test(head)) return false;
  let header = false;
  for (let start = 0, end = head.indexOf("\n"); end >= 0; start = end + 1, end = head.indexOf("\n", start)) {
    const text = head.slice(start, end).replace(/\r$/, "");
    if (isSudokuSkipped(text)) continue;
    // A CSV header alone does not tell the format: the line after it does (a pipe may bring it later).
    if (!header && format === undefined && isCsvHeader(text)) {
      header = true;
      continue;
    }
    return (format ?? detectFormat(name, head)) === "sudoku" && startsAsSudokuLines(text);
  }
  return undefined;
}

/**
 * The entries of a file of Sudoku lines, from its text in chunks cut anywhere (a line may span
 * chunks). The first puzzle line is held until a second one shows whether the file holds several
 * (ids "name:line") or one (id "name"), and a CSV header first is skipped, as readSudoku does. A
 * character that is no text ends the file with its error, as parsePuzzles refuses such a file.
 */
export async function* parseSudokuLineStream(name: string, chunks: AsyncIterable<string>): AsyncGenerator<ParsedEntry> {
  const src = new SourceText(name, "");
  const entry = (line: Line, suffix: string): ParsedEntry => {
    try {
      return entryOf(src, readSudokuLine(src, line, suffix));
    } catch (e) {
      return { id: name + suffix, error: new ReaderBug(name + suffix, e) };
    }
  };
  let held: Line | undefined;
  let headerChecked = false;
  let several = false;
  /** The entries a complete line gives: none while the first puzzle line is held. */
  const take = (line: Line): ParsedEntry[] => {
    if (isSudokuSkipped(line.text)) return [];
    if (several) return [entry(line, `:${line.number}`)];
    if (!held) {
      held = line;
      return [];
    }
    const header = !headerChecked && isCsvHeader(held.text);
    headerChecked = true;
    const first = held;
    held = line;
    if (header) return [];
    several = true;
    held = undefined;
    return [entry(first, `:${first.number}`), entry(line, `:${line.number}`)];
  };

  /** A line too long to keep is an error of its own (the file holds several puzzles then). */
  function* tooLong(number: number): Generator<ParsedEntry> {
    if (held) yield entry(held, `:${held.number}`);
    held = undefined;
    several = headerChecked = true;
    const at = { line: number, col: 1 };
    yield {
      id: `${name}:${number}`,
      error: src.error(at, `a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has more than ${MAX_STREAMED_LINE} characters`),
    };
  }

  /** Lines ended so far. */
  let number = 0;
  /** The text of the line not ended yet. */
  let rest = "";
  /** A line too long to keep: skipped up to its end, reported once. */
  let skipping = false;
  let start = true;
  for await (let chunk of chunks) {
    if (start && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    start = false;
    // A carriage return at the end of a chunk may be half of "\r\n": it waits for the next one.
    let text = rest + chunk;
    rest = "";
    let carry = "";
    if (text.endsWith("\r")) {
      carry = "\r";
      text = text.slice(0, -1);
    }
    if (text.includes("\r")) text = text.replace(LONE_CR, "\n");
    const bad = BINARY.exec(text);
    if (bad) text = text.slice(0, bad.index);
    let from = 0;
    for (let end = text.indexOf("\n"); end >= 0; from = end + 1, end = text.indexOf("\n", from)) {
      number++;
      if (skipping) {
        skipping = false;
        continue;
      }
      if (end - from > MAX_STREAMED_LINE) {
        yield* tooLong(number);
        continue;
      }
      const lineText = text.charCodeAt(end - 1) === 13 ? text.slice(from, end - 1) : text.slice(from, end);
      for (const e of take({ number, text: lineText })) yield e;
    }
    if (bad) {
      // Refused as parsePuzzles refuses the file, after the puzzles already read (if any).
      yield { id: name, error: binaryError(src, bad[0], { line: number + 1, col: text.length - from + 1 }) };
      return;
    }
    rest = skipping ? "" : text.slice(from) + carry;
    if (rest.length > MAX_STREAMED_LINE) {
      skipping = true;
      rest = "";
      yield* tooLong(number + 1);
    }
  }
  if (rest.length > MAX_STREAMED_LINE) yield* tooLong(number + 1);
  else if (rest !== "" && !skipping) for (const e of take({ number: number + 1, text: rest.replace(/\r$/, "") })) yield e;
  if (held) yield entry(held, several ? `:${held.number}` : "");
}
