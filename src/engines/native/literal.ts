/**
 * The literal representation of RESOLVESTRIMKO (disjunctive syllogism over the
 * 4n² disjunctions) and SOLVESTRIMKO (depth-first search that guesses when
 * resolution stalls), from the "Strimko by resolution" assignment.
 *
 * Representation, and why
 * -----------------------
 * (This representation serves resolve(), every trace and n > 32; a search
 * without a trace uses the faster bitset representation of bitset.ts, which
 * makes the same choices: dispatch.ts says which runs when.)
 *
 * The knowledge base is the set of disjunctions "cell (i,j) holds some value",
 * "row i holds k somewhere", "column j holds k somewhere" and "full stream s
 * holds k somewhere" (see geometry.ts for the numbering). A literal c(i,j,k)
 * occurs in exactly four of them (three when its stream is short or absent).
 *
 * Resolution only ever does one thing to a disjunction: remove a literal that
 * has become false (disjunctive syllogism). So instead of storing each
 * disjunction's literals, we store per disjunction
 *   - count[d]: how many of its literals are still possible, and
 *   - sum[d]:   the sum of the ids of those literals.
 * Removing literal L subtracts 1 and L. When count[d] reaches 1, sum[d] *is*
 * the one literal left: the unit, a new fact, found in O(1) with no scan. When
 * count[d] reaches 0 the disjunction is empty: a contradiction (resolution
 * refutation). Whether a literal is still possible is one byte, alive[L].
 *
 * Asserting a fact c(i,j,k) removes the literals it rules out: the other values
 * of the cell, and k in every peer cell (same row, column or stream, short
 * streams included: a short stream only forbids repeats, so it has no
 * disjunctions but still has peers). Each removal touches the literal's four
 * disjunctions and pushes the literal on a trail. Undoing a guess pops the
 * trail back to a mark and adds the literals back: no copying of state, no
 * allocation while solving (every table is a typed array sized once per puzzle
 * shape and reused for every puzzle of that shape).
 *
 * Units are processed from a queue rather than in the assignment's rounds; the
 * facts reached (the fixpoint) and the verdict are the same, because removing
 * literals is monotone, and the queue's generations are the rounds, which
 * propagate() counts (see `rounds`). A unit disjunction stays in the knowledge base after it
 * fires, so a later fact that empties it is still caught as a contradiction.
 * When a unit names a cell that is already known, the fact was inferred before
 * (the assignment's Question 1) and nothing happens.
 *
 * Search branches on the open disjunction with the fewest literals left, of
 * any of the four kinds (a cell with two candidates, or a row that has only two
 * places left for a 5, ...), trying each literal in turn. The literals of one
 * disjunction exclude each other, so the branches are disjoint and counting
 * solutions never counts one twice. After propagation every disjunction with
 * one literal left is satisfied, so "open" is simply count >= 2.
 */
import type { Grid } from "../../puzzle/types.js";
import { DepthFirstSearch, type DepthFirstEngine, type SearchOutcome } from "./engine.js";
import { describeDisjunction, type DisjunctionName, type Geometry } from "./geometry.js";
import { pastDeadline } from "./limits.js";
import type { NativeStats, TraceEvent } from "./types.js";
import { now } from "../../base/clock.js";

export class LiteralEngine extends DepthFirstSearch implements DepthFirstEngine {
  readonly g: Geometry;
  private readonly n: number;
  private readonly n2: number;
  private readonly alive: Uint8Array;
  private readonly count: Int32Array;
  private readonly sum: Int32Array;
  private readonly initialSum: Int32Array;
  /** value[cell]: 0 = unknown, else the value 1..n. */
  readonly value: Int32Array;
  private readonly trail: Int32Array;
  private top = 0;
  private readonly assigned: Int32Array;
  private assignedTop = 0;
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  /** The disjunction found empty by the last failed step, or -1. */
  conflict = -1;
  /** The literal a failed step tried to assert though it was already false, or -1. */
  clash = -1;
  /** The search's stack, one frame per depth (see dfs): the literals of the disjunction branched
   * on (n per depth), how many, the next to try, the trail marks before the guess, and (traced
   * searches only) the disjunction's name. */
  private readonly options: Int32Array;
  private readonly optCount: Int32Array;
  private readonly optNext: Int32Array;
  private readonly marks: Int32Array;
  private readonly assignedMarks: Int32Array;
  private readonly names: DisjunctionName[] = [];

  trace: TraceEvent[] | null = null;
  depth = 0;
  inferences = 0;
  guesses = 0;
  backtracks = 0;

  // Search state.
  solutions: Grid[] = [];
  found = 0;
  collect = true;

  constructor(g: Geometry) {
    super();
    this.g = g;
    const n = g.n;
    this.n = n;
    this.n2 = g.cells;
    this.alive = new Uint8Array(g.literals);
    this.count = new Int32Array(g.disjunctions);
    this.sum = new Int32Array(g.disjunctions);
    this.value = new Int32Array(g.cells);
    this.roundOf = new Int32Array(g.cells);
    this.trail = new Int32Array(g.literals);
    this.assigned = new Int32Array(g.cells);
    this.queue = new Int32Array(g.disjunctions);
    // Every guess fixes a cell: at most n² guesses are in force, so n² + 1 frames.
    this.options = new Int32Array((g.cells + 1) * n);
    this.optCount = new Int32Array(g.cells + 1);
    this.optNext = new Int32Array(g.cells + 1);
    this.marks = new Int32Array(g.cells + 1);
    this.assignedMarks = new Int32Array(g.cells + 1);
    this.initialSum = new Int32Array(g.disjunctions);
    for (let d = 0; d < g.disjunctions; d++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += this.literalOf(d, k);
      this.initialSum[d] = s;
    }
  }

  /** The k-th literal (0..n-1) of disjunction d, whether or not it is still possible. */
  private literalOf(d: number, k: number): number {
    return this.g.disLits[d * this.n + k];
  }

  reset(): void {
    this.alive.fill(1);
    this.count.fill(this.n);
    this.sum.set(this.initialSum);
    this.value.fill(0);
    this.top = 0;
    this.assignedTop = 0;
    this.qHead = 0;
    this.qTail = 0;
    this.conflict = -1;
    this.clash = -1;
    this.depth = 0;
    this.inferences = 0;
    this.guesses = 0;
    this.backtracks = 0;
    this.rounds = 0;
    this.kinds = 0;
    this.ignoredKinds = 0;
    this.roundOf.fill(0);
    this.solutions = [];
    this.found = 0;
    // With n = 1 every disjunction starts with one literal: all are units.
    if (this.n === 1) for (let d = 0; d < this.count.length; d++) this.queue[this.qTail++] = d;
  }

  /** Removes a literal from its disjunctions (disjunctive syllogism). False on an empty disjunction. */
  private remove(L: number): boolean {
    const count = this.count;
    const sum = this.sum;
    const dis = this.g.litDis;
    const per = this.g.perLit;
    const t = L * per;
    this.alive[L] = 0;
    this.trail[this.top++] = L;
    let ok = true;
    // The literal's three or more disjunctions (-1 after the last: a cell in no full stream has three).
    const asserting = this.asserting;
    for (let j = 0; j < per; j++) {
      const d = dis[t + j];
      if (d < 0) break;
      const k = --count[d];
      if (k === 1) {
        if ((sum[d] -= L) !== asserting) this.queue[this.qTail++] = d;
      } else {
        sum[d] -= L;
        if (k === 0) {
          this.conflict = d;
          ok = false;
        }
      }
    }
    return ok;
  }

  /** Puts a removed literal back (undo). */
  private restore(L: number): void {
    const count = this.count;
    const sum = this.sum;
    const dis = this.g.litDis;
    const per = this.g.perLit;
    const t = L * per;
    this.alive[L] = 1;
    for (let j = 0; j < per; j++) {
      const d = dis[t + j];
      if (d < 0) break;
      count[d]++;
      sum[d] += L;
    }
  }

  /**
   * Makes literal L a fact: the cell's other values and the value in every peer
   * become false. False (with `conflict` set) if that empties a disjunction or L
   * was already false.
   */
  assert(L: number): boolean {
    const n = this.n;
    const alive = this.alive;
    const cell = this.g.litCell[L];
    if (alive[L] === 0) {
      // Not an empty disjunction: two facts that exclude each other.
      this.conflict = -1;
      this.clash = L;
      return false;
    }
    const v = L - cell * n;
    this.value[cell] = v + 1;
    this.assigned[this.assignedTop++] = cell;
    // The disjunctions that contain L drop to one literal as the others go: they are satisfied,
    // not new units, so remove() does not queue them.
    this.asserting = L;
    const base = cell * n;
    for (let w = 0; w < n; w++) {
      if (w !== v && alive[base + w] === 1 && !this.remove(base + w)) return this.fail();
    }
    const peers = this.g.peers;
    const start = this.g.peerStart[cell];
    const end = this.g.peerStart[cell + 1];
    for (let p = start; p < end; p++) {
      const P = peers[p] * n + v;
      if (alive[P] === 1 && !this.remove(P)) return this.fail();
    }
    this.asserting = -1;
    return true;
  }

  /** The literal being asserted (see assert), or -1. */
  private asserting = -1;

  private fail(): false {
    this.qHead = this.qTail = 0;
    this.asserting = -1;
    return false;
  }

  /**
   * Rounds of the last propagate(). The assignment's RESOLVESTRIMKO sweeps the disjunctions in
   * rounds, drawing every unit of one round before the next. The queue is first in, first out, so
   * its units come in the same generations: those waiting when propagate starts are round 1, those
   * queued while round k's facts are asserted are round k + 1, and the facts known after each
   * round are the sweeps'. This is the round of the last new fact (0: none). Counted without a
   * trace: the difficulty scale (explain/difficulty.ts) reads it on every candidate puzzle.
   */
  rounds = 0;
  /**
   * The kinds of disjunction that forced a new fact since reset(), a bit per block of the numbering
   * (1 cell, 2 row, 4 column, 8 stream: geometry.ts). Counted as the sweeps count them, whatever
   * the queue's order: a unit whose fact another unit of the same round drew first counts too.
   */
  kinds = 0;
  /** Kinds of disjunction (bits as in `kinds`) whose units propagate() leaves alone: resolution
   * with some kinds only, to measure which it needs. 0 (all used) after reset(). */
  ignoredKinds = 0;
  /** The round in which each cell was inferred (for `kinds`); 0 for givens. */
  private readonly roundOf: Int32Array;

  /** Draws the consequences of the unit disjunctions waiting in the queue, until none is left. */
  propagate(): boolean {
    const queue = this.queue;
    const cells = this.n2;
    let round = 1;
    let roundEnd = this.qTail;
    this.rounds = 0;
    while (this.qHead < this.qTail) {
      if (this.qHead === roundEnd) {
        round++;
        roundEnd = this.qTail;
      }
      const d = queue[this.qHead++];
      if (this.count[d] !== 1) continue; // refilled by an undo: cannot happen mid-propagation, but cheap to check
      const kind = 1 << ((d / cells) | 0);
      if (this.ignoredKinds !== 0 && (this.ignoredKinds & kind) !== 0) continue;
      const L = this.sum[d];
      const cell = this.g.litCell[L];
      if (this.value[cell] !== 0) {
        // Inferred before (or given, or guessed): nothing new.
        if (this.roundOf[cell] === round) this.kinds |= kind;
        if (this.trace) this.trace.push({ kind: "again", ...this.cellValue(L), by: describeDisjunction(this.g, d), depth: this.depth });
        continue;
      }
      this.inferences++;
      this.rounds = round;
      this.roundOf[cell] = round;
      this.kinds |= kind;
      if (this.trace) this.trace.push({ kind: "infer", ...this.cellValue(L), by: describeDisjunction(this.g, d), depth: this.depth });
      if (!this.assert(L)) return false;
    }
    this.qHead = this.qTail = 0;
    return true;
  }

  private cellValue(L: number): { cell: [number, number]; value: number } {
    const n = this.n;
    const cell = (L / n) | 0;
    return { cell: [((cell / n) | 0) + 1, (cell % n) + 1], value: (L % n) + 1 };
  }

  /** Undoes everything after the marks. */
  private undo(mark: number, assignedMark: number): void {
    while (this.top > mark) this.restore(this.trail[--this.top]);
    while (this.assignedTop > assignedMark) this.value[this.assigned[--this.assignedTop]] = 0;
    this.qHead = this.qTail = 0;
    this.conflict = -1;
  }

  get solved(): boolean {
    return this.assignedTop === this.n2;
  }

  /** The open disjunction with the fewest literals left (>= 2), or -1 when none is open. */
  private choose(): number {
    const count = this.count;
    let best = -1;
    let bestCount = 0x7fffffff;
    for (let d = 0, D = count.length; d < D; d++) {
      const k = count[d];
      if (k >= 2 && k < bestCount) {
        best = d;
        bestCount = k;
        if (k === 2) break;
      }
    }
    return best;
  }

  /** Whether literal L is still possible (not refuted). */
  possible(L: number): boolean {
    return this.alive[L] === 1;
  }

  /** Sets the givens as evidence and resolves. False on a contradiction. */
  start(givens: Grid): boolean {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const v = givens[r][c];
        if (v === 0) continue;
        const L = (r * n + c) * n + v - 1;
        if (this.value[r * n + c] === v) continue;
        if (this.trace) this.trace.push({ kind: "given", cell: [r + 1, c + 1], value: v });
        if (!this.assert(L)) return false;
      }
    }
    return this.propagate();
  }

  grid(): Grid {
    const n = this.n;
    const grid: Grid = new Array(n);
    const value = this.value;
    for (let r = 0; r < n; r++) {
      const row = new Array<number>(n);
      for (let c = 0; c < n; c++) row[c] = value[r * n + c];
      grid[r] = row;
    }
    return grid;
  }

  /**
   * The depth-first search, with its own stack instead of recursion (a search may go n² guesses
   * deep: 4,096 at n = 64, more than a small call stack holds). The frame at depth D is the
   * disjunction branched on there: its literals at options[D*n ..], how many (optCount[D]), the
   * next one to try (optNext[D]) and the marks to undo its current guess to. The steps, and so the
   * tree, the statistics and the trace, are those of the recursive SOLVESTRIMKO: guess the next
   * literal, go down if propagation succeeds and the node is open, otherwise undo the guess
   * (backtrack) and go up while a frame has no literal left or enough solutions are found.
   */
  protected dfs(): SearchOutcome {
    const root = this.depth;
    if (!this.open()) return "done";
    const n = this.n;
    const options = this.options;
    const optCount = this.optCount;
    const optNext = this.optNext;
    const marks = this.marks;
    const assignedMarks = this.assignedMarks;
    for (;;) {
      // The frame at this.depth has a literal left to try.
      const depth = this.depth;
      const i = optNext[depth]++;
      const L = options[depth * n + i];
      marks[depth] = this.top;
      assignedMarks[depth] = this.assignedTop;
      this.guesses++;
      if (pastDeadline(this.guesses, this.deadline)) return "timeout";
      if (this.trace) this.trace.push({ kind: "guess", ...this.cellValue(L), on: this.names[depth], options: optCount[depth], depth });
      this.depth = depth + 1;
      if (this.assert(L) && this.propagate()) {
        if (this.open()) continue;
      } else {
        if (++this.deadEnds > this.budget) return "budget";
        if (this.trace) this.traceContradiction();
      }
      // The node under the guess is done: undo guesses up to the first frame with a literal left.
      for (;;) {
        const up = this.depth - 1;
        this.depth = up;
        this.undo(marks[up], assignedMarks[up]);
        this.backtracks++;
        if (this.trace) this.trace.push({ kind: "backtrack", ...this.cellValue(options[up * n + optNext[up] - 1]), depth: up });
        if (this.found < this.limit && optNext[up] < optCount[up]) break;
        if (up === root) return "done";
      }
    }
  }

  /**
   * Enters the node at this.depth: counts it if it is a solution; otherwise lists the literals of
   * the disjunction to branch on in its frame. True when there is something to try.
   */
  private open(): boolean {
    if (this.solved) {
      this.found++;
      if (this.collect) this.solutions.push(this.grid());
      if (this.trace) this.trace.push({ kind: "solution", depth: this.depth });
      return false;
    }
    const d = this.choose();
    if (d < 0) return false; // cannot happen: an unsolved fixpoint has an open disjunction
    const n = this.n;
    const options = this.options;
    const depth = this.depth;
    const base = depth * n;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const L = this.literalOf(d, i);
      if (this.alive[L] === 1) options[base + k++] = L;
    }
    this.optCount[depth] = k;
    this.optNext[depth] = 0;
    if (this.trace) this.names[depth] = describeDisjunction(this.g, d);
    return k > 0;
  }

  traceContradiction(): void {
    if (this.trace) this.trace.push({ kind: "contradiction", ...this.why(), depth: this.depth });
  }

  /** What the last contradiction was: an empty disjunction, or a clash. */
  why(): { empty?: DisjunctionName; clash?: { cell: [number, number]; value: number } } {
    if (this.conflict >= 0) return { empty: describeDisjunction(this.g, this.conflict) };
    if (this.clash >= 0) return { clash: this.cellValue(this.clash) };
    return {};
  }

  stats(start: number, method: NativeStats["method"]): NativeStats {
    return { method, inferences: this.inferences, guesses: this.guesses, backtracks: this.backtracks, conflicts: 0, timeMs: now() - start };
  }
}
