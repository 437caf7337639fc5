/**
 * From what a format reader saw to a valid Puzzle, problems reported by file,
 * line and column.
 *
 * Readers check syntax and shape (tokens, ragged rows) and hand over a Draft:
 * flat row-major arrays with the file position of every cell. The puzzle rules
 * (rules.ts: size, value range, stream length, givens that already clash, a
 * stated solution that breaks a rule) are applied here, once, so every format
 * reports them with the same words, at the position of the cell at fault.
 */
import type { InputError } from "../base/errors.js";
import { quote, type Pos, type SourceText } from "./source.js";
import {
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
import { boxStreams } from "./shapes.js";
import { MAX_SIZE, type Grid, type Puzzle, type PuzzleKind } from "./types.js";

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
  /** The kind the file states, and where. */
  kind?: PuzzleKind;
  kindAt?: Pos;
}

/** The size error every reader reports before it allocates anything n-sized, if the size is bad. */
export function sizeError(src: SourceText, size: number, at: Pos): InputError | undefined {
  const problem = sizeProblem(size);
  if (problem === "too large") return src.error(at, `size ${size} is too large; the largest supported is ${MAX_SIZE}`);
  if (problem === "not whole") return src.error(at, `size ${size} is not a whole number of at least 1`);
  return undefined;
}

/** What to write instead when a "Sudoku" has no square size (a 6x6's 2x3 boxes are regions). */
const JIGSAW_HINT = "write its boxes as streams, with kind jigsaw or no kind";

/** The streams a stated kind implies when a file leaves its streams out: a Latin square has none,
 * a Sudoku's are its boxes (so `kind: latin` and a givens grid are a whole puzzle). A Strimko's and
 * a jigsaw's must be drawn: undefined. A Sudoku whose size is no square: the words of the error. */
export function impliedStreams(kind: PuzzleKind | undefined, n: number): (string | null)[] | string | undefined {
  if (kind === "latin") return new Array<string | null>(n * n).fill(null);
  if (kind !== "sudoku") return undefined;
  const b = Math.round(Math.sqrt(n));
  if (b * b !== n) return `a Sudoku's boxes need a square size (1, 4, 9, 16, ...), found ${n}; ${JIGSAW_HINT}`;
  return boxStreams(n).flat().map(String);
}

/** The puzzle a draft describes; an InputError at the first problem's position otherwise. */
export function puzzleFromDraft(src: SourceText, d: Draft): Puzzle {
  const n = d.size;
  const badSize = sizeError(src, n, d.sizeAt ?? d.at);
  if (badSize) throw badSize;
  const posOf = (list: Positions | undefined, i: number): Pos => (typeof list === "function" ? list(i) : list?.[i]) ?? d.at;

  const outOfRange = firstOutOfRange(d.givens, n, 0);
  if (outOfRange !== undefined) throw src.error(posOf(d.givenAt, outOfRange), `value ${d.givens[outOfRange]} is out of range 1..${n}`);

  const { streamIds, labels } = streamsOf(src, d, n, posOf);

  const describeStream = (id: number) => `stream ${quote(labels[id]!)}`;
  const clash = repeats(d.givens, n, streamIds)[0];
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
    // The first cell at fault, whichever its fault: a value out of range or a given changed.
    const range = firstOutOfRange(s, n, 1) ?? Infinity;
    const changed = firstChangedGiven(s, d.givens) ?? Infinity;
    if (range <= changed && range !== Infinity) throw src.error(posOf(d.solutionAt, range), `solution value ${s[range]} is out of range 1..${n}`);
    if (changed !== Infinity) throw src.error(posOf(d.solutionAt, changed), `the solution has ${s[changed]} where the givens have ${d.givens[changed]}`);
    const repeat = repeats(s, n, streamIds)[0];
    if (repeat) {
      throw src.error(posOf(d.solutionAt, repeat.second), `the solution repeats ${repeat.value} in ${unitName(repeat, describeStream)}`);
    }
    solution = toGrid(s, n);
  }

  for (const [field, text] of [
    ["title", d.title],
    ["source", d.source],
  ] as const) {
    const bad = text === undefined ? undefined : notText(field, text);
    if (bad) throw src.error(d.at, bad);
  }

  const puzzle: Puzzle = { size: n, streams: toGrid(streamIds, n), givens: toGrid(d.givens, n) };
  if (d.title !== undefined && d.title !== "") puzzle.title = d.title;
  if (d.source !== undefined && d.source !== "") puzzle.source = d.source;
  if (solution) puzzle.solution = solution;
  if (d.kind !== undefined) {
    const bad = kindProblem(puzzle, d.kind);
    if (bad) throw src.error(d.kindAt ?? d.at, `the puzzle says ${bad}`);
    puzzle.kind = d.kind;
  }
  return puzzle;
}

/** Stream ids by label list: a reader that gives many puzzles one list (the boxes of a Sudoku
 * collection) has it numbered once. */
const numbered = new WeakMap<(string | null)[], { n: number; streamIds: number[]; labels: (string | null)[] }>();

/** Stream ids by first appearance; a stream may not outgrow a row. */
function streamsOf(
  src: SourceText,
  d: Draft,
  n: number,
  posOf: (list: Positions | undefined, i: number) => Pos,
): { streamIds: number[]; labels: (string | null)[] } {
  const known = numbered.get(d.streams);
  if (known && known.n === n) return known;
  const { ids, keys } = numberByFirstAppearance(d.streams, null);
  const overflow = firstStreamOverflow(ids, n);
  if (overflow !== undefined) throw src.error(posOf(d.streamAt, overflow), `stream ${quote(d.streams[overflow]!)} has more than ${n} cells`);
  const result = { n, streamIds: ids, labels: keys };
  numbered.set(d.streams, result);
  return result;
}

/** The first clash among a puzzle's givens, in words ("given 1 appears twice in row 2"), if any:
 * the readers refuse such a file, so the writers do not write one. */
export function givensClash(p: Puzzle): string | undefined {
  const clash = repeats(p.givens.flat(), p.size, p.streams.flat())[0];
  return clash && `given ${clash.value} appears twice in ${unitName(clash, (id) => `stream ${id}`)}`;
}

function unitName(r: Repeat, describeStream: (id: number) => string): string {
  return r.kind === "stream" ? describeStream(r.index) : `${r.kind} ${r.index}`;
}
