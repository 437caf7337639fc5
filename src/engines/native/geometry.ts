/**
 * The shape of a puzzle as the native solver sees it: the disjunctions and the
 * peers of every cell, as flat integer tables. It depends only on n and the
 * streams, not on the givens, so one Geometry serves every puzzle of a Sudoku
 * collection (cached by shape).
 *
 * Numbering (all 0-based):
 * - cell  = row * n + col
 * - value = 0..n-1 (the puzzle's value minus one)
 * - literal c(i,j,k) = cell * n + value
 * - disjunction ids, four blocks of n*n (the last block only for full streams):
 *     cell d        = cell                       "cell (i,j) holds some value"
 *     row (r, v)    = n*n   + r * n + v          "row r holds v somewhere"
 *     column (c, v) = 2*n*n + c * n + v          "column c holds v somewhere"
 *     stream (s, v) = 3*n*n + s * n + v          "full stream s holds v somewhere"
 *     variant (u, v) = extraStart + u * n + v    "the variant's unit u holds v somewhere"
 *   Full streams are numbered 0.. in the order of their ids; short streams have
 *   no disjunctions, only peers. A variant's units (puzzle/variants.ts: the diagonals) come last,
 *   only on a geometry built for the variant.
 */
import type { Puzzle } from "../../puzzle/types.js";
import { type NativeVariant, variantUnits } from "../../puzzle/variants.js";

/** The kinds of disjunction, in the order of their blocks in the numbering above. */
export const DISJUNCTION_KINDS = ["cell", "row", "column", "stream"] as const;
export type DisjunctionKind = (typeof DISJUNCTION_KINDS)[number];

export interface Geometry {
  readonly n: number;
  readonly cells: number;
  readonly literals: number;
  /** Number of disjunctions: 3n² + n per full stream. */
  readonly disjunctions: number;
  /** For each cell, the index of its full stream, or -1 (no stream, or a short one). */
  readonly fullStreamOf: Int32Array;
  /** The cells of full stream s are fullStreamCells[s*n .. s*n+n-1], row-major. */
  readonly fullStreamCells: Int32Array;
  /** The puzzle's stream id (1-based, as in Puzzle.streams) of each full stream, for messages. */
  readonly fullStreamIds: Int32Array;
  /** The cell of literal L (L / n, without the division). */
  readonly litCell: Int32Array;
  /** The literals of disjunction d: disLits[d*n .. d*n+n-1]. */
  readonly disLits: Int32Array;
  /** The disjunctions literal L occurs in: litDis[perLit*L .. perLit*L + perLit-1] (cell, row,
   * column, then its full stream and its variant units, if any), the rest -1. */
  readonly litDis: Int32Array;
  /** Slots per literal in litDis: 4, more with a variant whose units share a cell (the centre of
   * both diagonals). */
  readonly perLit: number;
  /** The first variant disjunction (= disjunctions without a variant). */
  readonly extraStart: number;
  /** The variant this geometry holds the units of, if any. */
  readonly variant?: NativeVariant;
  /** The cells that share a row, column or stream (full or short) with cell c: peers[peerStart[c] .. peerStart[c+1]-1]. */
  readonly peers: Int32Array;
  readonly peerStart: Int32Array;
}

/** Geometries by shape. The key is a hash of the stream grid; the grid itself is kept to rule out collisions. */
const cache = new Map<number, { streams: Int32Array; geometry: Geometry }[]>();
let cached = 0;
const CACHE_LIMIT = 64;

export function geometryOf(puzzle: Puzzle, variant?: NativeVariant): Geometry {
  const n = puzzle.size;
  // Called once per puzzle solved: no allocation unless the shape is new (an off-heap typed array
  // per puzzle showed up as garbage collection in a batch of Sudoku).
  let h = variant ? n ^ 0x5bd1e995 : n | 0;
  for (let r = 0; r < n; r++) {
    const row = puzzle.streams[r];
    for (let c = 0; c < n; c++) h = (Math.imul(h, 31) + row[c]) | 0;
  }
  const bucket = cache.get(h) ?? [];
  for (const e of bucket) if (e.geometry.variant === variant && sameStreams(e.streams, puzzle.streams, n)) return e.geometry;
  if (cached >= CACHE_LIMIT) {
    cache.clear();
    cached = 0;
  }
  const flat = new Int32Array(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) flat[r * n + c] = puzzle.streams[r][c];
  const geometry = buildGeometry(n, puzzle.streams, variant);
  bucket.push({ streams: flat, geometry });
  cache.set(h, bucket);
  cached++;
  return geometry;
}

function sameStreams(flat: Int32Array, streams: number[][], n: number): boolean {
  if (flat.length !== n * n) return false;
  for (let r = 0; r < n; r++) {
    const row = streams[r];
    for (let c = 0; c < n; c++) if (flat[r * n + c] !== row[c]) return false;
  }
  return true;
}

function buildGeometry(n: number, streams: number[][], variant?: NativeVariant): Geometry {
  const cells = n * n;
  const extra = variant ? variantUnits(variant, n) : [];
  /** The variant units of each cell, and the cell's place in each. */
  const extraOf: { u: number; at: number }[][] = Array.from({ length: cells }, () => []);
  extra.forEach((unit, u) => unit.forEach((cell, at) => extraOf[cell].push({ u, at })));
  const perLit = 4 + Math.max(0, ...extraOf.map((l) => l.length));
  const members = new Map<number, number[]>();
  for (let cell = 0; cell < cells; cell++) {
    const s = streams[Math.floor(cell / n)][cell % n];
    if (s === 0) continue;
    let list = members.get(s);
    if (!list) members.set(s, (list = []));
    list.push(cell);
  }
  const fullIds = [...members.keys()].filter((s) => members.get(s)!.length === n).sort((a, b) => a - b);
  const fullStreamOf = new Int32Array(cells).fill(-1);
  const fullStreamCells = new Int32Array(fullIds.length * n);
  /** A cell's place in its full stream. */
  const placeInStream = new Int32Array(cells);
  fullIds.forEach((s, k) => {
    members.get(s)!.forEach((cell, i) => {
      fullStreamOf[cell] = k;
      fullStreamCells[k * n + i] = cell;
      placeInStream[cell] = i;
    });
  });

  // Peers in ascending order (the literal representation removes them in this order, which its
  // trace shows). Built with a stamp per cell rather than a Set per cell: a jigsaw or Strimko
  // collection has a shape per puzzle, so this runs once per puzzle there.
  const stamp = new Int32Array(cells).fill(-1);
  const scratch = new Int32Array((3 + perLit - 4) * n);
  const peerStart = new Int32Array(cells + 1);
  const peerBuf = new Int32Array(cells * scratch.length);
  for (let cell = 0; cell < cells; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    stamp[cell] = cell;
    let k = 0;
    const add = (other: number): void => {
      if (stamp[other] !== cell) {
        stamp[other] = cell;
        scratch[k++] = other;
      }
    };
    for (let j = 0; j < n; j++) {
      add(r * n + j);
      add(j * n + c);
    }
    const s = streams[r][c];
    if (s !== 0) for (const other of members.get(s)!) add(other);
    for (const { u } of extraOf[cell]) for (const other of extra[u]) add(other);
    // Insertion sort: about 3n numbers, nearly in order already.
    const at = peerStart[cell];
    for (let i = 0; i < k; i++) {
      const x = scratch[i];
      let j = at + i;
      while (j > at && peerBuf[j - 1] > x) {
        peerBuf[j] = peerBuf[j - 1];
        j--;
      }
      peerBuf[j] = x;
    }
    peerStart[cell + 1] = at + k;
  }
  const peers = peerBuf.slice(0, peerStart[cells]);

  const extraStart = 3 * cells + fullIds.length * n;
  const disjunctions = extraStart + extra.length * n;
  const disLits = new Int32Array(disjunctions * n);
  // Packed: the -1s after a literal's disjunctions (a reader stops at the first).
  const litDis = new Int32Array(cells * n * perLit).fill(-1);
  for (let cell = 0; cell < cells; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (let v = 0; v < n; v++) {
      const L = cell * n + v;
      let t = L * perLit;
      // Each disjunction, and L's position in it: its value in the cell's, else its place in the unit.
      const put = (d: number, at: number): void => {
        litDis[t++] = d;
        disLits[d * n + at] = L;
      };
      put(cell, v);
      put(cells + r * n + v, c);
      put(2 * cells + c * n + v, r);
      if (fullStreamOf[cell] >= 0) put(3 * cells + fullStreamOf[cell] * n + v, placeInStream[cell]);
      for (const { u, at } of extraOf[cell]) put(extraStart + u * n + v, at);
    }
  }

  const litCell = new Int32Array(cells * n);
  for (let L = 0; L < cells * n; L++) litCell[L] = Math.floor(L / n);

  return {
    litCell,
    disLits,
    litDis,
    n,
    cells,
    literals: cells * n,
    disjunctions,
    perLit,
    extraStart,
    ...(variant ? { variant } : {}),
    fullStreamOf,
    fullStreamCells,
    fullStreamIds: Int32Array.from(fullIds),
    peers,
    peerStart,
  };
}

/** A disjunction in words: its kind, its index (1-based row, column, stream id; [row, col] for a cell) and value. */
export interface DisjunctionName {
  kind: DisjunctionKind;
  /** For "cell": [row, column]; for row/column: the number; for stream: the puzzle's stream id. All 1-based. */
  index: number | [number, number];
  /** The value the disjunction is about (row, column, stream); absent for a cell disjunction. */
  value?: number;
}

export function describeDisjunction(g: Geometry, d: number): DisjunctionName {
  const n = g.n;
  // Only a trace names disjunctions, and a traced search takes no variant (solver.ts refuses it):
  // the steps explain tells are the assignment's, over rows, columns and streams.
  if (d >= g.extraStart) throw new Error("a variant's disjunction has no name in the assignment's steps");
  const block = Math.floor(d / g.cells);
  const rest = d - block * g.cells;
  if (block === 0) return { kind: "cell", index: [Math.floor(rest / n) + 1, (rest % n) + 1] };
  const index = Math.floor(rest / n);
  const value = (rest % n) + 1;
  if (block === 1) return { kind: "row", index: index + 1, value };
  if (block === 2) return { kind: "column", index: index + 1, value };
  return { kind: "stream", index: g.fullStreamIds[index], value };
}
