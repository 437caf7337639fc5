/**
 * One CSV row per puzzle, for spreadsheets. csv-stringify quotes what needs
 * quoting, and its escape_formulas guard keeps a puzzle id or title that starts
 * with = + - @ from being run as a formula when the file is opened.
 */
import { stringify } from "csv-stringify/sync";
import type { SolveRecord } from "../records/solve-record.js";
import { r2, ratioOf } from "./summary.js";

const COLUMNS = [
  "id",
  "title",
  "size",
  "status",
  "unique",
  "agree",
  "clingo_status",
  "clingo_ms",
  "clingo_choices",
  "clingo_conflicts",
  "clingo_rules",
  "clingo_atoms",
  "native_status",
  "native_ms",
  "native_method",
  "native_inferences",
  "native_guesses",
  "native_backtracks",
  "clingo_over_native",
  "error",
] as const;

type Cell = string | number | boolean | null | undefined;

function row(r: SolveRecord): Cell[] {
  const a = r.engines.asp;
  const n = r.engines.native;
  const ratio = ratioOf(r);
  return [
    r.id,
    r.title,
    r.size,
    r.status,
    r.unique,
    r.agree,
    a?.status,
    a?.timeMs,
    a?.stats?.choices,
    a?.stats?.conflicts,
    a?.stats?.rules,
    a?.stats?.atoms,
    n?.status,
    n?.timeMs,
    n?.stats?.method,
    n?.stats?.inferences,
    n?.stats?.guesses,
    n?.stats?.backtracks,
    ratio === null ? null : r2(ratio),
    r.error,
  ];
}

const OPTIONS = { escape_formulas: true, cast: { boolean: (b: boolean) => (b ? "true" : "false") } };

/** The header line; then a line per record (csvRow), written as the records come. */
export function csvHeader(): string {
  return stringify([[...COLUMNS]], OPTIONS);
}

export function csvRow(r: SolveRecord): string {
  return stringify([row(r)], OPTIONS);
}
