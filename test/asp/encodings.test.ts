/**
 * The encodings, run by the real clingo-wasm: each rule enforced, counts that
 * match an independent brute-force count, and the parts the code relies on.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ENCODINGS, count, renderProgram, verify, type Puzzle } from "../../src/index.js";
import { boxStreams } from "../../src/puzzle/shapes.js";
import { engine } from "../../src/engines/asp/clingo.js";
import { ROOT, textPuzzle } from "../helpers.js";

const names = ENCODINGS.map((e) => e.name);

function latin(n: number): Puzzle {
  const zeros = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  return { size: n, streams: zeros, givens: zeros.map((r) => r.slice()) };
}

/** Every Latin square of order n (n <= 4), by plain backtracking: the oracle the counts are checked against. */
function latinSquares(n: number): number[][][] {
  const out: number[][][] = [];
  const g = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const place = (k: number) => {
    if (k === n * n) {
      out.push(g.map((r) => r.slice()));
      return;
    }
    const r = Math.floor(k / n);
    const c = k % n;
    for (let v = 1; v <= n; v++) {
      if (g[r].includes(v) || g.some((row) => row[c] === v)) continue;
      g[r][c] = v;
      place(k + 1);
      g[r][c] = 0;
    }
  };
  place(0);
  return out;
}
const SQUARES = [0, 1, 2, 3, 4].map((n) => (n === 0 ? [] : latinSquares(n)));

function bruteForceCount(p: Puzzle): number {
  return SQUARES[p.size].filter((g) => verify(p, g).length === 0).length;
}

/** Runs a puzzle's program with extra lines (constraints that force a situation) and reports clingo's verdict. */
async function verdict(p: Puzzle, encoding: string, extra: string): Promise<string> {
  const r = await engine.run(renderProgram(p, { encoding }) + extra, { models: 1 });
  return r.outcome;
}

describe.each(names)("encoding %s", (encoding) => {
  it("counts the Latin squares of order 1..4 (1, 2, 12, 576)", async () => {
    for (const [n, expected] of [
      [1, 1],
      [2, 2],
      [3, 12],
      [4, 576],
    ]) {
      const r = await count(latin(n), { engine: "asp", encoding });
      expect(r).toMatchObject({ status: "counted", count: expected, complete: true });
    }
  });

  it("counts the 288 4x4 Sudoku grids", async () => {
    const p = { ...latin(4), streams: boxStreams(4) };
    expect((await count(p, { engine: "asp", encoding })).count).toBe(288);
  });

  // One situation per rule: a grid that breaks only that rule must be impossible.
  const p3 = textPuzzle("streams:\n a b .\n b a .\n . . c\n");
  it.each([
    ["a repeat in a row", ":- not value(1,1,1). :- not value(1,3,1)."],
    ["a repeat in a column", ":- not value(1,2,2). :- not value(3,2,2)."],
    ["a repeat in a short stream", ":- not value(1,1,3). :- not value(2,2,3)."],
    ["a cell with no value", ":- value(3,3,_)."],
    ["a cell with two values", ":- not value(3,3,1). :- not value(3,3,2)."],
  ])("forbids %s", async (_what, extra) => {
    expect(await verdict(p3, encoding, "\n" + extra + "\n")).toBe("UNSATISFIABLE");
  });

  it("allows a short stream to miss values, and holds every value in a full stream", async () => {
    // Stream a = (1,1),(2,2) is short in a 3x3: it may hold 1 and 2 and miss 3 ...
    const short = textPuzzle("streams:\n a . .\n . a .\n . . .\n");
    expect(await verdict(short, encoding, "\n:- not value(1,1,1). :- not value(2,2,2).\n")).toBe("SATISFIABLE");
    // ... but in a 2x2 the diagonal stream is full, and a Latin square's diagonal cannot hold 1 and 2.
    expect(await verdict(textPuzzle("streams:\n a.\n .a\n"), encoding, "")).toBe("UNSATISFIABLE");
  });

  it("keeps the givens", async () => {
    const given = textPuzzle("streams:\n ...\n ...\n ...\ngivens:\n 2..\n ...\n ...\n");
    expect(await verdict(given, encoding, "\n:- value(1,1,2).\n")).toBe("UNSATISFIABLE");
    expect((await count(given, { engine: "asp", encoding })).count).toBe(4);
  });

  test.prop(
    [
      fc.integer({ min: 1, max: 4 }).chain((n) =>
        fc.record({
          n: fc.constant(n),
          streams: fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
          givens: fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
        }),
      ),
    ],
    { numRuns: 40 },
  )("finds as many solutions as a brute-force count, on random small puzzles", async ({ n, streams, givens }) => {
    const grid = (flat: number[]) => Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));
    // Streams longer than n are not puzzles; cap them. Givens may clash: the program must then have no answer.
    const counts = new Map<number, number>();
    const capped = streams.map((s) => (s !== 0 && (counts.set(s, (counts.get(s) ?? 0) + 1).get(s) ?? 0) > n ? 0 : s));
    const p: Puzzle = { size: n, streams: grid(capped), givens: grid(givens.map((g, i) => (i % 3 === 0 ? g : 0))) };
    const r = await count(p, { engine: "asp", encoding });
    expect(r.complete).toBe(true);
    expect(r.count).toBe(bruteForceCount(p));
  });
});

describe("the parts the code relies on", () => {
  it("every part exists, opens with a header and names its input and output", () => {
    for (const part of new Set(ENCODINGS.flatMap((e) => e.parts))) {
      const text = readFileSync(join(ROOT, "asp", part), "utf8");
      expect(text.startsWith(`% ${part} -- `), part).toBe(true);
      expect(text, part).toMatch(/^% Input/m);
    }
  });

  it("every encoding shows value/3 and nothing else", () => {
    for (const e of ENCODINGS) {
      const text = e.parts.map((part) => readFileSync(join(ROOT, "asp", part), "utf8")).join("\n");
      expect(text.match(/^#show .*$/gm), e.name).toEqual(["#show value/3."]);
    }
  });

  it("has no hidden choices: projecting onto value/3 does not change a count", async () => {
    const p = { ...latin(4), streams: boxStreams(4) };
    for (const encoding of names) {
      const program = renderProgram(p, { encoding });
      const plain = await engine.run(program, { models: 0, options: ["--quiet=2"] });
      const projected = await engine.run(program, { models: 0, options: ["--quiet=2", "--project"] });
      expect(plain.count).toBe(288);
      expect(projected.count).toBe(plain.count);
    }
  });
});
