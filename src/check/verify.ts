/**
 * The independent verifier: does a grid solve a puzzle?
 *
 * It shares no code with the engines, the encodings or the decoder, so that a
 * mistake in one of those cannot hide itself here. It is deliberately plain:
 * collect each unit's values and look.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";

export interface Violation {
  rule: "shape" | "range" | "given" | "row" | "column" | "stream";
  message: string;
}

export function verify(puzzle: Puzzle, grid: Grid): Violation[] {
  const n = puzzle.size;
  const out: Violation[] = [];
  if (!Array.isArray(grid) || grid.length !== n || grid.some((row) => !Array.isArray(row) || row.length !== n)) {
    return [{ rule: "shape", message: `the grid is not ${n} x ${n}` }];
  }
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = grid[r][c];
      if (!Number.isInteger(v) || v < 1 || v > n) out.push({ rule: "range", message: `cell (${r + 1},${c + 1}) holds ${v}, not a value 1..${n}` });
      const g = puzzle.givens[r][c];
      if (g !== 0 && g !== v) out.push({ rule: "given", message: `cell (${r + 1},${c + 1}) holds ${v} but the puzzle gives ${g}` });
    }
  }
  if (out.length > 0) return out;

  const units: { rule: Violation["rule"]; name: string; values: number[] }[] = [];
  for (let i = 0; i < n; i++) {
    units.push({ rule: "row", name: `row ${i + 1}`, values: grid[i].slice() });
    units.push({ rule: "column", name: `column ${i + 1}`, values: grid.map((row) => row[i]) });
  }
  const streams = new Map<number, number[]>();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const s = puzzle.streams[r][c];
      if (s === 0) continue;
      if (!streams.has(s)) streams.set(s, []);
      streams.get(s)!.push(grid[r][c]);
    }
  }
  for (const [s, values] of streams) units.push({ rule: "stream", name: `stream ${s}`, values });

  const seen = new Array<boolean>(n + 1);
  for (const unit of units) {
    seen.fill(false);
    for (const v of unit.values) {
      if (seen[v]) {
        out.push({ rule: unit.rule, message: `${unit.name} holds ${v} twice` });
        break;
      }
      seen[v] = true;
    }
  }
  return out;
}

export function isSolution(puzzle: Puzzle, grid: Grid): boolean {
  return verify(puzzle, grid).length === 0;
}
