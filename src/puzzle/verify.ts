/**
 * The independent verifier: does a grid solve a puzzle?
 *
 * It shares no code with the engines, the encodings or the decoder, so that a
 * mistake in one of those cannot hide itself here. It is deliberately plain:
 * collect each unit's values and look.
 */
import type { Grid, Puzzle } from "./types.js";
import type { NativeVariant } from "./variants.js";

export interface Violation {
  rule: "shape" | "range" | "given" | "row" | "column" | "stream" | "diagonal";
  message: string;
}

/** Whether `g` is n arrays of n entries (the values are looked at by the rules). */
function isSquare(g: unknown, n: number): g is unknown[][] {
  if (!Array.isArray(g) || g.length !== n) return false;
  // A loop, not g.every(): every() skips the holes of a sparse array.
  for (let r = 0; r < n; r++) if (!Array.isArray(g[r]) || g[r].length !== n) return false;
  return true;
}

/** What `grid` breaks of the puzzle's rules (none: it solves it); with a variant, of its units too
 * (the diagonals, read here from the grid, not from puzzle/variants.ts's lists). */
export function verify(puzzle: Puzzle, grid: Grid, variant?: NativeVariant): Violation[] {
  const n = puzzle?.size;
  // The puzzle is not trusted either: a malformed one is reported, not a TypeError.
  if (!Number.isSafeInteger(n) || n < 1 || !isSquare(puzzle.givens, n) || !isSquare(puzzle.streams, n)) {
    return [{ rule: "shape", message: "the puzzle is not n x n: it needs a whole number size n and n x n givens and streams" }];
  }
  const out: Violation[] = [];
  if (!isSquare(grid, n)) return [{ rule: "shape", message: `the grid is not ${n} x ${n}` }];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = grid[r][c];
      // String(): a symbol cannot go into a template string.
      if (!Number.isInteger(v) || v < 1 || v > n) out.push({ rule: "range", message: `cell (${r + 1},${c + 1}) holds ${String(v)}, not a value 1..${n}` });
      const g = puzzle.givens[r][c];
      if (g !== 0 && g !== v) out.push({ rule: "given", message: `cell (${r + 1},${c + 1}) holds ${String(v)} but the puzzle gives ${String(g)}` });
    }
  }
  if (out.length > 0) return out;

  // Each unit's values are marked in `seen` with the unit's own stamp, so nothing is cleared or
  // allocated per unit (this runs on every answer of every engine). Names are made only for a report.
  const seen = new Int32Array(n + 1);
  let stamp = 0;
  for (let i = 0; i < n; i++) {
    const row = grid[i];
    stamp++;
    for (let k = 0; k < n; k++) {
      const v = row[k];
      if (seen[v] === stamp) {
        out.push({ rule: "row", message: `row ${i + 1} holds ${v} twice` });
        break;
      }
      seen[v] = stamp;
    }
  }
  for (let i = 0; i < n; i++) {
    stamp++;
    for (let k = 0; k < n; k++) {
      const v = grid[k][i];
      if (seen[v] === stamp) {
        out.push({ rule: "column", message: `column ${i + 1} holds ${v} twice` });
        break;
      }
      seen[v] = stamp;
    }
  }
  // Streams: one pass over the grid, marks per (stream, value). Ids are 1, 2, ... by first
  // appearance in a valid puzzle; anything else is not trusted: an id that is not a whole number
  // is a violation, and ids far above n² are renumbered before they size an array.
  let streams = 0;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const id = puzzle.streams[r][c];
      if (!Number.isSafeInteger(id) || id < 0)
        return [{ rule: "shape", message: `cell (${r + 1},${c + 1}) is in stream ${String(id)}, which is not a stream number` }];
      if (id > streams) streams = id;
    }
  }
  let slot = (id: number) => id;
  if (streams > n * n) {
    const dense = new Map<number, number>();
    for (const row of puzzle.streams) for (const id of row) if (id !== 0 && !dense.has(id)) dense.set(id, dense.size + 1);
    slot = (id) => dense.get(id)!;
    streams = dense.size;
  }
  // seenIn[slot * (n + 1) + v] = 1 when that stream already holds v; a stream is reported once.
  const seenIn = new Uint8Array((streams + 1) * (n + 1));
  const reported = new Uint8Array(streams + 1);
  const twice: { id: number; v: number }[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const stream = puzzle.streams[r][c];
      if (stream === 0) continue;
      const id = slot(stream);
      if (reported[id]) continue;
      const v = grid[r][c];
      const at = id * (n + 1) + v;
      if (seenIn[at]) {
        reported[id] = 1;
        twice.push({ id: stream, v });
      } else seenIn[at] = 1;
    }
  }
  twice.sort((x, y) => x.id - y.id);
  for (const { id, v } of twice) out.push({ rule: "stream", message: `stream ${id} holds ${v} twice` });
  if (variant === "diagonals") {
    // n cells with n different values: every value once.
    const twiceOn = (at: (i: number) => number): number | undefined => {
      const held = new Set<number>();
      for (let i = 0; i < n; i++) {
        if (held.has(at(i))) return at(i);
        held.add(at(i));
      }
      return undefined;
    };
    const down = twiceOn((i) => grid[i][i]);
    const up = twiceOn((i) => grid[i][n - 1 - i]);
    if (down !== undefined) out.push({ rule: "diagonal", message: `the diagonal from (1,1) to (${n},${n}) holds ${down} twice` });
    if (up !== undefined) out.push({ rule: "diagonal", message: `the diagonal from (1,${n}) to (${n},1) holds ${up} twice` });
  }
  return out;
}

export function isSolution(puzzle: Puzzle, grid: Grid): boolean {
  return verify(puzzle, grid).length === 0;
}
