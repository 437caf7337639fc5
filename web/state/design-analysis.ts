/**
 * The Design view's analysis, shown while editing: not yet a valid puzzle (and why), no solution
 * (which givens clash), exactly one (and how hard), or several (where two solutions differ). Async,
 * and it imports the engines (engines/verdicts.ts, explain/grade.ts): the view runs it in a worker and keeps
 * only the answer for the latest edit. Nothing is decided here: the rules, the count and the grade
 * are the core's.
 */
import type { Level } from "../../src/explain/difficulty.js";
import { grade, type GradeOptions } from "../../src/explain/grade.js";
import { emptyText, unitCells, unitOf, type Cell, type Unit } from "../../src/explain/steps.js";
import { resolve } from "../../src/engines/native/solver.js";
import type { Grid } from "../../src/puzzle/types.js";
import { count, type EngineChoice } from "../../src/engines/run.js";
import { cellAt, differingCells, indexOf } from "./cells.js";
import { clashesOf, problemOf, toPuzzle, type Clash, type Design } from "./design.js";

export const ANALYSIS_TIMEOUT_MS = 10_000;

export type Analysis =
  /** Not a puzzle the engines take: the rule broken (checkPuzzle's words), and the cells to show. */
  | { status: "invalid"; problem: string; cells: Cell[] }
  /** No solution: clashing givens, or resolution's contradiction (its empty disjunction), or the search's. */
  | { status: "none"; reason: string; clashes: Clash[]; unit: Unit | null; cells: Cell[] }
  | { status: "unique"; solution: Grid; difficulty: DesignDifficulty }
  /** Two solutions (of possibly more) and the cells where they differ. */
  | { status: "several"; solutions: [Grid, Grid]; differing: Cell[] }
  | { status: "timeout"; reason: string }
  /** The engines disagree (both engines asked): shown as loudly as the CLI shows it. */
  | { status: "error"; reason: string };

export interface DesignDifficulty {
  /** The generator's scale (explain/difficulty.ts), as grade reports it: easy, medium, hard, tough, fiendish, diabolical or search. */
  level: Level;
  /** grade's word: "resolution" (alone) or "search". */
  grade: string;
  reason: string;
}

export interface AnalyseOptions {
  /** "native" (the default: fast, on every edit) or "both" (cross-checked with clingo). */
  engine?: Exclude<EngineChoice, "asp">;
  /** For the count and the grade, each (default ANALYSIS_TIMEOUT_MS; 0 = none): a design with few
   * givens can take a long search, and the answer is "timeout" rather than a view that never answers. */
  timeoutMs?: number;
}

/**
 * What the design is, for the view to show while editing. Async: the count may take a while on
 * a large or open design (the view runs it in a worker and keeps only the answer for the latest edit).
 */
export async function analyse(d: Design, options: AnalyseOptions = {}): Promise<Analysis> {
  const invalid = problemOf(d);
  if (invalid) return { status: "invalid", ...invalid };
  const p = toPuzzle(d);
  const clashes = clashesOf(d);
  if (clashes.length > 0) {
    const n = d.size;
    const at = new Set(clashes.flatMap((c) => c.cells.map((x) => indexOf(x, n))));
    const cells = [...at].sort((x, y) => x - y).map((i) => cellAt(i, n));
    return { status: "none", reason: clashes.map((c) => c.text).join("; "), clashes, unit: null, cells };
  }
  const engine = options.engine ?? "native";
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIMEOUT_MS;
  const c = await count(p, { engine, limit: 2, solutions: true, timeoutMs });
  if (c.status === "error") return { status: "error", reason: `engines disagree: ${c.disagreement ?? "different counts"}` };
  if (c.status === "timeout" || c.count === null) return { status: "timeout", reason: "the solutions were not counted within the time limit" };
  if (c.count === 0) {
    const r = resolve(p);
    if (r.status === "contradiction" && r.empty) {
      const unit = unitOf(r.empty);
      return {
        status: "none",
        reason: `resolution refutes the givens: ${emptyText(unit)}`,
        clashes: [],
        unit,
        cells: unit.kind === "cell" ? [unit.index as Cell] : unitCells(p, unit),
      };
    }
    return { status: "none", reason: "resolution stalls, and the search refutes every option of every guess", clashes: [], unit: null, cells: [] };
  }
  const solutions = c.solutions ?? [];
  if (c.count >= 2 && solutions.length >= 2) {
    const [a, b] = solutions;
    return { status: "several", solutions: [a, b], differing: differingCells(a, b) };
  }
  // grade measures the level on the generator's scale, from its own timed count.
  const g = await grade(p, { engine, timeoutMs } satisfies GradeOptions);
  if (g.grade === "timeout") return { status: "timeout", reason: g.reason };
  if (g.level === null) return { status: "error", reason: `grade disagrees with the count: ${g.grade} (${g.reason})` };
  return { status: "unique", solution: solutions[0], difficulty: { level: g.level, grade: g.grade, reason: g.reason } };
}
