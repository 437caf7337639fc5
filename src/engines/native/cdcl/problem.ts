/**
 * The problem the search with learning solves: the knowledge base after resolution from the givens,
 * over the literals still open, renumbered 0..vars-1.
 *
 * Why: after resolution few literals are left open (on the Gecode 25x25 about 1,300 of 15,625). A
 * search over all of them read, on each assignment and each analysed reason, the whole lists of a
 * literal's exclusions (88 on a 25x25) and a disjunction's literals (25), nearly all false for good,
 * and its tables (value, level, reason, the disjunctions of each literal, watch lists) were spread
 * over memory sized by every literal. Over the open literals only, the lists hold what can still
 * change and the tables are small enough to stay in the processor's caches. Clasp works the same
 * way: grounding drops the values the givens rule out before its search starts.
 *
 * Variables are the open literals (possible, in a cell not yet known); a disjunction is kept when
 * none of its literals is known true (then at least two are open: resolution left no unit), with
 * its open literals; each variable excludes the open literals it excludes in the puzzle (same cell,
 * same value in a peer cell). Nothing else constrains open literals, so a solution of the problem
 * plus the known cells is a solution of the puzzle, and every solution of the puzzle is one.
 *
 * The exclusions are listed lazily (Exclusions.build), a variable's the first time it is true:
 * listed for every variable at once they would be n - 1 + |peers| entries each, 50 million on an
 * empty 64x64 where the search sets few variables true before it finds its solutions.
 */
import type { Grid } from "../../../puzzle/types.js";
import type { Geometry } from "../geometry.js";

/** What resolution from the givens concluded: the known cells and the literals still possible. */
export interface Resolved {
  /** value[cell]: 0 = unknown, else the value 1..n. */
  readonly value: Int32Array;
  possible(L: number): boolean;
}

export interface Problem {
  /** The puzzle's size n. */
  readonly n: number;
  /** Number of variables (open literals). */
  readonly vars: number;
  /** The puzzle literal (cell * n + value) of each variable. */
  readonly literalOf: Int32Array;
  /** The cells resolution knows, as a grid (0 where unknown). */
  readonly known: Grid;
  /** Number of disjunctions kept. */
  readonly disjunctions: number;
  /** The variables of disjunction d: disVars[disStart[d] .. disStart[d+1]-1]. */
  readonly disStart: Int32Array;
  readonly disVars: Int32Array;
  /** The variable of each puzzle literal, -1 for one not open. */
  readonly varOf: Int32Array;
  readonly g: Geometry;
}

/** The problem left after resolution `r` on a puzzle of shape g. */
export function openProblem(g: Geometry, r: Resolved): Problem {
  const { n, disLits } = g;
  const value = r.value;
  // Variables.
  const varOf = new Int32Array(g.literals).fill(-1);
  let vars = 0;
  for (let cell = 0; cell < g.cells; cell++) {
    if (value[cell] !== 0) continue;
    for (let L = cell * n, end = L + n; L < end; L++) if (r.possible(L)) varOf[L] = vars++;
  }
  const literalOf = new Int32Array(vars);
  for (let L = 0; L < g.literals; L++) if (varOf[L] >= 0) literalOf[varOf[L]] = L;
  // Disjunctions: those with an open literal (a disjunction with a known true literal has none).
  // Each variable is in at most perLit (4 without a variant).
  const disStartAll = new Int32Array(g.disjunctions + 1);
  const disVarsAll = new Int32Array(g.perLit * vars);
  let kept = 0;
  let top = 0;
  for (let d = 0; d < g.disjunctions; d++) {
    const at = top;
    for (let i = d * n, end = i + n; i < end; i++) if (varOf[disLits[i]] >= 0) disVarsAll[top++] = varOf[disLits[i]];
    if (top === at) continue;
    kept++;
    disStartAll[kept] = top;
  }
  const known: Grid = Array.from({ length: n }, (_, row) => Array.from(value.subarray(row * n, row * n + n)));
  return {
    n,
    vars,
    literalOf,
    known,
    disjunctions: kept,
    disStart: disStartAll.slice(0, kept + 1),
    disVars: disVarsAll.slice(0, top),
    varOf,
    g,
  };
}

/**
 * The variables each variable excludes, listed the first time it is true (see above), without
 * those false at level 0 then: level 0 only grows, so a list may hold a variable that has become
 * false for good since (propagation skips it) but never misses one that can still be assigned.
 * Variable v's list is list[start[v] .. start[v] + size[v] - 1] (start -1 until built).
 */
export class Exclusions {
  /** The arena (replaced by a bigger one as it fills: read it from here, never keep it). */
  list: Int32Array = new Int32Array(1 << 14);
  readonly start: Int32Array;
  readonly size: Int32Array;
  private top = 0;
  private readonly p: Problem;

  constructor(p: Problem) {
    this.p = p;
    this.start = new Int32Array(p.vars).fill(-1);
    this.size = new Int32Array(p.vars);
  }

  /** Builds variable v's list (by the search's litVal, -1 false, and level) and returns its start. */
  build(v: number, litVal: Int8Array, level: Int32Array): number {
    const { n, peers, peerStart } = this.p.g;
    const varOf = this.p.varOf;
    const L = this.p.literalOf[v];
    const cell = (L / n) | 0;
    const most = n - 1 + peerStart[cell + 1] - peerStart[cell];
    if (this.top + most > this.list.length) {
      const bigger = new Int32Array(Math.max(2 * this.list.length, this.top + most));
      bigger.set(this.list.subarray(0, this.top));
      this.list = bigger;
    }
    const list = this.list;
    const at = this.top;
    let k = at;
    const value = L - cell * n;
    for (let w = 0; w < n; w++) {
      const y = varOf[cell * n + w];
      if (w !== value && y >= 0 && !(litVal[2 * y] < 0 && level[y] === 0)) list[k++] = y;
    }
    for (let p = peerStart[cell], end = peerStart[cell + 1]; p < end; p++) {
      const y = varOf[peers[p] * n + value];
      if (y >= 0 && !(litVal[2 * y] < 0 && level[y] === 0)) list[k++] = y;
    }
    this.top = k;
    this.start[v] = at;
    this.size[v] = k - at;
    return at;
  }
}
