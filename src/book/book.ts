/// <reference types="pdfkit" />
/**
 * A book of puzzles as PDF (`strimko book`, `generate --book`, the web app's export): k puzzles to
 * a page, each with its number, title, level and the line that remakes it, the solutions at the
 * back, smaller; a title page, a QR code per puzzle and worksheet pages when asked for.
 *
 * The boards are the SVG that `render` draws (render/board.ts), drawn into the PDF as vectors by
 * svg-to-pdfkit: one drawing, never a second. Text is text in an embedded font (DejaVu Sans, which
 * has the ∨ and the ☐ the worksheet needs), so a book is searchable and prints as it shows. The
 * document is handed in (pdfkit's PDFDocument, made by the CLI or the browser) and written page by
 * page as items come: a book of a thousand puzzles holds one page at a time, and of each puzzle
 * only what its solution page needs. (In the browser, make the document with `font: ""`: pdfkit's
 * browser build has no Helvetica to start with.)
 */
import SVGtoPDF from "svg-to-pdfkit";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { renderBoard } from "../render/board.js";
import { worksheetGroups } from "../explain/worksheet.js";
import { FOOTER, GAP, GRID, type PageSize, type PerPage, slotSize } from "./page.js";
import { LEAST_MODULE, puzzleQr } from "./qr.js";

export interface BookOptions {
  page: PageSize;
  /** Points, on every edge. */
  margin: number;
  perPage: PerPage;
  /** A title page with this title (none when absent). */
  title?: string;
  /** Streams by line style, everything in black and greys (render's mono). */
  mono: boolean;
  /** Each puzzle with a QR code of its link into the web app at this address. */
  qrBase?: string;
  /** After each puzzle, the blank table of its disjunctions (the classroom's worksheet); a puzzle to a page. */
  worksheet: boolean;
  /** The solutions at the back. */
  solutions: boolean;
}

/** One puzzle of the book. */
export interface BookItem {
  /** Its number in the book (1, 2, …), as the solutions name it too. */
  number: number;
  puzzle: Puzzle;
  title: string;
  /** The difficulty level, when known. */
  level?: string;
  /** What remakes it: the generator's seed line, the source, or the file it came from. */
  remake: string;
  /** Its solution, for the back of the book; absent: said there instead (note). */
  solution?: Grid;
  /** A word on the solution ("one of several solutions", "no solution found in 10 s"). */
  note?: string;
}

/** The embedded fonts (TrueType files' bytes). */
export interface BookFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface BookReport {
  pages: number;
  puzzles: number;
  /** Numbers of the puzzles whose link is too long for a QR code that prints readably. */
  noQr: number[];
  /** Characters of the titles that the embedded font has no glyph for (they print as boxes). */
  missing: string[];
}

/** Puzzles on a page of solutions, by puzzles on a page of puzzles: smaller, as books print them. */
const SOLUTIONS_PER_PAGE: Record<PerPage, { cols: number; rows: number }> = {
  1: { cols: 2, rows: 2 },
  2: { cols: 2, rows: 3 },
  4: { cols: 3, rows: 3 },
  6: { cols: 3, rows: 4 },
};

const REGULAR = "Sans";
const BOLD = "Sans-Bold";

interface Slot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The slots of a page split into cols × rows, below `top`. */
function slots(o: BookOptions, grid: { cols: number; rows: number }, top = 0): Slot[] {
  const { width: w, height: h } = slotSize(o.page, o.margin, grid, top);
  const out: Slot[] = [];
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++) out.push({ x: o.margin + c * (w + GAP), y: o.margin + top + r * (h + GAP), width: w, height: h });
  return out;
}

/** Writes the book into `doc` (a PDFDocument made with autoFirstPage false) and ends it. */
export async function writeBook(
  doc: PDFKit.PDFDocument,
  items: AsyncIterable<BookItem>,
  o: BookOptions,
  fonts: BookFonts,
  onItem?: (item: BookItem) => void | Promise<void>,
): Promise<BookReport> {
  doc.registerFont(REGULAR, fonts.regular as unknown as ArrayBuffer);
  doc.registerFont(BOLD, fonts.bold as unknown as ArrayBuffer);
  // The characters of the titles the font lacks (CJK, emoji, control characters), to say: pdfkit
  // draws them as empty boxes. (fontkit's font behind pdfkit's; absent, nothing is said.)
  const missing = new Set<string>();
  const checkGlyphs = (text: string) => {
    const font = (doc.font(BOLD) as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } } })._font?.font;
    if (!font?.hasGlyphForCodePoint) return;
    for (const ch of text) if (!font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing.add(ch);
  };
  if (o.title !== undefined) checkGlyphs(o.title);
  let pages = 0;
  const newPage = (numbered = true) => {
    doc.addPage({ size: [o.page.width, o.page.height], margin: 0 });
    pages++;
    if (!numbered) return;
    // The page number, centred at the foot.
    doc.font(REGULAR).fontSize(8).fillColor("#444444");
    doc.text(String(pages), o.margin, o.page.height - o.margin - 9, { width: o.page.width - 2 * o.margin, align: "center", lineBreak: false });
  };
  const fontCallback = (_family: string, bold: boolean) => (bold ? BOLD : REGULAR);
  const board = (svg: string, s: Slot) =>
    SVGtoPDF(doc, svg, s.x, s.y, { width: s.width, height: s.height, preserveAspectRatio: "xMidYMid meet", fontCallback });

  if (o.title !== undefined) {
    // The title page (not numbered, as books have it): the title from a third of the way down,
    // smaller as it grows, and cut with "…" at the margin (a title never runs onto another page).
    newPage(false);
    const width = o.page.width - 2 * o.margin;
    const height = o.page.height - o.margin - o.page.height / 3;
    let size = 28;
    doc.font(BOLD).fillColor("#000000");
    while (size > 12 && doc.fontSize(size).heightOfString(o.title, { width, align: "center" }) > height) size -= 2;
    doc.fontSize(size).text(o.title, o.margin, o.page.height / 3, { width, height, align: "center", ellipsis: true });
  }

  const perPage = o.worksheet ? 1 : o.perPage;
  const pageSlots = slots(o, GRID[perPage]);
  const kept: { number: number; puzzle: Puzzle; solution?: Grid; note?: string }[] = [];
  const noQr: number[] = [];
  let at = pageSlots.length;
  let puzzles = 0;
  for await (const item of items) {
    puzzles++;
    checkGlyphs(item.title);
    if (at === pageSlots.length) {
      newPage();
      at = 0;
    }
    const s = pageSlots[at++];
    drawPuzzle(doc, item, s, o, board, noQr);
    if (o.worksheet) {
      drawWorksheet(doc, item, o, newPage);
      at = pageSlots.length;
    }
    if (o.solutions) kept.push({ number: item.number, puzzle: item.puzzle, solution: item.solution, note: item.note });
    await onItem?.(item);
  }

  if (o.solutions && kept.length > 0) {
    const heading = 30;
    // A book of one puzzle (the web app's export) has its solution page to itself.
    // Boards over 12x12 (16x16, 25x25 Sudoku) keep the puzzles' own size: smaller, their digits
    // would be too small to read.
    const large = kept.some((k) => k.puzzle.size > 12);
    const grid = kept.length === 1 ? GRID[1] : large ? GRID[o.perPage] : SOLUTIONS_PER_PAGE[o.perPage];
    const first = slots(o, grid, heading);
    const rest = slots(o, grid);
    let page = first;
    let k = first.length;
    for (const [i, sol] of kept.entries()) {
      if (k === page.length) {
        newPage();
        k = 0;
        page = i === 0 ? first : rest;
        if (i === 0) {
          doc.font(BOLD).fontSize(18).fillColor("#000000");
          doc.text("Solutions", o.margin, o.margin, { width: o.page.width - 2 * o.margin, lineBreak: false });
        }
      }
      const s = page[k++];
      doc.font(BOLD).fontSize(9).fillColor("#000000");
      doc.text(`No. ${sol.number}`, s.x, s.y, { width: s.width, lineBreak: false });
      const label = 13;
      const under = sol.note ? 11 : 0;
      const area = { x: s.x, y: s.y + label, width: s.width, height: s.height - label - under };
      board(renderBoard(sol.puzzle, { mono: o.mono, ...(sol.solution ? { solution: sol.solution } : {}) }), area);
      if (sol.note) {
        doc.font(REGULAR).fontSize(7).fillColor("#333333");
        doc.text(sol.note, s.x, s.y + s.height - 9, { width: s.width, align: "center", lineBreak: false, ellipsis: true, height: 9 });
      }
    }
  }
  doc.end();
  return { pages, puzzles, noQr, missing: [...missing] };
}

/** A puzzle in its slot: "No. k  Title", its level, the board, and the line that remakes it (and its QR code). */
function drawPuzzle(doc: PDFKit.PDFDocument, item: BookItem, s: Slot, o: BookOptions, board: (svg: string, s: Slot) => void, noQr: number[]): void {
  const small = s.width < 200;
  // The heading: its size by the slot's width, on two lines at most (a long title is cut there).
  const headSize = Math.max(8, Math.min(13, s.width / 24));
  const heading = `No. ${item.number}   ${item.title}`;
  doc.font(BOLD).fontSize(headSize).fillColor("#000000");
  const headHeight = Math.min(doc.heightOfString(heading, { width: s.width }), 2 * doc.currentLineHeight(true));
  doc.text(heading, s.x, s.y, { width: s.width, ellipsis: true, height: headHeight + 1 });
  let y = s.y + headHeight + 3;
  if (item.level) {
    doc
      .font(REGULAR)
      .fontSize(small ? 8 : 9)
      .fillColor("#333333");
    doc.text(`Level: ${item.level}`, s.x, y, { width: s.width, lineBreak: false });
    y += small ? 11 : 13;
  }
  if (item.note) {
    // Said where the puzzle is, not only at the back ("one of several solutions").
    doc
      .font(REGULAR)
      .fontSize(small ? 7 : 8)
      .fillColor("#333333");
    doc.text(`Note: ${item.note}`, s.x, y, { width: s.width, lineBreak: false, ellipsis: true, height: 10 });
    y += small ? 10 : 12;
  }
  // The foot: the remake line, and the QR code beside it.
  const qr = o.qrBase !== undefined ? puzzleQr(item.puzzle, o.qrBase) : undefined;
  const modules = qr ? qr.size + 8 : 0; // with its quiet zone of 4 modules a side
  // Its side: at least 60 pt (about 21 mm, easy to aim a phone at), at most 0.3 of the slot's
  // height and 0.45 of its width; it goes in only when its modules are at least LEAST_MODULE there.
  const room = Math.min(s.height * 0.3, s.width * 0.45);
  const readable = qr !== undefined && modules * LEAST_MODULE <= room;
  const qrSide = readable ? Math.min(Math.max(modules * LEAST_MODULE, 60), room) : 0;
  if (o.qrBase !== undefined && !readable) noQr.push(item.number);
  // The remake line whole (it is what remakes the puzzle: cut, it would not), in as many lines as
  // it takes at 6.5 pt beside the code, up to a quarter of the slot (a source line of thousands of
  // characters is cut there with "…", and the board keeps its room).
  const textWidth = readable ? s.width - qrSide - 8 : s.width;
  doc.font(REGULAR).fontSize(6.5).fillColor("#333333");
  const remakeHeight = Math.min(doc.heightOfString(item.remake, { width: textWidth }), s.height / 4);
  const foot = Math.max(readable ? qrSide : 0, remakeHeight + 4);
  const footTop = s.y + s.height - foot;
  const boardArea = { x: s.x, y, width: s.width, height: footTop - y - 4 };
  board(renderBoard(item.puzzle, { mono: o.mono }), boardArea);
  doc.font(REGULAR).fontSize(6.5).fillColor("#333333");
  doc.text(item.remake, s.x, footTop + 2, { width: textWidth, height: remakeHeight + 1, ellipsis: true });
  if (qr && readable) {
    const unit = qrSide / modules;
    const x0 = s.x + s.width - qrSide + 4 * unit;
    const y0 = footTop + 4 * unit;
    doc.fillColor("#000000");
    for (let r = 0; r < qr.size; r++) for (let c = 0; c < qr.size; c++) if (qr.dark[r * qr.size + c]) doc.rect(x0 + c * unit, y0 + r * unit, unit, unit);
    doc.fill();
    doc.link(s.x + s.width - qrSide, footTop, qrSide, qrSide, qr.link);
  }
}

/** The worksheet after a puzzle: its disjunctions numbered, with the literals and a box to tick,
 * on as many pages as they take. */
function drawWorksheet(doc: PDFKit.PDFDocument, item: BookItem, o: BookOptions, newPage: () => void): void {
  const left = o.margin;
  const width = o.page.width - 2 * o.margin;
  const bottom = o.page.height - o.margin - FOOTER;
  const col1 = Math.min(170, width * 0.32);
  const box = 9;
  const col2 = width - col1 - box - 12;
  newPage();
  let y = o.margin;
  doc.font(BOLD).fontSize(12).fillColor("#000000");
  doc.text(`No. ${item.number}: the knowledge base`, left, y, { width, lineBreak: false, ellipsis: true, height: 14 });
  y += 20;
  for (const g of worksheetGroups(item.puzzle)) {
    if (g.rows.length === 0) continue;
    if (y + 30 > bottom) {
      newPage();
      y = o.margin;
    }
    doc.font(BOLD).fontSize(9).fillColor("#000000");
    doc.text(g.title, left, y, { width, lineBreak: false });
    y += 14;
    doc.font(REGULAR).fontSize(7.5);
    for (const row of g.rows) {
      const label = `${row.n}. ${row.label}`;
      const h = Math.max(doc.heightOfString(label, { width: col1 }), doc.heightOfString(row.literals, { width: col2 }), box) + 3;
      if (y + h > bottom) {
        newPage();
        y = o.margin;
        doc.font(REGULAR).fontSize(7.5);
      }
      doc.fillColor("#000000");
      doc.text(label, left, y, { width: col1 });
      doc.text(row.literals, left + col1 + 6, y, { width: col2 });
      doc
        .lineWidth(0.6)
        .rect(left + width - box, y, box, box)
        .stroke("#000000");
      y += h;
    }
    y += 6;
  }
}
