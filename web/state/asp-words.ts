/**
 * The ASP view's playground, pure: what a run asks clingo for (the number of models, `--enum-mode`,
 * `--stats`), clingo's messages read as positions in the program (to show in the editor), and an
 * answer set read as a grid (its value/3 atoms in cell order, checked against the puzzle's rules by
 * the independent verifier) or, for brave and cautious consequences, as candidates per cell.
 */
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { verify } from "../../src/puzzle/verify.js";

/** clingo's --enum-mode values a practitioner uses here: every answer set, or their union
 * (brave: what holds in some answer set) or intersection (cautious: what holds in every one). */
export const ENUM_MODES = ["auto", "brave", "cautious"] as const;
export type EnumMode = (typeof ENUM_MODES)[number];

/** The most answer sets one run asks for when "0 = all" is asked: the rest would not be read (a
 * 4×4 Latin square has 576), and a page holding a million grids would stall. */
export const MODEL_CAP = 1000;

/** clingo's --opt-mode, for a program that optimizes: the optimum (clingo's default), every
 * optimal model, every model in the order found, or the optimization ignored. */
export const OPT_MODES = ["opt", "optN", "enum", "ignore"] as const;
export type OptMode = (typeof OPT_MODES)[number];

/** Whether a program optimizes (a #minimize or #maximize statement, a weak constraint), comments and strings left out. */
export function optimizes(program: string): boolean {
  const plain = program.replace(/%\*[\s\S]*?\*%|%[^\n]*|"(?:[^"\\\n]|\\.)*"/g, " ");
  return /#(minimi[sz]e|maximi[sz]e)\b|:~/i.test(plain);
}

export interface PlaygroundRequest {
  /** 0 = all (up to MODEL_CAP a page). */
  models: number;
  /** With "0 = all" past the cap: the page of MODEL_CAP answer sets asked for (0 = the first). */
  page?: number;
  /** --opt-mode; clingo's default ("opt") is not passed. */
  optMode?: OptMode;
  enumMode: EnumMode;
  stats: boolean;
  /** Project the answer sets onto the shown atoms (clingo's --project): a grid once, however many
   * ways a rule of one's own reaches it. */
  project: boolean;
}

/** The models and options a run hands clingo. Brave and cautious consequences are computed over
 * every answer set (-n 0): with a limit clingo warns the last model may not cover them. */
export function runOptions(r: PlaygroundRequest): { models: number; options: string[]; capped: boolean; first: number } {
  const options = [
    ...(r.enumMode === "auto" ? [] : [`--enum-mode=${r.enumMode}`]),
    ...(r.project ? ["--project"] : []),
    ...(r.optMode && r.optMode !== "opt" ? [`--opt-mode=${r.optMode}`] : []),
  ];
  if (r.enumMode !== "auto") return { models: 0, options, capped: false, first: 0 };
  // The optimum with "0 = all": clingo's improving models, few; with a limit clingo would warn
  // that the last model may not be optimal.
  if (r.optMode === "opt" && r.models === 0) return { models: 0, options, capped: false, first: 0 };
  const capped = r.models === 0 || r.models > MODEL_CAP;
  // A later page asks clingo for the pages before it too (it cannot start at the 1,001st): only its own are shown.
  const page = capped ? (r.page ?? 0) : 0;
  return { models: capped ? MODEL_CAP * (page + 1) : r.models, options, capped, first: MODEL_CAP * page };
}

/** One of clingo's messages, at its place in the program (1-based; `endCol` when clingo gives a range on the line). */
export interface ClingoMessage {
  line: number;
  col: number;
  endCol?: number;
  severity: "error" | "warning" | "info";
  text: string;
}

/**
 * clingo's messages ("-:12:5-9: error: syntax error, …", "<block>:3:1-20: info: atom does not
 * occur in any rule head: …"), each with its place; a following line without a place (the rule an
 * "unsafe variables" error names), or a note ("'X' is unsafe"), goes with the message before it.
 */
export function clingoMessages(text: string): ClingoMessage[] {
  const out: ClingoMessage[] = [];
  for (const line of text.split("\n")) {
    const m = /^(?:-|<[^>]*>|[^:\s]*):(\d+):(\d+)(?:-(\d+)(?::(\d+))?)?: (error|warning|info|note): ?(.*)$/.exec(line.trim());
    if (m && m[5] === "note" && out.length > 0) {
      // A note ("'X' is unsafe") belongs to the message before it.
      out[out.length - 1].text += ` (note: ${m[6]})`;
    } else if (m) {
      const [, l, c, a, b, kind, words] = m;
      // "-3" ends on the same line at column 3; "-4:2" ends on line 4.
      const endCol = a !== undefined && b === undefined ? Number(a) : undefined;
      out.push({
        line: Number(l),
        col: Number(c),
        ...(endCol !== undefined ? { endCol } : {}),
        severity: kind === "error" ? "error" : kind === "warning" ? "warning" : "info",
        text: words,
      });
    } else if (out.length > 0 && line.trim() !== "" && !line.startsWith("*** ")) out[out.length - 1].text += ` ${line.trim()}`;
  }
  return out;
}

/** A value/3 atom as a cell and a value in 1..n; "outside" for one outside the grid; null for any other atom. */
function valueAtom(atom: string, n: number): { r: number; c: number; v: number } | "outside" | null {
  const m = /^value\((-?\d+),(-?\d+),(-?\d+)\)$/.exec(atom);
  if (!m) return /^value\(/.test(atom) ? "outside" : null;
  const [r, c, v] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return r >= 1 && r <= n && c >= 1 && c <= n && v >= 1 && v <= n ? { r, c, v } : "outside";
}

/** An answer set read: its atoms in cell order (value/3 by row and column, then any other atom),
 * its grid when every cell has exactly one value, and what that grid breaks of the puzzle's rules. */
export interface ReadAnswer {
  atoms: string[];
  /** null: not a grid (a cell with no value, or with two). */
  grid: Grid | null;
  /** Why it is not a grid, in words. */
  notGrid?: string;
  /** The puzzle's rules the grid breaks (the verifier's words); empty when it keeps them all. */
  broken: string[];
}

export function readAnswer(puzzle: Puzzle, atoms: readonly string[]): ReadAnswer {
  const n = puzzle.size;
  const all = atoms.map((a) => ({ a, v: valueAtom(a, n) }));
  const outside = all.filter((x) => x.v === "outside").map((x) => x.a);
  const values = all.map((x) => ({ a: x.a, v: x.v === "outside" ? null : x.v }));
  const sorted = [
    ...values
      .filter((x) => x.v)
      .sort((x, y) => x.v!.r - y.v!.r || x.v!.c - y.v!.c || x.v!.v - y.v!.v)
      .map((x) => x.a),
    ...values.filter((x) => !x.v).map((x) => x.a),
  ];
  const cells: number[][][] = puzzle.givens.map((row) => row.map(() => []));
  for (const x of values) if (x.v) cells[x.v.r - 1][x.v.c - 1].push(x.v.v);
  if (outside.length > 0)
    return {
      atoms: sorted,
      grid: null,
      notGrid: `not a grid: ${outside.slice(0, 3).join(", ")}${outside.length > 3 ? ", …" : ""} outside the ${n}×${n} grid`,
      broken: [],
    };
  const empty = cells.flat().filter((vs) => vs.length === 0).length;
  const twice = cells.flat().filter((vs) => vs.length > 1).length;
  if (empty > 0 || twice > 0) {
    const why = [empty ? `${empty} cell${empty === 1 ? "" : "s"} without a value` : "", twice ? `${twice} with more than one` : ""].filter(Boolean).join(", ");
    return { atoms: sorted, grid: null, notGrid: `not a grid: ${why}`, broken: [] };
  }
  const grid = cells.map((row) => row.map((vs) => vs[0]));
  return { atoms: sorted, grid, broken: verify(puzzle, grid).map((v) => v.message) };
}

/** Brave or cautious consequences read as candidates: each cell's values among the value/3 atoms. */
export function candidatesOf(puzzle: Puzzle, atoms: readonly string[]): number[][][] {
  const n = puzzle.size;
  const cells: number[][][] = puzzle.givens.map((row) => row.map(() => []));
  for (const a of atoms) {
    const v = valueAtom(a, n);
    if (v && v !== "outside") cells[v.r - 1][v.c - 1].push(v.v);
  }
  return cells.map((row) => row.map((vs) => vs.sort((a, b) => a - b)));
}
