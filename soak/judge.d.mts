// Types only, for the tests (src: it type-checks before dist/ is built).
import type { CountReport, Puzzle, SolveReport } from "../src/index.js";
import type { BruteResult } from "./brute.mjs";
export interface Answers {
  both: CountReport;
  native: CountReport;
  solve: SolveReport;
  brute: BruteResult | null;
}
export interface Verdict {
  problems: string[];
  timedOut: boolean;
  bruteChecked: boolean;
}
export function judge(puzzle: Puzzle, answers: Answers, expect: { solution?: number[][]; none?: boolean }, limit: number): Verdict;
