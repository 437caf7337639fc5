/**
 * The rules a puzzle obeys, written once, over its plain data: grids as flat
 * row-major arrays, a cell named by its index there.
 *
 * Two callers apply them. The file reader (draft.ts) maps a cell to the line
 * and column its token came from; the check of puzzle objects handed to the
 * library (object.ts) maps it to a property path such as `givens[0][1]`. Each
 * words a problem its own way (the messages are documented and tested), so a
 * rule says only what is wrong and where: which cell, which value, which unit.
 *
 * The independent verifier (verify.ts) stays apart on purpose: it judges
 * the engines' answers and shares no code with anything they use.
 */
import { MAX_SIZE, type Grid } from "./types.js";

/** Why `size` is not a size the tool takes, if it is not. */
export function sizeProblem(size: unknown): "too large" | "not whole" | undefined {
  if (typeof size !== "number") return "not whole";
  if (size > MAX_SIZE) return "too large";
  if (!Number.isSafeInteger(size) || size < 1) return "not whole";
  return undefined;
}

/** Whether v is a whole number from `min` to n. */
function inRange(v: unknown, n: number, min: number): boolean {
  return typeof v === "number" && Number.isInteger(v) && v >= min && v <= n;
}

/** The first cell whose value is not a whole number from `min` to n (givens 0 = empty, a solution
 * 1), if any. */
export function firstOutOfRange(values: readonly unknown[], n: number, min: 0 | 1): number | undefined {
  for (let i = 0; i < values.length; i++) if (!inRange(values[i], n, min)) return i;
  return undefined;
}

/** The first cell where a solution does not keep a given, if any. */
export function firstChangedGiven(solution: readonly unknown[], givens: readonly unknown[]): number | undefined {
  for (let i = 0; i < givens.length; i++) if (givens[i] !== 0 && givens[i] !== solution[i]) return i;
  return undefined;
}

/** The first cell whose stream id is not a whole number from 0 (no stream) to n²: n² ids are
 * enough for any partition. */
export function firstBadStreamId(ids: readonly unknown[], n: number): number | undefined {
  return firstOutOfRange(ids, n * n, 0);
}

/** The first cell, before `end`, that gives its stream more than n cells, if any. `ids` are valid
 * stream ids (0 = no stream) up to `end`. */
export function firstStreamOverflow(ids: readonly unknown[], n: number, end = ids.length): number | undefined {
  const cellsIn = new Int32Array(n * n + 1);
  for (let i = 0; i < end; i++) {
    const s = ids[i] as number;
    if (s !== 0 && ++cellsIn[s] > n) return i;
  }
  return undefined;
}

/** A value twice in a unit. */
export interface Repeat {
  value: number;
  kind: "row" | "column" | "stream";
  /** Row or column number (1-based) or stream id. */
  index: number;
  /** The cells holding it, the first and the one that repeats it. */
  first: number;
  second: number;
}

/**
 * Each unit's first repeated value (0 = empty is none), in the order a reader meets them: by the
 * cell that repeats it, row-major, and at one cell row before column before stream. The first of
 * the list is the first repeat in reading order.
 */
export function repeats(values: readonly number[], n: number, streamIds: readonly number[]): Repeat[] {
  // firstIn*[unit * n + value - 1] = 1 + the first cell holding value in that unit, 0 = none yet.
  const firstInRow = new Int32Array(n * n);
  const firstInCol = new Int32Array(n * n);
  let streams = 0;
  for (const s of streamIds) if (s > streams) streams = s;
  const firstInStream = new Int32Array((streams + 1) * n);
  // A unit's repeat is reported once.
  const rowDone = new Uint8Array(n);
  const colDone = new Uint8Array(n);
  const streamDone = new Uint8Array(streams + 1);
  const found: Repeat[] = [];
  // Plain code, no tuple per cell: this runs on every puzzle read, thousands in a collection.
  for (let i = 0; i < n * n; i++) {
    const v = values[i];
    if (v === 0) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    const s = streamIds[i];
    const inRow = r * n + v - 1;
    if (firstInRow[inRow] === 0) firstInRow[inRow] = i + 1;
    else if (!rowDone[r]) {
      rowDone[r] = 1;
      found.push({ value: v, kind: "row", index: r + 1, first: firstInRow[inRow] - 1, second: i });
    }
    const inCol = c * n + v - 1;
    if (firstInCol[inCol] === 0) firstInCol[inCol] = i + 1;
    else if (!colDone[c]) {
      colDone[c] = 1;
      found.push({ value: v, kind: "column", index: c + 1, first: firstInCol[inCol] - 1, second: i });
    }
    if (s === 0) continue;
    const inStream = s * n + v - 1;
    if (firstInStream[inStream] === 0) firstInStream[inStream] = i + 1;
    else if (!streamDone[s]) {
      streamDone[s] = 1;
      found.push({ value: v, kind: "stream", index: s, first: firstInStream[inStream] - 1, second: i });
    }
  }
  return found;
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

/** Stream ids for a list of stream keys (labels in a file, ids in a puzzle built in code): 1, 2, ...
 * by first appearance, row by row, as types.ts prescribes; `none` (no stream) is 0. `keys[id]` is
 * the key numbered id. */
export function numberByFirstAppearance<K>(streams: readonly K[], none: K): { ids: number[]; keys: K[] } {
  const idOf = new Map<K, number>();
  const keys: K[] = [none];
  const ids = new Array<number>(streams.length);
  for (let i = 0; i < streams.length; i++) {
    const key = streams[i];
    if (key === none) {
      ids[i] = 0;
      continue;
    }
    let id = idOf.get(key);
    if (id === undefined) {
      id = keys.length;
      idOf.set(key, id);
      keys.push(key);
    }
    ids[i] = id;
  }
  return { ids, keys };
}

/** A flat row-major array as n rows. */
export function toGrid(flat: readonly number[], n: number): Grid {
  const grid: Grid = new Array(n);
  for (let r = 0; r < n; r++) grid[r] = flat.slice(r * n, r * n + n);
  return grid;
}
