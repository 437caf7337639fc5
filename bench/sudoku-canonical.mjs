/**
 * Which 9x9 Sudoku puzzles are essentially the same puzzle: an exact canonical form under the
 * transformations that keep every Sudoku valid (and its solutions in one-to-one correspondence):
 * relabelling the digits, permuting the rows inside a band, the bands, the columns inside a stack,
 * the stacks, and transposing (rotations and reflections are compositions of these). Two puzzles
 * are the same up to these transformations exactly when their canonical forms are equal, so the
 * number of distinct forms in a list is the number of essentially different puzzles in it (exact,
 * not a bound). The peers benchmark (generate-peers.mjs) counts them: sudoku-gen, for one, shuffles
 * a few stored puzzles.
 *
 * The form is the smallest 81-character string, over every transformation, of the transformed
 * givens read row by row, the digits renamed 1, 2, ... in the order they first appear and an empty
 * cell written 0 (so 0 < 1 < ... < 9). Renaming by first appearance makes the string of the first
 * k rows depend on those rows alone, so the search (every transposition and column arrangement,
 * 2 x 6^4 = 2,592, then the rows one at a time) drops a partial arrangement as soon as its rows
 * read larger than the best string's first rows: a few milliseconds a puzzle.
 */

/** The 6 orders of 3 things. */
const PERMS3 = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Every arrangement of 9 lines into 3 groups of 3: groups reordered, lines reordered inside each group (6^4 = 1,296). */
const LINE_ORDERS = (() => {
  const out = [];
  for (const g of PERMS3)
    for (const a of PERMS3)
      for (const b of PERMS3)
        for (const c of PERMS3) {
          const inner = [a, b, c];
          out.push(g.flatMap((group, k) => inner[k].map((i) => 3 * group + i)));
        }
  return out;
})();

/**
 * The canonical form of a 9x9 puzzle: `cells` is 81 numbers read row by row, 0 = empty, 1..9 a
 * given. Returns an 81-character string of digits.
 */
export function canonicalSudoku(cells) {
  if (cells.length !== 81) throw new Error(`expected 81 cells, got ${cells.length}`);
  const grids = [Int8Array.from(cells), Int8Array.from({ length: 81 }, (_, i) => cells[9 * (i % 9) + Math.floor(i / 9)])];
  const best = new Int8Array(81).fill(127);
  // The rows taken so far, in order, and for each depth the digit renaming after that row.
  const rowsUsed = new Int8Array(9);
  const maps = Array.from({ length: 10 }, () => new Int8Array(10));
  const nextName = new Int8Array(10);
  const current = new Int8Array(81);
  let grid;
  let cols;
  // Writes row `row` of the grid, renamed, as row `depth` of current. With `tight` (the rows before
  // read as best's), compares it with best's row: -1 smaller, 0 equal, 1 larger (drop it: nothing
  // below can beat best); without, -1. The renaming after the row is left in maps[depth + 1].
  const placeRow = (depth, row, tight) => {
    const map = maps[depth + 1];
    map.set(maps[depth]);
    let name = nextName[depth];
    let cmp = tight ? 0 : -1;
    const base = 9 * depth;
    for (let c = 0; c < 9; c++) {
      const v = grid[9 * row + cols[c]];
      let x = 0;
      if (v !== 0) {
        if (map[v] === 0) map[v] = ++name;
        x = map[v];
      }
      current[base + c] = x;
      if (cmp === 0) {
        if (x < best[base + c]) cmp = -1;
        else if (x > best[base + c]) return 1;
      }
    }
    nextName[depth + 1] = name;
    return cmp;
  };
  // Rows `depth`..8 of the arrangement: the band of row `depth` is chosen at its first row, then
  // its three rows in some order. `tight`: the rows so far read the same as best's first rows
  // (otherwise they read smaller, and nothing below can be dropped until a leaf has set best).
  // Returns whether best was replaced (its first rows are then these rows: tight from then on).
  const search = (depth, bandsUsed, band, tight) => {
    if (depth === 9) {
      if (!tight) best.set(current);
      return !tight;
    }
    let improved = false;
    const candidates = [];
    if (depth % 3 === 0) {
      for (let b = 0; b < 3; b++) if (!(bandsUsed & (1 << b))) for (let i = 0; i < 3; i++) candidates.push(3 * b + i);
    } else {
      const from = depth - (depth % 3);
      for (let i = 0; i < 3; i++) if (!rowsUsed.subarray(from, depth).includes(3 * band + i)) candidates.push(3 * band + i);
    }
    for (const row of candidates) {
      const cmp = placeRow(depth, row, tight || improved);
      if (cmp > 0) continue;
      rowsUsed[depth] = row;
      const b = Math.floor(row / 3);
      if (search(depth + 1, bandsUsed | (1 << b), b, cmp === 0)) improved = true;
    }
    return improved;
  };
  for (const g of grids) {
    grid = g;
    for (const order of LINE_ORDERS) {
      cols = order;
      search(0, 0, -1, true);
    }
  }
  return Array.from(best, (x) => String(x)).join("");
}

/** The number of essentially different puzzles in a list of 81-cell puzzles (exact). */
export function essentiallyDifferent(puzzles) {
  return new Set(puzzles.map(canonicalSudoku)).size;
}
