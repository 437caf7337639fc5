// The peers benchmark's canonical form of a 9x9 Sudoku (bench/sudoku-canonical.mjs): equal for a
// puzzle and every validity-preserving transformation of it, each kind of transformation tried
// alone and all together; different for different puzzles; itself a transformation of the puzzle.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalSudoku, essentiallyDifferent } from "../../bench/sudoku-canonical.mjs";
import { Random } from "../../src/generate/random.js";

const TOP95 = readFileSync("puzzles/sudoku/norvig_top95.txt", "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l.length === 81)
  .map((l) => [...l].map((ch) => (ch === "." || ch === "0" ? 0 : Number(ch))));

const shuffle = <T>(xs: T[], rng: Random): T[] => rng.shuffle([...xs]);

/** An order of 9 lines that keeps each group of 3 together: groups shuffled, lines in each shuffled. */
function lineOrder(rng: Random, groups: boolean, inside: boolean): number[] {
  const g = groups ? shuffle([0, 1, 2], rng) : [0, 1, 2];
  return g.flatMap((b) => (inside ? shuffle([0, 1, 2], rng) : [0, 1, 2]).map((i) => 3 * b + i));
}

type Kind = "digits" | "rows" | "bands" | "columns" | "stacks" | "transpose";
const KINDS: Kind[] = ["digits", "rows", "bands", "columns", "stacks", "transpose"];

/** The puzzle under a random transformation of the given kinds. */
function transform(cells: number[], rng: Random, kinds: Kind[]): number[] {
  const has = (k: Kind) => kinds.includes(k);
  const digits = [0, ...(has("digits") ? shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], rng) : [1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const rows = lineOrder(rng, has("bands"), has("rows"));
  const cols = lineOrder(rng, has("stacks"), has("columns"));
  const t = has("transpose") && rng.below(2) === 0;
  const out: number[] = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const [rr, cc] = t ? [cols[c], rows[r]] : [rows[r], cols[c]];
      out.push(digits[t ? cells[9 * cc + rr] : cells[9 * rr + cc]]);
    }
  return out;
}

const transposed = (cells: number[]) => cells.map((_, i) => cells[9 * (i % 9) + Math.floor(i / 9)]);

describe("canonicalSudoku", () => {
  const rng = Random.forPuzzle("canonical test", 1);
  const puzzles = TOP95.slice(0, 6);

  for (const kind of KINDS) {
    it(`is the same after ${kind} alone`, () => {
      for (const p of puzzles) {
        const form = canonicalSudoku(p);
        for (let k = 0; k < 3; k++) {
          const q = kind === "transpose" ? transposed(p) : transform(p, rng, [kind]);
          expect(canonicalSudoku(q)).toBe(form);
        }
      }
    });
  }

  it("is the same after every kind at once", () => {
    for (const p of puzzles) {
      const form = canonicalSudoku(p);
      for (let k = 0; k < 5; k++) expect(canonicalSudoku(transform(p, rng, KINDS))).toBe(form);
    }
  });

  it("differs for different puzzles, also with the same number of givens", () => {
    const some = TOP95.slice(0, 20);
    expect(new Set(some.map((p) => canonicalSudoku(p))).size).toBe(20);
    const seventeens = TOP95.filter((p) => p.filter((v) => v !== 0).length === 17);
    expect(seventeens.length).toBeGreaterThan(1);
    expect(canonicalSudoku(seventeens[0])).not.toBe(canonicalSudoku(seventeens[1]));
  });

  it("differs when one given moves to a cell that no transformation maps it to", () => {
    // Givens per row and per column, each list sorted, the pair unordered: unchanged by every
    // transformation, so two puzzles whose patterns differ are different puzzles.
    const counts = (cells: number[], line: (i: number) => number) =>
      Array.from({ length: 9 }, (_, k) => cells.filter((v, i) => v !== 0 && line(i) === k).length)
        .sort()
        .join("");
    const pattern = (cells: number[]) => [counts(cells, (i) => Math.floor(i / 9)), counts(cells, (i) => i % 9)].sort().join("|");
    for (const p of puzzles.slice(0, 2)) {
      const from = p.findIndex((v) => v !== 0);
      const moved = p
        .map((_, to) => (p[to] !== 0 ? null : p.map((v, i) => (i === from ? 0 : i === to ? p[from] : v))))
        .filter((q): q is number[] => q !== null);
      const different = moved.filter((q) => pattern(q) !== pattern(p)).slice(0, 8);
      expect(different.length).toBeGreaterThan(0);
      for (const q of different) expect(canonicalSudoku(q)).not.toBe(canonicalSudoku(p));
    }
  });

  it("is a transformation of the puzzle: as many givens, and its own form", () => {
    for (const p of puzzles) {
      const form = [...canonicalSudoku(p)].map(Number);
      expect(form.filter((v) => v !== 0).length).toBe(p.filter((v) => v !== 0).length);
      expect(canonicalSudoku(form)).toBe(form.join(""));
    }
  });

  it("counts essentially different puzzles: a puzzle's transformations count once", () => {
    const p = TOP95[0];
    const list = [p, transform(p, rng, KINDS), transform(p, rng, KINDS), TOP95[1], transform(TOP95[1], rng, KINDS)];
    expect(essentiallyDifferent(list)).toBe(2);
  });
});
