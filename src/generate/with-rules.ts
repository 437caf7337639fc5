/**
 * Puzzles of a variant (`generate --rules`): the rules of a user's files hold besides the puzzle's
 * own, and each puzzle is proved to have exactly one solution with them.
 *
 * The native engine reads rows, columns and streams only (and the diagonals: puzzle/variants.ts),
 * so the making goes through clingo: a layout as generate.ts draws it (layout.ts), a random grid
 * that keeps the rules (clingo's first answer set with random decisions and signs, --rand-freq=1
 * --sign-def=rnd, its --seed drawn from the puzzle's own random stream, so that a seed's puzzle is
 * made again), then the givens taken away in a random order, each while the puzzle keeps exactly
 * one solution with the rules: counted to 2 by the native engine for its variant, else by clingo.
 * generate.ts's certify then counts again with both engines where both read the rules.
 *
 * What the levels measure (resolution, the techniques) reads the puzzle's own rules: with rules of
 * one's own a puzzle is not graded (options.ts asks for --difficulty any) and its title names the
 * rules instead of a level.
 */
import { now } from "../base/clock.js";
import type { UserRules } from "../engines/asp/rules.js";
import { searchAsp } from "../engines/asp/search.js";
import { solveNative } from "../engines/native/solver.js";
import { packageVersion } from "../assets/files.js";
import { toGrid } from "../puzzle/rules.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { verify } from "../puzzle/verify.js";
import { GenerateTimeout, UnreachableError } from "./errors.js";
import { BUDGET_MS, certify, countTimeLeft, describe, type GeneratedPuzzle } from "./generate.js";
import { PastDeadline, removalUnits } from "./givens.js";
import { layoutFor } from "./layout.js";
import type { Settled } from "./options.js";
import { provenanceSource, provenanceTitle } from "./provenance.js";
import { Random } from "./random.js";

/** Layouts tried before the options are called unreachable: a variant may leave a layout of chains
 * or regions no grid (the diagonals leave most 6×6 and 7×7 Strimko layouts none; a try that finds
 * none costs one short clingo run). */
const MAX_TRIES = 200;

/** Milliseconds left before the deadline (at least 1), for clingo's own limit. */
const left = (deadline: number) => Math.max(1, Math.ceil(deadline - now()));

/** The puzzle's solutions with the rules, counted to 2. */
async function upTo2(puzzle: Puzzle, rules: UserRules, deadline: number): Promise<number> {
  if (now() > deadline) throw new PastDeadline();
  if (rules.variant) {
    const r = solveNative(puzzle, { limit: 2, collect: false, variant: rules.variant, timeoutMs: left(deadline) });
    if (r.status === "timeout") throw new PastDeadline();
    return r.count;
  }
  const r = await searchAsp(puzzle, 2, { solutions: false, rules, timeoutMs: left(deadline), keepExtended: true });
  if (r.outcome === "timeout" || r.outcome === "UNKNOWN") throw new PastDeadline();
  return r.count;
}

/** A random grid of the layout that keeps the puzzle's rules and yours, or null when there is none. */
async function randomGrid(n: number, streams: Grid, rules: UserRules, rng: Random, deadline: number): Promise<Grid | null> {
  const empty: Puzzle = { size: n, streams, givens: toGrid(new Array<number>(n * n).fill(0), n) };
  const seed = rng.below(2 ** 31);
  const r = await searchAsp(empty, 1, {
    solutions: true,
    rules,
    timeoutMs: left(deadline),
    clingoOptions: ["--rand-freq=1", "--sign-def=rnd", `--seed=${seed}`],
  });
  if (r.outcome === "timeout" || r.outcome === "UNKNOWN") throw new PastDeadline();
  const grid = r.grids[0];
  // Verified here too: the removal below trusts it.
  return grid && verify(empty, grid, rules.variant).length === 0 ? grid : null;
}

/** Puzzle `index` of the options' seed, of the rules' variant, with minimal givens. */
export async function makeWithRules(o: Settled, index: number, rules: UserRules): Promise<GeneratedPuzzle> {
  const deadline = now() + (o.timeoutMs > 0 ? o.timeoutMs : BUDGET_MS);
  const rng = Random.forPuzzle(o.seed, index);
  const n = o.size;
  try {
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const streams = layoutFor(o, rng);
      const solution = streams && (await randomGrid(n, streams, rules, rng, deadline));
      // A Sudoku or a Latin square has one layout: no grid there is no grid at all.
      if (streams && !solution && (o.kind === "sudoku" || o.kind === "latin"))
        throw new UnreachableError(`puzzle ${index}: your rules (${rules.name}) leave a ${o.kind} of size ${n} no solution at all`);
      if (!streams || !solution) continue;
      const givens = solution.flat();
      for (const unit of removalUnits(n, o.symmetry, rng)) {
        const kept = unit.map((cell) => givens[cell]);
        for (const cell of unit) givens[cell] = 0;
        if ((await upTo2({ size: n, streams, givens: toGrid(givens, n) }, rules, deadline)) !== 1) unit.forEach((cell, k) => (givens[cell] = kept[k]));
      }
      const puzzle: Puzzle = { size: n, streams, givens: toGrid(givens, n), kind: o.kind };
      puzzle.title = provenanceTitle(o, index, "search");
      puzzle.source = provenanceSource(o, index, packageVersion());
      // Not graded (see above): "search", the search with the rules having proved it unique.
      return { index, puzzle, solution, difficulty: { level: "search", rounds: 0, kinds: [], guesses: 0, technique: null }, tries };
    }
  } catch (e) {
    if (e instanceof PastDeadline && o.timeoutMs > 0)
      throw new GenerateTimeout(`puzzle ${index}: no ${describe(o)} with your rules was made within the time limit (${o.timeoutMs / 1000} s)`);
    if (e instanceof PastDeadline)
      throw new UnreachableError(`puzzle ${index}: no ${describe(o)} with your rules was made in ${BUDGET_MS / 1000} s (the limit without --timeout)`);
    throw e;
  }
  throw new UnreachableError(
    `puzzle ${index}: no ${describe(o)} keeps your rules (${rules.name}) in ${MAX_TRIES} layouts: the rules may leave this kind and size no grid (try another --size)`,
  );
}

/** Puzzle `index` of a variant made (makeWithRules) and certified with the rules (generate.ts certify). */
export async function generateWithRules(o: Settled, index: number, rules: UserRules): Promise<GeneratedPuzzle> {
  const started = now();
  const g = await makeWithRules(o, index, rules);
  return certify(g, countTimeLeft(o, now() - started), rules);
}
