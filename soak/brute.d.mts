// Types for the tests, which import the soak's modules (plain JavaScript run by node).
export interface BrutePuzzle {
  size: number;
  streams: number[][];
  givens: number[][];
}
export interface BruteResult {
  count: number;
  complete: boolean;
  solutions: number[][][];
  gaveUp: boolean;
}
export function bruteForce(puzzle: BrutePuzzle, options?: { limit?: number; budget?: number; order?: (cell: number) => number[] }): BruteResult;
export function randomSolution(n: number, streams: number[][], random: import("./random.mjs").Random, budget: number): number[][] | null;
