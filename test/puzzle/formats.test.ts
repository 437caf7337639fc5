/** JSON, Sudoku (lines and grids), MiniZinc data and the classroom format, read against the same puzzles. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat, parsePuzzle, parsePuzzles, writePuzzles } from "../../src/index.js";
import { boxStreams } from "../../src/puzzle/shapes.js";
import { ROOT } from "../helpers.js";

const set068 = parsePuzzle("068.txt", readFileSync(join(ROOT, "puzzles/strimko/hakank-068.txt"), "utf8"));

describe("JSON", () => {
  it("reads the DESIGN shape, 0 = empty / no stream", () => {
    const p = parsePuzzle("p.json", '{"size": 2, "streams": [[1, 0], [0, 1]], "givens": [[0, 2], [0, 0]], "title": "t"}');
    expect(p).toEqual({
      size: 2,
      streams: [
        [1, 0],
        [0, 1],
      ],
      givens: [
        [0, 2],
        [0, 0],
      ],
      title: "t",
    });
  });

  it("renumbers stream ids by first appearance", () => {
    const p = parsePuzzle("p.json", '{"size": 2, "streams": [[7, 7], [3, 3]]}');
    expect(p.streams).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("reads an array as a collection", () => {
    const entries = parsePuzzles("set.json", '[{"size": 1, "streams": [[1]]}, {"size": 1, "streams": [[0]]}]');
    expect(entries.map((e) => e.id)).toEqual(["set.json#1", "set.json#2"]);
  });
});

describe("Sudoku lines", () => {
  it("reads 4x4, 9x9, 16x16 and 25x25 with box streams", () => {
    for (const n of [4, 9, 16, 25]) {
      const p = parsePuzzle("s.sdk", ".".repeat(n * n));
      const b = Math.sqrt(n);
      expect(p.size).toBe(n);
      expect(p.streams[b][b]).toBe(b + 2);
      expect(new Set(p.streams.flat()).size).toBe(n);
    }
  });

  it("reads 0 and . as empty, and A = 10 ... P = 25 in either case", () => {
    const line = "123456789ABCDEFGHIJKLMNOP" + "0.".repeat(300);
    const p = parsePuzzle("s.sdk", line);
    expect(p.givens[0]).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(
      p.givens
        .slice(1)
        .flat()
        .every((v) => v === 0),
    ).toBe(true);
    expect(parsePuzzle("s.sdk", line.toLowerCase())).toEqual(p);
  });

  it("gives each line of a collection its own id and skips comments", () => {
    const entries = parsePuzzles("set.txt", "# two puzzles\n" + ".".repeat(81) + "\n\n" + "1" + ".".repeat(80) + "\n");
    expect(entries.map((e) => e.id)).toEqual(["set.txt:2", "set.txt:4"]);
  });

  it("is detected from content in a .txt file", () => {
    expect(detectFormat("top95.txt", ".".repeat(81) + "\n")).toBe("sudoku");
  });
});

describe("a large JSON collection", () => {
  it("of 6,000 9x9 puzzles with streams and givens is read (a first cap on tokens refused it)", () => {
    const boxes = boxStreams(9);
    const one = JSON.stringify({ size: 9, streams: boxes, givens: boxes.map((row) => row.map(() => 0)) });
    const entries = parsePuzzles("big.json", `[${Array(6000).fill(one).join(",")}]`);
    expect(entries).toHaveLength(6000);
    expect(entries.every((e) => e.puzzle?.size === 9)).toBe(true);
  });
});

describe("Sudoku in the layouts of published collections", () => {
  // Project Euler's first grid, with its solution, written the ways collections write it.
  const rows = ["003020600", "900305001", "001806400", "008102900", "700000008", "006708200", "002609500", "800203009", "005010300"];
  const solved = ["483921657", "967345821", "251876493", "548132976", "729564138", "136798245", "372689514", "814253769", "695417382"];
  const line = rows.join("");
  const expected = parsePuzzle("s.sdk", line);
  const givens = (text: string, name = "set.txt") => parsePuzzles(name, text).map((e) => e.puzzle?.givens ?? e.error?.message);
  const asGrid = (sep: (r: string) => string) => rows.map(sep).join("\n") + "\n";
  const norvig = rows
    .map(
      (r, i) =>
        [0, 3, 6]
          .map((k) =>
            r
              .slice(k, k + 3)
              .replace(/0/g, ".")
              .split("")
              .join(" "),
          )
          .join(" | ") + (i === 2 || i === 5 ? "\n------+-------+------" : ""),
    )
    .join("\n");

  it.each([
    ["other empty characters: * _ -", line.replace(/0/g, "*") + "\n" + line.replace(/0/g, "_") + "\n" + line.replace(/0/g, "-") + "\n", 3],
    ["a line with a rating and a comment after the puzzle", `${line}  # 9.9 SE\n${line};ED=7.1\n`, 2],
    ["sudoku-exchange's bank: hash, puzzle, rating", `0000183b3c00  ${line}  1.2\n`, 1],
    ["Project Euler's file: a title line, then nine rows", "Grid 01\n" + asGrid((r) => r) + "Grid 02\n" + asGrid((r) => r), 2],
    ["nine rows with spaces between cells", asGrid((r) => r.split("").join(" ")), 1],
    ["Norvig's grids: spaces, bars and rules between the boxes", norvig + "\n\n" + norvig + "\n", 2],
    ["double-spaced grids: a blank line after each row, two between grids", asGrid((r) => r + "\n") + "\n" + asGrid((r) => r.split("").join(" ") + "\n"), 2],
    [
      "double-spaced grids with titles, bars and rules",
      "Grid 01\n" + norvig.replace(/\n/g, "\n\n") + "\n\nGrid 02\n\n" + norvig.replace(/\n/g, "\n\n") + "\n",
      2,
    ],
  ])("%s", (_, text, count) => {
    expect(detectFormat("set.txt", text)).toBe("sudoku");
    expect(givens(text)).toEqual(Array(count).fill(expected.givens));
  });

  it("takes a CSV header and a solution column (Kaggle's sets) and checks the solution", () => {
    const entries = parsePuzzles("k.csv", `quizzes,solutions\n${line},${solved.join("")}\n${line},${solved.join("")}\n`);
    expect(entries.map((e) => e.id)).toEqual(["k.csv:2", "k.csv:3"]);
    expect(entries[0].puzzle).toEqual({ ...expected, solution: solved.map((r) => r.split("").map(Number)) });
    const wrong = solved.join("").replace(/^4/, "5");
    expect(parsePuzzles("k.csv", `quizzes,solutions\n${line},${wrong}\n`)[0].error?.message).toMatch(/^k\.csv:2:90: the solution repeats 5 /);
  });

  it("names grids #1, #2 ... and takes a title line as the next grid's title", () => {
    const entries = parsePuzzles("e.txt", "Grid 01\n" + asGrid((r) => r) + "\nGrid 02\n" + asGrid((r) => r));
    expect(entries.map((e) => [e.id, e.puzzle?.title])).toEqual([
      ["e.txt#1", "Grid 01"],
      ["e.txt#2", "Grid 02"],
    ]);
  });

  it("reads what the review found misread: box-spaced rows, rows of '-', number titles, a spaced CSV header", () => {
    const boxSpaced = asGrid((r) => `${r.slice(0, 3)} ${r.slice(3, 6)} ${r.slice(6)}`);
    expect(detectFormat("g.txt", boxSpaced)).toBe("sudoku");
    expect(givens(boxSpaced)).toEqual([expected.givens]);
    // A row with every cell empty, written with "-", is a row and not a rule between boxes.
    const dashRow = ["---------", ...rows.slice(1)].join("\n") + "\n";
    const withDashes = parsePuzzles("d.txt", dashRow + dashRow);
    expect(withDashes.map((e) => e.puzzle?.givens[0])).toEqual([Array(9).fill(0), Array(9).fill(0)]);
    expect(givens("1\n" + asGrid((r) => r) + "2\n" + asGrid((r) => r))).toEqual([expected.givens, expected.givens]);
    expect(givens(`quizzes, solutions\n${line}, ${solved.join("")}\n`, "k.csv")).toEqual([expected.givens]);
    // A comment word as long as a 4x4 puzzle after a 4x4 puzzle is not its solution.
    expect(parsePuzzles("f.txt", "1234341221434321 SudokuCollection\n")[0].puzzle?.solution).toBeUndefined();
  });

  it("reports a bad puzzle field rather than taking the next field (the solution) for the puzzle", () => {
    const entries = parsePuzzles("k.csv", `quizzes,solutions\n${line.slice(1)},${solved.join("")}\n${line.replace("3", "?")},${solved.join("")}\n`);
    expect(entries.map((e) => e.error?.message)).toEqual([
      "k.csv:2:1: a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has 80",
      'k.csv:3:3: expected a value 1-9, or "." for empty, found "?"',
    ]);
  });

  it("reports cells after the last grid (a lost grid, or another format), and reads other text there as a footer", () => {
    // Cells after the last grid, too few for a row: a grid was lost (a whole row starts a grid of
    // its own, reported as short).
    const lost = "1\n" + asGrid((r) => r) + "\n12\n";
    expect(givens(lost)).toEqual([expected.givens, "set.txt:12:1: these cells belong to no 9x9 grid: expected 9 rows of 9 cells"]);
    // Strimko text that only began like a 4x4 grid: its sections are not silently dropped.
    const misread = "1 . . .\n. . . .\n. . . .\n. . . .\n\nsolution:\n  12\ngivens: x y z\n";
    expect(parsePuzzles("m.txt", misread).at(-1)?.error?.message).toBe("m.txt:7:3: these cells belong to no 4x4 grid: expected 4 rows of 4 cells");
    // A footer of words is not a puzzle, and the one grid keeps the file's name.
    for (const end of ["Rating: hard\n(c) 2024 someone\n", "***\n", "...\n", "END\n", "3\n"]) {
      const footer = parsePuzzles("f.txt", "Grid 01\n" + asGrid((r) => r) + end);
      expect(
        footer.map((e) => [e.id, e.puzzle?.givens]),
        end,
      ).toEqual([["f.txt", expected.givens]]);
    }
  });

  it("knows Sudoku lines by the second line when the first is not a puzzle, and says what is wrong with the first", () => {
    const text = `Top puzzles\n${line}\n${line.replace("3", "%")}\n`;
    expect(detectFormat("t.txt", text)).toBe("sudoku");
    expect(givens(text, "t.txt")).toEqual([
      't.txt:1:1: expected a Sudoku line of 16, 81, 256 or 625 cells (n = 4, 9, 16, 25), found "Top puzzles"',
      expected.givens,
      't.txt:3:3: expected a value 1-9, or "." for empty, found "%"',
    ]);
  });

  it("reports a grid with a row too few, or a row of the wrong length, once, where it is", () => {
    const short = "Grid 01\n" + rows.slice(0, 8).join("\n") + "\nGrid 02\n" + asGrid((r) => r);
    expect(givens(short)).toEqual(["set.txt:2:1: a 9x9 Sudoku grid has 9 rows; this one has 8", expected.givens]);
    const ragged = "Grid 01\n" + [rows[0], rows[1].slice(1), ...rows.slice(2)].join("\n") + "\n";
    expect(givens(ragged)).toEqual(["set.txt:3:9: a row of this 9x9 Sudoku grid has 9 cells; this one has 8"]);
    // Boxed grids (a rule after every row) with a row lost: the blank line still ends the grid,
    // which takes no row of the next one.
    const rule = "+-+-+-+-+-+-+-+-+-+";
    const boxed = (rs: string[]) => [rule, ...rs.flatMap((r) => [`|${r.split("").join("|")}|`, rule])].join("\n");
    expect(givens(boxed(rows.slice(0, 8)) + "\n\n" + boxed(rows) + "\n")).toEqual([
      "set.txt:2:2: a 9x9 Sudoku grid has 9 rows; this one has 8",
      expected.givens,
    ]);
    expect(givens(boxed(rows) + "\n\n" + boxed(rows) + "\n")).toEqual([expected.givens, expected.givens]);
    // Double-spaced, a row lost: one error for the grid, not one for each row.
    expect(givens(rows.slice(0, 8).join("\n\n") + "\n")).toEqual(["set.txt:1:1: a 9x9 Sudoku grid has 9 rows; this one has 8"]);
    // A blank line inside a grid written without them elsewhere still ends it.
    expect(givens([...rows.slice(0, 4), "", ...rows.slice(4)].join("\n") + "\n")).toEqual([
      "set.txt:1:1: a 9x9 Sudoku grid has 9 rows; this one has 4",
      "set.txt:6:1: a 9x9 Sudoku grid has 9 rows; this one has 5",
    ]);
  });
});

describe("MiniZinc data", () => {
  const grid = `% Strimko Weekly Set 068
n = 4;
streams = array2d(1..n, 1..n, [
  1,2,2,4,
  2,1,4,2,
  3,4,1,3,
  4,3,3,1
]);
num_placed = 3;
placed = array2d(1..num_placed, 1..3, [
  2,2,3,
  2,3,2,
  3,3,1
]);
`;
  // The coordinate style of the same puzzle, as in the MiniZinc post.
  const coords = `% Strimko Set 068
n = 4;
streams = array2d(1..n, 1..n*2, [
  1,1, 2,2, 3,3, 4,4,
  2,1, 1,2, 1,3, 2,4,
  3,1, 4,2, 4,3, 3,4,
  4,1, 3,2, 2,3, 1,4
]);
num_placed = 3;
placed = array2d(1..num_placed, 1..3, [
  2,2,3,
  2,3,2,
  3,3,1
]);
`;

  it("reads the stream-id grid style", () => {
    const p = parsePuzzle("strimko2_068.dzn", grid);
    expect(p.title).toBe("Strimko Weekly Set 068");
    expect(p.streams).toEqual(set068.streams);
    expect(p.givens).toEqual(set068.givens);
  });

  it("reads the coordinate-pair style to the same puzzle", () => {
    const p = parsePuzzle("strimko_068.dzn", coords);
    expect(p.streams).toEqual(set068.streams);
    expect(p.givens).toEqual(set068.givens);
  });

  it("reads [| |] literals and definitions in any order", () => {
    const p = parsePuzzle("p.dzn", "streams = [| 1,1 | 2,2 |];\nplaced = [| 1,1,2 |];\nn = 2;\n");
    expect(p).toEqual({
      size: 2,
      streams: [
        [1, 1],
        [2, 2],
      ],
      givens: [
        [2, 0],
        [0, 0],
      ],
    });
  });
});

describe("classroom format", () => {
  const file = readFileSync(join(ROOT, "test/fixtures/classroom/4_1.txt"), "utf8");
  const board = parsePuzzle("dlthompson-4_1.txt", readFileSync(join(ROOT, "puzzles/strimko/dlthompson-4_1.txt"), "utf8"));

  it("reads the base code's input file: (column, row) coordinates, stream disjunctions last", () => {
    expect(detectFormat("4_1.txt", file)).toBe("classroom");
    const p = parsePuzzle("4_1.txt", file);
    expect(p.streams).toEqual(board.streams);
    expect(p.givens).toEqual(board.givens);
  });

  it("writes the row, column and cell disjunctions in the base code's order", () => {
    const written = writePuzzles([board], "classroom").trim().split("\n");
    const original = file.trim().split("\n");
    expect(written[0]).toBe(original[0]);
    expect(written.slice(1, 49)).toEqual(original.slice(1, 49));
    // Stream disjunctions list the same cells, perhaps in another order.
    const cells = (line: string) =>
      line
        .split(" ")
        .join(",")
        .match(/\d+,\d+,\d+/g)!
        .sort();
    expect(written.slice(49, 65).map(cells)).toEqual(original.slice(49, 65).map(cells));
  });
});

describe("sizes", () => {
  // A 36x36 Sudoku (6x6 boxes, n streams of n cells): the largest published size we know of.
  const n = 36;
  const boxes = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor(r / 6) * 6 + Math.floor(c / 6) + 1));
  const givens = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r === c ? ((r * 7) % n) + 1 : 0)));
  const big = parsePuzzle("big.json", JSON.stringify({ size: n, streams: boxes, givens }));

  it.each(["text", "json", "dzn", "dzn-coords", "classroom"] as const)("reads and writes 36 x 36 as %s", (format) => {
    expect(parsePuzzle(`big.${format}`, writePuzzles([big], format), format === "dzn-coords" ? "dzn" : format)).toEqual(big);
  });

  it.each([
    ["text", "size: 65\nstreams:\n a\n", "t.text:1:7: size 65 is too large; the largest supported is 64"],
    ["json", '{"size": 65, "streams": []}', "t.json:1:10: size 65 is too large; the largest supported is 64"],
    ["dzn", "n = 65;\nstreams = [];\n", "t.dzn:1:5: size 65 is too large; the largest supported is 64"],
    ["classroom", "65 12675 0\n", "t.classroom:1:1: size 65 is too large; the largest supported is 64"],
  ] as const)("says where a size above 64 is, in %s", (format, text, message) => {
    expect(parsePuzzles(`t.${format}`, text, format)[0].error?.message).toBe(message);
  });

  it("reads n = 1", () => {
    expect(parsePuzzle("one.txt", "streams:\n a\ngivens:\n 1\n")).toEqual({ size: 1, streams: [[1]], givens: [[1]] });
  });
});
