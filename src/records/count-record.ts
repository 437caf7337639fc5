/** The record of one puzzle counted (count's JSON line): solutions up to a limit, with both engines (or one), cross-checked. */
import { ExitCode, exitCodeOf, internalFailure, StrimkoError, type ExitCodeValue } from "../base/errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { count, type EngineChoice } from "../engines/run.js";
import type { UserRules } from "../engines/asp/rules.js";
import { ms } from "./milliseconds.js";
import { now } from "../base/clock.js";

export interface CountEntryOptions {
  engine: EngineChoice;
  limit: number;
  solutions: boolean;
  encoding?: string;
  timeoutMs?: number;
  /** A user's own rules, added to the ASP encoding: clingo alone counts, not cross-checked. */
  rules?: UserRules;
  /** The native engine's searches at once on each puzzle (--threads, engines/portfolio.ts). */
  threads?: number;
}

/** An engine's part of a count record: what it counted, and in what time. */
export interface EngineCountRecord {
  status: "counted" | "timeout";
  count: number;
  complete: boolean;
  timeMs: number;
}

export interface CountRecord {
  id: string;
  status: "counted" | "timeout" | "error";
  count: number | null;
  complete: boolean | null;
  limit: number;
  encoding: string | null;
  timeMs: number | null;
  engines: Record<string, EngineCountRecord>;
  agree: boolean | null;
  /** With --rules: the rule files (clingo alone counted, not cross-checked, unless they are a variant). */
  rules?: string;
  /** With --rules that are a variant the native engine takes too (the diagonals): its name; the
   * count is then cross-checked (`agree`). */
  variant?: string;
  solutions?: number[][][];
  error?: string;
}

/** A count record before anything is known (status "error" until the count is in). */
export function baseCountRecord(entry: ParsedEntry, limit: number): CountRecord {
  return { id: entry.id, status: "error", count: null, complete: null, limit, encoding: null, timeMs: null, engines: {}, agree: null };
}

export async function countEntry(entry: ParsedEntry, options: CountEntryOptions): Promise<{ record: CountRecord; exit: ExitCodeValue; stack?: string }> {
  const record = baseCountRecord(entry, options.limit);
  // Named even when the count fails: the record says what it was asked with.
  if (options.rules) record.rules = options.rules.name;
  if (options.rules?.variant) record.variant = options.rules.variant;
  const failed = (e: StrimkoError) => ({ record: { ...record, error: e.message }, exit: e.exitCode });
  if (entry.error) return failed(entry.error);
  const start = now();
  try {
    const r = await count(entry.puzzle, {
      engine: options.engine,
      limit: options.limit,
      solutions: options.solutions,
      encoding: options.encoding,
      timeoutMs: options.timeoutMs,
      label: entry.id,
      rules: options.rules,
      threads: options.threads,
    });
    Object.assign(record, { status: r.status, count: r.count, complete: r.complete, agree: r.agree, timeMs: ms(now() - start) });
    // An engine whose grid the verifier rejected has no count of its own: the error says why.
    for (const [name, e] of Object.entries(r.engines))
      if (e.status !== "error")
        record.engines[name] = { status: e.status === "timeout" ? "timeout" : "counted", count: e.count, complete: e.complete, timeMs: ms(e.timeMs) };
    if (r.engines.asp) record.encoding = options.encoding ?? null;
    if (r.solutions && options.solutions) record.solutions = r.solutions;
    // A solution stated in the file (checked when it was read) proves there is at least one.
    const disagreement =
      r.status === "error"
        ? r.disagreement
        : entry.puzzle.solution && !options.rules && r.complete && r.count === 0
          ? "the file states a valid solution, but the count is 0"
          : undefined;
    if (disagreement !== undefined) {
      Object.assign(record, { status: "error", agree: false, error: `engines disagree: ${disagreement}` });
      return { record, exit: ExitCode.disagree };
    }
    return { record, exit: exitCodeOf(r.status, r.count) };
  } catch (e) {
    if (e instanceof StrimkoError) return failed(e);
    // A bug (a stack overflow, a TypeError): this puzzle fails, the batch goes on.
    const { error, stack } = internalFailure(e);
    return { record: { ...record, error }, exit: ExitCode.internal, stack };
  }
}
