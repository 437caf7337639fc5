/**
 * Checks of generated puzzles written apart from the generator (sharing none of its code): the
 * chain rule, connected regions, minimality by the native count.
 */
import { solveNative } from "../../src/engines/native/solver.js";
import type { Puzzle } from "../../src/puzzle/types.js";

/** The cells of each stream id, as [row, column]. */
export function streamCells(p: Puzzle): Map<number, [number, number][]> {
  const cells = new Map<number, [number, number][]>();
  p.streams.forEach((row, r) => row.forEach((s, c) => s !== 0 && cells.set(s, [...(cells.get(s) ?? []), [r, c]])));
  return cells;
}

/** Whether the cells can be put in a line, each a king's move from the next (a Hamiltonian path, by search: n ≤ 12 cells). */
export function isChain(cells: [number, number][]): boolean {
  const touch = (a: [number, number], b: [number, number]) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;
  const used = new Array<boolean>(cells.length).fill(false);
  const extend = (last: number, k: number): boolean => {
    if (k === cells.length) return true;
    for (let j = 0; j < cells.length; j++) {
      if (used[j] || !touch(cells[last], cells[j])) continue;
      used[j] = true;
      if (extend(j, k + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return cells.some((_, start) => {
    used.fill(false);
    used[start] = true;
    return extend(start, 1);
  });
}

/** Whether the cells are joined across sides. */
export function isConnected(cells: [number, number][]): boolean {
  const key = (c: [number, number]) => `${c[0]},${c[1]}`;
  const all = new Set(cells.map(key));
  const seen = new Set([key(cells[0])]);
  const stack = [cells[0]];
  while (stack.length) {
    const [r, c] = stack.pop()!;
    for (const next of [
      [r + 1, c],
      [r - 1, c],
      [r, c + 1],
      [r, c - 1],
    ] as [number, number][]) {
      if (all.has(key(next)) && !seen.has(key(next))) {
        seen.add(key(next));
        stack.push(next);
      }
    }
  }
  return seen.size === all.size;
}

/** Whether some 2×2 square lies in one stream. */
export function hasBlob(p: Puzzle): boolean {
  const s = p.streams;
  for (let r = 0; r + 1 < p.size; r++)
    for (let c = 0; c + 1 < p.size; c++) if (s[r][c] !== 0 && s[r][c + 1] === s[r][c] && s[r + 1][c] === s[r][c] && s[r + 1][c + 1] === s[r][c]) return true;
  return false;
}

/** The givens whose removal leaves the puzzle with exactly one solution (none, for a minimal puzzle); with symmetry, a given and its image go together. */
export function removableGivens(p: Puzzle, rotational = false): [number, number][] {
  const n = p.size;
  const out: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (p.givens[r][c] === 0) continue;
      const givens = p.givens.map((row) => row.slice());
      givens[r][c] = 0;
      if (rotational) givens[n - 1 - r][n - 1 - c] = 0;
      if (solveNative({ ...p, givens }, { limit: 2 }).count === 1) out.push([r, c]);
    }
  }
  return out;
}
