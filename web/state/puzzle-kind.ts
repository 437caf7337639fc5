/**
 * What kind of puzzle is open, in words, for the line under the page's heading. Pure; its own small
 * module so that the page's first script does not load the views' words.
 */
import { boxStreams } from "../../src/puzzle/shapes.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { chooseStyle } from "../../src/render/board.js";

/** The kind of puzzle, for the line under the heading, in `generate --kind`'s terms: a Strimko
 * (drawn as chains), a Sudoku (its boxes as streams), a jigsaw (other regions that fill the grid),
 * or a Latin square (no stream at all: rows and columns only). */
export function puzzleKind(p: Puzzle): string {
  if (p.streams.every((row) => row.every((s) => s === 0))) return "Latin square (no streams)";
  if (chooseStyle(p) === "streams") return "Strimko";
  // Streams are numbered in the order their first cell appears, row by row, as boxStreams numbers the boxes.
  const b = Math.round(Math.sqrt(p.size));
  const boxes = b * b === p.size ? boxStreams(p.size) : undefined;
  return boxes?.every((row, r) => row.every((s, c) => s === p.streams[r][c])) ? "Sudoku" : "jigsaw";
}
