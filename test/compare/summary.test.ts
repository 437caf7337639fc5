/** The comparison's arithmetic and chart geometry, on records made by hand. */
import { describe, expect, it } from "vitest";
import type { SolveRecord } from "../../src/records/solve-record.js";
import { timeScatter, timesBySize } from "../../src/compare/charts.js";
import { quantile, summarize } from "../../src/compare/summary.js";

function rec(id: string, status: SolveRecord["status"], unique: boolean | null, agree: boolean | null, asp?: number, native?: number, size = 9): SolveRecord {
  const engines: SolveRecord["engines"] = {};
  if (asp !== undefined) engines.asp = { status: status === "timeout" ? "timeout" : "solved", timeMs: asp, stats: {} };
  if (native !== undefined) engines.native = { status: "solved", timeMs: native, stats: {} };
  return { id, status, unique, agree, size, solution: null, title: null, matchesStated: null, encoding: null, timeMs: null, engines };
}

describe("quantile", () => {
  it("takes the nearest rank", () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(
      quantile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(95);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("summarize", () => {
  const records = [
    rec("a", "solved", true, true, 10, 1),
    rec("b", "solved", false, true, 20, 1),
    rec("c", "unsatisfiable", false, true, 30, 2),
    rec("d", "timeout", null, null, 1000, 4),
    rec("e", "error", null, false, 40, 2),
    rec("f", "error", null, null),
  ];
  const s = summarize(records, 1234.5678, 2);

  it("counts verdicts, errors apart from disagreements", () => {
    expect(s).toMatchObject({
      puzzles: 6,
      solved: 2,
      unique: 1,
      multi: 1,
      noSolution: 1,
      timeouts: 1,
      errors: 1,
      agree: 3,
      disagree: 1,
      jobs: 2,
      wallMs: 1234.568,
    });
  });

  it("spreads each engine's times over the puzzles it ran", () => {
    expect(s.engines.asp).toEqual({ runs: 5, timeouts: 1, totalMs: 1100, medianMs: 30, p95Ms: 1000, maxMs: 1000 });
    expect(s.engines.native).toEqual({ runs: 5, timeouts: 0, totalMs: 10, medianMs: 2, p95Ms: 4, maxMs: 4 });
  });

  it("gives the speed ratio on totals and the median per-puzzle ratio, over the puzzles both engines finished", () => {
    // d timed out: its 1000 ms is the limit's, not clingo's. The rest: 100 ms against 6 ms.
    expect(s.speedRatio).toBe(16.67);
    // per puzzle: 10, 20, 15, 20 → nearest-rank median 15
    expect(s.medianRatio).toBe(15);
  });

  it("copes with batches far beyond what fits in a function's arguments", () => {
    const many = Array.from({ length: 200_000 }, (_, k) => rec(`p${k}`, "solved", true, true, 1 + (k % 97), 0.01 + (k % 13)));
    expect(summarize(many, 1, 2).engines.asp.maxMs).toBe(97);
    expect(timeScatter(many).points).toHaveLength(200_000);
    expect(timesBySize(many).points).toHaveLength(400_000);
  });

  it("has no ratio when no puzzle ran on both engines", () => {
    expect(summarize([rec("f", "error", null, null)], 1, 1)).toMatchObject({ speedRatio: null, medianRatio: null, engines: { asp: { runs: 0, medianMs: 0 } } });
  });
});

describe("charts", () => {
  const records = [
    rec("fast", "solved", true, true, 1, 0.01, 4),
    rec("slow", "solved", true, true, 1000, 10, 9),
    rec("bad", "error", null, false, 5, 5, 9),
    rec("unread", "error", null, null, undefined, undefined, 9),
  ];

  it("puts each puzzle both engines ran at (clingo, native) on one log scale, the diagonal through equal times", () => {
    const c = timeScatter(records);
    expect(c.points.map((p) => [p.label.split(":")[0], p.kind])).toEqual([
      ["fast", "unique"],
      ["slow", "unique"],
      ["bad", "disagree"],
    ]);
    const [fast, slow, bad] = c.points;
    expect(slow.x).toBeGreaterThan(fast.x);
    expect(slow.y).toBeLessThan(fast.y); // SVG y grows downwards
    // Ten times the time is the same distance on both axes, and equal times lie on the diagonal.
    const { x1, y1, x2, y2 } = c.lines[0];
    const onDiagonal = (p: { x: number; y: number }) => Math.abs((p.x - x1) * (y2 - y1) - (p.y - y1) * (x2 - x1));
    expect(onDiagonal(bad)).toBeLessThan(1e-6 * (x2 - x1) * (y1 - y2));
    expect(c.xTicks.map((t) => t.label)).toEqual(c.yTicks.map((t) => t.label));
    expect(c.xTicks[0].label).toBe("10 µs");
    expect(c.xTicks[c.xTicks.length - 1].label).toBe("1 s");
  });

  it("groups times by size, clingo left of native", () => {
    const c = timesBySize(records);
    expect(c.xTicks.map((t) => t.label)).toEqual(["4x4", "9x9"]);
    expect(c.points).toHaveLength(6);
    const fastAsp = c.points.find((p) => p.label.startsWith("fast") && p.kind === "asp")!;
    const fastNative = c.points.find((p) => p.label.startsWith("fast") && p.kind === "native")!;
    expect(fastAsp.x).toBeLessThan(fastNative.x);
    expect(fastAsp.y).toBeLessThan(fastNative.y); // 1 ms is higher up than 10 µs
  });
});
