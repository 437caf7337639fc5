/**
 * The autograder of the "Strimko by resolution" assignment: is a student's output (the status and
 * the facts, student-output.ts) what RESOLVESTRIMKO (Problem 1) or SOLVESTRIMKO (Problem 2) returns
 * on a puzzle, and if not, where does it first go wrong? Each mistake is told with the step that
 * would have been right, in the words of `explain` (steps.ts). Pure: puzzle and output in, verdict out.
 *
 * What the assignment allows is accepted: the facts in any order (B is a set; the order a solver
 * finds them in depends on how it walks its disjunctions), with or without the givens (B starts as
 * the givens; a solver may print only what it inferred). After a contradiction any fact follows
 * from the facts so far, so a "Contradiction" output is graded on its status alone.
 */
import { resolve, solveNative } from "../engines/native/solver.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import { quote } from "../puzzle/source.js";
import { verify } from "../puzzle/verify.js";
import { type Cell, cellText, emptyText, explain, type Step, stepsOf, unitOf } from "./steps.js";
import type { Coordinates, OutputStatus, StudentOutput } from "./student-output.js";

/** Which of the assignment's procedures the output is from: Problem 1's RESOLVESTRIMKO (resolution
 * alone, which may stop at "Unsolved") or Problem 2's SOLVESTRIMKO (resolution and guesses). */
export type Algorithm = "resolve" | "solve";
export const ALGORITHMS: readonly Algorithm[] = ["resolve", "solve"];

export type ProblemKind = "status" | "count" | "range" | "twice" | "false" | "not-inferable" | "missing" | "coordinates" | "undecided";

export interface OutputProblem {
  /** The output's line it is on (0: no line, a fact that is missing). */
  line: number;
  kind: ProblemKind;
  text: string;
}

export interface OutputCheck {
  right: boolean;
  /** The procedure's answer was not decided within the time limit: the output is not graded
   * (not counted wrong for the grader's own timeout). */
  ungraded?: true;
  algorithm: Algorithm;
  /** The procedure's answer (status null when ungraded). */
  expected: { status: OutputStatus | null; facts: number | null };
  given: { status: OutputStatus; facts: number };
  /** In the output's line order, the missing facts last: the first is where it first goes wrong. */
  problems: OutputProblem[];
  /** Something the grader accepted or noticed, in a sentence (givens left out, coordinates swapped). */
  notes: string[];
}

export interface CheckOptions {
  algorithm?: Algorithm;
  /** How the facts were read (for the words: a fact is quoted as the student would write it). */
  coordinates?: Coordinates;
  /** SOLVESTRIMKO's time limit, milliseconds (0 = none). */
  timeoutMs?: number;
}

/** What the procedure returns on the puzzle, and the steps that say why: computed once per
 * puzzle and algorithm (expectedFor), and handed to checkOutput for each student's output. */
export interface Expected {
  algorithm: Algorithm;
  status: OutputStatus | "undecided";
  /** Cells the procedure decides (0: open). */
  known: Grid;
  /** The solution, when there is exactly one. */
  solution: Grid | null;
  /** More than one solution: any of them is right. */
  several: boolean;
  steps: Step[];
  /** Status Contradiction: why, in words. */
  why: string;
}

/** Why resolution finds the givens contradictory, in explain's words. */
function refutation(p: Puzzle): string {
  const r = resolve(p);
  if (r.empty) return `resolution empties a disjunction: ${emptyText(unitOf(r.empty))}`;
  if (r.clash) return `a given names a value the others rule out: ${cellText(r.clash.cell)} = ${r.clash.value}`;
  return "resolution meets a contradiction";
}

const key = (r: number, c: number) => `${r},${c}`;

export function expectedFor(p: Puzzle, options: CheckOptions = {}): Expected {
  const algorithm = options.algorithm ?? "resolve";
  // The solution (for "true, but not inferable") comes from the search; resolution alone says what Problem 1 returns.
  const ex = explain(p, { timeoutMs: options.timeoutMs ?? 0 });
  const solution = ex.status === "solved" && ex.unique === true ? ex.solution : null;
  const several = ex.unique === false && ex.status === "solved";
  if (algorithm === "solve") {
    // A solution whose uniqueness was not decided in time cannot be graded against: another one a
    // student found may be as right.
    const status = ex.status === "solved" && ex.unique !== null ? "Solved" : ex.status === "unsatisfiable" ? "Contradiction" : "undecided";
    const why = ex.status !== "unsatisfiable" ? "" : ex.method === "search" ? "every option of every guess fails" : refutation(p);
    return { algorithm, status, known: ex.solution ?? p.givens, solution, several, steps: ex.steps, why };
  }
  const r = resolve(p, { trace: true });
  const status = r.status === "solved" ? "Solved" : r.status === "unsolved" ? "Unsolved" : "Contradiction";
  return { algorithm, status, known: r.grid, solution, several, steps: stepsOf(p, r.trace ?? []), why: status === "Contradiction" ? refutation(p) : "" };
}

/** A fact as the student writes it: "x y value". */
export function factLine(cell: Cell, value: number, coordinates: Coordinates = "column-row"): string {
  const [r, c] = cell;
  return coordinates === "column-row" ? `${c} ${r} ${value}` : `${r} ${c} ${value}`;
}

/** The last step that set a cell (on the way to the solution or the stall): the step a fact needs. */
function stepFor(steps: Step[], r: number, c: number): Step | undefined {
  let found: Step | undefined;
  for (const s of steps) if ((s.kind === "place" || s.kind === "guess") && s.cell?.[0] === r && s.cell[1] === c) found = s;
  return found;
}

const stepWords = (s: Step | undefined) => (s ? `explain's step ${s.n}: ${s.text}` : "");

/** Checks a student's output against the procedure's on the puzzle (`expected`: expectedFor's,
 * computed here when not handed in; a class hands in one per puzzle). */
export function checkOutput(p: Puzzle, out: StudentOutput, options: CheckOptions = {}, expected?: Expected): OutputCheck {
  const algorithm = options.algorithm ?? "resolve";
  const coordinates = options.coordinates ?? "column-row";
  const exp = expected ?? expectedFor(p, options);
  const check = grade(p, out, exp, algorithm, coordinates);
  if (!check.right && exp.status !== "undecided" && out.facts.length > 0) {
    // Read the other way round, is it right, or nearly? Then the mistake is the convention, and
    // saying so is the lesson: one problem, not one a fact, then what is wrong besides.
    const swapped = grade(p, { ...out, facts: out.facts.map((f) => ({ ...f, row: f.col, col: f.row })) }, exp, algorithm, coordinates);
    const nearly = swapped.problems.length * 4 <= check.problems.length;
    if (swapped.right || nearly) {
      const other = coordinates === "column-row" ? "row column value" : "column row value";
      const own = coordinates === "column-row" ? "the column first (x y value), as the base code does" : "the row first";
      const fix = `swap each fact's first two numbers${coordinates === "column-row" ? ", or grade with --coordinates row-column" : ""}`;
      const text = swapped.right
        ? `the facts are right read as "${other}": the first two numbers are swapped (the grader reads ${own}); ${fix}`
        : `the first two numbers are swapped (the grader reads ${own}); ${fix}. Read as "${other}", the output has the ${swapped.problems.length === 1 ? "problem" : `${swapped.problems.length} problems`} below`;
      return { ...swapped, right: false, problems: [{ line: out.facts[0].line, kind: "coordinates", text }, ...swapped.problems] };
    }
  }
  return check;
}

function grade(p: Puzzle, out: StudentOutput, exp: Expected, algorithm: Algorithm, coordinates: Coordinates): OutputCheck {
  const n = p.size;
  const problems: OutputProblem[] = [];
  const notes: string[] = [];
  const quoteFact = (r: number, c: number, v: number) => `"${factLine([r, c], v, coordinates)}"`;
  const cellWords = (r: number, c: number, v: number) => `${cellText([r, c])} = ${v}`;
  // A student's line names the column first: the cell said in words, once, cannot be misread.
  const puts = (r: number, c: number, v: number) => `${quoteFact(r, c, v)} puts ${v} in row ${r}, column ${c}`;
  // Why resolution leaves a cell open is said in full once; after that, briefly.
  let stallSaid = false;
  const stall = () => (stallSaid ? "resolution leaves that cell open" : ((stallSaid = true), stallWords(exp)));
  const expectedFacts = exp.known.flat().filter((v) => v !== 0).length;
  const result = (): OutputCheck => ({
    right: problems.length === 0,
    ...(exp.status === "undecided" ? { ungraded: true as const } : {}),
    algorithm,
    expected: exp.status === "undecided" ? { status: null, facts: null } : { status: exp.status, facts: expectedFacts },
    given: { status: out.status, facts: out.facts.length },
    problems: problems.sort((a, b) => (a.line || Infinity) - (b.line || Infinity)),
    notes,
  });
  if (exp.status === "undecided") {
    problems.push({
      line: 1,
      kind: "undecided",
      text: "the search did not decide this puzzle (its solution, and whether it is the only one) within the time limit, so the output is not graded (raise --timeout)",
    });
    return result();
  }
  const lines = out.facts.length + out.outside.length;
  if (out.count !== lines)
    problems.push({ line: 2, kind: "count", text: `the count says ${out.count}, but ${lines} fact line${lines === 1 ? "" : "s"} follow` });
  for (const o of out.outside) problems.push({ line: o.line, kind: "range", text: `${quote(o.text)}: ${o.reason}` });
  if (out.status !== exp.status) problems.push({ line: 1, kind: "status", text: statusText(p, out, exp, algorithm) });
  if (exp.status === "Contradiction") {
    notes.push(`the board has no solution (${exp.why}), and anything follows from a contradiction: the status is graded, the facts are not`);
    return result();
  }

  // The facts, in the output's order.
  const listed = new Map<string, { value: number; line: number }>();
  for (const f of out.facts) {
    const at = key(f.row, f.col);
    const before = listed.get(at);
    if (before?.value === f.value) {
      problems.push({
        line: f.line,
        kind: "twice",
        text: `${quoteFact(f.row, f.col, f.value)} is listed twice (first on line ${before.line}): B is a set, each fact once`,
      });
      continue;
    }
    if (before) {
      problems.push({
        line: f.line,
        kind: "false",
        text: `${quoteFact(f.row, f.col, f.value)} gives ${cellText([f.row, f.col])} a second value (line ${before.line} gave it ${before.value})`,
      });
      continue;
    }
    listed.set(at, { value: f.value, line: f.line });
    const want = exp.known[f.row - 1][f.col - 1];
    const given = p.givens[f.row - 1][f.col - 1];
    const says = puts(f.row, f.col, f.value);
    // Several solutions: any one is right, and the verifier judges the whole grid (below).
    const anyOne = algorithm === "solve" && exp.several && (given === 0 || given === f.value);
    if (want === f.value || anyOne) continue;
    if (given !== 0) {
      problems.push({ line: f.line, kind: "false", text: `${says}, but that cell is a given: ${given}` });
    } else if (want !== 0) {
      const who = algorithm === "resolve" ? "resolution infers" : "the solution has";
      const step = stepFor(exp.steps, f.row, f.col);
      problems.push({ line: f.line, kind: "false", text: `${says}, but ${who} ${cellWords(f.row, f.col, want)}${step ? ` (${stepWords(step)})` : ""}` });
    } else {
      // Resolution leaves the cell open: true facts need a guess, false ones are false besides
      // (with several solutions, false when no solution has it: a search with the fact added).
      const truth = exp.solution?.[f.row - 1][f.col - 1] ?? (exp.several ? inSomeSolution(p, f) : undefined);
      problems.push(
        truth === f.value
          ? {
              line: f.line,
              kind: "not-inferable",
              text: `${says}: true, but resolution alone cannot infer it (${stall()}); deciding it takes a guess (SOLVESTRIMKO)`,
            }
          : {
              line: f.line,
              kind: truth ? "false" : "not-inferable",
              text: `${says}, which resolution alone cannot infer (${stall()})${truth === -1 ? ", and is false: no solution has it" : truth ? `, and is false: the solution has ${cellWords(f.row, f.col, truth)}` : ""}`,
            },
      );
    }
  }

  // What is missing: the givens (all of them, or none), then what the procedure decides, in its steps' order.
  const givens: [number, number, number][] = [];
  for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) if (p.givens[r - 1][c - 1] !== 0) givens.push([r, c, p.givens[r - 1][c - 1]]);
  const listedGivens = givens.filter(([r, c, v]) => listed.get(key(r, c))?.value === v).length;
  if (listedGivens === 0 && givens.length > 0) notes.push(`the givens are not listed (B without its ${givens.length} initial facts): accepted`);
  else {
    for (const [r, c, v] of givens) {
      if (!listed.has(key(r, c)))
        problems.push({ line: 0, kind: "missing", text: `missing the given ${quoteFact(r, c, v)} (${v} in row ${r}, column ${c}): B starts with every given` });
    }
  }
  if (algorithm === "solve" && exp.several) {
    severalSolutions(p, listed, problems);
    return result();
  }
  // Explain's order first (the order the facts are found in), then every other cell: an explanation
  // cut short (a search longer than explain follows) still names every fact missing.
  const order = exp.steps.filter((s) => s.kind === "place" || s.kind === "guess").map((s) => s.cell!);
  for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) order.push([r, c]);
  const seen = new Set<string>();
  for (const [r, c] of order) {
    const at = key(r, c);
    if (seen.has(at)) continue;
    seen.add(at);
    const v = exp.known[r - 1][c - 1];
    if (v === 0 || p.givens[r - 1][c - 1] !== 0 || listed.has(at)) continue;
    const step = stepFor(exp.steps, r, c);
    const by = algorithm === "resolve" ? "which resolution infers" : "which the solution has";
    problems.push({
      line: 0,
      kind: "missing",
      text: `missing ${quoteFact(r, c, v)} (${v} in row ${r}, column ${c}), ${by}${step ? ` (${stepWords(step)})` : ""}`,
    });
  }
  return result();
}

/** Why resolution stops where it does. */
function stallWords(exp: Expected): string {
  const placed = exp.steps.filter((s) => s.kind === "place").length;
  return exp.status === "Unsolved"
    ? `it stalls after ${placed} inference${placed === 1 ? "" : "s"} with this cell still open: no disjunction has one literal left`
    : "resolution leaves this cell open";
}

function statusText(p: Puzzle, out: StudentOutput, exp: Expected, algorithm: Algorithm): string {
  const proc = algorithm === "resolve" ? "RESOLVESTRIMKO" : "SOLVESTRIMKO";
  const placed = exp.steps.filter((s) => s.kind === "place").length;
  const why =
    exp.status === "Unsolved"
      ? `after ${placed} inference${placed === 1 ? "" : "s"} no disjunction has one literal left, so resolution stalls`
      : exp.status === "Solved"
        ? algorithm === "resolve"
          ? `resolution infers every cell of this board (${placed} inference${placed === 1 ? "" : "s"})`
          : "the board has a solution"
        : `the board has no solution: ${exp.why}`;
  let text = `the status is "${out.status}", but ${proc} returns "${exp.status}": ${why}`;
  // "Solved" with the whole solution, on a board resolution cannot finish: Problem 2's output graded as Problem 1's.
  if (algorithm === "resolve" && exp.status === "Unsolved" && out.status === "Solved" && isWholeSolution(p, out, exp.solution)) {
    text += "; the facts are the solution, so this looks like SOLVESTRIMKO's output: grade it with --algorithm solve";
  }
  return text;
}

/** Whether the facts, with the givens, fill the grid with a solution (the one there is, or any). */
function isWholeSolution(p: Puzzle, out: StudentOutput, solution: Grid | null): boolean {
  const grid = p.givens.map((row) => row.slice());
  for (const f of out.facts) {
    const was = grid[f.row - 1][f.col - 1];
    if (was !== 0 && was !== f.value) return false;
    grid[f.row - 1][f.col - 1] = f.value;
  }
  if (grid.some((row) => row.includes(0))) return false;
  return solution ? grid.every((row, r) => row.every((v, c) => v === solution[r][c])) : verify(p, grid).length === 0;
}

/** -1 when no solution has the fact (the puzzle with it added has none), 0 when some has or it is not decided in a second. */
function inSomeSolution(p: Puzzle, f: { row: number; col: number; value: number }): number {
  const givens = p.givens.map((row) => row.slice());
  givens[f.row - 1][f.col - 1] = f.value;
  const r = solveNative({ ...p, givens }, { limit: 1, timeoutMs: 1000 });
  return r.status === "unsatisfiable" ? -1 : 0;
}

/** SOLVESTRIMKO on a puzzle with several solutions: any one is right, so the grid the facts make is
 * checked by the verifier rather than against one solution. */
function severalSolutions(p: Puzzle, listed: Map<string, { value: number; line: number }>, problems: OutputProblem[]): void {
  const grid = p.givens.map((row) => row.slice());
  for (const [at, f] of listed) {
    const [r, c] = at.split(",").map(Number);
    if (grid[r - 1][c - 1] === 0) grid[r - 1][c - 1] = f.value;
  }
  for (let r = 1; r <= p.size; r++) {
    for (let c = 1; c <= p.size; c++) {
      if (grid[r - 1][c - 1] === 0) problems.push({ line: 0, kind: "missing", text: `missing a fact for row ${r}, column ${c}: "Solved" fills every cell` });
    }
  }
  if (problems.some((x) => x.kind === "missing")) return;
  for (const v of verify(p, grid)) problems.push({ line: 0, kind: "false", text: `the facts break a rule: ${v.message}` });
}
