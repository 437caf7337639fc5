/**
 * The Export view's file names (web/state/file-names.ts): from the title (else the file's name, as
 * `strimko render` titles a drawing), never a path, a hidden file, a device or an odd character;
 * and each puzzle format's extension is one the readers take back as that format.
 */
import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { OUTPUT_FORMATS, parsePuzzle, unwritableReason, writePuzzles } from "../../src/puzzle/formats/index.js";
import { EXTENSIONS, exportTitle, fileBase, fileName, PASTED } from "../../web/state/file-names.js";
import { bundled } from "./puzzles.js";

const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe("export file names", () => {
  it.each([
    ["dlthompson-5_10", "puzzles/strimko/dlthompson-5_10.txt", "dlthompson-5_10"],
    [undefined, "puzzles/strimko/hakank-068.txt", "hakank-068"],
    [undefined, "norvig_top95.txt:3", "norvig_top95.txt-3"],
    ["  ", "pasted", "pasted"],
    ["Strimko #142 (medium)", "x", "Strimko-142-medium"],
    ["Café à la crème", "x", "Cafe-a-la-creme"],
    ["../../etc/passwd", "x", "etc-passwd"],
    [".bashrc", "x", "bashrc"],
    ["CON", "x", "puzzle-CON"],
    ["nul.tar", "x", "puzzle-nul.tar"],
    ["<script>", "x", "script"],
    ["数独", "x", "puzzle"],
    ["\u0007\u202e", "x", "puzzle"],
  ])("title %j (file %s) gives %s", (title, id, base) => {
    expect(fileBase(title, id)).toBe(base);
  });

  it("differ for every kind of export, two formats sharing an extension included (text and classroom, dzn and dzn-coords)", () => {
    for (const [title, id] of [
      [undefined, PASTED],
      ["068", "x.txt"],
    ] as const) {
      const names = (Object.keys(EXTENSIONS) as (keyof typeof EXTENSIONS)[]).map((kind) => fileName(title, id, kind));
      expect(new Set(names).size, names.join(" ")).toBe(names.length);
    }
    expect(fileName(undefined, "x.txt", "classroom")).toBe("x.classroom.txt");
    expect(fileName(undefined, "x.txt", "dzn-coords")).toBe("x.coords.dzn");
  });

  it("call a puzzle pasted without a title by its kind and size, in the picture's heading and the files' names", () => {
    const [strimko] = bundled("puzzles/strimko");
    const untitled = { ...strimko.puzzle, title: undefined };
    const n = untitled.size;
    expect(exportTitle(untitled, PASTED)).toBe(`Strimko ${n}×${n}`);
    expect(fileName(exportTitle(untitled, PASTED), PASTED, "svg")).toBe(`Strimko-${n}x${n}.svg`);
    // A title of its own, or a file's name, as before.
    expect(exportTitle({ ...untitled, title: "Monday" }, PASTED)).toBe("Monday");
    expect(exportTitle(untitled, "puzzles/strimko/x.txt")).toBe("x.txt");
  });

  it("end in the kind's extension", () => {
    expect(fileName("a b", "x", "svg")).toBe("a-b.svg");
    expect(fileName(undefined, "dir/x.txt", "json")).toBe("x.json");
    expect(fileName(undefined, "x.txt", "lp")).toBe("x.lp");
  });

  fcTest.prop([fc.option(fc.string({ maxLength: 200, unit: "binary" }), { nil: undefined }), fc.string({ maxLength: 200, unit: "binary" })])(
    "are always a short safe name, whatever the title",
    (title, id) => {
      const base = fileBase(title, id);
      expect(base).toMatch(SAFE);
      expect(base.length).toBeLessThanOrEqual(90);
      expect(base).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
    },
  );

  it("give each format an extension its reader takes back as that format (every bundled puzzle it can hold)", () => {
    const puzzles = ["puzzles/strimko", "puzzles/jigsaw", "puzzles/multi"].flatMap((d) => bundled(d)).slice(0, 60);
    let read = 0;
    for (const { id, puzzle } of puzzles) {
      for (const format of OUTPUT_FORMATS) {
        if (unwritableReason(puzzle, format)) continue;
        const name = fileName(puzzle.title, id, format);
        const back = parsePuzzle(name, writePuzzles([puzzle], format));
        // What every format holds: the shape and the givens (not all keep a title or a solution).
        const expected = writtenBack(puzzle);
        expect([back.size, back.streams, back.givens], `${id} as ${format}`).toEqual([expected.size, expected.streams, expected.givens]);
        read++;
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(Object.keys(EXTENSIONS).sort()).toEqual([...OUTPUT_FORMATS, "lp", "pdf", "png", "svg"].sort());
  });
});

/** A puzzle as the readers give it back: its streams numbered by first cell (writePuzzles numbers them so). */
function writtenBack<T extends { streams: number[][] }>(p: T): T {
  const ids = new Map<number, number>();
  return { ...p, streams: p.streams.map((row) => row.map((s) => ids.get(s) ?? (ids.set(s, ids.size + 1), ids.size))) };
}
