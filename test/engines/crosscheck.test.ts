/**
 * The cross-check alone: two engines' answers (engines/types.ts) in, agreement out, one row per case.
 */
import { describe, expect, it } from "vitest";
import { crossCheck } from "../../src/engines/crosscheck.js";
import type { EngineResult, SearchEngineName } from "../../src/engines/types.js";

const A = [
  [1, 2],
  [2, 1],
];
const B = [
  [2, 1],
  [1, 2],
];
type Shape = Pick<EngineResult, "status" | "count" | "complete" | "solutions"> & { error?: string };
const answer = (engine: SearchEngineName, s: Shape): EngineResult => ({ engine, stats: {}, timeMs: 1, ...s });
const none: Shape = { status: "done", count: 0, complete: true, solutions: [] };
const one = (g: number[][]): Shape => ({ status: "done", count: 1, complete: true, solutions: [g] });
const two: Shape = { status: "done", count: 2, complete: false, solutions: [A, B] };
const stoppedWith = (...gs: number[][][]): Shape => ({ status: "timeout", count: gs.length, complete: false, solutions: gs });
const counted = (count: number, complete: boolean, status: Shape["status"] = "done"): Shape => ({ status, count, complete, solutions: [] });

describe("crossCheck, asked as solve (limit 2)", () => {
  it.each<[string, Shape, Shape, boolean | null, string?]>([
    ["both find the same one solution", one(A), one(A), true],
    ["both find none", none, none, true],
    ["both find several", two, two, true],
    ["one finds one, the other none", one(A), none, false, "clingo finds exactly one solution, native finds no solution"],
    ["one finds one, the other several", one(A), two, false, "clingo finds exactly one solution, native finds several solutions"],
    ["each finds one, and they differ", one(A), one(B), false, "clingo and native each find one solution, and they differ"],
    ["both stopped by the clock", stoppedWith(A), stoppedWith(B), null],
    ["one stopped with the same solution", one(A), stoppedWith(A), null],
    ["one stopped with nothing", none, stoppedWith(), null],
    [
      "one stopped with a solution the other says is not there",
      none,
      stoppedWith(A),
      false,
      "clingo finds no solution, but native found another one before it stopped",
    ],
    [
      "one stopped with another solution than the unique one",
      one(A),
      stoppedWith(B),
      false,
      "clingo finds exactly one solution, but native found another one before it stopped",
    ],
    ["stopped after finding two: that answers the question", two, { ...stoppedWith(A, B) }, true],
    [
      "one reported a bad grid",
      { ...none, status: "error", error: "the native engine reported a grid that fails verification: x" },
      one(A),
      false,
      "the native engine reported a grid that fails verification: x",
    ],
  ])("%s", (_, a, b, agree, reason) => {
    const r = crossCheck(answer("asp", a), answer("native", b), { limit: 2, as: "solve" });
    expect(r.agree).toBe(agree);
    expect(r.reason).toBe(reason);
    // The same verdict either way round (the words name the engines in order).
    expect(crossCheck(answer("native", b), answer("asp", a), { limit: 2, as: "solve" }).agree).toBe(agree);
  });
});

describe("crossCheck, asked as count", () => {
  it.each<[string, number, Shape, Shape, boolean | null, string?]>([
    ["the same exact count", 0, counted(12, true), counted(12, true), true],
    ["the same count at the limit", 5, counted(5, false), counted(5, false), true],
    ["different exact counts", 0, counted(12, true), counted(11, true), false, "clingo counts exactly 12, native counts exactly 11"],
    ["both stopped by the clock", 0, counted(3, false, "timeout"), counted(7, false, "timeout"), null],
    ["one stopped below the other's exact count", 0, counted(12, true), counted(7, false, "timeout"), null],
    [
      "one stopped above the other's exact count",
      0,
      counted(2, true),
      counted(7, false, "timeout"),
      false,
      "clingo counts exactly 2, but native found 7 before it stopped",
    ],
    ["one stopped after reaching the limit: an answer", 5, counted(5, false), counted(5, false, "timeout"), true],
  ])("%s", (_, limit, a, b, agree, reason) => {
    const r = crossCheck(answer("asp", a), answer("native", b), { limit, as: "count" });
    expect(r.agree).toBe(agree);
    expect(r.reason).toBe(reason);
  });
});
