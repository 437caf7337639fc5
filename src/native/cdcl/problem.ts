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
 */
import type { Grid } from "../../puzzle/types.js";
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
  /** The disjunctions variable v occurs in: varDis[4v .. 4v+3], -1 where there is none. */
  readonly varDis: Int32Array;
  /** The variables v excludes: excluded[exStart[v] .. exStart[v+1]-1]. */
  readonly exStart: Int32Array;
  readonly excluded: Int32Array;
}

/** The problem left after resolution `r` on a puzzle of shape g. */
export function openProblem(g: Geometry, r: Resolved): Problem {
  const { n, peers, peerStart, litDis, disLits } = g;
  const value = r.value;
  // Variables.
  const varOf = new Int32Array(g.literals).fill(-1);
  const literals: number[] = [];
  for (let cell = 0; cell < g.cells; cell++) {
    if (value[cell] !== 0) continue;
    for (let L = cell * n, end = L + n; L < end; L++) {
      if (!r.possible(L)) continue;
      varOf[L] = literals.length;
      literals.push(L);
    }
  }
  const vars = literals.length;
  const literalOf = Int32Array.from(literals);
  // Disjunctions: those with an open literal (a disjunction with a known true literal has none).
  const disOf = new Int32Array(g.disjunctions).fill(-1);
  const disStart: number[] = [0];
  const disVars: number[] = [];
  for (let d = 0; d < g.disjunctions; d++) {
    for (let i = d * n, end = i + n; i < end; i++) if (varOf[disLits[i]] >= 0) disVars.push(varOf[disLits[i]]);
    if (disVars.length === disStart[disStart.length - 1]) continue;
    disOf[d] = disStart.length - 1;
    disStart.push(disVars.length);
  }
  const varDis = new Int32Array(4 * vars).fill(-1);
  for (let v = 0; v < vars; v++) {
    for (let k = 0; k < 4; k++) {
      const d = litDis[4 * literalOf[v] + k];
      if (d >= 0) varDis[4 * v + k] = disOf[d];
    }
  }
  // Exclusions, among open literals.
  const exStart = new Int32Array(vars + 1);
  const excluded: number[] = [];
  for (let v = 0; v < vars; v++) {
    const L = literalOf[v];
    const cell = (L / n) | 0;
    const val = L - cell * n;
    for (let w = 0; w < n; w++) if (w !== val && varOf[cell * n + w] >= 0) excluded.push(varOf[cell * n + w]);
    for (let p = peerStart[cell], end = peerStart[cell + 1]; p < end; p++) {
      const y = varOf[peers[p] * n + val];
      if (y >= 0) excluded.push(y);
    }
    exStart[v + 1] = excluded.length;
  }
  const known: Grid = Array.from({ length: n }, (_, row) => Array.from(value.subarray(row * n, row * n + n)));
  return {
    n,
    vars,
    literalOf,
    known,
    disjunctions: disStart.length - 1,
    disStart: Int32Array.from(disStart),
    disVars: Int32Array.from(disVars),
    varDis,
    exStart,
    excluded: Int32Array.from(excluded),
  };
}
