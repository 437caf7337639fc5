/**
 * One graded output as a record: what `check-output --json` prints, and its row of the gradebook's
 * CSV. csv-stringify's escape_formulas guard keeps a file or folder name that starts with = + - @
 * from being run as a formula when a teacher opens the file.
 */
import { stringify } from "csv-stringify/sync";
import type { StrimkoError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import { SourceText } from "../puzzle/source.js";
import { type CheckOptions, checkOutput, type OutputCheck } from "./check-output.js";
import { readStudentOutput } from "./student-output.js";

/** right: the output is what the procedure returns; wrong: it is not; missing: the submission has
 * no output for a puzzle others were graded on; unreadable: the output (or its puzzle) could not be read. */
export type OutputVerdict = "right" | "wrong" | "missing" | "unreadable";

export interface OutputRecord extends Partial<OutputCheck> {
  /** The student (a submission's folder), or "" for a single output. */
  submission: string;
  /** The output file, and the puzzle it was graded against. */
  output: string;
  puzzle: string;
  verdict: OutputVerdict;
  /** unreadable: the one-line error, with file, line and column. */
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
): OutputRecord {
  const base = { submission, output: outputName, puzzle: puzzleName };
  if (text === null) return { ...base, verdict: "missing" };
  if (!("size" in puzzle)) return { ...base, verdict: "unreadable", error: puzzle.message };
  let check: OutputCheck;
  try {
    check = checkOutput(puzzle, readStudentOutput(new SourceText(outputName, text), puzzle.size, options.coordinates), options);
  } catch (e) {
    if ((e as StrimkoError).code === "E_INPUT") return { ...base, verdict: "unreadable", error: (e as StrimkoError).message };
    throw e;
  }
  return { ...base, verdict: check.right ? "right" : "wrong", ...check };
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

export function outputCsvHeader(): string {
  return stringify([[...COLUMNS]], OPTIONS);
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
