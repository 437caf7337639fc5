/**
 * What closes a puzzle that resolution's singles leave open, short of a guess: stronger inferences
 * that are still resolution over the same disjunctions (each follows from a few of the knowledge
 * base's clauses), tried simplest first, each use named and said in explain's words:
 *
 * - intersection ("pointing"): a full stream's places for a value all lie in one row or column,
 *   so the value leaves that line's other cells; or a line's places for a value all lie in one
 *   stream, so it leaves that stream's other cells;
 * - pair: two cells of a unit that can hold only the same two values between them (naked), or
 *   two values a full unit must hold that only the same two cells can take (hidden);
 * - triple: the same with three cells and three values.
 *
 * After each use the singles (resolution: the cell and unit disjunctions down to one literal) run
 * again to their fixpoint, and the next use is looked for from the simplest technique again, as a
 * person solves. The hardest technique a puzzle needs gives its level above "hard"
 * (difficulty.ts). Candidates are bitmasks, so sizes up to MAX_TECHNIQUE_N; larger puzzles are
 * not graded by technique.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { aValue } from "../text/a-value.js";

/** The techniques, simplest first. */
export const TECHNIQUES = ["intersection", "pair", "triple"] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** The largest size the candidates' bitmasks take. */
export const MAX_TECHNIQUE_N = 30;

type CellIndex = number;
interface Unit {
  name: string;
  cells: CellIndex[];
  /** n cells: each value exactly once (else at most once). */
  full: boolean;
  kind: "row" | "column" | "stream";
}

/** One use of a technique: what it is, and its eliminations in words. */
export interface TechniqueUse {
  technique: Technique;
  text: string;
}

export interface TechniqueResult {
  status: "solved" | "stalled" | "contradiction";
  /** The hardest technique used (null: singles alone, or none helped). */
  hardest: Technique | null;
  /** Each technique's uses, in order. */
  uses: TechniqueUse[];
  /** What is known at the end, 0 = open. */
  grid: Grid;
}

const bit = (v: number) => 1 << (v - 1);
const popcount = (x: number) => {
  let k = 0;
  for (let y = x; y; y &= y - 1) k++;
  return k;
};
const values = (mask: number): number[] => {
  const out: number[] = [];
  for (let v = 1; mask >> (v - 1); v++) if (mask & bit(v)) out.push(v);
  return out;
};
const and = (xs: (string | number)[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
/** "other cell (2,1)", "other cells (1,4) and (1,5)". */
const otherCells = (names: string[]) => `other cell${names.length === 1 ? "" : "s"} ${and(names)}`;

class Board {
  readonly n: number;
  readonly cand: Int32Array;
  readonly units: Unit[];
  readonly unitsOf: number[][];
  readonly peers: CellIndex[][];
  contradiction = false;

  constructor(p: Puzzle) {
    const n = (this.n = p.size);
    const all = (1 << n) - 1;
    this.cand = new Int32Array(n * n).fill(all);
    this.units = [];
    for (let r = 0; r < n; r++) this.units.push({ name: `row ${r + 1}`, kind: "row", cells: Array.from({ length: n }, (_, c) => r * n + c), full: true });
    for (let c = 0; c < n; c++) this.units.push({ name: `column ${c + 1}`, kind: "column", cells: Array.from({ length: n }, (_, r) => r * n + c), full: true });
    const streams = new Map<number, CellIndex[]>();
    p.streams.forEach((row, r) => row.forEach((s, c) => s !== 0 && (streams.get(s) ?? streams.set(s, []).get(s)!).push(r * n + c)));
    for (const [s, cells] of [...streams].sort((a, b) => a[0] - b[0]))
      if (cells.length > 1) this.units.push({ name: `stream ${s}`, kind: "stream", cells, full: cells.length === n });
    this.unitsOf = Array.from({ length: n * n }, () => []);
    this.units.forEach((u, k) => u.cells.forEach((i) => this.unitsOf[i].push(k)));
    this.peers = Array.from({ length: n * n }, (_, i) => [...new Set(this.unitsOf[i].flatMap((k) => this.units[k].cells))].filter((j) => j !== i));
    p.givens.forEach((row, r) => row.forEach((v, c) => v !== 0 && this.restrict(r * n + c, bit(v))));
  }

  cellName(i: CellIndex): string {
    return `(${Math.floor(i / this.n) + 1},${(i % this.n) + 1})`;
  }

  /** Keeps only `mask` in cell i; false on an empty cell. */
  restrict(i: CellIndex, mask: number): boolean {
    const before = this.cand[i];
    const after = before & mask;
    if (after === before) return false;
    this.cand[i] = after;
    if (after === 0) this.contradiction = true;
    return true;
  }

  get solved(): boolean {
    return this.cand.every((m) => popcount(m) === 1);
  }

  grid(): Grid {
    const n = this.n;
    return Array.from({ length: n }, (_, r) =>
      Array.from({ length: n }, (_, c) => (popcount(this.cand[r * n + c]) === 1 ? values(this.cand[r * n + c])[0] : 0)),
    );
  }

  /** Resolution's singles to their fixpoint: a value known leaves its peers (a cell disjunction
   * down to one literal); a full unit's value with one place left goes there (a unit disjunction). */
  singles(): void {
    const placed = new Uint8Array(this.cand.length);
    for (let changed = true; changed && !this.contradiction; ) {
      changed = false;
      for (let i = 0; i < this.cand.length; i++) {
        if (placed[i] || popcount(this.cand[i]) !== 1) continue;
        placed[i] = 1;
        for (const j of this.peers[i]) changed = this.restrict(j, ~this.cand[i]) || changed;
      }
      for (const u of this.units) {
        if (!u.full) continue;
        for (let v = 1; v <= this.n; v++) {
          const places = u.cells.filter((i) => this.cand[i] & bit(v));
          if (places.length === 0) this.contradiction = true;
          else if (places.length === 1) changed = this.restrict(places[0], bit(v)) || changed;
        }
      }
    }
  }

  /** Removes `mask` from `cells`; the cells changed. */
  private eliminate(cells: CellIndex[], mask: number): CellIndex[] {
    return cells.filter((i) => this.restrict(i, ~mask));
  }

  /** The first intersection that removes something, said; null when none does. */
  intersection(): string | null {
    const n = this.n;
    for (const u of this.units) {
      // A stream's places all in one line (a full stream: the value must be there), or a line's
      // places all in one stream (that stream then holds the value in the line, at most once).
      for (let v = 1; v <= n; v++) {
        const places = u.cells.filter((i) => this.cand[i] & bit(v) && popcount(this.cand[i]) > 1);
        if (places.length < 2 || u.cells.some((i) => this.cand[i] === bit(v))) continue;
        if (!u.full) continue;
        for (const k of this.unitsOf[places[0]]) {
          const other = this.units[k];
          if (other === u || (u.kind !== "stream" && other.kind !== "stream") || (u.kind === "stream" && other.kind === "stream")) continue;
          if (!places.every((i) => other.cells.includes(i))) continue;
          const rest = other.cells.filter((i) => !u.cells.includes(i));
          const changed = this.eliminate(rest, bit(v));
          if (changed.length > 0)
            return `${u.name} must hold ${aValue(v)}, and its places for it, ${and(places.map((i) => this.cellName(i)))}, all lie in ${other.name}: ${v} is ruled out of ${other.name}'s ${otherCells(changed.map((i) => this.cellName(i)))}`;
        }
      }
    }
    return null;
  }

  /** The first naked or hidden subset of `k` cells and values that removes something, said. */
  subset(k: number): string | null {
    const word = k === 2 ? "two" : "three";
    for (const u of this.units) {
      const open = u.cells.filter((i) => popcount(this.cand[i]) > 1);
      // Naked: k open cells whose values, together, are k.
      for (const group of combinations(
        open.filter((i) => popcount(this.cand[i]) <= k),
        k,
      )) {
        const union = group.reduce((m, i) => m | this.cand[i], 0);
        if (popcount(union) !== k) continue;
        const changed = this.eliminate(
          open.filter((i) => !group.includes(i)),
          union,
        );
        if (changed.length > 0)
          return `${and(group.map((i) => this.cellName(i)))} in ${u.name} can only hold ${and(values(union))} between them: those values are ruled out of ${u.name}'s ${otherCells(changed.map((i) => this.cellName(i)))}`;
      }
      if (!u.full) continue;
      // Hidden: k values the unit must hold that only k of its cells can take.
      const placesOf = new Map<number, CellIndex[]>();
      for (let v = 1; v <= this.n; v++) {
        const places = open.filter((i) => this.cand[i] & bit(v));
        if (places.length >= 2 && places.length <= k && !u.cells.some((i) => this.cand[i] === bit(v))) placesOf.set(v, places);
      }
      for (const vs of combinations([...placesOf.keys()], k)) {
        const cells = [...new Set(vs.flatMap((v) => placesOf.get(v)!))].sort((a, b) => a - b);
        if (cells.length !== k) continue;
        const mask = vs.reduce((m, v) => m | bit(v), 0);
        const changed = cells.filter((i) => this.restrict(i, mask));
        if (changed.length > 0)
          return `${u.name} must hold ${and(vs)}, and only ${and(cells.map((i) => this.cellName(i)))} can take them: those ${word} cells hold nothing else, so ${and(changed.map((i) => this.cellName(i)))} ${changed.length === 1 ? "loses its" : "lose their"} other values`;
      }
    }
    return null;
  }
}

/** The k-element subsets of xs, in order. */
function* combinations<T>(xs: readonly T[], k: number, from = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield chosen.slice();
    return;
  }
  for (let i = from; i <= xs.length - (k - chosen.length); i++) {
    chosen.push(xs[i]);
    yield* combinations(xs, k, i + 1, chosen);
    chosen.pop();
  }
}

/** Singles, then the techniques simplest first, each use followed by the singles again, until the
 * puzzle is solved, a contradiction shows, or nothing more applies. */
export function applyTechniques(p: Puzzle, allowed: readonly Technique[] = TECHNIQUES): TechniqueResult {
  if (p.size > MAX_TECHNIQUE_N) throw new RangeError(`techniques take sizes up to ${MAX_TECHNIQUE_N}, not ${p.size}`);
  const b = new Board(p);
  const uses: TechniqueUse[] = [];
  let hardest = -1;
  const finish = (): TechniqueResult => ({
    status: b.contradiction ? "contradiction" : b.solved ? "solved" : "stalled",
    hardest: hardest < 0 ? null : TECHNIQUES[hardest],
    uses,
    grid: b.grid(),
  });
  for (;;) {
    b.singles();
    if (b.contradiction || b.solved) return finish();
    let text: string | null = null;
    let used = -1;
    for (const [k, t] of TECHNIQUES.entries()) {
      if (!allowed.includes(t)) continue;
      text = t === "intersection" ? b.intersection() : b.subset(t === "pair" ? 2 : 3);
      if (text !== null) {
        used = k;
        break;
      }
    }
    if (text === null) return finish();
    hardest = Math.max(hardest, used);
    uses.push({ technique: TECHNIQUES[used], text });
  }
}
