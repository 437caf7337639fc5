// The soak's own counter: plain backtracking over the cells in reading order, each value checked
// against the other cells of its row, its column and its stream. It shares no code with either
// engine or with the verifier, and is slow on purpose only in the sense of being obvious.

/** For each cell (r * n + c), the other cells it must differ from: its row, column and stream. */
function peersOf(n, streams) {
  const peers = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const s = streams[r][c];
      const list = [];
      for (let rr = 0; rr < n; rr++) {
        for (let cc = 0; cc < n; cc++) {
          if (rr === r && cc === c) continue;
          if (rr === r || cc === c || (s !== 0 && streams[rr][cc] === s)) list.push(rr * n + cc);
        }
      }
      peers.push(list);
    }
  }
  return peers;
}

/**
 * Searches the puzzle `{ size, streams, givens }` for solutions, stopping at `limit` of them
 * (0 = all) or after `budget` placements. Returns `{ count, complete, solutions, gaveUp }`:
 * `complete` means the search was exhausted below the limit, so `count` is exact; `gaveUp` means
 * the budget ran out and nothing is known. `order(cell)`, when given, is the order in which values
 * are tried at a cell (for a random solution); otherwise 1..n.
 */
export function bruteForce({ size: n, streams, givens }, { limit = 0, budget = Infinity, order } = {}) {
  const peers = peersOf(n, streams);
  const cells = n * n;
  const grid = new Array(cells);
  for (let i = 0; i < cells; i++) grid[i] = givens[Math.floor(i / n)][i % n];
  const given = grid.map((v) => v !== 0);
  const solutions = [];
  let count = 0;
  let nodes = 0;
  let stop = false;
  let gaveUp = false;
  const fits = (i, v) => peers[i].every((p) => grid[p] !== v);
  const values = Array.from({ length: n }, (_, k) => k + 1);

  function place(i) {
    if (stop) return;
    if (++nodes > budget) {
      stop = gaveUp = true;
      return;
    }
    if (i === cells) {
      count++;
      solutions.push(Array.from({ length: n }, (_, r) => grid.slice(r * n, r * n + n)));
      if (limit > 0 && count >= limit) stop = true;
      return;
    }
    if (given[i]) {
      // A given is checked against every other filled cell when its turn comes: givens that
      // clash end the search there, with no solution.
      if (fits(i, grid[i])) place(i + 1);
      return;
    }
    for (const v of order ? order(i) : values) {
      if (!fits(i, v)) continue;
      grid[i] = v;
      place(i + 1);
      grid[i] = 0;
      if (stop) return;
    }
  }
  place(0);
  if (gaveUp) return { count, complete: false, solutions, gaveUp: true };
  return { count, complete: !(limit > 0 && count >= limit), solutions, gaveUp: false };
}

/** One solution of the streams alone (no givens), values tried in the order `random` deals them,
 * or null when there is none or the budget runs out. */
export function randomSolution(n, streams, random, budget) {
  const empty = Array.from({ length: n }, () => new Array(n).fill(0));
  const values = Array.from({ length: n }, (_, k) => k + 1);
  const r = bruteForce({ size: n, streams, givens: empty }, { limit: 1, budget, order: () => random.shuffle(values) });
  return r.solutions[0] ?? null;
}
