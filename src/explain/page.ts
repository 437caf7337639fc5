/**
 * The stepper: one self-contained HTML page (no external resources) with the
 * board and previous / next / solve buttons that step through an explanation,
 * the way the assignment's GUI steps through RESOLVESTRIMKO's inferences.
 */
import { compileTemplate } from "../assets/templates.js";
import type { Puzzle } from "../puzzle/types.js";
import { boardModel, renderSvg } from "../render/board.js";
import { originOf, unitCells, type Cell, type Explanation } from "./steps.js";

interface PageData {
  title: string;
  summary: string;
  svg: string;
  /** JSON for a <script type="application/json"> element, already safe there. */
  json: string;
}

const pageTemplate = compileTemplate<PageData>("templates/explain.html.ejs");

/**
 * JSON that can sit inside a script element: "<" is written as \u003c so no
 * "</script>" or "<!--" can appear, and the two line separators JavaScript once
 * treated as newlines are escaped too.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function explainPage(p: Puzzle, e: Explanation, title: string, summary: string): string {
  const board = renderSvg(boardModel(p, {}));
  const steps = e.steps.map((s) => ({
    n: s.n,
    kind: s.kind,
    cell: s.cell ?? null,
    value: s.value ?? null,
    depth: s.depth,
    // How the value came (steps.ts originOf, the one rule the board's colours follow).
    how: s.kind === "place" || s.kind === "guess" ? originOf(s) : null,
    text: s.text,
    // The cells of the unit behind the step, to highlight: a row, column or stream (a cell's own unit is the cell).
    unit: s.reason.unit ? (s.reason.unit.kind === "cell" ? [s.reason.unit.index as Cell] : unitCells(p, s.reason.unit)) : [],
  }));
  return pageTemplate({ title, summary, svg: board, json: scriptJson({ size: p.size, givens: p.givens, steps }) });
}
