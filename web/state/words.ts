/**
 * What the Play, Design and Step through views say, in words: a check's mistakes, a design's
 * analysis with the cells it names and how they are marked, where the stepper is. Pure (the views
 * put the words on the page as text).
 */
import { plural } from "../../src/text/output.js";
import type { Cell } from "./cells.js";
import type { Analysis } from "./design-analysis.js";
import { clashText, type Design } from "./design.js";
import type { Mistakes } from "./play.js";

/** Cells named one by one up to this many; the rest counted (the board marks them all). */
export const NAMED_CELLS = 12;

function cellList(cells: readonly Cell[]): string {
  const named = cells
    .slice(0, NAMED_CELLS)
    .map(([r, c]) => `(${r},${c})`)
    .join(", ");
  return cells.length > NAMED_CELLS ? `${named} and ${cells.length - NAMED_CELLS} more` : named;
}

/** What Check found: "No mistakes so far.", or the cells that are wrong and the values they repeat. */
export function mistakesText(m: Mistakes): string {
  if (m.cells.length === 0) return "No mistakes so far.";
  // The wrong values, then the clashes they make (whose other cell may be a given: not wrong).
  const clashes = m.clashes.map((x) => ` ${clashText(x)}.`).join("");
  return `${m.wrong.length === 1 ? "1 cell is" : `${m.wrong.length} cells are`} wrong: ${cellList(m.wrong)}.${clashes}`;
}

export interface AnalysisWords {
  text: string;
  /** The cells to mark, and the class that marks them ("" = none) with its words for a reader. */
  cells: Cell[];
  mark: "" | "problem" | "mistake" | "differs";
  why: string;
}

/** A design's analysis as the Design view shows it. */
export function analysisWords(a: Analysis): AnalysisWords {
  switch (a.status) {
    case "invalid":
      return { text: `Not yet a valid puzzle: ${a.problem}`, cells: a.cells, mark: "problem", why: "breaks a rule" };
    case "none":
      return { text: `No solution: ${a.reason}`, cells: a.cells, mark: "mistake", why: "in the clash" };
    case "unique":
      return { text: `Unique: exactly one solution; level ${a.difficulty.level} (${a.difficulty.reason})`, cells: [], mark: "", why: "" };
    case "several":
      return {
        text: `Several solutions: two of them differ in ${a.differing.length} cells (marked): ${cellList(a.differing)}`,
        cells: a.differing,
        mark: "differs",
        why: "differs between two solutions",
      };
    case "timeout":
      return { text: `Not decided: ${a.reason}`, cells: [], mark: "", why: "" };
    case "error":
      return { text: `ENGINES DISAGREE: ${a.reason}`, cells: [], mark: "", why: "" };
  }
}

/** A design's analysis in a few words, for the heading's line. */
function analysisShort(a: Analysis | "failed" | undefined): string {
  if (a === "failed") return "not analysed";
  switch (a?.status) {
    case undefined:
      return "analysing…";
    case "invalid":
      return "not yet a valid puzzle";
    case "none":
      return "no solution";
    case "unique":
      return `unique, level ${a.difficulty.level}`;
    case "several":
      return "several solutions";
    case "timeout":
      return "not decided";
    case "error":
      return "ENGINES DISAGREE";
  }
}

/** The page's heading and its line under it while Design is shown: what is on the board then, the
 * design (its size, its title if it has one, its givens, its analysis: undefined while asked for,
 * "failed" when the worker could not answer), not the puzzle open in the other views. */
export function designHeading(d: Design, a: Analysis | "failed" | undefined): { title: string; info: string } {
  const size = `${d.size}×${d.size}`;
  const givens = d.givens.flat().filter((v) => v !== 0).length;
  return {
    title: d.title === undefined ? `${size} design` : `${size} design: ${d.title}`,
    info: `design — ${size}, ${plural(givens, "given")}: ${analysisShort(a)}`,
  };
}

/** Where the stepper is: "The givens (35 steps)", "Step 3 of 35, 1 guess in force". */
export function stepPosition(k: number, steps: number, guesses: number): string {
  if (k === 0) return `The givens (${plural(steps, "step")})`;
  return `Step ${k} of ${steps}${guesses > 0 ? `, ${guesses} guess${guesses === 1 ? "" : "es"} in force` : ""}`;
}
