/**
 * A student's output for the "Strimko by resolution" assignment, as the base code reads it back
 * (Boards.py's tryToLoadSolution: `puzzles/<board>.out`):
 *
 *   Solved | Unsolved | Contradiction
 *   count
 *   count lines of facts, "x y value": x the column, y the row (the base code's convention)
 *
 * Read strictly, each mistake at its line and column: a grader must not guess what a file meant.
 * Two leniencies the base code has too: the status's case and blank lines at the end.
 */
import { quote, splitLines, type Pos, type SourceText } from "../puzzle/source.js";

export const OUTPUT_STATUSES = ["Solved", "Unsolved", "Contradiction"] as const;
export type OutputStatus = (typeof OUTPUT_STATUSES)[number];

/** Which of a fact line's first two numbers is the column: the base code's `x y` ("column-row"),
 * or the other way round for a course that changed it. */
export type Coordinates = "column-row" | "row-column";

export interface OutputFact {
  /** 1-based. */
  row: number;
  col: number;
  value: number;
  /** The line it is on, and the line's text (for the report). */
  line: number;
  text: string;
}

export interface StudentOutput {
  status: OutputStatus;
  /** The count on line 2 (the grader checks it against the facts that follow: a count that
   * differs is a mistake in the output, not a file it cannot read). */
  count: number;
  facts: OutputFact[];
  /** Fact lines with a number outside 1..n: a mistake in the output (graded wrong at its line), not
   * a file the grader cannot read. */
  outside: { line: number; text: string; reason: string }[];
}

/** Reads a student's output for a puzzle of size n. Throws an InputError naming file, line and column. */
export function readStudentOutput(src: SourceText, n: number, coordinates: Coordinates = "column-row"): StudentOutput {
  const lines = splitLines(src.text);
  while (lines.length > 0 && lines[lines.length - 1].text.trim() === "") lines.pop();
  if (lines.length === 0) throw src.error({ line: 1, col: 1 }, `empty file; expected the status (Solved, Unsolved or Contradiction) on line 1`);
  const head = lines[0].text.trim();
  const status = OUTPUT_STATUSES.find((s) => s.toLowerCase() === head.toLowerCase());
  if (!status) throw src.error(firstToken(lines[0].text, 1), `expected the status Solved, Unsolved or Contradiction, found ${quote(head)}`);
  if (lines.length < 2) throw src.error({ line: 2, col: 1 }, "expected the number of facts on line 2, found the end of the file");
  const countText = lines[1].text.trim();
  if (!/^[0-9]+$/.test(countText)) throw src.error(firstToken(lines[1].text, 2), `expected the number of facts, found ${quote(countText)}`);
  // A board has at most 64² = 4,096 facts: a longer number is no count (and would lose digits).
  if (countText.replace(/^0+(?=.)/, "").length > 9) throw src.error(firstToken(lines[1].text, 2), `the number of facts ${quote(countText)} is too large`);
  const count = Number(countText);
  const facts: OutputFact[] = [];
  const outside: StudentOutput["outside"] = [];
  for (const line of lines.slice(2)) {
    const nums: { value: number; at: Pos; text: string }[] = [];
    for (const m of line.text.matchAll(/\S+/g)) {
      const at = { line: line.number, col: (m.index ?? 0) + 1 };
      if (!/^[0-9]+$/.test(m[0])) throw src.error(at, `expected a whole number, found ${quote(m[0])}`);
      // Past nine digits a number is out of range whatever it is (Number() would make it 1e+23 or Infinity).
      const digits = m[0].replace(/^0+(?=.)/, "");
      nums.push({ value: digits.length > 9 ? Number.MAX_SAFE_INTEGER : Number(digits), at, text: digits });
    }
    if (nums.length !== 3) {
      const at = nums[3]?.at ?? { line: line.number, col: line.text.length + 1 };
      throw src.error(
        at,
        `expected a fact "x y value" (${coordinates === "column-row" ? "column, row" : "row, column"}, value), three numbers; found ${nums.length}`,
      );
    }
    const text = line.text.trim().replace(/\s+/g, " ");
    const bad = nums.findIndex((x) => x.value < 1 || x.value > n);
    if (bad >= 0) {
      const what = bad === 2 ? "the value" : (bad === 0) === (coordinates === "column-row") ? "the column" : "the row";
      const shown = nums[bad].text.length > 9 ? quote(nums[bad].text) : nums[bad].text;
      outside.push({ line: line.number, text, reason: `${what} ${shown} is out of range 1..${n}` });
      continue;
    }
    const [a, b, v] = nums.map((x) => x.value);
    const [row, col] = coordinates === "column-row" ? [b, a] : [a, b];
    facts.push({ row, col, value: v, line: line.number, text });
  }
  return { status, count, facts, outside };
}

/** Where a line's first word starts (its first column when blank). */
function firstToken(text: string, line: number): Pos {
  const m = /\S/.exec(text);
  return { line, col: m ? m.index + 1 : 1 };
}
