/**
 * The web app's pieces of the core, without a browser: the templates compiled ahead of time (as
 * web/vite.config.ts compiles them, with clientTemplateSource) draw the same boards and write the
 * same programs as the CLI's templates compiled at run time, hostile titles included; and a share
 * link carries every bundled puzzle exactly.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useAssets } from "../../src/assets/files.js";
import { clientTemplateSource, compileTemplate, type ClientTemplate } from "../../src/assets/templates.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import { parsePuzzle } from "../../src/puzzle/formats/index.js";
import { renderBoard } from "../../src/render/board.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { fragmentText, shareFragment } from "../../web/src/share.js";
import { loadEntries, ROOT } from "../helpers.js";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The templates the web build ships, compiled as the build compiles them. */
function precompiled(): Record<string, ClientTemplate> {
  const paths = ["templates/board.svg.ejs", "templates/instance.lp.ejs"];
  // The test may eval what the build writes into the bundle as source.
  return Object.fromEntries(paths.map((p) => [p, new Function(`return ${clientTemplateSource(read(p), p)}`)() as ClientTemplate]));
}

function withPrecompiled<T>(f: () => T): T {
  const templates = precompiled();
  useAssets({ text: (path) => read(path), template: (path) => templates[path] });
  try {
    return f();
  } finally {
    useAssets(undefined);
  }
}

describe("the web app's templates, compiled at build time", () => {
  const puzzles = [
    ...["puzzles/strimko/hakank-068.txt", "puzzles/jigsaw/janko-chaos-110_6x6.txt", "puzzles/multi/sudoku-4x4-two-givens.txt"].map((p) => ({
      title: p,
      puzzle: parsePuzzle(p, read(p)),
    })),
    ...["test/fixtures/injection/newline-title.json", "test/fixtures/injection/lua-script.txt"].map((p) => {
      const puzzle = parsePuzzle(p, read(p));
      return { title: puzzle.title ?? p, puzzle };
    }),
    // A control character: XML cannot hold it, the CLI's escaping shows U+FFFD.
    {
      title: `<img src=x onerror="alert(1)"></script><script>alert(2)</script> \u0007 & "q"`,
      puzzle: parsePuzzle("t.txt", "streams:\n  a b\n  b a\ngivens:\n  1 .\n  . .\n"),
    },
  ];

  it("draw the same boards and write the same programs as the templates compiled at run time", () => {
    for (const { title, puzzle } of puzzles) {
      const solution = solveNative(puzzle, { limit: 1 }).solutions[0];
      const cli = [renderBoard(puzzle, { title }), renderBoard(puzzle, { title, solution }), renderProgram(puzzle, { label: title })];
      const web = withPrecompiled(() => [renderBoard(puzzle, { title }), renderBoard(puzzle, { title, solution }), renderProgram(puzzle, { label: title })]);
      expect(web).toEqual(cli);
      expect(cli[0]).not.toContain("<img");
    }
  });

  it("are the only templates handed in: another one is an error that names it", () => {
    const report = compileTemplate<object>("templates/report.html.ejs");
    expect(() => withPrecompiled(() => report({}))).toThrow(/templates\/report\.html\.ejs is not among the files/);
  });
});

describe("share links", () => {
  it("carry every bundled puzzle exactly, in the text format", () => {
    const entries = ["strimko", "jigsaw", "sudoku", "multi", "unsat", "generated"].flatMap((d) => loadEntries(`puzzles/${d}`)).filter((e) => e.puzzle);
    expect(entries.length).toBeGreaterThan(100);
    for (const { puzzle } of entries) {
      const fragment = shareFragment(puzzle!);
      expect(fragment.slice(1)).not.toMatch(/[\s#]/);
      const text = fragmentText(fragment);
      expect(typeof text).toBe("string");
      const back = parsePuzzle("link", text as string);
      expect({ ...back, source: undefined }).toEqual({ ...puzzle, source: undefined });
    }
  });

  it("say so when their percent escapes are broken, and are not links without #puzzle=", () => {
    expect(fragmentText("#puzzle=streams%3")).toBeInstanceOf(Error);
    expect(fragmentText("#other")).toBeUndefined();
    expect(fragmentText("#puzzle=title: a")).toBe("title: a");
  });
});
