/**
 * Random puzzles for property tests (fast-check): a random Latin square, a stream
 * partition of one of three kinds, and givens taken from the square.
 */
import { fc } from "@fast-check/vitest";
import { parsePuzzle, type Grid, type Puzzle } from "../src/index.js";

const perm = (n: number) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n });

/** A random Latin square: the cyclic one with rows, columns and symbols permuted. */
export const latinSquare = (n: number): fc.Arbitrary<Grid> =>
  fc.tuple(perm(n), perm(n), perm(n)).map(([rows, cols, syms]) => rows.map((r) => cols.map((c) => syms[(r + c) % n] + 1)));

/** Streams as chains of 8-adjacent cells, grown from random seeds to random lengths 1..n (short ones included). */
const chainStreams = (n: number) =>
  fc
    .tuple(
      perm(n * n),
      fc.array(fc.integer({ min: 1, max: n }), { minLength: n * n, maxLength: n * n }),
      fc.array(fc.nat(), { minLength: n * n * 8, maxLength: n * n * 8 }),
    )
    .map(([order, lengths, choices]) => {
      const id = new Array<number>(n * n).fill(0);
      let next = 0;
      let pick = 0;
      order.forEach((seed, k) => {
        if (id[seed] !== 0) return;
        const s = ++next;
        const members = [seed];
        id[seed] = s;
        while (members.length < lengths[k]) {
          const frontier: number[] = [];
          for (const m of members) {
            const r = Math.floor(m / n);
            const c = m % n;
            for (let dr = -1; dr <= 1; dr++)
              for (let dc = -1; dc <= 1; dc++) {
                const rr = r + dr;
                const cc = c + dc;
                if (rr >= 0 && rr < n && cc >= 0 && cc < n && id[rr * n + cc] === 0) frontier.push(rr * n + cc);
              }
          }
          if (frontier.length === 0) break;
          const cell = frontier[choices[pick++ % choices.length] % frontier.length];
          id[cell] = s;
          members.push(cell);
        }
      });
      return id;
    });

/** Arbitrary stream ids (cells in no stream, short streams, scattered streams), capped at n cells. */
const scatteredStreams = (n: number) =>
  fc.array(fc.integer({ min: 0, max: n + 1 }), { minLength: n * n, maxLength: n * n }).map((ids) => {
    const counts = new Map<number, number>();
    return ids.map((s) => {
      if (s === 0) return 0;
      const k = (counts.get(s) ?? 0) + 1;
      counts.set(s, k);
      return k > n ? 0 : s;
    });
  });

/** Streams the square satisfies: each value's n cells dealt to the n streams at random. */
const squareStreams = (n: number, square: Grid) =>
  fc.array(perm(n), { minLength: n, maxLength: n }).map((deals) => {
    const id = new Array<number>(n * n).fill(0);
    const seen = new Array<number>(n + 1).fill(0);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const v = square[r][c];
        id[r * n + c] = deals[v - 1][seen[v]++] + 1;
      }
    return id;
  });

/** Keeps the givens that do not repeat a value inside a stream (rows and columns cannot: they come from a Latin square). */
export function clashFree(streams: Grid, values: Grid, keep: boolean[]): Grid {
  const n = values.length;
  const seen = new Set<string>();
  return values.map((row, r) =>
    row.map((v, c) => {
      const s = streams[r][c];
      if (!keep[r * n + c] || v === 0 || (s !== 0 && seen.has(`${s}:${v}`))) return 0;
      if (s !== 0) seen.add(`${s}:${v}`);
      return v;
    }),
  );
}

const grid = (flat: number[], n: number): Grid => Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));

/** Through the JSON reader, so the puzzle is numbered and validated as any read from a file. */
function normalized(size: number, streams: Grid, givens: Grid): Puzzle {
  return parsePuzzle("random.json", JSON.stringify({ size, streams, givens }), "json");
}

/** A random puzzle, n in [minN, maxN]: any number of solutions, often none or several. */
export const randomPuzzle = (minN = 1, maxN = 9) =>
  fc
    .integer({ min: minN, max: maxN })
    .chain((n) =>
      latinSquare(n).chain((square) =>
        fc.record({
          n: fc.constant(n),
          square: fc.constant(square),
          streams: fc.oneof(chainStreams(n), scatteredStreams(n), squareStreams(n, square)),
          // Each puzzle its own density of givens, up to about two thirds of the cells. Large grids
          // keep some givens: a 9x9 with scattered streams and none is a hard search problem for
          // every solver (clingo needs seconds), not a test of agreement.
          density: fc.integer({ min: n >= 8 ? 20 : 0, max: 65 }),
          dice: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: n * n, maxLength: n * n }),
        }),
      ),
    )
    .map(({ n, square, streams, density, dice }) => {
      const s = grid(streams, n);
      return normalized(
        n,
        s,
        clashFree(
          s,
          square,
          dice.map((d) => d < density),
        ),
      );
    });

/**
 * A puzzle with no solution whose givens do not clash: row r holds every value but v in its other
 * cells, and v is given in the column of the cell left over, so that cell has no value left.
 */
export const contradictoryPuzzle = (minN = 2, maxN = 8) =>
  fc
    .integer({ min: minN, max: maxN })
    .chain((n) => fc.record({ n: fc.constant(n), rows: perm(n), cols: perm(n), syms: perm(n), streams: scatteredStreams(n) }))
    .map(({ n, rows, cols, syms, streams }) => {
      const givens: Grid = Array.from({ length: n }, () => new Array<number>(n).fill(0));
      const r = rows[0];
      const hole = cols[0];
      const v = syms[0] + 1;
      cols.slice(1).forEach((c, k) => (givens[r][c] = syms[k + 1] + 1));
      givens[rows[1]][hole] = v;
      // No stream may make two givens clash, or the file would be invalid rather than unsatisfiable.
      const s = grid(streams, n);
      const ids = new Map<string, number>();
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          if (givens[i][j] === 0 || s[i][j] === 0) continue;
          const key = `${s[i][j]}:${givens[i][j]}`;
          if (ids.has(key)) s[i][j] = 0;
          else ids.set(key, 1);
        }
      return normalized(n, s, givens);
    });
