/**
 * The cross-check: do two engines' answers to the same question ("up to `limit` solutions") agree?
 *
 * An answer (engines/types.ts: EngineResult, which names its engine) is what the engine found (its verified solutions, when collected, and
 * how many) and whether it answered: it exhausted the search, or found `limit` solutions. Two answers
 * agree when they find as many solutions (and, when both know all of them, the same ones). An
 * unfinished answer can still contradict a finished one: more solutions found before it stopped
 * than the other says there are, or a different one. Nothing else is concluded from an unfinished
 * run. An answer with an error (a grid the verifier rejects) disagrees with anything.
 */
import { ENGINE_LABELS, type EngineResult } from "./types.js";
import type { Grid } from "../puzzle/types.js";

export interface Agreement {
  /** true: both finished and agree; false: they contradict each other; null: nothing to compare. */
  agree: boolean | null;
  /** Why they disagree, in words. */
  reason?: string;
}

/** The question both answered: its limit (0 = all), and whether it was asked as "solve" (the answer
 * is a verdict: none, one, several) or "count" (the answer is a number). */
export interface Question {
  limit: number;
  as: "solve" | "count";
}

export function sameGrid(a: Grid, b: Grid): boolean {
  return a.length === b.length && a.every((row, r) => row.every((v, c) => v === b[r][c]));
}

/** Distinct grids among two answers' solutions. */
function distinct(a: EngineResult, b: EngineResult): number {
  const all: Grid[] = [];
  for (const g of [...a.solutions, ...b.solutions]) if (!all.some((h) => sameGrid(g, h))) all.push(g);
  return all.length;
}

/** It answered the question: exhausted the search, or found `limit` solutions. */
export function finished(a: EngineResult, limit: number): boolean {
  return a.status === "done" || (a.status !== "error" && limit > 0 && a.count >= limit);
}

/** It knows every solution there is: an exact count, all of them collected. */
const knowsAll = (a: EngineResult) => a.complete && a.solutions.length === a.count;

/** How a disagreement names an engine's answer. */
const label = (x: EngineResult) => ENGINE_LABELS[x.engine];

export function crossCheck(a: EngineResult, b: EngineResult, q: Question): Agreement {
  for (const x of [a, b]) if (x.status === "error") return { agree: false, reason: x.error };
  const capped = (x: EngineResult) => (q.limit > 0 ? Math.min(x.count, q.limit) : x.count);
  const verdict = (x: EngineResult) => (capped(x) === 0 ? "no solution" : capped(x) === 1 ? "exactly one solution" : "several solutions");
  const says = (x: EngineResult) => (q.as === "solve" ? `finds ${verdict(x)}` : `counts ${x.complete ? "exactly" : "at least"} ${x.count}`);
  const fa = finished(a, q.limit);
  const fb = finished(b, q.limit);
  if (fa && fb) {
    if (capped(a) !== capped(b)) return { agree: false, reason: `${label(a)} ${says(a)}, ${label(b)} ${says(b)}` };
    if (knowsAll(a) && knowsAll(b) && distinct(a, b) > a.count) {
      const which = a.count === 1 ? "one solution" : `${a.count} solutions`;
      return { agree: false, reason: `${label(a)} and ${label(b)} each find ${which}, and they differ` };
    }
    return { agree: true };
  }
  // One finished: the other's verified solutions must fit its answer.
  for (const [done, partial] of [
    [a, b],
    [b, a],
  ] as const) {
    if (!finished(done, q.limit) || finished(partial, q.limit) || !done.complete) continue;
    const more = partial.count > done.count || (knowsAll(done) && distinct(done, partial) > done.count);
    if (!more) continue;
    const found = q.as === "solve" ? "another one" : `${partial.count}`;
    return { agree: false, reason: `${label(done)} ${says(done)}, but ${label(partial)} found ${found} before it stopped` };
  }
  return { agree: null };
}
