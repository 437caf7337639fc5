/**
 * What a puzzle is, decided once (src/puzzle/kind.ts) for render and the web app (issue 25, defect
 * 1): a generated Strimko whose king-move chains all happen to be orthogonally connected was shown as
 * "6×6, jigsaw" and drawn with region borders. The generator now writes the kind, the text and JSON
 * formats carry it, and a file that says nothing keeps the reading by the streams' shape.
 */
import { describe, expect, it } from "vitest";
import { checkPuzzle, generate, parsePuzzle, parsePuzzles, PuzzleError, renderBoard, writePuzzles } from "../../src/index.js";
import { kindOf, shapeKind } from "../../src/puzzle/kind.js";
import { writeText } from "../../src/puzzle/formats/text.js";
import { boxStreams } from "../../src/puzzle/shapes.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { chooseStyle } from "../../src/render/board.js";
import { puzzleKind } from "../../web/state/puzzle-kind.js";

const circles = (svg: string) => (svg.match(/<circle/g) ?? []).length;

describe("a puzzle's kind", () => {
  it("a generated Strimko whose streams all look like jigsaw regions is shown and drawn as a Strimko", async () => {
    const [g] = await generate({ kind: "strimko", size: 6, seed: "phone" });
    const p = g.puzzle;
    // The trap: by its streams' shape alone it is a jigsaw.
    expect(shapeKind({ ...p, kind: undefined })).toBe("jigsaw");
    expect(p.kind).toBe("strimko");
    expect(kindOf(p)).toBe("strimko");
    expect(chooseStyle(p)).toBe("streams");
    expect(puzzleKind(p)).toBe("Strimko");
    expect(circles(renderBoard(p))).toBe(36);
    // Written and read back, it says so still; a file that says nothing is read by its shape.
    for (const format of ["text", "json"] as const) {
      const back = parsePuzzle(`p.${format === "text" ? "txt" : "json"}`, writePuzzles([p], format));
      expect(back.kind, format).toBe("strimko");
      expect(chooseStyle(back), format).toBe("streams");
    }
    const silent = parsePuzzle("p.txt", writePuzzles([{ ...p, kind: undefined }], "text"));
    expect(silent.kind).toBeUndefined();
    expect(chooseStyle(silent)).toBe("regions");
  }, 60_000);

  it("every generated Strimko of seeds a to j, sizes 5 to 9, is drawn as one (5 of 50 were drawn as jigsaws)", async () => {
    let jigsawShaped = 0;
    for (const seed of "abcdefghij")
      for (let size = 5; size <= 9; size++) {
        const [g] = await generate({ kind: "strimko", size, seed });
        expect(chooseStyle(g.puzzle), `${seed} ${size}`).toBe("streams");
        expect(puzzleKind(g.puzzle)).toBe("Strimko");
        if (shapeKind({ ...g.puzzle, kind: undefined }) === "jigsaw") jigsawShaped++;
      }
    // The case the kind is for is among them.
    expect(jigsawShaped).toBeGreaterThan(0);
  }, 120_000);

  it("each generated kind says what it is, and fits it", async () => {
    for (const kind of ["strimko", "sudoku", "jigsaw", "latin"] as const) {
      const [g] = await generate({ kind, seed: "kinds" });
      expect(g.puzzle.kind).toBe(kind);
      expect(() => checkPuzzle(g.puzzle)).not.toThrow();
      expect(kindOf({ ...g.puzzle, kind: undefined }) === kind || kind === "strimko").toBe(true);
    }
  }, 60_000);

  it("a kind as a person writes it (Strimko, SUDOKU) is read, in text and JSON, and written in lower case", () => {
    const text = parsePuzzle("k.txt", "kind: Strimko\nstreams:\na b\nb a\n");
    expect(text.kind).toBe("strimko");
    const json = parsePuzzle("k.json", JSON.stringify({ size: 4, kind: "SUDOKU", streams: boxStreams(4), givens: boxStreams(4).map((r) => r.map(() => 0)) }));
    expect(json.kind).toBe("sudoku");
    expect(writePuzzles([text], "text")).toContain("kind: strimko\n");
  });

  it("a kind stated in code must fit the streams; a Sudoku's boxes may be numbered in any order", () => {
    const base: Puzzle = { size: 4, streams: boxStreams(4), givens: boxStreams(4).map((row) => row.map(() => 0)) };
    expect(() => checkPuzzle({ ...base, kind: "sudoku" })).not.toThrow();
    const renumbered = base.streams.map((row) => row.map((s) => 5 - s));
    expect(() => checkPuzzle({ ...base, streams: renumbered, kind: "sudoku" })).not.toThrow();
    expect(kindOf({ ...base, streams: renumbered })).toBe("sudoku");
    const rows = base.streams.map((row, r) => row.map(() => r + 1));
    expect(() => checkPuzzle({ ...base, streams: rows, kind: "sudoku" })).toThrow(PuzzleError);
    expect(() => checkPuzzle({ ...base, streams: rows, kind: "sudoku" })).toThrow(
      "not a valid puzzle: the puzzle says kind sudoku, but the streams are not the boxes",
    );
    expect(() => checkPuzzle({ ...base, kind: "crossword" as "strimko" })).toThrow(
      'not a valid puzzle: kind is "crossword"; expected one of strimko, sudoku, jigsaw, latin',
    );
    // A Strimko may have streams of any shape, boxes included.
    expect(chooseStyle({ ...base, kind: "strimko" })).toBe("streams");
  });

  it("a Latin square or a Sudoku may leave its streams out when the file says its kind (text and JSON)", () => {
    const latin = parsePuzzle("l.txt", "kind: latin\ngivens:\n  1 . .\n  . . 1\n  . 1 .\n");
    const latin3 = parsePuzzle("l3.txt", "kind: latin\ngivens:\n1..\n...\n...\n");
    expect(latin.size).toBe(3);
    expect(latin.kind).toBe("latin");
    expect(latin.streams.flat().every((s) => s === 0)).toBe(true);
    expect(latin.givens[1][2]).toBe(1);
    // The same puzzle as the long form (a streams grid of dots) reads it.
    expect(latin).toEqual(parsePuzzle("l2.txt", "kind: latin\nstreams:\n...\n...\n...\ngivens:\n1..\n..1\n.1.\n"));
    // size: alone is an empty square.
    expect(parsePuzzle("e.txt", "kind: latin\nsize: 4\n").givens).toEqual(boxStreams(4).map((r) => r.map(() => 0)));
    // The text writer writes it so, and reads it back the same; without the kind, with its dots.
    const written = writePuzzles([latin], "text");
    expect(written).not.toContain("streams:");
    expect(parsePuzzle("w.txt", written)).toEqual(latin);
    expect(writePuzzles([{ ...latin, kind: undefined }], "text")).toContain("streams:\n  . . .\n");
    // The text writer never drops a stream, whatever the kind says (the public writer refuses it).
    expect(
      writeText({
        ...latin,
        streams: [
          [1, 1, 1],
          [0, 0, 0],
          [0, 0, 0],
        ],
      }),
    ).toContain("streams:\n  a a a\n");
    const sudoku = parsePuzzle("s.txt", "kind: Sudoku\ngivens:\n1...\n..1.\n....\n....\n");
    expect(sudoku.streams).toEqual(boxStreams(4));
    expect(kindOf({ ...sudoku, kind: undefined })).toBe("sudoku");
    const json = parsePuzzle(
      "l.json",
      JSON.stringify({
        size: 3,
        kind: "latin",
        givens: [
          [1, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
      }),
    );
    expect(json.streams.flat().every((s) => s === 0)).toBe(true);
    expect(parsePuzzle("s.json", JSON.stringify({ size: 4, kind: "sudoku" })).streams).toEqual(boxStreams(4));
    // JSON without "size": the first grid's rows tell it, as in the text format.
    expect(
      parsePuzzle(
        "n.json",
        JSON.stringify({
          kind: "latin",
          givens: [
            [1, 0, 0],
            [0, 0, 0],
            [0, 0, 0],
          ],
        }),
      ),
    ).toEqual(json);
    expect(
      parsePuzzle(
        "m.json",
        JSON.stringify({
          streams: [
            [1, 1],
            [2, 2],
          ],
        }),
      ).size,
    ).toBe(2);
    // Keys in any case, as kinds.
    expect(parsePuzzle("K.txt", "Kind: Latin\nGivens:\n1..\n...\n...\n")).toEqual(latin3);
  });

  it("without streams and without a kind that implies them, one error says what to write", () => {
    const error = (name: string, text: string) => parsePuzzles(name, text)[0].error?.message;
    expect(error("n.txt", "givens:\n1..\n...\n...\n")).toBe(
      'n.txt:1:1: expected a "streams:" grid (a Latin square or a Sudoku may leave it out with "kind: latin" or "kind: sudoku")',
    );
    expect(error("j.txt", "kind: jigsaw\ngivens:\n1..\n...\n...\n")).toContain('expected a "streams:" grid');
    expect(error("z.txt", "kind: latin\n")).toBe('z.txt:1:7: expected a "givens:" grid (or "size:") to tell the size');
    expect(error("six.txt", "kind: sudoku\ngivens:\n" + "......\n".repeat(6))).toBe(
      "six.txt:1:7: a Sudoku's boxes need a square size (1, 4, 9, 16, ...), found 6; write its boxes as streams, with kind jigsaw or no kind",
    );
    expect(error("n.json", '{"size": 3}')).toBe(
      'n.json:1:1: expected a "streams" key (a Latin square or a Sudoku may leave it out with "kind": "latin" or "sudoku")',
    );
    expect(error("six.json", '{"size": 6, "kind": "sudoku"}')).toMatch(/^six\.json:1:\d+: a Sudoku's boxes need a square size/);
    // Without streams or size, n is the first givens row's cells: a row left out, a stray line
    // after the grid, are said as such (from a user's trial, where they blamed row 1).
    expect(error("r.txt", "kind: latin\ngivens:\n  1 . . .\n  . 2 1 .\n  . 3 . .\n")).toBe('r.txt:2:1: "givens" has 3 rows; expected 4');
    expect(error("x.txt", "kind: latin\ngivens:\n  1 . . .\n  . 2 1 .\n  . 3 . .\n  . . . 2\nAnswer below\n")).toBe('x.txt:7:1: "givens" has more than 4 rows');
    expect(error("s8.txt", "kind: sudoku\ngivens:\n" + ".........\n".repeat(8))).toBe('s8.txt:2:1: "givens" has 8 rows; expected 9');
    // A typo in row 1, or box bars drawn in every row, is the row at fault (a reviewer's trial).
    expect(error("t.txt", "kind: latin\ngivens:\n1 2 3\n. . . .\n. . . .\n. . . .\n")).toBe('t.txt:3:6: row 1 of "givens" has 3 cells; expected 4');
    const bars = ["5 3 . | . 7 . | . . ."].concat(new Array(8).fill(". . . | . . . | . . ."));
    expect(error("b.txt", "kind: sudoku\ngivens:\n" + bars.join("\n") + "\n")).toBe('b.txt:3:19: row 1 of "givens" has 11 cells; expected 9');
    expect(error("o.txt", "kind: latin\ngivens:\n1\n.\n")).toBe('o.txt:4:1: "givens" has more than 1 row');
    // A line of more than three dashes separates puzzles too.
    const two = parsePuzzles("two.txt", "kind: latin\ngivens:\n1..\n...\n...\n-----\nkind: latin\ngivens:\n.1.\n...\n...\n");
    expect(two.map((e) => e.error?.message ?? e.puzzle?.givens[0].join(""))).toEqual(["100", "010"]);
    // A 6x6 Sudoku's 2x3 boxes: written as streams, it is a jigsaw here, and the errors say so.
    expect(error("six2.txt", "kind: sudoku\nstreams:\n" + ["aaabbb", "aaabbb", "cccddd", "cccddd", "eeefff", "eeefff"].join("\n") + "\n")).toBe(
      'six2.txt:1:7: the puzzle says kind sudoku, but a Sudoku\'s boxes need a square size (1, 4, 9, 16, ...), found 6; write "kind: jigsaw" or no kind',
    );
    expect(parsePuzzle("six3.txt", "kind: jigsaw\nstreams:\n" + ["aaabbb", "aaabbb", "cccddd", "cccddd", "eeefff", "eeefff"].join("\n") + "\n").kind).toBe(
      "jigsaw",
    );
    // A given that clashes is still found, at its line and column.
    expect(error("c.txt", "kind: latin\ngivens:\n1 . 1\n. . .\n. . .\n")).toBe("c.txt:3:5: given 1 appears twice in row 1 (also at 3:1)");
  });
});
