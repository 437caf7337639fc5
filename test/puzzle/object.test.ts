/**
 * Puzzle objects built in code, handed to the library: every function that takes
 * a puzzle checks it and names what is wrong (PuzzleError), instead of failing
 * inside an engine or answering for a puzzle that is not one.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import * as lib from "../../src/index.js";
import { PuzzleError, type Puzzle } from "../../src/index.js";
import { loadEntries } from "../helpers.js";
import { OUTPUT_FORMATS } from "../../src/puzzle/formats/index.js";
import type { BoardOptions } from "../../src/render/board.js";

const base = (): Puzzle => ({
  size: 2,
  streams: [
    [1, 1],
    [2, 2],
  ],
  givens: [
    [0, 0],
    [0, 0],
  ],
});

/** Each bad object, and the problem the error must name. */
const BAD: [string, unknown, string][] = [
  ["not an object", "2x2", 'the puzzle is "2x2"; expected an object with size, streams and givens'],
  ["an array", [base()], "the puzzle is an array; expected an object with size, streams and givens"],
  ["size as a string", { ...base(), size: "2" }, 'size is "2"; expected a whole number from 1 to 64'],
  ["size 0", { size: 0, streams: [], givens: [] }, "size is 0; expected a whole number from 1 to 64"],
  // String(4n) is "4": the message must not claim the size is the number 4.
  ["size as a bigint", { ...base(), size: 2n }, "size is 2n (a bigint); expected a whole number from 1 to 64"],
  ["size too large", { ...base(), size: 65 }, "size is 65; expected a whole number from 1 to 64"],
  [
    "streams missing",
    {
      size: 2,
      givens: [
        [0, 0],
        [0, 0],
      ],
    },
    "streams is undefined; expected an array of 2 rows",
  ],
  ["a row short", { ...base(), streams: [[1, 1]] }, "streams has 1 row; expected 2"],
  ["a ragged row", { ...base(), givens: [[0, 0], [0]] }, "givens[1] has 1 cell; expected 2"],
  ["a row that is not an array", { ...base(), givens: [[0, 0], "00"] }, 'givens[1] is "00"; expected an array of 2 numbers'],
  [
    "a value out of range",
    {
      ...base(),
      givens: [
        [0, 5],
        [0, 0],
      ],
    },
    "givens[0][1] is 5; expected a whole number from 0 (empty) to 2",
  ],
  [
    "a fraction",
    {
      ...base(),
      givens: [
        [0.5, 0],
        [0, 0],
      ],
    },
    "givens[0][0] is 0.5; expected a whole number from 0 (empty) to 2",
  ],
  [
    "NaN",
    {
      ...base(),
      givens: [
        [NaN, 0],
        [0, 0],
      ],
    },
    "givens[0][0] is NaN; expected a whole number from 0 (empty) to 2",
  ],
  [
    "a hole",
    {
      ...base(),
      givens: [
        [0, undefined],
        [0, 0],
      ],
    },
    "givens[0][1] is undefined; expected a whole number from 0 (empty) to 2",
  ],
  [
    "a negative stream",
    {
      ...base(),
      streams: [
        [-1, 1],
        [2, 2],
      ],
    },
    "streams[0][0] is -1; expected a stream id, a whole number from 0 (no stream) to 4",
  ],
  [
    "a stream id beyond n²",
    {
      ...base(),
      streams: [
        [3e9, 3e9],
        [2, 2],
      ],
    },
    "streams[0][0] is 3000000000; expected a stream id, a whole number from 0 (no stream) to 4",
  ],
  [
    "a stream of more than n cells",
    {
      ...base(),
      streams: [
        [1, 1],
        [1, 2],
      ],
    },
    "stream 1 has more than 2 cells (one too many at streams[1][0])",
  ],
  ["a title that is not a string", { ...base(), title: 5 }, "title is 5; expected a string"],
  ["a control character in the title", { ...base(), title: "a\u0001b" }, "the title contains the character U+0001, which is not text"],
  ["a solution of the wrong shape", { ...base(), solution: [[1, 2]] }, "solution has 1 row; expected 2"],
  [
    "a solution that breaks a rule",
    {
      ...base(),
      solution: [
        [1, 1],
        [2, 2],
      ],
    },
    "the solution breaks a rule: row 1 holds 1 twice",
  ],
  [
    "a solution that changes a given",
    {
      ...base(),
      givens: [
        [2, 0],
        [0, 0],
      ],
      solution: [
        [1, 2],
        [2, 1],
      ],
    },
    "the solution breaks a rule: cell (1,1) holds 1 but the puzzle gives 2",
  ],
];

/** Every library function that takes a puzzle, called with it. */
const CALLS: [string, (p: Puzzle) => unknown][] = [
  ["solve", (p) => lib.solve(p)],
  ["count", (p) => lib.count(p)],
  ["solve, resolution alone", (p) => lib.solve(p, { engine: "resolution" })],
  ["count, the native engine alone", (p) => lib.count(p, { engine: "native" })],
  ["renderProgram", (p) => lib.renderProgram(p)],
  ["renderBoard", (p) => lib.renderBoard(p)],
  ["explain", (p) => lib.explain(p)],
  ["grade", (p) => lib.grade(p)],
  ["difficulty", (p) => lib.difficulty(p)],
  [
    "explainPage",
    (p) =>
      lib.explainPage(
        p,
        { status: "solved", method: "resolution", unique: true, complete: true, steps: [], solution: null } as unknown as lib.Explanation,
        "t",
        "s",
      ),
  ],
  ["writePuzzles", (p) => lib.writePuzzles([base(), p], "json")],
  ["unwritableReason", (p) => lib.unwritableReason(p, "sudoku")],
];

/** What a call does: its error, whether thrown or as a rejected promise. */
async function failure(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("puzzles built in code", () => {
  it.each(BAD)("%s: checkPuzzle names the problem", (_, value, problem) => {
    const e = (() => {
      try {
        lib.checkPuzzle(value);
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(PuzzleError);
    expect((e as PuzzleError).message).toBe(`not a valid puzzle: ${problem}`);
    expect((e as PuzzleError).exitCode).toBe(2);
  });

  it("every function that takes a puzzle refuses each bad one with that error (a promise rejects)", async () => {
    for (const [name, call] of CALLS) {
      for (const [what, value, problem] of BAD) {
        const e = await failure(() => call(value as Puzzle));
        expect(e, `${name}: ${what}`).toBeInstanceOf(PuzzleError);
        expect((e as Error).message, `${name}: ${what}`).toBe(`not a valid puzzle: ${problem}`);
      }
    }
  });

  it("an async function rejects its promise rather than throwing", () => {
    const bad = { ...base(), size: 3 };
    for (const f of [lib.solve, lib.count, lib.grade]) {
      let promise: Promise<unknown> | undefined;
      expect(() => (promise = f(bad))).not.toThrow();
      void promise!.catch(() => undefined);
      expect(promise).toBeInstanceOf(Promise);
    }
  });

  it("takes what the readers make, and a puzzle whose givens clash (it has no solution)", async () => {
    for (const { id, puzzle } of [...loadEntries("puzzles/strimko"), ...loadEntries("puzzles/jigsaw")]) expect(() => lib.checkPuzzle(puzzle), id).not.toThrow();
    const clash = {
      ...base(),
      givens: [
        [1, 1],
        [0, 0],
      ],
    };
    expect(await lib.solve(clash)).toMatchObject({ status: "unsatisfiable", agree: true });
    expect(await lib.count(clash, { engine: "native" })).toMatchObject({ status: "counted", count: 0, complete: true });
    // Stream ids need not be numbered by first appearance; any up to n² will do.
    expect(
      await lib.solve({
        ...base(),
        streams: [
          [4, 4],
          [0, 0],
        ],
        solution: [
          [1, 2],
          [2, 1],
        ],
      }),
    ).toMatchObject({ status: "solved", unique: false, agree: true });
  });

  it("writes a puzzle whatever its stream numbers: the writers see them numbered as the readers number them", () => {
    // 4x4 boxes numbered column-wise, and a 3x3 of row streams numbered 9, 5, 7.
    const boxes: Puzzle = {
      size: 4,
      streams: [
        [1, 1, 3, 3],
        [1, 1, 3, 3],
        [2, 2, 4, 4],
        [2, 2, 4, 4],
      ],
      givens: [
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ],
    };
    expect(lib.unwritableReason(boxes, "sudoku")).toBeUndefined();
    expect(lib.writePuzzles([boxes], "sudoku")).toBe("1..............2\n");
    const rows: Puzzle = {
      size: 3,
      streams: [
        [9, 9, 9],
        [5, 5, 5],
        [7, 7, 7],
      ],
      givens: [
        [1, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    for (const format of ["classroom", "dzn-coords", "text", "json", "dzn"] as const) {
      expect(lib.unwritableReason(rows, format), format).toBeUndefined();
      const back = lib.parsePuzzles("p", lib.writePuzzles([rows], format), format === "dzn-coords" ? "dzn" : format);
      expect(back[0].puzzle?.streams, format).toEqual([
        [1, 1, 1],
        [2, 2, 2],
        [3, 3, 3],
      ]);
    }
    // The caller's object is left as it was.
    expect(rows.streams[0]).toEqual([9, 9, 9]);
  });

  it("the verifier reports a malformed puzzle rather than throwing", () => {
    for (const p of [
      { size: 2 },
      {
        size: 2,
        streams: [[1, 1]],
        givens: [
          [0, 0],
          [0, 0],
        ],
      },
      null,
      { size: "2", streams: [], givens: [] },
    ]) {
      expect(
        lib.verify(p as unknown as Puzzle, [
          [1, 2],
          [2, 1],
        ])[0]?.rule,
        JSON.stringify(p),
      ).toBe("shape");
    }
  });

  it("checks the grid and the steps handed with a puzzle", async () => {
    expect(
      await failure(() =>
        lib.renderBoard(base(), {
          solution: [
            [1, 2],
            [2, 3],
          ],
        }),
      ),
    ).toMatchObject({ message: "not a valid grid: solution[1][1] is 3; expected a whole number from 0 (empty) to 2" });
    const explanation = lib.explain(base());
    expect(lib.explainPage(base(), explanation, "t", "s")).toContain("<html");
    const reason = { kind: "cell" };
    for (const [bad, message] of [
      [[{ kind: "place", cell: [3, 1], value: 1, reason }], "steps[0] places 1 in (3,1); expected a cell and a value from 1 to 2"],
      [[{ kind: "backtrack", reason }], "steps[0] backtracks with no guess in force"],
      [[null], "steps[0] is null; expected a step"],
      [[{ kind: "place", cell: [1, 1], value: 1 }], "steps[0] has no reason; expected explain()'s steps"],
    ] as const) {
      const page = () => lib.explainPage(base(), { ...explanation, steps: bad as unknown as lib.Explanation["steps"] }, "t", "s");
      expect(await failure(page), message).toMatchObject({ message: `not a valid list of steps: ${message}` });
    }
  });

  it("works on a plain copy: getters, inherited and hidden properties, arrays with methods of their own", async () => {
    class Model {
      constructor(private readonly q: Puzzle) {}
      get size() {
        return this.q.size;
      }
      get streams() {
        return this.q.streams;
      }
      get givens() {
        return this.q.givens;
      }
    }
    const rows = {
      size: 2,
      streams: [
        [2, 2],
        [1, 1],
      ],
      givens: [
        [0, 0],
        [0, 0],
      ],
    };
    const hidden = Object.defineProperty({ streams: rows.streams, givens: rows.givens }, "size", { value: 2, enumerable: false });
    const inherited = Object.create(rows);
    const methods = {
      ...rows,
      givens: Object.assign(
        [
          [0, 0],
          [0, 0],
        ],
        { map: 1, slice: 1 },
      ),
      streams: [[2, 2], Object.assign([1, 1], { "-1": 2 })],
    };
    for (const p of [new Model(rows), hidden, inherited, methods] as unknown as Puzzle[]) {
      expect(lib.writePuzzles([p], "json")).toBe(lib.writePuzzles([rows], "json"));
      expect(lib.unwritableReason(p, "classroom")).toBeUndefined();
      expect((await lib.count(p, { engine: "native", limit: 0 })).count).toBe(2);
      expect(lib.renderBoard(p)).toContain("<svg");
      expect(lib.renderProgram(p)).toContain("size(2).");
    }
    expect(await lib.count(new Model(rows) as unknown as Puzzle, { limit: 0 })).toMatchObject({ count: 2, agree: true });
    // A size that changes after it was checked: the engine works on what was checked.
    const shifting = () => {
      let reads = 0;
      return {
        streams: rows.streams,
        givens: rows.givens,
        get size() {
          return reads++ === 0 ? 2 : 3;
        },
      } as unknown as Puzzle;
    };
    expect((await lib.count(shifting(), { engine: "native", limit: 0 })).count).toBe(2);
    expect(lib.explain(shifting()).status).toBe("solved");
  });

  it("refuses what no file could hold: givens that clash are not written", async () => {
    // The clash is named in the caller's stream numbers.
    expect(
      lib.unwritableReason(
        {
          size: 2,
          streams: [
            [4, 4],
            [3, 3],
          ],
          givens: [
            [1, 0],
            [0, 0],
          ],
        },
        "json",
      ),
    ).toBeUndefined();
    expect(
      lib.unwritableReason(
        {
          size: 2,
          streams: [
            [4, 3],
            [4, 3],
          ],
          givens: [
            [1, 0],
            [1, 0],
          ],
        },
        "text",
      ),
    ).toBe("its givens clash (given 1 appears twice in column 1), and no reader takes such a file");
    expect(
      lib.unwritableReason(
        {
          size: 2,
          streams: [
            [4, 3],
            [3, 4],
          ],
          givens: [
            [1, 0],
            [0, 1],
          ],
        },
        "text",
      ),
    ).toBe("its givens clash (given 1 appears twice in stream 4), and no reader takes such a file");
    // A sparse array of puzzles: the hole is a puzzle that is not one.
    // biome-ignore lint/suspicious/noSparseArray: a hole in the array is the bad input under test
    expect(await failure(() => lib.writePuzzles([, base()] as unknown as Puzzle[], "json"))).toMatchObject({
      message: "not a valid puzzle: the puzzle is undefined; expected an object with size, streams and givens",
    });
    const clash = {
      ...base(),
      givens: [
        [1, 1],
        [0, 0],
      ],
    };
    for (const format of OUTPUT_FORMATS.filter((f) => f !== "sudoku")) {
      expect(lib.unwritableReason(clash, format), format).toBe("its givens clash (given 1 appears twice in row 1), and no reader takes such a file");
      expect(() => lib.writePuzzles([clash], format), format).toThrow(lib.UsageError);
    }
  });

  it("checks the other arguments: options that would not end, names not on a list, markup where text goes", async () => {
    const p = base();
    expect(await failure(() => lib.count(p, { limit: NaN }))).toMatchObject({
      message: "not valid options: limit is NaN; expected a whole number from 0 (all) to 9007199254740991",
    });
    expect(await failure(() => lib.solve(p, { engine: "asp", timeoutMs: Infinity }))).toMatchObject({
      message: "not valid options: timeoutMs is Infinity; expected milliseconds from 0 (none) to 2147483647",
    });
    expect(await failure(() => lib.solve(p, { label: 5 as unknown as string }))).toBeInstanceOf(lib.UsageError);
    expect(await failure(() => lib.solve(p, "fast" as unknown as lib.SolveOptions))).toMatchObject({
      message: 'not valid options: the options are "fast"; expected an object',
    });
    expect(await failure(() => lib.count(p, { limit: 1.5 }))).toBeInstanceOf(lib.UsageError);
    expect(await failure(() => lib.solve(p, { timeoutMs: -1 }))).toBeInstanceOf(lib.UsageError);
    expect(await failure(() => lib.solve(p, { engine: "bogus" as "both" }))).toMatchObject({
      message: 'unknown engine "bogus"; expected one of both, asp, native, resolution',
    });
    expect(await failure(() => lib.grade(p, { engine: "asp" as "both" }))).toMatchObject({
      message: 'grade takes engine "native" or "both" (the search statistics are the native engine\'s), not "asp"',
    });
    expect(await failure(() => lib.renderBoard(p, { style: '"><script>' as "auto" }))).toBeInstanceOf(lib.UsageError);
    expect(
      await failure(() =>
        lib.renderBoard(p, {
          solution: [
            ["<b>", 1],
            [1, 2],
          ] as unknown as number[][],
        }),
      ),
    ).toBeInstanceOf(PuzzleError);
    expect(await failure(() => lib.writePuzzles([p], "xml" as "json"))).toMatchObject({
      message: 'unknown output format "xml"; expected one of text, json, sudoku, dzn, dzn-coords, classroom',
    });
    expect(await failure(() => lib.writePuzzles(p as unknown as Puzzle[], "json"))).toBeInstanceOf(PuzzleError);
    expect(await failure(() => lib.checkPuzzle({ size: 1, streams: [[0]], givens: [[0]], solution: [[Symbol()]] }))).toMatchObject({
      message: "not a valid puzzle: solution[0][0] is a symbol; expected a whole number from 1 to 1",
    });
    // A title passed as an option may hold what XML cannot: it is shown as U+FFFD, and the picture still parses.
    const svg = lib.renderBoard(p, { title: "a\u001bb\ud800" });
    expect(svg).toContain("a\ufffdb\ufffd");
    expect(lib.svgToPng(svg).length).toBeGreaterThan(0);
    expect(lib.explainPage(p, lib.explain(p), "t\u0001", "s")).toContain("t\ufffd");
  });

  it("reports every bad argument that is not a puzzle with one class, UsageError, showing the value as what it is", async () => {
    const p = base();
    const limit = await failure(() => lib.count(p, { limit: -1 }));
    const engine = await failure(() => lib.count(p, { engine: 7 as unknown as "both" }));
    expect(limit).toBeInstanceOf(lib.UsageError);
    expect(engine).toBeInstanceOf(lib.UsageError);
    expect((engine as Error).message).toBe("unknown engine 7; expected one of both, asp, native");
    expect(await failure(() => lib.count(p, { engine: "native", limit: 4n as unknown as number }))).toMatchObject({
      message: "not valid options: limit is 4n (a bigint); expected a whole number from 0 (all) to 9007199254740991",
    });
    expect(await failure(() => lib.solve(p, { timeoutMs: (() => 5) as unknown as number }))).toMatchObject({
      message: "not valid options: timeoutMs is a function; expected milliseconds from 0 (none) to 2147483647",
    });
    expect(await failure(() => lib.explainPage(p, lib.explain(p), null as unknown as string, "s"))).toBeInstanceOf(lib.UsageError);
    // The readers: detectFormat and parsePuzzle throw, parsePuzzles (documented never to throw) returns the error.
    expect(await failure(() => lib.detectFormat(42 as unknown as string, "size: 2"))).toMatchObject({
      name: "UsageError",
      message: "the file name is 42; expected a string",
    });
    expect(await failure(() => lib.detectFormat("a.txt", null as unknown as string))).toMatchObject({
      name: "UsageError",
      message: 'the text of "a.txt" is null; expected a string',
    });
    expect(await failure(() => lib.parsePuzzle(null as unknown as string, null as unknown as string))).toMatchObject({
      name: "UsageError",
      message: "the file name is null; expected a string",
    });
    for (const [args, id, message] of [
      [[null, null], "null", "the file name is null; expected a string"],
      [["x", 42], "x", 'the text of "x" is 42; expected a string'],
      [["x", "size: 2", "xml"], "x", 'unknown input format "xml"; expected one of text, json, sudoku, dzn, classroom'],
      [["x", "size: 2", "constructor"], "x", 'unknown input format "constructor"; expected one of text, json, sudoku, dzn, classroom'],
    ] as [unknown[], string, string][]) {
      let entries: lib.ParsedEntry[] = [];
      expect(() => (entries = (lib.parsePuzzles as (...a: unknown[]) => lib.ParsedEntry[])(...args)), message).not.toThrow();
      expect(entries).toHaveLength(1);
      expect(entries[0].id).toBe(id);
      expect(entries[0].error).toBeInstanceOf(lib.UsageError);
      expect(entries[0].error!.message).toBe(message);
    }
    // svgToPng: our own message, not resvg's ("Value is non of these types"), and no image so large it ends the process.
    expect(await failure(() => lib.svgToPng(null as unknown as string))).toMatchObject({
      name: "UsageError",
      message: "svgToPng: the SVG is null; expected the text of an SVG document",
    });
    expect(await failure(() => lib.svgToPng("hello"))).toMatchObject({
      name: "UsageError",
      message: expect.stringMatching(/^svgToPng: not an SVG document \(/),
    });
    const svg = lib.renderBoard(p);
    expect(await failure(() => lib.svgToPng(svg, 0))).toMatchObject({ name: "UsageError", message: "svgToPng: the scale is 0; expected a number above 0" });
    expect(await failure(() => lib.svgToPng(svg, 1e5))).toMatchObject({
      name: "UsageError",
      message: expect.stringMatching(/pixels; expected from 1 to 134217728$/),
    });
  });

  it("keeps each function's option types for TypeScript users (checked by the type checker)", () => {
    expectTypeOf(lib.solve).parameter(1).toEqualTypeOf<lib.SolveOptions | undefined>();
    expectTypeOf(lib.count).parameter(1).toEqualTypeOf<lib.CountOptions | undefined>();
    expectTypeOf(lib.renderBoard).parameter(1).toEqualTypeOf<BoardOptions | undefined>();
    const typeErrors = () => {
      // @ts-expect-error an engine that is not one
      void lib.solve(base(), { engine: "bogus" });
      // @ts-expect-error a misspelt option
      void lib.count(base(), { limt: 2 });
    };
    expect(typeof typeErrors).toBe("function");
  });
});
