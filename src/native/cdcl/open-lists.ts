/**
 * The knowledge base as the search with learning reads it, without what is false for good: the
 * literals each literal excludes, and the literals of each disjunction, each list without the
 * literals false at level 0 (false from the givens on, never undone).
 *
 * Why: once the givens are propagated, few literals are left open (on the Gecode 25x25 about 1,300
 * of 15,625). A true literal excludes n - 1 + |peers| literals (88 on a 25x25), of which a handful
 * are still open; a disjunction, the reason of a literal or a conflict in the analysis, has n
 * literals of which two or three are. Scanning the whole lists on every assignment and every
 * analysed reason was much of the time per conflict. Clasp gets the same effect from grounding,
 * which drops the values the givens rule out before its search starts.
 *
 * A list is built the first time it is read, from what is false at level 0 then. Level 0 only
 * grows, so a list may hold a literal that has become false at level 0 since (its readers skip such
 * literals) but never misses one that can still be assigned.
 *
 * Each kind lives in one arena: key k's list at list[start[k] .. start[k] + size[k] - 1] (start -1
 * until built).
 */
import type { Geometry } from "../geometry.js";

/** Whether variable y is false at level 0, by the search's litVal (-1 false) and level. */
function falseForGood(y: number, litVal: Int8Array, level: Int32Array): boolean {
  return litVal[2 * y] < 0 && level[y] === 0;
}

class OpenLists {
  /** The arena (replaced by a bigger one as it fills: read it from here, never keep it). */
  list: Int32Array = new Int32Array(1 << 14);
  readonly start: Int32Array;
  readonly size: Int32Array;
  protected top = 0;

  constructor(keys: number) {
    this.start = new Int32Array(keys).fill(-1);
    this.size = new Int32Array(keys);
  }

  /** Room for `most` more entries; returns where the next list starts. */
  protected reserve(most: number): number {
    if (this.top + most > this.list.length) {
      const bigger = new Int32Array(Math.max(2 * this.list.length, this.top + most));
      bigger.set(this.list.subarray(0, this.top));
      this.list = bigger;
    }
    return this.top;
  }

  /** Key k's list is list[at .. end - 1]; returns at. */
  protected close(k: number, at: number, end: number): number {
    this.top = end;
    this.start[k] = at;
    this.size[k] = end - at;
    return at;
  }
}

/** For each variable v, the variables that v being true makes false (same cell, or same value in a peer cell). */
export class ExclusionLists extends OpenLists {
  private readonly g: Geometry;

  constructor(g: Geometry) {
    super(g.literals);
    this.g = g;
  }

  /** Builds variable v's list and returns its start in the arena. */
  build(v: number, litVal: Int8Array, level: Int32Array): number {
    const { n, peers, peerStart } = this.g;
    const cell = (v / n) | 0;
    const at = this.reserve(n - 1 + peerStart[cell + 1] - peerStart[cell]);
    const list = this.list;
    let k = at;
    const value = v - cell * n;
    const base = cell * n;
    for (let w = 0; w < n; w++) {
      const y = base + w;
      if (w !== value && !falseForGood(y, litVal, level)) list[k++] = y;
    }
    for (let p = peerStart[cell], end = peerStart[cell + 1]; p < end; p++) {
      const y = peers[p] * n + value;
      if (!falseForGood(y, litVal, level)) list[k++] = y;
    }
    return this.close(v, at, k);
  }
}

/** For each disjunction d, its variables (geometry's disLits). */
export class DisjunctionLists extends OpenLists {
  private readonly g: Geometry;

  constructor(g: Geometry) {
    super(g.disjunctions);
    this.g = g;
  }

  /** Builds disjunction d's list and returns its start in the arena. */
  build(d: number, litVal: Int8Array, level: Int32Array): number {
    const { n, disLits } = this.g;
    const at = this.reserve(n);
    const list = this.list;
    let k = at;
    for (let i = d * n, end = i + n; i < end; i++) {
      const y = disLits[i];
      if (!falseForGood(y, litVal, level)) list[k++] = y;
    }
    return this.close(d, at, k);
  }
}
