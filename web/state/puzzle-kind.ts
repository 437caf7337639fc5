/**
 * What kind of puzzle is open, in words, for the line under the page's heading. Pure; its own small
 * module so that the page's first script does not load the views' words. The kind is decided where
 * render decides its style (src/puzzle/kind.ts): the one the file states, else its streams' shape.
 */
import { kindOf } from "../../src/puzzle/kind.js";
import type { Puzzle } from "../../src/puzzle/types.js";

const WORDS = { strimko: "Strimko", sudoku: "Sudoku", jigsaw: "jigsaw", latin: "Latin square (no streams)" } as const;

/** The kind of puzzle, for the line under the heading, in `generate --kind`'s terms: a Strimko
 * (drawn as chains), a Sudoku (its boxes as streams), a jigsaw (other regions that fill the grid),
 * or a Latin square (no stream at all: rows and columns only). */
export function puzzleKind(p: Puzzle): string {
  return WORDS[kindOf(p)];
}
