/**
 * SOLVESTRIMKO's fast representation: the same knowledge base, the same
 * resolution and the same search as the literal representation in solver.ts,
 * with the state held as bitmasks and copied on each guess instead of undone
 * literal by literal. solveNative() uses it when no trace is asked for and
 * n <= 32 (a cell's candidates fit in one 32-bit integer).
 *
 * Representation, and why
 * -----------------------
 * cand[cell] is the set of values still possible in the cell, one bit per
 * value: the cell's disjunction, with its length a popcount. A "unit" is a row,
 * a column or a full stream; its disjunction "holds value v somewhere" is the
 * set of the unit's cells whose cand has bit v. Those n disjunctions of a unit
 * are not stored: one pass over the unit's n cells with two accumulators,
 *     twice |= once & cand;  once |= cand,
 * gives every value that is possible nowhere (not in `once`: an empty
 * disjunction, a contradiction) and every value possible in exactly one cell
 * (`once & ~twice`: a unit disjunction, a new fact unless already placed). A
 * unit is passed over only when one of its cells lost a candidate since its
 * last pass (dirty units), so resolution does the work its facts cause.
 *
 * Asserting c(i,j,k) clears bit k in every peer (same row, column or stream,
 * short streams included) and leaves only bit k in the cell: the negative facts
 * of the assignment, 4(n-1) at most, as word operations. A peer left with one
 * candidate is a unit cell disjunction, queued as a fact; a peer left with none
 * is a contradiction. Facts are processed from a queue; the fixpoint reached,
 * and whether it is a contradiction, do not depend on the order (removal is
 * monotone), so this representation reaches the same fixpoints as solver.ts.
 *
 * The search makes the same choices as solver.ts, in the same order: the open
 * disjunction with the fewest literals left, the first in the knowledge base's
 * numbering on a tie (cells, then rows, columns and streams by value; see
 * geometry.ts), and its literals in the same order. So it explores the same
 * tree and reports the same solutions in the same order, with the same guesses,
 * backtracks and dead ends (the tests compare the two). Only `inferences` can
 * differ: on a branch that ends in a contradiction, how many facts were drawn
 * before the contradiction showed depends on the order of propagation.
 *
 * Undo is a copy: the state (cand and the assigned values, 2n² integers) of
 * each open guess is saved in one typed array, slot per depth, and copied back
 * (copyWithin, a memmove) before the next alternative. No allocation while
 * solving; one engine per geometry, reused for every puzzle of that shape.
 */
import type { Grid } from "../puzzle/types.js";
import type { Geometry } from "./geometry.js";
import { BUDGET, CLOCK_EVERY, TIMEOUT } from "./limits.js";

/** The largest n the bitset representation takes: one bit per value in a 32-bit integer. */
export const BITSET_MAX_N = 32;

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** The index of the lowest set bit of b (b a single bit). */
function bitIndex(b: number): number {
  return 31 - Math.clz32(b);
}

export class BitsetEngine {
  readonly g: Geometry;
  private readonly n: number;
  private readonly n2: number;
  /** All values possible: n one-bits. */
  private readonly full: number;
  /** Rows 0..n-1, columns n..2n-1, full streams 2n..: the units whose disjunctions exist. */
  private readonly units: number;
  /** The cells of unit u: unitCells[u*n .. u*n+n-1], in the order of the disjunction's literals. */
  private readonly unitCells: Int32Array;
  /** The units of each cell: cellUnits[3c .. 3c+2] (row, column, full stream or -1). */
  private readonly cellUnits: Int32Array;
  private readonly peers: Int32Array;
  private readonly peerStart: Int32Array;

  /**
   * The state and its saved copies. Slot 0 (the first `stride` integers) is the current state:
   * cand[cell] at [cell], the assigned value (1..n, 0 = unknown) at [n2 + cell]. Slot d+1 holds
   * the state before the guesses at depth d.
   */
  private buf: Int32Array;
  private readonly stride: number;
  private assigned = 0;
  private savedAssigned: Int32Array;

  /** Facts waiting to be asserted, as (cell << 5) | value. */
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  /** Unit disjunctions left with one literal, as their index into buf (cnt + u*n + v). */
  private readonly unitQueue: Int32Array;
  private uHead = 0;
  private uTail = 0;
  /** Where the counts of the unit disjunctions start in a state slot: buf[cnt + u*n + v]. */
  private readonly cnt: number;
  /** A cell index whose units match no unit (drop()'s `except` when none is exempt). */
  private readonly none: number;
  /** The literals of the disjunction branched on, per depth, as (cell << 5) | value. */
  private options: Int32Array;

  inferences = 0;
  guesses = 0;
  backtracks = 0;
  found = 0;
  solutions: Grid[] = [];
  collect = true;
  private limit = 1;
  private deadline = Infinity;
  private budget = Infinity;
  private deadEnds = 0;

  constructor(g: Geometry) {
    const n = g.n;
    if (n > BITSET_MAX_N) throw new Error(`the bitset representation takes n <= ${BITSET_MAX_N}`);
    this.g = g;
    this.n = n;
    this.n2 = g.cells;
    this.full = n === 32 ? -1 : (1 << n) - 1;
    const fullStreams = g.fullStreamIds.length;
    this.units = 2 * n + fullStreams;
    this.unitCells = new Int32Array(this.units * n);
    // One more cell, in no unit: see `none`.
    this.cellUnits = new Int32Array(3 * g.cells + 3).fill(-2);
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        this.unitCells[r * n + c] = r * n + c;
        this.unitCells[(n + c) * n + r] = r * n + c;
        const cell = r * n + c;
        this.cellUnits[3 * cell] = r;
        this.cellUnits[3 * cell + 1] = n + c;
        const s = g.fullStreamOf[cell];
        this.cellUnits[3 * cell + 2] = s >= 0 ? 2 * n + s : -1;
      }
    }
    this.unitCells.set(g.fullStreamCells, 2 * n * n);
    this.peers = g.peers;
    this.peerStart = g.peerStart;
    this.cnt = 2 * g.cells;
    this.stride = 2 * g.cells + this.units * n;
    this.buf = new Int32Array(this.stride * 16);
    this.savedAssigned = new Int32Array(16);
    this.options = new Int32Array(16 * n);
    this.queue = new Int32Array(2 * g.cells);
    this.unitQueue = new Int32Array(3 * g.cells * n);
    this.none = g.cells;
  }

  reset(): void {
    this.buf.fill(this.full, 0, this.n2);
    this.buf.fill(0, this.n2, this.cnt);
    this.buf.fill(this.n, this.cnt, this.stride);
    this.assigned = 0;
    this.qHead = this.qTail = 0;
    this.uHead = this.uTail = 0;
    this.inferences = 0;
    this.guesses = 0;
    this.backtracks = 0;
    this.found = 0;
    this.solutions = [];
    // With n = 1 the one cell's disjunction starts as a unit.
    if (this.n === 1) this.queue[this.qTail++] = 0;
  }

  get solved(): boolean {
    return this.assigned === this.n2;
  }

  /**
   * Value v left cell `cell`: one literal fewer in each of the cell's unit disjunctions "u holds v".
   * A unit disjunction left with one literal is queued (a hidden single, unless `except` is the
   * cell that holds v there: asserting it emptied the rest of its units); one left with none is a
   * contradiction.
   */
  private drop(cell: number, v: number, except: number): boolean {
    const buf = this.buf;
    const cu = this.cellUnits;
    const cnt = this.cnt;
    const n = this.n;
    const t = 3 * cell;
    const e = 3 * except;
    let u = cu[t];
    let i = cnt + u * n + v;
    let k = --buf[i];
    if (k <= 1) {
      if (k === 0) return false;
      if (u !== cu[e]) this.unitQueue[this.uTail++] = i;
    }
    u = cu[t + 1];
    i = cnt + u * n + v;
    k = --buf[i];
    if (k <= 1) {
      if (k === 0) return false;
      if (u !== cu[e + 1]) this.unitQueue[this.uTail++] = i;
    }
    u = cu[t + 2];
    if (u >= 0) {
      i = cnt + u * n + v;
      k = --buf[i];
      if (k <= 1) {
        if (k === 0) return false;
        if (u !== cu[e + 2]) this.unitQueue[this.uTail++] = i;
      }
    }
    return true;
  }

  /**
   * Makes c(cell, v) a fact: only v is left in the cell, v goes from every peer. False on a
   * contradiction: v was already ruled out (a clash), or a disjunction is left empty.
   */
  private assert(cell: number, v: number): boolean {
    const buf = this.buf;
    const b = 1 << v;
    const m = buf[cell];
    if ((m & b) === 0) return false;
    buf[cell] = b;
    buf[this.n2 + cell] = v + 1;
    this.assigned++;
    // The cell's other values: their unit disjunctions lose this cell (-1: no unit is exempt).
    let rest = m ^ b;
    while (rest !== 0) {
      const x = rest & -rest;
      rest ^= x;
      if (!this.drop(cell, bitIndex(x), this.none)) return false;
    }
    const peers = this.peers;
    for (let p = this.peerStart[cell], end = this.peerStart[cell + 1]; p < end; p++) {
      const q = peers[p];
      let x = buf[q];
      if ((x & b) === 0) continue;
      x ^= b;
      buf[q] = x;
      if (x === 0) return false;
      if ((x & (x - 1)) === 0) this.queue[this.qTail++] = (q << 5) | bitIndex(x);
      if (!this.drop(q, v, cell)) return false;
    }
    return true;
  }

  private fail(): false {
    this.qHead = this.qTail = 0;
    this.uHead = this.uTail = 0;
    return false;
  }

  /** Resolution to a fixpoint: the queued unit disjunctions, cells first, until none is left. */
  propagate(): boolean {
    const buf = this.buf;
    const n = this.n;
    const n2 = this.n2;
    const queue = this.queue;
    const unitQueue = this.unitQueue;
    const unitCells = this.unitCells;
    const cnt = this.cnt;
    for (;;) {
      if (this.qHead < this.qTail) {
        const lit = queue[this.qHead++];
        const cell = lit >>> 5;
        const v = lit & 31;
        const known = buf[n2 + cell];
        if (known !== 0) {
          // Inferred before (nothing new), or a second value for the cell (a clash).
          if (known !== v + 1) return this.fail();
          continue;
        }
        this.inferences++;
        if (!this.assert(cell, v)) return this.fail();
      } else if (this.uHead < this.uTail) {
        // A unit disjunction "u holds v" with one literal left: find its cell.
        const i = unitQueue[this.uHead++] - cnt;
        const v = i % n;
        const base = i - v;
        const b = 1 << v;
        let k = 0;
        while ((buf[unitCells[base + k]] & b) === 0) k++;
        const cell = unitCells[base + k];
        if (buf[n2 + cell] !== 0) continue; // inferred before: the cell holds v already
        this.inferences++;
        if (!this.assert(cell, v)) return this.fail();
      } else {
        this.qHead = this.qTail = 0;
        this.uHead = this.uTail = 0;
        return true;
      }
    }
  }

  /** Sets the givens as evidence and resolves. False on a contradiction. */
  start(givens: Grid): boolean {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      const row = givens[r];
      for (let c = 0; c < n; c++) {
        const v = row[c];
        if (v === 0) continue;
        if (!this.assert(r * n + c, v - 1)) return this.fail();
      }
    }
    return this.propagate();
  }

  grid(): Grid {
    const n = this.n;
    const buf = this.buf;
    const grid: Grid = new Array(n);
    for (let r = 0; r < n; r++) {
      const row = new Array<number>(n);
      for (let c = 0; c < n; c++) row[c] = buf[this.n2 + r * n + c];
      grid[r] = row;
    }
    return grid;
  }

  /**
   * Writes the literals of the open disjunction with the fewest literals left (the first such in
   * the knowledge base's numbering) to options[at..], as (cell << 5) | value; returns how many.
   */
  private choose(at: number): number {
    const buf = this.buf;
    const n = this.n;
    const n2 = this.n2;
    const options = this.options;
    // Cell disjunctions come first in the numbering: the first cell with the fewest values.
    let bestCell = -1;
    let best = 0x7fffffff;
    for (let cell = 0; cell < n2; cell++) {
      if (buf[n2 + cell] !== 0) continue;
      const k = popcount(buf[cell]);
      if (k < best) {
        best = k;
        bestCell = cell;
        if (k === 2) break;
      }
    }
    if (best > 2) {
      // A unit disjunction with fewer literals (rows, then columns, then streams; by value) wins.
      let bestUnit = -1;
      for (let i = this.cnt, end = this.stride; i < end; i++) {
        const k = buf[i];
        if (k >= 2 && k < best) {
          best = k;
          bestUnit = i - this.cnt;
          if (k === 2) break;
        }
      }
      if (bestUnit >= 0) {
        const unitCells = this.unitCells;
        const v = bestUnit % n;
        const base = bestUnit - v;
        const b = 1 << v;
        let k = 0;
        for (let j = 0; j < n; j++) {
          const cell = unitCells[base + j];
          if ((buf[cell] & b) !== 0) options[at + k++] = (cell << 5) | v;
        }
        return k;
      }
    }
    let m = buf[bestCell];
    let k = 0;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      options[at + k++] = (bestCell << 5) | bitIndex(b);
    }
    return k;
  }

  /** SOLVESTRIMKO: depth-first search from the current (propagated) state. */
  search(limit: number, deadline: number, budget: number): void {
    this.limit = limit === 0 ? Infinity : limit;
    this.deadline = deadline;
    this.budget = budget;
    this.deadEnds = 0;
    this.dfs(0);
  }

  /** Room for the saved state and the options of depth d. */
  private reserve(d: number): void {
    const slots = this.savedAssigned.length;
    if (d + 2 <= slots) return;
    const grown = Math.max(2 * slots, d + 2);
    const buf = new Int32Array(grown * this.stride);
    buf.set(this.buf);
    this.buf = buf;
    const saved = new Int32Array(grown);
    saved.set(this.savedAssigned);
    this.savedAssigned = saved;
    const options = new Int32Array(grown * this.n);
    options.set(this.options);
    this.options = options;
  }

  private dfs(depth: number): void {
    if (this.assigned === this.n2) {
      this.found++;
      if (this.collect) this.solutions.push(this.grid());
      return;
    }
    this.reserve(depth);
    const at = depth * this.n;
    const k = this.choose(at);
    const stride = this.stride;
    const slot = (depth + 1) * stride;
    this.buf.copyWithin(slot, 0, stride);
    this.savedAssigned[depth] = this.assigned;
    for (let i = 0; i < k; i++) {
      if (i > 0) {
        this.buf.copyWithin(0, slot, slot + stride);
        this.assigned = this.savedAssigned[depth];
      }
      const lit = this.options[at + i];
      this.guesses++;
      if ((this.guesses & (CLOCK_EVERY - 1)) === 0 && performance.now() > this.deadline) throw TIMEOUT;
      if (this.assert(lit >>> 5, lit & 31) && this.propagate()) this.dfs(depth + 1);
      else {
        this.fail();
        if (++this.deadEnds > this.budget) throw BUDGET;
      }
      this.backtracks++;
      if (this.found >= this.limit) return;
    }
  }
}
