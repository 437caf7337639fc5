/**
 * The puzzle rules (src/puzzle/rules.ts), written once for the file reader and the object check:
 * each rule on its own, and the two callers naming the same problem first that they named when
 * each had its own copy (the object check then asked the independent verifier).
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { checkPuzzle, parsePuzzles, verify, type Puzzle } from "../../src/index.js";
import {
  firstBadStreamId,
  firstChangedGiven,
  firstOutOfRange,
  firstStreamOverflow,
  notText,
  numberByFirstAppearance,
  repeats,
  sizeProblem,
  type Repeat,
} from "../../src/puzzle/rules.js";

describe("each rule", () => {
  it("size: a whole number from 1 to 64", () => {
    expect([1, 64, 65, 1e300, Infinity, 0, -1, 2.5, NaN, "4", 4n].map(sizeProblem)).toEqual([
      undefined,
      undefined,
      "too large",
      "too large",
      "too large",
      "not whole",
      "not whole",
      "not whole",
      "not whole",
      "not whole",
      "not whole",
    ]);
  });

  it("value range: the first cell out of range, from 0 (givens) or 1 (a solution)", () => {
    expect(firstOutOfRange([0, 1, 2, 2], 2, 0)).toBeUndefined();
    expect(firstOutOfRange([0, 1, 2, 2], 2, 1)).toBe(0);
    expect(firstOutOfRange([1, 1.5, 3, 2], 2, 1)).toBe(1);
    expect(firstOutOfRange([1, 2, "1", 2], 2, 1)).toBe(2);
    expect(firstOutOfRange([1, 2, 1, undefined], 2, 1)).toBe(3);
  });

  it("stream ids: whole numbers from 0 to n²", () => {
    expect(firstBadStreamId([0, 4, 1, 2], 2)).toBeUndefined();
    expect(firstBadStreamId([0, 5, -1, 2], 2)).toBe(1);
  });

  it("stream length: the cell that gives a stream its n+1st cell, looked for up to an end", () => {
    expect(firstStreamOverflow([1, 1, 2, 2], 2)).toBeUndefined();
    expect(firstStreamOverflow([0, 0, 0, 0], 2)).toBeUndefined();
    expect(firstStreamOverflow([3, 3, 0, 3], 2)).toBe(3);
    expect(firstStreamOverflow([3, 3, 0, 3], 2, 3)).toBeUndefined();
  });

  it("a solution keeps the givens", () => {
    expect(firstChangedGiven([1, 2, 2, 1], [1, 0, 0, 1])).toBeUndefined();
    expect(firstChangedGiven([1, 2, 2, 1], [0, 0, 1, 2])).toBe(2);
  });

  it("repeats: each unit's first, in reading order", () => {
    // 3x3, no streams: row 1 holds 1 twice (cells 0, 2); column 1 holds 2 twice (cells 3, 6);
    // row 3 holds 2 twice (cells 6, 8), found at cell 8 after column 1's at cell 6.
    const found = repeats([1, 0, 1, 2, 0, 0, 2, 0, 2], 3, new Array(9).fill(0));
    expect(found).toEqual<Repeat[]>([
      { value: 1, kind: "row", index: 1, first: 0, second: 2 },
      { value: 2, kind: "column", index: 1, first: 3, second: 6 },
      { value: 2, kind: "row", index: 3, first: 6, second: 8 },
    ]);
    expect(repeats([1, 0, 0, 1], 2, [7, 0, 0, 7])).toEqual([{ value: 1, kind: "stream", index: 7, first: 0, second: 3 }]);
    expect(repeats([1, 2, 2, 1], 2, [1, 1, 2, 2])).toEqual([]);
  });

  it("text: a character XML cannot hold", () => {
    expect(notText("title", "Strimko ✓ 😀")).toBeUndefined();
    expect(notText("source", "a\u0007b")).toBe("the source contains the character U+0007, which is not text");
    expect(notText("title", "\ud800")).toBe("the title contains the character U+D800, which is not text");
  });

  it("numbering: 1, 2, ... by first appearance, none 0", () => {
    expect(numberByFirstAppearance(["b", null, "a", "b"], null)).toEqual({ ids: [1, 0, 2, 1], keys: [null, "b", "a"] });
    expect(numberByFirstAppearance([9, 0, 9, 4], 0)).toEqual({ ids: [1, 0, 1, 2], keys: [0, 9, 4] });
  });
});

/** A 4x4 puzzle with streams of at most 4 cells under arbitrary ids (some cells in none), random
 * givens, and a stated solution: a Latin square with a few cells changed, so that it may break
 * any rule, and often several at once. */
const n = 4;
const perm = fc.shuffledSubarray([0, 1, 2, 3], { minLength: n, maxLength: n });
const nCells = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: n * n, maxLength: n * n });
const statedSolution = fc
  .record({
    order: fc.shuffledSubarray([...Array(n * n).keys()], { minLength: n * n, maxLength: n * n }),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: n * n }), { minLength: n, maxLength: n }),
    none: nCells(fc.boolean()),
    latin: fc.tuple(perm, perm, perm),
    changes: fc.array(fc.tuple(fc.nat(n * n - 1), fc.integer({ min: 1, max: n })), { maxLength: 3 }),
    givenMask: nCells(fc.integer({ min: 0, max: 3 })),
    otherGiven: nCells(fc.integer({ min: 1, max: n })),
  })
  .map(({ order, ids, none, latin: [rowShift, colShift, symbol], changes, givenMask, otherGiven }): Puzzle & { solution: number[][] } => {
    const streams = new Array<number>(n * n);
    order.forEach((cell, k) => (streams[cell] = none[cell] ? 0 : ids[Math.floor(k / n)]));
    const solution = Array.from({ length: n * n }, (_, i) => symbol[(rowShift[Math.floor(i / n)] + colShift[i % n]) % n] + 1);
    for (const [cell, v] of changes) solution[cell] = v;
    // Most givens agree with the solution, some are empty, a few differ.
    const givens = solution.map((v, i) => [0, v, v, otherGiven[i]][givenMask[i]]);
    const rows = (flat: number[]) => Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));
    return { size: n, streams: rows(streams), givens: rows(givens), solution: rows(solution) };
  });

describe("a stated solution that breaks a rule", () => {
  test.prop([statedSolution])("is named, in a puzzle object, by the verifier's first violation", (p) => {
    const first = verify(p, p.solution)[0];
    if (first) expect(() => checkPuzzle(p)).toThrow(`not a valid puzzle: the solution breaks a rule: ${first.message}`);
    else expect(() => checkPuzzle(p)).not.toThrow();
  });

  /** The puzzle in the text format, one character a cell, streams as letters. */
  function asText(p: Puzzle & { solution: number[][] }): string {
    const grid = (g: number[][], cell: (v: number) => string) => g.map((row) => " " + row.map(cell).join("")).join("\n");
    return `streams:\n${grid(p.streams, (s) => (s === 0 ? "." : String.fromCharCode(96 + s)))}\ngivens:\n${grid(p.givens, (v) => (v === 0 ? "." : String(v)))}\nsolution:\n${grid(p.solution, String)}\n`;
  }

  it("in a file, is named at the first cell at fault, whichever its fault", () => {
    // Cell (1,2) changes a given and cell (2,1) is out of range: the first is named.
    const [changed] = parsePuzzles("p.txt", "streams:\n ..\n ..\ngivens:\n .1\n ..\nsolution:\n 12\n 31\n");
    expect(changed.error?.message).toBe("p.txt:8:3: the solution has 2 where the givens have 1");
    // Out of range at cell (2,1), and a given changed later, at (2,2).
    const [range] = parsePuzzles("p.txt", "streams:\n ..\n ..\ngivens:\n ..\n .2\nsolution:\n 12\n 31\n");
    expect(range.error?.message).toBe("p.txt:9:2: solution value 3 is out of range 1..2");
  });

  test.prop([statedSolution])("in a file, is refused exactly when the object is", (p) => {
    const [entry] = parsePuzzles("p.txt", asText(p));
    let objectError: unknown;
    try {
      checkPuzzle(p);
    } catch (e) {
      objectError = e;
    }
    // A file also refuses givens that clash, which an object may have.
    const clash = entry.error?.message.includes("appears twice") === true;
    if (!clash) expect(entry.error === undefined).toBe(objectError === undefined);
  });
});
