/**
 * The search with learning enumerates what the depth-first search enumerates: every solution, each
 * once. A propagation it lost (an exclusion, a disjunction's unit, a watched learned or blocking
 * clause) would let it count a solution twice, miss one, or report a grid that breaks a rule.
 *
 * The search with learning runs on every puzzle, from resolution's fixpoint as solveNative starts
 * it (through solveNative it runs only after a dead end of the depth-first search, which few small
 * puzzles meet). Seeded puzzles, not shrinking properties: the test also checks that enough of them
 * made conflicts to learn from, so that it cannot pass without testing anything. Partial Latin
 * squares (every stream id 0) with a tenth to two fifths of the cells given.
 */
import { fc } from "@fast-check/vitest";
import { expect, it } from "vitest";
import { parsePuzzle, verify, type Puzzle } from "../../src/index.js";
import { openProblem } from "../../src/engines/native/cdcl/problem.js";
import { Cdcl } from "../../src/engines/native/cdcl/search.js";
import { geometryOf } from "../../src/engines/native/geometry.js";
import { LiteralEngine } from "../../src/engines/native/literal.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { now } from "../../src/base/clock.js";
import { latinSquare } from "../generators.js";

const distinct = (grids: number[][][]) => new Set(grids.map((g) => JSON.stringify(g))).size;
const timeoutMs = 5000;
/** Enough solutions for many blocking clauses, few enough for a quick test. */
const limit = 300;

const partialLatinSquare = fc
  .integer({ min: 5, max: 8 })
  .chain((n) => fc.tuple(latinSquare(n), fc.integer({ min: 10, max: 40 }), fc.array(fc.integer({ min: 0, max: 99 }), { minLength: n * n, maxLength: n * n })))
  .map(([square, density, dice]): Puzzle => {
    const n = square.length;
    const givens = square.map((row, r) => row.map((v, c) => (dice[r * n + c] < density ? v : 0)));
    const streams = square.map((row) => row.map(() => 0));
    return parsePuzzle("latin.json", JSON.stringify({ size: n, streams, givens }), "json");
  });

it("counts every solution the depth-first search counts, each once and verified", () => {
  let learned = 0;
  for (const p of fc.sample(partialLatinSquare, { numRuns: 200, seed: 16 })) {
    const dfs = solveNative(p, { limit, deadEndBudget: Infinity, timeoutMs });
    const resolved = new LiteralEngine(geometryOf(p));
    resolved.reset();
    if (!resolved.start(p.givens)) {
      expect(dfs.count).toBe(0);
      continue;
    }
    const cdcl = new Cdcl(openProblem(resolved.g, resolved)).solve(limit, now() + timeoutMs);
    if (dfs.status === "timeout" || cdcl.status === "timeout") continue;
    if (cdcl.conflicts > 0) learned++;
    expect(cdcl.count).toBe(dfs.count);
    expect(cdcl.complete).toBe(dfs.complete);
    expect(distinct(cdcl.solutions)).toBe(cdcl.count);
    for (const g of cdcl.solutions) expect(verify(p, g)).toEqual([]);
  }
  expect(learned).toBeGreaterThan(50);
});
