/**
 * The setter's analysis (src/analyze/analyze.ts) as Design shows it: each cell's true candidates
 * as pencil marks (those in exactly one solution set apart: one such given makes the design
 * unique), the fewest extra givens, the redundant givens, or the givens and streams that already
 * have no solution, each in a line of words and as marked cells. Pure: the view draws it.
 */
import type { Analysis, AnalysisPart } from "../../src/analyze/analyze.js";
import type { Cell } from "./cells.js";

export interface WorkbenchWords {
  /** The lines under the verdict, in the order the parts come. */
  lines: string[];
  /** Pencil marks for the cells not given: the true candidates, and of them those in one solution. */
  pencil: { cell: Cell; marks: number[]; ones: number[] }[];
  /** Cells to mark: the class (style.css) and the words of the mark. */
  marks: { cells: Cell[]; className: "suggest" | "core"; why: string }[];
}

const at = ([r, c, v]: [number, number, number]) => `(${r},${c}) = ${v}`;
const at0 = ([r, c]: [number, number]) => `(${r},${c})`;

const PART_WORDS: Record<AnalysisPart, string> = {
  candidates: "finding every cell's true candidates",
  crosscheck: "checking the candidates with clingo",
  fewest: "looking for the fewest givens that make it unique",
  redundant: "trying the puzzle without each given",
  core: "looking for the givens and streams that have no solution",
};

/** What the analysis is doing, for its progress line. */
export function progressWords(part: AnalysisPart, done: number): string {
  return `Analysing: ${PART_WORDS[part]}… ${Math.round(done * 100)}%`;
}

/** Up to this size the true candidates are drawn as pencil marks: a larger board's cells are too
 * small to read them (a 64×64's 4,096 cells could hold 64 each), and drawing them holds the page. */
export const PENCIL_MAX = 16;

/** What clingo said of the true candidates (Design asks it on the page: its brave consequences). */
export type ClingoCheck = { status: "agree" } | { status: "disagree"; why: string } | { status: "timeout" } | { status: "failed"; why: string };

/** `design`: the givens the analysis was of (a core's streams come with their cells); `checks`: clingo's checks of its true
 * candidates and of its core, each once it has answered. */
export function workbenchWords(
  a: Analysis,
  design: { givens: readonly (readonly number[])[] },
  checks: { candidates?: ClingoCheck; core?: ClingoCheck } = {},
): WorkbenchWords {
  const check = checks.candidates;
  const { givens } = design;
  const out: WorkbenchWords = { lines: [], pencil: [], marks: [] };
  if (a.status === "error") {
    out.lines.push(`ENGINES DISAGREE: ${a.error ?? ""}`);
    return out;
  }
  if (a.status === "timeout") {
    out.lines.push("True candidates: not found within the time limit.");
    return out;
  }
  const several = a.status === "several";
  if (several && a.candidates && a.counts) {
    const counts = a.counts;
    a.candidates.forEach((row, r) =>
      row.forEach((marks, c) => {
        if (givens[r][c] === 0) out.pencil.push({ cell: [r + 1, c + 1], marks, ones: marks.filter((v) => counts[r][c][v - 1] === 1) });
      }),
    );
    const ones = out.pencil.reduce((k, p) => k + p.ones.length, 0);
    const drawn = design.givens.length <= PENCIL_MAX;
    out.lines.push(
      (drawn
        ? `True candidates, as pencil marks: the values each cell takes in some solution${a.solutions.exact ? ` (${a.solutions.count} solutions)` : ""}. `
        : `True candidates: found${a.solutions.exact ? ` (${a.solutions.count} solutions)` : ""}, drawn as pencil marks up to ${PENCIL_MAX}×${PENCIL_MAX} only (strimko analyze lists them). `) +
        (ones > 0
          ? `${drawn ? "Bold: in" : "In"} exactly one solution, so that one given makes the design unique: ${ones} of them.`
          : a.counts.every((row) => row.every((cell) => cell.every((k) => k !== null)))
            ? "No single given makes it unique."
            : "No candidate found in exactly one solution among those counted in time."),
    );
    if (!drawn) out.pencil = [];
    if (check) out.lines.push(checkWords(check));
  } else if (several) out.lines.push("True candidates: not all decided within the time limit.");
  const f = a.fewest;
  if (f) {
    out.lines.push(
      `Fewest extra givens that make it unique: ${f.givens.length}${f.exact ? " (proved" : ` (the fewest found; at least ${f.lowerBound} needed`}${f.scope === "every solution" ? "" : "; for one of the solutions, another may need fewer"}): ${f.givens.map(at).join(", ")} (marked).`,
    );
    // Each cell marked with its value in its words (the ring alone does not say it).
    for (const [r, c, v] of f.givens) out.marks.push({ cells: [[r, c]], className: "suggest", why: `an extra given that makes it unique: ${v}` });
  } else if (several && a.done.includes("fewest")) out.lines.push("Fewest extra givens: none found within the time limit.");
  const red = a.redundant;
  if (red) {
    const all = red.complete ? "" : " (not every given tried in time)";
    out.lines.push(
      red.givens.length > 0
        ? `Redundant givens, each may go on its own${all}: ${red.givens.map(at).join(", ")}.`
        : `No redundant given: each one is needed${all}.`,
    );
    if (red.together.length > 1) out.lines.push(`Of them, these may all go at once: ${red.together.map(at).join(", ")}.`);
  }
  const core = a.core;
  if (core) {
    const one = core.givens.length + core.streams.length === 1;
    const members = [
      ...(core.givens.length > 0 ? [`the given${core.givens.length === 1 ? "" : "s"} ${core.givens.map(at).join(", ")}`] : []),
      ...core.streams.map((id, k) => `stream ${id} (the one through ${at0(core.streamCells[k][0])})`),
    ];
    out.lines.push(
      `Why there is no solution: ${members.join(" with ") || "the rows and columns"} already ${one ? "has" : "have"} none (marked)${core.minimal ? (one ? "; without it there is a solution" : "; without any one of them there is a solution") : ""}.`,
    );
    if (checks.core) out.lines.push(coreCheckWords(checks.core));
    const inStreams = core.streamCells.flat() as Cell[];
    out.marks.push({
      cells: [...core.givens.map(([r, c]): Cell => [r, c]), ...inStreams],
      className: "core",
      why: "in a set of givens and streams with no solution",
    });
  }
  return out;
}

/** clingo's check of the true candidates, in words. */
export function checkWords(check: ClingoCheck): string {
  switch (check.status) {
    case "agree":
      return "Checked by clingo: its brave consequences (the values some answer set puts in each cell) are the same true candidates.";
    case "disagree":
      return `ENGINES DISAGREE on the true candidates: ${check.why}.`;
    case "timeout":
      return "clingo's check of the true candidates did not finish within the time limit.";
    case "failed":
      return `clingo's check of the true candidates failed: ${check.why}`;
  }
}

/** clingo's check of the core, in words. */
export function coreCheckWords(check: ClingoCheck): string {
  switch (check.status) {
    case "agree":
      return "Confirmed by clingo: no solution with them, and one without each.";
    case "disagree":
      return "ENGINES DISAGREE on why there is no solution: clingo does not find that set unsolvable and minimal.";
    case "timeout":
      return "clingo's check of that set did not finish within the time limit.";
    case "failed":
      return `clingo's check of that set failed: ${check.why}`;
  }
}
