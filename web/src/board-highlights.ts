/**
 * Highlights on the board's cells, one set at a time (the ARIA grid board-view.ts lays over the picture), for the views
 * that point at cells: the stepper (the step's unit, cell, removed literals) and the ASP view (the
 * cell an atom became). A mark is a class on the gridcell; the board keeps no state of it, and
 * drawing the board again clears every mark. (Play and Design add their marks with board-marks.ts,
 * which also names them in the cell's accessible description.)
 */
import type { Cell } from "../../src/explain/steps.js";

/** The marks a view may set (each styled in style.css: outline and fill, not colour alone). */
export type Mark = "mark-unit" | "mark-focus" | "mark-removed" | "mark-empty" | "mark-guess" | "mark-atom";
const ALL: Mark[] = ["mark-unit", "mark-focus", "mark-removed", "mark-empty", "mark-guess", "mark-atom"];

/** Sets these marks on the board in `host` (and clears the others). */
export function highlightCells(host: HTMLElement, marks: [Cell, Mark][]): void {
  for (const cell of host.querySelectorAll<HTMLElement>("[role=gridcell]")) cell.classList.remove(...ALL);
  for (const [[r, c], mark] of marks) host.querySelector(`[role=gridcell][data-cell="${r},${c}"]`)?.classList.add(mark);
}
