/**
 * Latin-square completion by the search with learning and a local search in turns
 * (cdcl/latin-turns.ts): the local search (latin-local.ts) finds completions that verify, the same
 * ones for the same seed; a trade (latin-trades.ts) gives a second completion only where there is
 * one; a search paused and resumed, or told to exclude completions, finds exactly the others; and
 * the native engine counts what it counted without the local search. Instances from bench/qwh.mjs
 * (on dist/: npm test builds first).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isLatinCompletion, LatinLocalSearch } from "../../src/engines/native/cdcl/latin-local.js";
import { tradedCompletion } from "../../src/engines/native/cdcl/latin-trades.js";
import { solveLatinInTurns } from "../../src/engines/native/cdcl/latin-turns.js";
import { openProblem, type Problem } from "../../src/engines/native/cdcl/problem.js";
import { Cdcl } from "../../src/engines/native/cdcl/search.js";
import { borrowLiteral, returnLiteral } from "../../src/engines/native/session.js";
import { nativeEngine } from "../../src/engines/native-engine.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { parsePuzzle } from "../../src/puzzle/formats/index.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import type { NativeVariant } from "../../src/puzzle/variants.js";
import { verify } from "../../src/puzzle/verify.js";
import { ROOT } from "../helpers.js";

type Qwh = { qwhInstance: (n: number, factor: number, model: string, seed: number) => { puzzle: Puzzle; square: Grid } };
const qwh = async () => (await import(pathToFileURL(join(ROOT, "bench/qwh.mjs")).href)) as Qwh;
const key = (g: Grid) => JSON.stringify(g);

/** The problem the search with learning gets: what resolution from the givens left open. */
function problemOf(p: Puzzle, variant?: NativeVariant): Problem {
  const e = borrowLiteral(p, variant);
  try {
    expect(e.start(p.givens)).toBe(true);
    return openProblem(e.g, e);
  } finally {
    returnLiteral(e);
  }
}

describe("the local search", () => {
  it("finds completions that verify, the same for the same seed, others for others", async () => {
    const { qwhInstance } = await qwh();
    const { puzzle } = qwhInstance(25, 1.2, "balanced", 1);
    const p = problemOf(puzzle);
    expect(isLatinCompletion(p)).toBe(true);
    const runs = [1, 1, 2].map((seed) => {
      const ls = new LatinLocalSearch(p, seed);
      const g = ls.run(1_000_000);
      return { g, moves: ls.moves };
    });
    for (const { g } of runs) {
      expect(g).not.toBeNull();
      expect(verify(puzzle, g as Grid)).toEqual([]);
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2].moves).not.toBe(runs[0].moves);
  });

  it("stops after its budget of moves and goes on where it stopped", async () => {
    const { qwhInstance } = await qwh();
    const p = problemOf(qwhInstance(25, 1.2, "balanced", 2).puzzle);
    const whole = new LatinLocalSearch(p, 3);
    const g = whole.run(1_000_000);
    expect(whole.moves).toBeGreaterThan(10);
    const parts = new LatinLocalSearch(p, 3);
    // A budget is kept: seven moves, and nothing found yet.
    expect(parts.run(7)).toBeNull();
    expect(parts.moves).toBe(7);
    let h: Grid | null = null;
    for (let turn = 0; !h && turn < 1_000_000; turn++) h = parts.run(7);
    expect(parts.moves).toBe(whole.moves);
    expect(h).toEqual(g);
  });

  it("applies to squares only: not with streams, short ones across rows, or diagonals", () => {
    const grid = (rows: string[]) => rows.map((r) => `  ${r}`).join("\n");
    const empty = grid([". . . .", ". . . .", ". . . .", ". . . ."]);
    const square = (streams: string[]) => parsePuzzle("s.txt", `streams:\n${grid(streams)}\ngivens:\n${empty}\n`);
    const plain = square([". . . .", ". . . .", ". . . .", ". . . ."]);
    expect(isLatinCompletion(problemOf(plain))).toBe(true);
    expect(isLatinCompletion(problemOf(plain, "diagonals"))).toBe(false);
    // A full stream; a short stream of two cells in different rows and columns.
    expect(isLatinCompletion(problemOf(square(["1 1 2 2", "1 1 2 2", "3 3 4 4", "3 3 4 4"])))).toBe(false);
    expect(isLatinCompletion(problemOf(square(["1 . . .", ". 1 . .", ". . . .", ". . . ."])))).toBe(false);
  });
});

describe("a second completion by a trade", () => {
  it("is another completion of the puzzle, and exists only where the puzzle has two", async () => {
    const { qwhInstance } = await qwh();
    let traded = 0;
    let unique = 0;
    // Fewer holes than the peak's: mostly one completion; at the peak: mostly many.
    for (const [n, factor] of [
      [10, 0.6],
      [15, 0.7],
      [20, 0.8],
      [15, 1.0],
    ]) {
      for (let seed = 1; seed <= 6; seed++) {
        const { puzzle, square } = qwhInstance(n, factor, "balanced", seed);
        const p = problemOf(puzzle);
        const second = tradedCompletion(p.known, square);
        const count = solveNative(puzzle, { limit: 2, localSearch: false }).count;
        if (count === 1) {
          unique++;
          expect(second).toBeNull();
        }
        if (second) {
          traded++;
          expect(count).toBe(2);
          expect(verify(puzzle, second)).toEqual([]);
          expect(key(second)).not.toBe(key(square));
        }
      }
    }
    // Both cases met (with these seeds: 12 unique, 12 traded when this was written).
    expect(unique).toBeGreaterThan(2);
    expect(traded).toBeGreaterThan(2);
  });
});

describe("the search with learning, paused and told to exclude", () => {
  it("paused every few conflicts, enumerates what it enumerates in one go", async () => {
    const { qwhInstance } = await qwh();
    const { puzzle } = qwhInstance(18, 1.1, "balanced", 1);
    const once = new Cdcl(problemOf(puzzle), 0).solve(0, Infinity, true);
    const turns = new Cdcl(problemOf(puzzle), 0);
    let r = turns.solve(0, Infinity, true, 50);
    let pauses = 0;
    while (r.status === "paused") {
      pauses++;
      r = turns.solve(0, Infinity, true, 50);
    }
    expect(pauses).toBeGreaterThan(5);
    expect(r).toMatchObject({ status: "solved", complete: true, count: once.count });
    expect(r.solutions.map(key).sort()).toEqual(once.solutions.map(key).sort());
  });

  it("told to exclude completions, finds exactly the others", async () => {
    const { qwhInstance } = await qwh();
    const { puzzle } = qwhInstance(18, 1.1, "balanced", 1);
    const all = new Cdcl(problemOf(puzzle), 0).solve(0, Infinity, true);
    expect(all.count).toBeGreaterThan(3);
    const cdcl = new Cdcl(problemOf(puzzle), 0);
    const excluded = all.solutions.slice(0, 3);
    for (const g of excluded) cdcl.excludeCompletion(g);
    const rest = cdcl.solve(0, Infinity, true);
    expect(rest).toMatchObject({ status: "solved", complete: true, count: all.count - 3 });
    expect(rest.solutions.map(key).sort()).toEqual(all.solutions.slice(3).map(key).sort());
    // Everything excluded: nothing left, and that is proved.
    const none = new Cdcl(problemOf(puzzle), 0);
    for (const g of all.solutions) none.excludeCompletion(g);
    expect(none.solve(0, Infinity, true)).toMatchObject({ status: "unsatisfiable", complete: true, count: 0 });
  });
});

describe("the native engine with the local search", () => {
  it("counts what learning alone counts, every completion distinct and verified, whoever finds them", async () => {
    const { qwhInstance } = await qwh();
    let byLocal = 0;
    // 7, 3, 12, 8 and 2 completions; no trade gives a second of the 2nd, 3rd and 4th (then the
    // search with learning finds the rest): when this was written.
    for (const [n, factor, seed] of [
      [15, 1.0, 3],
      [15, 1.0, 6],
      [20, 1.0, 4],
      [22, 1.0, 5],
      [22, 1.0, 1],
    ]) {
      const { puzzle } = qwhInstance(n, factor, "balanced", seed);
      for (const limit of [1, 2, 0]) {
        const plain = solveNative(puzzle, { limit, deadEndBudget: 0, localSearch: false });
        // Turns of one conflict: the local search runs before learning finds anything, most times.
        for (const turns of [
          { conflicts: 1, moves: 50 },
          { conflicts: 5, moves: 5 },
        ]) {
          const p = problemOf(puzzle);
          const r = solveLatinInTurns(p, new Cdcl(p, 0), 1, limit, Infinity, true, turns);
          if (r.moves > 0) byLocal++;
          expect(r.status).toBe(plain.status);
          expect(r.count).toBe(plain.count);
          expect(r.complete).toBe(plain.complete);
          expect(new Set(r.solutions.map(key)).size).toBe(r.count);
          for (const g of r.solutions) expect(verify(puzzle, g)).toEqual([]);
        }
        // And through the engine's front door, with the turns it uses.
        const engine = solveNative(puzzle, { limit, deadEndBudget: 0 });
        expect([engine.status, engine.count, engine.complete]).toEqual([plain.status, plain.count, plain.complete]);
      }
    }
    expect(byLocal).toBeGreaterThan(10);
  });

  it("says the local search's moves in the engine's statistics (what --json prints), only where it ran", async () => {
    const { qwhInstance } = await qwh();
    const over = await nativeEngine.search(qwhInstance(30, 1.2, "balanced", 1).puzzle, { limit: 2, collect: true });
    expect(over.count).toBe(2);
    expect(over.stats.moves).toBeGreaterThan(0);
    const easy = await nativeEngine.search(qwhInstance(30, 1.0, "balanced", 3).puzzle, { limit: 2, collect: true });
    expect(easy.stats).not.toHaveProperty("moves");
  });

  it("decides a square the search with learning alone does not within the same conflicts", async () => {
    // Order 35 at 1.2 times the peak's holes, seed 3: learning alone took 58,533 conflicts when this
    // was written; in turns, 4,000 conflicts and the local search's moves.
    const { qwhInstance } = await qwh();
    const { puzzle } = qwhInstance(35, 1.2, "balanced", 3);
    const r = solveNative(puzzle, { limit: 2 });
    expect(r.count).toBe(2);
    expect(r.stats.conflicts).toBeLessThan(20_000);
    for (const g of r.solutions) expect(verify(puzzle, g)).toEqual([]);
  });
});
