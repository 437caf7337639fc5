/**
 * The geometry's invariants, in the spirit of the tests of Norvig's sudoku.py
 * ("Solving Every Sudoku Puzzle": 81 squares, 27 units, 3 units and 20 peers
 * per square): for each shape, every table of src/engines/native/geometry.ts is checked
 * against what the test works out by itself from the puzzle's stream grid.
 */
import { describe, expect, it } from "vitest";
import { parsePuzzle, parsePuzzles, type Puzzle } from "../../src/index.js";
import { describeDisjunction, geometryOf, type Geometry } from "../../src/engines/native/geometry.js";
import { loadEntries, textPuzzle } from "../helpers.js";

const sudoku = (line: string): Puzzle => parsePuzzles("test", line, "sudoku")[0].puzzle!;
const json = (size: number, streams: number[][]): Puzzle => parsePuzzle("test.json", JSON.stringify({ size, streams }), "json");

/** A stream grid's cells (row-major numbering r*n+c), by stream id; cells in stream 0 are in none. */
function streamCells(p: Puzzle): Map<number, number[]> {
  const n = p.size;
  const m = new Map<number, number[]>();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const s = p.streams[r][c];
      if (s !== 0) m.set(s, [...(m.get(s) ?? []), r * n + c]);
    }
  }
  return m;
}

/** What the test expects of a shape, worked out from the stream grid alone. */
function expectations(p: Puzzle) {
  const n = p.size;
  const streams = streamCells(p);
  const full = [...streams.values()].filter((cells) => cells.length === n);
  const streamOf = (cell: number): number[] | undefined => {
    const s = p.streams[Math.floor(cell / n)][cell % n];
    return s === 0 ? undefined : streams.get(s);
  };
  const row = (cell: number) => Array.from({ length: n }, (_, j) => Math.floor(cell / n) * n + j);
  const column = (cell: number) => Array.from({ length: n }, (_, i) => i * n + (cell % n));
  /** A cell's units: its row, its column, and its stream when the stream is full (a short one is not a disjunction). */
  const units = (cell: number): number[][] => {
    const s = streamOf(cell);
    return [row(cell), column(cell), ...(s && s.length === n ? [s] : [])];
  };
  /** A cell's peers: every other cell of its row, column or stream, full or short. */
  const peers = (cell: number): number[] =>
    [...new Set([...row(cell), ...column(cell), ...(streamOf(cell) ?? [])])].filter((x) => x !== cell).sort((a, b) => a - b);
  return { n, cells: n * n, disjunctions: 3 * n * n + full.length * n, units, peers };
}

/** The cells of a disjunction's literals, as a sorted key. */
const cellsOf = (g: Geometry, d: number): number[] => [...g.disLits.slice(d * g.n, d * g.n + g.n)].map((L) => Math.floor(L / g.n)).sort((a, b) => a - b);
const key = (cells: number[]): string => [...cells].sort((a, b) => a - b).join(",");
const peersOf = (g: Geometry, cell: number): number[] => [...g.peers.slice(g.peerStart[cell], g.peerStart[cell + 1])];

const strimko = loadEntries("puzzles/strimko/hakank-002.txt")[0].puzzle!;
const shortStreams = textPuzzle("streams:\n a a b b\n c a . b\n c . . b\n c d d .\n");

/** Shapes: name, puzzle, and the counts the test states outright (Norvig's 20 peers, 2(n-1) for a Latin square). */
const SHAPES: { name: string; puzzle: Puzzle; fullStreams: number; peers?: number; disjunctions?: number }[] = [
  { name: "4x4 Sudoku", puzzle: sudoku(".".repeat(16)), fullStreams: 4, peers: 7, disjunctions: 4 * 16 },
  { name: "9x9 Sudoku", puzzle: sudoku(".".repeat(81)), fullStreams: 9, peers: 20, disjunctions: 4 * 81 },
  { name: "7x7 Strimko with chain streams (hakank-002)", puzzle: strimko, fullStreams: 7, disjunctions: 4 * 49 },
  // Streams a (3 cells) and b (4) are short or full: b is full; c (3) and d (2) are short; four cells in none.
  { name: "4x4 with short streams and cells in no stream", puzzle: shortStreams, fullStreams: 1, disjunctions: 3 * 16 + 4 },
  {
    name: "5x5 Latin square (no streams)",
    puzzle: json(
      5,
      Array.from({ length: 5 }, () => Array(5).fill(0)),
    ),
    fullStreams: 0,
    peers: 2 * 4,
    disjunctions: 3 * 25,
  },
  { name: "1x1, no stream", puzzle: json(1, [[0]]), fullStreams: 0, peers: 0, disjunctions: 3 },
  { name: "1x1, its one cell a full stream", puzzle: json(1, [[1]]), fullStreams: 1, peers: 0, disjunctions: 4 },
];

describe.each(SHAPES)("geometry of a $name", ({ puzzle, fullStreams, peers, disjunctions }) => {
  const g = geometryOf(puzzle);
  const x = expectations(puzzle);

  it("has n² cells, n³ literals, and 3n² disjunctions plus n per full stream", () => {
    expect([g.n, g.cells, g.literals]).toEqual([x.n, x.n * x.n, x.n ** 3]);
    expect(g.disjunctions).toBe(x.disjunctions);
    if (disjunctions !== undefined) expect(g.disjunctions).toBe(disjunctions);
    expect(g.fullStreamIds).toHaveLength(fullStreams);
    expect(g.disLits).toHaveLength(g.disjunctions * g.n);
  });

  it("puts every literal in exactly one place of each of its disjunctions: 4, or 3 when its stream is short or absent", () => {
    // Counted from disLits, independently of litDis.
    const occurrences = new Map<number, number[]>();
    for (let d = 0; d < g.disjunctions; d++) {
      for (const L of g.disLits.slice(d * g.n, d * g.n + g.n)) occurrences.set(L, [...(occurrences.get(L) ?? []), d]);
    }
    expect(occurrences.size).toBe(g.literals);
    for (let L = 0; L < g.literals; L++) {
      const cell = Math.floor(L / g.n);
      expect(occurrences.get(L), `literal ${L}`).toHaveLength(x.units(cell).length + 1);
      // litDis lists the same disjunctions: cell, row, column, stream (or -1).
      expect(
        [...g.litDis.slice(4 * L, 4 * L + 4)].filter((d) => d >= 0).sort((a, b) => a - b),
        `literal ${L}`,
      ).toEqual(occurrences.get(L));
      expect(g.litCell[L]).toBe(cell);
    }
  });

  it("gives each cell one disjunction over its values, and each unit one per value, over the unit's cells", () => {
    for (let d = 0; d < g.disjunctions; d++) {
      const lits = [...g.disLits.slice(d * g.n, d * g.n + g.n)];
      const name = describeDisjunction(g, d);
      if (name.kind === "cell") {
        // "cell (i,j) holds some value": the n literals of one cell.
        const cell = (name.index as [number, number])[0] * g.n - g.n + (name.index as [number, number])[1] - 1;
        expect(lits, `disjunction ${d}`).toEqual(Array.from({ length: g.n }, (_, v) => cell * g.n + v));
      } else {
        // "unit u holds v somewhere": one literal of value v per cell of the unit.
        expect(
          lits.map((L) => (L % g.n) + 1),
          `disjunction ${d}`,
        ).toEqual(Array(g.n).fill(name.value));
        const cells = cellsOf(g, d);
        expect(new Set(cells).size, `disjunction ${d}`).toBe(g.n);
        const [r, c] = [Math.floor(cells[0] / g.n), cells[0] % g.n];
        if (name.kind === "row") expect(cells.every((k) => Math.floor(k / g.n) === r) && name.index === r + 1, `disjunction ${d}`).toBe(true);
        if (name.kind === "column") expect(cells.every((k) => k % g.n === c) && name.index === c + 1, `disjunction ${d}`).toBe(true);
        if (name.kind === "stream")
          expect(
            cells.every((k) => puzzle.streams[Math.floor(k / g.n)][k % g.n] === name.index),
            `disjunction ${d}`,
          ).toBe(true);
      }
    }
  });

  it("gives each cell its row, its column, and its stream (if full) as units", () => {
    for (let cell = 0; cell < g.cells; cell++) {
      for (let v = 0; v < g.n; v++) {
        const L = cell * g.n + v;
        const units = [...g.litDis.slice(4 * L + 1, 4 * L + 4)].filter((d) => d >= 0).map((d) => cellsOf(g, d));
        expect(units, `cell ${cell}, value ${v + 1}`).toEqual(x.units(cell).map((u) => [...u].sort((a, b) => a - b)));
      }
    }
  });

  it("gives each cell as peers every other cell of its row, column and stream (short or full), in ascending order", () => {
    for (let cell = 0; cell < g.cells; cell++) {
      const got = peersOf(g, cell);
      expect(got, `cell ${cell}`).toEqual(x.peers(cell));
      if (peers !== undefined) expect(got, `cell ${cell}`).toHaveLength(peers);
      expect(got, `cell ${cell}`).not.toContain(cell);
      for (const other of got) expect(peersOf(g, other), `cell ${other} is a peer of ${cell}, and so ${cell} of ${other}`).toContain(cell);
    }
  });
});

describe("Norvig's example square C2 of a 9x9 Sudoku (row 3, column 2)", () => {
  const g = geometryOf(sudoku(".".repeat(81)));
  /** Norvig's names: rows A..I, columns 1..9. */
  const cell = (name: string): number => (name.charCodeAt(0) - 65) * 9 + Number(name[1]) - 1;
  const names = (s: string): number[] =>
    s
      .split(" ")
      .map(cell)
      .sort((a, b) => a - b);

  it("has the units and the 20 peers his test lists", () => {
    const c2 = cell("C2");
    const units = [...g.litDis.slice(4 * c2 * 9 + 1, 4 * c2 * 9 + 4)].map((d) => key(cellsOf(g, d)));
    expect(units.sort()).toEqual(["A2 B2 C2 D2 E2 F2 G2 H2 I2", "C1 C2 C3 C4 C5 C6 C7 C8 C9", "A1 A2 A3 B1 B2 B3 C1 C2 C3"].map((u) => key(names(u))).sort());
    expect(peersOf(g, c2)).toEqual(names("A2 B2 D2 E2 F2 G2 H2 I2 C1 C3 C4 C5 C6 C7 C8 C9 A1 A3 B1 B3"));
  });
});

describe("the geometry cache", () => {
  it("serves one geometry per shape and tells apart shapes that differ in one cell", () => {
    const a = geometryOf(shortStreams);
    expect(geometryOf(textPuzzle("streams:\n a a b b\n c a . b\n c . . b\n c d d .\ngivens:\n 1 . . .\n . . . .\n . . . .\n . . . .\n"))).toBe(a);
    // Cell (3,3) joins stream d: it gains a peer, (4,2).
    const other = geometryOf(textPuzzle("streams:\n a a b b\n c a . b\n c . d b\n c d d .\n"));
    expect(other).not.toBe(a);
    expect(peersOf(other, 10)).toEqual([...peersOf(a, 10), 13].sort((x, y) => x - y));
  });
});
