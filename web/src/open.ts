/**
 * Opening a puzzle from text (pasted, a file, a bundled file, a share link): the readers of the
 * command line, format detected as there (parsePuzzles) unless one is chosen (the page's Format
 * list, as --format), every puzzle of a collection or the error that stopped it, worded as the CLI
 * words it (but a page has no --format: its advice names the Format list, for pasted text and files;
 * a link's message says only what is wrong with the link, since the Format list does not apply to it).
 */
import { parsePuzzles, type InputFormat } from "../../src/puzzle/formats/index.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { errorLine, printable } from "../../src/text/output.js";

export interface Opened {
  /** The puzzles read, with the ids the CLI gives them ("name", "name#2", "name:3"). */
  puzzles: { id: string; puzzle: Puzzle }[];
  /** One line per puzzle that could not be read: "name:line:col: reason", as the CLI prints it. */
  errors: string[];
}

/** The readers' words for an empty text, and a link's. */
const EMPTY_FILE = "empty file; expected a puzzle";
const EMPTY_LINK = "the link holds no puzzle after #puzzle=";

/** The command line's advice when it cannot tell a format. */
const FORMAT_ADVICE = "; name one with --format";

/** `from`: "input" for pasted text and files (read in the format chosen under Format, if any), "link"
 * for a share link's puzzle (always detected: the Format list does not apply to it). */
export function openText(name: string, text: string, format?: InputFormat, from: "input" | "link" = "input"): Opened {
  const opened: Opened = { puzzles: [], errors: [] };
  const advice = from === "link" ? "" : '; choose one under "Format"';
  for (const entry of parsePuzzles(name, text, format)) {
    if (entry.puzzle) opened.puzzles.push({ id: entry.id, puzzle: entry.puzzle });
    else {
      let message = entry.error.message.replace(FORMAT_ADVICE, advice);
      // A link is not a file: an empty one ("#puzzle=" and nothing) says so in a link's words.
      if (from === "link") message = message.replace(EMPTY_FILE, EMPTY_LINK);
      opened.errors.push(printable(errorLine(entry.id, message)));
    }
  }
  return opened;
}
