/**
 * From what a format reader saw to a valid Puzzle.
 *
 * Readers check syntax and shape (tokens, ragged rows) and hand over a Draft:
 * flat row-major arrays with the file position of every cell. The rules that
 * hold whatever the format (size range, value range, stream length, givens that
 * already clash, a stated solution that breaks a rule) are checked here, once,
 * so every format reports them with the same words.
 */
import type { InputError } from "../errors.js";
import { quote, type Pos, type SourceText } from "./source.js";
import { MAX_SIZE, type Grid, type Puzzle } from "./types.js";

/** Where each cell's token is: a list, or a function for formats that can compute it (so a
 * collection of thousands of Sudoku lines need not build a position for every cell). */
export type Positions = Pos[] | ((i: number) => Pos);

export interface Draft {
  size: number;
  /** Where the puzzle starts: the position used when nothing closer is known. */
  at: Pos;
  sizeAt?: Pos;
  /** n*n stream labels as written in the file, null = no stream. */
  streams: (string | null)[];
  streamAt?: Positions;
  /** n*n values, 0 = empty. */
  givens: number[];
  givenAt?: Positions;
  solution?: number[];
  solutionAt?: Positions;
  title?: string;
  source?: string;
}

/** The size check every reader runs before it allocates anything n-sized. */
export function checkSize(src: SourceText, size: number, at: Pos): InputError | undefined {
  if (size > MAX_SIZE) return src.error(at, `size ${size} is too large; the largest supported is ${MAX_SIZE}`);
  if (!Number.isSafeInteger(size) || size < 1) return src.error(at, `size ${size} is not a whole number of at least 1`);
  return undefined;
}

/** Characters XML 1.0 does not allow: C0 controls other than tab, line feed and carriage return;
 * U+FFFE, U+FFFF; surrogates not in a pair. */
export const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a title or source cannot be shown (a character XML cannot hold), if it cannot: titles reach
 * SVG and HTML pages, escaped there, but these characters cannot be written at all. */
export function notText(field: "title" | "source", text: string): string | undefined {
  const bad = NOT_XML.exec(text);
  return bad ? `the ${field} contains the character U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}, which is not text` : undefined;
}

export function validate(src: SourceText, d: Draft): Puzzle {
  const n = d.size;
  const sizeError = checkSize(src, n, d.sizeAt ?? d.at);
  if (sizeError) throw sizeError;
  const cells = n * n;
  const posOf = (list: Positions | undefined, i: number): Pos => (typeof list === "function" ? list(i) : list?.[i]) ?? d.at;

  for (let i = 0; i < cells; i++) {
    const v = d.givens[i];
    if (!Number.isSafeInteger(v) || v < 0 || v > n) {
      throw src.error(posOf(d.givenAt, i), `value ${v} is out of range 1..${n}`);
    }
  }

  const { streamIds, labels } = streamsOf(src, d, n, posOf);

  const describeStream = (id: number) => `stream ${quote(labels[id])}`;
  const clash = findRepeat(d.givens, n, streamIds);
  if (clash) {
    const first = posOf(d.givenAt, clash.first);
    throw src.error(
      posOf(d.givenAt, clash.second),
      `given ${clash.value} appears twice in ${unitName(clash, describeStream)} (also at ${first.line}:${first.col})`,
    );
  }

  let solution: Grid | undefined;
  if (d.solution) {
    const s = d.solution;
    for (let i = 0; i < cells; i++) {
      const v = s[i];
      const at = posOf(d.solutionAt, i);
      if (!Number.isSafeInteger(v) || v < 1 || v > n) throw src.error(at, `solution value ${v} is out of range 1..${n}`);
      if (d.givens[i] !== 0 && d.givens[i] !== v) {
        throw src.error(at, `the solution has ${v} where the givens have ${d.givens[i]}`);
      }
    }
    const repeat = findRepeat(s, n, streamIds);
    if (repeat) {
      throw src.error(
        posOf(d.solutionAt, repeat.second),
        `the solution repeats ${repeat.value} in ${unitName(repeat, describeStream)}`,
      );
    }
    solution = toGrid(s, n);
  }

  for (const [field, text] of [["title", d.title], ["source", d.source]] as const) {
    const bad = text === undefined ? undefined : notText(field, text);
    if (bad) throw src.error(d.at, bad);
  }

  const puzzle: Puzzle = { size: n, streams: toGrid(streamIds, n), givens: toGrid(d.givens, n) };
  if (d.title !== undefined && d.title !== "") puzzle.title = d.title;
  if (d.source !== undefined && d.source !== "") puzzle.source = d.source;
  if (solution) puzzle.solution = solution;
  return puzzle;
}

/** Stream ids by label list: a reader that gives many puzzles one list (the boxes of a Sudoku
 * collection) has it numbered once. */
const numbered = new WeakMap<(string | null)[], { n: number; streamIds: number[]; labels: string[] }>();

/** Stream ids by first appearance; a stream may not outgrow a row. */
function streamsOf(src: SourceText, d: Draft, n: number, posOf: (list: Positions | undefined, i: number) => Pos): { streamIds: number[]; labels: string[] } {
  const known = numbered.get(d.streams);
  if (known && known.n === n) return known;
  const cells = n * n;
  const idOf = new Map<string, number>();
  const lengths: number[] = [0];
  const streamIds = new Array<number>(cells);
  const labels: string[] = [""];
  for (let i = 0; i < cells; i++) {
    const label = d.streams[i];
    if (label === null) {
      streamIds[i] = 0;
      continue;
    }
    let id = idOf.get(label);
    if (id === undefined) {
      id = lengths.length;
      idOf.set(label, id);
      lengths.push(0);
      labels.push(label);
    }
    if (++lengths[id] > n) {
      throw src.error(posOf(d.streamAt, i), `stream ${quote(label)} has more than ${n} cells`);
    }
    streamIds[i] = id;
  }
  const result = { n, streamIds, labels };
  numbered.set(d.streams, result);
  return result;
}

interface Repeat {
  value: number;
  kind: "row" | "column" | "stream";
  /** Row or column number (1-based) or stream id. */
  index: number;
  first: number;
  second: number;
}

/** The first clash among a puzzle's givens, in words ("given 1 appears twice in row 2"), if any:
 * the readers refuse such a file, so the writers do not write one. */
export function givensClash(p: Puzzle): string | undefined {
  const clash = findRepeat(p.givens.flat(), p.size, p.streams.flat());
  return clash && `given ${clash.value} appears twice in ${unitName(clash, (id) => `stream ${id}`)}`;
}

function unitName(r: Repeat, describeStream: (id: number) => string): string {
  return r.kind === "stream" ? describeStream(r.index) : `${r.kind} ${r.index}`;
}

/** The first value that occurs twice in a unit (cells in row-major order), if any. */
function findRepeat(values: number[], n: number, streamIds: number[]): Repeat | undefined {
  // firstIn*[unit * n + value - 1] = 1 + the first cell holding value in that unit, 0 = none yet.
  const firstInRow = new Int32Array(n * n);
  const firstInCol = new Int32Array(n * n);
  let streams = 0;
  for (const s of streamIds) if (s > streams) streams = s;
  const firstInStream = new Int32Array((streams + 1) * n);
  // Plain code, no tuple per cell: this runs on every puzzle read, thousands in a collection.
  for (let i = 0; i < n * n; i++) {
    const v = values[i];
    if (v === 0) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    const s = streamIds[i];
    const inRow = r * n + v - 1;
    if (firstInRow[inRow] !== 0) return { value: v, kind: "row", index: r + 1, first: firstInRow[inRow] - 1, second: i };
    firstInRow[inRow] = i + 1;
    const inCol = c * n + v - 1;
    if (firstInCol[inCol] !== 0) return { value: v, kind: "column", index: c + 1, first: firstInCol[inCol] - 1, second: i };
    firstInCol[inCol] = i + 1;
    if (s === 0) continue;
    const inStream = s * n + v - 1;
    if (firstInStream[inStream] !== 0) return { value: v, kind: "stream", index: s, first: firstInStream[inStream] - 1, second: i };
    firstInStream[inStream] = i + 1;
  }
  return undefined;
}

function toGrid(flat: number[], n: number): Grid {
  const grid: Grid = new Array(n);
  for (let r = 0; r < n; r++) grid[r] = flat.slice(r * n, r * n + n);
  return grid;
}
