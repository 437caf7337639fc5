/**
 * A smallest hitting set: the fewest elements that meet every one of a list of sets (here, cells
 * that tell a solution from each other solution met). Branch and bound: the smallest set not yet
 * hit is branched on, one element each way, and a branch stops when the sets it has left, packed
 * disjoint, need more elements than the best found leaves room for. Exact when it finishes; at the
 * deadline it answers the best found and says it is not proved.
 */
import { now } from "../base/clock.js";

export interface HittingSet {
  elements: number[];
  /** Proved smallest (else the best found when the clock ran out, or a greedy one). */
  exact: boolean;
  /** No hitting set has fewer elements than this. */
  lowerBound: number;
}

/** Sets packed greedily so that no two share an element: a hitting set needs one element for each. */
function packing(sets: readonly number[][], hit: (s: readonly number[]) => boolean): number {
  const used = new Set<number>();
  let k = 0;
  const open = sets.filter((s) => !hit(s)).sort((a, b) => a.length - b.length);
  for (const s of open)
    if (!s.some((x) => used.has(x))) {
      k++;
      for (const x of s) used.add(x);
    }
  return k;
}

/** A hitting set by taking, each time, the element in most of the sets not yet hit. */
export function greedyHittingSet(sets: readonly number[][]): number[] {
  const chosen = new Set<number>();
  let open = sets.filter((s) => s.length > 0);
  while (open.length > 0) {
    const freq = new Map<number, number>();
    for (const s of open) for (const x of s) freq.set(x, (freq.get(x) ?? 0) + 1);
    let best = -1;
    let most = 0;
    for (const [x, k] of freq) if (k > most || (k === most && x < best)) [best, most] = [x, k];
    chosen.add(best);
    open = open.filter((s) => !s.includes(best));
  }
  return [...chosen].sort((a, b) => a - b);
}

/** A smallest hitting set of `sets` (each non-empty), searched until `deadline` (clock.ts time). */
export function smallestHittingSet(sets: readonly number[][], deadline = Infinity): HittingSet {
  let best = greedyHittingSet(sets);
  const chosen: number[] = [];
  const isChosen = new Set<number>();
  const hit = (s: readonly number[]) => s.some((x) => isChosen.has(x));
  const rootBound = packing(sets, hit);
  if (best.length === rootBound) return { elements: best, exact: true, lowerBound: rootBound };
  let steps = 0;
  let outOfTime = false;
  const search = (): void => {
    if (outOfTime) return;
    if ((++steps & 255) === 0 && now() > deadline) {
      outOfTime = true;
      return;
    }
    let smallest: readonly number[] | undefined;
    for (const s of sets) if (!hit(s) && (!smallest || s.length < smallest.length)) smallest = s;
    if (!smallest) {
      if (chosen.length < best.length) best = [...chosen].sort((a, b) => a - b);
      return;
    }
    if (chosen.length + 1 + (packing(sets, hit) - 1) >= best.length) return;
    for (const x of smallest) {
      chosen.push(x);
      isChosen.add(x);
      search();
      isChosen.delete(x);
      chosen.pop();
      if (chosen.length + 1 >= best.length) return;
    }
  };
  search();
  return outOfTime ? { elements: best, exact: false, lowerBound: rootBound } : { elements: best, exact: true, lowerBound: best.length };
}
