/**
 * All-different with generalized arc consistency (Régin, "A filtering algorithm for constraints of
 * difference in CSPs", AAAI-94) for the search with learning, with its reasons as clauses (as a
 * lazy clause generation solver explains a propagator): what makes hard Latin-square completion
 * (quasigroup with holes) tractable, where the disjunctions' unit propagation sees only the last
 * place of a value or the last value of a cell.
 *
 * A full unit (a row, a column, a full stream, a variant's unit) with k open cells and the k values
 * they still need is a bipartite graph: cell — value where the literal is open or true. Its cells
 * must take different values, all k of them: a perfect matching. Then
 * - no perfect matching: a Hall set H of cells whose values all lie in a set D smaller than H
 *   (found by the failed augmenting search). The conflict: "some cell of H takes a value outside D",
 *   the clause of the literals (y = w), y in H, w not in D, all false now;
 * - a perfect matching M: an edge in no perfect matching can go (Berge: it lies on no alternating
 *   cycle). With edges cell → value for the edges outside M and value → cell for those in M, edge
 *   x — v outside M lies on such a cycle exactly when x and v are in the same strongly connected
 *   component. If they are not, the cells H and values D reachable from v form a Hall set (every
 *   edge of a cell of H leads into D, and M pairs them) that holds v and not x: x ≠ v, because
 *   (x ≠ v) or some cell of H takes a value outside D — the removal's reason clause.
 *
 * Units are looked at again only when one of their literals was assigned since (touch()); the
 * matching of the last look is kept and repaired. The search calls run() at each fixpoint of unit
 * propagation, so every unit is arc consistent there: a conflict found later always involves a
 * literal of the level being searched, as conflict analysis needs.
 */
import type { Problem } from "./problem.js";

/** What run() found: nothing, a conflict (its clause: every literal false), or removals (each literal
 * x ≠ v first in its reason clause, the others false). */
export type AllDifferentOutcome = { kind: "none" } | { kind: "conflict"; clause: number[] } | { kind: "removals"; reasons: number[][] };

const NONE: AllDifferentOutcome = { kind: "none" };

export class AllDifferent {
  /** Units kept (k >= 3 open cells). */
  readonly units: number;
  /** Unit u's k: size[u]; its edge variables edgeVar[edgeStart[u] + i * k + j] (-1: no such literal). */
  private readonly size: Int32Array;
  private readonly edgeStart: Int32Array;
  private readonly edgeVar: Int32Array;
  /** Unit u's matching: matchCell[nodeStart[u] + i] = value index of cell i (-1 free); matchVal likewise. */
  private readonly nodeStart: Int32Array;
  private readonly matchCell: Int32Array;
  private readonly matchVal: Int32Array;
  /** The units of each variable: varUnits[varStart[v] .. varStart[v+1]-1]. */
  private readonly varStart: Int32Array;
  private readonly varUnits: Int32Array;
  /** Units to look at: a stack, and a flag per unit. */
  private readonly dirty: Uint8Array;
  private readonly stack: Int32Array;
  private top = 0;
  // Scratch, sized for the largest unit.
  private readonly seenVal: Int32Array;
  private readonly seenCell: Int32Array;
  private stamp = 0;
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly comp: Int32Array;
  private readonly onStack: Uint8Array;
  private readonly sccStack: Int32Array;
  private readonly callNode: Int32Array;
  private readonly callEdge: Int32Array;
  /** Units looked at, literals removed, conflicts found (for the statistics and for profiling). */
  looks = 0;
  removed = 0;
  failures = 0;

  constructor(p: Problem) {
    const { g, n, varOf, known } = p;
    const lists: number[][] = [];
    for (let r = 0; r < n; r++) lists.push(Array.from({ length: n }, (_, c) => r * n + c));
    for (let c = 0; c < n; c++) lists.push(Array.from({ length: n }, (_, r) => r * n + c));
    for (let s = 0; s < g.fullStreamIds.length; s++) lists.push(Array.from(g.fullStreamCells.subarray(s * n, s * n + n)));
    // A variant's units (the diagonals): the disjunctions past extraStart, read back as cells.
    for (let d = g.extraStart; d < g.disjunctions; d += n) lists.push(Array.from(g.disLits.subarray(d * n, d * n + n), (L) => (L / n) | 0));

    const kept: { cells: number[]; values: number[] }[] = [];
    for (const cells of lists) {
      const open = cells.filter((cell) => known[(cell / n) | 0][cell % n] === 0);
      const taken = new Set(cells.map((cell) => known[(cell / n) | 0][cell % n]).filter((v) => v !== 0));
      const values: number[] = [];
      for (let v = 0; v < n; v++) if (!taken.has(v + 1)) values.push(v);
      if (open.length >= 3 && open.length === values.length) kept.push({ cells: open, values });
    }
    this.units = kept.length;
    this.size = new Int32Array(kept.length);
    this.edgeStart = new Int32Array(kept.length + 1);
    this.nodeStart = new Int32Array(kept.length + 1);
    kept.forEach(({ cells }, u) => {
      const k = cells.length;
      this.size[u] = k;
      this.edgeStart[u + 1] = this.edgeStart[u] + k * k;
      this.nodeStart[u + 1] = this.nodeStart[u] + k;
    });
    this.edgeVar = new Int32Array(this.edgeStart[kept.length]).fill(-1);
    const perVar: number[][] = Array.from({ length: p.vars }, () => []);
    kept.forEach(({ cells, values }, u) => {
      const k = cells.length;
      cells.forEach((cell, i) =>
        values.forEach((v, j) => {
          const x = varOf[cell * n + v];
          this.edgeVar[this.edgeStart[u] + i * k + j] = x;
          if (x >= 0) perVar[x].push(u);
        }),
      );
    });
    this.varStart = new Int32Array(p.vars + 1);
    for (let v = 0; v < p.vars; v++) this.varStart[v + 1] = this.varStart[v] + perVar[v].length;
    this.varUnits = new Int32Array(this.varStart[p.vars]);
    perVar.forEach((us, v) => this.varUnits.set(us, this.varStart[v]));
    const nodes = this.nodeStart[kept.length];
    this.matchCell = new Int32Array(nodes).fill(-1);
    this.matchVal = new Int32Array(nodes).fill(-1);
    // Every unit is looked at first.
    this.dirty = new Uint8Array(kept.length).fill(1);
    this.stack = Int32Array.from({ length: kept.length }, (_, u) => u);
    this.top = kept.length;
    const most = Math.max(1, ...kept.map((u) => u.cells.length));
    this.seenVal = new Int32Array(most);
    this.seenCell = new Int32Array(most);
    this.index = new Int32Array(2 * most);
    this.low = new Int32Array(2 * most);
    this.comp = new Int32Array(2 * most);
    this.onStack = new Uint8Array(2 * most);
    this.sccStack = new Int32Array(2 * most);
    this.callNode = new Int32Array(2 * most);
    this.callEdge = new Int32Array(2 * most);
  }

  /** Variable v was just assigned: its units are to be looked at again. */
  touch(v: number): void {
    for (let i = this.varStart[v], end = this.varStart[v + 1]; i < end; i++) {
      const u = this.varUnits[i];
      if (this.dirty[u] === 0) {
        this.dirty[u] = 1;
        this.stack[this.top++] = u;
      }
    }
  }

  /** Looks at the units touched since, until one has something to say (`litVal[2x]`: -1 false, 0 open, 1 true). */
  run(litVal: Int8Array): AllDifferentOutcome {
    while (this.top > 0) {
      const u = this.stack[--this.top];
      this.dirty[u] = 0;
      const out = this.look(u, litVal);
      if (out.kind !== "none") return out;
    }
    return NONE;
  }

  /** Edge i — j of unit u is still there: its literal exists and is not false. */
  private alive(u: number, i: number, j: number, litVal: Int8Array): boolean {
    const x = this.edgeVar[this.edgeStart[u] + i * this.size[u] + j];
    return x >= 0 && litVal[2 * x] !== -1;
  }

  private look(u: number, litVal: Int8Array): AllDifferentOutcome {
    this.looks++;
    const k = this.size[u];
    const base = this.nodeStart[u];
    const mc = this.matchCell;
    const mv = this.matchVal;
    // Repair the matching: edges gone leave their cells free.
    for (let i = 0; i < k; i++) {
      const j = mc[base + i];
      if (j >= 0 && !this.alive(u, i, j, litVal)) {
        mc[base + i] = -1;
        mv[base + j] = -1;
      }
    }
    for (let i = 0; i < k; i++) {
      if (mc[base + i] >= 0) continue;
      this.stamp++;
      if (!this.augment(u, i, litVal)) {
        this.failures++;
        return { kind: "conflict", clause: this.hallClause(u, -1, litVal) };
      }
    }
    return this.prune(u, litVal);
  }

  /** An alternating path from free cell i to a free value, flipped; false when there is none (the
   * cells and values it visited, seenCell/seenVal at this stamp, are then a Hall set too small). */
  private augment(u: number, i: number, litVal: Int8Array): boolean {
    const k = this.size[u];
    const base = this.nodeStart[u];
    this.seenCell[i] = this.stamp;
    for (let j = 0; j < k; j++) {
      if (this.seenVal[j] === this.stamp || !this.alive(u, i, j, litVal)) continue;
      this.seenVal[j] = this.stamp;
      const other = this.matchVal[base + j];
      if (other < 0 || this.augment(u, other, litVal)) {
        this.matchCell[base + i] = j;
        this.matchVal[base + j] = i;
        return true;
      }
    }
    return false;
  }

  /**
   * The clause "a cell of H takes a value outside D" for the Hall set H (cells with seenCell ===
   * stamp) and its values D (seenVal === stamp): the literals (y = w), y in H, w not in D, all
   * false. With `first` >= 0 (a removal), that literal comes first.
   */
  private hallClause(u: number, first: number, litVal: Int8Array): number[] {
    const k = this.size[u];
    const e = this.edgeStart[u];
    const clause: number[] = first >= 0 ? [first] : [];
    for (let y = 0; y < k; y++) {
      if (this.seenCell[y] !== this.stamp) continue;
      for (let w = 0; w < k; w++) {
        if (this.seenVal[w] === this.stamp) continue;
        const x = this.edgeVar[e + y * k + w];
        if (x >= 0) {
          if (litVal[2 * x] !== -1) throw new Error("all-different: a Hall set's outside literal is not false");
          clause.push(2 * x);
        }
      }
    }
    return clause;
  }

  /** With a perfect matching: the edges on no alternating cycle go, each with its Hall set's reason. */
  private prune(u: number, litVal: Int8Array): AllDifferentOutcome {
    const k = this.size[u];
    const base = this.nodeStart[u];
    this.scc(u, litVal);
    let reasons: number[][] | undefined;
    for (let i = 0; i < k; i++) {
      const matched = this.matchCell[base + i];
      for (let j = 0; j < k; j++) {
        if (j === matched || this.comp[i] === this.comp[k + j] || !this.alive(u, i, j, litVal)) continue;
        // x ≠ v: the cells and values reachable from value j are the Hall set.
        this.stamp++;
        this.reach(u, k + j, litVal);
        const x = this.edgeVar[this.edgeStart[u] + i * k + j];
        (reasons ??= []).push(this.hallClause(u, 2 * x + 1, litVal));
        this.removed++;
      }
    }
    return reasons ? { kind: "removals", reasons } : NONE;
  }

  /** Marks (seenCell/seenVal at this stamp) what node `from` reaches: value j → its cell, cell i → its other values. */
  private reach(u: number, from: number, litVal: Int8Array): void {
    const k = this.size[u];
    const base = this.nodeStart[u];
    const stack = this.sccStack;
    let top = 0;
    stack[top++] = from;
    this.seenVal[from - k] = this.stamp;
    while (top > 0) {
      const node = stack[--top];
      if (node >= k) {
        const i = this.matchVal[base + node - k];
        if (this.seenCell[i] !== this.stamp) {
          this.seenCell[i] = this.stamp;
          stack[top++] = i;
        }
      } else {
        const matched = this.matchCell[base + node];
        for (let j = 0; j < k; j++) {
          if (j === matched || this.seenVal[j] === this.stamp || !this.alive(u, node, j, litVal)) continue;
          this.seenVal[j] = this.stamp;
          stack[top++] = k + j;
        }
      }
    }
  }

  /** Tarjan's strongly connected components of unit u's graph (cells 0..k-1, values k..2k-1), iterative: comp[node]. */
  private scc(u: number, litVal: Int8Array): void {
    const k = this.size[u];
    const base = this.nodeStart[u];
    const nodes = 2 * k;
    const { index, low, comp, onStack, sccStack, callNode, callEdge } = this;
    index.fill(-1, 0, nodes);
    let counter = 0;
    let sp = 0;
    let components = 0;
    /** The next successor of node after position e (-1 when none): cells go to their other live values, values to their cell. */
    const next = (node: number, e: number): number => {
      if (node >= k) return e < 0 ? this.matchVal[base + node - k] : -1;
      const matched = this.matchCell[base + node];
      for (let j = e + 1; j < k; j++) if (j !== matched && this.alive(u, node, j, litVal)) return j;
      return -1;
    };
    for (let root = 0; root < nodes; root++) {
      if (index[root] >= 0) continue;
      let depth = 0;
      callNode[0] = root;
      callEdge[0] = -1;
      index[root] = low[root] = counter++;
      sccStack[sp++] = root;
      onStack[root] = 1;
      while (depth >= 0) {
        const node = callNode[depth];
        const e = next(node, callEdge[depth]);
        if (e >= 0) {
          callEdge[depth] = e;
          const to = node >= k ? e : k + e;
          if (index[to] < 0) {
            index[to] = low[to] = counter++;
            sccStack[sp++] = to;
            onStack[to] = 1;
            depth++;
            callNode[depth] = to;
            callEdge[depth] = -1;
          } else if (onStack[to] && index[to] < low[node]) low[node] = index[to];
          continue;
        }
        if (low[node] === index[node]) {
          let w: number;
          do {
            w = sccStack[--sp];
            onStack[w] = 0;
            comp[w] = components;
          } while (w !== node);
          components++;
        }
        depth--;
        if (depth >= 0) {
          const parent = callNode[depth];
          if (low[node] < low[parent]) low[parent] = low[node];
        }
      }
    }
  }
}
