/**
 * `strimko compare`: every puzzle through both engines, each answer verified,
 * the answers compared; a summary on a terminal, JSON Lines, CSV and an HTML
 * report. A bad, slow or disputed puzzle is recorded and counted, and the batch
 * goes on; the exit code is the worst outcome, as for `solve`.
 */
import os from "node:os";
import cliProgress from "cli-progress";
import { csvHeader, csvRow } from "../compare/csv.js";
import { renderReport, ReportRows, type ReportContext } from "../compare/report.js";
import { runAll } from "../compare/run.js";
import type { Outcome } from "../records/solve-record.js";
import { SummaryBuilder, type EngineTimes, type Summary } from "../compare/summary.js";
import { timeLabel } from "../compare/charts.js";
import { ExitCode, worstExit, type ExitCodeValue } from "../base/errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { guardBatch } from "./batch-exit.js";
import { openOutput, writeOutput } from "./files.js";
import { NoPuzzlesError } from "./inputs.js";
import { jsonLine, printable, secondsText } from "../text/output.js";
import type { SolveEntryOptions, SolveRecord } from "../records/solve-record.js";
import { solveText } from "./solve-text.js";
import { now } from "../base/clock.js";

export interface CompareCommandOptions extends SolveEntryOptions {
  jobs: number;
  json?: boolean;
  csv?: string;
  report?: string;
  quiet?: boolean;
}

/** Where output goes; the CLI passes its buffered writers. */
export interface Streams {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Standard error is a terminal (a progress bar makes sense there). */
  errIsTTY: boolean;
  /** Standard output is a terminal (then, while the bar is drawn, it is the bar's terminal too). */
  outIsTTY: boolean;
  /** Colour allowed on standard output (a terminal, and NO_COLOR unset). */
  color: boolean;
  /** Resolves once standard output's reader has caught up (a slow reader must not make the
   * records pile up in memory); the next puzzle is taken only then. */
  drained?: () => Promise<void>;
  /** The run's environment: its worker threads see it too, and NO_COLOR. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where a bug's stack goes as it is, on lines of its own (with STRIMKO_DEBUG=1). */
  stack?: (text: string) => void;
}

/** The progress bar goes to a terminal only: never into a pipe or file, never with --quiet. */
function wantsProgress(errIsTTY: boolean, quiet: boolean | undefined): boolean {
  return errIsTTY && !quiet;
}

function pad(cells: string[][]): string {
  const widths = cells[0].map((_, c) => Math.max(...cells.map((row) => row[c].length)));
  return cells
    .map(
      (row) =>
        "  " +
        row
          .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
          .join("   ")
          .trimEnd(),
    )
    .join("\n");
}

function times(name: string, t: EngineTimes): string[] {
  const f = (ms: number) => (t.runs ? timeLabel(ms) : "–");
  return [name, String(t.runs), String(t.timeouts), f(t.totalMs), f(t.medianMs), f(t.p95Ms), f(t.maxMs)];
}

function times10(x: number): string {
  return x >= 10 ? `${Math.round(x)}x` : `${x.toFixed(1)}x`;
}

/** The summary a person reads at a terminal. */
function summaryText(s: Summary, color: boolean): string {
  const counts = pad([
    ["puzzles", "solved", "unique", "several", "no solution", "timeouts", "errors", "disagreements"],
    [s.puzzles, s.solved, s.unique, s.multi, s.noSolution, s.timeouts, s.errors, s.disagree].map(String),
  ]);
  const rules = s.rules ? `, with your rules from ${printable(s.rules)} (the ${s.variant}, read by both engines)` : "";
  let out = `compare: ${s.puzzles} puzzle${s.puzzles === 1 ? "" : "s"} in ${timeLabel(s.wallMs)} with ${s.jobs} job${s.jobs === 1 ? "" : "s"}${rules}\n${counts}\n`;
  const trouble = [
    [s.disagree, "disagreement"],
    [s.errors, "error"],
    [s.timeouts, "timeout"],
  ]
    .filter(([k]) => (k as number) > 0)
    .map(([k, word]) => `${k} ${word}${k === 1 ? "" : "s"}`);
  if (trouble.length > 0) {
    const text = `  attention: ${trouble.join(", ")} (see above)`;
    out += (color ? `\x1b[1;31m${text}\x1b[0m` : text) + "\n";
  }
  out += "\n";
  out +=
    pad([["engine", "puzzles", "timeouts", "total", "median", "p95", "max"], times("clingo-wasm", s.engines.asp), times("native", s.engines.native)]) + "\n";
  if (s.speedRatio !== null && s.medianRatio !== null) {
    out += `\n  native / clingo-wasm speed: ${times10(s.speedRatio)} on total time, ${times10(s.medianRatio)} median per puzzle\n`;
  }
  return out;
}

/** A line for each puzzle worth a look (error, disagreement, timeout) in text mode; nothing for the rest. */
function noteworthy(r: SolveRecord, timeoutMs: number): string {
  if (r.agree === false) return solveText(r, timeoutMs);
  if (r.status === "timeout") {
    const who = Object.entries(r.engines)
      .filter(([, e]) => e.status === "timeout")
      .map(([name]) => (name === "asp" ? "clingo-wasm" : "native"));
    return `${printable(r.id)}: timeout after ${secondsText(timeoutMs)} (${who.join(" and ")})\n`;
  }
  return "";
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The CSV file, written row by row as the records come (see openOutput). */
async function csvFile(path: string): Promise<{ add: (r: SolveRecord) => void; close: () => Promise<void>; abort: () => void }> {
  const file = await openOutput(path);
  file.write(csvHeader());
  return { add: (r) => file.write(csvRow(r)), close: () => file.close(), abort: () => file.abort() };
}

/**
 * Runs the comparison over the entries as they are read; returns the worst exit code. What is kept
 * of a puzzle once its record is out: its numbers in the summary, its row in the CSV file (written
 * as it comes), and a compact row for the report's table and charts (up to REPORT_ROWS).
 */
export async function compareCommand(
  inputs: string[],
  allEntries: AsyncIterable<ParsedEntry>,
  options: CompareCommandOptions,
  io: Streams,
  versions: () => Promise<string>,
  errorLine: (r: SolveRecord) => string,
): Promise<ExitCodeValue> {
  const { jobs, json, csv, report, quiet, ...solveOptions } = options;
  const timeoutMs = solveOptions.timeoutMs ?? 0;
  let bar: cliProgress.MultiBar | undefined;
  let line: cliProgress.SingleBar | undefined;
  if (wantsProgress(io.errIsTTY, quiet)) {
    const green = (io.env ?? process.env).NO_COLOR ? (t: string) => t : (t: string) => `\x1b[32m${t}\x1b[0m`;
    // Until the input has ended (a long stream of puzzles), the total is unknown: the count so far.
    const known = `compare ${green("{bar}")} {value}/{total} puzzles | {problems} | {eta_formatted} left`;
    const streaming = "compare {value} puzzles so far | {problems}";
    bar = new cliProgress.MultiBar(
      {
        stream: process.stderr,
        format: (options, params, payload: { known?: boolean }) =>
          cliProgress.Format.Formatter({ ...options, format: payload.known ? known : streaming }, params, payload),
        hideCursor: true,
        clearOnComplete: true,
        barsize: 30,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
  }
  // While the bar is drawn, anything for the same terminal passes above it, not through it.
  // (The bar's way round the CLI's own printing escapes as that does.)
  const err = (text: string) => (bar ? bar.log(printable(text.replace(/\n$/, "")) + "\n") : io.err(text));
  const out = (text: string) => (bar && io.outIsTTY ? bar.log(text) : io.out(text));
  // Ctrl-C, SIGTERM and a reader that leaves early give the terminal back, and the CSV's
  // temporary file is removed on the way out (batch-exit.ts).
  const done = guardBatch(bar, Boolean(csv));
  let problems = 0;
  const problemText = () => (problems === 0 ? "no problems" : `${problems} problem${problems === 1 ? "" : "s"}`);

  // An empty directory is an error but no puzzle: said on standard error, counted under errors,
  // and no record (the summary's puzzles are the records).
  let empty = 0;
  let worst: ExitCodeValue = ExitCode.ok;
  async function* puzzles(): AsyncGenerator<ParsedEntry> {
    for await (const e of allEntries) {
      await io.drained?.();
      if (e.error instanceof NoPuzzlesError) {
        empty++;
        worst = worstExit([worst, e.error.exitCode]);
        err(e.error.message);
      } else yield e;
    }
  }

  const summary = new SummaryBuilder();
  const rows = report ? new ReportRows() : undefined;
  const table = csv ? await csvFile(csv) : undefined;
  const start = now();
  let run: Awaited<ReturnType<typeof runAll>> | undefined;
  try {
    run = await runAll<Outcome>(puzzles(), {
      job: { kind: "solve", options: solveOptions },
      jobs,
      env: io.env,
      onTotal: (total) => {
        if (!bar || total === 0) return;
        if (line) line.setTotal(total);
        else line = bar.create(total, 0, { problems: problemText() });
        line.update({ known: true });
      },
      onDone: ({ record }) => {
        if (record.status === "error" || record.status === "timeout") problems++;
        line ??= bar?.create(0, 0, { problems: problemText(), known: false });
        line?.increment(1, { problems: problemText() });
      },
      onRecord: ({ record, exit, stack }) => {
        worst = worstExit([worst, exit]);
        if (stack) io.stack?.(stack);
        summary.add(record);
        table?.add(record);
        rows?.add(record);
        if (record.error) err(errorLine(record));
        if (json) out(jsonLine(record));
        else {
          const note = noteworthy(record, timeoutMs);
          if (note) out(note);
        }
      },
    });
  } finally {
    // A batch that did not finish writes no CSV: the file stays as it was.
    if (!run) table?.abort();
    // The bar prints logged lines when it redraws: redraw once more so that the last ones are not lost.
    bar?.update();
    bar?.stop();
    done();
  }
  const wallMs = now() - start;

  const result: Summary = {
    ...(solveOptions.rules ? { rules: solveOptions.rules.name, variant: solveOptions.rules.variant } : {}),
    ...summary.result(wallMs, Math.max(1, run.threads), empty),
  };
  if (json) io.out(jsonLine({ summary: result }));
  else io.out(summaryText(result, io.color));
  // Both files are attempted: one that cannot be written does not cost the other.
  const failures: unknown[] = [];
  if (table) await table.close().catch((e: unknown) => failures.push(e));
  if (rows && report) {
    const context: ReportContext = {
      inputs,
      timeoutMs,
      versions: await versions(),
      machine: machine(),
      date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    };
    await writeOutput(report, renderReport(rows.rows, result, context, rows.seen - rows.rows.length)).catch((e: unknown) => failures.push(e));
  }
  if (failures.length > 1) io.err(`${(failures[0] as Error).message}\n`);
  if (failures.length > 0) throw failures.at(-1);
  return worst;
}
