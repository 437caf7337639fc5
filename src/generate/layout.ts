/**
 * Stream layouts: where the streams of a new puzzle go.
 *
 * - strimko: n chains of n cells that partition the grid; consecutive cells of a chain touch across
 *   a side or a corner (a king's move), as in published Strimko. Each chain is a random walk from a
 *   cell with few free neighbours, stepping (usually) to the free neighbour with the fewest free
 *   neighbours of its own (Warnsdorff's rule, which keeps the walk from stranding cells), else to any
 *   free neighbour (WARNSDORFF says how often). A step that would put all four cells of a 2×2
 *   square in one chain is not taken (no "blob"), and a chain that leaves a free region whose size is not a multiple of n is drawn
 *   again. A layout with a chain that is a whole row or column (a unit the puzzle has already) is
 *   drawn again. Walks start and turn at random, so chains come straight, bent, zigzag or diagonal.
 * - jigsaw: n orthogonally connected regions of n cells: the rows, then random swaps of two cells
 *   on the border of two regions, each kept only when both regions stay connected, until no region
 *   is a whole row or column.
 * - sudoku: the boxes; latin: no streams.
 * Layouts are cell arrays (row-major), each cell holding its stream's number (1..n) or 0.
 */
import type { Random } from "./random.js";
import { boxStreams } from "../puzzle/shapes.js";
import { toGrid } from "../puzzle/rules.js";
import type { Grid } from "../puzzle/types.js";
import type { Settled } from "./options.js";

const kingTables = new Map<number, number[][]>();

/** The cells a king's move away from cell i of an n × n grid (a shared array: not to be changed).
 * Tabled per n: the walks ask for them millions of times. */
export function kingNeighbours(i: number, n: number): readonly number[] {
  let table = kingTables.get(n);
  if (!table) kingTables.set(n, (table = Array.from({ length: n * n }, (_, j) => kingNeighboursOf(j, n))));
  return table[i];
}

function kingNeighboursOf(i: number, n: number): number[] {
  const r = Math.floor(i / n);
  const c = i % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && rr < n && cc >= 0 && cc < n) out.push(rr * n + cc);
    }
  }
  return out;
}

/** The cells across a side of cell i. */
export function sideNeighbours(i: number, n: number): number[] {
  const r = Math.floor(i / n);
  const c = i % n;
  const out: number[] = [];
  if (r > 0) out.push(i - n);
  if (r < n - 1) out.push(i + n);
  if (c > 0) out.push(i - 1);
  if (c < n - 1) out.push(i + 1);
  return out;
}

/** Whether giving cell i to stream s would fill a 2×2 square with s. */
function closesSquare(owner: Int32Array, n: number, i: number, s: number): boolean {
  const r = Math.floor(i / n);
  const c = i % n;
  // The four squares with cell i in a corner: i's row and the one above or below, i's column and
  // the one left or right.
  for (let dr = -1; dr <= 1; dr += 2) {
    for (let dc = -1; dc <= 1; dc += 2) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
      if (owner[rr * n + c] === s && owner[r * n + cc] === s && owner[rr * n + cc] === s) return true;
    }
  }
  return false;
}

/** Whether every region of free cells (joined by king's moves) has a multiple of n cells. */
function freeRegionsFit(owner: Int32Array, n: number): boolean {
  const seen = new Uint8Array(n * n);
  for (let start = 0; start < n * n; start++) {
    if (owner[start] !== 0 || seen[start]) continue;
    let size = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      size++;
      for (const j of kingNeighbours(i, n)) {
        if (owner[j] === 0 && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (size % n !== 0) return false;
  }
  return true;
}

/** Free neighbours of cell i. */
function freeDegree(owner: Int32Array, n: number, i: number): number {
  let k = 0;
  for (const j of kingNeighbours(i, n)) if (owner[j] === 0) k++;
  return k;
}

/** Tries to walk chain s (n cells) over free cells; returns its cells or null (the caller undoes nothing: owner is restored). */
function walkChain(owner: Int32Array, n: number, s: number, rng: Random): number[] | null {
  const free: number[] = [];
  for (let i = 0; i < n * n; i++) if (owner[i] === 0) free.push(i);
  // Start where the walk is least free: a corner of what is left, so no cell is stranded there.
  let least = Infinity;
  let starts: number[] = [];
  for (const i of free) {
    const d = freeDegree(owner, n, i);
    if (d < least) [least, starts] = [d, [i]];
    else if (d === least) starts.push(i);
  }
  const chain = [rng.pick(starts)];
  owner[chain[0]] = s;
  while (chain.length < n) {
    const last = chain[chain.length - 1];
    const options = kingNeighbours(last, n).filter((j) => owner[j] === 0 && !closesSquare(owner, n, j, s));
    if (options.length === 0) break;
    let next: number;
    if (rng.chance(WARNSDORFF)) {
      // Warnsdorff: the neighbour with the fewest free neighbours, ties at random.
      let best = Infinity;
      let bests: number[] = [];
      for (const j of options) {
        const d = freeDegree(owner, n, j);
        if (d < best) [best, bests] = [d, [j]];
        else if (d === best) bests.push(j);
      }
      next = rng.pick(bests);
    } else next = rng.pick(options);
    owner[next] = s;
    chain.push(next);
  }
  if (chain.length === n && freeRegionsFit(owner, n)) return chain;
  for (const i of chain) owner[i] = 0;
  return null;
}

/** Whether a chain is a whole row or a whole column. */
function isLine(chain: number[], n: number): boolean {
  const rows = new Set(chain.map((i) => Math.floor(i / n)));
  const cols = new Set(chain.map((i) => i % n));
  return rows.size === 1 || cols.size === 1;
}

/** How often a walk's next step follows Warnsdorff's rule rather than going anywhere: compact chains
 * make minimal puzzles that resolution alone solves far more often (measured on 9 × 9: one layout
 * and solution in 1.1 made one at 0.9, in 2 at 0.75, in 9 at 0.5), though they take longer to lay. */
const WARNSDORFF = 0.9;

/** Tries per chain before the layout is started over, and layouts before giving up (never for n ≥ 3: see the tests). */
const CHAIN_TRIES = 30;
const LAYOUT_TRIES = 1000;

/** n chains of n cells partitioning the grid (see the file's comment), or null for n = 2 (none has a solution). */
export function strimkoLayout(n: number, rng: Random): number[] | null {
  if (n === 1) return [1];
  for (let attempt = 0; attempt < LAYOUT_TRIES; attempt++) {
    const owner = new Int32Array(n * n);
    let ok = true;
    for (let s = 1; s <= n && ok; s++) {
      let chain: number[] | null = null;
      for (let t = 0; t < CHAIN_TRIES && !chain; t++) chain = walkChain(owner, n, s, rng);
      if (!chain || (n > 2 && isLine(chain, n))) ok = false;
    }
    if (ok) return Array.from(owner);
  }
  return null;
}

/** Whether the cells of region s are orthogonally connected. */
export function regionConnected(owner: ArrayLike<number>, n: number, s: number): boolean {
  let start = -1;
  let size = 0;
  for (let i = 0; i < n * n; i++) {
    if (owner[i] === s) {
      size++;
      if (start < 0) start = i;
    }
  }
  if (start < 0) return true;
  const seen = new Uint8Array(n * n);
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const i = stack.pop()!;
    reached++;
    for (const j of sideNeighbours(i, n)) {
      if (owner[j] === s && !seen[j]) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return reached === size;
}

/** Whether some region (or stream) is a whole row or a whole column. */
function lineRegion(owner: ArrayLike<number>, n: number): boolean {
  for (let k = 0; k < n; k++) {
    let row = true;
    let col = true;
    for (let j = 1; j < n; j++) {
      row &&= owner[k * n + j] === owner[k * n];
      col &&= owner[j * n + k] === owner[k];
    }
    if (row || col) return true;
  }
  return false;
}

/** n orthogonally connected regions of n cells (see the file's comment). */
export function jigsawLayout(n: number, rng: Random): number[] {
  const owner = Array.from({ length: n * n }, (_, i) => Math.floor(i / n) + 1);
  if (n < 3) return owner;
  // Enough kept swaps that every cell has likely moved a few times.
  const wanted = 4 * n * n;
  let kept = 0;
  // More swaps while a region is still a whole row or column (a unit the puzzle has already).
  for (let tries = 0; (kept < wanted || (lineRegion(owner, n) && kept < 20 * wanted)) && tries < 100 * wanted; tries++) {
    const a = rng.below(n * n);
    const across = sideNeighbours(a, n).filter((j) => owner[j] !== owner[a]);
    if (across.length === 0) continue;
    const ra = owner[a];
    const rb = owner[rng.pick(across)];
    // A cell of region rb touching region ra, other than one already chosen.
    const bs: number[] = [];
    for (let i = 0; i < n * n; i++) if (owner[i] === rb && sideNeighbours(i, n).some((j) => owner[j] === ra && j !== a)) bs.push(i);
    if (bs.length === 0) continue;
    const b = rng.pick(bs);
    owner[a] = rb;
    owner[b] = ra;
    if (regionConnected(owner, n, ra) && regionConnected(owner, n, rb)) kept++;
    else {
      owner[a] = ra;
      owner[b] = rb;
    }
  }
  return owner;
}

/** The streams of a new layout of the kind, or null when none was found. */
export function layoutFor(o: Settled, rng: Random): Grid | null {
  const n = o.size;
  switch (o.kind) {
    case "sudoku":
      return boxStreams(n);
    case "latin":
      return toGrid(new Array<number>(n * n).fill(0), n);
    case "jigsaw":
      return toGrid(jigsawLayout(n, rng), n);
    case "strimko": {
      const cells = strimkoLayout(n, rng);
      return cells && toGrid(cells, n);
    }
  }
}
