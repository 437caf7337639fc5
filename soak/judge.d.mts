// Types only, for the tests (src: it type-checks before dist/ is built).
import type { CountVerdict, Puzzle, SolveVerdict } from "../src/index.js";
import type { BruteResult } from "./brute.mjs";
export interface Answers {
  both: CountVerdict;
  native: CountVerdict;
  solve: SolveVerdict;
  brute: BruteResult | null;
}
export interface Verdict {
  problems: string[];
  timedOut: boolean;
  bruteChecked: boolean;
}
export function judge(puzzle: Puzzle, answers: Answers, expect: { solution?: number[][]; none?: boolean }, limit: number): Verdict;
