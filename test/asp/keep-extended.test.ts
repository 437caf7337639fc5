// clingo's --trans-ext=no (AspOptions.keepExtended), which the generator's certificate asks for:
// it reaches clingo, changes no count, and the certificate uses it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { count, type Puzzle } from "../../src/index.js";
import { boxStreams } from "../../src/puzzle/shapes.js";
import { engine } from "../../src/engines/asp/clingo.js";
import { searchAsp } from "../../src/engines/asp/search.js";
import type { ClingoRunner, RunRequest } from "../../src/engines/asp/clingo.js";
import { generateOne } from "../../src/generate/generate.js";
import { settle } from "../../src/generate/options.js";
import { textPuzzle } from "../helpers.js";

/** A runner that notes the options of each run and hands it to the shared clingo-wasm engine. */
function noting(): { runner: ClingoRunner; options: string[][] } {
  const options: string[][] = [];
  return { options, runner: { run: (program: string, request: RunRequest) => (options.push(request.options ?? []), engine.run(program, request)) } };
}

const empty = (n: number) => Array.from({ length: n }, () => new Array<number>(n).fill(0));

describe("keepExtended (clingo --trans-ext=no)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reaches clingo when asked for, and only then", async () => {
    const p: Puzzle = { size: 4, streams: boxStreams(4), givens: empty(4) };
    const on = noting();
    await searchAsp(p, 2, { solutions: true, keepExtended: true, engine: on.runner });
    expect(on.options).toEqual([["--trans-ext=no"]]);
    const off = noting();
    await searchAsp(p, 2, { solutions: true, engine: off.runner });
    expect(off.options).toEqual([[]]);
  });

  it("counts what the default counts: none, one, several, all", async () => {
    const puzzles: Puzzle[] = [
      { size: 4, streams: boxStreams(4), givens: empty(4) }, // 288 solutions
      {
        size: 4,
        streams: boxStreams(4),
        givens: [
          [1, 1, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      }, // none
      textPuzzle("size: 4\nstreams:\n a a b b\n a a b b\n c c d d\n c c d d\ngivens:\n 1 2 . .\n 3 4 . .\n . . 1 2\n . . 3 4\n"),
      { size: 4, streams: empty(4), givens: empty(4) }, // Latin squares of order 4: 576
    ];
    for (const p of puzzles) {
      for (const limit of [2, 0]) {
        const plain = await count(p, { engine: "asp", limit });
        const kept = await count(p, { engine: "asp", limit, aspKeepExtended: true });
        expect(kept.count).toBe(plain.count);
        expect(kept.complete).toBe(plain.complete);
      }
    }
  });

  it("is what the generator's certificate asks clingo for", async () => {
    const run = vi.spyOn(engine, "run");
    await generateOne(settle({ kind: "sudoku", size: 4, seed: "keep-extended" }), 1);
    const options = run.mock.calls.map(([, request]) => request.options ?? []);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o).toContain("--trans-ext=no");
  });
});
