/**
 * SOLVESTRIMKO's fast representation: the same knowledge base, the same
 * resolution and the same search as the literal representation in literal.ts,
 * with the state held as bitmasks and copied on each guess instead of undone
 * literal by literal. solveNative() uses it when no trace is asked for and
 * n <= 32 (a cell's candidates fit in one 32-bit integer; see dispatch.ts).
 *
 * Representation, and why
 * -----------------------
 * Every disjunction of the knowledge base is one 32-bit mask of the literals
 * still possible:
 *   - cand[cell]: the values still possible in the cell ("the cell holds some
 *     value"), one bit per value;
 *   - pos[u][v]: the cells of unit u (a row, a column or a full stream) that can
 *     still hold v ("u holds v somewhere"), one bit per position in the unit.
 * A disjunction's length is a popcount; it is a unit when the mask has one bit,
 * and that bit names the literal (a naked single for a cell, a hidden single for
 * a unit), found with no scan; it is empty when the mask is 0: a contradiction.
 * The two views are kept consistent: a literal c(i,j,k) is bit k of cand[cell]
 * and the cell's bit in pos[u][k] of each of its units.
 *
 * Asserting c(i,j,k) removes the literals it rules out (the assignment's
 * negative facts): the other values of the cell, and k in every peer. The peers
 * that still have k are read off pos[row][k], pos[column][k] and pos[stream][k],
 * so the others cost nothing; members of a short stream (no disjunctions, only
 * peers) are listed per cell. Removing a literal clears its bit in its cell's
 * mask and in the masks of its units; a mask left with one bit is queued as a
 * new fact, one left empty is a contradiction. The units the peer shares with
 * the asserted cell are not counted down: they end holding k in that cell
 * only, which is written once. Facts are processed from a queue; the fixpoint
 * reached, and whether it is a contradiction, do not depend on the order
 * (removing literals is monotone), so this representation reaches the same
 * fixpoints as literal.ts.
 *
 * The search makes the same choices as literal.ts, in the same order: the open
 * disjunction with the fewest literals left, the first in the knowledge base's
 * numbering on a tie (cells, then rows, columns and streams by value; see
 * geometry.ts), and its literals in the same order. So it explores the same
 * tree and reports the same solutions in the same order, with the same guesses,
 * backtracks and dead ends (the tests compare the two). Only `inferences` can
 * differ: on a branch that ends in a contradiction, how many facts were drawn
 * before the contradiction showed depends on the order of propagation.
 *
 * That holds with pointingOn false. By default (see dispatch.ts) each node of
 * the search also applies pointing after resolution: when every place left for
 * v in a full stream lies in one row or column, v leaves the line's other
 * cells (on a Sudoku, a box's last places for a digit all in one row). It is
 * resolution on the knowledge base's own clauses, one step longer than unit
 * resolution (see pointing()), so it removes only literals no solution has:
 * the same solutions, fewer guesses (on Norvig's top95 with uniqueness 46 a
 * puzzle instead of 105, 23 branchings instead of 53), and a different tree.
 * With pointing on (and n <= 16), the search also branches on the busiest cell
 * with two values left (busiestPair()) instead of the first: 20 guesses a
 * puzzle on top95, 10 branchings. That only reorders the same disjunctions. A
 * sweep is at most 81 table look-ups on a 9x9 Sudoku (one table for all boxes,
 * 512 entries, from a stream's places for v to the line holding them), once per
 * node, and only for the (stream, value) pairs whose places changed since they
 * were last looked at (marked as places go, kept in the state: half the sweep's
 * time, the same tree): sweeping again until nothing changes, or also the other
 * way (a row's places all in one box), cut a few more guesses but cost more
 * than they saved.
 * The resolution from the givens (start()) does not apply it: RESOLVESTRIMKO's
 * fixpoint, and so "solved by resolution", stay the assignment's.
 *
 * Undo is a copy: the state (cand, the assigned values, pos and the streams'
 * changed values: 2n² + (2n + full streams)·n + full streams integers, 1.7 kB
 * for a 9x9 Sudoku) of each open guess is saved in
 * one typed array, slot per depth, and copied back (copyWithin, a memmove) before
 * the next alternative. No allocation while solving; one engine per geometry,
 * reused for every puzzle of that shape.
 */
import type { Grid } from "../../puzzle/types.js";
import { DepthFirstSearch, type DepthFirstEngine, type SearchOutcome } from "./engine.js";
import type { Geometry } from "./geometry.js";
import { pastDeadline } from "./limits.js";

/** The largest n the bitset representation takes: one bit per value in a 32-bit integer. */
export const BITSET_MAX_N = 32;
/** The largest n whose streams get a lookup table of their lines (2^n bytes a table; see BitsetEngine.lineOf). */
const LINE_TABLE_MAX_N = 9;
/**
 * Sweeps of pointing an engine makes before its streams get their tables: an engine serves one
 * shape, and a shape used by one puzzle only (jigsaw, Strimko: a few nodes each) would pay more for
 * building the tables than it saves.
 */
const LINE_TABLE_AFTER = 64;
/**
 * The largest n whose search (with pointing) branches on the busiest two-valued cell. Above it the
 * depth-first search is mostly the prelude to the search with learning, and the tree's size a
 * matter of luck: on bench/large's scattered 25x25 the first two-valued cell finishes in 1,364
 * guesses, the busiest one reaches the dead-end budget (8,259 guesses with learning, 8-10x the
 * time), and the other large squares gain nothing (see docs/performance.md).
 */
const BUSIEST_MAX_N = 16;
/** What a two-valued place weighs against another in busiestPair() (see docs/performance.md: 3 to 8 do about as well on hard 9x9, 1 and 2 worse). */
const PAIR_WEIGHT = 3;

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** The index of the lowest set bit of b (b a single bit). */
function bitIndex(b: number): number {
  return 31 - Math.clz32(b);
}

export class BitsetEngine extends DepthFirstSearch implements DepthFirstEngine {
  readonly g: Geometry;
  private readonly n: number;
  private readonly n2: number;
  /** All values possible, or all positions of a unit: n one-bits. */
  private readonly full: number;
  /** The cells of unit u: unitCells[u*n .. u*n+n-1], in the order of the disjunction's literals. */
  private readonly unitCells: Int32Array;
  /**
   * The units of each cell (row, column, full stream or none) as offsets u*n, -1 for none:
   * unitAt[3c .. 3c+2]. pos[u][v] is buf[pos + unitAt[3c+k] + v].
   */
  private readonly unitAt: Int32Array;
  /** The same units by number (u, not u*n), -1 for none. */
  private readonly unitNo: Int32Array;
  /** busiestPair()'s scratch: the two-valued cells, and per unit the positions of two-valued cells. */
  private readonly pairs: Int32Array;
  private readonly pairMask: Int32Array;
  /** start()'s scratch: the given values of each unit, a bit each. */
  private readonly placed: Int32Array;
  /** The positions in the cell's full stream of the stream's cells in the cell's row or column. */
  private readonly inRowOrColumn: Int32Array;
  /** The cell's position in each of those units, as a bit: cellBits[3c .. 3c+2]. */
  private readonly cellBits: Int32Array;
  /** The peers of each cell through a short stream only (not in its row or column): shortPeers[shortStart[c] ..]. */
  private readonly shortPeers: Int32Array;
  private readonly shortStart: Int32Array;
  /**
   * Where each full stream meets a row or a column in two cells or more (a box and a row, say):
   * for stream unit u, the triples (u's positions in the meeting, the line as l*n, the line's
   * positions in the meeting) at lines[lineStart[u - 2n] ..]. See pointing().
   */
  private lines: Int32Array | null = null;
  private lineStart!: Int32Array;
  /**
   * For n <= LINE_TABLE_MAX_N: the triple of stream u whose meeting holds a set p of u's positions
   * (two or more; at most one can), as its ordinal, or -1: lineOf[lineTable[u - 2n] + p]. Streams
   * of the same shape share a table (the boxes of a Sudoku); -1 in lineTable: no table.
   */
  private lineOf!: Int8Array;
  private lineTable!: Int32Array;
  /** Whether the search applies pointing() at each node (see dispatch.ts: the plan decides). */
  pointingOn = true;
  /** Every sweep of pointing looks at every stream and value, changed or not (for the tests: the
   * tree must be the same as with only the changed ones looked at). */
  sweepAll = false;
  /** Sweeps of pointing made by this engine, over all its puzzles (see LINE_TABLE_AFTER). */
  private sweeps = 0;
  /** (Stream, value) pairs pointing has looked at, over all its puzzles (for the tests). */
  looks = 0;
  /**
   * The state and its saved copies. Slot 0 (the first `stride` integers) is the current state:
   * cand[cell] at [cell]; the assigned value (1..n, 0 = unknown) at [n2 + cell]; the positions
   * of unit u where v is still possible at [pos + u*n + v]; the values whose places in full stream
   * s changed since pointing last looked at them, a bit each, at [dirty + s]. Slot d+1 holds the
   * state before the guesses at depth d.
   */
  private buf: Int32Array;
  private readonly pos: number;
  /** Where the unit masks end and the streams' changed values begin (see buf). */
  private readonly dirty: number;
  private readonly stride: number;
  /** Each cell's full stream as an index into the changed values (buf[dirty + s]), -1 for none. */
  private readonly streamAt: Int32Array;
  private assigned = 0;
  private savedAssigned: Int32Array;

  /** Facts waiting to be asserted, as (cell << 5) | value. */
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  /** Unit disjunctions left with one literal, as their index into buf (pos + u*n + v). */
  private readonly unitQueue: Int32Array;
  private uHead = 0;
  private uTail = 0;
  /** The search's stack, one frame per depth (see dfs): the literals of the disjunction branched
   * on (n per depth, as (cell << 5) | value), how many, and the next to try. */
  private options: Int32Array;
  private optCount: Int32Array;
  private optNext: Int32Array;

  /** Never a trace: a traced search runs on the literal representation (see dispatch.ts). */
  readonly trace = null;
  inferences = 0;
  guesses = 0;
  backtracks = 0;
  found = 0;
  solutions: Grid[] = [];
  collect = true;

  constructor(g: Geometry) {
    super();
    const n = g.n;
    if (n > BITSET_MAX_N) throw new Error(`the bitset representation takes n <= ${BITSET_MAX_N}`);
    this.g = g;
    this.n = n;
    this.n2 = g.cells;
    this.full = n === 32 ? -1 : (1 << n) - 1;
    const fullStreams = g.fullStreamIds.length;
    // Rows 0..n-1, columns n..2n-1, full streams 2n..: the units whose disjunctions exist.
    const units = 2 * n + fullStreams;
    const unitCells = (this.unitCells = new Int32Array(units * n));
    // The units of each cell: cellUnits[3c .. 3c+2] (row, column, full stream or -1).
    const cellUnits = new Int32Array(3 * g.cells).fill(-1);
    const cellBits = (this.cellBits = new Int32Array(3 * g.cells));
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) unitCells[r * n + c] = unitCells[(n + c) * n + r] = r * n + c;
    unitCells.set(g.fullStreamCells, 2 * n * n);
    for (let u = 0; u < units; u++) {
      const slot = u < n ? 0 : u < 2 * n ? 1 : 2;
      for (let k = 0; k < n; k++) {
        const cell = unitCells[u * n + k];
        cellUnits[3 * cell + slot] = u;
        cellBits[3 * cell + slot] = 1 << k;
      }
    }
    this.unitAt = cellUnits.map((u) => (u < 0 ? -1 : u * n));
    this.unitNo = cellUnits;
    this.pairs = new Int32Array(g.cells);
    this.pairMask = new Int32Array(units);
    this.placed = new Int32Array(units);
    this.inRowOrColumn = new Int32Array(g.cells);
    for (let cell = 0; cell < g.cells; cell++) {
      const st = cellUnits[3 * cell + 2];
      if (st < 0) continue;
      for (let k = 0; k < n; k++) {
        const o = unitCells[st * n + k];
        if (cellUnits[3 * o] === cellUnits[3 * cell] || cellUnits[3 * o + 1] === cellUnits[3 * cell + 1]) this.inRowOrColumn[cell] |= 1 << k;
      }
    }
    const shortStart = [0];
    const shortPeers: number[] = [];
    for (let cell = 0; cell < g.cells; cell++) {
      for (let p = g.peerStart[cell]; p < g.peerStart[cell + 1]; p++) {
        const q = g.peers[p];
        const t = 3 * cell;
        const tq = 3 * q;
        if (cellUnits[tq] !== cellUnits[t] && cellUnits[tq + 1] !== cellUnits[t + 1] && (cellUnits[t + 2] < 0 || cellUnits[tq + 2] !== cellUnits[t + 2]))
          shortPeers.push(q);
      }
      shortStart.push(shortPeers.length);
    }
    this.shortPeers = Int32Array.from(shortPeers);
    this.shortStart = Int32Array.from(shortStart);
    this.pos = 2 * g.cells;
    this.dirty = this.pos + units * n;
    this.stride = this.dirty + fullStreams;
    this.streamAt = cellUnits.map((u) => (u < 0 ? -1 : this.dirty + u - 2 * n)).filter((_, i) => i % 3 === 2);
    // Room for a few guesses deep; reserve() grows it (one engine per shape: keep it small for
    // collections with a shape per puzzle).
    this.buf = new Int32Array(this.stride * 4);
    this.savedAssigned = new Int32Array(4);
    this.options = new Int32Array(4 * n);
    this.optCount = new Int32Array(4);
    this.optNext = new Int32Array(4);
    this.queue = new Int32Array(2 * g.cells);
    this.unitQueue = new Int32Array(units * n);
  }

  reset(): void {
    // A lent engine starts with the default search (solveNative sets its plan's after borrowing):
    // the last borrower's pointing: false must not carry over to a generator's session.
    this.pointingOn = true;
    this.buf.fill(this.full, 0, this.n2);
    this.buf.fill(0, this.n2, this.pos);
    this.buf.fill(this.full, this.pos, this.stride);
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
   * Value v left cell `cell`: the cell's position goes from each of its unit disjunctions "u holds
   * v". One left with a single position is queued (a hidden single); one left with none is a
   * contradiction.
   */
  private drop(cell: number, v: number): boolean {
    const buf = this.buf;
    const ua = this.unitAt;
    const cb = this.cellBits;
    const at = this.pos + v;
    const t = 3 * cell;
    let i = at + ua[t];
    let p = (buf[i] &= ~cb[t]);
    if ((p & (p - 1)) === 0) {
      if (p === 0) return false;
      this.unitQueue[this.uTail++] = i;
    }
    i = at + ua[t + 1];
    p = buf[i] &= ~cb[t + 1];
    if ((p & (p - 1)) === 0) {
      if (p === 0) return false;
      this.unitQueue[this.uTail++] = i;
    }
    const u = ua[t + 2];
    if (u >= 0) {
      i = at + u;
      p = buf[i] &= ~cb[t + 2];
      buf[this.streamAt[cell]] |= 1 << v;
      if ((p & (p - 1)) === 0) {
        if (p === 0) return false;
        this.unitQueue[this.uTail++] = i;
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
    // The cell's other values: their unit disjunctions lose this cell.
    let rest = m ^ b;
    while (rest !== 0) {
      const x = rest & -rest;
      rest ^= x;
      if (!this.drop(cell, bitIndex(x))) return false;
    }
    // v leaves every peer. The peer's units that are also the cell's end with v in the cell
    // only (set below); its other units lose the peer's position.
    const ua = this.unitAt;
    const t = 3 * cell;
    const r = ua[t];
    const c = ua[t + 1];
    const s = ua[t + 2];
    // The peers that still have v are read off the units' position sets: no visit to the others.
    const at = this.pos + v;
    const cb = this.cellBits;
    const unitCells = this.unitCells;
    const inRowOrColumn = this.inRowOrColumn;
    for (let k = 0; k < 3; k++) {
      const u = ua[t + k];
      if (u < 0) continue;
      // The stream's cells in the cell's row or column lose v with the row or column.
      let ps = buf[at + u] & ~cb[t + k] & (k === 2 ? ~inRowOrColumn[cell] : -1);
      while (ps !== 0) {
        const x = ps & -ps;
        ps ^= x;
        if (!this.losePeer(unitCells[u + bitIndex(x)], v, r, c, s)) return false;
      }
    }
    // Short streams have no position sets: their members are listed.
    const shortPeers = this.shortPeers;
    for (let p = this.shortStart[cell], end = this.shortStart[cell + 1]; p < end; p++) {
      const q = shortPeers[p];
      if ((buf[q] & b) !== 0 && !this.losePeer(q, v, r, c, s)) return false;
    }
    buf[at + r] = cb[t];
    buf[at + c] = cb[t + 1];
    if (s >= 0) buf[at + s] = cb[t + 2];
    return true;
  }

  /**
   * Peer q of a cell asserted to hold v loses v: a cell left with one value is queued, with none
   * is a contradiction; then as drop(), skipping the units q shares with the cell (row r, column
   * c, stream s), where the cell holds v.
   */
  private losePeer(q: number, v: number, r: number, c: number, s: number): boolean {
    const buf = this.buf;
    const x = buf[q] ^ (1 << v);
    buf[q] = x;
    if ((x & (x - 1)) === 0) {
      if (x === 0) return false;
      this.queue[this.qTail++] = (q << 5) | bitIndex(x);
    }
    const ua = this.unitAt;
    const cb = this.cellBits;
    const at = this.pos + v;
    const t = 3 * q;
    let u = ua[t];
    if (u !== r) {
      const i = at + u;
      const p = (buf[i] &= ~cb[t]);
      if ((p & (p - 1)) === 0) {
        if (p === 0) return false;
        this.unitQueue[this.uTail++] = i;
      }
    }
    u = ua[t + 1];
    if (u !== c) {
      const i = at + u;
      const p = (buf[i] &= ~cb[t + 1]);
      if ((p & (p - 1)) === 0) {
        if (p === 0) return false;
        this.unitQueue[this.uTail++] = i;
      }
    }
    u = ua[t + 2];
    if (u !== s && u >= 0) {
      const i = at + u;
      const p = (buf[i] &= ~cb[t + 2]);
      buf[this.streamAt[q]] |= 1 << v;
      if ((p & (p - 1)) === 0) {
        if (p === 0) return false;
        this.unitQueue[this.uTail++] = i;
      }
    }
    return true;
  }

  private fail(): false {
    this.qHead = this.qTail = 0;
    this.uHead = this.uTail = 0;
    return false;
  }

  /** No trace is kept: nothing to record. */
  traceContradiction(): void {}

  /** Resolution to a fixpoint: the queued unit disjunctions, cells first, until none is left. */
  propagate(): boolean {
    const buf = this.buf;
    const n = this.n;
    const n2 = this.n2;
    const queue = this.queue;
    const unitQueue = this.unitQueue;
    const unitCells = this.unitCells;
    const pos = this.pos;
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
        // A unit disjunction "u holds v" with one position left: that cell holds v.
        const i = unitQueue[this.uHead++];
        const v = (i - pos) % n;
        const cell = unitCells[i - pos - v + bitIndex(buf[i])];
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

  /**
   * Sets the givens as evidence and resolves (after reset()). False on a contradiction. The
   * givens' negative facts are written at once rather than asserted one by one (each assert()
   * visits the peers): each unit's given values, then each open cell's values (those no given
   * peer holds) and each unit's places for each value, read off the cells. That is the state
   * asserting them one by one reaches, with the same contradictions (two givens clash, a cell or
   * a unit left without a literal) and the same units left with one literal, which resolution
   * then draws as usual (its fixpoint does not depend on the order). A fifth of a hard 9x9
   * Sudoku's time went to asserting its givens. One statistic can differ: when the givens
   * contradict each other, the inferences counted before the contradiction is found (the status,
   * solutions, guesses and backtracks are the same; bench/native-same.mjs may report such puzzles).
   */
  start(givens: Grid): boolean {
    const n = this.n;
    const n2 = this.n2;
    const buf = this.buf;
    const unitNo = this.unitNo;
    const cb = this.cellBits;
    const placed = this.placed;
    const shortPeers = this.shortPeers;
    const shortStart = this.shortStart;
    placed.fill(0);
    // The givens, and each unit's given values: a value given twice in a unit is a clash.
    for (let r = 0; r < n; r++) {
      const row = givens[r];
      for (let c = 0; c < n; c++) {
        const v = row[c];
        if (v === 0) continue;
        const cell = r * n + c;
        const b = 1 << (v - 1);
        const t = 3 * cell;
        const s = unitNo[t + 2];
        if ((placed[unitNo[t]] & b) !== 0 || (placed[unitNo[t + 1]] & b) !== 0 || (s >= 0 && (placed[s] & b) !== 0)) return this.fail();
        placed[unitNo[t]] |= b;
        placed[unitNo[t + 1]] |= b;
        if (s >= 0) placed[s] |= b;
        buf[cell] = b;
        buf[n2 + cell] = v;
        this.assigned++;
      }
    }
    // Each cell's values: a given's peers through a short stream clash with it, or lose its value.
    for (let cell = 0; cell < n2; cell++) {
      const t = 3 * cell;
      const known = buf[n2 + cell];
      const s = unitNo[t + 2];
      let m = known !== 0 ? buf[cell] : this.full & ~(placed[unitNo[t]] | placed[unitNo[t + 1]] | (s >= 0 ? placed[s] : 0));
      for (let p = shortStart[cell], end = shortStart[cell + 1]; p < end; p++) {
        const g = buf[n2 + shortPeers[p]];
        if (g !== 0) m &= ~(1 << (g - 1));
      }
      if (m === 0) return this.fail();
      if (known === 0) {
        buf[cell] = m;
        if ((m & (m - 1)) === 0) this.queue[this.qTail++] = (cell << 5) | bitIndex(m);
      }
    }
    // Each unit's places for each value, from its cells; none is a contradiction, one (not a
    // given) a hidden single.
    const pos = this.pos;
    const ua = this.unitAt;
    buf.fill(0, pos, this.stride);
    for (let cell = 0; cell < n2; cell++) {
      const t = 3 * cell;
      const r = pos + ua[t];
      const c = pos + ua[t + 1];
      const s = ua[t + 2];
      let m = buf[cell];
      while (m !== 0) {
        const x = m & -m;
        m ^= x;
        const v = bitIndex(x);
        buf[r + v] |= cb[t];
        buf[c + v] |= cb[t + 1];
        if (s >= 0) buf[pos + s + v] |= cb[t + 2];
      }
    }
    // Pointing has looked at nothing yet.
    buf.fill(this.full, this.dirty, this.stride);
    for (let u = 0, units = placed.length; u < units; u++) {
      const at = pos + u * n;
      const given = placed[u];
      for (let v = 0; v < n; v++) {
        const p = buf[at + v];
        if ((p & (p - 1)) !== 0) continue;
        if (p === 0) return this.fail();
        if ((given & (1 << v)) === 0) this.unitQueue[this.uTail++] = at + v;
      }
    }
    return this.propagate();
  }

  /** The state kept by mark(), for the generator's questions "and with this fact too?". */
  private marked: Int32Array | null = null;
  private markedAssigned = 0;

  /** Keeps the current (propagated) state, to come back to with backToMark(). */
  mark(): void {
    if (!this.marked) this.marked = new Int32Array(this.stride);
    this.marked.set(this.buf.subarray(0, this.stride));
    this.markedAssigned = this.assigned;
  }

  /** The state mark() kept, again; the statistics go on counting. */
  backToMark(): void {
    this.buf.set(this.marked!);
    this.assigned = this.markedAssigned;
  }

  /**
   * c(cell, v) (v 0-based) as one more given, and resolution to its fixpoint from the current
   * state: the fixpoint the givens with it reach from scratch (it does not depend on the order of
   * the inferences), at the cost of what it adds. False on a contradiction.
   */
  assume(cell: number, v: number): boolean {
    const known = this.buf[this.n2 + cell];
    if (known !== 0) return known === v + 1;
    if (!this.assert(cell, v)) return this.fail();
    return this.propagate();
  }

  /** ¬c(cell, v) (v 0-based) as one more fact, and resolution to its fixpoint. False on a contradiction. */
  exclude(cell: number, v: number): boolean {
    const known = this.buf[this.n2 + cell];
    if (known !== 0) return known !== v + 1;
    const m = this.buf[cell];
    const b = 1 << v;
    if ((m & b) === 0) return true;
    const x = (this.buf[cell] = m ^ b);
    // As a peer losing v (losePeer), sharing no unit with the cell that caused it.
    if ((x & (x - 1)) === 0) {
      if (x === 0) return this.fail();
      this.queue[this.qTail++] = (cell << 5) | bitIndex(x);
    }
    if (!this.drop(cell, v)) return this.fail();
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
   * Pointing: when every place left for v in a full stream lies in one row (or column), that line
   * holds v there, so v leaves the line's other cells. One sweep over the streams: -1 on a
   * contradiction, 1 when some literal was removed (propagate() then draws its consequences), 0
   * otherwise. Sound by resolution on the knowledge base's own clauses: the stream's disjunction,
   * cut to its places in the line, resolved with the peer clauses ¬c(x,v) ∨ ¬c(y,v) of a cell x
   * of the line outside the stream, gives ¬c(x,v).
   */
  private pointing(): number {
    const buf = this.buf;
    const n = this.n;
    const pos = this.pos;
    const lines = this.lines!;
    const lineStart = this.lineStart;
    const lineTable = this.lineTable;
    const lineOf = this.lineOf;
    const unitCells = this.unitCells;
    const streams = lineStart.length - 1;
    const dirty = this.dirty;
    if (this.sweepAll) buf.fill(this.full, dirty, this.stride);
    let changed = 0;
    let looked = 0;
    for (let s = 0; s < streams; s++) {
      // Only the values whose places in the stream changed since the last look: for the others it
      // would find what it found then (a line's other places only shrink), and removed it then.
      let values = buf[dirty + s];
      if (values === 0) continue;
      buf[dirty + s] = 0;
      const b0 = lineStart[s];
      const b1 = lineStart[s + 1];
      if (b0 === b1) continue;
      const at = pos + (2 * n + s) * n;
      const table = lineTable[s];
      while (values !== 0) {
        const bit = values & -values;
        values ^= bit;
        const v = bitIndex(bit);
        looked++;
        const p = buf[at + v];
        if ((p & (p - 1)) === 0) continue; // one place (the cell holds v) or none (a dead end)
        let b: number;
        if (table >= 0) {
          const k = lineOf[table + p];
          if (k < 0) continue;
          b = b0 + 3 * k;
        } else {
          for (b = b0; b < b1; b += 3) if ((p & ~lines[b]) === 0) break;
          if (b === b1) continue;
        }
        const line = lines[b + 1];
        let e = buf[pos + line + v] & ~lines[b + 2];
        while (e !== 0) {
          const x = e & -e;
          e ^= x;
          if (!this.remove(unitCells[line + bitIndex(x)], v)) {
            this.looks += looked;
            return -1;
          }
          changed = 1;
        }
      }
    }
    this.looks += looked;
    return changed;
  }

  /** ¬c(cell, v) as a fact (cell open, v among its values), not propagated. False on a contradiction. */
  private remove(cell: number, v: number): boolean {
    const buf = this.buf;
    const x = (buf[cell] ^= 1 << v);
    if ((x & (x - 1)) === 0) {
      if (x === 0) return false;
      this.queue[this.qTail++] = (cell << 5) | bitIndex(x);
    }
    return this.drop(cell, v);
  }

  /**
   * At a node of the search, after resolution: one sweep of pointing, and resolution again if it
   * removed anything. False on a contradiction (a dead end, as one found by resolution).
   */
  private strengthen(): boolean {
    if (!this.pointingOn || this.assigned === this.n2) return true;
    // Built on the first node that needs them (most small puzzles, each of a shape of its own, are
    // solved by resolution alone), with the look-up tables once the shape has served a while.
    if (!this.lines || this.sweeps === LINE_TABLE_AFTER) {
      [this.lines, this.lineStart, this.lineOf, this.lineTable] = lineTables(
        this.n,
        this.g.fullStreamIds.length,
        this.unitCells,
        this.sweeps >= LINE_TABLE_AFTER,
      );
    }
    this.sweeps++;
    const r = this.pointing();
    if (r === 0) return true;
    if (r < 0 || !this.propagate()) return this.fail();
    return true;
  }

  /**
   * Among the open cells with two values left, from `first` (the first of them) on: the one whose
   * values are open in the most places of its row, column and full stream, a place counting W
   * when its cell has two values left too (it then loses one of them, or keeps it alone, on either
   * branch). Both branches of such a cell draw the most consequences: on hard 9x9 Sudoku the tree
   * has half the branchings of the first cell's. Only the search with pointing uses it, for n <=
   * BUSIEST_MAX_N: the assignment's tree (pointing off) stays the first shortest disjunction's, as
   * in literal.ts.
   */
  private busiestPair(first: number): number {
    const W = PAIR_WEIGHT - 1;
    const buf = this.buf;
    const n2 = this.n2;
    const unitNo = this.unitNo;
    const cb = this.cellBits;
    const pairs = this.pairs;
    const pairMask = this.pairMask;
    pairMask.fill(0);
    // The two-valued cells, and where they are in each unit.
    let count = 0;
    for (let cell = first; cell < n2; cell++) {
      // Two bits: without its lowest, one bit left. (A cell that holds its value has one bit.)
      const y = buf[cell] & (buf[cell] - 1);
      if (y === 0 || (y & (y - 1)) !== 0) continue;
      pairs[count++] = cell;
      const t = 3 * cell;
      pairMask[unitNo[t]] |= cb[t];
      pairMask[unitNo[t + 1]] |= cb[t + 1];
      if (unitNo[t + 2] >= 0) pairMask[unitNo[t + 2]] |= cb[t + 2];
    }
    if (count === 1) return first;
    const ua = this.unitAt;
    const pos = this.pos;
    const inRowOrColumn = this.inRowOrColumn;
    let bestCell = first;
    let bestScore = -1;
    for (let j = 0; j < count; j++) {
      const cell = pairs[j];
      const m = buf[cell];
      const a = pos + bitIndex(m & -m);
      const b = pos + bitIndex(m & (m - 1));
      const t = 3 * cell;
      // The places of either value in each unit (the cell's own, counted in every cell, included).
      let u = ua[t];
      let x = buf[a + u] | buf[b + u];
      let score = popcount(x) + W * popcount(x & pairMask[unitNo[t]]);
      u = ua[t + 1];
      x = buf[a + u] | buf[b + u];
      score += popcount(x) + W * popcount(x & pairMask[unitNo[t + 1]]);
      u = ua[t + 2];
      if (u >= 0) {
        // The stream's places in the cell's row or column are counted there.
        x = (buf[a + u] | buf[b + u]) & ~inRowOrColumn[cell];
        score += popcount(x) + W * popcount(x & pairMask[unitNo[t + 2]]);
      }
      if (score > bestScore) {
        bestScore = score;
        bestCell = cell;
      }
    }
    return bestCell;
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
    if (best === 2 && this.pointingOn && n <= BUSIEST_MAX_N) bestCell = this.busiestPair(bestCell);
    if (best > 2) {
      // A unit disjunction with fewer literals (rows, then columns, then streams; by value) wins.
      let bestUnit = -1;
      for (let i = this.pos, end = this.dirty; i < end; i++) {
        const p = buf[i];
        if ((p & (p - 1)) === 0) continue;
        const k = popcount(p);
        if (k < best) {
          best = k;
          bestUnit = i - this.pos;
          if (k === 2) break;
        }
      }
      if (bestUnit >= 0) {
        const v = bestUnit % n;
        const base = bestUnit - v;
        let p = buf[this.pos + bestUnit];
        let k = 0;
        while (p !== 0) {
          const x = p & -p;
          p ^= x;
          options[at + k++] = (this.unitCells[base + bitIndex(x)] << 5) | v;
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

  /** Room for the saved state and the frame of depth d. */
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
    const optCount = new Int32Array(grown);
    optCount.set(this.optCount);
    this.optCount = optCount;
    const optNext = new Int32Array(grown);
    optNext.set(this.optNext);
    this.optNext = optNext;
  }

  /**
   * The depth-first search, with its own stack instead of recursion (a search may go n² guesses
   * deep). The frame at depth D is the disjunction branched on there: its literals at
   * options[D*n ..], how many (optCount[D]), the next one to try (optNext[D]), and the state
   * before its guesses (slot D+1 of buf). The steps, and so the tree and the statistics, are those
   * of the recursive SOLVESTRIMKO: restore the state and guess the next literal, go down if
   * propagation succeeds and the node is open, otherwise go up while a frame has no literal left
   * or enough solutions are found.
   */
  protected dfs(): SearchOutcome {
    // The root too: pointing may refute the puzzle or solve it before any guess.
    if (!this.strengthen()) return "done";
    if (!this.open(0)) return "done";
    const n = this.n;
    const stride = this.stride;
    let depth = 0;
    for (;;) {
      // The frame at `depth` has a literal left to try. (open() may grow buf, options and the
      // frames: they are read from `this` after it.)
      const i = this.optNext[depth]++;
      if (i > 0) {
        const slot = (depth + 1) * stride;
        this.buf.copyWithin(0, slot, slot + stride);
        this.assigned = this.savedAssigned[depth];
      }
      const lit = this.options[depth * n + i];
      this.guesses++;
      if (pastDeadline(this.guesses, this.deadline)) return "timeout";
      if (this.assert(lit >>> 5, lit & 31) && this.propagate() && this.strengthen()) {
        if (this.open(depth + 1)) {
          depth++;
          continue;
        }
      } else {
        this.fail();
        if (++this.deadEnds > this.budget) return "budget";
      }
      // The node under the guess is done: go up to the first frame with a literal left.
      for (;;) {
        this.backtracks++;
        if (this.found < this.limit && this.optNext[depth] < this.optCount[depth]) break;
        if (depth === 0) return "done";
        depth--;
      }
    }
  }

  /**
   * Enters the node at `depth`: counts it if it is a solution; otherwise lists the literals of the
   * disjunction to branch on in its frame and saves the state. True when there is something to try.
   */
  private open(depth: number): boolean {
    if (this.assigned === this.n2) {
      this.found++;
      if (this.collect) this.solutions.push(this.grid());
      return false;
    }
    this.reserve(depth);
    const k = this.choose(depth * this.n);
    const stride = this.stride;
    const slot = (depth + 1) * stride;
    this.buf.copyWithin(slot, 0, stride);
    this.savedAssigned[depth] = this.assigned;
    this.optCount[depth] = k;
    this.optNext[depth] = 0;
    return k > 0;
  }
}

/**
 * The meetings of each full stream (units 2n.. of unitCells) with the rows (units 0..n-1) and
 * columns (n..2n-1) in two cells or more, and (withTables) their lookup tables (see
 * BitsetEngine.lines).
 */
function lineTables(n: number, fullStreams: number, unitCells: Int32Array, withTables: boolean): [Int32Array, Int32Array, Int8Array, Int32Array] {
  const lines: number[] = [];
  const lineStart = [0];
  const lineTable = new Int32Array(fullStreams).fill(-1);
  const tables: Int8Array[] = [];
  let size = 0;
  const shared = new Map<string, number>();
  // Per row (0..n-1) and column (n..2n-1) of one stream: its positions there, the line's, how many.
  const mu = new Int32Array(2 * n);
  const ml = new Int32Array(2 * n);
  const k = new Int32Array(2 * n);
  for (let s = 0; s < fullStreams; s++) {
    mu.fill(0);
    ml.fill(0);
    k.fill(0);
    for (let a = 0; a < n; a++) {
      // Rows hold cell r*n+c at position c, columns at position r.
      const cell = unitCells[(2 * n + s) * n + a];
      const r = Math.floor(cell / n);
      const c = cell % n;
      mu[r] |= 1 << a;
      ml[r] |= 1 << c;
      k[r]++;
      mu[n + c] |= 1 << a;
      ml[n + c] |= 1 << r;
      k[n + c]++;
    }
    const masks: number[] = [];
    for (let l = 0; l < 2 * n; l++) {
      // One cell: a place left there only is a hidden single, which resolution draws. All n: the
      // line is the stream, and has no other cells.
      if (k[l] < 2 || k[l] === n) continue;
      lines.push(mu[l], l * n, ml[l]);
      masks.push(mu[l]);
    }
    lineStart.push(lines.length);
    if (!withTables || n > LINE_TABLE_MAX_N || masks.length === 0) continue;
    const key = masks.join(",");
    let at = shared.get(key);
    if (at === undefined) {
      const table = new Int8Array(1 << n).fill(-1);
      // Every set of two places or more inside a meeting (its submasks) points to it.
      masks.forEach((m, i) => {
        for (let p = m; p !== 0; p = (p - 1) & m) if ((p & (p - 1)) !== 0) table[p] = i;
      });
      at = size;
      size += table.length;
      tables.push(table);
      shared.set(key, at);
    }
    lineTable[s] = at;
  }
  const lineOf = new Int8Array(size);
  let o = 0;
  for (const t of tables) {
    lineOf.set(t, o);
    o += t.length;
  }
  return [Int32Array.from(lines), Int32Array.from(lineStart), lineOf, lineTable];
}
