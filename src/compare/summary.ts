/**
 * The numbers of a comparison: what the puzzles turned out to be, whether the
 * engines agreed, and how long each engine took. Pure: records in, summary out.
 */
import { ms } from "../cli/output.js";
import type { SolveRecord } from "../cli/solve.js";

/** How one engine's times are spread over the puzzles it ran on. */
export interface EngineTimes {
  /** Puzzles the engine ran on (read and valid). */
  runs: number;
  /** Runs that hit the time limit. */
  timeouts: number;
  totalMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface Summary {
  puzzles: number;
  /** Solved, and both engines agree (or the one that finished found it). */
  solved: number;
  unique: number;
  /** Solved with two or more solutions. */
  multi: number;
  noSolution: number;
  /** Not decided within the time limit. */
  timeouts: number;
  /** Could not be read, or an engine failed, and inputs that hold no puzzle (an empty directory);
   * engine disagreements are counted apart. */
  errors: number;
  agree: number;
  disagree: number;
  engines: { asp: EngineTimes; native: EngineTimes };
  /** clingo's total time over the native engine's, over the puzzles both finished (null when there are none). */
  speedRatio: number | null;
  /** The median over puzzles of clingo's time over native's. */
  medianRatio: number | null;
  /** Wall-clock time of the whole comparison, milliseconds. */
  wallMs: number;
  jobs: number;
}

/** The q-quantile by nearest rank (q = 0.5: median, 0.95: p95); NaN for no values. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/** Ratios to two decimals: what a report can show (times go to the microsecond, by ms()). */
export const r2 = (x: number) => Math.round(x * 100) / 100;

function times(records: SolveRecord[], engine: "asp" | "native"): EngineTimes {
  const ran = records.map((r) => r.engines[engine]).filter((e) => e !== undefined && typeof e.timeMs === "number");
  const taken = ran.map((e) => e!.timeMs!);
  const finite = (x: number) => (Number.isFinite(x) ? x : 0);
  return {
    runs: ran.length,
    timeouts: ran.filter((e) => e!.status === "timeout").length,
    totalMs: ms(taken.reduce((a, b) => a + b, 0)),
    medianMs: ms(finite(quantile(taken, 0.5))),
    p95Ms: ms(finite(quantile(taken, 0.95))),
    maxMs: ms(taken.reduce((a, b) => Math.max(a, b), 0)),
  };
}

/** clingo's time over native's for one puzzle, when both finished (a time limit or a failure would make
 * the ratio the limit's, not the engines'). */
export function ratioOf(r: SolveRecord): number | null {
  const a = r.engines.asp?.timeMs;
  const n = r.engines.native?.timeMs;
  if (typeof a !== "number" || typeof n !== "number" || a <= 0) return null;
  if ([r.engines.asp?.status, r.engines.native?.status].some((s) => s === "timeout" || s === "error")) return null;
  // A native time below the clock's resolution is counted as one microsecond, not as zero.
  return a / Math.max(n, 0.001);
}

/** `emptyInputs`: inputs that hold no puzzle, counted as errors and not as puzzles. */
export function summarize(records: SolveRecord[], wallMs: number, jobs: number, emptyInputs = 0): Summary {
  const both = records.filter((r) => ratioOf(r) !== null);
  const aspBoth = both.reduce((s, r) => s + r.engines.asp!.timeMs!, 0);
  const nativeBoth = both.reduce((s, r) => s + Math.max(r.engines.native!.timeMs!, 0.001), 0);
  const ratios = both.map((r) => ratioOf(r)!);
  return {
    puzzles: records.length,
    solved: records.filter((r) => r.status === "solved").length,
    unique: records.filter((r) => r.status === "solved" && r.unique === true).length,
    multi: records.filter((r) => r.status === "solved" && r.unique === false).length,
    noSolution: records.filter((r) => r.status === "unsatisfiable").length,
    timeouts: records.filter((r) => r.status === "timeout").length,
    errors: records.filter((r) => r.status === "error" && r.agree !== false).length + emptyInputs,
    agree: records.filter((r) => r.agree === true).length,
    disagree: records.filter((r) => r.agree === false).length,
    engines: { asp: times(records, "asp"), native: times(records, "native") },
    speedRatio: both.length ? r2(aspBoth / nativeBoth) : null,
    medianRatio: both.length ? r2(quantile(ratios, 0.5)) : null,
    wallMs: ms(wallMs),
    jobs,
  };
}
