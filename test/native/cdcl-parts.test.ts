/** The parts of the search with learning that read alone: the Luby restart schedule, the VSIDS heap
 * and the clause store (the search itself is tested through solveNative: crosscheck, search). */
import { describe, expect, it } from "vitest";
import { ClauseStore } from "../../src/engines/native/cdcl/clauses.js";
import { VarHeap } from "../../src/engines/native/cdcl/heap.js";
import { LubyRestarts, RESTART_BASE, luby } from "../../src/engines/native/cdcl/restarts.js";

describe("restarts", () => {
  it("follow the Luby sequence", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it("are due after RESTART_BASE times the next Luby term of conflicts", () => {
    const r = new LubyRestarts();
    const runs: number[] = [];
    let conflicts = 0;
    while (runs.length < 7) {
      r.conflict();
      conflicts++;
      if (r.due()) {
        runs.push(conflicts);
        conflicts = 0;
      }
    }
    expect(runs).toEqual([1, 1, 2, 1, 1, 2, 4].map((k) => k * RESTART_BASE));
    expect(r.restarts).toBe(8);
  });
});

describe("the VSIDS heap", () => {
  it("gives the most bumped variable first, later bumps weighing more", () => {
    const h = new VarHeap(5);
    h.bump(3);
    h.decay();
    h.bump(1); // one bump after a decay outweighs one before it
    h.bump(4);
    h.bump(4);
    expect([h.pop(), h.pop(), h.pop()]).toEqual([4, 1, 3]);
    expect(h.size).toBe(2);
    expect(h.contains(1)).toBe(false);
    h.insert(1);
    expect(h.pop()).toBe(1);
  });
});

describe("the clause store", () => {
  it("watches a clause by its first two literals and keeps its literals behind its offset", () => {
    const s = new ClauseStore(20);
    const off = s.add([2, 5, 9], 3);
    expect(Array.from(s.lits.subarray(off, off + 3))).toEqual([2, 5, 9]);
    expect(s.lits[off - 1]).toBe(3);
    expect(s.numberAt(off)).toBe(0);
    expect([s.wSize[2], s.wSize[5], s.wSize[9]]).toEqual([1, 1, 0]);
    expect(s.watchers(2)).toEqual([[off, 5]]);
  });

  it("a watch list that outgrows its segment moves, and keeps its watches in order", () => {
    const s = new ClauseStore(40);
    const offs = Array.from({ length: 9 }, (_, k) => s.add([0, 2 * k + 2], 3));
    s.add([1, 3], 3); // literal 1's list comes after literal 0's first segment
    expect(s.watchers(0)).toEqual(offs.map((off, k) => [off, 2 * k + 2]));
    expect(s.watchers(1)).toHaveLength(1);
  });

  it("reduce drops half of the clauses of LBD above 2, never a locked one or one of LBD 2 or less, and packs the others", () => {
    const s = new ClauseStore(40);
    const clauses = [
      [0, 2],
      [4, 6],
      [8, 10],
      [12, 14],
      [16, 18],
    ];
    const lbds = [2, 5, 6, 7, 8];
    const before = clauses.map((lits, c) => s.add(lits, lbds[c]));
    s.reduce(new Set([4])); // clause 4 (LBD 8) is a reason now
    // A clause is kept when its first literal still watches an offset holding its literals.
    const held = (off: number) => Array.from(s.lits.subarray(off, off + s.lits[off - 1]));
    const kept = clauses.map((lits) => {
      return s.watchers(lits[0]).some(([off]) => JSON.stringify(held(off)) === JSON.stringify(lits));
    });
    // Candidates: clauses 1, 2, 3 (LBD 5, 6, 7); the two of highest LBD go.
    expect(kept).toEqual([true, true, false, false, true]);
    // The kept ones are packed in order, found by number: clause 4 moved to where clause 2 was.
    expect([0, 1, 4].map((c) => s.offsetOf(c))).toEqual([before[0], before[1], before[2]]);
    for (const c of [0, 1, 4]) {
      expect(s.numberAt(s.offsetOf(c))).toBe(c);
      expect(held(s.offsetOf(c))).toEqual(clauses[c]);
    }
  });
});
