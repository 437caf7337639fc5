/**
 * The autograder (explain/check-output.ts) on outputs made here, from independent readings of the
 * assignment: Algorithm 1 written out plainly (every disjunction of the 4n², re-read after each
 * fact, until none has one literal left) for RESOLVESTRIMKO, and plain backtracking for the
 * solution. Right outputs are accepted in any order, with or without the givens; each subtly wrong
 * one (a fact too many, one missing, a wrong status, swapped coordinates, a fact twice, a count
 * off by one) is caught at its line, with the right step in explain's words.
 */
import { describe, expect, it } from "vitest";
import { type Algorithm, checkOutput, expectedFor } from "../../src/explain/check-output.js";
import { gradeOutput } from "../../src/explain/check-record.js";
import { readStudentOutput } from "../../src/explain/student-output.js";
import { SourceText } from "../../src/puzzle/source.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { allSolutions } from "../analyze/oracle.js";
import { loadEntries, textPuzzle } from "../helpers.js";
import { type Fact, outputText, resolveStrimko } from "./algorithm1.js";

function check(p: Puzzle, text: string, algorithm: Algorithm = "resolve") {
  return checkOutput(p, readStudentOutput(new SourceText("x.out", text), p.size), { algorithm });
}

/** Read puzzles (a file that fails to read fails the test here, by name). */
const puzzlesOf = (path: string) => loadEntries(path).map((e) => ({ id: e.id, puzzle: e.puzzle ?? expect.fail(`${e.id}: ${e.error?.message}`) }));
const BOARDS = puzzlesOf("puzzles/strimko").filter((e) => e.id.includes("dlthompson-"));
const solutionFacts = (g: Grid): Fact[] => g.flatMap((row, r) => row.map((v, c) => [r + 1, c + 1, v] as Fact));

/** A seeded shuffle (the order of B is free). */
function shuffled<T>(xs: T[], seed: number): T[] {
  const a = xs.slice();
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

describe("check-output: right outputs are accepted", () => {
  it("RESOLVESTRIMKO's output on all 23 of the base code's boards, in its order, shuffled, and without the givens", () => {
    expect(BOARDS).toHaveLength(23);
    const statuses = new Set<string>();
    for (const { id, puzzle } of BOARDS) {
      const { status, facts } = resolveStrimko(puzzle);
      statuses.add(status);
      const givens = puzzle.givens.flat().filter((v) => v).length;
      for (const text of [outputText(status, facts), outputText(status, shuffled(facts, 7)), outputText(status, facts.slice(givens))]) {
        const r = check(puzzle, text);
        expect(r.problems, id).toEqual([]);
        expect(r.right).toBe(true);
      }
    }
    expect([...statuses].sort()).toEqual(["Solved", "Unsolved"]);
  });

  it("SOLVESTRIMKO's output: the solution found by backtracking, with status Solved", () => {
    for (const { id, puzzle } of BOARDS) {
      const [solution, ...others] = allSolutions(puzzle);
      expect(others, id).toEqual([]);
      expect(check(puzzle, outputText("Solved", shuffled(solutionFacts(solution), 3)), "solve").right, id).toBe(true);
    }
  });

  it("a puzzle with several solutions: any one of them is right for SOLVESTRIMKO, a grid that breaks a rule is not", () => {
    const [puzzle] = puzzlesOf("puzzles/multi/hakank-068-one-given-less.txt").map((e) => e.puzzle);
    const solutions = allSolutions(puzzle);
    expect(solutions.length).toBeGreaterThan(1);
    for (const s of solutions) expect(check(puzzle, outputText("Solved", solutionFacts(s)), "solve").right).toBe(true);
    // Two open cells of row 1 swapped: every cell filled, the row still whole, a column or stream broken.
    const [a, b] = [0, 1, 2, 3, 4, 5, 6].filter((c) => puzzle.givens[0][c] === 0);
    const s = solutions[0];
    const broken = solutionFacts(s).map(([r, c, v]): Fact => (r === 1 && c === a + 1 ? [r, c, s[0][b]] : r === 1 && c === b + 1 ? [r, c, s[0][a]] : [r, c, v]));
    const r = check(puzzle, outputText("Solved", broken), "solve");
    expect(r.right).toBe(false);
    expect(r.problems[0].text).toMatch(/^the facts break a rule: /);
  });

  it("givens that contradict each other: Contradiction is right, graded on its status alone", () => {
    const refuted = puzzlesOf("puzzles/unsat").filter((e) => resolveStrimko(e.puzzle).status === "Contradiction");
    expect(refuted.length).toBeGreaterThan(0);
    for (const { id, puzzle } of refuted) {
      expect(check(puzzle, outputText("Contradiction", [])).right, id).toBe(true);
      const r = check(puzzle, outputText("Unsolved", resolveStrimko(puzzle).facts));
      expect(r.problems[0]).toMatchObject({ line: 1, kind: "status" });
    }
  });
});

describe("check-output: subtly wrong outputs are caught where they first go wrong", () => {
  const stalls = BOARDS.find((e) => e.id.includes("dlthompson-5_6"))!.puzzle;
  const solves = BOARDS.find((e) => e.id.includes("dlthompson-4_1"))!.puzzle;

  it("one fact too many on a board resolution cannot finish: true, but it takes a guess; at its line", () => {
    const { status, facts } = resolveStrimko(stalls);
    expect(status).toBe("Unsolved");
    const [solution] = allSolutions(stalls);
    const open = solutionFacts(solution).find(([r, c]) => !facts.some(([fr, fc]) => fr === r && fc === c))!;
    const r = check(stalls, outputText(status, [...facts, open]));
    expect(r.right).toBe(false);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ line: 3 + facts.length, kind: "not-inferable" });
    expect(r.problems[0].text).toContain(
      `"${open[1]} ${open[0]} ${open[2]}" puts ${open[2]} in row ${open[0]}, column ${open[1]}: true, but resolution alone cannot infer it`,
    );
  });

  it("a false fact: the value resolution infers there, with explain's step", () => {
    const { status, facts } = resolveStrimko(solves);
    const givens = solves.givens.flat().filter((v) => v).length;
    const wrong = facts.map((f, i): Fact => (i === givens ? [f[0], f[1], (f[2] % solves.size) + 1] : f));
    const r = check(solves, outputText(status, wrong));
    expect(r.problems[0]).toMatchObject({ line: 3 + givens, kind: "false" });
    const [row, col, v] = facts[givens];
    expect(r.problems[0].text).toMatch(
      new RegExp(`but resolution infers \\(${row},${col}\\) = ${v} \\(explain's step \\d+: .*→ \\(${row},${col}\\) = ${v}\\)`),
    );
  });

  it("one fact missing: named with the step that infers it", () => {
    const { status, facts } = resolveStrimko(solves);
    const [row, col, v] = facts[facts.length - 1];
    const r = check(solves, outputText(status, facts.slice(0, -1)));
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ line: 0, kind: "missing" });
    expect(r.problems[0].text).toMatch(
      new RegExp(`^missing "${col} ${row} ${v}" \\(${v} in row ${row}, column ${col}\\), which resolution infers \\(explain's step \\d+: `),
    );
  });

  it("a wrong status, either way, at line 1 with the reason; a whole solution under RESOLVESTRIMKO points to --algorithm solve", () => {
    const res = resolveStrimko(solves);
    const a = check(solves, outputText("Unsolved", res.facts));
    expect(a.problems).toEqual([expect.objectContaining({ line: 1, kind: "status" })]);
    expect(a.problems[0].text).toContain('RESOLVESTRIMKO returns "Solved": resolution infers every cell');
    const stalled = resolveStrimko(stalls);
    const b = check(stalls, outputText("Solved", stalled.facts));
    expect(b.problems[0]).toMatchObject({ line: 1, kind: "status" });
    expect(b.problems[0].text).toContain(`after ${stalled.facts.length - stalls.givens.flat().filter((v) => v).length} inference`);
    const c = check(stalls, outputText("Solved", solutionFacts(allSolutions(stalls)[0])));
    expect(c.problems[0].text).toContain("grade it with --algorithm solve");
  });

  it("swapped coordinates (row first): one problem that says so, at the first fact; right with --coordinates row-column", () => {
    const { status, facts } = resolveStrimko(solves);
    const text = `${status}\n${facts.length}\n${facts.map(([r, c, v]) => `${r} ${c} ${v}\n`).join("")}`;
    const r = check(solves, text);
    expect(r.problems).toEqual([expect.objectContaining({ line: 3, kind: "coordinates" })]);
    expect(r.problems[0].text).toContain("the first two numbers are swapped");
    const rowFirst = checkOutput(solves, readStudentOutput(new SourceText("x.out", text), solves.size, "row-column"), { coordinates: "row-column" });
    expect(rowFirst.right).toBe(true);
  });

  it("a fact twice, a second value for a cell, a count that differs", () => {
    const { status, facts } = resolveStrimko(solves);
    const twice = check(solves, outputText(status, [...facts, facts[5]]));
    expect(twice.problems).toEqual([expect.objectContaining({ line: 3 + facts.length, kind: "twice" })]);
    const [r0, c0, v0] = facts[5];
    const second = check(solves, outputText(status, [...facts, [r0, c0, (v0 % solves.size) + 1]]));
    expect(second.problems[0]).toMatchObject({ line: 3 + facts.length, kind: "false" });
    expect(second.problems[0].text).toContain("a second value");
    const off = check(solves, outputText(status, facts, facts.length + 1));
    expect(off.problems).toEqual([expect.objectContaining({ line: 2, kind: "count" })]);
  });

  it("SOLVESTRIMKO: a false value is told with the solution's value and the step that sets it", () => {
    const [solution] = allSolutions(stalls);
    const facts = solutionFacts(solution);
    const i = facts.findIndex(([r, c]) => stalls.givens[r - 1][c - 1] === 0);
    const wrong = facts.map((f, k): Fact => (k === i ? [f[0], f[1], (f[2] % stalls.size) + 1] : f));
    const r = check(stalls, outputText("Solved", wrong), "solve");
    expect(r.problems[0]).toMatchObject({ line: 3 + i, kind: "false" });
    expect(r.problems[0].text).toContain(`the solution has (${facts[i][0]},${facts[i][1]}) = ${facts[i][2]}`);
  });
});

describe("check-output: the trial's cases (a teacher's outputs)", () => {
  const solves = BOARDS.find((e) => e.id.includes("dlthompson-4_1"))!.puzzle;

  it("swapped coordinates and one more mistake: the swap first, then what is wrong read row first", () => {
    const { status, facts } = resolveStrimko(solves);
    const text = `${status}\n${facts.length - 1}\n${facts
      .slice(0, -1)
      .map(([r, c, v]) => `${r} ${c} ${v}\n`)
      .join("")}`;
    const r = check(solves, text);
    expect(r.problems.map((x) => x.kind)).toEqual(["coordinates", "missing"]);
    expect(r.problems[0].text).toContain('Read as "row column value", the output has the problem below');
    expect(r.notes).toEqual([]);
  });

  it("several solutions: a fact no solution has is false, not only not inferable; the whole of one solution under RESOLVESTRIMKO points to --algorithm solve", () => {
    const [puzzle] = puzzlesOf("puzzles/multi/hakank-068-one-given-less.txt").map((e) => e.puzzle);
    const { status, facts } = resolveStrimko(puzzle);
    const solutions = allSolutions(puzzle);
    const open = solutions[0].flatMap((row, r) => row.map((_, c) => [r, c])).find(([r, c]) => !facts.some(([fr, fc]) => fr === r + 1 && fc === c + 1))!;
    const [r, c] = open;
    const never = [1, 2, 3, 4, 5, 6, 7].find((v) => v <= puzzle.size && solutions.every((s) => s[r][c] !== v))!;
    expect(never).toBeDefined();
    const wrong = check(puzzle, outputText(status, [...facts, [r + 1, c + 1, never]]));
    expect(wrong.problems[0]).toMatchObject({ kind: "false" });
    expect(wrong.problems[0].text).toContain("and is false: no solution has it");
    const whole = check(puzzle, outputText("Solved", solutionFacts(solutions[1])));
    expect(whole.problems[0].text).toContain("grade it with --algorithm solve");
  });

  it("no solution and no givens, under SOLVESTRIMKO: the reason is the search's, not the givens'", () => {
    const [puzzle] = puzzlesOf("puzzles/unsat/diagonal-2x2.txt").map((e) => e.puzzle);
    const r = check(puzzle, outputText("Unsolved", []), "solve");
    expect(r.problems[0].text).toBe(
      'the status is "Unsolved", but SOLVESTRIMKO returns "Contradiction": the board has no solution: every option of every guess fails',
    );
    expect(r.notes[0]).toMatch(/^the board has no solution \(every option of every guess fails\), .*the status is graded, the facts are not$/);
  });
});

describe("check-output: the grader's own limits", () => {
  const solves = BOARDS.find((e) => e.id.includes("dlthompson-4_1"))!.puzzle;

  it("an answer not decided in time leaves the output ungraded, not wrong; the answer is computed once and handed to each output", () => {
    const { status, facts } = resolveStrimko(solves);
    const text = outputText(status, facts);
    const expected = expectedFor(solves, { algorithm: "resolve" });
    expect(gradeOutput("ada", "4_1.txt", solves, "4_1.out", text, {}, expected).verdict).toBe("right");
    const undecided = { ...expected, status: "undecided" as const };
    const r = gradeOutput("ada", "4_1.txt", solves, "4_1.out", text, {}, undecided);
    expect(r).toMatchObject({ verdict: "ungraded", right: false, ungraded: true, expected: { status: null, facts: null } });
    expect(r.problems![0].text).toMatch(/not graded \(raise --timeout\)$/);
  });

  it("numbers past nine digits: a count too large to be one, a value out of range quoted and cut short", () => {
    expect(() => readStudentOutput(new SourceText("x.out", "Solved\n100000000000000000000000\n"), 4)).toThrow(
      'x.out:2:1: the number of facts "10000000000000000000…" is too large',
    );
    const long = "9".repeat(400);
    const out = readStudentOutput(new SourceText("x.out", `Solved\n1\n1 1 ${long}\n`), 4);
    expect(out.outside[0].reason).toBe(`the value ${JSON.stringify(`${"9".repeat(20)}…`)} is out of range 1..4`);
    const r = checkOutput(solves, out);
    expect(r.problems[0].text.length).toBeLessThan(120);
  });
});

describe("reading an output", () => {
  const p = textPuzzle("streams:\n a a\n b b\ngivens:\n 1 .\n . .\n");
  it.each([
    ["", "x.out:1:1: empty file; expected the status (Solved, Unsolved or Contradiction) on line 1"],
    ["Done\n0\n", 'x.out:1:1: expected the status Solved, Unsolved or Contradiction, found "Done"'],
    ["Solved\nfour\n", 'x.out:2:1: expected the number of facts, found "four"'],
    ["Solved\n1\n1 1\n", 'x.out:3:4: expected a fact "x y value" (column, row, value), three numbers; found 2'],
    ["Solved\n1\n1 a 1\n", 'x.out:3:3: expected a whole number, found "a"'],
  ])("%j: %s", (text, message) => {
    expect(() => readStudentOutput(new SourceText("x.out", text), p.size)).toThrow(message);
  });

  it("a number out of range is a mistake in the output, at its line (wrong), not a file it cannot read", () => {
    const out = readStudentOutput(new SourceText("x.out", "Solved\n2\n1 3 1\n2 1 1\n"), p.size);
    expect(out.outside).toEqual([{ line: 3, text: "1 3 1", reason: "the row 3 is out of range 1..2" }]);
    const r = checkOutput(p, out);
    expect(r.problems[0]).toMatchObject({ line: 3, kind: "range", text: '"1 3 1": the row 3 is out of range 1..2' });
    expect(r.problems.some((x) => x.kind === "count")).toBe(false);
  });

  it("the status in any case, blank lines at the end, Windows line ends", () => {
    const out = readStudentOutput(new SourceText("x.out", "solved\r\n1\r\n2 1 1\r\n\r\n"), p.size);
    expect(out).toMatchObject({ status: "Solved", count: 1, facts: [{ row: 1, col: 2, value: 1, line: 3 }] });
  });
});
