/**
 * The one question every engine answers: "search this puzzle for up to `limit` solutions within
 * this time", and the one shape of its answer, from the engine to the records. solve is this
 * question with limit 2, count with the caller's limit; the cross-check (engines/crosscheck.ts)
 * compares two answers of this shape, and the verdicts (engines/verdict.ts) are built from them.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";

/** The engines, by the names records and `--engine` use (engines/registry.ts lists them). */
export type EngineName = "asp" | "native" | "resolution";
/** The engines that search (solve and count run them); resolution alone only resolves. */
export type SearchEngineName = Exclude<EngineName, "resolution">;

/** How a disagreement names each engine ("clingo finds …, native finds …"). */
export const ENGINE_LABELS: Readonly<Record<EngineName, string>> = { asp: "clingo", native: "native", resolution: "resolution" };

export interface SearchRequest {
  /** Stop after this many solutions; 0 = all. */
  limit: number;
  /** Keep the solutions found (otherwise an engine may only count them). */
  collect: boolean;
  /** Wall-clock limit, milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** The puzzle's name, shown in the ASP program's comment line (and read by the test faults). */
  label?: string;
  /** ASP encoding (see ENCODINGS). */
  encoding?: string;
  /** Ask clingo for its statistics (grounding size, choices, conflicts). */
  aspStats?: boolean;
  /** clingo keeps choice and cardinality rules as they are (see AspOptions.keepExtended). */
  aspKeepExtended?: boolean;
  /** A user's own rules, added to the ASP encoding (engines/asp/rules.ts); only clingo reads them,
   * but the native engine takes the variant they are, if any (`rules.variant`: the diagonals). */
  rules?: import("./asp/rules.js").UserRules;
  /** The native engine: searches at once on one puzzle, in threads of their own (engines/portfolio.ts); 1 or undefined: one, on this thread. */
  threads?: number;
  /** An engine that searches in a thread of its own calls this once its search is under way, so
   * that the caller can then run another engine on this thread (see `inThread`). */
  started?: () => void;
}

/**
 * An engine's answer. "done": the search answered the question (it exhausted the puzzle, or found
 * `limit` solutions); "timeout": the clock stopped it first; "stalled": it stopped with nothing left
 * to try (resolution alone, without search); "error": it reported a grid the verifier rejects.
 */
export interface EngineResult {
  /** The engine that answered. */
  engine: EngineName;
  status: "done" | "timeout" | "stalled" | "error";
  /** Solutions found: exact when `complete`, else a lower bound. */
  count: number;
  /** The search exhausted the puzzle below the limit, so `count` is exact. */
  complete: boolean;
  /** The solutions found, verified, when they were collected. */
  solutions: Grid[];
  /** asp: the encoding and clingo's own time (with aspStats, also choices, conflicts, rules, atoms);
   * native: method, inferences, guesses, backtracks, conflicts; resolution: inferences. */
  stats: Record<string, string | number>;
  timeMs: number;
  /** resolution: what it knows where it stopped (the givens and the values it inferred, 0 =
   * unknown), solved or not. */
  known?: Grid;
  /** With status "error": what went wrong, naming the engine (set by the verification, never by
   * an engine's own search). */
  error?: string;
}

export interface Engine<Name extends EngineName = EngineName> {
  /** The name in records and on the command line (`--engine`); ENGINE_LABELS says how a
   * disagreement names it. */
  name: Name;
  /** How a grid that fails verification names it ("the native engine reported a grid …"). */
  speaker: string;
  /** The engine searches in a worker thread of its own (and calls `started`); otherwise it
   * searches on the calling thread and blocks it until done. */
  inThread: boolean;
  /** The engine's answer, its grids not yet verified (engines/verified.ts verifies them). */
  search(puzzle: Puzzle, request: SearchRequest): Promise<EngineResult>;
}
