/**
 * What a view lays over the board's cells (board-view.ts draws them): classes that mark cells
 * (a mistake, a hint's disjunction, two solutions that differ, a step's unit, an atom's cell), each
 * named in the cell's accessible description; pencil marks (drawn in the board's picture, laid out
 * by web/state/pencil-layout.ts); and the focus kept on the cell the keys
 * act on when the board is drawn again. Cells are the grid's gridcells, found by their `data-cell`
 * ("row,col", 1-based; the picture's circles have one too). The board keeps no state of the marks:
 * drawing it again clears them all.
 */
import type { Cell } from "../state/cells.js";
import { DIGIT, pencilLayout } from "../state/pencil-layout.js";

/** The cell's element on the board, if it is there: found by its place in the grid (row r's cell c),
 * not by a search of the board (one per cell marked went through the picture's thousands of
 * elements first: O(n⁴) for a 64×64 design whose two solutions differ everywhere). */
export function cellElement(host: HTMLElement, [r, c]: Cell): HTMLElement | null {
  const grid = [...(host.firstElementChild?.children ?? [])].find((e) => e.getAttribute("role") === "grid");
  const e = grid?.children[r - 1]?.children[c - 1];
  return e instanceof HTMLElement && e.dataset.cell === `${r},${c}` ? e : null;
}

/** Takes these classes off the board's cells, and the words of all marks with them. */
export function unmarkCells(host: HTMLElement, classNames: readonly string[]): void {
  if (classNames.length === 0) return;
  for (const e of host.querySelectorAll<HTMLElement>(classNames.map((k) => `[role=gridcell].${k}`).join(","))) {
    e.classList.remove(...classNames);
    e.removeAttribute("aria-description");
  }
}

/** The cell an element is (or is in), from its data-cell. */
export function cellOf(target: EventTarget | null): Cell | undefined {
  const e = target instanceof Element ? target.closest<HTMLElement>("[role=gridcell][data-cell]") : null;
  const m = e?.dataset.cell?.match(/^(\d+),(\d+)$/);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/** Adds `className` to these cells, and names it in their accessible description. */
export function markCells(host: HTMLElement, cells: readonly Cell[], className: string, words: string): void {
  for (const cell of cells) {
    const e = cellElement(host, cell);
    if (!e) continue;
    e.classList.add(className);
    e.setAttribute("aria-description", [e.getAttribute("aria-description"), words].filter(Boolean).join(", "));
  }
}

/** The marks that the stepper and the ASP view set, one set at a time as the step or the atom
 * pointed at changes (each styled in style.css, outline or fill, not colour alone), and their words. */
const MARK_WORDS = {
  "mark-unit": "in the disjunction used",
  "mark-focus": "this step's cell",
  "mark-removed": "lost a literal",
  "mark-empty": "in an empty disjunction",
  "mark-guess": "the cell guessed",
  "mark-atom": "the atom's cell",
  "mark-chosen": "chosen",
} as const;
export type Mark = keyof typeof MARK_WORDS;
const MARKED = "data-marked";

/** Sets these marks on the board in `host`, clearing the ones set before (and their words). */
export function setMarks(host: HTMLElement, marks: readonly (readonly [Cell, Mark])[]): void {
  for (const e of host.querySelectorAll<HTMLElement>(`[role=gridcell][${MARKED}]`)) {
    e.classList.remove(...Object.keys(MARK_WORDS));
    e.removeAttribute("aria-description");
    e.removeAttribute(MARKED);
  }
  for (const [cell, mark] of marks) {
    markCells(host, [cell], mark, MARK_WORDS[mark]);
    cellElement(host, cell)?.setAttribute(MARKED, "");
  }
}

const SVG = "http://www.w3.org/2000/svg";

/** Shows a cell's pencil marks in the board's picture, inside its circle (or square), in rows, as
 * large as they fit and at most 0.6 of a value's size: few marks are large, nine still fit a 9×9's
 * circle (for the eye; a reader hears them in the description). */
export function showPencil(host: HTMLElement, [r, c]: Cell, marks: readonly number[], bold: readonly number[] = []): void {
  const e = cellElement(host, [r, c]);
  const shape = host.querySelector<SVGGraphicsElement>(`svg .cell[data-cell="${r},${c}"]`);
  if (!e || marks.length === 0) return;
  e.setAttribute("aria-description", `pencil marks ${marks.join(", ")}${bold.length > 0 ? `; in exactly one solution: ${bold.join(", ")}` : ""}`);
  if (!shape) return;
  const round = shape.tagName === "circle";
  const num = (name: string) => Number(shape.getAttribute(name));
  // The circle's centre and radius, or the square's centre and a little less than its half-side.
  const [x, y, half] = round ? [num("cx"), num("cy"), num("r")] : [num("x") + num("width") / 2, num("y") + num("height") / 2, (num("width") / 2) * 0.86];
  const valueSize = Number(host.querySelector("svg .values")?.getAttribute("font-size")) || 24;
  const { size, perRow } = pencilLayout(marks.length, half, round, valueSize * 0.6);
  const rows = Math.ceil(marks.length / perRow);
  const line = size * (DIGIT.ascent + DIGIT.descent);
  const group = document.createElementNS(SVG, "g");
  for (const [k, attr] of Object.entries({
    class: "pencil",
    "data-cell": `${r},${c}`,
    "font-size": size.toFixed(2),
    "font-family": "DejaVu Sans, Arial, Helvetica, sans-serif",
    "text-anchor": "middle",
    fill: "#4a4a4a",
  }))
    group.setAttribute(k, attr);
  marks.forEach((v, i) => {
    const row = Math.floor(i / perRow);
    // A last row that is not full is centred, as the rows above it are.
    const inRow = row === rows - 1 ? marks.length - row * perRow : perRow;
    const text = document.createElementNS(SVG, "text");
    text.setAttribute("x", (x + ((i % perRow) - (inRow - 1) / 2) * DIGIT.width * size).toFixed(2));
    text.setAttribute("y", (y - (rows * line) / 2 + row * line + DIGIT.ascent * size).toFixed(2));
    text.textContent = v.toString(36);
    if (bold.includes(v)) {
      text.setAttribute("class", "pencil-one");
      text.setAttribute("font-weight", "bold");
      text.setAttribute("fill", "#0b5cad");
    }
    group.append(text);
  });
  shape.ownerSVGElement?.append(group);
}

/** Makes the board's grid editable and puts the keys' focus on `cell` (moving the keyboard's
 * focus there when `focus`). */
export function editable(host: HTMLElement, cell: Cell, focus: boolean): void {
  host.querySelector("[role=grid]")?.setAttribute("aria-readonly", "false");
  const target = cellElement(host, cell);
  if (!target) return;
  for (const e of host.querySelectorAll<HTMLElement>("[role=gridcell][tabindex='0']")) e.tabIndex = -1;
  target.tabIndex = 0;
  if (focus) target.focus();
}
