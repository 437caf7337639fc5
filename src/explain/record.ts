/** The records of `strimko explain` and `strimko grade` (their JSON), built from the explanation
 * and the grade of one puzzle: what the command line prints, in text or JSON. */
import { now } from "../base/clock.js";
import { exitCodeOf, StrimkoError, type ExitCodeValue } from "../base/errors.js";
import { resolve } from "../engines/native/solver.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import type { Puzzle } from "../puzzle/types.js";
import { ms } from "../records/milliseconds.js";
import { grade, type Grade, type GradeOptions, type GradeResult } from "./grade.js";
import { techniqueLevel, type Level } from "./difficulty.js";
import { candidates, explain, type Explanation, type Step } from "./steps.js";
import type { TechniqueUse } from "./techniques.js";

export interface ExplainRecord {
  id: string;
  status: Explanation["status"] | "error";
  method: Explanation["method"] | null;
  unique: boolean | null;
  /** false: the steps stop where resolution stalls (the search was too long to follow, or timed out). */
  complete: boolean;
  steps: Step[];
  solution: number[][] | null;
  /** With --candidates: what resolution leaves for every cell ([v] for a known cell). */
  candidates?: number[][][];
  /** Where resolution stalls and stronger inferences close the puzzle without a guess (the levels
   * tough, fiendish, diabolical: difficulty.ts): the level, and each use in order, each followed
   * by resolution's singles. The steps above stay the assignment's search. */
  techniques?: { level: Level; uses: TechniqueUse[] };
  error?: string;
}

export function explainRecord(
  id: string,
  p: Puzzle,
  options: { timeoutMs?: number; candidates?: boolean },
): { record: ExplainRecord; explanation: Explanation; exit: ExitCodeValue } {
  const e = explain(p, { timeoutMs: options.timeoutMs });
  const record: ExplainRecord = { id, status: e.status, method: e.method, unique: e.unique, complete: e.complete, steps: e.steps, solution: e.solution };
  if (options.candidates) record.candidates = candidates(p, resolve(p).grid);
  if (e.method === "search" && e.status === "solved") {
    const t = techniqueLevel(p);
    if (t.level && t.result) record.techniques = { level: t.level, uses: t.result.uses };
  }
  return { record, explanation: e, exit: exitCodeOf(e.status) };
}

export interface GradeRecord extends Partial<GradeResult> {
  id: string;
  grade: Grade;
  reason: string;
  size: number | null;
  timeMs: number | null;
  error?: string;
}

export async function gradeEntry(entry: ParsedEntry, options: GradeOptions): Promise<{ record: GradeRecord; exit: ExitCodeValue }> {
  if (entry.error) {
    // Not graded further: the file is wrong. The reason is the usual one-line file:line:col message.
    return {
      record: { id: entry.id, grade: "invalid", reason: entry.error.message, size: null, timeMs: null, error: entry.error.message },
      exit: exitCodeOf("invalid"),
    };
  }
  const start = now();
  try {
    const g = await grade(entry.puzzle, { ...options, label: entry.id });
    const record: GradeRecord = { id: entry.id, ...g, size: entry.puzzle.size, timeMs: ms(now() - start) };
    if (g.grade === "error") record.error = g.reason;
    return { record, exit: exitCodeOf(g.grade) };
  } catch (e) {
    if (e instanceof StrimkoError)
      return { record: { id: entry.id, grade: "error", reason: e.message, size: entry.puzzle.size, timeMs: null, error: e.message }, exit: e.exitCode };
    throw e;
  }
}
