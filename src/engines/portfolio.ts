/**
 * The native engine on one hard puzzle with every core (`--threads N`): N searches at once, each in
 * a worker thread of its own, seed 0 the engine's usual search and seeds 1..N-1 searches that hand
 * over to learning at their first dead end and guess in other orders there (cdcl/search.ts); the
 * first to answer the whole question (the
 * solutions asked for, or the proof there are no more) wins, and the others are stopped at once.
 * Searches on hard Latin-square completion have heavy tails (the same instance takes 2 s or more
 * than 30 depending on the seed: docs/performance.md), which is what a portfolio cuts.
 *
 * The verdict is the one any of them would give (the count; unique, several or none: every grid
 * verified as every engine's is, engines/verified.ts); the time, the statistics and, with several
 * solutions, which ones are found first depend on which search won.
 * A search that runs out of time answers only once every search has: the best of them (the most
 * solutions found) is the answer then. No worker thread is left running when the answer is given.
 */
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { packageRoot } from "../assets/files.js";
import { solveNative, type SearchResult } from "./native/solver.js";
import type { NativeOptions } from "./native/types.js";
import type { Puzzle } from "../puzzle/types.js";

/** Worker threads of portfolios now running (for the tests: none once an answer is given). */
let running = 0;
export const portfolioThreadsRunning = (): number => running;
/** Worker threads started so far (for the tests: none for a puzzle the first try decides). */
let startedThreads = 0;
export const portfolioThreadsStarted = (): number => startedThreads;

/** `puzzle` searched by `threads` seeded searches at once; the first whole answer, and the seed that gave it. */
export async function solvePortfolio(puzzle: Puzzle, given: NativeOptions, threads: number): Promise<SearchResult & { seed: number; threads: number }> {
  // A time limit of 0 is none, as everywhere (native/limits.ts).
  const options = given.timeoutMs ? given : { ...given, timeoutMs: undefined };
  if (threads <= 1) return { ...solveNative(puzzle, options), seed: 0, threads: 1 };
  // Most puzzles take the usual search milliseconds: it runs here first, for a moment, and the
  // threads start only for a puzzle it has not decided by then. (Starting them for every puzzle
  // cost about 45 ms a puzzle: a batch of 425 with --threads 2 took 34 s instead of 0.35 s.)
  const started = performance.now();
  const firstTry = firstTryMs();
  if (firstTry > 0) {
    const first = solveNative(puzzle, { ...options, timeoutMs: Math.min(firstTry, options.timeoutMs ?? Infinity) });
    if (first.status !== "timeout" || (options.timeoutMs !== undefined && options.timeoutMs <= firstTry)) return { ...first, seed: 0, threads: 1 };
  }
  const timeoutMs = options.timeoutMs === undefined ? undefined : Math.max(1, options.timeoutMs - (performance.now() - started));
  return { ...(await portfolio(puzzle, { ...options, ...(timeoutMs === undefined ? {} : { timeoutMs }) }, threads)), threads };
}

/** How long the usual search runs in this thread before the portfolio's threads start:
 * FIRST_TRY_MS, or STRIMKO_PORTFOLIO_FIRST_TRY_MS (the tests set 0, so that the threads start on
 * the small puzzles they use; docs/tests.md). */
export const FIRST_TRY_MS = 200;
const firstTryMs = () => {
  const asked = Number(process.env.STRIMKO_PORTFOLIO_FIRST_TRY_MS);
  return Number.isFinite(asked) && asked >= 0 && process.env.STRIMKO_PORTFOLIO_FIRST_TRY_MS !== "" ? asked : FIRST_TRY_MS;
};

async function portfolio(puzzle: Puzzle, options: NativeOptions, threads: number): Promise<SearchResult & { seed: number }> {
  // The built worker, found from the package's root: this module may run from dist/engines/, from
  // the command's chunks (dist/cli-chunks/) or from a --jobs worker's (dist/compare/chunks/).
  const script = join(packageRoot(), "dist", "engines", "portfolio-worker.js");
  const workers: Worker[] = [];
  const answers: (SearchResult & { seed: number })[] = [];
  let failures = 0;
  let lastError: Error | undefined;
  const winner = await new Promise<(SearchResult & { seed: number }) | undefined>((resolve) => {
    const heard = () => {
      const decided = answers.find((a) => a.status !== "timeout");
      if (decided) resolve(decided);
      else if (answers.length + failures === workers.length)
        resolve(answers.length === 0 ? undefined : answers.reduce((best, a) => (a.count > best.count ? a : best)));
    };
    for (let seed = 0; seed < threads; seed++) {
      let w: Worker;
      try {
        w = new Worker(script, { workerData: { puzzle, options: { ...options, seed } } });
      } catch (e) {
        lastError = e as Error;
        continue;
      }
      running++;
      startedThreads++;
      workers.push(w);
      let answered = false;
      w.once("message", (m: { result?: SearchResult; error?: string }) => {
        answered = true;
        if (m.result) answers.push({ ...m.result, seed });
        else {
          failures++;
          lastError = new Error(m.error);
        }
        heard();
      });
      w.once("error", (e) => {
        lastError = e;
      });
      w.once("exit", () => {
        running--;
        if (!answered) {
          answered = true;
          failures++;
          heard();
        }
      });
    }
    if (workers.length === 0) resolve(undefined);
  });
  // Every search stopped before the answer is given.
  await Promise.all(workers.map((w) => w.terminate()));
  if (winner) return winner;
  // No thread could start or answer (a failure of the machine's, not of the search): this thread searches.
  if (workers.length === 0) return { ...solveNative(puzzle, options), seed: 0 };
  throw lastError ?? new Error("the portfolio's searches failed");
}
