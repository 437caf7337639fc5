/** `strimko explain` and `strimko grade`: records and text for the CLI; the work is in src/explain/. */
import { exitCodeOf, StrimkoError, type ExitCodeValue } from "../errors.js";
import { grade, type Grade, type GradeOptions, type GradeResult } from "../explain/grade.js";
import { candidates, explain, type Explanation, type Step } from "../explain/steps.js";
import { resolve } from "../native/solver.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import type { Puzzle } from "../puzzle/types.js";
import { ms } from "../batch/milliseconds.js";
import { plural, printable } from "./output.js";
import { now } from "../clock.js";

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
  error?: string;
}

export function explainRecord(id: string, p: Puzzle, options: { timeoutMs?: number; candidates?: boolean }): { record: ExplainRecord; explanation: Explanation; exit: ExitCodeValue } {
  const e = explain(p, { timeoutMs: options.timeoutMs });
  const record: ExplainRecord = { id, status: e.status, method: e.method, unique: e.unique, complete: e.complete, steps: e.steps, solution: e.solution };
  if (options.candidates) record.candidates = candidates(p, resolve(p).grid);
  return { record, explanation: e, exit: exitCodeOf(e.status) };
}

/** One line of summary: what the explanation shows. */
export function explainSummary(r: ExplainRecord): string {
  const places = r.steps.filter((s) => s.kind === "place").length;
  const guesses = r.steps.filter((s) => s.kind === "guess").length;
  if (r.status === "timeout") return "not solved within the time limit; the steps go as far as resolution";
  if (r.status === "unsatisfiable") {
    if (!r.complete) return "no solution: resolution stalls, and the search that shows it is too long to follow step by step";
    return guesses === 0 ? "no solution: resolution refutes the givens" : `no solution: every option of every guess fails (${guesses} guesses)`;
  }
  const how =
    r.method === "resolution"
      ? `solved by resolution alone in ${plural(places, "inference")}`
      : r.complete
        ? `resolution stalls; solved with ${guesses} guess${guesses === 1 ? "" : "es"} (${places} inferences in all)`
        : "resolution stalls, and the search is too long to follow step by step; the steps go as far as resolution";
  const unique = r.unique === true ? "" : r.unique === false ? "; the puzzle has other solutions too (this is one)" : "; uniqueness not decided";
  return how + unique;
}

/** Pencil marks: a grid of each cell's candidates, known values alone (a cell with one candidate left is always known). */
function candidatesText(cands: number[][][]): string {
  const n = cands.length;
  const cell = (vs: number[]) => (vs.length === 0 ? "-" : n <= 9 ? vs.join("") : vs.join(","));
  const width = Math.max(...cands.flat().map((vs) => cell(vs).length));
  return cands.map((row) => "  " + row.map((vs) => cell(vs).padEnd(width)).join("  ").trimEnd()).join("\n") + "\n";
}

export function explainText(r: ExplainRecord): string {
  let out = `${printable(r.id)}: ${explainSummary(r)}\n`;
  const width = String(r.steps.length).length;
  for (const s of r.steps) out += `${"  ".repeat(s.depth)}${String(s.n).padStart(width + 2)}. ${s.text}\n`;
  if (r.candidates) {
    out += `candidates after resolution (pencil marks; a cell with one number is known${r.candidates.length > 9 ? "; values separated by commas" : ""}):\n`;
    out += candidatesText(r.candidates);
  }
  return out;
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
    return { record: { id: entry.id, grade: "invalid", reason: entry.error.message, size: null, timeMs: null, error: entry.error.message }, exit: exitCodeOf("invalid") };
  }
  const start = now();
  try {
    const g = await grade(entry.puzzle, { ...options, label: entry.id });
    const record: GradeRecord = { id: entry.id, ...g, size: entry.puzzle.size, timeMs: ms(now() - start) };
    if (g.grade === "error") record.error = g.reason;
    return { record, exit: exitCodeOf(g.grade) };
  } catch (e) {
    if (e instanceof StrimkoError) return { record: { id: entry.id, grade: "error", reason: e.message, size: entry.puzzle.size, timeMs: null, error: e.message }, exit: e.exitCode };
    throw e;
  }
}

/** "id: grade (reason)"; a puzzle resolution solves has its level after the grade ("resolution, easy"); a search one's level is the grade's word. */
export function gradeText(r: GradeRecord): string {
  const level = r.level && r.level !== r.grade ? `, ${r.level}` : "";
  return `${printable(r.id)}: ${r.grade}${level} (${printable(r.reason)})\n`;
}
