/**
 * Pictures: golden SVGs (a change to the drawing shows up as a diff), and the
 * drawing rules checked on every bundled Strimko and jigsaw: one circle per
 * cell, each stream's links a spanning tree of 8-adjacent cells, touching
 * streams in different colours, and no way for a puzzle file to add markup.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, type Puzzle } from "../../src/index.js";
import { boardModel, chooseStyle, paletteColour, renderBoard, streamCells, touchingStreams } from "../../src/render/board.js";
import { svgToPng } from "../../src/render/png.js";
import { loadEntries, ROOT, textPuzzle } from "../helpers.js";

const GOLDEN = join(ROOT, "test/fixtures/golden");
const read = (path: string) => parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));

/** The attributes of every element of a tag in an SVG we made (attributes are always double-quoted there). */
function elements(svg: string, tag: string, cls: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(new RegExp(`<${tag} class="${cls}"([^>]*)/?>`, "g"))) {
    out.push(Object.fromEntries([...m[1].matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
  }
  return out;
}

describe("golden SVGs", () => {
  const cases: [string, string, boolean][] = [
    ["hakank-068.svg", "puzzles/strimko/hakank-068.txt", false],
    ["dlthompson-5_10.solution.svg", "puzzles/strimko/dlthompson-5_10.txt", true],
    ["janko-chaos-110_6x6.svg", "puzzles/jigsaw/janko-chaos-110_6x6.txt", false],
  ];
  it.each(cases)("%s", (golden, path, solved) => {
    const p = read(path);
    const svg = renderBoard(p, { title: p.title, solution: solved ? p.solution : undefined });
    const file = join(GOLDEN, golden);
    if (process.env.UPDATE_GOLDEN) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, svg);
    }
    expect(svg).toBe(readFileSync(file, "utf8"));
  });
});

/** Checks the stream drawing rules on one puzzle's SVG. */
function checkStreams(id: string, p: Puzzle, svg: string) {
  const n = p.size;
  const circles = elements(svg, "circle", "cell");
  expect(circles, id).toHaveLength(n * n);
  expect(new Set(circles.map((c) => c["data-cell"])).size, id).toBe(n * n);
  const links = elements(svg, "line", "link");
  const colourOf = new Map<number, string>();
  for (const [s, cells] of streamCells(p)) {
    const mine = links.filter((l) => Number(l["data-stream"]) === s);
    // A spanning tree: |cells| - 1 links between cells of the stream, joining them all.
    expect(mine, `${id} stream ${s}`).toHaveLength(cells.length - 1);
    const parent = new Map(cells.map(([r, c]) => [`${r + 1},${c + 1}`, `${r + 1},${c + 1}`]));
    const find = (k: string): string => (parent.get(k) === k ? k : find(parent.get(k)!));
    for (const l of mine) {
      expect(parent.has(l["data-from"]) && parent.has(l["data-to"]), `${id}: a link leaves stream ${s}`).toBe(true);
      const [r1, c1] = l["data-from"].split(",").map(Number);
      const [r2, c2] = l["data-to"].split(",").map(Number);
      // Every bundled stream is 8-connected, so every link joins 8-adjacent cells and none is dashed.
      expect(Math.max(Math.abs(r1 - r2), Math.abs(c1 - c2)), `${id} stream ${s}`).toBe(1);
      expect(l["stroke-dasharray"]).toBeUndefined();
      parent.set(find(l["data-from"]), find(l["data-to"]));
      colourOf.set(s, l.stroke);
    }
    expect(new Set(cells.map(([r, c]) => find(`${r + 1},${c + 1}`))).size, `${id} stream ${s} is one tree`).toBe(1);
    for (const [r, c] of cells) expect(circles.find((x) => x["data-cell"] === `${r + 1},${c + 1}`)!.stroke).toBe(boardModel(p).colours[s]);
  }
  for (const [s, others] of touchingStreams(p)) {
    for (const t of others) expect(boardModel(p).colours[s], `${id}: streams ${s} and ${t} touch`).not.toBe(boardModel(p).colours[t]);
  }
}

describe("the Strimko look on every bundled Strimko", () => {
  const entries = loadEntries("puzzles/strimko");
  it("is chosen for every Strimko except the plain Sudoku", () => {
    const regions = entries.filter((e) => chooseStyle(e.puzzle!) === "regions").map((e) => e.puzzle!.title);
    expect(regions).toEqual(["farhan-y-9x9-sudoku"]);
  });
  it("draws one circle per cell and each stream as a spanning tree of 8-adjacent cells, touching streams apart", () => {
    for (const { id, puzzle } of entries) checkStreams(id, puzzle!, renderBoard(puzzle!, { style: "streams" }));
  });
  it("gives touching streams different colours on the jigsaw corpus too", () => {
    for (const { id, puzzle } of loadEntries("puzzles/jigsaw")) checkStreams(id, puzzle!, renderBoard(puzzle!, { style: "streams" }));
  });
  it("crossing streams differ: the two diagonals of hakank-068's centre", () => {
    const m = boardModel(read("puzzles/strimko/hakank-068.txt"));
    const at = (r: number, c: number) => m.cells.find((x) => x.row === r && x.col === c)!.colour;
    // (2,2)-(3,3) is stream a, (2,3)-(3,2) stream c: their links cross.
    expect(at(2, 2)).not.toBe(at(2, 3));
  });
});

describe("streams whose cells are not 8-connected", () => {
  const p = textPuzzle("streams:\n a . a\n . . .\n a b b\ngivens:\n . . .\n . . .\n . . .\n");
  it("join their parts with dashed links: still one tree", () => {
    const links = boardModel(p).links.filter((l) => l.stream === 1);
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.dashed)).toBe(true);
    expect(boardModel(p).links.filter((l) => l.stream === 2)).toMatchObject([{ from: [3, 2], to: [3, 3], dashed: false }]);
  });
  it("never link cells in the order a file lists them, but by distance (a branching stream is a tree, not a path)", () => {
    const plus = textPuzzle("streams:\n . a . . .\n a a a . .\n . a . . .\n . . . . .\n . . . . .\ngivens:\n .....\n .....\n .....\n .....\n .....\n");
    const links = boardModel(plus, { style: "streams" }).links;
    expect(links).toHaveLength(4);
    // Listed row by row the cells would run (1,2)-(2,1)-(2,2)-(2,3)-(3,2); the tree joins the centre to all four arms.
    expect(links.every((l) => [l.from, l.to].some(([r, c]) => r === 2 && c === 2))).toBe(true);
  });
});

describe("the grid look", () => {
  it("is chosen for Sudoku, jigsaw and a Latin square, with thick borders exactly between regions", () => {
    const jig = read("puzzles/jigsaw/janko-chaos-110_6x6.txt");
    expect(chooseStyle(jig)).toBe("regions");
    expect(chooseStyle(read("puzzles/multi/latin-3x3.dzn"))).toBe("regions");
    expect(chooseStyle(read("puzzles/strimko/hakank-068.txt"))).toBe("streams");
    const m = boardModel(jig);
    // Inner edges between different regions, counted from the puzzle, plus the 4 sides of the frame.
    let between = 0;
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 6; c++) {
        if (c < 5 && jig.streams[r][c] !== jig.streams[r][c + 1]) between++;
        if (r < 5 && jig.streams[r][c] !== jig.streams[r + 1][c]) between++;
      }
    expect(m.thick).toHaveLength(between + 4);
    // The thin lines cover every other inner edge, a line per run of them along a grid line (not
    // one per edge: a 64×64 Latin square's 8,064 were the bulk of the web app's picture): no thin
    // line ends where another on its grid line starts.
    const edges = (s: { x1: number; y1: number; x2: number; y2: number }) => Math.round((s.x2 - s.x1 + s.y2 - s.y1) / m.pitch);
    expect(m.thin.reduce((sum, s) => sum + edges(s), 0)).toBe(2 * 6 * 5 - between);
    const starts = new Set(m.thin.map((s) => `${s.x1 === s.x2 ? "|" : "-"}${s.x1},${s.y1}`));
    expect(m.thin.filter((s) => starts.has(`${s.x1 === s.x2 ? "|" : "-"}${s.x2},${s.y2}`))).toEqual([]);
    // A Latin square: a plain grid, n - 1 lines each way across the whole board.
    const latin = boardModel(read("puzzles/multi/latin-3x3.dzn"));
    expect(latin.thin.map(edges)).toEqual([3, 3, 3, 3]);
    expect(elements(renderBoard(jig), "rect", "cell")).toHaveLength(36);
  });
});

describe("values", () => {
  it("draws givens bold and solved values lighter", () => {
    const p = read("puzzles/strimko/hakank-068.txt");
    const svg = renderBoard(p, {
      solution: p.solution ?? [
        [4, 2, 3, 1],
        [1, 3, 2, 4],
        [2, 4, 1, 3],
        [3, 1, 4, 2],
      ],
    });
    const texts = [...svg.matchAll(/<text class="value( given| solved)?" data-cell="(\d+),(\d+)"[^>]*>(\d*)<\/text>/g)];
    expect(texts).toHaveLength(16);
    expect(texts.filter((t) => t[1] === " given").map((t) => t[4])).toEqual(["3", "2", "1"]);
    expect(texts.filter((t) => t[1] === " solved")).toHaveLength(13);
    expect(svg).toMatch(/class="value given"[^>]*font-weight="bold"/);
    expect(svg).not.toMatch(/class="value solved"[^>]*font-weight/);
  });
});

describe("nothing in a puzzle file becomes markup", () => {
  const evil = ["</text><script>alert(1)</script>", '"><image href="http://example.com/x.png"/>', "&amp; <![CDATA[ x ]]> <!-- c -->"];
  it.each(evil)("title %s", (title) => {
    const p = textPuzzle(`title: ${title}\nstreams:\n ab\n ba\ngivens:\n 1.\n ..\n`);
    const svg = renderBoard(p, { title: p.title });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<image");
    expect(svg).not.toContain("<![CDATA[");
    expect(svg).not.toContain("<!-- c");
    // Only our own elements: the tags that appear are the template's.
    expect(new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]))).toEqual(new Set(["svg", "title", "rect", "text", "g", "line", "circle"]));
    expect(svg).toContain(title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&#34;"));
  });
});

describe("a long title", () => {
  it("is cut to the board's width, so that the picture does not grow with it", () => {
    const p = read("puzzles/strimko/hakank-068.txt");
    const short = boardModel(p, { title: "068" });
    const long = boardModel(p, { title: "Long ".repeat(20_000) });
    expect(long.width).toBeLessThanOrEqual(48 * 11 + 2 * 16);
    expect(long.height).toBe(short.height);
    expect([...long.title]).toHaveLength(48);
    expect(long.title.endsWith("…")).toBe(true);
    // A title that fits is drawn whole.
    expect(short.title).toBe("068");
  });
});

describe("palette", () => {
  it("stays distinct past its nine colours", () => {
    const colours = Array.from({ length: 30 }, (_, k) => paletteColour(k));
    expect(new Set(colours).size).toBe(30);
  });
});

describe("PNG", () => {
  it("is a PNG twice the SVG's size", () => {
    const p = read("puzzles/strimko/hakank-068.txt");
    const m = boardModel(p, { title: "068" });
    const png = svgToPng(renderBoard(p, { title: "068" }));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2 * m.width, 2 * m.height]);
  });
});
