/**
 * Conflict-driven search with nogood learning, for the puzzles that depth-first
 * search cannot finish (25x25 Sudoku, large squares with scattered streams):
 * propagation, conflict analysis and the search loop. Its parts that read alone
 * are beside it: the learned clauses and their watch lists (clauses.ts), the
 * VSIDS order of guesses (heap.ts) and the restart schedule (restarts.ts).
 *
 * The knowledge base is the same as resolution's, over the literals that
 * resolution from the givens left open (problem.ts: a Boolean variable per open
 * literal c(i,j,k), renumbered): each disjunction as an "exactly one"
 * constraint — at least one literal true (the disjunction itself) and at most
 * one (its literals exclude each other, which is what asserting a fact does);
 * short streams are "at most one" only. "At most one" propagates as
 * resolution's facts do: a true literal makes its exclusions false (lazily
 * listed, problem.ts). "At least one" is a clause among the learned ones
 * (clauses.ts), never deleted and watched by two literals: a disjunction is
 * looked at only when one of its two watches becomes false, and a backjump
 * undoes nothing in it. (Counters per disjunction, as resolution keeps, were
 * updated on every false literal and undone on every backjump: with watches
 * the Gecode 25x25 #2 needs 25 % fewer conflicts and its isomorphs 4-19 %,
 * at about the same cost each; docs/performance.md.)
 *
 * What it adds to SOLVESTRIMKO is memory. When a guess leads to a
 * contradiction, the implication graph says which earlier facts caused it; the
 * clause "not all of these at once" (first unique implication point) is
 * learned, so the same dead end is never explored again, and the search jumps
 * back to the deepest guess that matters rather than the last one. Guesses
 * follow the activity of the literals in recent conflicts (VSIDS) with saved
 * phases (or target phases, below), and the search restarts on the Luby
 * schedule, keeping what it learned. Learned clauses live in an arena and are
 * watched by two literals; the least useful (high literal block distance) are
 * dropped from time to time.
 *
 * Target phases (after Biere and Fleury, "Chasing target phases", Pragmatics of
 * SAT 2020; CaDiCaL and kissat), on Latin-square completion (searchPolicyFor):
 * a decision gives its variable the value it had in the longest assignment
 * reached so far, not the value it had last. That assignment is the trail at
 * the conflict that ended it, as far as propagation got (CaDiCaL takes the
 * trail without the failing level; tried here, neither won clearly), and a
 * variable it left open keeps its value from an earlier longest one. The
 * search keeps coming back to the largest part of an answer it has seen and
 * extends it, instead of wandering off with the last assignment: what finding
 * one of a square's many completions wants.
 *
 * Time: the clock is looked at every CLOCK_EVERY conflicts, and as often in
 * decisions (limits.ts, the mechanism the depth-first search uses too).
 *
 * Enumeration (counting solutions, uniqueness): after a solution, the clause
 * "not all of these guesses" is added; given the guesses, propagation fixed
 * every other literal, so exactly that solution is excluded, and the search
 * goes on until no solution is left or the limit is reached.
 *
 * Literals of the clause language: 2*v for "v is true", 2*v+1 for "v is false".
 */
import type { Grid } from "../../../puzzle/types.js";
import { pastDeadline } from "../limits.js";
import { ClauseStore, STORE_POLICY, type StorePolicy } from "./clauses.js";
import { VarHeap } from "./heap.js";
import { Exclusions, type Problem } from "./problem.js";
import { LubyRestarts } from "./restarts.js";
import { AllDifferent } from "./alldiff.js";

const TRUE = 1;
const FALSE = -1;

// Reasons of an implied variable.
const DECISION = 0;
const AMO = 1; // false because reasonRef (a peer literal) is true
const CLAUSE = 3; // implied by the clause (a disjunction or a learned one) at arena offset reasonRef

/** A result of a search that ran to its end (no conflict budget). */
export type FinalCdclResult = CdclResult & { status: Exclude<CdclResult["status"], "paused"> };

export interface CdclResult {
  /** "paused": the conflict budget of this call is spent (call solve again to go on). */
  status: "solved" | "unsatisfiable" | "timeout" | "paused";
  solutions: Grid[];
  count: number;
  complete: boolean;
  conflicts: number;
  decisions: number;
  propagations: number;
}

export class Cdcl {
  /** The open part of the puzzle, variables renumbered (problem.ts). */
  private readonly p: Problem;
  private readonly vars: number;
  // Assignment.
  /** The value of each literal (TRUE, FALSE, 0); variable v's is litVal[2v], and litVal[2v+1] is its
   * opposite. The clause loop reads a literal's value in one load, without a sign test. */
  private readonly litVal: Int8Array;
  private readonly level: Int32Array;
  private readonly reasonKind: Uint8Array;
  private readonly reasonRef: Int32Array;
  private readonly trail: Int32Array; // literals
  private trailSize = 0;
  private qhead = 0;
  private readonly trailLim: number[] = [];
  /** Disjunctions of one literal or none (resolution's fixpoint leaves none; solve() checks). */
  private readonly shortDis: number[][] = [];
  /** The disjunctions, the learned clauses, and the watch lists (propagateClauses reads them directly). */
  private readonly clauses: ClauseStore;
  /** What each true variable makes false (listed on first use: problem.ts). */
  private readonly exclusions: Exclusions;
  // Conflict.
  private conflictKind = 0;
  private conflictRef = 0;
  private conflictRef2 = 0;
  // Heuristics.
  /** The unassigned variables, most active in recent conflicts first. */
  private readonly vsids: VarHeap;
  /** Saved phases: the value each variable had last, which a decision gives it when it has no target. */
  private readonly phase: Int8Array;
  /** Target phases: each variable's value in the longest assignment so far, or in an earlier
   * longest one if that left it open (0: none has assigned it yet), and the longest's length. */
  private readonly target: Int8Array;
  private targetSize = 0;
  /** Whether decisions follow the target phases (searchPolicyFor). */
  private readonly targetPhases: boolean;
  private readonly seen: Uint8Array;
  // Statistics.
  conflicts = 0;
  decisions = 0;
  propagations = 0;

  /** A seeded search's random numbers (seed 0: none, the one deterministic search). */
  private readonly random: (() => number) | undefined;
  /** How the learned clauses are kept (clauses.ts, StorePolicy). */
  readonly store: StorePolicy;
  /** All-different with arc consistency on the full units (alldiff.ts), when asked for. */
  private readonly alldiff: AllDifferent | undefined;

  /** `seed`: 0 for the search every run makes the same; another number for another search of a
   * portfolio (the native engine's --threads): a random first order of the guesses, and one guess in
   * RANDOM_GUESSES a random variable (randomization against the heavy tails of search: Gomes, Selman
   * and Kautz, AAAI-98). The same solutions; the way there, its time, and which solution comes
   * first, differ. */
  constructor(p: Problem, seed = 0, options: { allDifferent?: boolean; store?: StorePolicy; targetPhases?: boolean } = {}) {
    this.p = p;
    const policy = searchPolicyFor(p);
    this.store = options.store ?? policy.store;
    this.targetPhases = options.targetPhases ?? policy.targetPhases;
    this.random = seed === 0 ? undefined : mulberry32(seed);
    this.alldiff = options.allDifferent ? new AllDifferent(p) : undefined;
    const V = p.vars;
    this.vars = V;
    this.litVal = new Int8Array(2 * V);
    this.level = new Int32Array(V);
    this.reasonKind = new Uint8Array(V);
    this.reasonRef = new Int32Array(V);
    this.trail = new Int32Array(V);
    this.clauses = new ClauseStore(2 * V);
    for (let d = 0; d < p.disjunctions; d++) {
      const lits: number[] = [];
      for (let i = p.disStart[d]; i < p.disStart[d + 1]; i++) lits.push(2 * p.disVars[i]);
      // LBD 0: part of the problem, never dropped by a reduction.
      if (lits.length >= 2) this.clauses.add(lits, 0);
      else this.shortDis.push(lits);
    }
    this.exclusions = new Exclusions(p);
    this.vsids = new VarHeap(V);
    if (this.random) this.vsids.shuffle(this.random);
    // Deciding a literal true places a value: a strong guess, and the one resolution makes.
    this.phase = new Int8Array(V).fill(TRUE);
    this.target = new Int8Array(V);
    this.seen = new Uint8Array(V);
    this.groupCount = new Int32Array(V);
    this.groupStamp = new Int32Array(V);
  }

  private get decisionLevel(): number {
    return this.trailLim.length;
  }

  // ------------------------------------------------------------------ assignment

  /** Assigns literal `lit` (propagate() looks at what follows from it). */
  private assign(lit: number, kind: number, ref: number): void {
    const v = lit >> 1;
    this.litVal[lit] = TRUE;
    this.litVal[lit ^ 1] = FALSE;
    this.level[v] = this.decisionLevel;
    this.reasonKind[v] = kind;
    this.reasonRef[v] = ref;
    this.trail[this.trailSize++] = lit;
    this.alldiff?.touch(v);
  }

  /** Undoes the assignments above level lvl: each disjunction gets back the literals it lost, each
   * variable keeps its value as its phase and returns to the VSIDS heap. (One loop with its arrays
   * in locals: it runs for every literal undone, about as often as assign.) */
  private backjump(lvl: number): void {
    if (this.decisionLevel <= lvl) return;
    const stop = this.trailLim[lvl];
    const { trail, litVal, phase, vsids } = this;
    for (let i = this.trailSize - 1; i >= stop; i--) {
      const lit = trail[i];
      const v = lit >> 1;
      phase[v] = lit & 1 ? FALSE : TRUE;
      litVal[lit] = 0;
      litVal[lit ^ 1] = 0;
      if (!vsids.contains(v)) vsids.insert(v);
    }
    this.trailSize = stop;
    this.qhead = stop;
    this.trailLim.length = lvl;
  }

  // ------------------------------------------------------------------ propagation

  /** Unit propagation and all-different's arc consistency (when on) to their common fixpoint;
   * true when no conflict, otherwise conflictKind/Ref say which constraint is violated. */
  private propagateAll(): boolean {
    const alldiff = this.alldiff;
    for (;;) {
      if (!this.propagate()) return false;
      if (!alldiff) return true;
      const out = alldiff.run(this.litVal);
      if (out.kind === "none") return true;
      if (out.kind === "conflict") {
        // Its literals, highest level first: after the backjump the clause's watches are unassigned.
        const clause = out.clause.sort((a, b) => this.level[b >> 1] - this.level[a >> 1]);
        if (clause.length === 0) {
          // No literal could help: the puzzle has no solution, which arc consistency at level 0 finds.
          if (this.decisionLevel !== 0) throw new Error("all-different: a conflict without a reason above level 0");
          return false;
        }
        this.conflictKind = CLAUSE;
        this.conflictRef = this.clauses.add(clause.length === 1 ? [clause[0], clause[0]] : clause, this.lbd(clause));
        return false;
      }
      for (const reason of out.reasons) {
        const lit = reason[0];
        if (this.litVal[lit] === TRUE) continue;
        // The implied literal first, then the false one of the highest level (the two watches).
        const rest = reason.slice(1).sort((a, b) => this.level[b >> 1] - this.level[a >> 1]);
        if (this.litVal[lit] === -1) {
          // An earlier removal of this look already made its opposite hold: a conflict on this reason.
          const clause = [lit, ...rest];
          this.conflictKind = CLAUSE;
          this.conflictRef = this.clauses.add(clause.length === 1 ? [lit, lit] : clause, this.lbd(clause));
          return false;
        }
        this.propagations++;
        if (rest.length === 0) {
          // A removal that holds whatever else is known: at this level, with itself for reason.
          this.assign(lit, CLAUSE, this.clauses.add([lit, lit], 0));
          continue;
        }
        // Its LBD over the false literals (the implied one is not assigned yet).
        const c = this.clauses.add([lit, ...rest], this.lbd(rest) + 1);
        this.assign(lit, CLAUSE, c);
      }
    }
  }

  /** Unit propagation: true when no conflict; otherwise conflictKind/Ref say which constraint is violated. */
  private propagate(): boolean {
    const litVal = this.litVal;
    const ex = this.exclusions;
    const wSize = this.clauses.wSize;
    for (;;) {
      if (this.qhead >= this.trailSize) return true;
      const lit = this.trail[this.qhead++];
      const v = lit >> 1;
      if ((lit & 1) === 0) {
        // v is true: every literal it excludes is false.
        let p = ex.start[v];
        if (p < 0) p = ex.build(v, litVal, this.level);
        const list = ex.list;
        for (const end = p + ex.size[v]; p < end; p++) {
          if (!this.exclude(list[p], v)) return false;
        }
      }
      if (wSize[lit ^ 1] !== 0 && !this.propagateClauses(lit ^ 1)) return false;
    }
  }

  /** y must be false because x is true. */
  private exclude(y: number, x: number): boolean {
    const s = this.litVal[2 * y];
    if (s === FALSE) return true;
    if (s === TRUE) {
      this.conflictKind = AMO;
      this.conflictRef = x;
      this.conflictRef2 = y;
      return false;
    }
    this.propagations++;
    this.assign(2 * y + 1, AMO, x);
    return true;
  }

  /** Visits the clauses watching `falseLit`, which has just become false. */
  private propagateClauses(falseLit: number): boolean {
    const clauses = this.clauses;
    // The watch arena: watch() below may replace it (never moving this literal's list), so it is
    // read again after each call.
    let ws = clauses.w;
    const base = clauses.wStart[falseLit];
    const end = base + 2 * clauses.wSize[falseLit];
    const lits = clauses.lits;
    const litVal = this.litVal;
    let i = base;
    let j = base;
    let ok = true;
    while (i < end) {
      const c = ws[i];
      const blocker = ws[i + 1];
      i += 2;
      // A true blocker satisfies the clause: nothing to look at. (No deleted clause is met here:
      // reduce() drops them from every watch list as it deletes them.)
      if (litVal[blocker] === TRUE) {
        ws[j++] = c;
        ws[j++] = blocker;
        continue;
      }
      const start = c;
      const size = lits[c - 1];
      if (lits[start] === falseLit) {
        lits[start] = lits[start + 1];
        lits[start + 1] = falseLit;
      }
      const first = lits[start];
      const firstValue = litVal[first];
      if (firstValue === TRUE) {
        ws[j++] = c;
        ws[j++] = first;
        continue;
      }
      let moved = false;
      for (let k = 2; k < size; k++) {
        const l = lits[start + k];
        if (litVal[l] !== FALSE) {
          lits[start + 1] = l;
          lits[start + k] = falseLit;
          clauses.watch(l, c, first);
          ws = clauses.w;
          moved = true;
          break;
        }
      }
      if (moved) continue;
      ws[j++] = c;
      ws[j++] = first;
      if (firstValue === FALSE) {
        this.conflictKind = CLAUSE;
        this.conflictRef = c;
        ok = false;
        break;
      }
      this.propagations++;
      this.assign(first, CLAUSE, c);
    }
    while (i < end) ws[j++] = ws[i++];
    clauses.wSize[falseLit] = (j - base) >> 1;
    return ok;
  }

  // ------------------------------------------------------------------ learning

  /**
   * Writes the literals of the clause behind a conflict or a reason (all false except an implied
   * one) to `out` and returns how many. Typed buffers, not arrays: this runs for every literal
   * analysed and minimised, and resizing arrays showed in profiles.
   */
  private reasonLits(kind: number, ref: number, ref2: number, out: Int32Array, bump = true): number {
    if (kind === AMO) {
      out[0] = 2 * ref + 1;
      out[1] = 2 * ref2 + 1;
      return 2;
    }
    const lits = this.clauses.lits;
    const size = lits[ref - 1];
    if (size > out.length) return -size; // the caller grows its buffer and asks again
    for (let k = 0; k < size; k++) out[k] = lits[ref + k];
    if (bump) this.clauses.bump(ref);
    return size;
  }

  /** reasonLits into one of the scratch buffers, growing it when a learned clause is longer. */
  private reasonInto(which: 0 | 1, kind: number, ref: number, ref2: number, bump = true): number {
    let k = this.reasonLits(kind, ref, ref2, this.scratch[which], bump);
    if (k < 0) {
      this.scratch[which] = new Int32Array(2 * -k);
      k = this.reasonLits(kind, ref, ref2, this.scratch[which], bump);
    }
    return k;
  }

  /** Scratch buffers for reason clauses: [0] for the analysis, [1] for minimisation. */
  private readonly scratch: Int32Array[] = [new Int32Array(64), new Int32Array(64)];
  private readonly learnt: number[] = [];
  /** Variables marked seen during an analysis, to unmark: toClear[0 .. clearTop-1]. */
  private toClear = new Int32Array(64);
  private clearTop = 0;

  private markSeen(v: number): void {
    this.seen[v] = 1;
    if (this.clearTop === this.toClear.length) {
      const bigger = new Int32Array(2 * this.toClear.length);
      bigger.set(this.toClear);
      this.toClear = bigger;
    }
    this.toClear[this.clearTop++] = v;
  }

  /** First-UIP analysis: the learned clause (asserting literal first) and the level to jump back to. */
  private analyze(): number {
    const learnt = this.learnt;
    learnt.length = 0;
    learnt.push(0);
    const seen = this.seen;
    const current = this.decisionLevel;
    let pathCount = 0;
    let p = -1;
    let index = this.trailSize - 1;
    this.clearTop = 0;
    let size = this.reasonInto(0, this.conflictKind, this.conflictRef, this.conflictRef2);
    for (;;) {
      const clause = this.scratch[0];
      for (let i = 0; i < size; i++) {
        const q = clause[i];
        const v = q >> 1;
        if (p >= 0 && v === p >> 1) continue;
        if (seen[v] || this.level[v] === 0) continue;
        this.markSeen(v);
        this.vsids.bump(v);
        if (this.level[v] >= current) pathCount++;
        else learnt.push(q);
      }
      while (!seen[this.trail[index] >> 1]) index--;
      p = this.trail[index];
      index--;
      pathCount--;
      if (pathCount <= 0) break;
      const v = p >> 1;
      size = this.reasonInto(0, this.reasonKind[v], this.reasonRef[v], v);
    }
    learnt[0] = p ^ 1;

    // Minimisation: drop a literal that the others already imply (its reason's literals are all
    // in the clause, or are themselves implied that way).
    let abstract = 0;
    for (let i = 1; i < learnt.length; i++) abstract |= 1 << (this.level[learnt[i] >> 1] & 31);
    let j = 1;
    for (let i = 1; i < learnt.length; i++) {
      const v = learnt[i] >> 1;
      if (this.reasonKind[v] === DECISION || !this.redundant(learnt[i], abstract)) learnt[j++] = learnt[i];
    }
    learnt.length = j;
    // Reason-side bumping (Liang et al., "Learning rate based branching heuristic for SAT
    // solvers", SAT 2016): the variables that forced the clause's literals took part in the
    // conflict too. Measured on the Gecode 25x25 and isomorphs of them and of scattered squares:
    // 5-30 % fewer conflicts on most, at about the same cost each (docs/performance.md).
    for (let i = 1; i < learnt.length; i++) {
      const v = learnt[i] >> 1;
      if (this.reasonKind[v] === DECISION) continue;
      const size = this.reasonInto(1, this.reasonKind[v], this.reasonRef[v], v, false);
      const clause = this.scratch[1];
      for (let k = 0; k < size; k++) {
        const u = clause[k] >> 1;
        if (u === v || seen[u] || this.level[u] === 0) continue;
        this.markSeen(u);
        this.vsids.bump(u);
      }
    }
    for (let i = 0; i < this.clearTop; i++) seen[this.toClear[i]] = 0;
    this.shrink();

    // Backjump level: the highest level among the other literals (moved to slot 1).
    let back = 0;
    if (learnt.length > 1) {
      let maxI = 1;
      for (let i = 2; i < learnt.length; i++) if (this.level[learnt[i] >> 1] > this.level[learnt[maxI] >> 1]) maxI = i;
      const t = learnt[1];
      learnt[1] = learnt[maxI];
      learnt[maxI] = t;
      back = this.level[learnt[1] >> 1];
    }
    return back;
  }

  private minStack = new Int32Array(64);
  /** shrink()'s per-variable tallies: groupCount[y] is this clause's when groupStamp[y] === groupTick. */
  private readonly groupCount: Int32Array;
  private readonly groupStamp: Int32Array;
  private groupTick = 0;

  /**
   * Shortens a learned clause with the exactly-one structure. Literals "x is true" that are all
   * false because the same literal y is true (x and y exclude each other) are replaced by the one
   * literal "y is false": if y is true, every such x is false, so the clause's other literals must
   * hold, which is what the shorter clause says. x and y were assigned at the same level, so the
   * asserting literal and the backjump level do not change. On 25x25 Sudoku the clauses get
   * shorter, each conflict costs less to watch, and fewer conflicts are needed (the first of the
   * Gecode 25x25 went from unfinished in 150 s to about 34 s).
   */
  private shrink(): void {
    const learnt = this.learnt;
    const count = this.groupCount;
    const stamp = this.groupStamp;
    const tick = ++this.groupTick;
    // How many literals of the clause each true y accounts for ("y is false" itself counts 2: the
    // literals it excludes go whatever their number).
    for (let i = 1; i < learnt.length; i++) {
      const y = this.excluder(learnt[i]);
      if (y < 0) continue;
      if (stamp[y] !== tick) {
        stamp[y] = tick;
        count[y] = 0;
      }
      count[y] += learnt[i] & 1 ? 2 : 1;
    }
    let j = 1;
    for (let i = 1; i < learnt.length; i++) {
      const y = this.excluder(learnt[i]);
      if (y < 0 || count[y] === 1) learnt[j++] = learnt[i];
      else if (count[y] > 1) {
        // The group's first literal becomes "y is false"; the others (-1) go.
        learnt[j++] = 2 * y + 1;
        count[y] = -1;
      }
    }
    learnt.length = j;
  }

  /** The y of shrink() for a literal of a learned clause: y itself for "y is false", the true
   * literal that excludes x for "x is true", -1 for a literal false for another reason. */
  private excluder(q: number): number {
    const v = q >> 1;
    if (q & 1) return v;
    return this.reasonKind[v] === AMO ? this.reasonRef[v] : -1;
  }

  /** Whether literal p of a learned clause follows from the clause's other literals (MiniSat's test). */
  private redundant(p: number, abstract: number): boolean {
    const seen = this.seen;
    let sp = 0;
    this.minStack[sp++] = p;
    const top = this.clearTop;
    while (sp > 0) {
      const q = this.minStack[--sp];
      const qv = q >> 1;
      const size = this.reasonInto(1, this.reasonKind[qv], this.reasonRef[qv], qv, false);
      const clause = this.scratch[1];
      for (let i = 0; i < size; i++) {
        const l = clause[i];
        const v = l >> 1;
        if (v === qv || seen[v] || this.level[v] === 0) continue;
        if (this.reasonKind[v] !== DECISION && ((1 << (this.level[v] & 31)) & abstract) !== 0) {
          this.markSeen(v);
          if (sp === this.minStack.length) {
            const bigger = new Int32Array(2 * sp);
            bigger.set(this.minStack);
            this.minStack = bigger;
          }
          this.minStack[sp++] = l;
        } else {
          for (let k = top; k < this.clearTop; k++) seen[this.toClear[k]] = 0;
          this.clearTop = top;
          return false;
        }
      }
    }
    return true;
  }

  private levelStamp = new Int32Array(0);
  private stamp = 0;

  private lbd(lits: number[]): number {
    if (this.levelStamp.length <= this.decisionLevel + 1) this.levelStamp = new Int32Array(2 * (this.decisionLevel + 2));
    this.stamp++;
    let count = 0;
    for (const l of lits) {
      const lv = this.level[l >> 1];
      if (lv < this.levelStamp.length && this.levelStamp[lv] !== this.stamp) {
        this.levelStamp[lv] = this.stamp;
        count++;
      }
    }
    return count;
  }

  /** The assignment that ran into this conflict is the longest so far: its values become the targets. */
  private keepTarget(): void {
    const { trail, target } = this;
    for (let i = 0; i < this.trailSize; i++) {
      const lit = trail[i];
      target[lit >> 1] = lit & 1 ? FALSE : TRUE;
    }
    this.targetSize = this.trailSize;
  }

  /** Drops the least useful learned clauses (clauses.ts), keeping those that are reasons on the
   * trail now; they may move, so their reasons refer to them by number meanwhile. */
  private reduceClauses(): void {
    const clauses = this.clauses;
    const locked = new Set<number>();
    for (let i = 0; i < this.trailSize; i++) {
      const v = this.trail[i] >> 1;
      if (this.reasonKind[v] !== CLAUSE) continue;
      this.reasonRef[v] = clauses.numberAt(this.reasonRef[v]);
      locked.add(this.reasonRef[v]);
    }
    clauses.reduce(locked, this.store === "tiered");
    for (let i = 0; i < this.trailSize; i++) {
      const v = this.trail[i] >> 1;
      if (this.reasonKind[v] === CLAUSE) this.reasonRef[v] = clauses.offsetOf(this.reasonRef[v]);
    }
  }

  // ------------------------------------------------------------------ search

  private solutionGrid(): Grid {
    const n = this.p.n;
    const grid: Grid = this.p.known.map((row) => row.slice());
    for (let v = 0; v < this.vars; v++) {
      if (this.litVal[2 * v] !== TRUE) continue;
      const L = this.p.literalOf[v];
      const cell = (L / n) | 0;
      grid[(cell / n) | 0][cell % n] = L - cell * n + 1;
    }
    return grid;
  }

  /** What all-different did (when on): units kept, looks, literals removed, conflicts found. */
  get allDifferentStats(): { units: number; looks: number; removed: number; failures: number } | undefined {
    const a = this.alldiff;
    return a && { units: a.units, looks: a.looks, removed: a.removed, failures: a.failures };
  }

  // What solve() keeps from one call to the next when a call pauses (the conflict budget).
  private readonly found: Grid[] = [];
  private foundCount = 0;
  private readonly restarts = new LubyRestarts();
  private nextReduce = -1;
  private reductions = 0;
  /** Set when a completion excluded from outside (excludeCompletion) leaves nothing to search. */
  private exhausted = false;
  /** Set when solve() returned anything but "paused": the search cannot go on from there (the last
   * solution is not blocked yet, or the trail is above level 0). */
  private over = false;

  /**
   * Excludes a completion found by other means (the local search, latin-local.ts), before a call
   * to solve or between calls (at level 0): the clause "not all of these values", over its values
   * that are still open. The search then finds every other completion and no more.
   */
  excludeCompletion(grid: Grid): void {
    this.backjump(0);
    const n = this.p.n;
    const clause: number[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      const value = grid[(cell / n) | 0][cell % n];
      const v = this.p.varOf[cell * n + value - 1];
      if (v < 0) continue; // known to resolution: in every completion
      const lit = 2 * v + 1; // "v is false"
      if (this.litVal[lit] === TRUE) return; // already excluded
      if (this.litVal[lit] === 0) clause.push(lit);
    }
    if (clause.length === 0) this.exhausted = true;
    else if (clause.length === 1) this.assign(clause[0], DECISION, 0);
    else this.clauses.add(clause, 0);
  }

  /**
   * Solves the problem. `limit` solutions at most (0 = all); `deadline` a
   * clock.ts now() time or Infinity. With a `conflictBudget`, it stops after that many more
   * conflicts with status "paused", at level 0, and a later call goes on (the solutions found
   * before are kept and counted).
   */
  solve(limit: number, deadline: number, collect?: boolean): FinalCdclResult;
  solve(limit: number, deadline: number, collect: boolean, conflictBudget: number): CdclResult;
  solve(limit: number, deadline: number, collect = true, conflictBudget = Infinity): CdclResult {
    if (this.over) throw new Error("Cdcl.solve: the search has ended; only a paused search goes on");
    const solutions = this.found;
    const result = (status: CdclResult["status"], complete: boolean): CdclResult => {
      this.over = status !== "paused";
      return { status, solutions, count: this.foundCount, complete, conflicts: this.conflicts, decisions: this.decisions, propagations: this.propagations };
    };
    const finished = () => result(this.foundCount > 0 ? "solved" : "unsatisfiable", true);
    if (this.exhausted) return finished();
    // Level 0: what resolution left is a fixpoint; a disjunction of one literal or none would be a unit or a conflict.
    for (const lits of this.shortDis) {
      if (lits.length === 0) return result("unsatisfiable", true);
      if (this.litVal[lits[0]] === FALSE) return result("unsatisfiable", true);
      if (this.litVal[lits[0]] === 0) this.assign(lits[0], DECISION, 0);
    }
    if (!this.propagateAll()) return finished();

    const restarts = this.restarts;
    // A reduction after 2000 conflicts, then every 1000 more than the last (glucose adds 300). It
    // grew with the restarts before: on the first Gecode 25x25 reductions nearly stopped, the
    // clauses piled up and a conflict cost 230-350 µs (161,701 conflicts); with glucose's 300, 135
    // µs but 324,776 conflicts; with 1000, 144 µs and 217,408 conflicts, 0.77x glucose's time.
    // (The "large" policy; "tiered" adds glucose's 300: clauses.ts, STORE_POLICY.)
    const schedule = STORE_POLICY[this.store];
    if (this.nextReduce < 0) this.nextReduce = schedule.firstReduce;
    const pauseAt = this.conflicts + conflictBudget;
    const clauses = this.clauses;
    const vsids = this.vsids;
    for (;;) {
      if (!this.propagateAll()) {
        this.conflicts++;
        restarts.conflict();
        if (this.decisionLevel === 0) return finished();
        if (pastDeadline(this.conflicts, deadline)) return result("timeout", false);
        if (this.targetPhases && this.trailSize > this.targetSize) this.keepTarget();
        const back = this.analyze();
        this.backjump(back);
        const learnt = this.learnt;
        if (learnt.length === 1) {
          this.assign(learnt[0], DECISION, 0);
        } else {
          const c = clauses.add(learnt, this.lbd(learnt));
          clauses.bump(c);
          this.assign(learnt[0], CLAUSE, c);
        }
        vsids.decay();
        clauses.decay();
        if (this.conflicts >= pauseAt) {
          // A clean state to come back to: level 0, the learned clauses kept.
          this.backjump(0);
          return result("paused", false);
        }
        continue;
      }
      if (restarts.due()) this.backjump(0);
      if (this.conflicts >= this.nextReduce) {
        this.nextReduce = this.conflicts + schedule.firstReduce + schedule.reduceStep * ++this.reductions;
        this.reduceClauses();
      }
      // Decide.
      let v = -1;
      // A seeded search guesses a random open variable now and then.
      if (this.random && this.random() < 1 / RANDOM_GUESSES) {
        const x = Math.floor(this.random() * this.vars);
        if (this.litVal[2 * x] === 0) v = x;
      }
      while (v < 0 && vsids.size > 0) {
        const x = vsids.pop();
        if (this.litVal[2 * x] === 0) {
          v = x;
          break;
        }
      }
      if (v < 0) {
        // Everything is assigned: a solution.
        this.foundCount++;
        if (collect) solutions.push(this.solutionGrid());
        if (limit !== 0 && this.foundCount >= limit) return result("solved", false);
        if (this.decisionLevel === 0) return result("solved", true);
        // Exclude it: not all of these guesses again.
        const block: number[] = [];
        for (let l = this.decisionLevel - 1; l >= 0; l--) block.push(this.trail[this.trailLim[l]] ^ 1);
        this.backjump(this.decisionLevel - 1);
        if (block.length === 1) {
          this.assign(block[0], DECISION, 0);
        } else {
          // LBD 0: a blocking clause is part of the problem now and must never be dropped.
          const c = clauses.add(block, 0);
          this.assign(block[0], CLAUSE, c);
        }
        continue;
      }
      this.decisions++;
      // Enumeration makes few conflicts: look at the clock on decisions too.
      if (pastDeadline(this.decisions, deadline)) return result("timeout", false);
      this.trailLim.push(this.trailSize);
      const lit = (this.target[v] || this.phase[v]) === FALSE ? 2 * v + 1 : 2 * v;
      this.assign(lit, DECISION, 0);
    }
  }
}

/** How the search with learning is set for a kind of puzzle. */
export interface SearchPolicy {
  /** How the learned clauses are kept (clauses.ts). */
  store: StorePolicy;
  /** Decisions follow the target phases (see the top of this file), or the saved ones. */
  targetPhases: boolean;
}

/**
 * The policy for a problem, by its kind (measured: docs/performance.md, issue 28):
 * - Latin-square completion (no full streams; the quasigroup-with-holes benchmark): near the
 *   hardness peak such squares have many completions, and the work is finding one. Target phases
 *   (order 35 at 1.2 times the peak's holes: 4 of 4 decided in 20 s instead of 3; order 40: 3 of 3
 *   in 60 s instead of none) and the large store.
 * - The rest (Strimko, Sudoku, jigsaw: made to have one solution, and most of the work is proving
 *   there is no second): saved phases (target phases took 1.1-1.3 times the conflicts on
 *   chain-stream Strimko, 2.3 times on a 35x35 with scattered streams, 1.1 times on the Gecode
 *   25x25) and the tiered store.
 */
export function searchPolicyFor(p: Problem): SearchPolicy {
  const latin = p.g.fullStreamIds.length === 0;
  return { store: latin ? "large" : "tiered", targetPhases: latin };
}

/** A seeded search guesses a random variable once in this many guesses (minisat's random_var_freq is 1/50). */
const RANDOM_GUESSES = 64;

/** A small seeded generator of numbers in [0, 1) (mulberry32): a seeded search's only randomness. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
