/**
 * `generate`: new puzzles, each proved to have exactly one solution by both engines, of the level
 * asked for, with minimal givens, reproducible from a seed.
 *
 * One puzzle (makePuzzle, synchronous, native engine only): a layout (layout.ts), a random full
 * solution (fill.ts), givens taken away while the solution stays unique (givens.ts), and the
 * level measured (explain/difficulty.ts); a level not asked for means another try (a new removal
 * order, then a new solution and layout). Then both engines count the puzzle's solutions up to 2,
 * cross-checked, and must find exactly the one (certify). Everything random comes from the puzzle's
 * own stream (random.ts), drawn from the seed and the puzzle's number alone.
 */
import { packageVersion } from "../assets/files.js";
import { sameGrid } from "../engines/crosscheck.js";
import { difficulty, withinLevel, type Difficulty, type Level } from "../explain/difficulty.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { count } from "../engines/run.js";
import { EnginesDisagree, GenerateTimeout, UnreachableError } from "./errors.js";
import { randomSolution } from "./fill.js";
import { minimalGivens, PastDeadline, resolvableGivens, resolvableMinimalGivens } from "./givens.js";
import { layoutFor } from "./layout.js";
import { levelsOf, type Settled } from "./options.js";
import { provenanceSource, provenanceTitle } from "./provenance.js";
import { Random } from "./random.js";
import { now } from "../base/clock.js";
import type { UserRules } from "../engines/asp/rules.js";

export interface GeneratedPuzzle {
  /** The puzzle's number in the batch of its seed (1 = the first). */
  index: number;
  /** With its provenance in title and source. */
  puzzle: Puzzle;
  solution: Grid;
  difficulty: Difficulty & { level: Level };
  /** Layouts and solutions tried before this one. */
  tries: number;
}

/** Tries (a layout and a solution) before the options are called unreachable, and removal
 * orders tried on each. Counted, not timed, so that the outcome is the same on every machine. */
export const MAX_TRIES = 200;
const ORDERS_PER_SOLUTION = 3;
/** Without a time limit, a puzzle that takes longer than this is called unreachable (exit 2): never
 * a hang. */
export const BUDGET_MS = 60_000;

export function describe(o: Settled): string {
  return `${o.difficulty === "any" ? "" : `${o.difficulty === "resolution" ? "resolution-solvable" : `${o.difficulty}-level`} `}${o.kind} of size ${o.size}`;
}

/** Puzzle `index` of the options' seed, its uniqueness shown by the native engine only. */
export function makePuzzle(o: Settled, index: number): GeneratedPuzzle {
  const start = now();
  const deadline = start + (o.timeoutMs > 0 ? o.timeoutMs : BUDGET_MS);
  const rng = Random.forPuzzle(o.seed, index);
  const wanted = levelsOf(o.difficulty);
  // Resolution first when guessing is not wanted (givens.ts says how).
  const resolutionFirst = !wanted.includes("search");
  const n = o.size;
  // An easy, medium, tough, fiendish or diabolical puzzle keeps its givens while removing them
  // would make it harder than asked (givens.ts), with minimal givens too: a set minimal for
  // uniqueness alone is too hard for easy and medium at most sizes, and a tough one is no more
  // likely than any other level among them (issue 25), so there "minimal" is minimal for the level.
  const hardest = wanted[wanted.length - 1];
  const easyEnough = hardest !== "hard" && hardest !== "search" ? (p: Puzzle) => withinLevel(p, hardest) : undefined;
  try {
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      if (now() > deadline) throw new PastDeadline();
      const streams = layoutFor(o, rng);
      const solution = streams && randomSolution(n, streams, rng);
      if (!streams || !solution) continue;
      for (let k = 0; k < ORDERS_PER_SOLUTION; k++) {
        const removal = { symmetry: o.symmetry, deadline };
        const givens = !resolutionFirst
          ? minimalGivens(n, streams, solution, rng, removal)
          : o.givens === "minimal" && !easyEnough
            ? resolvableMinimalGivens(n, streams, solution, rng, removal)
            : resolvableGivens(n, streams, solution, rng, removal, easyEnough);
        if (!givens) continue;
        const puzzle: Puzzle = { size: n, streams, givens };
        const d = difficulty(puzzle);
        if (d.level !== null && wanted.includes(d.level)) {
          puzzle.title = provenanceTitle(o, index, d.level);
          puzzle.source = provenanceSource(o, index, packageVersion());
          // Made as this kind, it is shown and drawn as one (a Strimko whose chains all happen to
          // be orthogonally connected is no jigsaw: puzzle/kind.ts).
          puzzle.kind = o.kind;
          return { index, puzzle, solution, difficulty: d as GeneratedPuzzle["difficulty"], tries };
        }
      }
    }
  } catch (e) {
    if (e instanceof PastDeadline && o.timeoutMs > 0)
      throw new GenerateTimeout(`puzzle ${index}: no ${describe(o)} was made within the time limit (${o.timeoutMs / 1000} s)`);
    if (e instanceof PastDeadline)
      throw new UnreachableError(
        `puzzle ${index}: no ${describe(o)} was made in ${BUDGET_MS / 1000} s (the limit without --timeout); try a smaller size or another --difficulty`,
      );
    throw e;
  }
  throw new UnreachableError(`puzzle ${index}: no ${describe(o)} was found in ${MAX_TRIES} tries${o.difficulty === "any" ? "" : "; try another --difficulty"}`);
}

/** Both engines count the puzzle's solutions up to 2, cross-checked: exactly its one solution, or
 * EnginesDisagree. clingo runs the default encoding, the program `strimko program` prints, keeping
 * its choice and cardinality rules as they are (clingo's --trans-ext=no: the same answer sets, and
 * on these small programs, whose cost is grounding and preprocessing, not search, faster). */
export async function certify(g: GeneratedPuzzle, timeoutMs: number, rules?: UserRules): Promise<GeneratedPuzzle> {
  // With rules, clingo reads them, and the native engine too when they are its variant (the diagonals).
  const c = await count(g.puzzle, { engine: "both", limit: 2, solutions: true, timeoutMs, label: g.puzzle.title, aspKeepExtended: true, rules });
  if (c.status === "timeout") throw new GenerateTimeout(`puzzle ${g.index}: the engines did not count its solutions within the time limit`);
  if (c.status === "error") throw new EnginesDisagree(`puzzle ${g.index}: engines disagree: ${c.disagreement ?? "different counts"}`, g.puzzle);
  if (c.count !== 1)
    throw new EnginesDisagree(
      `puzzle ${g.index}: engines disagree: the native engine found one solution while generating it, both engines now count ${c.count}`,
      g.puzzle,
    );
  if (c.solutions && !sameGrid(c.solutions[0], g.solution))
    throw new EnginesDisagree(`puzzle ${g.index}: engines disagree: clingo's solution is not the one the puzzle was made from`, g.puzzle);
  return g;
}

/** What is left of the options' time limit for the count after making took `madeMs` (0: no limit). */
export function countTimeLeft(o: Settled, madeMs: number): number {
  return o.timeoutMs > 0 ? Math.max(1, o.timeoutMs - madeMs) : 0;
}

/** Puzzle `index` made and certified (with rules, with-rules.ts generateWithRules instead). */
export async function generateOne(o: Settled, index: number): Promise<GeneratedPuzzle> {
  const started = now();
  const g = makePuzzle(o, index);
  return certify(g, countTimeLeft(o, now() - started));
}
