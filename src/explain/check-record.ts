/**
 * One graded output as a record: what `check-output --json` prints, and its row of the gradebook's
 * CSV. csv-stringify's escape_formulas guard keeps a file or folder name that starts with = + - @
 * from being run as a formula when a teacher opens the file.
 */
import { stringify } from "csv-stringify/sync";
import type { StrimkoError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import { SourceText } from "../puzzle/source.js";
import { type CheckOptions, checkOutput, type Expected, type OutputCheck } from "./check-output.js";
import { readStudentOutput } from "./student-output.js";

/** right: the output is what the procedure returns; wrong: it is not; missing: the submission has
 * no output for a puzzle others were graded on; unreadable: the output (or its puzzle) could not be
 * read; unmatched: no one puzzle fits the output's name (or the student has two outputs for one);
 * ungraded: the procedure's answer was not decided within the time limit (not the student's fault). */
export type OutputVerdict = "right" | "wrong" | "ungraded" | "missing" | "unreadable" | "unmatched";
export const OUTPUT_VERDICTS: readonly OutputVerdict[] = ["right", "wrong", "ungraded", "missing", "unreadable", "unmatched"];

export interface OutputRecord extends Partial<OutputCheck> {
  /** The student (a submission's folder), or "" for a single output. */
  submission: string;
  /** The output file, and the puzzle it was graded against. */
  output: string;
  puzzle: string;
  verdict: OutputVerdict;
  /** unreadable, unmatched: the one-line error, with file, line and column; missing: a file that
   * looks meant to be the output ("found 4_1.out.txt: name it 4_1.out"). */
  error?: string;
}

/** Reads and grades one output file's text against a puzzle: a record, never a throw for bad input. */
export function gradeOutput(
  submission: string,
  puzzleName: string,
  puzzle: Puzzle | StrimkoError,
  outputName: string,
  text: string | null,
  options: CheckOptions,
  expected?: Expected,
): OutputRecord {
  const base = { submission, output: outputName, puzzle: puzzleName, right: false };
  if (text === null) return { ...base, verdict: "missing" };
  if (!("size" in puzzle)) return { ...base, verdict: "unreadable", error: puzzle.message };
  let check: OutputCheck;
  try {
    check = checkOutput(puzzle, readStudentOutput(new SourceText(outputName, text), puzzle.size, options.coordinates), options, expected);
  } catch (e) {
    if ((e as StrimkoError).code === "E_INPUT") return { ...base, verdict: "unreadable", error: (e as StrimkoError).message };
    throw e;
  }
  return { ...base, verdict: check.ungraded ? "ungraded" : check.right ? "right" : "wrong", ...check };
}

const COLUMNS = [
  "submission",
  "puzzle",
  "output",
  "verdict",
  "algorithm",
  "expected_status",
  "status",
  "expected_facts",
  "facts",
  "problems",
  "first_line",
  "first_problem",
  "notes",
] as const;

const OPTIONS = { escape_formulas: true };

/** The header, after a byte order mark: a spreadsheet (Excel) then reads the file as UTF-8, and the
 * words' "→" and accented names come out whole. */
export function outputCsvHeader(): string {
  return stringify([[...COLUMNS]], { ...OPTIONS, bom: true });
}

/** One row per student: how many outputs of each verdict, for a gradebook. */
export function totalsCsv(records: OutputRecord[]): string {
  const by = new Map<string, Record<OutputVerdict, number>>();
  for (const r of records) {
    const counts = by.get(r.submission) ?? { right: 0, wrong: 0, ungraded: 0, missing: 0, unreadable: 0, unmatched: 0 };
    counts[r.verdict]++;
    by.set(r.submission, counts);
  }
  const rows = [...by].map(([who, c]) => [who, ...OUTPUT_VERDICTS.map((v) => c[v]), OUTPUT_VERDICTS.reduce((k, v) => k + c[v], 0)]);
  return stringify([["submission", ...OUTPUT_VERDICTS, "graded"], ...rows], { ...OPTIONS, bom: true });
}

export function outputCsvRow(r: OutputRecord): string {
  const first = r.problems?.[0];
  return stringify(
    [
      [
        r.submission,
        r.puzzle,
        r.output,
        r.verdict,
        r.algorithm ?? "",
        r.expected?.status ?? "",
        r.given?.status ?? "",
        r.expected?.facts ?? "",
        r.given?.facts ?? "",
        r.problems?.length ?? "",
        first ? first.line || "" : "",
        first?.text ?? r.error ?? "",
        r.notes?.join("; ") ?? "",
      ],
    ],
    OPTIONS,
  );
}
