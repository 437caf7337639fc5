/**
 * Grades: one word per puzzle on a fixed vocabulary, with the reason.
 *
 * - resolution: resolution alone (RESOLVESTRIMKO) solves it. Its inferences are
 *   forced, so the solution is also the only one. Its level on the difficulty
 *   scale (difficulty.ts) is easy, medium or hard.
 * - search: resolution stalls; depth-first search finds exactly one solution
 *   (how many guesses it took to find it and to show there is no other, and how
 *   many guesses were in force at most; the depth only for searches of at most
 *   MAX_GUESSES guesses, which are traced). Its level is tough, fiendish or
 *   diabolical when stronger inferences close it without a guess (techniques.ts:
 *   the reason names the hardest and shows its first use), search otherwise.
 * - ambiguous: two solutions or more.
 * - impossible: no solution.
 * - invalid: the file is not a valid puzzle (graded by the CLI from the read error).
 * - timeout, error: not graded (time limit; the engines disagree).
 *
 * Whether there are none, one or several solutions is decided by both engines,
 * cross-checked (count up to 2); resolution and the search statistics come from
 * the native engine.
 */
import { show, UsageError } from "../base/errors.js";
import { resolve, solveNative } from "../engines/native/solver.js";
import type { Puzzle } from "../puzzle/types.js";
import { nativeStatsOf } from "../engines/native-engine.js";
import { count, type EngineChoice } from "../engines/run.js";
import { plural } from "../text/output.js";
import { resolutionDifficulty, techniqueLevel, type Level } from "./difficulty.js";
import type { Technique } from "./techniques.js";

/** The techniques as a reason names them (one use or more). */
export const TECHNIQUE_WORDS: Readonly<Record<Technique, string>> = {
  intersection: "intersections of a stream and a line",
  pair: "pairs (of cells or of places)",
  triple: "triples (of cells or of places)",
};
import { emptyText, MAX_GUESSES, stepsOf, unitOf } from "./steps.js";

export const GRADES = ["resolution", "search", "ambiguous", "impossible", "invalid", "timeout", "error"] as const;
export type Grade = (typeof GRADES)[number];

export interface GradeResult {
  grade: Grade;
  /** The grade's reason, in words. */
  reason: string;
  /** Facts resolution infers from the givens before any guess. */
  inferences: number | null;
  /** Cells resolution leaves empty (0 when it solves the puzzle). */
  open: number | null;
  /** search: guesses to find the solution and show it is the only one; backtracks; most guesses in force at once. */
  guesses: number | null;
  backtracks: number | null;
  depth: number | null;
  /** Solutions found, counting up to 2. */
  solutions: number | null;
  /** The difficulty scale's level (difficulty.ts): easy, medium or hard for grade resolution;
   * tough, fiendish, diabolical or search for grade search; null otherwise. */
  level: Level | null;
  /** Grade search: the hardest technique that closes the puzzle without a guess (intersection,
   * pair, triple), null when none does (level search) or for other grades. */
  technique: Technique | null;
  /** Rounds of resolution from the givens, and the kinds of disjunction that forced a fact in them. */
  rounds: number | null;
  kinds: string[] | null;
}

export interface GradeOptions {
  engine?: Exclude<EngineChoice, "asp">;
  timeoutMs?: number;
  label?: string;
}

export async function grade(p: Puzzle, options: GradeOptions = {}): Promise<GradeResult> {
  const r = resolve(p);
  const d = resolutionDifficulty(p);
  const open = r.grid.reduce((k, row) => k + row.filter((v) => v === 0).length, 0);
  const result: GradeResult = {
    grade: "error",
    reason: "",
    inferences: r.stats.inferences,
    open,
    guesses: null,
    backtracks: null,
    depth: null,
    solutions: null,
    level: null,
    rounds: d.rounds,
    kinds: d.kinds,
    technique: null,
  };
  // The types allow only these; a caller in plain JavaScript may pass "asp".
  if (options.engine !== undefined && options.engine !== "native" && options.engine !== "both")
    throw new UsageError(`grade takes engine "native" or "both" (the search statistics are the native engine's), not ${show(options.engine)}`);
  const c = await count(p, { engine: options.engine ?? "both", limit: 2, timeoutMs: options.timeoutMs, label: options.label });
  if (c.status === "error") return { ...result, grade: "error", reason: `engines disagree: ${c.disagreement ?? "different counts"}` };
  if (c.status === "timeout" || c.count === null) return { ...result, grade: "timeout", reason: "the solutions were not counted within the time limit" };
  result.solutions = c.count;
  // The native engine always runs here (engine "native" or "both") and, the count being settled,
  // finished: its search (limit 2) is the one whose guesses and backtracks grade reports.
  const s = nativeStatsOf(c.engines.native!);
  const refuted = r.status === "contradiction";
  // Resolution is sound: what it concludes must match the count; otherwise an engine is wrong.
  if ((r.status === "solved" && c.count !== 1) || (refuted && c.count !== 0)) {
    return { ...result, grade: "error", reason: `engines disagree: resolution says ${r.status}, counting finds ${c.count} solution(s)` };
  }
  if (c.count === 0) {
    if (refuted) {
      const why = r.empty ? emptyText(unitOf(r.empty)) : "two facts exclude each other";
      return { ...result, grade: "impossible", reason: `no solution: resolution refutes the givens: ${why}` };
    }
    return {
      ...result,
      grade: "impossible",
      guesses: s.guesses,
      backtracks: s.backtracks,
      reason: `no solution: resolution stalls, and the search refutes every option (${s.guesses} guesses)`,
    };
  }
  if (c.count >= 2) return { ...result, grade: "ambiguous", reason: `at least 2 solutions; resolution stalls with ${open} cells empty` };
  if (r.status === "solved") {
    const rounds = `${d.rounds} round${d.rounds === 1 ? "" : "s"}`;
    const cells = d.needsCells ? "; it needs the cell disjunctions (rows, columns and streams alone stall)" : "";
    return {
      ...result,
      grade: "resolution",
      level: d.level,
      reason: `resolution alone solves it: ${r.stats.inferences} inferences in ${rounds}, no guess${cells}`,
    };
  }
  const t = techniqueLevel(p);
  result.level = t.level ?? "search";
  result.technique = t.level ? (t.result?.hardest ?? null) : null;
  // The stronger inferences that close it, named, and the first use of the hardest, in words.
  const hardest = t.level && t.result ? t.result.uses.find((u) => u.technique === t.result?.hardest) : undefined;
  const closes = hardest
    ? `; ${TECHNIQUE_WORDS[hardest.technique]} close it without a guess (${plural(t.result?.uses.length ?? 0, "inference")} beyond resolution; the first ${hardest.technique}: ${hardest.text})`
    : "";
  // The search that found the solution and showed there is no other. When it is short (and so did
  // not hand over to the search with learning), a traced rerun measures how deep it goes; a long
  // one is not traced (the trace would grow by up to n² events a guess).
  Object.assign(result, { guesses: s.guesses, backtracks: s.backtracks });
  if (s.method === "learning" || s.guesses > MAX_GUESSES) {
    return {
      ...result,
      grade: "search",
      reason: `resolution stalls with ${open} cells empty${closes}; search needs ${s.guesses} guesses${s.method === "learning" ? " and nogood learning" : ""} to find the solution and show it is the only one`,
    };
  }
  // The traced rerun is the assignment's search (the literal representation, no pointing: see
  // dispatch.ts), the tree the explanation follows; the count's search may have pruned more. All
  // four figures below come from the one tree. That tree may be longer than the count's: within
  // the time limit, and a depth only when it too stays within MAX_GUESSES.
  const rerun = solveNative(p, { limit: 2, trace: true, timeoutMs: options.timeoutMs });
  if (rerun.status === "timeout")
    return {
      ...result,
      grade: "search",
      reason: `resolution stalls with ${open} cells empty${closes}; search needs ${s.guesses} guesses to find the solution and show it is the only one`,
    };
  const traced = rerun.trace ?? [];
  Object.assign(result, { guesses: rerun.stats.guesses, backtracks: rerun.stats.backtracks });
  if (rerun.stats.guesses > MAX_GUESSES) {
    return {
      ...result,
      grade: "search",
      reason: `resolution stalls with ${open} cells empty${closes}; search needs ${rerun.stats.guesses} guesses to find the solution and show it is the only one`,
    };
  }
  const depth = Math.max(0, ...traced.filter((e) => e.kind === "guess").map((e) => e.depth + 1));
  const toFirst = stepsOf(p, traced).filter((e) => e.kind === "guess").length;
  result.depth = depth;
  return {
    ...result,
    grade: "search",
    reason: `resolution stalls with ${open} cells empty${closes}; search needs ${toFirst} guess${toFirst === 1 ? "" : "es"} to find the solution and ${result.guesses} in all to show it is the only one, at most ${depth} in force at once`,
  };
}
