/**
 * What a view lays over the board's cells (board-view.ts draws them): classes that mark cells
 * (a mistake, a hint's disjunction, two solutions that differ, a step's unit, an atom's cell), each
 * named in the cell's accessible description; pencil marks; and the focus kept on the cell the keys
 * act on when the board is drawn again. Cells are the grid's gridcells, found by their `data-cell`
 * ("row,col", 1-based; the picture's circles have one too). The board keeps no state of the marks:
 * drawing it again clears them all.
 */
import type { Cell } from "../state/cells.js";
import { el } from "./dom.js";

/** The cell's element on the board, if it is there. */
export function cellElement(host: HTMLElement, [r, c]: Cell): HTMLElement | null {
  return host.querySelector<HTMLElement>(`[role=gridcell][data-cell="${r},${c}"]`);
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

/** Shows a cell's pencil marks (for the eye; a reader hears them in the description). */
export function showPencil(host: HTMLElement, cell: Cell, marks: readonly number[]): void {
  const e = cellElement(host, cell);
  if (!e || marks.length === 0) return;
  e.append(el("span", { class: "pencil", "aria-hidden": "true" }, marks.map((v) => v.toString(36)).join(" ")));
  e.setAttribute("aria-description", `pencil marks ${marks.join(", ")}`);
}

/** Makes the board's grid editable and puts the keys' focus on `cell` (moving the keyboard's
 * focus there when `focus`). */
export function editable(host: HTMLElement, cell: Cell, focus: boolean): void {
  host.querySelector("[role=grid]")?.setAttribute("aria-readonly", "false");
  const target = cellElement(host, cell);
  if (!target) return;
  for (const e of host.querySelectorAll<HTMLElement>("[role=gridcell]")) e.tabIndex = -1;
  target.tabIndex = 0;
  if (focus) target.focus();
}
