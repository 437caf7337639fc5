/**
 * read(write(p)) = p for every format, on random puzzles: random stream
 * partitions (short streams and cells in no stream included), clash-free givens
 * from a random Latin square, metadata where the format keeps it.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { loadEntries } from "../helpers.js";
import { parsePuzzle, parsePuzzles, unwritableReason, writePuzzles, type OutputFormat, type Puzzle } from "../../src/index.js";
import { boxStreams } from "../../src/puzzle/shapes.js";

/** A random Latin square: the cyclic one with rows, columns and symbols permuted. */
const latinSquare = (n: number) =>
  fc
    .tuple(
      fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    )
    .map(([rows, cols, syms]) => rows.map((r) => cols.map((c) => syms[(r + c) % n] + 1)));

const text = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((s) => s.replace(/[\r\n\u0000-\u001f\u007f\ufffd]/g, "x").trim())
  .filter((s) => s !== "");

/** Keeps the givens that do not repeat a value inside a stream (rows and columns cannot, being from a Latin square). */
function clashFree(streams: number[][], square: number[][], keep: boolean[]): number[][] {
  const seen = new Set<string>();
  return square.map((row, r) =>
    row.map((v, c) => {
      const k = r * row.length + c;
      const s = streams[r][c];
      if (!keep[k] || (s !== 0 && seen.has(`${s}:${v}`))) return 0;
      if (s !== 0) seen.add(`${s}:${v}`);
      return v;
    }),
  );
}

/** Through JSON, so streams come out numbered the way every reader numbers them. */
function normalized(p: Puzzle): Puzzle {
  return parsePuzzle("p.json", JSON.stringify(p), "json");
}

function capStreams(n: number, ids: number[]): number[][] {
  const counts = new Map<number, number>();
  const capped = ids.map((s) => {
    if (s === 0) return 0;
    const k = (counts.get(s) ?? 0) + 1;
    counts.set(s, k);
    return k > n ? 0 : s;
  });
  return Array.from({ length: n }, (_, r) => capped.slice(r * n, r * n + n));
}

const anyPuzzle = fc
  .integer({ min: 1, max: 12 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      ids: fc.array(fc.integer({ min: 0, max: n + 2 }), { minLength: n * n, maxLength: n * n }),
      square: latinSquare(n),
      keep: fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
      title: fc.option(text, { nil: undefined }),
      source: fc.option(text, { nil: undefined }),
    }),
  )
  .map(({ n, ids, square, keep, title, source }) => {
    const streams = capStreams(n, ids);
    const p: Puzzle = { size: n, streams, givens: clashFree(streams, square, keep) };
    if (title) p.title = title;
    if (source) p.source = source;
    return normalized(p);
  });

/** Puzzles whose grid is split into n streams of n cells (what the coordinate style and the classroom format need). */
const fullStreamPuzzle = fc
  .integer({ min: 1, max: 9 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      order: fc.shuffledSubarray([...Array(n * n).keys()], { minLength: n * n, maxLength: n * n }),
      square: latinSquare(n),
      keep: fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
    }),
  )
  .map(({ n, order, square, keep }) => {
    const flat = new Array<number>(n * n);
    order.forEach((cell, k) => (flat[cell] = Math.floor(k / n) + 1));
    const streams = Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));
    return normalized({ size: n, streams, givens: clashFree(streams, square, keep) });
  });

const sudokuPuzzle = fc
  .constantFrom(4, 9)
  .chain((n) => fc.record({ n: fc.constant(n), keep: fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }), square: latinSquare(n) }))
  .map(({ n, keep, square }) => {
    const streams = boxStreams(n);
    return normalized({ size: n, streams, givens: clashFree(streams, square, keep) });
  });

function roundTrip(p: Puzzle, format: OutputFormat): Puzzle {
  return parsePuzzle(`p.${format}`, writePuzzles([p], format), format === "dzn-coords" ? "dzn" : format);
}

const without = (p: Puzzle, ...keys: (keyof Puzzle)[]): Puzzle => {
  const q = { ...p };
  for (const k of keys) delete q[k];
  return q;
};

describe("round trips", () => {
  test.prop([anyPuzzle])("text", (p) => {
    expect(roundTrip(p, "text")).toEqual(p);
  });
  test.prop([anyPuzzle])("json", (p) => {
    expect(roundTrip(p, "json")).toEqual(p);
  });
  test.prop([anyPuzzle])("dzn (stream-id grid)", (p) => {
    expect(roundTrip(p, "dzn")).toEqual(without(p, "solution"));
  });
  test.prop([fullStreamPuzzle])("dzn (coordinate pairs)", (p) => {
    expect(roundTrip(p, "dzn-coords")).toEqual(p);
  });
  test.prop([fullStreamPuzzle])("classroom", (p) => {
    expect(roundTrip(p, "classroom")).toEqual(p);
  });
  test.prop([sudokuPuzzle])("sudoku line", (p) => {
    expect(roundTrip(p, "sudoku")).toEqual(p);
  });
  test.prop([fc.array(anyPuzzle, { minLength: 2, maxLength: 4 })])("text and json collections", (ps) => {
    for (const format of ["text", "json"] as const) {
      const entries = parsePuzzles(`set.${format}`, writePuzzles(ps, format), format);
      expect(entries.map((e) => e.puzzle)).toEqual(ps);
    }
  });
  test.prop([fc.array(sudokuPuzzle, { minLength: 2, maxLength: 4 })])("sudoku line collections", (ps) => {
    expect(parsePuzzles("set.txt", writePuzzles(ps, "sudoku"), "sudoku").map((e) => e.puzzle)).toEqual(ps);
  });
});

describe("titles with line ends", () => {
  // A title from JSON may hold any character; the line formats keep it on one line, or the file
  // they write would not read back (U+2028 is a line end to JavaScript's regular expressions).
  it.each(["text", "dzn"] as OutputFormat[])("come back from %s on one line, with spaces", (format) => {
    const p = parsePuzzle("p.json", '{"title": "a\\nb\\u2028c\\u2029d\\re", "size": 2, "streams": [[1, 2], [2, 1]]}');
    expect(p.title).toBe("a\nb\u2028c\u2029d\re");
    expect(parsePuzzle(`p.${format === "text" ? "txt" : "dzn"}`, writePuzzles([p], format)).title).toBe("a b c d e");
  });

  it("are read from the text format with U+2028 inside", () => {
    expect(parsePuzzle("p.txt", "title: a\u2028b\nstreams:\n ab\n ba\n").title).toBe("a\u2028b");
  });
});

describe("round trips of every bundled puzzle", () => {
  const entries = [
    "puzzles/strimko",
    "puzzles/jigsaw",
    "puzzles/generated",
    "puzzles/sudoku/norvig_top95.txt",
    "puzzles/sudoku/gecode_hakank_25x25_first3.txt",
  ].flatMap(loadEntries);
  const kept: Record<OutputFormat, (keyof Puzzle)[]> = {
    text: [],
    json: [],
    dzn: ["solution"],
    "dzn-coords": ["solution"],
    classroom: ["solution", "title", "source"],
    sudoku: ["solution", "title", "source"],
  };
  it.each(Object.keys(kept) as OutputFormat[])("%s", (format) => {
    let written = 0;
    for (const e of entries) {
      const p = e.puzzle!;
      if (unwritableReason(p, format)) continue;
      written++;
      expect(roundTrip(p, format), `${e.id} as ${format}`).toEqual(without(p, ...kept[format]));
    }
    expect(written).toBeGreaterThan(0);
  });
});
