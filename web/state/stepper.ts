/**
 * The in-class demo's state: the 4n² disjunctions of the knowledge base with their live literals,
 * and the explanation of `strimko explain` (src/explain/steps.ts) as steps to walk through with
 * next, previous, jump and play. Pure: puzzle and explanation in, plain data out; the view draws it.
 *
 * Which literals are live at a step is a function of the cells known there: resolution removes a
 * literal only when a fact in its cell, or its value in a peer cell, is asserted (literal.ts), and
 * `candidates` (steps.ts) computes exactly that from a grid. So a step's state is its grid, and a
 * grid is held per step as a node of a persistent stack (a placed or guessed cell on top of the
 * grid before it; a backtrack points back below its guess): any step's grid is one walk down its
 * stack, O(n²), whatever the step's number, with O(1) memory per step.
 *
 * A backtrack also teaches something the grid does not hold: "(2,4) ≠ 4", the refuted guess. It is
 * a node of the stack too (a negative value), above the grid it goes back to, so the literal stays
 * out until the guess below it is undone in turn (issue 26: at "backtrack: (2,4) ≠ 4" the list
 * still offered (2,4) a 4). Each node says how its cell's value came: inferred, inferred under a
 * guess (tentative), or guessed; the board draws them apart.
 */
import { candidates, explain, type Origin, originOf, unitName, unitOf, type Cell, type Explanation, type Step, type Unit } from "../../src/explain/steps.js";
import { describeDisjunction, geometryOf, type DisjunctionKind, type Geometry } from "../../src/engines/native/geometry.js";
import { checkPuzzle } from "../../src/puzzle/object.js";
import { aValue } from "../../src/text/a-value.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";

/** A literal c(i,j,k), "cell (i,j) holds k", by its number in the knowledge base (geometry.ts). */
export interface Literal {
  id: number;
  cell: Cell;
  value: number;
}

/** One disjunction of the knowledge base. */
export interface DisjunctionInfo {
  /** Its number in the knowledge base (geometry.ts): cells, then rows, columns, full streams. */
  id: number;
  kind: DisjunctionKind;
  /** In the words of the steps (the unit a step names). */
  unit: Unit;
  /** "cell (2,3) holds some value", "row 2 holds a 3". */
  label: string;
  /** Its n literals (ids), in the knowledge base's order. */
  literals: number[];
}

export interface DisjunctionGroup {
  kind: DisjunctionKind;
  title: "cells" | "rows" | "columns" | "streams";
  /** Disjunction ids of this kind, in order. */
  ids: number[];
}

export interface Stepper {
  puzzle: Puzzle;
  explanation: Explanation;
  steps: Step[];
  /** Number of steps: positions run from 0 (the givens) to `length` (after the last step). */
  length: number;
  literals: Literal[];
  disjunctions: DisjunctionInfo[];
  groups: DisjunctionGroup[];
  /** The disjunction id a step's unit names (see disjunctionOf). */
  idOf: Map<string, number>;
  /** Per position 0..length: the top node of its stack of placed cells (-1: the givens alone). */
  head: Int32Array;
  /** The nodes: a cell (0-based index), its value (negative: the value ruled out by a backtrack), how it came, and the node below. */
  nodeCell: Int32Array;
  nodeValue: Int32Array;
  nodeOrigin: Uint8Array;
  nodeBelow: Int32Array;
  /** A few states already computed (the one before the current is needed for its differences). */
  cache: Map<number, Knowledge>;
}

/** How a cell's value came, at a position (steps.ts originOf): a given, inferred by resolution with
 * no guess in force, inferred under a guess (undone if the guess fails), or guessed; "" while unknown. */
export type { Origin };
const ORIGINS: readonly Origin[] = ["inferred", "tentative", "guess"];

/** What is known at a position: the grid and the live literals. */
interface Knowledge {
  grid: Grid;
  /** origin[r][c], 0-based. */
  origin: Origin[][];
  live: Uint8Array;
  liveCount: Int32Array;
}

/** The state at one position, for the view. */
export interface StepState {
  /** The position: 0 = the givens, k = after step k. */
  k: number;
  /** The step just taken (null at 0). */
  step: Step | null;
  /** Its words, as `strimko explain` prints them ("" at 0). */
  text: string;
  /** Guesses in force. */
  depth: number;
  grid: Grid;
  /** How each known value came (0-based [r][c]). */
  origin: Origin[][];
  /** live[literal id] = 1 while the literal is still possible. */
  live: Uint8Array;
  /** Live literals per disjunction id. */
  liveCount: Int32Array;
  /** Literals this step removed (place, guess) or, for a backtrack, put back. */
  removed: number[];
  restored: number[];
  /** Disjunctions with one live literal on an empty cell: facts waiting to be drawn. */
  units: number[];
  /** Those of them this step made units. */
  newUnits: number[];
  /** Disjunctions with no live literal: a contradiction. */
  empty: number[];
  /** What to highlight: the step's disjunction (the unit used, branched on, or left empty), its cell and literal. */
  focus: { disjunction: number | null; cell: Cell | null; literal: number | null };
  atStart: boolean;
  atEnd: boolean;
}

const TITLES = { cell: "cells", row: "rows", column: "columns", stream: "streams" } as const;

const unitKey = (u: Unit): string => `${u.kind}:${String(u.index)}:${u.value ?? ""}`;

/** How many computed states are kept. */
const CACHE_SIZE = 8;

/**
 * The stepper for a puzzle: `explanation` as `explain(puzzle)` gives it (computed here when not
 * handed in, e.g. by a worker). A puzzle that is not valid throws checkPuzzle's PuzzleError.
 */
export function createStepper(puzzle: Puzzle, explanation?: Explanation): Stepper {
  checkPuzzle(puzzle);
  explanation ??= explain(puzzle);
  const g = geometryOf(puzzle);
  const n = puzzle.size;
  const literals: Literal[] = [];
  for (let L = 0; L < g.literals; L++) {
    const cell = g.litCell[L];
    literals.push({ id: L, cell: [Math.floor(cell / n) + 1, (cell % n) + 1], value: L - cell * n + 1 });
  }
  const disjunctions: DisjunctionInfo[] = [];
  const idOf = new Map<string, number>();
  for (let d = 0; d < g.disjunctions; d++) {
    const name = describeDisjunction(g, d);
    const unit = unitOf(name);
    const label = unit.kind === "cell" ? `${unitName(unit)} holds some value` : `${unitName(unit)} holds ${aValue(unit.value as number)}`;
    disjunctions.push({ id: d, kind: name.kind, unit, label, literals: Array.from(g.disLits.subarray(d * n, d * n + n)) });
    idOf.set(unitKey(unit), d);
  }
  const groups: DisjunctionGroup[] = (["cell", "row", "column", "stream"] as const).map((kind) => ({
    kind,
    title: TITLES[kind],
    ids: disjunctions.filter((d) => d.kind === kind).map((d) => d.id),
  }));

  // The persistent stack, with replay's meaning (steps.ts): place and guess set a cell, a backtrack
  // goes back to the grid before its guess. The tests check every position against replay().
  const steps = explanation.steps;
  const head = new Int32Array(steps.length + 1).fill(-1);
  const nodeCell: number[] = [];
  const nodeValue: number[] = [];
  const nodeOrigin: number[] = [];
  const nodeBelow: number[] = [];
  const beforeGuess: number[] = [];
  let top = -1;
  const push = (cell: Cell, value: number, origin: number) => {
    nodeCell.push((cell[0] - 1) * n + cell[1] - 1);
    nodeValue.push(value);
    nodeOrigin.push(origin);
    nodeBelow.push(top);
    top = nodeCell.length - 1;
  };
  steps.forEach((s, i) => {
    if (s.kind === "guess") beforeGuess.push(top);
    if (s.kind === "backtrack") {
      top = beforeGuess.pop() ?? -1;
      if (s.cell && s.value) push(s.cell, -s.value, 0);
    }
    if ((s.kind === "place" || s.kind === "guess") && s.cell) push(s.cell, s.value!, ORIGINS.indexOf(originOf(s)));
    head[i + 1] = top;
  });
  return {
    puzzle,
    explanation,
    steps,
    length: steps.length,
    literals,
    disjunctions,
    groups,
    idOf,
    head,
    nodeCell: Int32Array.from(nodeCell),
    nodeValue: Int32Array.from(nodeValue),
    nodeOrigin: Uint8Array.from(nodeOrigin),
    nodeBelow: Int32Array.from(nodeBelow),
    cache: new Map(),
  };
}

/** The disjunction id of a step's unit (as in step.reason.unit), or null. */
export function disjunctionOf(s: Stepper, unit: Unit | undefined): number | null {
  return unit ? (s.idOf.get(unitKey(unit)) ?? null) : null;
}

/** The cells of a disjunction, to highlight on the board: a cell's own, or a row's, column's or stream's n cells. */
export function disjunctionCells(s: Stepper, d: number): Cell[] {
  const info = s.disjunctions[d];
  return info.kind === "cell" ? [s.literals[info.literals[0]].cell] : info.literals.map((L) => s.literals[L].cell);
}

/** The literal id of "cell holds value" (geometry.ts's numbering: cell * n + value - 1, 0-based). */
export function literalOf(s: Stepper, [r, c]: Cell, value: number): number {
  const n = s.puzzle.size;
  return ((r - 1) * n + c - 1) * n + value - 1;
}

/** The grid at position k (0..length): the givens, then what the steps up to k placed and kept. */
export function gridAt(s: Stepper, k: number): Grid {
  const n = s.puzzle.size;
  const grid = s.puzzle.givens.map((row) => row.slice());
  for (let node = s.head[k]; node >= 0; node = s.nodeBelow[node]) {
    const cell = s.nodeCell[node];
    if (s.nodeValue[node] > 0) grid[Math.floor(cell / n)][cell % n] = s.nodeValue[node];
  }
  return grid;
}

/** How each value of the grid at position k came (see Origin). */
export function originAt(s: Stepper, k: number): Origin[][] {
  const n = s.puzzle.size;
  const origin: Origin[][] = s.puzzle.givens.map((row) => row.map((v) => (v !== 0 ? "given" : "")));
  for (let node = s.head[k]; node >= 0; node = s.nodeBelow[node]) {
    const cell = s.nodeCell[node];
    if (s.nodeValue[node] > 0) origin[Math.floor(cell / n)][cell % n] = ORIGINS[s.nodeOrigin[node]];
  }
  return origin;
}

/** The literals ruled out by backtracks and still in force at position k. */
function refutedAt(s: Stepper, k: number): number[] {
  const n = s.puzzle.size;
  const out: number[] = [];
  for (let node = s.head[k]; node >= 0; node = s.nodeBelow[node]) if (s.nodeValue[node] < 0) out.push(s.nodeCell[node] * n - s.nodeValue[node] - 1);
  return out;
}

function knowledgeAt(s: Stepper, k: number): Knowledge {
  const hit = s.cache.get(k);
  if (hit) return hit;
  const g: Geometry = geometryOf(s.puzzle);
  const n = s.puzzle.size;
  const grid = gridAt(s, k);
  const live = new Uint8Array(g.literals);
  const cands = candidates(s.puzzle, grid);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) for (const v of cands[r][c]) live[(r * n + c) * n + v - 1] = 1;
  for (const L of refutedAt(s, k)) live[L] = 0;
  const liveCount = new Int32Array(g.disjunctions);
  for (let d = 0; d < g.disjunctions; d++) {
    let k2 = 0;
    for (let i = d * n; i < d * n + n; i++) k2 += live[g.disLits[i]];
    liveCount[d] = k2;
  }
  const known: Knowledge = { grid, origin: originAt(s, k), live, liveCount };
  if (s.cache.size >= CACHE_SIZE) s.cache.delete(s.cache.keys().next().value!);
  s.cache.set(k, known);
  return known;
}

/** The disjunctions with one live literal, on a cell not yet known. */
function unitsOf(s: Stepper, k: Knowledge): number[] {
  const n = s.puzzle.size;
  const out: number[] = [];
  s.disjunctions.forEach((d) => {
    if (k.liveCount[d.id] !== 1) return;
    const L = d.literals.find((x) => k.live[x] === 1)!;
    const cell = Math.floor(L / n);
    if (k.grid[Math.floor(cell / n)][cell % n] === 0) out.push(d.id);
  });
  return out;
}

/** Clamps a position to 0..length. */
export function clamp(s: Stepper, k: number): number {
  return Math.max(0, Math.min(s.length, Math.trunc(Number.isFinite(k) ? k : 0)));
}

/** Everything the view shows at position k (clamped to 0..length). */
export function stateAt(s: Stepper, k: number): StepState {
  k = clamp(s, k);
  const now = knowledgeAt(s, k);
  const before = k > 0 ? knowledgeAt(s, k - 1) : now;
  const removed: number[] = [];
  const restored: number[] = [];
  for (let L = 0; L < now.live.length; L++) {
    if (before.live[L] === 1 && now.live[L] === 0) removed.push(L);
    else if (before.live[L] === 0 && now.live[L] === 1) restored.push(L);
  }
  const units = unitsOf(s, now);
  const was = new Set(k > 0 ? unitsOf(s, before) : []);
  const empty: number[] = [];
  for (let d = 0; d < now.liveCount.length; d++) if (now.liveCount[d] === 0) empty.push(d);
  const step = k > 0 ? s.steps[k - 1] : null;
  const cell = step?.cell ?? step?.reason.guess?.cell ?? step?.reason.clash?.cell ?? null;
  const value = step?.value ?? step?.reason.guess?.value ?? step?.reason.clash?.value;
  return {
    k,
    step,
    text: step?.text ?? "",
    depth: step?.depth ?? 0,
    grid: now.grid,
    origin: now.origin,
    live: now.live,
    liveCount: now.liveCount,
    removed,
    restored,
    units,
    newUnits: units.filter((d) => !was.has(d)),
    empty,
    focus: { disjunction: disjunctionOf(s, step?.reason.unit), cell, literal: cell && value !== undefined ? literalOf(s, cell, value) : null },
    atStart: k === 0,
    atEnd: k === s.length,
  };
}

/** The live literals of a disjunction in a state. */
export function liveLiterals(s: Stepper, state: StepState, d: number): Literal[] {
  return s.disjunctions[d].literals.filter((L) => state.live[L] === 1).map((L) => s.literals[L]);
}

export const next = (s: Stepper, k: number): number => clamp(s, k + 1);
export const previous = (s: Stepper, k: number): number => clamp(s, k - 1);
/** Jump to step k (1-based, as numbered in the list: the position after it), clamped. */
export const jump = (s: Stepper, k: number): number => clamp(s, k);
export const toStart = (): number => 0;
export const toEnd = (s: Stepper): number => s.length;
export const atStart = (k: number): boolean => k <= 0;
export const atEnd = (s: Stepper, k: number): boolean => k >= s.length;

/** The position just after the next step (after position k) of one of these kinds — e.g. the next
 * guess, backtrack or contradiction — or null when none follows. */
export function nextOfKind(s: Stepper, k: number, kinds: readonly Step["kind"][]): number | null {
  for (let i = clamp(s, k); i < s.length; i++) if (kinds.includes(s.steps[i].kind)) return i + 1;
  return null;
}

/** One tick of "play": the next position, and whether to keep playing (false once the end is reached). */
export function advance(s: Stepper, k: number): { k: number; playing: boolean } {
  const to = next(s, k);
  return { k: to, playing: to < s.length };
}

/**
 * The keys of the stepper, as `strimko explain --html`'s page has them: → next, ← previous, Home
 * the start, End the end; and PageDown, PageUp as → and ← (what a presenter's clicker sends). The new position, or null when the key is not the stepper's (the view
 * lets it through).
 */
export function onStepperKey(s: Stepper, k: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
      return next(s, k);
    case "ArrowLeft":
      return previous(s, k);
    case "Home":
      return toStart();
    case "End":
      return toEnd(s);
    // A presenter's clicker sends these.
    case "PageDown":
      return next(s, k);
    case "PageUp":
      return previous(s, k);
    default:
      return null;
  }
}

/** Where "run until" stops: the next guess, backtrack or contradiction, or the step that decides a
 * cell (places or guesses its value). */
export type Breakpoint = { kind: "guess" | "backtrack" | "contradiction" } | { kind: "cell"; cell: Cell };

/** The position just after the step where `b` is met, after position k; null when no step meets it. */
export function nextBreak(s: Stepper, k: number, b: Breakpoint): number | null {
  if (b.kind !== "cell") return nextOfKind(s, k, b.kind === "contradiction" ? ["contradiction", "unsatisfiable"] : [b.kind]);
  const [r, c] = b.cell;
  for (let i = clamp(s, k); i < s.length; i++) {
    const step = s.steps[i];
    if ((step.kind === "place" || step.kind === "guess") && step.cell?.[0] === r && step.cell[1] === c) return i + 1;
  }
  return null;
}

/** Reads "3,4", "(3, 4)" or "3 4" as a cell of an n×n board; null when it is not one. */
export function parseCell(text: string, n: number): Cell | null {
  const m = /^\s*\(?\s*(\d+)\s*[, ]\s*(\d+)\s*\)?\s*$/.exec(text);
  if (!m) return null;
  const [r, c] = [Number(m[1]), Number(m[2])];
  return r >= 1 && r <= n && c >= 1 && c <= n ? [r, c] : null;
}

/**
 * The disjunctions that matter at a step, for a presenter's screen (the whole list has 4n²): the one
 * the step used (or left empty), those it made units, and those it took a literal from, in that
 * order, each once.
 */
export function mattering(s: Stepper, state: StepState): number[] {
  const out = new Set<number>();
  if (state.focus.disjunction !== null) out.add(state.focus.disjunction);
  for (const d of state.empty) out.add(d);
  for (const d of state.newUnits) out.add(d);
  const touched = new Set([...state.removed, ...state.restored]);
  for (const d of s.disjunctions) if (d.literals.some((L) => touched.has(L))) out.add(d.id);
  return [...out];
}

/**
 * Why a literal this step removed is gone, by the kind of rule: the placed (or guessed) cell's other
 * values ("cell"), its value elsewhere in its row, its column or its stream. A backtrack's refuted
 * guess is "backtrack". The kinds are the disjunctions' (the classroom's colours, with a legend).
 */
export function removedBy(s: Stepper, state: StepState, L: number): DisjunctionKind | "backtrack" | null {
  const step = state.step;
  if (!step?.cell || !state.removed.includes(L)) return null;
  if (step.kind === "backtrack") return "backtrack";
  const lit = s.literals[L];
  const [r, c] = step.cell;
  if (lit.cell[0] === r && lit.cell[1] === c) return "cell";
  if (lit.cell[0] === r) return "row";
  if (lit.cell[1] === c) return "column";
  return "stream";
}

/**
 * A what-if (issue 26): the puzzle as it stands at position k, with `value` placed in `cell` by the
 * teacher, as a puzzle of its own whose givens are everything known there. Its steps (explain's, on
 * it) go on from that point; a value a peer already holds makes its first step the contradiction.
 * What a backtrack ruled out before k is not carried over: the what-if starts from the grid. Null
 * when the cell is not empty at k or the value is not 1..n.
 */
export function whatIfPuzzle(s: Stepper, k: number, [r, c]: Cell, value: number): Puzzle | null {
  const n = s.puzzle.size;
  const grid = gridAt(s, k);
  if (r < 1 || r > n || c < 1 || c > n || grid[r - 1][c - 1] !== 0 || !Number.isInteger(value) || value < 1 || value > n) return null;
  grid[r - 1][c - 1] = value;
  const { title, source, kind } = s.puzzle;
  return { size: n, streams: s.puzzle.streams, givens: grid, ...(title ? { title } : {}), ...(source ? { source } : {}), ...(kind ? { kind } : {}) };
}

/** How each value came in a what-if at its position j: what it knew from before (`before`, the
 * origins where it started, the teacher's cell a guess) for its givens, its own steps' for the rest. */
export function whatIfOrigin(branch: Stepper, j: number, before: Origin[][]): Origin[][] {
  // What the what-if's own resolution infers rests on the teacher's value: under a guess.
  return originAt(branch, j).map((row, r) => row.map((o, c) => (o === "given" ? before[r][c] : o === "inferred" ? "tentative" : o)));
}

/** A what-if's step in words: its explanation takes the teacher's value for a given, so where it
 * says the givens are refuted, it is the what-if that is wrong. */
export function whatIfText(text: string, [r, c]: Cell, value: number): string {
  const it = `the what-if (${r},${c}) = ${value}`;
  return text
    .replace("(resolution refutes the givens)", `(so ${it} is wrong)`)
    .replace("resolution refutes the givens: the puzzle has no solution", `${it} is wrong: with it, resolution meets a contradiction`)
    .replace("every option of every guess fails: the puzzle has no solution", `${it} is wrong: with it, every option of every guess fails`);
}

/** The disjunctions a literal is in (its cell's, its row's, its column's, its stream's for its value). */
export function disjunctionsOf(s: Stepper, L: number): number[] {
  return s.disjunctions.filter((d) => d.literals.includes(L)).map((d) => d.id);
}

/**
 * A cell chosen on the board, linked to the knowledge base (issue 26): its disjunctions at this
 * step, each with the cell's literal in it. A known cell: the four of its value (cell, row, column,
 * stream); an open one: its cell's, then the row's, column's and stream's of each value still live.
 */
export function cellLinks(s: Stepper, state: StepState, [r, c]: Cell): { disjunction: number; literal: number }[] {
  const n = s.puzzle.size;
  const known = state.grid[r - 1][c - 1];
  const values = known ? [known] : Array.from({ length: n }, (_, k) => k + 1).filter((v) => state.live[literalOf(s, [r, c], v)] === 1);
  const out: { disjunction: number; literal: number }[] = [];
  const seen = new Set<number>();
  for (const v of values.length > 0 ? values : [1]) {
    const L = literalOf(s, [r, c], v);
    for (const d of disjunctionsOf(s, L)) {
      if (seen.has(d)) continue;
      seen.add(d);
      out.push({ disjunction: d, literal: L });
    }
  }
  // The cell's own disjunction first, then by kind as the lists are.
  const order = { cell: 0, row: 1, column: 2, stream: 3 } as const;
  return out.sort((a, b) => order[s.disjunctions[a.disjunction].kind] - order[s.disjunctions[b.disjunction].kind]);
}
