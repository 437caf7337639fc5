// Types only, for the tests (src: it type-checks before dist/ is built).
import type { Puzzle } from "../src/index.js";
import type { Random } from "./random.mjs";
export type Shape = "latin" | "sudoku" | "jigsaw" | "chain" | "scattered" | "dealt" | "short";
export type GivensKind = "none" | "few" | "many" | "random" | "clash";
export const SHAPES: Shape[];
export const GIVENS: GivensKind[];
export function shapesFor(n: number): Shape[];
export interface Made {
  puzzle: Puzzle;
  shape: Shape;
  givens: GivensKind;
  solution: number[][] | null;
  clash: boolean;
}
export function makePuzzle(random: Random, sizes: number[], shapes?: Shape[]): Made;
