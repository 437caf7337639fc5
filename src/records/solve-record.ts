/**
 * The record of one puzzle solved (solve's JSON line, compare's row): both engines (or one, or
 * resolution alone), verified, cross-checked, and compared with a solution stated in the file.
 * The command line prints it (cli/solve-text.ts); compare collects it (compare/).
 */
import { ExitCode, exitCodeOf, internalFailure, StrimkoError, type ExitCodeValue } from "../base/errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import type { EngineName } from "../engines/registry.js";
import { solve } from "../engines/run.js";
import type { EngineResult } from "../engines/types.js";
import { solveAnswer, type SolveAnswer } from "../engines/verdict.js";
import { sameGrid } from "../engines/crosscheck.js";
import type { UserRules } from "../engines/asp/rules.js";
import { ms } from "./milliseconds.js";
import { now } from "../base/clock.js";

export interface SolveEntryOptions {
  engine: "both" | EngineName;
  encoding?: string;
  timeoutMs?: number;
  /** Collect clingo's statistics (choices, conflicts, rules, atoms) into the ASP engine's record. */
  aspStats?: boolean;
  /** Run the engines one after the other (compare: each engine's time is its own, not shared with the other's). */
  oneAtATime?: boolean;
  /** A user's own rules, added to the ASP encoding: clingo alone answers, not cross-checked. */
  rules?: UserRules;
  /** The native engine's searches at once on each puzzle (--threads, engines/portfolio.ts). */
  threads?: number;
}

/** An engine's part of a solve record: its own answer to "solve", its time and statistics; its
 * solution only when the engines disagree (the record's top level has it otherwise). */
export interface EngineRecord {
  status: SolveAnswer["status"];
  /** Not with --engine resolution (the record's top level says it), nor in compare's report. */
  unique?: boolean | null;
  timeMs: number;
  stats: Record<string, string | number>;
  /** What went wrong (a grid the verifier rejects). */
  error?: string;
  solution?: Grid | null;
}

export interface SolveRecord {
  id: string;
  status: "solved" | "unsatisfiable" | "timeout" | "error" | "unsolved" | "contradiction";
  solution: Grid | null;
  unique: boolean | null;
  size: number | null;
  title: string | null;
  matchesStated: boolean | null;
  encoding: string | null;
  timeMs: number | null;
  /** Each engine's own answer. */
  engines: Record<string, EngineRecord>;
  /** Both engines ran and agree: true; contradict each other: false; otherwise null. */
  agree: boolean | null;
  /** With --rules: the rule files (clingo alone answered, not cross-checked, unless they are a variant); null otherwise. */
  rules?: string | null;
  /** With --rules that are a variant the native engine takes too (the diagonals): its name; the
   * answer is then cross-checked (`agree`). */
  variant?: string;
  /** With --engine resolution: what resolution knows, 0 = unknown. */
  grid?: Grid;
  error?: string;
}

export interface Outcome {
  record: SolveRecord;
  exit: ExitCodeValue;
  /** A bug's stack (exit 70), kept out of the record: see internalFailure. */
  stack?: string;
}

/** A puzzle's record before any engine ran: status "error" until something better is known. */
export function baseRecord(entry: ParsedEntry): SolveRecord {
  const p = entry.puzzle;
  return {
    id: entry.id,
    status: "error",
    solution: null,
    unique: null,
    size: p?.size ?? null,
    title: p?.title ?? null,
    matchesStated: null,
    encoding: null,
    timeMs: null,
    engines: {},
    agree: null,
  };
}

/** An engine's part of the record; its grid only when the engines disagree. */
function engineRecord(r: EngineResult, disagree: boolean): EngineRecord {
  const answer = solveAnswer(r);
  const e: EngineRecord = { status: answer.status, unique: answer.unique, timeMs: ms(r.timeMs), stats: r.status === "error" ? {} : r.stats };
  if (r.status === "error") e.error = r.error;
  if (disagree) e.solution = answer.solution;
  return e;
}

/**
 * A solution stated in the file was checked against the rules when it was read, so it is a third
 * witness: an answer of "no solution", or a unique solution that differs from it, is wrong.
 */
function contradictsStated(p: Puzzle, status: string, unique: boolean | null, solution: Grid | null): string | undefined {
  if (!p.solution) return undefined;
  if (status === "unsatisfiable" || status === "contradiction") return "the file states a valid solution, but the engines find none";
  if (unique === true && solution && !sameGrid(p.solution, solution))
    return "the solution found is unique but differs from the valid solution stated in the file";
  return undefined;
}

export async function solveEntry(entry: ParsedEntry, options: SolveEntryOptions): Promise<Outcome> {
  const record = baseRecord(entry);
  // Named even when the solve fails: the record says what it was asked with.
  if (options.rules) record.rules = options.rules.name;
  if (options.rules?.variant) record.variant = options.rules.variant;
  if (entry.error) return { record: { ...record, error: entry.error.message }, exit: entry.error.exitCode };
  const p = entry.puzzle;
  const start = now();
  try {
    let disagreement: string | undefined;
    let exit: ExitCodeValue;
    if (options.engine === "resolution") {
      // RESOLVESTRIMKO alone: "solved", "unsolved" (it stalls) or "contradiction" (it refutes the givens).
      const v = await solve(p, { engine: "resolution", label: entry.id });
      const r = v.engines.resolution!;
      // Its grid failed verification: with no second engine to compare with, the puzzle fails so.
      if (r.status === "error") return { record: { ...record, status: "error", error: r.error }, exit: ExitCode.disagree };
      const status = v.status === "unsatisfiable" ? "contradiction" : v.status;
      const solution = status === "solved" ? v.solution : null;
      Object.assign(record, {
        status,
        solution,
        unique: status === "solved" ? true : null,
        // An engine that says nothing of what it inferred (a test's stand-in) knows the givens.
        grid: r.known ?? p.givens,
        engines: { native: { status, timeMs: ms(r.timeMs), stats: r.stats } },
      });
      disagreement = contradictsStated(p, status, record.unique, solution);
      exit = exitCodeOf(status as "solved" | "unsolved" | "contradiction");
    } else {
      const r = await solve(p, {
        engine: options.engine,
        encoding: options.encoding,
        timeoutMs: options.timeoutMs,
        label: entry.id,
        aspStats: options.aspStats,
        oneAtATime: options.oneAtATime,
        rules: options.rules,
        threads: options.threads,
      });
      Object.assign(record, { status: r.status, solution: r.solution, unique: r.unique, agree: r.agree });
      // The encoding clingo ran, from its statistics (none from an answer the verifier rejected).
      const asp = r.engines.asp;
      record.encoding = asp && asp.status !== "error" ? String(asp.stats.encoding ?? "") || null : null;
      // A solution the file states is the plain puzzle's: your rules may rule it out.
      disagreement = r.status === "error" ? r.disagreement : options.rules ? undefined : contradictsStated(p, r.status, r.unique, r.solution);
      for (const [name, e] of Object.entries(r.engines)) record.engines[name] = engineRecord(e, disagreement !== undefined);
      exit = exitCodeOf(r.status);
    }
    record.timeMs = ms(now() - start);
    if (disagreement !== undefined) {
      Object.assign(record, { status: "error", solution: null, unique: null, agree: false, error: `engines disagree: ${disagreement}` });
      return { record, exit: ExitCode.disagree };
    }
    record.matchesStated = p.solution && record.solution ? sameGrid(p.solution, record.solution) : null;
    return { record, exit };
  } catch (e) {
    if (e instanceof StrimkoError) return { record: { ...record, status: "error", error: e.message }, exit: e.exitCode };
    // A bug (a stack overflow, a TypeError): this puzzle fails, the batch goes on.
    const { error, stack } = internalFailure(e);
    return { record: { ...record, status: "error", error }, exit: ExitCode.internal, stack };
  }
}
