/**
 * The strimko text format: readable, hand-writable, with comments and metadata.
 *
 *   title: Strimko weekly set 068
 *   streams:
 *     a b b d
 *     ...
 *   givens:
 *     . 3 2 .
 *     ...
 *
 * The exact rules are in docs/formats.md ("The text format"). A file may hold several
 * puzzles separated by a line `---`.
 */
import { oneLine, quote, splitLines, type Line, type Pos, type SourceText } from "../source.js";
import { MAX_SIZE, PUZZLE_KINDS, type Puzzle, type PuzzleKind } from "../types.js";
import { impliedStreams, sizeError, type Draft } from "../draft.js";
import { plural } from "../../base/words.js";
import { readItem, type ReadItem } from "./item.js";

const KEYS = ["title", "source", "kind", "size", "streams", "givens", "solution"] as const;
type Key = (typeof KEYS)[number];
const GRID_KEYS = new Set<Key>(["streams", "givens", "solution"]);
// "s": a value may hold characters JavaScript counts as line ends (U+2028) but files do not.
const KEY_LINE = /^(\s*)([A-Za-z][A-Za-z0-9_-]*)\s*:(.*)$/s;
const LABEL = /^[A-Za-z0-9]+$/;

export function readText(src: SourceText): ReadItem[] {
  const blocks: Line[][] = [[]];
  for (const line of splitLines(src.text)) {
    // Three dashes or more: a line of dashes is never a grid row, and people draw them longer.
    if (/^-{3,}$/.test(line.text.trim())) blocks.push([]);
    else blocks[blocks.length - 1].push(line);
  }
  // A block of nothing but comments and blank lines (after a trailing `---`, say) is no puzzle.
  const puzzles = blocks.filter((lines) => lines.some((l) => l.text.trim() !== "" && !l.text.trim().startsWith("#")));
  if (puzzles.length === 0)
    return [{ suffix: "", at: { line: 1, col: 1 }, error: src.error({ line: 1, col: 1 }, `expected a puzzle ("streams:" and its rows); found only comments`) }];
  const several = puzzles.length > 1;
  return puzzles.map((lines, i) => {
    const at = { line: lines[0].number, col: 1 };
    const suffix = several ? `#${i + 1}` : "";
    return readItem(suffix, at, () => readBlock(src, lines, at));
  });
}

interface Token {
  text: string;
  at: Pos;
}

interface GridSection {
  keyAt: Pos;
  rows: { line: Line; tokens: Token[] }[];
}

function readBlock(src: SourceText, lines: Line[], at: Pos): Draft {
  const seen = new Map<Key, Pos>();
  const grids = new Map<Key, GridSection>();
  let current: GridSection | undefined;
  let title: string | undefined;
  let source: string | undefined;
  let kind: { kind: PuzzleKind; at: Pos } | undefined;
  let size: number | undefined;
  let sizeAt: Pos | undefined;

  for (const line of lines) {
    const body = line.text;
    const trimmed = body.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const m = KEY_LINE.exec(body);
    if (m) {
      const keyAt = { line: line.number, col: m[1].length + 1 };
      // Keys are read whatever their case ("Title:", "Kind:"), as kinds are.
      const key = m[2].toLowerCase() as Key;
      if (!KEYS.includes(key)) {
        throw src.error(keyAt, `unknown key ${quote(m[2])}; expected ${KEYS.join(", ")}`);
      }
      const before = seen.get(key);
      if (before) throw src.error(keyAt, `key ${quote(key)} appears twice (first at ${before.line}:${before.col})`);
      seen.set(key, keyAt);
      const valueCol = body.length - m[3].length + 1;
      const value = m[3].trim();
      current = undefined;
      if (GRID_KEYS.has(key)) {
        const rest = stripComment(m[3]).trim();
        if (rest !== "") {
          throw src.error({ line: line.number, col: valueCol + m[3].indexOf(rest) }, `expected the rows of ${quote(key)} on the lines below it`);
        }
        current = { keyAt, rows: [] };
        grids.set(key, current);
      } else if (key === "size") {
        const text = stripComment(m[3]).trim();
        const valueAt = { line: line.number, col: valueCol + m[3].indexOf(text) };
        if (!/^[0-9]+$/.test(text)) throw src.error(valueAt, `expected a whole number after "size:", found ${quote(text)}`);
        size = Number(text);
        sizeAt = valueAt;
        if (!Number.isSafeInteger(size)) throw src.error(valueAt, `size ${text} is too large; the largest supported is ${MAX_SIZE}`);
        const err = sizeError(src, size, valueAt);
        if (err) throw err;
      } else if (key === "kind") {
        const text = stripComment(m[3]).trim();
        const valueAt = { line: line.number, col: valueCol + m[3].indexOf(text) };
        // A kind as a person writes it ("Strimko", "Sudoku") is the kind.
        const word = text.toLowerCase();
        if (!(PUZZLE_KINDS as readonly string[]).includes(word))
          throw src.error(valueAt, `expected a kind after "kind:" (${PUZZLE_KINDS.join(", ")}), found ${quote(text)}`);
        kind = { kind: word as PuzzleKind, at: valueAt };
      } else if (key === "title") {
        title = value;
      } else {
        source = value;
      }
      continue;
    }
    if ((KEYS as readonly string[]).includes(trimmed.toLowerCase())) {
      throw src.error({ line: line.number, col: body.length - body.trimStart().length + trimmed.length + 1 }, `expected ":" after ${quote(trimmed)}`);
    }
    if (!current) {
      throw src.error({ line: line.number, col: body.length - body.trimStart().length + 1 }, `expected a key such as "streams:", found ${quote(trimmed)}`);
    }
    current.rows.push({ line, tokens: tokenize(line) });
  }

  const streams = grids.get("streams");
  const givens = grids.get("givens");
  // Without a streams grid the size comes from the first grid there is (a Latin square's givens).
  const sizing = streams ?? givens ?? grids.get("solution");
  if (!streams && !(kind?.kind === "latin" || kind?.kind === "sudoku"))
    throw src.error(at, `expected a "streams:" grid (a Latin square or a Sudoku may leave it out with "kind: latin" or "kind: sudoku")`);
  if (size === undefined && !sizing) throw src.error(kind?.at ?? at, `expected a "givens:" grid (or "size:") to tell the size`);
  if (size === undefined && sizing?.rows.length === 0)
    throw src.error(sizing.keyAt, `${quote(streams ? "streams" : givens ? "givens" : "solution")} has no rows; expected its rows on the lines below it`);
  // A streams grid tells n by its rows (as it always has); a givens grid standing in for it, see
  // impliedSize.
  const n = size ?? (streams ? streams.rows.length : sizing ? impliedSize(sizing) : 0);
  const badSize = sizeError(src, n, sizeAt ?? sizing?.keyAt ?? at);
  if (badSize) throw badSize;

  const draft: Draft = { size: n, at, streams: [], givens: new Array(n * n).fill(0), title, source };
  if (sizeAt) draft.sizeAt = sizeAt;
  if (kind) [draft.kind, draft.kindAt] = [kind.kind, kind.at];
  if (streams) {
    const streamCells = cellsOf(src, "streams", streams, n);
    draft.streamAt = streamCells.map((t) => t.at);
    draft.streams = streamCells.map((t) => {
      if (t.text === ".") return null;
      if (!LABEL.test(t.text)) throw src.error(t.at, `expected a stream label (letters or digits) or ".", found ${quote(t.text)}`);
      return t.text;
    });
  } else {
    const implied = impliedStreams(kind?.kind, n);
    if (typeof implied !== "object") throw src.error(kind?.at ?? at, implied ?? 'expected a "streams:" grid');
    draft.streams = implied;
  }
  if (givens) {
    const cells = cellsOf(src, "givens", givens, n);
    draft.givenAt = cells.map((t) => t.at);
    draft.givens = cells.map((t) => cellValue(src, t, n, true));
  }
  const solution = grids.get("solution");
  if (solution) {
    const cells = cellsOf(src, "solution", solution, n);
    draft.solutionAt = cells.map((t) => t.at);
    draft.solution = cells.map((t) => cellValue(src, t, n, false));
  }
  return draft;
}

/** Everything from a `#` on is a comment (no grid token contains `#`). */
function stripComment(s: string): string {
  const i = s.indexOf("#");
  return i < 0 ? s : s.slice(0, i);
}

/**
 * n told by a givens (or solution) grid standing in for the streams: the cells most of its rows
 * have where that is one more or one less than its rows (a row left out, a stray line after the
 * grid: then "has 3 rows; expected 4", "has more than 4 rows" at the stray line), else its rows
 * (so a row of another width, a typo or box bars `|` drawn in every row, is the row at fault).
 */
function impliedSize(grid: GridSection): number {
  const rows = grid.rows.length;
  const widths = new Map<number, number>();
  for (const { tokens } of grid.rows) {
    const w = rowWidth(tokens);
    widths.set(w, (widths.get(w) ?? 0) + 1);
  }
  let common = rowWidth(grid.rows[0].tokens);
  for (const [w, k] of widths) if (k > (widths.get(common) ?? 0)) common = w;
  return Math.abs(common - rows) === 1 ? common : rows;
}

/** The cells of a grid row as written: its tokens, or the characters of its only token. */
function rowWidth(tokens: Token[]): number {
  return tokens.length === 1 ? tokens[0].text.length : tokens.length;
}

function tokenize(line: Line): Token[] {
  const body = stripComment(line.text);
  const tokens: Token[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) tokens.push({ text: m[0], at: { line: line.number, col: m.index + 1 } });
  return tokens;
}

/** The n*n cells of a grid, row-major: each row has n tokens, or is one token of n characters. */
function cellsOf(src: SourceText, key: string, grid: GridSection, n: number): Token[] {
  if (grid.rows.length > n) {
    const extra = grid.rows[n];
    throw src.error(extra.tokens[0].at, `${quote(key)} has more than ${plural(n, "row")}`);
  }
  if (grid.rows.length < n) {
    throw src.error(grid.keyAt, `${quote(key)} has ${plural(grid.rows.length, "row")}; expected ${n}`);
  }
  const cells: Token[] = [];
  grid.rows.forEach(({ line, tokens }, r) => {
    if (tokens.length === n) {
      cells.push(...tokens);
    } else if (tokens.length === 1 && n > 1 && tokens[0].text.length === n) {
      const t = tokens[0];
      for (let c = 0; c < n; c++) cells.push({ text: t.text[c], at: { line: t.at.line, col: t.at.col + c } });
    } else {
      const count = tokens.length === 1 ? tokens[0].text.length : tokens.length;
      const where = tokens.length > n ? tokens[n].at : { line: line.number, col: stripComment(line.text).trimEnd().length + 1 };
      throw src.error(where, `row ${r + 1} of ${quote(key)} has ${plural(count, "cell")}; expected ${n}`);
    }
  });
  return cells;
}

/** `.`, `_` or `0` is empty; a number; in a one-character cell also a letter, A = 10 ... Z = 35. */
function cellValue(src: SourceText, t: Token, n: number, emptyAllowed: boolean): number {
  const s = t.text;
  if (s === "." || s === "_" || s === "0") {
    if (emptyAllowed) return 0;
    throw src.error(t.at, `expected a value 1..${n} in the solution, found ${quote(s)}`);
  }
  if (/^[1-9][0-9]*$/.test(s)) {
    // Said as written: beyond 2^53 the number would be shown rounded.
    if (!Number.isSafeInteger(Number(s))) throw src.error(t.at, `value ${s} is out of range 1..${n}`);
    return Number(s);
  }
  // Letters stand for 10, 11, ... so they only mean something in grids of 10 or more.
  if (n >= 10 && /^[A-Za-z]$/.test(s)) return s.toUpperCase().charCodeAt(0) - 55;
  throw src.error(t.at, `expected a value 1..${n}${emptyAllowed ? ' or "."' : ""}, found ${quote(s)}`);
}

// ---------------------------------------------------------------- writing

/** Stream labels a..z, then A..Z, then s53, s54, ... (only ever that many streams when most are short). */
export function streamLabel(id: number): string {
  if (id <= 26) return String.fromCharCode(96 + id);
  if (id <= 52) return String.fromCharCode(64 + id - 26);
  return `s${id}`;
}

function gridLines(rows: string[][]): string[] {
  const width = Math.max(...rows.flat().map((s) => s.length));
  return rows.map(
    (row) =>
      "  " +
      row
        .map((s) => s.padStart(width))
        .join(" ")
        .trimEnd(),
  );
}

export function writeText(p: Puzzle): string {
  const out: string[] = [];
  if (p.title) out.push(`title: ${oneLine(p.title)}`);
  if (p.source) out.push(`source: ${oneLine(p.source)}`);
  if (p.kind) out.push(`kind: ${p.kind}`);
  // A Latin square that says so needs no grid of dots (the reader implies it); one that does not
  // say so is told by that grid (and a grid with a stream in it is always written, whatever the
  // kind says: the public writer refuses such a puzzle, this one never drops a stream).
  if (p.kind !== "latin" || p.streams.some((row) => row.some((s) => s !== 0)))
    out.push("streams:", ...gridLines(p.streams.map((row) => row.map((s) => (s === 0 ? "." : streamLabel(s))))));
  out.push("givens:", ...gridLines(p.givens.map((row) => row.map((v) => (v === 0 ? "." : String(v))))));
  if (p.solution) out.push("solution:", ...gridLines(p.solution.map((row) => row.map(String))));
  return out.join("\n") + "\n";
}

export function writeTextCollection(puzzles: Puzzle[]): string {
  return puzzles.map(writeText).join("---\n");
}
