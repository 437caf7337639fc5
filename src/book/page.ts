/**
 * Page sizes and margins for a book (`strimko book --page`, `--margin`), in PDF points (1/72 inch).
 * The named sizes are the paper sizes and the trim sizes print-on-demand books use; any other is
 * WxH with a unit (mm, cm, in or pt).
 */
import { UsageError } from "../base/errors.js";

/** Puzzles on a page. */
export const PER_PAGE = [1, 2, 4, 6] as const;
export type PerPage = (typeof PER_PAGE)[number];

/** How k puzzles a page are laid out: columns and rows. */
export const GRID: Record<PerPage, { cols: number; rows: number }> = {
  1: { cols: 1, rows: 1 },
  2: { cols: 1, rows: 2 },
  4: { cols: 2, rows: 2 },
  6: { cols: 2, rows: 3 },
};

/** The space between slots on a page, and under the page for its number, in points. */
export const GAP = 14;
export const FOOTER = 16;

export interface PageSize {
  /** Points. */
  width: number;
  height: number;
  /** How the size was asked for, as the book's information line says it. */
  name: string;
}

const MM = 72 / 25.4;
const UNITS: Record<string, number> = { mm: MM, cm: 10 * MM, in: 72, pt: 1 };

/** Paper sizes, and the trim sizes of print-on-demand paperbacks (Amazon KDP's common ones). */
export const PAGE_SIZES: Record<string, { width: number; height: number }> = {
  a4: { width: 210 * MM, height: 297 * MM },
  a5: { width: 148 * MM, height: 210 * MM },
  a3: { width: 297 * MM, height: 420 * MM },
  letter: { width: 8.5 * 72, height: 11 * 72 },
  legal: { width: 8.5 * 72, height: 14 * 72 },
  "5x8in": { width: 5 * 72, height: 8 * 72 },
  "5.5x8.5in": { width: 5.5 * 72, height: 8.5 * 72 },
  "6x9in": { width: 6 * 72, height: 9 * 72 },
  "7x10in": { width: 7 * 72, height: 10 * 72 },
  "8x10in": { width: 8 * 72, height: 10 * 72 },
  "8.5x11in": { width: 8.5 * 72, height: 11 * 72 },
};

/** The smallest page and margin a board fits on readably, in points (an inch and a half of board). */
const LEAST_PAGE = 2.5 * 72;

/** A length: a number and a unit (12mm, 0.5in, 1cm, 36pt). */
export function parseLength(text: string, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|pt)\s*$/i.exec(text);
  if (!m) throw new UsageError(`${what} ${JSON.stringify(text)} is not a length; expected a number and a unit, such as 12mm, 0.5in, 1cm or 36pt`);
  return Number(m[1]) * UNITS[m[2].toLowerCase()];
}

/** A page size: a name (a4, letter, 6x9in, …) or WxH with a unit (210x297mm, 6x9in). */
export function parsePageSize(text: string): PageSize {
  const key = text.trim().toLowerCase();
  const named = PAGE_SIZES[key];
  if (named) return { ...named, name: key };
  const m = /^(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|pt)$/.exec(key);
  if (!m)
    throw new UsageError(
      `--page ${JSON.stringify(text)} is not a page size; expected one of ${Object.keys(PAGE_SIZES).join(", ")}, or WIDTHxHEIGHT with a unit (mm, cm, in, pt), such as 210x297mm`,
    );
  const unit = UNITS[m[3]];
  const size = { width: Number(m[1]) * unit, height: Number(m[2]) * unit, name: key };
  if (size.width < LEAST_PAGE || size.height < LEAST_PAGE || size.width > 200 * 72 || size.height > 200 * 72)
    throw new UsageError(
      `--page ${text} is ${size.width < LEAST_PAGE || size.height < LEAST_PAGE ? "too small for a board" : "larger than a PDF page may be (200 inches)"}; expected each side from 2.5in to 200in`,
    );
  return size;
}

/** The least room a puzzle takes on a page (its heading, board and line under it), in points. */
const LEAST_SLOT = 1.5 * 72;

/** Whether k puzzles a page fit the page within its margins (LEAST_SLOT each): a usage error if not. */
export function checkFit(page: PageSize, margin: number, perPage: PerPage): void {
  const { width, height } = slotSize(page, margin, GRID[perPage]);
  if (width < LEAST_SLOT || height < LEAST_SLOT)
    throw new UsageError(
      `${perPage} a page on a ${page.name} page with these margins leaves ${Math.round((width / 72) * 25.4)} x ${Math.round((height / 72) * 25.4)} mm a puzzle; expected at least 38 x 38 mm: fewer a page, a larger page or smaller margins`,
    );
}

/** The size of each of cols × rows slots of a page within its margins, `top` points below the top
 * margin (a heading's room), the page number's room at the foot: the book draws in these. */
export function slotSize(page: PageSize, margin: number, grid: { cols: number; rows: number }, top = 0): { width: number; height: number } {
  return {
    width: (page.width - 2 * margin - (grid.cols - 1) * GAP) / grid.cols,
    height: (page.height - 2 * margin - FOOTER - top - (grid.rows - 1) * GAP) / grid.rows,
  };
}

/** The margin, checked against the page: at least a third of each side is left for the boards. */
export function checkMargin(margin: number, page: PageSize, asked: string): number {
  if (margin * 2 > (page.width * 2) / 3 || margin * 2 > (page.height * 2) / 3)
    throw new UsageError(`--margin ${asked} leaves too little of the ${page.name} page; expected at most a third of the page's narrower side on each edge`);
  return margin;
}
