/**
 * What a setter needs to know about a design, part by part, each handed on as it is proved (true
 * candidates first): the solutions (none, one, several), every cell's true candidates with what
 * each does (candidates.ts), and then by the verdict, the fewest extra givens that make it unique
 * (fewest.ts), the givens it could do without (redundant.ts), or why it has no solution
 * (core.ts).
 *
 * The native engine answers every question (probe.ts, each grid verified); with engine "both"
 * clingo checks the two answers that can be checked as a whole: the true candidates (its brave
 * consequences, engines/asp/search.ts) and the core (no solution with it, one without each member).
 * A disagreement is an error, never settled by preferring one engine. Each part has its own time
 * limit, so a slow part leaves the others their answer; a part cut short says so.
 */
import { now } from "../base/clock.js";
// For its one effect: a new clingo worker warms up on a real puzzle's program (asp-engine.ts), so
// that the checks' first run is not the one that compiles clingo's functions.
import "../engines/asp-engine.js";
import { layoutWarnings } from "../puzzle/kind.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { candidateCounts, trueCandidates } from "./candidates.js";
import { candidatesDisagreement, confirmCore } from "./crosscheck.js";
import { unsatCore, type UnsatCore } from "./core.js";
import { fewestGivens, type FewestGivens } from "./fewest.js";
import { Prober } from "./probe.js";
import { redundantGivens, type RedundantGivens } from "./redundant.js";

export type { FewestGivens, RedundantGivens, UnsatCore };

/** The parts of an analysis, in the order they come. */
export const ANALYSIS_PARTS = ["candidates", "crosscheck", "fewest", "redundant", "core"] as const;
export type AnalysisPart = (typeof ANALYSIS_PARTS)[number];

export interface AnalyzeOptions {
  /** "both" (default): clingo checks the true candidates and the core; "native": the native engine alone. */
  engine?: "both" | "native";
  /** Each part's wall-clock limit, milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** The solution the fewest extra givens should keep (else the smallest over any). */
  solution?: Grid;
  /** Called with the analysis so far each time a part is done. */
  onPart?: (analysis: Analysis, part: AnalysisPart) => void;
  /** Called now and then with the part under way and its share done (0 to 1). */
  progress?: (part: AnalysisPart, done: number) => void;
  encoding?: string;
  label?: string;
}

export interface Crosscheck {
  /** What clingo's brave consequences say of the native true candidates. */
  candidates: "agree" | "disagree" | "timeout" | "not run";
  /** What clingo says of the core: "agree" (no solution with it, one without each member). */
  core: "agree" | "disagree" | "timeout" | "not run";
}

export interface Analysis {
  /** "unique", "several", "none"; "timeout" when not even that was settled in time; "error" when
   * the engines disagree. */
  status: "unique" | "several" | "none" | "timeout" | "error";
  /** Solutions found, exact when `exact` (the native engine lists up to candidates.ts SAMPLE). */
  solutions: { count: number; exact: boolean };
  /** [row][column][value - 1]: solutions with that value there, up to 2 (= two or more); null = not
   * decided in time. Null as a whole before the part is done. */
  counts: (number | null)[][][] | null;
  /** [row][column]: the values in at least one solution; null while unknown. */
  candidates: number[][][] | null;
  /** The engines whose whole answer `candidates` is ("native" first; "clingo" when it agreed). */
  candidatesBy: ("native" | "clingo")[];
  crosscheck: Crosscheck;
  /** Several solutions: the fewest extra givens that leave one. */
  fewest: FewestGivens | null;
  /** One solution: the givens it keeps it without, each alone. */
  redundant: RedundantGivens | null;
  /** No solution: a minimal set of givens and streams with none. */
  core: UnsatCore | null;
  /** What keeps the puzzle from being a proper Strimko (puzzle/kind.ts layoutWarnings): a stream
   * not of n cells, not a chain, cells in no stream. */
  warnings: string[];
  /** The parts done. */
  done: AnalysisPart[];
  /** Why the status is "error". */
  error?: string;
}

const deadline = (timeoutMs: number | undefined) => (timeoutMs && timeoutMs > 0 ? now() + timeoutMs : Infinity);

/**
 * The fewest extra givens over every solution, the counts first: a candidate in exactly one
 * solution is one given that makes the puzzle unique (and none will do with fewer, the puzzle
 * having several); with every count decided and none of them 1, no solution is kept by one given,
 * so two found for one solution are the fewest for every solution. Otherwise fewest.ts's search.
 */
function fewestOverAll(p: Puzzle, cands: ReturnType<typeof candidateCounts>, timeoutMs?: number): FewestGivens | null {
  const { counts, found, solutions } = cands;
  for (const [r, row] of counts.entries())
    for (const [c, cell] of row.entries())
      for (const [v, k] of cell.entries()) {
        const solution = k === 1 ? found.find((g) => g[r][c] === v + 1) : undefined;
        if (solution) return { givens: [[r + 1, c + 1, v + 1]], exact: true, lowerBound: 1, scope: "every solution", solution };
      }
  // No count is 1: when every count is decided, no single given will do.
  const floor = cands.complete ? 2 : 1;
  const f = fewestGivens(p, found, solutions.exact, new Prober(deadline(timeoutMs)), undefined, floor);
  if (f && floor === 2 && f.scope === "one solution" && f.givens.length === 2) return { ...f, exact: true, lowerBound: 2, scope: "every solution" };
  return f;
}

/** An analysis with nothing found yet (the record of a puzzle that could not be read starts so too). */
export function blankAnalysis(status: Analysis["status"], warnings: string[] = []): Analysis {
  return {
    status,
    solutions: { count: 0, exact: false },
    counts: null,
    candidates: null,
    candidatesBy: [],
    crosscheck: { candidates: "not run", core: "not run" },
    fewest: null,
    redundant: null,
    core: null,
    warnings,
    done: [],
  };
}

/** The whole analysis of a puzzle (a checked one: library.ts and the readers check). */
export async function analyze(p: Puzzle, options: AnalyzeOptions = {}): Promise<Analysis> {
  const a = blankAnalysis(
    "timeout",
    layoutWarnings(p).map((w) => w.text),
  );
  const finish = (part: AnalysisPart) => {
    a.done.push(part);
    options.onPart?.(a, part);
  };
  const both = (options.engine ?? "both") === "both";
  // clingo's brave consequences run in its worker while this thread probes. Its failure is held
  // until it is awaited: a failure of the probing first must not leave it unhandled.
  // (The ASP layer loads when it is first used, as for solve: engines/asp-engine.ts.)
  const brave = both
    ? import("../engines/asp/search.js")
        .then((m) => m.braveCandidates(p, { timeoutMs: options.timeoutMs, encoding: options.encoding, label: options.label }))
        .then(
          (answer) => ({ answer }),
          (failure: unknown) => ({ failure }),
        )
    : undefined;

  const cands = candidateCounts(p, new Prober(deadline(options.timeoutMs)), { progress: (d) => options.progress?.("candidates", d) });
  a.solutions = cands.solutions;
  a.counts = cands.counts;
  if (cands.complete) {
    a.candidates = trueCandidates(cands.counts);
    a.candidatesBy = ["native"];
  }
  const { count: k, exact } = cands.solutions;
  a.status = k >= 2 ? "several" : exact ? (k === 0 ? "none" : "unique") : "timeout";
  finish("candidates");

  if (brave) {
    const settled = await brave;
    if ("failure" in settled) throw settled.failure;
    const b = settled.answer;
    if (b.candidates === null) a.crosscheck.candidates = "timeout";
    else {
      const wrong = candidatesDisagreement(cands.counts, b.candidates);
      a.crosscheck.candidates = wrong ? "disagree" : "agree";
      if (wrong) {
        a.status = "error";
        a.error = `engines disagree on the true candidates: ${wrong}`;
      } else {
        // clingo's union is whole: where the native count is undecided, it still answers.
        a.candidates = b.candidates;
        a.candidatesBy = cands.complete ? ["native", "clingo"] : ["clingo"];
      }
    }
    finish("crosscheck");
  }
  if (a.status === "error" || a.status === "timeout") return a;

  if (a.status === "several") {
    options.progress?.("fewest", 0);
    a.fewest = options.solution
      ? fewestGivens(p, cands.found, exact, new Prober(deadline(options.timeoutMs)), options.solution)
      : fewestOverAll(p, cands, options.timeoutMs);
    finish("fewest");
  } else if (a.status === "unique") {
    options.progress?.("redundant", 0);
    a.redundant = redundantGivens(p, new Prober(deadline(options.timeoutMs)));
    finish("redundant");
  } else {
    options.progress?.("core", 0);
    a.core = unsatCore(p, new Prober(deadline(options.timeoutMs)));
    if (both) {
      a.crosscheck.core = await confirmCore(p, a.core, { timeoutMs: options.timeoutMs, encoding: options.encoding, label: options.label });
      if (a.crosscheck.core === "disagree") {
        a.status = "error";
        a.error = "engines disagree on the core: clingo does not find it unsatisfiable and minimal";
      }
    }
    finish("core");
  }
  return a;
}
