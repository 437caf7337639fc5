/**
 * The cross-check: do two engines' answers to the same question agree?
 *
 * An engine's answer to "solve" is what it found (at most two verified
 * solutions) and whether it finished. Finished answers are compared as
 * verdicts: no solution, exactly one (and which), or several. An unfinished
 * answer can still contradict a finished one: a verified solution found before
 * a timeout refutes "no solution", and a second, different one refutes
 * "unique". Nothing else is concluded from an unfinished run.
 */
import type { Grid } from "../puzzle/types.js";

export interface Answer {
  /** Verified solutions found, in the order found (at most 2 for solve). */
  solutions: Grid[];
  /** The engine finished: for solve, it exhausted the search or found two solutions. */
  finished: boolean;
}

export interface Agreement {
  /** true: both finished and agree; false: they contradict each other; null: nothing to compare. */
  agree: boolean | null;
  /** Why they disagree, in words. */
  reason?: string;
}

export function sameGrid(a: Grid, b: Grid): boolean {
  return a.length === b.length && a.every((row, r) => row.every((v, c) => v === b[r][c]));
}

function verdict(a: Answer): string {
  const k = a.solutions.length;
  return k === 0 ? "no solution" : k === 1 ? "exactly one solution" : "several solutions";
}

/** Distinct grids among two answers' solutions. */
function distinct(a: Answer, b: Answer): number {
  const all: Grid[] = [];
  for (const g of [...a.solutions, ...b.solutions]) if (!all.some((h) => sameGrid(g, h))) all.push(g);
  return all.length;
}

export function compareSolve(a: Answer, b: Answer, names: [string, string] = ["clingo", "native"]): Agreement {
  const [an, bn] = names;
  if (a.finished && b.finished) {
    const ka = Math.min(a.solutions.length, 2);
    const kb = Math.min(b.solutions.length, 2);
    if (ka !== kb) return { agree: false, reason: `${an} finds ${verdict(a)}, ${bn} finds ${verdict(b)}` };
    if (ka === 1 && !sameGrid(a.solutions[0], b.solutions[0])) return { agree: false, reason: `${an} and ${bn} each find one solution, and they differ` };
    return { agree: true };
  }
  // One finished: the other's verified solutions must fit its verdict.
  for (const [done, partial, dn, pn] of [
    [a, b, an, bn],
    [b, a, bn, an],
  ] as const) {
    if (!done.finished || partial.finished) continue;
    const k = done.solutions.length;
    if (k < 2 && distinct(done, partial) > k) {
      return { agree: false, reason: `${dn} finds ${verdict(done)}, but ${pn} found another one before it stopped` };
    }
  }
  return { agree: null };
}

export interface CountAnswer {
  count: number;
  /** The enumeration finished below the limit, so `count` is exact. */
  complete: boolean;
  /** The engine stopped at the time limit. */
  timedOut: boolean;
}

/** Counts up to the same limit: equal when both stopped for the same reason; a finished exact count
 * below what the other found is a contradiction. */
export function compareCount(a: CountAnswer, b: CountAnswer, names: [string, string] = ["clingo", "native"]): Agreement {
  const [an, bn] = names;
  const say = (x: CountAnswer) => `${x.complete ? "exactly" : "at least"} ${x.count}`;
  if (!a.timedOut && !b.timedOut) {
    return a.count === b.count ? { agree: true } : { agree: false, reason: `${an} counts ${say(a)}, ${bn} counts ${say(b)}` };
  }
  if (a.timedOut && b.timedOut) return { agree: null };
  const [done, partial, dn, pn] = a.timedOut ? [b, a, bn, an] : [a, b, an, bn];
  if (done.complete && partial.count > done.count) return { agree: false, reason: `${dn} counts ${say(done)}, but ${pn} found ${partial.count} before it stopped` };
  return { agree: null };
}
