/** The record of one puzzle analysed (analyze's JSON line, docs/json.md): the analysis, its time,
 * or why there is none. */
import { ExitCode, internalFailure, StrimkoError, type ExitCodeValue } from "../base/errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { now } from "../base/clock.js";
import { ms } from "../records/milliseconds.js";
import { analyze, blankAnalysis, type Analysis, type AnalyzeOptions } from "./analyze.js";

export interface AnalyzeRecord extends Omit<Analysis, "status" | "done"> {
  id: string;
  status: Analysis["status"];
  timeMs: number | null;
}

const STATUS_EXIT: Record<Analysis["status"], ExitCodeValue> = {
  unique: ExitCode.ok,
  several: ExitCode.ok,
  none: ExitCode.noSolution,
  timeout: ExitCode.timeout,
  error: ExitCode.disagree,
};

function empty(id: string): AnalyzeRecord {
  const { done: _done, ...blank } = blankAnalysis("error");
  return { id, ...blank, timeMs: null };
}

/** Analyses one entry; the solution a file states is the one the fewest givens keep. */
export async function analyzeEntry(
  entry: ParsedEntry,
  options: Pick<AnalyzeOptions, "engine" | "timeoutMs" | "encoding">,
): Promise<{ record: AnalyzeRecord; exit: ExitCodeValue; stack?: string }> {
  const failed = (e: StrimkoError) => ({ record: { ...empty(entry.id), error: e.message }, exit: e.exitCode });
  if (entry.error) return failed(entry.error);
  const start = now();
  try {
    const { done: _done, ...a } = await analyze(entry.puzzle, { ...options, label: entry.id, solution: entry.puzzle.solution });
    const record: AnalyzeRecord = { id: entry.id, ...a, timeMs: ms(now() - start) };
    return { record, exit: STATUS_EXIT[a.status] };
  } catch (e) {
    if (e instanceof StrimkoError) return failed(e);
    const { error, stack } = internalFailure(e);
    return { record: { ...empty(entry.id), error }, exit: ExitCode.internal, stack };
  }
}
