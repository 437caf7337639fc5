/**
 * The puzzle model.
 *
 * Glossary
 * - size (n): the grid is n x n and every cell takes a value 1..n.
 * - cell: (row, column), 1-based in everything a user sees, 0-based in arrays.
 * - row, column: n cells each; each holds every value exactly once.
 * - stream: a set of cells (in published Strimko, a chain of cells joined
 *   orthogonally or diagonally; it need not be connected). A cell is in at most
 *   one stream. A stream of n cells holds every value exactly once; a shorter
 *   stream holds no value twice. Sudoku is the case whose streams are the boxes,
 *   jigsaw Sudoku the case with irregular regions.
 * - unit: a row, a column or a stream.
 * - given: a cell whose value the puzzle fixes.
 * - solution: a full grid meeting every rule and agreeing with the givens. A
 *   well-posed puzzle has exactly one.
 *
 * Grids are arrays of rows. In `streams`, 0 means "in no stream" and streams are
 * numbered 1, 2, ... in the order their first cell appears, row by row, so two
 * equal puzzles have equal arrays whatever labels their files used.
 */

export type Grid = number[][];

/** What a puzzle is, in `generate --kind`'s words (puzzle/kind.ts decides it for a puzzle that does
 * not say). */
export const PUZZLE_KINDS = ["strimko", "sudoku", "jigsaw", "latin"] as const;
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

export interface Puzzle {
  size: number;
  /** n x n stream ids, 0 = no stream, numbered by first appearance (row-major). */
  streams: Grid;
  /** n x n values, 0 = empty. */
  givens: Grid;
  title?: string;
  source?: string;
  /** A solution the file states (a published answer); checked against the rules when read. */
  solution?: Grid;
  /** What the puzzle is, when its file says (the generator writes it); else its streams' shape
   * says (puzzle/kind.ts). */
  kind?: PuzzleKind;
}

/** The largest n the tool accepts. 64 keeps a generated program and the solvers'
 * tables small (64^3 = 262,144 cell values) while leaving room above the 36 x 36
 * Sudoku, the largest published size we know of. */
export const MAX_SIZE = 64;

/** A puzzle read from a file, with the id the tool reports it under. */
export interface PuzzleEntry {
  id: string;
  puzzle: Puzzle;
}
