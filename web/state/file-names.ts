/**
 * The names of the files the web app's Export view downloads: from the puzzle's title (else its
 * file's name, as `strimko render` titles a drawing), reduced to letters, digits, `.`, `_` and `-`,
 * so that no title can name a path, a hidden file, a device or an odd character in the user's
 * downloads. Pure, for a unit test without a browser.
 */
import type { OutputFormat } from "../../src/puzzle/formats/index.js";
import { displayTitle } from "../../src/puzzle/title.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { puzzleKind } from "./puzzle-kind.js";

/** The id the page gives a puzzle pasted into its text box (main.ts). */
export const PASTED = "pasted";

/** What the Export view writes: a puzzle format, the board's picture, the program, the PDF. */
export type ExportKind = OutputFormat | "svg" | "png" | "lp" | "pdf";

/** Each kind's extension: the one the readers detect the format by where there is one (.json,
 * .dzn, .sdk; detectFormat), else .txt (the text and classroom formats are told by their lines).
 * Two formats that share an extension say which they are before it (x.coords.dzn,
 * x.classroom.txt), so that downloading a puzzle in both keeps both files. */
export const EXTENSIONS: Record<ExportKind, string> = {
  text: "txt",
  json: "json",
  sudoku: "sdk",
  dzn: "dzn",
  "dzn-coords": "coords.dzn",
  classroom: "classroom.txt",
  svg: "svg",
  png: "png",
  lp: "lp",
  pdf: "pdf",
};

/** A file's extension the base name drops (a name taken from "x.txt" gives "x.txt.json" otherwise). */
const PUZZLE_EXTENSION = /\.(txt|json|dzn|sdk|sudoku|csv|lp|svg|png|pdf)$/i;
/** Names Windows keeps for devices, whatever the extension. */
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX = 80;

/** A safe base name (no extension) for a puzzle's files; "puzzle" when nothing usable is left. */
export function fileBase(title: string | undefined, id: string): string {
  const base = displayTitle(title, id)
    .replace(/×/g, "x")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(PUZZLE_EXTENSION, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, MAX)
    .replace(/[-._]+$/, "");
  if (base === "") return "puzzle";
  return DEVICE.test(base.split(".")[0]) ? `puzzle-${base}` : base;
}

/** The file name for one kind of export. */
export function fileName(title: string | undefined, id: string, kind: ExportKind): string {
  return `${fileBase(title, id)}.${EXTENSIONS[kind]}`;
}

/**
 * The title of an exported picture (its heading) and of the files' names: the puzzle's own, else its
 * file's name, as `strimko render` titles a drawing; a puzzle pasted without a title is called by its
 * kind and size ("Strimko 6×6"), not by the page's word for where it came from.
 */
export function exportTitle(p: Puzzle, id: string): string {
  if (p.title && p.title.trim() !== "") return p.title;
  if (id === PASTED) return `${puzzleKind(p)} ${p.size}×${p.size}`;
  return displayTitle(undefined, id);
}
