/**
 * Explanations: the native engine's trace (RESOLVESTRIMKO's inferences, and
 * SOLVESTRIMKO's guesses, contradictions and backtracks) as numbered steps a
 * student can read, and as data. Pure: puzzle in, steps out.
 *
 * Each inference of resolution is a disjunction that has one literal left: "row
 * 2 must hold a 3 somewhere; every other cell of row 2 is ruled out, so (2,2) =
 * 3". The trace names the disjunction; the cells (or values) it rules out are
 * the disjunction's other literals, all of them false at that moment (that is
 * what a unit is), so they are listed from the puzzle's shape.
 *
 * The search is followed up to its first solution: that is the path a student
 * needs (guess, what follows, the contradiction it meets, undo, the next
 * option). The engine's search keeps undoing its guesses after that solution on
 * its way out; those backtracks are not part of the explanation.
 */
import type { DisjunctionName } from "../engines/native/geometry.js";
import { resolve, solveNative, type TraceEvent } from "../engines/native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { aValue } from "../text/a-value.js";

export type Cell = [number, number];

export type StepKind = "place" | "guess" | "contradiction" | "backtrack" | "solution" | "unsatisfiable" | "stopped";

/** The disjunction behind a step, in the puzzle's words. Cells and values 1-based; a stream by its id (1, 2, … as read). */
export interface Unit {
  kind: "cell" | "row" | "column" | "stream";
  index: number | Cell;
  /** The value a row, column or stream must hold (absent for a cell). */
  value?: number;
}

export interface Step {
  /** 1-based position in the explanation. */
  n: number;
  kind: StepKind;
  /** The cell placed, guessed or undone (1-based [row, col]). */
  cell?: Cell;
  value?: number;
  /** How many guesses are in force at this step (0 = pure resolution). */
  depth: number;
  reason: {
    /** place: the disjunction that had one literal left; guess: the one branched on; contradiction: the one left empty. */
    unit?: Unit;
    /** place: the unit's other cells (row, column, stream) or the cell's other values, all ruled out. */
    ruledOut?: (Cell | number)[];
    /** guess: the literals still open in the unit (cells, or values for a cell), and which one this is (1-based). */
    options?: (Cell | number)[];
    option?: number;
    /** contradiction: a value that was already ruled out where a guess put it (instead of an empty unit). */
    clash?: { cell: Cell; value: number };
    /** contradiction, backtrack: the guess this refutes or undoes. */
    guess?: { cell: Cell; value: number };
  };
  /** The step in words. */
  text: string;
}

export interface Explanation {
  status: "solved" | "unsatisfiable" | "timeout";
  /** "resolution": no guess was needed; "search": guesses were. */
  method: "resolution" | "search";
  steps: Step[];
  /** The solution the steps reach (status "solved"). */
  solution: Grid | null;
  /** Whether the puzzle has exactly one solution (checked separately; null when not decided). */
  unique: boolean | null;
  /** The steps go all the way (to the solution, or to "no solution"); false: they stop where resolution stalls (step "stopped"). */
  complete: boolean;
}

/**
 * The most guesses a step-by-step explanation follows. A search longer than this is no longer
 * an explanation a person reads, and its trace grows by up to n² events a guess (a 25x25 Sudoku
 * that needs millions of guesses would fill gigabytes): such puzzles are explained as far as
 * resolution goes, and the rest is summed up.
 */
export const MAX_GUESSES = 1000;

export const cellText = ([r, c]: Cell) => `(${r},${c})`;

export function unitOf(d: DisjunctionName): Unit {
  return d.value === undefined ? { kind: d.kind, index: d.index } : { kind: d.kind, index: d.index, value: d.value };
}

/** "row 2", "column 4", "stream 3", "cell (2,3)". */
export function unitName(u: Unit): string {
  return u.kind === "cell" ? `cell ${cellText(u.index as Cell)}` : `${u.kind} ${u.index as number}`;
}

/** The cells of a row, column or stream, row-major, 1-based. */
export function unitCells(p: Puzzle, u: Unit): Cell[] {
  const cells: Cell[] = [];
  for (let r = 1; r <= p.size; r++) {
    for (let c = 1; c <= p.size; c++) {
      const inside = u.kind === "row" ? r === u.index : u.kind === "column" ? c === u.index : u.kind === "stream" ? p.streams[r - 1][c - 1] === u.index : false;
      if (inside) cells.push([r, c]);
    }
  }
  return cells;
}

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];

/** Whether value v can still go into empty cell (r, c), 0-based: no cell sharing its row, column or stream holds v. */
function possible(p: Puzzle, known: Grid, r: number, c: number, v: number): boolean {
  if (known[r][c] !== 0) return false;
  const s = p.streams[r][c];
  for (let i = 0; i < p.size; i++) {
    if (known[r][i] === v || known[i][c] === v) return false;
  }
  if (s !== 0) {
    for (let i = 0; i < p.size; i++) for (let j = 0; j < p.size; j++) if (p.streams[i][j] === s && known[i][j] === v) return false;
  }
  return true;
}

/**
 * The candidates of every cell given what is known: [v] for a known cell, otherwise the values
 * no cell of its row, column or stream holds. After resolution these are exactly the literals the
 * engine still holds possible (it removes a literal only when a fact in the same cell, or the same
 * value in a peer, is asserted).
 */
export function candidates(p: Puzzle, known: Grid): number[][][] {
  return known.map((row, r) => row.map((_, c) => cellCandidates(p, known, r, c)));
}

/** The values cell (r, c) (0-based) can still take. */
function cellCandidates(p: Puzzle, known: Grid, r: number, c: number): number[] {
  const v = known[r][c];
  if (v !== 0) return [v];
  const out: number[] = [];
  for (let k = 1; k <= p.size; k++) if (possible(p, known, r, c, k)) out.push(k);
  return out;
}

/** The open literals of a unit: cells where its value can go, or values the cell can take. */
function openLiterals(p: Puzzle, known: Grid, u: Unit): (Cell | number)[] {
  if (u.kind === "cell") {
    const [r, c] = u.index as Cell;
    return cellCandidates(p, known, r - 1, c - 1);
  }
  return unitCells(p, u).filter(([r, c]) => possible(p, known, r - 1, c - 1, u.value!));
}

function list(items: (Cell | number)[]): string {
  return items.map((x) => (typeof x === "number" ? String(x) : cellText(x))).join(", ");
}

function placeText(u: Unit, ruledOut: (Cell | number)[], cell: Cell, value: number): string {
  const need = u.kind === "cell" ? `${unitName(u)} must hold some value` : `${unitName(u)} must hold ${aValue(u.value as number)}`;
  if (ruledOut.length === 0) return `${need} → ${cellText(cell)} = ${value}`;
  return `${need}; ${list(ruledOut)} ${ruledOut.length === 1 ? "is" : "are"} ruled out → ${cellText(cell)} = ${value}`;
}

export function emptyText(u: Unit): string {
  return u.kind === "cell" ? `${unitName(u)} has no value left` : `${unitName(u)} has no place left for ${aValue(u.value as number)}`;
}

/**
 * Turns a trace into steps, replaying it on a grid of known values (so that a guess can name
 * its options). Stops at the first solution.
 */
export function stepsOf(p: Puzzle, trace: TraceEvent[]): Step[] {
  const steps: Step[] = [];
  const known: Grid = p.givens.map((row) => row.slice());
  // Per guess in force: the guess and the known grid before it, to undo to.
  const guesses: { cell: Cell; value: number; before: Grid; unit: Unit }[] = [];
  // The unit of the guess the last backtrack undid: when the next event is a backtrack too, all of
  // that unit's options failed, and that is why the guess above it is wrong.
  let undone: Unit | undefined;
  // The option number of the next guess at each depth: a guess right after a backtrack at the same depth is the next option.
  let lastBacktrackDepth = -1;
  const optionAt: number[] = [];
  const add = (s: Omit<Step, "n">) => steps.push({ n: steps.length + 1, ...s });
  for (const e of trace) {
    switch (e.kind) {
      case "given":
      case "again":
        // Givens are the starting board; a unit naming a known value ("inferred before") adds nothing.
        break;
      case "infer": {
        const u = unitOf(e.by);
        const ruledOut: (Cell | number)[] =
          u.kind === "cell" ? Array.from({ length: p.size }, (_, k) => k + 1).filter((k) => k !== e.value) : unitCells(p, u).filter((x) => !same(x, e.cell));
        known[e.cell[0] - 1][e.cell[1] - 1] = e.value;
        add({ kind: "place", cell: e.cell, value: e.value, depth: e.depth, reason: { unit: u, ruledOut }, text: placeText(u, ruledOut, e.cell, e.value) });
        break;
      }
      case "guess": {
        const u = unitOf(e.on);
        optionAt[e.depth] = lastBacktrackDepth === e.depth ? (optionAt[e.depth] ?? 0) + 1 : 1;
        lastBacktrackDepth = -1;
        const option = optionAt[e.depth];
        const open = option === 1 ? openLiterals(p, known, u) : undefined;
        const where =
          u.kind === "cell" ? `${unitName(u)} can still hold ${e.options} values` : `${unitName(u)} has ${e.options} places left for its ${u.value}`;
        const opening =
          option === 1
            ? `resolution stalls; ${where}${open && open.length === e.options ? ` (${list(open)})` : ""}`
            : option === e.options
              ? "the only option left"
              : `next option`;
        const text = `${opening}: guess ${cellText(e.cell)} = ${e.value} (option ${option} of ${e.options})`;
        guesses.push({ cell: e.cell, value: e.value, before: known.map((row) => row.slice()), unit: u });
        known[e.cell[0] - 1][e.cell[1] - 1] = e.value;
        const reason: Step["reason"] = { unit: u, option };
        if (open && open.length === e.options) reason.options = open;
        add({ kind: "guess", cell: e.cell, value: e.value, depth: e.depth + 1, reason, text });
        break;
      }
      case "contradiction": {
        const g = guesses[guesses.length - 1];
        const reason: Step["reason"] = {};
        let what: string;
        if (e.empty) {
          reason.unit = unitOf(e.empty);
          what = emptyText(reason.unit);
        } else if (e.clash) {
          reason.clash = e.clash;
          what = `${cellText(e.clash.cell)} = ${e.clash.value} is already ruled out`;
        } else what = "the facts exclude each other";
        if (g) reason.guess = { cell: g.cell, value: g.value };
        add({
          kind: "contradiction",
          depth: e.depth,
          reason,
          text: `contradiction: ${what}${g ? ` (so the guess ${cellText(g.cell)} = ${g.value} is wrong)` : " (resolution refutes the givens)"}`,
        });
        break;
      }
      case "backtrack": {
        const g = guesses.pop()!;
        if (undone && steps[steps.length - 1]?.kind === "backtrack") {
          add({
            kind: "contradiction",
            depth: e.depth + 1,
            reason: { unit: undone, guess: { cell: g.cell, value: g.value } },
            text: `contradiction: ${undone.kind === "cell" ? `every value left for ${unitName(undone)}` : `every place left for the ${undone.value} in ${unitName(undone)}`} has failed (so the guess ${cellText(g.cell)} = ${g.value} is wrong)`,
          });
        }
        undone = g.unit;
        for (let r = 0; r < p.size; r++) known[r] = g.before[r].slice();
        lastBacktrackDepth = e.depth;
        add({
          kind: "backtrack",
          cell: e.cell,
          value: e.value,
          depth: e.depth,
          reason: { guess: { cell: g.cell, value: g.value } },
          text: `backtrack: ${cellText(e.cell)} ≠ ${e.value}; undo the guess and everything that followed from it`,
        });
        break;
      }
      case "solution":
        add({ kind: "solution", depth: e.depth, reason: {}, text: "every cell is filled: solved" });
        return steps;
    }
  }
  return steps;
}

export interface ExplainOptions {
  /** Wall-clock limit for the traced search, milliseconds (0 = none). */
  timeoutMs?: number;
}

/** The explanation of a puzzle: resolution, then (if it stalls) depth-first search to the first solution. */
export function explain(p: Puzzle, options: ExplainOptions = {}): Explanation {
  // An untraced run first says how long the search is. When it needs few guesses (and so did not
  // hand over to the search with learning), the traced run below repeats exactly the same search:
  // the assignment's, without the bitset representation's pointing (see dispatch.ts).
  const probe = solveNative(p, { limit: 1, timeoutMs: options.timeoutMs, pointing: false });
  const short = probe.status !== "timeout" && probe.stats.method !== "learning" && probe.stats.guesses <= MAX_GUESSES;
  const r = short ? solveNative(p, { trace: true, limit: 1 }) : { ...probe, trace: resolve(p, { trace: true }).trace };
  const steps = stepsOf(p, r.trace ?? []);
  const method = probe.stats.guesses > 0 ? "search" : "resolution";
  if (!short) {
    const text =
      probe.status === "timeout"
        ? "resolution stalls here, and the search did not finish within the time limit"
        : `resolution stalls here; the search needs ${probe.stats.guesses} guesses ${probe.status === "unsatisfiable" ? "to show there is no solution" : "to go on"}, too many to explain step by step (the limit is ${MAX_GUESSES})`;
    steps.push({ n: steps.length + 1, kind: "stopped", depth: 0, reason: {}, text });
  } else if (r.status === "unsatisfiable") {
    const text =
      method === "search" ? "every option of every guess fails: the puzzle has no solution" : "resolution refutes the givens: the puzzle has no solution";
    steps.push({ n: steps.length + 1, kind: "unsatisfiable", depth: 0, reason: {}, text });
  }
  // Uniqueness is a separate question (a second solution anywhere), answered by an untraced count.
  let unique: boolean | null = null;
  if (probe.status === "solved") {
    const two = solveNative(p, { limit: 2, timeoutMs: options.timeoutMs });
    unique = two.complete ? two.count === 1 : two.count >= 2 ? false : null;
  } else if (probe.status === "unsatisfiable") unique = false;
  return { status: probe.status, method, steps, solution: probe.status === "solved" ? probe.solutions[0] : null, unique, complete: short };
}

/** How a value came, by the step that set it: guessed, inferred under a guess ("tentative": undone
 * if the guess fails), or inferred with no guess in force. The one rule the board's colours follow
 * (Step through, the step pictures, explain --html). */
export type Origin = "" | "given" | "inferred" | "tentative" | "guess";
export function originOf(s: Step): Origin {
  return s.kind === "guess" ? "guess" : s.depth > 0 ? "tentative" : "inferred";
}

/** The board after each step: the grid and how each value came, from the givens (k = 0) to the
 * last step (a backtrack goes back to the board before its guess). `start`: how the givens came,
 * where they are not plain givens (a what-if's, whose givens were inferred or guessed before); what
 * the steps infer from such a start rests on its guess, and is drawn as under a guess. */
export interface StepBoard {
  k: number;
  step: Step | null;
  grid: Grid;
  origins: Origin[][];
}
export function* stepBoards(p: Puzzle, steps: readonly Step[], start?: Origin[][]): Generator<StepBoard> {
  let grid = p.givens.map((row) => row.slice());
  let origins: Origin[][] = p.givens.map((row, r) => row.map((v, c): Origin => (v ? (start?.[r]?.[c] ?? "given") : "")));
  const stack: [Grid, Origin[][]][] = [];
  yield { k: 0, step: null, grid, origins };
  for (const s of steps) {
    if (s.kind === "guess") stack.push([grid, origins]);
    if (s.kind === "backtrack") [grid, origins] = stack.pop() ?? [grid, origins];
    if ((s.kind === "place" || s.kind === "guess") && s.cell) {
      grid = grid.map((row) => row.slice());
      origins = origins.map((row) => row.slice());
      grid[s.cell[0] - 1][s.cell[1] - 1] = s.value!;
      const how = originOf(s);
      origins[s.cell[0] - 1][s.cell[1] - 1] = start && how === "inferred" ? "tentative" : how;
    }
    yield { k: s.n, step: s, grid, origins };
  }
}

/** Applies steps to the givens: the grid after them (guesses placed, backtracks undone). For tests and the stepper. */
export function replay(p: Puzzle, steps: Step[]): Grid {
  let last = p.givens.map((row) => row.slice());
  for (const b of stepBoards(p, steps)) last = b.grid;
  return last;
}
