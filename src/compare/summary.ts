/**
 * The numbers of a comparison: what the puzzles turned out to be, whether the
 * engines agreed, and how long each engine took. Pure: records in, summary out.
 */
import { ms } from "../records/milliseconds.js";
import type { SolveRecord } from "../records/solve-record.js";
import type { EngineRecord } from "../records/solve-record.js";

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
  /** With --rules: the rule files the engines read (the diagonals: `variant`). */
  rules?: string;
  variant?: string;
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

/** Numbers kept as they come, in a typed array that doubles when full: a million times take 8 MB,
 * not the 16+ of an array of numbers. */
class Numbers {
  private data = new Float64Array(1024);
  length = 0;
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
  /** The q-quantile by nearest rank, as quantile(); sorts the numbers kept. */
  quantile(q: number): number {
    if (this.length === 0) return NaN;
    const sorted = this.data.subarray(0, this.length).sort();
    return sorted[Math.min(this.length, Math.max(1, Math.ceil(q * this.length))) - 1];
  }
}

/** One engine's times, added puzzle by puzzle. */
class TimesSoFar {
  private taken = new Numbers();
  private timeouts = 0;
  private total = 0;
  private max = 0;
  add(e: EngineRecord | undefined): void {
    if (e === undefined || typeof e.timeMs !== "number") return;
    this.taken.push(e.timeMs);
    if (e.status === "timeout") this.timeouts++;
    this.total += e.timeMs;
    this.max = Math.max(this.max, e.timeMs);
  }
  result(): EngineTimes {
    const finite = (x: number) => (Number.isFinite(x) ? x : 0);
    return {
      runs: this.taken.length,
      timeouts: this.timeouts,
      totalMs: ms(this.total),
      medianMs: ms(finite(this.taken.quantile(0.5))),
      p95Ms: ms(finite(this.taken.quantile(0.95))),
      maxMs: ms(this.max),
    };
  }
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

/**
 * The summary of a comparison, built record by record in input order (a streamed batch keeps no
 * record): counts, sums and a typed array of times per engine and of ratios for the quantiles.
 */
export class SummaryBuilder {
  private puzzles = 0;
  private solved = 0;
  private unique = 0;
  private multi = 0;
  private noSolution = 0;
  private timeouts = 0;
  private errors = 0;
  private agree = 0;
  private disagree = 0;
  private asp = new TimesSoFar();
  private native = new TimesSoFar();
  private aspBoth = 0;
  private nativeBoth = 0;
  private ratios = new Numbers();

  add(r: SolveRecord): void {
    this.puzzles++;
    if (r.status === "solved") {
      this.solved++;
      if (r.unique === true) this.unique++;
      if (r.unique === false) this.multi++;
    }
    if (r.status === "unsatisfiable") this.noSolution++;
    if (r.status === "timeout") this.timeouts++;
    if (r.status === "error" && r.agree !== false) this.errors++;
    if (r.agree === true) this.agree++;
    if (r.agree === false) this.disagree++;
    this.asp.add(r.engines.asp);
    this.native.add(r.engines.native);
    const ratio = ratioOf(r);
    if (ratio !== null) {
      this.aspBoth += r.engines.asp!.timeMs!;
      this.nativeBoth += Math.max(r.engines.native!.timeMs!, 0.001);
      this.ratios.push(ratio);
    }
  }

  /** `emptyInputs`: inputs that hold no puzzle, counted as errors and not as puzzles. */
  result(wallMs: number, jobs: number, emptyInputs = 0): Summary {
    const both = this.ratios.length > 0;
    return {
      puzzles: this.puzzles,
      solved: this.solved,
      unique: this.unique,
      multi: this.multi,
      noSolution: this.noSolution,
      timeouts: this.timeouts,
      errors: this.errors + emptyInputs,
      agree: this.agree,
      disagree: this.disagree,
      engines: { asp: this.asp.result(), native: this.native.result() },
      speedRatio: both ? r2(this.aspBoth / this.nativeBoth) : null,
      medianRatio: both ? r2(this.ratios.quantile(0.5)) : null,
      wallMs: ms(wallMs),
      jobs,
    };
  }
}

/** `emptyInputs`: inputs that hold no puzzle, counted as errors and not as puzzles. */
export function summarize(records: SolveRecord[], wallMs: number, jobs: number, emptyInputs = 0): Summary {
  const builder = new SummaryBuilder();
  for (const r of records) builder.add(r);
  return builder.result(wallMs, jobs, emptyInputs);
}
