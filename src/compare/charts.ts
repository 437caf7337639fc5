/**
 * The geometry of the report's two charts, computed here so that the template
 * only draws: per-puzzle time of clingo against the native engine, and each
 * engine's times by puzzle size. Times span six orders of magnitude (a few
 * microseconds natively, seconds in clingo), so both axes of time are
 * logarithmic, with a tick at every power of ten.
 */
import type { SolveRecord } from "../records/solve-record.js";
import { quantile } from "./summary.js";

export interface Tick {
  at: number;
  label: string;
}

export interface Point {
  x: number;
  y: number;
  /** Shown when the pointer rests on the point (escaped by the template). */
  label: string;
  kind: string;
}

export interface Chart {
  width: number;
  height: number;
  /** The plotting area inside the margins. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  xTicks: Tick[];
  yTicks: Tick[];
  xLabel: string;
  yLabel: string;
  points: Point[];
  /** Extra lines: the diagonal "equal time", or a group's median. */
  lines: { x1: number; y1: number; x2: number; y2: number; label: string; kind: "diagonal" | "median" }[];
}

const WIDTH = 560;
const HEIGHT = 400;
const MARGIN = { left: 70, right: 20, top: 20, bottom: 50 };
/** Times below a microsecond are drawn at one microsecond. */
const FLOOR_MS = 0.001;

export function timeLabel(ms: number): string {
  if (ms >= 1000) return `${+(ms / 1000).toPrecision(3)} s`;
  if (ms >= 1) return `${+ms.toPrecision(3)} ms`;
  return `${+(ms * 1000).toPrecision(3)} µs`;
}

/** A log scale from [lo, hi] (whole powers of ten around the data) onto [a, b] pixels. */
function logScale(values: number[], a: number, b: number): { at: (v: number) => number; ticks: Tick[] } {
  // Loops, not Math.min(...values): a spread of 100,000 values overflows the stack.
  let lo = 0;
  let hi = 0;
  for (const v of values) {
    const l = Math.log10(Math.max(v, FLOOR_MS));
    if (l < lo) lo = l;
    if (l > hi) hi = l;
  }
  lo = Math.floor(lo);
  hi = Math.ceil(hi);
  if (hi === lo) hi = lo + 1;
  if (!Number.isFinite(lo)) lo = -3;
  const at = (v: number) => a + ((Math.log10(Math.max(v, FLOOR_MS)) - lo) / (hi - lo)) * (b - a);
  const ticks: Tick[] = [];
  for (let e = lo; e <= hi; e++) ticks.push({ at: at(10 ** e), label: timeLabel(10 ** e) });
  return { at, ticks };
}

function frame(): Pick<Chart, "width" | "height" | "left" | "right" | "top" | "bottom"> {
  return { width: WIDTH, height: HEIGHT, left: MARGIN.left, right: WIDTH - MARGIN.right, top: MARGIN.top, bottom: HEIGHT - MARGIN.bottom };
}

function kindOf(r: SolveRecord): string {
  if (r.agree === false) return "disagree";
  if (r.status === "timeout") return "timeout";
  return r.status === "solved" ? (r.unique ? "unique" : "multi") : r.status === "unsatisfiable" ? "none" : "other";
}

/** Each puzzle both engines ran on, at (clingo time, native time); below the diagonal native is faster. */
export function timeScatter(records: SolveRecord[]): Chart {
  const f = frame();
  const both = records.filter((r) => typeof r.engines.asp?.timeMs === "number" && typeof r.engines.native?.timeMs === "number");
  const all = both.flatMap((r) => [r.engines.asp!.timeMs!, r.engines.native!.timeMs!]);
  // One scale for both axes, so that the diagonal means "equal time".
  const x = logScale(all, f.left, f.right);
  const y = logScale(all, f.bottom, f.top);
  // Both scales cover the same powers of ten, so the diagonal runs from the first tick pair to the last.
  const last = x.ticks.length - 1;
  const lines = [{ x1: x.ticks[0].at, y1: y.ticks[0].at, x2: x.ticks[last].at, y2: y.ticks[last].at, label: "equal time", kind: "diagonal" as const }];
  return {
    ...f,
    xTicks: x.ticks,
    yTicks: y.ticks,
    xLabel: "clingo-wasm time per puzzle (log)",
    yLabel: "native time per puzzle (log)",
    points: both.map((r) => ({
      x: x.at(r.engines.asp!.timeMs!),
      y: y.at(r.engines.native!.timeMs!),
      label: `${r.id}: clingo ${timeLabel(r.engines.asp!.timeMs!)}, native ${timeLabel(r.engines.native!.timeMs!)}`,
      kind: kindOf(r),
    })),
    lines,
  };
}

/** Each engine's time per puzzle, grouped by puzzle size (n), the two engines side by side in each group. */
export function timesBySize(records: SolveRecord[]): Chart {
  const f = frame();
  const sized = records.filter((r) => r.size !== null && (r.engines.asp || r.engines.native));
  const sizes = [...new Set(sized.map((r) => r.size!))].sort((a, b) => a - b);
  const all = sized.flatMap((r) => [r.engines.asp?.timeMs, r.engines.native?.timeMs]).filter((t): t is number => typeof t === "number");
  const y = logScale(all.length ? all : [1], f.bottom, f.top);
  const band = (f.right - f.left) / Math.max(sizes.length, 1);
  const centre = (n: number) => f.left + band * (sizes.indexOf(n) + 0.5);
  const points: Point[] = [];
  const lines: Chart["lines"] = [];
  for (const [engine, offset] of [
    ["asp", -0.2],
    ["native", 0.2],
  ] as const) {
    for (const n of sizes) {
      const group = sized.filter((r) => r.size === n && typeof r.engines[engine]?.timeMs === "number");
      const x = centre(n) + offset * band;
      // A small spread across the group's column, the same on every run, so that equal times do not hide each other.
      group.forEach((r, k) => {
        const t = r.engines[engine]!.timeMs!;
        const spread = group.length > 1 ? ((k * 0.618034) % 1) - 0.5 : 0;
        points.push({
          x: x + spread * 0.22 * band,
          y: y.at(t),
          label: `${r.id} (${n}x${n}): ${engine === "asp" ? "clingo" : "native"} ${timeLabel(t)}`,
          kind: engine,
        });
      });
      if (group.length > 0) {
        const m = quantile(
          group.map((r) => r.engines[engine]!.timeMs!),
          0.5,
        );
        lines.push({
          x1: x - 0.17 * band,
          x2: x + 0.17 * band,
          y1: y.at(m),
          y2: y.at(m),
          label: `median ${engine === "asp" ? "clingo" : "native"}, ${n}x${n}: ${timeLabel(m)}`,
          kind: "median",
        });
      }
    }
  }
  return {
    ...f,
    xTicks: sizes.map((n) => ({ at: centre(n), label: `${n}x${n}` })),
    yTicks: y.ticks,
    xLabel: "puzzle size",
    yLabel: "time per puzzle (log)",
    points,
    lines,
  };
}
