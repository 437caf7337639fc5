/**
 * A local search for Latin-square completion, beside the search with learning (latin-turns.ts runs
 * them in turns): on the quasigroup-with-holes benchmark of order 45 with 1.2 times the hardness
 * peak's holes no complete solver measured here (the native one, clasp, CaDiCaL, kissat, Gecode)
 * finds a first completion in minutes, while this local search does in 7-55 s (order 50 with 800
 * holes stays out of its reach too: docs/performance.md, issue 28).
 *
 * The method is the one of the Latin-square-completion literature's strongest local searches (Jin
 * and Hao, "Solving the Latin square completion problem by memetic graph coloring", IEEE TEC 2019;
 * Xie, Lü, Su, Li et al., "A swap relaxation-based local search for the Latin square completion
 * problem", IJCAI 2024):
 * - The search space: every row holds each value once (its open cells get a permutation of the
 *   values it lacks), so only columns can clash. The cost is the number of clashing pairs in the
 *   columns (given cells count too).
 * - A move swaps the values of two open cells of a row, one of them in a clash. The domains left by
 *   resolution (the kernel) are relaxed: a cell may take a value resolution ruled out, and the
 *   number of cells outside their domain weighs a quarter of a clash in a move's score (it changes
 *   by -2 to 2 in a move): it decides between moves of equal cost, and at most makes a move one
 *   clash worse tie with one that puts two cells out of their domains. (Forbidding
 *   them splits the space into pieces the swaps cannot join: the earlier tabu search here, which
 *   kept every cell in its domain, solved 2 of 3 order-30 squares in 20 s; docs/performance.md.)
 * - Tabu: after a move a clashing cell may not take back its old value for 0.4 x the cost plus a
 *   random 0-9 moves, unless that reaches a cost below the best so far (aspiration).
 * - When the cost runs more than `slack` above the best, the search goes back to the best
 *   assignment, with a clean tabu list; the slack grows from 10 to 15, by one every 1,000 returns.
 *
 * It finds completions, never proves that there is none or no other: that stays with the search
 * with learning, which is given the completion found to exclude (latin-turns.ts). Everything it does
 * follows from the seed and the number of moves it is given, never the clock: the same puzzle gets
 * the same answer on any machine.
 */
import type { Grid } from "../../../puzzle/types.js";
import { pastDeadline } from "../limits.js";
import { mulberry32 } from "./search.js";
import type { Problem } from "./problem.js";

/** Whether the local search applies: a square whose only units are rows and columns. */
export function isLatinCompletion(p: Problem): boolean {
  const { n, peerStart, cells, fullStreamIds, variant } = p.g;
  if (fullStreamIds.length > 0 || variant) return false;
  for (let c = 0; c < cells; c++) if (peerStart[c + 1] - peerStart[c] !== 2 * (n - 1)) return false;
  return true;
}

export class LatinLocalSearch {
  readonly n: number;
  /** Moves made so far. */
  moves = 0;
  /** The current value (0-based) of every cell, known cells included. */
  private readonly value: Int32Array;
  private readonly best: Int32Array;
  /** count[col * n + v]: the cells of column col holding v. */
  private readonly count: Int32Array;
  /** inDomain[cell * n + v]: 1 when resolution left v possible in the cell (or knows it there). */
  private readonly inDomain: Uint8Array;
  /** tabu[cell * n + v]: the move (counted from tabuFrom) until which the cell may not take v
   * again. 32 bits: half the memory of doubles, in cache at order 45; so every 2^30 moves (about an
   * hour) the marks are cleared and counted from there, as a return to the best clears them. */
  private readonly tabu: Int32Array;
  private tabuFrom = 0;
  /** The open cells of row r (as columns): openCols[openStart[r] .. openStart[r+1]-1]. */
  private readonly openStart: Int32Array;
  private readonly openCols: Int32Array;
  private cost = 0;
  private bestCost = 0;
  private slack = 10;
  private returns = 0;
  private readonly random: () => number;
  /** The open cells in a clash (their value twice or more in their column), as a set:
   * clashing[0 .. clashes-1], and each one's place there (-1 for a cell not in it). Kept up to date
   * move by move: a move changes the clashes of two columns only. */
  private readonly clashing: Int32Array;
  private readonly clashAt: Int32Array;
  private clashes = 0;
  /** Whether each cell is open. */
  private readonly isOpen: Uint8Array;

  constructor(p: Problem, seed: number) {
    const n = p.n;
    this.n = n;
    this.random = mulberry32(seed * 0x9e3779b1 + 0x51ed27);
    this.value = new Int32Array(n * n);
    this.count = new Int32Array(n * n);
    this.inDomain = new Uint8Array(n * n * n);
    this.tabu = new Int32Array(n * n * n);
    this.openStart = new Int32Array(n + 1);
    this.clashing = new Int32Array(n * n);
    this.clashAt = new Int32Array(n * n).fill(-1);
    this.isOpen = new Uint8Array(n * n);
    const open: number[] = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const known = p.known[r][c];
        const cell = r * n + c;
        if (known !== 0) {
          this.value[cell] = known - 1;
          this.inDomain[cell * n + known - 1] = 1;
        } else {
          open.push(c);
          this.isOpen[cell] = 1;
          for (let v = 0; v < n; v++) if (p.varOf[cell * n + v] >= 0) this.inDomain[cell * n + v] = 1;
        }
      }
      this.openStart[r + 1] = open.length;
    }
    this.openCols = Int32Array.from(open);
    for (let r = 0; r < n; r++) this.fillRow(p, r);
    for (let cell = 0; cell < n * n; cell++) this.count[(cell % n) * n + this.value[cell]]++;
    this.cost = this.totalCost();
    for (let c = 0; c < n; c++) this.updateClashes(c);
    this.best = this.value.slice();
    this.bestCost = this.cost;
  }

  /** Gives the row's open cells the values the row lacks, within their domains as far as a matching
   * (augmenting paths, in a random order) can; the rest at random. */
  private fillRow(p: Problem, r: number): void {
    const n = this.n;
    const cols = this.openCols.subarray(this.openStart[r], this.openStart[r + 1]);
    const k = cols.length;
    if (k === 0) return;
    const present = new Uint8Array(n);
    for (let c = 0; c < n; c++) if (p.known[r][c] !== 0) present[p.known[r][c] - 1] = 1;
    const missing: number[] = [];
    for (let v = 0; v < n; v++) if (!present[v]) missing.push(v);
    this.shuffle(missing);
    const cellOfValue = new Int32Array(n).fill(-1);
    const valueOfCell = new Int32Array(k).fill(-1);
    const seen = new Uint8Array(n);
    const tryCell = (i: number): boolean => {
      const cell = r * n + cols[i];
      for (const v of missing) {
        if (seen[v] || !this.inDomain[cell * n + v]) continue;
        seen[v] = 1;
        if (cellOfValue[v] < 0 || tryCell(cellOfValue[v])) {
          cellOfValue[v] = i;
          valueOfCell[i] = v;
          return true;
        }
      }
      return false;
    };
    for (let i = 0; i < k; i++) {
      seen.fill(0);
      tryCell(i);
    }
    const spare = missing.filter((v) => cellOfValue[v] < 0);
    for (let i = 0; i < k; i++) if (valueOfCell[i] < 0) valueOfCell[i] = spare.pop() as number;
    for (let i = 0; i < k; i++) this.value[r * n + cols[i]] = valueOfCell[i];
  }

  private shuffle(a: number[]): void {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
  }

  /** Brings the clashing set up to date on column c. */
  private updateClashes(c: number): void {
    const { n, value, count, clashing, clashAt, isOpen } = this;
    for (let cell = c; cell < n * n; cell += n) {
      if (!isOpen[cell]) continue;
      const clash = count[c * n + value[cell]] > 1;
      const at = clashAt[cell];
      if (clash && at < 0) {
        clashAt[cell] = this.clashes;
        clashing[this.clashes++] = cell;
      } else if (!clash && at >= 0) {
        const last = clashing[--this.clashes];
        clashing[at] = last;
        clashAt[last] = at;
        clashAt[cell] = -1;
      }
    }
  }

  private totalCost(): number {
    let cost = 0;
    for (const c of this.count) cost += (c * (c - 1)) / 2;
    return cost;
  }

  /**
   * Makes up to `budget` moves, stopping early past `deadline` (a clock.ts now() time); returns a
   * completion (1-based grid) as soon as the cost is 0, else null (call again to go on where it
   * stopped).
   */
  run(budget: number, deadline = Infinity): Grid | null {
    const { n, value, count, inDomain, tabu, openStart, openCols, clashing } = this;
    const random = this.random;
    for (let step = 0; step < budget; step++) {
      if (this.cost === 0) return this.grid();
      if (pastDeadline(this.moves, deadline)) return null;
      if (this.moves - this.tabuFrom >= 2 ** 30) {
        tabu.fill(0);
        this.tabuFrom = this.moves;
      }
      const it = this.moves - this.tabuFrom;
      // The best move, tabu or not (ties broken at random, by reservoir sampling). A move's score:
      // its change of cost, then of the cells outside their domains.
      let bestScore = Infinity;
      let bestRow = -1;
      let bestA = -1;
      let bestB = -1;
      let ties = 0;
      let tabuScore = Infinity;
      let tabuRow = -1;
      let tabuA = -1;
      let tabuB = -1;
      let tabuDelta = 0;
      let tabuTies = 0;
      for (let x = 0; x < this.clashes; x++) {
        const cell1 = clashing[x];
        const r = (cell1 / n) | 0;
        const c1 = cell1 - r * n;
        const a = value[cell1];
        const col1 = c1 * n;
        const dom1 = cell1 * n;
        // The part of a move's cost change that does not depend on the other cell.
        const base = 2 - count[col1 + a];
        for (let i = openStart[r], to = openStart[r + 1]; i < to; i++) {
          const c2 = openCols[i];
          if (c2 === c1) continue;
          const cell2 = r * n + c2;
          const b = value[cell2];
          const col2 = c2 * n;
          const b2 = count[col2 + b];
          // A pair of clashing cells is looked at from both ends: once is enough.
          if (c2 < c1 && b2 > 1) continue;
          const delta = count[col1 + b] + count[col2 + a] - b2 + base;
          // The domain term is -2..2: a move 4 worse than the best of its kind (tabu or not) cannot
          // win or tie, so it is passed over before its domains are read. It draws no random number
          // either way: the trajectory is the one without these shortcuts (same seed, same moves).
          const lower = 4 * delta - 2;
          if (lower > bestScore && lower > tabuScore) continue;
          const dom2 = cell2 * n;
          const isTabu = tabu[dom1 + b] > it || tabu[dom2 + a] > it;
          if (lower > (isTabu ? tabuScore : bestScore)) continue;
          const score = 4 * delta + inDomain[dom1 + a] + inDomain[dom2 + b] - inDomain[dom1 + b] - inDomain[dom2 + a];
          if (isTabu) {
            if (score < tabuScore) {
              tabuScore = score;
              tabuRow = r;
              tabuA = c1;
              tabuB = c2;
              tabuDelta = delta;
              tabuTies = 1;
            } else if (score === tabuScore && random() * ++tabuTies < 1) {
              tabuRow = r;
              tabuA = c1;
              tabuB = c2;
              tabuDelta = delta;
            }
          } else if (score < bestScore) {
            bestScore = score;
            bestRow = r;
            bestA = c1;
            bestB = c2;
            ties = 1;
          } else if (score === bestScore && random() * ++ties < 1) {
            bestRow = r;
            bestA = c1;
            bestB = c2;
          }
        }
      }
      // Aspiration: a tabu move that beats the best cost so far is taken.
      if (tabuRow >= 0 && (bestRow < 0 || (tabuScore < bestScore && this.cost + tabuDelta < this.bestCost))) {
        bestRow = tabuRow;
        bestA = tabuA;
        bestB = tabuB;
      }
      if (bestRow < 0) return null; // no open cell clashes: cannot happen with cost > 0
      this.swap(bestRow, bestA, bestB);
      this.moves++;
      if (this.cost <= this.bestCost) {
        this.bestCost = this.cost;
        this.best.set(value);
      } else if (this.cost - this.bestCost > this.slack) {
        this.backToBest();
      }
    }
    return this.cost === 0 ? this.grid() : null;
  }

  private swap(r: number, c1: number, c2: number): void {
    const { n, value, count, tabu } = this;
    const cell1 = r * n + c1;
    const cell2 = r * n + c2;
    const a = value[cell1];
    const b = value[cell2];
    // The cells that clashed may not take their values back for a while.
    const tenure = this.moves - this.tabuFrom + Math.floor(0.4 * this.cost);
    if (count[c1 * n + a] > 1) tabu[cell1 * n + a] = tenure + Math.floor(this.random() * 10);
    if (count[c2 * n + b] > 1) tabu[cell2 * n + b] = tenure + Math.floor(this.random() * 10);
    this.cost += count[c1 * n + b] + count[c2 * n + a] - count[c1 * n + a] - count[c2 * n + b] + 2;
    count[c1 * n + a]--;
    count[c2 * n + b]--;
    count[c1 * n + b]++;
    count[c2 * n + a]++;
    value[cell1] = b;
    value[cell2] = a;
    this.updateClashes(c1);
    this.updateClashes(c2);
  }

  private backToBest(): void {
    const { n, value, count } = this;
    value.set(this.best);
    count.fill(0);
    for (let cell = 0; cell < n * n; cell++) count[(cell % n) * n + value[cell]]++;
    this.cost = this.bestCost;
    for (let c = 0; c < n; c++) this.updateClashes(c);
    this.tabu.fill(0);
    if (this.slack < 15 && ++this.returns === 1000) {
      this.slack++;
      this.returns = 0;
    }
  }

  private grid(): Grid {
    const n = this.n;
    return Array.from({ length: n }, (_, r) => Array.from(this.value.subarray(r * n, r * n + n), (v) => v + 1));
  }
}
