/**
 * Export's PDF: the open puzzle on a page and its solution on the next, drawn by the code that
 * draws `strimko book` (src/book/book.ts: the same boards, the same fonts, the QR code of the
 * puzzle's link at this page's address). Imported only when Download PDF is pressed (export-view.ts):
 * pdfkit (its browser build, the package's default export), svg-to-pdfkit, qrcode and the DejaVu
 * fonts (virtual:strimko-fonts, web/vite.config.ts) are chunks of their own, not in the page's first load.
 */
import PDFDocument from "pdfkit";
import { type BookItem, writeBook } from "../../src/book/book.js";
import { parsePageSize } from "../../src/book/page.js";
import { difficulty } from "../../src/explain/difficulty.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";

export interface PdfRequest {
  puzzle: Puzzle;
  /** The title printed over the board (and the PDF's title). */
  title: string;
  /** What remakes it (the book's line under the board): its source, else where it was opened from. */
  remake: string;
  /** Its solution (absent: none to show; `note` says why). */
  solution?: Grid;
  /** A word under the solution ("Several solutions (2 or more): this is one of them"). */
  note?: string;
  /** "a4" or "letter". */
  page: string;
  mono: boolean;
  /** The web app's address the QR code links the puzzle to. */
  qrBase: string;
  /** Whether to print its level (difficulty's: synchronous, and its last resort is a search not
   * limited in time, so asked only where the engines found it quick and the solution unique). */
  grade: boolean;
}

function bytes(base64: string): Uint8Array {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** The PDF, as a file to download. */
export async function puzzlePdf(r: PdfRequest): Promise<Blob> {
  // The fonts are a chunk of their own (1.9 MB as base64), fetched as this one runs.
  const fonts = import("virtual:strimko-fonts");
  // font "": no default font. pdfkit's browser build has no standard font (Helvetica) unless its
  // metrics are registered; the book writes in DejaVu Sans only, which writeBook registers.
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true, font: "", info: { Title: r.title, Creator: "strimko web app" } });
  const chunks: Uint8Array[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const level = r.grade ? difficulty(r.puzzle).level : null;
  const item: BookItem = {
    number: 1,
    puzzle: r.puzzle,
    title: r.title,
    ...(level ? { level } : {}),
    remake: r.remake,
    ...(r.solution ? { solution: r.solution } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
  async function* items(): AsyncGenerator<BookItem> {
    yield item;
  }
  // 15 mm, the margin `strimko book` leaves by default.
  const margin = 15 * (72 / 25.4);
  await writeBook(
    doc,
    items(),
    { page: parsePageSize(r.page), margin, perPage: 1, mono: r.mono, qrBase: r.qrBase, worksheet: false, solutions: true },
    { regular: bytes((await fonts).regular), bold: bytes((await fonts).bold) },
  );
  await ended;
  return new Blob(chunks as BlobPart[], { type: "application/pdf" });
}
