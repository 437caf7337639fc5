/**
 * The one door into the native engine for the code that asks one puzzle many questions (the
 * generator, generate/), beside solver.ts's one-call functions (resolve, resolutionEffort,
 * solveNative), and the engines' only cache.
 *
 * A session holds an engine on a puzzle's resolved state (RESOLVESTRIMKO to its fixpoint, on the
 * bitset representation: the same facts resolve() draws on the literal one, since the fixpoint does
 * not depend on the order of the inferences, several times faster). It can assume a value, exclude
 * one, keep the state (mark) and come back to it, and search for a solution from where it stands.
 * Sizes up to BITSET_MAX_N (SESSION_MAX_N); above it, callers ask solver.ts from scratch.
 *
 * The cache: an engine is built once per puzzle shape and representation (its tables cost more than
 * a resolution) and lent. A session keeps its engine (and its mark) until it is closed; solveNative
 * and resolve on the same shape meanwhile borrow another. A session not closed keeps its engine
 * from the cache, and the garbage collector takes both.
 */
import type { Grid, Puzzle } from "../../puzzle/types.js";
import { BITSET_MAX_N, BitsetEngine } from "./bitset.js";
import { planSearch } from "./dispatch.js";
import { type Geometry, geometryOf } from "./geometry.js";
import { LiteralEngine } from "./literal.js";
import type { NativeVariant } from "../../puzzle/variants.js";

/** The largest size a session takes (the bitset representation's). */
export const SESSION_MAX_N = BITSET_MAX_N;

/** Engines free for lending, per shape. */
const freeBitset = new WeakMap<Geometry, BitsetEngine[]>();
const freeLiteral = new WeakMap<Geometry, LiteralEngine[]>();

function take<E extends { reset(): void }>(free: WeakMap<Geometry, E[]>, g: Geometry, make: (g: Geometry) => E): E {
  let list = free.get(g);
  if (!list) free.set(g, (list = []));
  const e = list.pop() ?? make(g);
  e.reset();
  return e;
}

/** Lends a bitset engine for the puzzle's shape, reset; give it back with returnBitset. */
export function borrowBitset(puzzle: Puzzle): BitsetEngine {
  return take(freeBitset, geometryOf(puzzle), (g) => new BitsetEngine(g));
}

export function returnBitset(e: BitsetEngine): void {
  freeBitset.get(e.g)?.push(e);
}

/** Lends a literal engine (the one that keeps traces) for the puzzle's shape (with a variant's
 * units, if any), reset. */
export function borrowLiteral(puzzle: Puzzle, variant?: NativeVariant): LiteralEngine {
  return take(freeLiteral, geometryOf(puzzle, variant), (g) => new LiteralEngine(g));
}

export function returnLiteral(e: LiteralEngine): void {
  freeLiteral.get(e.g)?.push(e);
}

/** Each cell's peers (the cells that share a row, column or stream with it), as the engine's tables list them. */
export function peersOf(puzzle: Puzzle): (cell: number) => number[] {
  const g = geometryOf(puzzle);
  return (cell) => Array.from(g.peers.subarray(g.peerStart[cell], g.peerStart[cell + 1]));
}

export class NativeSession {
  private engine: BitsetEngine | null;
  /** False when the givens contradict each other (the session can then answer nothing more). */
  readonly consistent: boolean;
  private readonly deadEndBudget: number;

  /** A session on `puzzle` resolved from its givens (size at most SESSION_MAX_N). */
  constructor(puzzle: Puzzle) {
    if (puzzle.size > SESSION_MAX_N) throw new RangeError(`a native session takes sizes up to ${SESSION_MAX_N}, not ${puzzle.size}`);
    this.engine = borrowBitset(puzzle);
    this.consistent = this.engine.start(puzzle.givens);
    this.deadEndBudget = planSearch(puzzle.size).deadEndBudget;
  }

  private get e(): BitsetEngine {
    if (!this.engine) throw new Error("the native session is closed");
    return this.engine;
  }

  /** Every cell known (in the state the session is in). */
  get solved(): boolean {
    return this.e.solved;
  }

  /** What is known, 0 = unknown. */
  grid(): Grid {
    return this.e.grid();
  }

  /** Keeps the current state, to come back to with backToMark(). */
  mark(): void {
    this.e.mark();
  }

  backToMark(): void {
    this.e.backToMark();
  }

  /** `value` (1-based) in `cell` (row * n + column) as one more given, and resolution to its fixpoint; false on a contradiction. */
  assume(cell: number, value: number): boolean {
    return this.e.assume(cell, value - 1);
  }

  /** Not `value` in `cell`, and resolution to its fixpoint; false on a contradiction. */
  exclude(cell: number, value: number): boolean {
    return this.e.exclude(cell, value - 1);
  }

  /**
   * Whether a solution exists from the current state: the depth-first search (the assignment's
   * SOLVESTRIMKO) for one solution, counted, not kept. "timeout" past the deadline; "budget" when it
   * meets more dead ends than the size's budget (dispatch.ts), where solveNative would hand over to
   * the search with learning: the caller asks solveNative then, from scratch. The search leaves
   * the state where its last node left it (pointing's marks of changed places too): come back with
   * backToMark() before assuming or searching again.
   */
  search(deadline: number): boolean | "timeout" | "budget" {
    const e = this.e;
    e.collect = false;
    e.found = 0;
    const outcome = e.search(1, deadline, this.deadEndBudget);
    return outcome === "done" ? e.found > 0 : outcome;
  }

  /** Gives the engine back to the cache: the session answers nothing more. */
  close(): void {
    if (this.engine) returnBitset(this.engine);
    this.engine = null;
  }
}
