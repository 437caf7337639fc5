/**
 * The learned clauses of the search with learning, and their watch lists. The disjunctions' "at
 * least one" clauses live here too, with LBD 0, which no reduction drops (nor the clauses that
 * exclude solutions already found).
 *
 * Clauses live in an arena of literals, each behind a header: clause number c at lits[off - 2],
 * size at lits[off - 1], literals at lits[off ..]. Watchers and reasons refer to a clause by its
 * offset `off`, so visiting one reads a single stretch of memory (its number is for the per-clause
 * tables: LBD, activity, deleted). Visiting watched clauses is most of the time on the first Gecode
 * 25x25; this layout, with the search's litVal, took it from about 34 s to 27 s, with the same
 * conflicts.
 *
 * Each clause is watched by its first two literals: it needs a look only when one of them becomes
 * false (the search's propagateClauses reads the watch lists and lits directly: it is the hot
 * loop). The least useful clauses (high literal block distance, then low activity) are dropped from
 * time to time.
 *
 * The watch lists share one arena too, each a segment of it: literal l's entries at
 * w[wStart[l] ..], wSize[l] of them, room for wCap[l]. A list that outgrows its segment moves to a
 * segment twice as large at the end (reduce() packs the arena again). With a typed array per list,
 * appending a watch read that array's own header, somewhere in memory, first: 13 % of the time on
 * the second Gecode 25x25.
 *
 * Literals: 2*v for "v is true", 2*v+1 for "v is false".
 */
/** Entries (clause offset, blocker) per watch-list segment at first. */
const FIRST_CAP = 4;

/** The tiered policy's second tier: learned clauses of LBD up to this, used since the last
 * reduction, are kept (the first tier, LBD up to 2, always is). */
const TIER2_LBD = 6;

/**
 * How the learned clauses are kept, by the kind of puzzle (search.ts, searchPolicyFor;
 * docs/performance.md, issue 28):
 * - "large" (Latin-square completion, a puzzle without full streams): a reduction after 2,000
 *   conflicts, then 1,000 more each time; half of the clauses of LBD above 2 dropped. On the
 *   quasigroup-with-holes ladder the tiered store needed more conflicts (orders 33-34: PAR-2 92.0 s
 *   against 79.6 s; order 35: 1 of 4 decided against 3).
 * - "tiered" (a puzzle with full streams: Strimko, Sudoku, jigsaw): a reduction every 2,000 + 300k
 *   conflicts (glucose's schedule), keeping the clauses of LBD up to TIER2_LBD used since the last
 *   one: the hardest order-15 chain-stream Strimko with few givens in 0.80x the time, the Gecode
 *   25x25 in 0.94x.
 */
export type StorePolicy = "large" | "tiered";

export const STORE_POLICY = {
  large: { firstReduce: 2000, reduceStep: 1000 },
  tiered: { firstReduce: 2000, reduceStep: 300 },
} as const;

export class ClauseStore {
  /** The arena (replaced by a bigger one as it fills: read it from here, never keep it). */
  lits: Int32Array = new Int32Array(1 << 16);
  private top = 0;
  private readonly lbd: number[] = [];
  private readonly act: number[] = [];
  private deleted: Uint8Array = new Uint8Array(1024);
  /** Whether each clause was bumped since the last reduction: it took part in an analysis, or was
   * learned then (the search bumps a clause as it adds it, as CaDiCaL counts it used). The tiered
   * policy keeps such clauses of LBD up to TIER2_LBD. */
  private used: Uint8Array = new Uint8Array(1024);
  /** Each clause's offset, by number (reduce() moves the clauses it keeps). */
  private offsets: Int32Array = new Int32Array(1024);
  private inc = 1;
  /** Watch lists: for literal l, wSize[l] pairs (clause offset, blocker literal) at w[wStart[l] ..]
   * (room for wCap[l] pairs). A clause is visited only when its blocker is not already true. The
   * arena is replaced by a bigger one as it fills: read it from here, never keep it across watch(). */
  w: Int32Array;
  readonly wStart: Int32Array;
  readonly wSize: Int32Array;
  private readonly wCap: Int32Array;
  private wTop = 0;

  /** A store for clauses over `literals` literals (2 per variable). */
  constructor(literals: number) {
    this.wStart = new Int32Array(literals);
    this.wSize = new Int32Array(literals);
    this.wCap = new Int32Array(literals);
    this.w = new Int32Array(Math.max(1024, 2 * FIRST_CAP * literals));
  }

  /** The watch list of literal l, as (clause offset, blocker) pairs. */
  watchers(l: number): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.wSize[l]; i++) out.push([this.w[this.wStart[l] + 2 * i], this.w[this.wStart[l] + 2 * i + 1]]);
    return out;
  }

  /** The clause number (for reduce's `locked`) of the clause at offset `off`. */
  numberAt(off: number): number {
    return this.lits[off - 2];
  }

  /** The offset of clause number c now (reduce() moves clauses). */
  offsetOf(c: number): number {
    return this.offsets[c];
  }

  /** Literal `lit` watches the clause at offset c, with `blocker` (a literal of it) as the shortcut. */
  watch(lit: number, c: number, blocker: number): void {
    const size = this.wSize[lit];
    if (size === this.wCap[lit]) this.moveWatchList(lit, Math.max(FIRST_CAP, 2 * size));
    const at = this.wStart[lit] + 2 * size;
    this.w[at] = c;
    this.w[at + 1] = blocker;
    this.wSize[lit] = size + 1;
  }

  /** Moves literal l's watch list to a new segment of `cap` pairs at the end of the arena. */
  private moveWatchList(l: number, cap: number): void {
    if (this.wTop + 2 * cap > this.w.length) {
      const bigger = new Int32Array(Math.max(2 * this.w.length, this.wTop + 2 * cap));
      bigger.set(this.w.subarray(0, this.wTop));
      this.w = bigger;
    }
    this.w.copyWithin(this.wTop, this.wStart[l], this.wStart[l] + 2 * this.wSize[l]);
    this.wStart[l] = this.wTop;
    this.wCap[l] = cap;
    this.wTop += 2 * cap;
  }

  /** Adds a clause (literals 0 and 1 watched) with its LBD and returns its offset in the arena. */
  add(lits: number[], lbd: number): number {
    const c = this.lbd.length;
    if (this.top + 2 + lits.length > this.lits.length) {
      const bigger = new Int32Array(Math.max(this.lits.length * 2, this.top + 2 + lits.length));
      bigger.set(this.lits.subarray(0, this.top));
      this.lits = bigger;
    }
    this.lits[this.top++] = c;
    this.lits[this.top++] = lits.length;
    const off = this.top;
    this.lbd.push(lbd);
    this.act.push(this.inc);
    if (c >= this.deleted.length) {
      const bigger = new Uint8Array(this.deleted.length * 2);
      bigger.set(this.deleted);
      this.deleted = bigger;
      const used = new Uint8Array(this.used.length * 2);
      used.set(this.used);
      this.used = used;
      const offsets = new Int32Array(this.offsets.length * 2);
      offsets.set(this.offsets);
      this.offsets = offsets;
    }
    this.offsets[c] = off;
    for (const l of lits) this.lits[this.top++] = l;
    this.watch(lits[0], off, lits[1]);
    this.watch(lits[1], off, lits[0]);
    return off;
  }

  /** Raises the activity of the clause at arena offset `off`. */
  bump(off: number): void {
    const c = this.lits[off - 2];
    this.used[c] = 1;
    this.act[c] += this.inc;
    if (this.act[c] > 1e20) {
      for (let i = 0; i < this.act.length; i++) this.act[i] *= 1e-20;
      this.inc *= 1e-20;
    }
  }

  /** After a conflict: later bumps weigh more (activities decay by 0.999 per conflict). */
  decay(): void {
    this.inc /= 0.999;
  }

  /**
   * Drops about half of the clauses with LBD above 2 whose numbers are not `locked` (reasons now),
   * and packs the others at the start of the arena, in their order: the watch loop then reads less
   * memory (on the Gecode 25x25 half the arena was dropped clauses). Offsets change: the watch
   * lists are updated here, the caller updates its reasons with offsetOf. `tiered`: clauses of LBD
   * up to TIER2_LBD used in an analysis since the last reduction are kept too (StorePolicy).
   */
  reduce(locked: Set<number>, tiered = false): void {
    const candidates: number[] = [];
    for (let c = 0; c < this.lbd.length; c++) {
      if (this.deleted[c] || this.lbd[c] <= 2 || locked.has(c)) continue;
      if (tiered && this.used[c] && this.lbd[c] <= TIER2_LBD) continue;
      candidates.push(c);
    }
    this.used.fill(0);
    candidates.sort((a, b) => this.lbd[b] - this.lbd[a] || this.act[a] - this.act[b]);
    for (let i = 0; i < candidates.length / 2; i++) this.deleted[candidates[i]] = 1;
    // Where the clauses kept go: packed in number order, which is arena order.
    const lits = this.lits;
    const count = this.lbd.length;
    const from = this.offsets.slice(0, count);
    let top = 0;
    for (let c = 0; c < count; c++) {
      if (this.deleted[c]) continue;
      this.offsets[c] = top + 2;
      top += 2 + lits[from[c] - 1];
    }
    // Drop the deleted clauses from every watch list now (the search never meets one), point the
    // others to the new offsets, and pack the lists into a new arena, each with room to grow.
    const old = this.w;
    let room = 0;
    for (let l = 0; l < this.wSize.length; l++) room += 2 * Math.max(FIRST_CAP, 2 * this.wSize[l]);
    const w = new Int32Array(Math.max(1024, room));
    let wTop = 0;
    for (let l = 0; l < this.wSize.length; l++) {
      const start = this.wStart[l];
      const end = start + 2 * this.wSize[l];
      let j = wTop;
      for (let i = start; i < end; i += 2) {
        const c = lits[old[i] - 2];
        if (this.deleted[c]) continue;
        w[j++] = this.offsets[c];
        w[j++] = old[i + 1];
      }
      this.wStart[l] = wTop;
      this.wSize[l] = (j - wTop) >> 1;
      this.wCap[l] = Math.max(FIRST_CAP, 2 * this.wSize[l]);
      wTop += 2 * this.wCap[l];
    }
    this.w = w;
    this.wTop = wTop;
    // Move them (each to an offset at most its old one, so in place, in order).
    for (let c = 0; c < count; c++) {
      if (this.deleted[c]) continue;
      lits.copyWithin(this.offsets[c] - 2, from[c] - 2, from[c] + lits[from[c] - 1]);
    }
    this.top = top;
  }
}
