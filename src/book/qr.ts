/**
 * The QR code of a puzzle's share link (book --qr): the link the web app opens the puzzle from
 * (puzzle/share-link.ts), as a matrix of dark modules the book draws as vector squares.
 */
import QRCode from "qrcode";
import type { Puzzle } from "../puzzle/types.js";
import { compactLink } from "../puzzle/share-link.js";

export interface QrMatrix {
  /** Modules per side, the quiet zone not included. */
  size: number;
  /** dark[row * size + col]. */
  dark: Uint8Array;
  link: string;
}

/** The smallest module that phone cameras read reliably from paper, in points (0.4 mm). */
export const LEAST_MODULE = 0.4 * (72 / 25.4);

/** The QR code of the puzzle's link into the web app at `base` (its shortest form); undefined when the link is longer
 * than a QR code holds (a large puzzle's text is). Error correction M: a smudge or a fold is read
 * through. */
export function puzzleQr(puzzle: Puzzle, base: string): QrMatrix | undefined {
  const link = compactLink(puzzle, base);
  try {
    const q = QRCode.create(link, { errorCorrectionLevel: "M" });
    return { size: q.modules.size, dark: Uint8Array.from(q.modules.data), link };
  } catch {
    return undefined;
  }
}
