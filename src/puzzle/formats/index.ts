/**
 * Reading and writing every format: detection, collections, ids.
 */
import { InputError, ReaderBug, UsageError, show, type StrimkoError } from "../../base/errors.js";
import { SourceText, type Pos } from "../source.js";
import type { Puzzle } from "../types.js";
import { numberedStreams } from "../object.js";
import { givensClash, puzzleFromDraft } from "../draft.js";
import { looksLikeClassroom, readClassroom, writeClassroom, classroomWritable } from "./classroom.js";
import { hasFullStreams, readDzn, writeDzn, writeDznCoords } from "./dzn.js";
import type { ReadItem } from "./item.js";
import { readJson, writeJson, writeJsonCollection } from "./json.js";
import { isBoxSudoku, looksLikeSudoku, readSudoku, writeSudokuLine } from "./sudoku.js";
import { readText, writeText, writeTextCollection } from "./text.js";

export const INPUT_FORMATS = ["text", "json", "sudoku", "dzn", "classroom"] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];
export const OUTPUT_FORMATS = ["text", "json", "sudoku", "dzn", "dzn-coords", "classroom"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const READERS: Record<InputFormat, (src: SourceText) => ReadItem[]> = {
  text: readText,
  json: readJson,
  sudoku: readSudoku,
  dzn: readDzn,
  classroom: readClassroom,
};

/** A puzzle read from a file, or the error that stopped it; either way with its id. */
export type ParsedEntry = { id: string; puzzle: Puzzle; error?: undefined } | { id: string; error: StrimkoError; puzzle?: undefined };

/** Characters that do not occur in a text file: C0 controls other than tab, line feed,
 * form feed and carriage return, and U+FFFD, which is what invalid UTF-8 decodes to. */
export const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/;

/** The error for a character a text file does not hold (found by BINARY). */
export function binaryError(src: SourceText, char: string, at: Pos): InputError {
  const code = char.charCodeAt(0);
  const what = code === 0xfffd ? "bytes that are not UTF-8" : `the control character 0x${code.toString(16).padStart(2, "0")}`;
  return src.error(at, `not a puzzle file: found ${what}`);
}

function firstContentLine(text: string): string {
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t !== "" && !t.startsWith("#") && !t.startsWith("%")) return t;
  }
  return "";
}

/** Why a file's name, text or format (from a caller in plain JavaScript: anything) cannot be read, if they cannot. */
function notReadable(name: unknown, text: unknown, format?: unknown): string | undefined {
  if (typeof name !== "string") return `the file name is ${show(name)}; expected a string`;
  if (typeof text !== "string") return `the text of ${show(name)} is ${show(text)}; expected a string`;
  if (format !== undefined && !(INPUT_FORMATS as readonly unknown[]).includes(format))
    return `unknown input format ${show(format)}; expected one of ${INPUT_FORMATS.join(", ")}`;
  return undefined;
}

/** The format of a file, from its extension and then its first lines. A UsageError for a name or
 * text that is not a string. */
export function detectFormat(name: string, text: string): InputFormat | undefined {
  const bad = notReadable(name, text);
  if (bad) throw new UsageError(bad);
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext === "json") return "json";
  if (ext === "dzn") return "dzn";
  if (ext === "sdk" || ext === "sudoku" || ext === "csv") return "sudoku";
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return "json";
  const first = firstContentLine(text);
  if (/^[A-Za-z_][A-Za-z0-9_]*\s*=/.test(first) || /^\s*%/.test(trimmed)) return "dzn";
  if (/^[A-Za-z][A-Za-z0-9_-]*\s*:/.test(first)) return "text";
  if (looksLikeClassroom(first)) return "classroom";
  if (looksLikeSudoku(text)) return "sudoku";
  return undefined;
}

/**
 * Every puzzle in a file's text. Never throws: a file that cannot be read at all yields one error
 * entry (a UsageError for a name or text that is not a string, or a format not on the list); in a
 * collection each puzzle stands alone. `name` is how the file is named in ids and messages.
 */
export function parsePuzzles(name: string, text: string, format?: InputFormat): ParsedEntry[] {
  const unreadable = notReadable(name, text, format);
  if (unreadable) return [{ id: typeof name === "string" ? name : show(name), error: new UsageError(unreadable) }];
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Old Mac line ends (a carriage return alone) are line ends too; one character for one keeps
  // every offset where it was.
  text = text.replace(/\r(?!\n)/g, "\n");
  const src = new SourceText(name, text);
  const bad = BINARY.exec(text);
  if (bad) return [{ id: name, error: binaryError(src, bad[0], src.posAt(bad.index)) }];
  if (text.trim() === "") return [{ id: name, error: src.errorAt(0, "empty file; expected a puzzle") }];
  const fmt = format ?? detectFormat(name, text);
  if (!fmt) {
    const first = firstContentLine(text);
    const offset = Math.max(0, text.indexOf(first));
    return [
      {
        id: name,
        error: src.errorAt(
          offset,
          `cannot tell the format: expected strimko text ("streams:" ...), JSON, Sudoku lines or grids, MiniZinc data or the classroom format; name one with --format`,
        ),
      },
    ];
  }
  // A reader or the validator failing in a way it should have reported as bad input is a bug in
  // strimko; it still fails only the file (or the puzzle) it happened on, so a batch goes on.
  let items: ReadItem[];
  try {
    items = READERS[fmt](src);
  } catch (e) {
    return [{ id: name, error: e instanceof InputError ? e : new ReaderBug(name, e) }];
  }
  return items.map((item) => entryOf(src, item));
}

/** A reader's item as an entry: validated, or its error. */
export function entryOf(src: SourceText, item: ReadItem): ParsedEntry {
  const id = src.name + item.suffix;
  if (item.error) return { id, error: item.error };
  try {
    return { id, puzzle: puzzleFromDraft(src, item.draft!) };
  } catch (e) {
    return { id, error: e instanceof InputError ? e : new ReaderBug(id, e) };
  }
}

/** Parses a file expected to hold exactly one valid puzzle (for the library and tests). */
export function parsePuzzle(name: string, text: string, format?: InputFormat): Puzzle {
  const entries = parsePuzzles(name, text, format);
  const first = entries[0];
  if (first.error) throw first.error;
  if (entries.length > 1) throw new UsageError(`${name} holds ${entries.length} puzzles; expected one`);
  return first.puzzle;
}

/** Why a puzzle cannot be written in a format, or undefined when it can. */
export function unwritableReason(puzzle: Puzzle, format: OutputFormat): string | undefined {
  // Only a puzzle built in code can have them: every reader refuses them.
  const clash = givensClash(puzzle);
  if (clash) return `its givens clash (${clash}), and no reader takes such a file`;
  // The checks below (the boxes, n streams of n cells) read streams numbered as the readers number them.
  const p = numberedStreams(puzzle);
  if (format === "sudoku" && !isBoxSudoku(p)) return "a Sudoku line needs n = 4, 9, 16 or 25 and the boxes as streams";
  if (format === "dzn-coords" && !hasFullStreams(p)) return "the coordinate style needs the grid split into n streams of n cells";
  if (format === "classroom" && !classroomWritable(p)) return "the classroom format needs the grid split into n streams of n cells";
  return undefined;
}

/** Throws a UsageError unless `format` is one of OUTPUT_FORMATS (a caller in plain JavaScript may pass anything). */
export function checkOutputFormat(format: string): asserts format is OutputFormat {
  if (!(OUTPUT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`unknown output format ${show(format)}; expected one of ${OUTPUT_FORMATS.join(", ")}`);
}

/** Writes puzzles in a format; several puzzles only where the format has collections. Streams are
 * written numbered 1, 2, ... by first cell, as the readers number them (a puzzle built in code may
 * number them any way). */
export function writePuzzles(written: Puzzle[], format: OutputFormat): string {
  checkOutputFormat(format);
  for (const p of written) {
    const reason = unwritableReason(p, format);
    if (reason) throw new UsageError(`cannot write ${p.title ? JSON.stringify(p.title) : "this puzzle"} as ${format}: ${reason}`);
  }
  const puzzles = written.map(numberedStreams);
  if (puzzles.length !== 1 && (format === "dzn" || format === "dzn-coords" || format === "classroom")) {
    throw new UsageError(`the ${format} format holds one puzzle; the input has ${puzzles.length} (pick one with --index)`);
  }
  switch (format) {
    case "text":
      return puzzles.length === 1 ? writeText(puzzles[0]) : writeTextCollection(puzzles);
    case "json":
      return puzzles.length === 1 ? writeJson(puzzles[0]) : writeJsonCollection(puzzles);
    case "sudoku":
      return puzzles.map((p) => writeSudokuLine(p) + "\n").join("");
    case "dzn":
      return writeDzn(puzzles[0]);
    case "dzn-coords":
      return writeDznCoords(puzzles[0]);
    case "classroom":
      return writeClassroom(puzzles[0]);
  }
}
