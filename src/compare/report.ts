/**
 * The HTML report of a comparison: one self-contained page (no scripts, styles
 * or fonts from elsewhere) rendered from templates/report.html.ejs, with the
 * summary, the two charts as inline SVG, and a table sortable by any column.
 *
 * Everything that comes from a puzzle file (ids are file names, titles are
 * free text) reaches the page only through ejs's escaping `<%=`, in text and
 * in attribute values alike; the template never uses the raw `<%-` on data.
 */
import { compileTemplate } from "../assets/templates.js";
import type { SolveRecord } from "../records/solve-record.js";
import { timeLabel, timeScatter, timesBySize } from "./charts.js";
import { ratioOf, type Summary } from "./summary.js";

export interface ReportContext {
  /** The inputs as given on the command line. */
  inputs: string[];
  timeoutMs: number;
  /** e.g. "strimko 0.1.0, clingo 5.8.0 (clingo-wasm 0.6.0)" */
  versions: string;
  machine: string;
  date: string;
}

/** The report's table and charts hold at most this many puzzles, the first of the batch, and then
 * up to as many more that went wrong: a page of a million rows (a gigabyte) would open nowhere. */
export const REPORT_ROWS = 10_000;

/** What the report shows of a record: no solution, no grid (a streamed batch keeps no record). */
function reportRow(r: SolveRecord): SolveRecord {
  const engines: SolveRecord["engines"] = {};
  for (const [name, e] of Object.entries(r.engines)) engines[name] = { status: e.status, timeMs: e.timeMs, stats: e.stats };
  const row: SolveRecord = {
    id: r.id,
    status: r.status,
    solution: null,
    unique: r.unique,
    size: r.size,
    title: r.title,
    matchesStated: null,
    encoding: null,
    timeMs: null,
    engines,
    agree: r.agree,
  };
  if (r.error !== undefined) row.error = r.error;
  return row;
}

/** The rows of the report, gathered record by record in input order. */
export class ReportRows {
  readonly rows: SolveRecord[] = [];
  /** Records seen, kept or not. */
  seen = 0;
  add(r: SolveRecord): void {
    this.seen++;
    const trouble = r.agree === false || r.status === "error" || r.status === "timeout";
    if (this.rows.length < REPORT_ROWS || (trouble && this.rows.length < 2 * REPORT_ROWS)) this.rows.push(reportRow(r));
  }
}

interface ReportData {
  summary: Summary;
  records: SolveRecord[];
  /** Puzzles left out of the table and charts (see REPORT_ROWS). */
  omitted: number;
  limit: number;
  context: ReportContext;
  scatter: ReturnType<typeof timeScatter>;
  bySize: ReturnType<typeof timesBySize>;
  time: (ms: number | null | undefined) => string;
  ratio: (r: SolveRecord) => number | null;
}

const template = compileTemplate<ReportData>("templates/report.html.ejs");

/** The page; `omitted` puzzles of the summary are not in `records` (see ReportRows). */
export function renderReport(records: SolveRecord[], summary: Summary, context: ReportContext, omitted = 0): string {
  return template({
    summary,
    records,
    omitted,
    limit: REPORT_ROWS,
    context,
    scatter: timeScatter(records),
    bySize: timesBySize(records),
    time: (ms) => (typeof ms === "number" ? timeLabel(ms) : "–"),
    ratio: ratioOf,
  });
}
