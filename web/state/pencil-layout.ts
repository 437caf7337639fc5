/**
 * Where a cell's pencil marks go (board-marks.ts draws them in the board's SVG): rows of digits
 * centred in the cell's circle (or square), the font as large as the block fits. Pure, so that it
 * is tested without a browser (test/web/pencil-layout.test.ts).
 */

/** Digits' boxes in DejaVu Sans, in em: an advance of 0.64 em and a gap of about a quarter em
 * between two marks of a row (packed at 0.68 em, the marks 2 and 4 read as the number 24: a puzzle
 * maker's trial), ascent 0.93 and descent 0.24 (the box a browser gives a text element), rounded up. */
export const DIGIT = { width: 0.9, ascent: 0.95, descent: 0.25 };

/** The font size and the rows of `count` pencil marks that fit, as large as they can be, inside a
 * circle of radius `r` (`round`) or a square of half-side `r`, in rows of `perRow`. */
export function pencilLayout(count: number, r: number, round: boolean, most: number): { size: number; perRow: number } {
  let best = { size: 0, perRow: count };
  for (let rows = 1; rows <= count; rows++) {
    const perRow = Math.ceil(count / rows);
    // The block's half width and half height per unit of font size.
    const w = (perRow * DIGIT.width) / 2;
    const h = (rows * (DIGIT.ascent + DIGIT.descent)) / 2;
    const size = Math.min(most, round ? r / Math.hypot(w, h) : r / Math.max(w, h));
    if (size > best.size) best = { size, perRow };
  }
  return best;
}
