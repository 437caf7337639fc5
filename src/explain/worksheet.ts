/**
 * For handouts (issue 26): the worksheet (a puzzle with the blank table of its 4n² disjunctions,
 * for students to fill in by hand) and the handout (every step of an explanation as a picture with
 * its words). Self-contained HTML pages, printed from the browser (to paper, or to PDF). Pure:
 * puzzle (and explanation) in, page out.
 */
import { compileTemplate } from "../assets/templates.js";
import type { Puzzle } from "../puzzle/types.js";
import { boardModel, renderSvg } from "../render/board.js";
import { stepPictures } from "./step-pictures.js";
import { type Explanation, type Origin, unitCells, unitName, type Unit } from "./steps.js";
import { aValue } from "../text/a-value.js";

export interface WorksheetRow {
  n: number;
  label: string;
  literals: string;
}

interface WorksheetData {
  title: string;
  n: number;
  count: number;
  /** How the count is made up, in words ("4n² with n = 5"). */
  made: string;
  svg: string;
  boardWidth: number;
  groups: { title: string; rows: WorksheetRow[] }[];
}

const worksheetTemplate = compileTemplate<WorksheetData>("templates/worksheet.html.ejs");
const handoutTemplate = compileTemplate<{ title: string; summary: string; figures: string[]; figureWidth: number }>("templates/handout.html.ejs");

/** The disjunctions of the knowledge base, by kind, in the assignment's words: each cell holds
 * some value; each row, column and full stream holds each value. Streams shorter than n have none. */
export function knowledgeBase(p: Puzzle): { title: string; units: Unit[] }[] {
  const n = p.size;
  const values = Array.from({ length: n }, (_, k) => k + 1);
  const lines = Array.from({ length: n }, (_, i) => i + 1);
  const counts = new Map<number, number>();
  for (const row of p.streams) for (const s of row) if (s !== 0) counts.set(s, (counts.get(s) ?? 0) + 1);
  const streams = [...counts]
    .filter(([, k]) => k === n)
    .map(([s]) => s)
    .sort((a, b) => a - b);
  return [
    { title: "Cells: each cell holds some value", units: lines.flatMap((r) => lines.map((c): Unit => ({ kind: "cell", index: [r, c] }))) },
    { title: "Rows: each row holds each value", units: lines.flatMap((r) => values.map((v): Unit => ({ kind: "row", index: r, value: v }))) },
    { title: "Columns: each column holds each value", units: lines.flatMap((c) => values.map((v): Unit => ({ kind: "column", index: c, value: v }))) },
    { title: "Streams: each stream holds each value", units: streams.flatMap((s) => values.map((v): Unit => ({ kind: "stream", index: s, value: v }))) },
  ];
}

/** A disjunction's literals, c(i,j,k) ∨ …, as the assignment writes them. */
function literals(p: Puzzle, u: Unit): string {
  if (u.kind === "cell") {
    const [r, c] = u.index as [number, number];
    return Array.from({ length: p.size }, (_, k) => `c(${r},${c},${k + 1})`).join(" ∨ ");
  }
  return unitCells(p, u)
    .map(([r, c]) => `c(${r},${c},${u.value})`)
    .join(" ∨ ");
}

/** The worksheet's table: the disjunctions numbered, by kind, each with its words and literals
 * (the HTML page and the PDF book's --worksheet draw the same rows). */
export function worksheetGroups(p: Puzzle): { title: string; rows: WorksheetRow[] }[] {
  let k = 0;
  return knowledgeBase(p).map((g) => ({
    title: g.title,
    rows: g.units.map((u) => ({
      n: ++k,
      label: u.kind === "cell" ? `${unitName(u)} holds some value` : `${unitName(u)} holds ${aValue(u.value as number)}`,
      literals: literals(p, u),
    })),
  }));
}

/** The worksheet of a puzzle (title: as the page names it). */
export function worksheetPage(p: Puzzle, title: string): string {
  const groups = worksheetGroups(p);
  const k = groups.reduce((sum, g) => sum + g.rows.length, 0);
  const model = boardModel(p, { labels: true });
  const n = p.size;
  const streams = groups[3].rows.length / n;
  // 4n² when the grid is split into n full streams; else a stream shorter than n has no disjunction.
  const made = streams === n ? `4n² with n = ${n}` : `3n² with n = ${n}, and ${n} for each of the ${streams} stream${streams === 1 ? "" : "s"} of ${n} cells`;
  return worksheetTemplate({ title, n, count: k, made, svg: renderSvg(model), boardWidth: Math.min(520, model.width), groups });
}

/** The handout: every step's picture (step-pictures.ts), the givens first; `start` as stepBoards takes it. */
export function handoutPage(p: Puzzle, e: Explanation, title: string, summary: string, start?: Origin[][]): string {
  const figures = [...stepPictures(p, e, title, start)].map((f) => f.svg);
  return handoutTemplate({ title, summary, figures, figureWidth: 300 });
}
