/**
 * WCAG AA contrast of what a board draws on its white page: every line and shape a reader must
 * tell apart (stream colours, grid lines) at least 3:1, every number at least 4.5:1. Checked on the
 * SVG itself, so a colour added anywhere in the drawing is covered.
 */
import { describe, expect, it } from "vitest";
import { parsePuzzle, renderBoard, solve, type Puzzle } from "../../src/index.js";
import { loadEntries } from "../helpers.js";

function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function rgb(colour: string): number[] {
  const hex = colour.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((k) => parseInt(hex[1].slice(k, k + 2), 16));
  const hsl = colour.match(/^hsl\((\d+),(\d+)%,(\d+)%\)$/);
  if (!hsl) throw new Error(`a colour the test cannot read: ${colour}`);
  const [h, s, l] = [Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
}

/** The contrast ratio of a colour against white. */
function againstWhite(colour: string): number {
  return 1.05 / (luminance(rgb(colour)) + 0.05);
}

/** Every colour an SVG strokes or fills with, and those of its text. */
function coloursOf(svg: string): { shapes: Set<string>; text: Set<string> } {
  const shapes = new Set<string>();
  const text = new Set<string>();
  for (const m of svg.matchAll(/<(\w+)([^>]*)>/g)) {
    const [, tag, attrs] = m;
    for (const a of attrs.matchAll(/\s(stroke|fill)="([^"]+)"/g)) {
      const colour = a[2];
      if (colour === "none" || colour.toLowerCase() === "#ffffff") continue;
      (tag === "text" ? text : shapes).add(colour);
    }
  }
  return { shapes, text };
}

const boards: [string, () => Promise<string>][] = [
  ["a Strimko (streams)", async () => renderBoard(loadEntries("puzzles/strimko/hakank-068.txt")[0].puzzle!)],
  [
    "a 25x25 Sudoku drawn as streams (25 colours: the palette and the hues after it), solved",
    async () => {
      const p = loadEntries("puzzles/sudoku/gecode_hakank_25x25_first3.txt")[0].puzzle!;
      const givens = p.givens.map((row) => row.map((v, c) => (c === 0 ? 0 : v)));
      return renderBoard({ ...p, givens }, { style: "streams", solution: p.givens.map((row) => row.map((v) => v || 1)) });
    },
  ],
  ["cells in no stream (a short stream)", async () => renderBoard(parsePuzzle("t.txt", "size: 3\nstreams:\n a a .\n . . .\n . . .\n", "text"))],
  [
    "a jigsaw drawn as regions, with its solution",
    async () => {
      const p: Puzzle = loadEntries("puzzles/jigsaw")[0].puzzle!;
      const r = await solve(p, { engine: "native" });
      return renderBoard(p, { solution: r.solution! });
    },
  ],
];

describe("contrast against the white page (WCAG AA)", () => {
  it.each(boards)("%s", async (_, draw) => {
    const { shapes, text } = coloursOf(await draw());
    expect(shapes.size).toBeGreaterThan(0);
    for (const c of shapes) expect({ colour: c, ratio: againstWhite(c) >= 3 }).toEqual({ colour: c, ratio: true });
    for (const c of text) expect({ colour: c, ratio: againstWhite(c) >= 4.5 }).toEqual({ colour: c, ratio: true });
  });
});
