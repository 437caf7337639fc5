/**
 * The HTML report of a comparison: one self-contained page (no scripts, styles
 * or fonts from elsewhere) rendered from templates/report.html.ejs, with the
 * summary, the two charts as inline SVG, and a table sortable by any column.
 *
 * Everything that comes from a puzzle file (ids are file names, titles are
 * free text) reaches the page only through ejs's escaping `<%=`, in text and
 * in attribute values alike; the template never uses the raw `<%-` on data.
 */
import { compileTemplate } from "../assets.js";
import type { SolveRecord } from "../cli/solve.js";
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

interface ReportData {
  summary: Summary;
  records: SolveRecord[];
  context: ReportContext;
  scatter: ReturnType<typeof timeScatter>;
  bySize: ReturnType<typeof timesBySize>;
  time: (ms: number | null | undefined) => string;
  ratio: (r: SolveRecord) => number | null;
}

const template = compileTemplate<ReportData>("templates/report.html.ejs");

export function renderReport(records: SolveRecord[], summary: Summary, context: ReportContext): string {
  return template({
    summary,
    records,
    context,
    scatter: timeScatter(records),
    bySize: timesBySize(records),
    time: (ms) => (typeof ms === "number" ? timeLabel(ms) : "–"),
    ratio: ratioOf,
  });
}
