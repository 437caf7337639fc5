// Random puzzles of every shape the tool reads, made from a seeded generator (random.mjs).
// A puzzle is { size, streams, givens } with streams numbered 1, 2, ... by first appearance.
import { randomSolution } from "./brute.mjs";

export const SHAPES = ["latin", "sudoku", "jigsaw", "chain", "scattered", "dealt", "short"];
export const GIVENS = ["none", "few", "many", "random", "clash"];

/** The placements the search for a solution to draw givens from may make before giving up. */
const SOLUTION_BUDGET = 20_000;

const square = (n, fill) => Array.from({ length: n }, () => new Array(n).fill(fill));
const toGrid = (flat, n) => Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));

/** The shapes that exist at size n: Sudoku boxes need n = k², and at least 2 x 2 of them. */
export const shapesFor = (n) => SHAPES.filter((s) => s !== "sudoku" || n === 4 || n === 9);

/** Stream ids renumbered 1, 2, ... in the order their first cell appears (0 stays "no stream"). */
function numbered(flat, n) {
  const ids = new Map();
  return toGrid(
    flat.map((s) => (s === 0 ? 0 : (ids.get(s) ?? (ids.set(s, ids.size + 1), ids.size)))),
    n,
  );
}

function neighbours(i, n, diagonal) {
  const r = Math.floor(i / n);
  const c = i % n;
  const out = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && rr < n && cc >= 0 && cc < n) out.push(rr * n + cc);
    }
  }
  return out;
}

function sudoku(n) {
  const b = Math.round(Math.sqrt(n));
  return Array.from({ length: n * n }, (_, i) => Math.floor(Math.floor(i / n) / b) * b + Math.floor((i % n) / b) + 1);
}

/** Whether the cells of region `id` are orthogonally connected. */
function connected(id, region, n) {
  const cells = [];
  for (let i = 0; i < id.length; i++) if (id[i] === region) cells.push(i);
  const seen = new Set([cells[0]]);
  const todo = [cells[0]];
  while (todo.length > 0) {
    for (const j of neighbours(todo.pop(), n, false)) {
      if (id[j] === region && !seen.has(j)) {
        seen.add(j);
        todo.push(j);
      }
    }
  }
  return seen.size === cells.length;
}

/** Jigsaw regions: n orthogonally connected regions of n cells, from the rows (or the columns) by
 * swapping the regions of adjacent cells wherever both regions stay connected. */
function jigsaw(n, random) {
  const byRow = random.chance(50);
  const id = Array.from({ length: n * n }, (_, i) => (byRow ? Math.floor(i / n) : i % n) + 1);
  for (let k = 0; k < n * n * 6; k++) {
    const a = random.int(n * n);
    const b = random.pick(neighbours(a, n, false));
    if (b === undefined || id[a] === id[b]) continue;
    [id[a], id[b]] = [id[b], id[a]];
    if (!connected(id, id[a], n) || !connected(id, id[b], n)) [id[a], id[b]] = [id[b], id[a]];
  }
  return id;
}

/** Chains: paths whose steps go to a side or a corner neighbour, grown at either end up to a
 * length drawn by `length()`; a chain that meets no free cell stays short. */
function chains(n, random, length) {
  const id = new Array(n * n).fill(0);
  let next = 0;
  for (const start of random.shuffle([...id.keys()])) {
    if (id[start] !== 0) continue;
    const s = ++next;
    const path = [start];
    id[start] = s;
    const want = length();
    while (path.length < want) {
      const atHead = random.chance(50);
      const free = neighbours(atHead ? path[0] : path[path.length - 1], n, true).filter((j) => id[j] === 0);
      if (free.length === 0) {
        const other = neighbours(atHead ? path[path.length - 1] : path[0], n, true).filter((j) => id[j] === 0);
        if (other.length === 0) break;
        const j = random.pick(other);
        id[j] = s;
        if (atHead) path.push(j);
        else path.unshift(j);
        continue;
      }
      const j = random.pick(free);
      id[j] = s;
      if (atHead) path.unshift(j);
      else path.push(j);
    }
  }
  return id;
}

/** Published Strimko: n chains of n cells covering the grid, when a few tries find such a cover;
 * otherwise the last try, with some chains short. */
function fullChains(n, random) {
  let id;
  for (let t = 0; t < 40; t++) {
    id = chains(n, random, () => n);
    if (Math.max(...id) === n) return id;
  }
  return id;
}

/** Scattered streams: the cells dealt at random into n streams of n. */
const scattered = (n, random) => random.shuffle([...Array(n * n).keys()]).reduce((id, cell, k) => ((id[cell] = Math.floor(k / n) + 1), id), new Array(n * n));

/** Streams a Latin square satisfies: each value's n cells dealt to the n streams at random. */
function dealt(n, solution, random) {
  const id = new Array(n * n).fill(0);
  const deals = Array.from({ length: n }, () => random.shuffle([...Array(n).keys()]));
  const seen = new Array(n + 1).fill(0);
  for (let i = 0; i < n * n; i++) {
    const v = solution[Math.floor(i / n)][i % n];
    id[i] = deals[v - 1][seen[v]++] + 1;
  }
  return id;
}

/** Short streams and cells in no stream: chains or scattered groups of 1..n-1 cells, about a
 * fifth of them then taken out of every stream. */
function short(n, random) {
  const most = Math.max(1, n - 1);
  let id;
  if (random.chance(50)) id = chains(n, random, () => 1 + random.int(most));
  else {
    id = new Array(n * n).fill(0);
    let s = 0;
    let left = 0;
    for (const cell of random.shuffle([...id.keys()])) {
      if (left === 0) {
        s++;
        left = 1 + random.int(most);
      }
      id[cell] = s;
      left--;
    }
  }
  return id.map((s) => (random.chance(20) ? 0 : s));
}

/** The units of a puzzle with at least two cells: rows, columns, streams (lists of cell indices). */
function units(n, streams) {
  const out = [];
  for (let k = 0; k < n; k++) {
    out.push(Array.from({ length: n }, (_, c) => k * n + c));
    out.push(Array.from({ length: n }, (_, r) => r * n + k));
  }
  const byStream = new Map();
  streams.flat().forEach((s, i) => s !== 0 && byStream.set(s, [...(byStream.get(s) ?? []), i]));
  for (const cells of byStream.values()) out.push(cells);
  return out.filter((u) => u.length >= 2);
}

/** Random values in about `percent` % of the cells, each kept only if no unit already holds it:
 * readable givens, most often with no solution. */
function randomGivens(n, streams, random, percent) {
  const g = square(n, 0);
  const fits = (r, c, v) => {
    for (let k = 0; k < n; k++) if (g[r][k] === v || g[k][c] === v) return false;
    const s = streams[r][c];
    return s === 0 || !streams.some((row, rr) => row.some((t, cc) => t === s && g[rr][cc] === v));
  };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!random.chance(percent)) continue;
      const v = 1 + random.int(n);
      if (fits(r, c, v)) g[r][c] = v;
    }
  }
  return g;
}

/**
 * Puzzle number `index`'s recipe, drawn from `random`: size from `sizes`, a shape, givens.
 * Returns { puzzle, shape, givens, solution, clash }: `solution` is a grid the puzzle is known to
 * have (its givens were drawn from it), `clash` says two givens share a unit (no solution).
 */
export function makePuzzle(random, sizes, shapes = SHAPES) {
  const n = random.pick(sizes);
  const possible = shapesFor(n).filter((s) => shapes.includes(s));
  const shape = random.pick(possible.length > 0 ? possible : ["latin"]);
  let kind = random.pick(GIVENS);
  // A large grid with free streams and no givens can be a long search for every engine (a
  // question of patience, not of agreement); it gets givens.
  if (kind === "none" && n >= 8 && !["latin", "sudoku"].includes(shape)) kind = "few";
  if (kind === "clash" && n < 2) kind = "many";

  let flat;
  let solution = null;
  if (shape === "dealt") {
    solution = randomSolution(n, square(n, 0), random, Infinity);
    flat = dealt(n, solution, random);
  } else {
    flat =
      shape === "latin"
        ? new Array(n * n).fill(0)
        : shape === "sudoku"
          ? sudoku(n)
          : shape === "jigsaw"
            ? jigsaw(n, random)
            : shape === "chain"
              ? fullChains(n, random)
              : shape === "scattered"
                ? scattered(n, random)
                : short(n, random);
  }
  const streams = numbered(flat, n);
  if (!solution && ["few", "many", "clash"].includes(kind)) solution = randomSolution(n, streams, random, SOLUTION_BUDGET);

  let givens = square(n, 0);
  let known = null;
  if (kind === "few" || kind === "many" || kind === "clash") {
    if (solution) {
      const percent = kind === "many" ? 40 + random.int(36) : 5 + random.int(25);
      givens = solution.map((row) => row.map((v) => (random.chance(percent) ? v : 0)));
      known = kind === "clash" ? null : solution;
    } else {
      // No solution to draw from (the streams may have none): random givens instead.
      givens = randomGivens(n, streams, random, kind === "many" ? 40 : 15);
    }
  } else if (kind === "random") {
    givens = randomGivens(n, streams, random, 10 + random.int(40));
  }
  if (kind === "clash") {
    const unit = random.pick(units(n, streams));
    const [a, b] = random.shuffle(unit);
    const v = 1 + random.int(n);
    givens[Math.floor(a / n)][a % n] = v;
    givens[Math.floor(b / n)][b % n] = v;
  }
  return { puzzle: { size: n, streams, givens }, shape, givens: kind, solution: known, clash: kind === "clash" };
}
