/** The report's rows: compact, and capped for batches far too large for one page. */
import { describe, expect, it } from "vitest";
import type { SolveRecord } from "../../src/records/solve-record.js";
import { renderReport, REPORT_ROWS, ReportRows } from "../../src/compare/report.js";
import { summarize } from "../../src/compare/summary.js";

function rec(k: number, status: SolveRecord["status"]): SolveRecord {
  const grid = [
    [1, 2],
    [2, 1],
  ];
  return {
    id: `p${k}`,
    status,
    unique: true,
    agree: status === "error" ? null : true,
    size: 2,
    solution: grid,
    title: null,
    matchesStated: null,
    encoding: "pruned",
    timeMs: 2,
    engines: {
      asp: { status: "solved", timeMs: 1, solution: grid, stats: { choices: 1 } },
      native: { status: "solved", timeMs: 0.1, stats: { method: "resolution" } },
    },
    ...(status === "error" ? { error: "bad" } : {}),
  };
}

describe("ReportRows", () => {
  it("keeps what the page shows, without the solutions", () => {
    const rows = new ReportRows();
    rows.add(rec(0, "solved"));
    expect(rows.rows[0]).toMatchObject({
      id: "p0",
      status: "solved",
      solution: null,
      engines: { asp: { status: "solved", timeMs: 1, stats: { choices: 1 } } },
    });
    expect(rows.rows[0].engines.asp).not.toHaveProperty("solution");
  });

  it("keeps the first REPORT_ROWS puzzles, then only those that went wrong, and the page says so", () => {
    const rows = new ReportRows();
    const records = Array.from({ length: 3 * REPORT_ROWS }, (_, k) => rec(k, k % 10 === 9 ? "error" : "solved"));
    for (const r of records) rows.add(r);
    expect(rows.seen).toBe(3 * REPORT_ROWS);
    // The first ones, then every tenth (the errors) of the rest.
    expect(rows.rows).toHaveLength(REPORT_ROWS + (2 * REPORT_ROWS) / 10);
    expect(rows.rows.slice(REPORT_ROWS).every((r) => r.status === "error")).toBe(true);
    const page = renderReport(
      rows.rows,
      summarize(records, 1, 1),
      { inputs: ["x"], timeoutMs: 0, versions: "v", machine: "m", date: "d" },
      rows.seen - rows.rows.length,
    );
    expect(page).toContain(`The charts and the table show ${rows.rows.length} of the ${3 * REPORT_ROWS} puzzles`);
  });

  it("says nothing of the kind when every puzzle is shown", () => {
    const rows = new ReportRows();
    const records = [rec(0, "solved"), rec(1, "error")];
    for (const r of records) rows.add(r);
    const page = renderReport(rows.rows, summarize(records, 1, 1), { inputs: ["x"], timeoutMs: 0, versions: "v", machine: "m", date: "d" });
    expect(page).not.toContain('id="omitted"');
  });
});
