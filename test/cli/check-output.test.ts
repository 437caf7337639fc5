/** End-to-end: `strimko check-output` as a teacher runs it (build first: `npm run build`): one
 * output, then a class (a folder per student, the base code's input files as the puzzles) with a
 * CSV for the gradebook; a missing output, an unreadable one and a wrong one do not stop the rest. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEntries } from "../helpers.js";
import { outputText, resolveStrimko } from "../explain/algorithm1.js";
import { strimko } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-check-output-"));
const BOARDS = ["4_1", "5_6", "6_4"];
const puzzleOf = (b: string) => loadEntries(`puzzles/strimko/dlthompson-${b}.txt`)[0].puzzle!;
const right = (b: string) => {
  const { status, facts } = resolveStrimko(puzzleOf(b));
  return outputText(status, facts);
};

describe("strimko check-output", () => {
  it("one output: right (exit 0); a wrong one names the line and the step (exit 1)", async () => {
    writeFileSync(join(dir, "4_1.out"), right("4_1"));
    const ok = await strimko(["check-output", "puzzles/strimko/dlthompson-4_1.txt", join(dir, "4_1.out")]);
    expect(ok).toMatchObject({ code: 0, stderr: "" });
    expect(ok.stdout).toBe(`${join(dir, "4_1.out")}: right (RESOLVESTRIMKO: "Solved", 16 facts)\n`);
    writeFileSync(join(dir, "bad.out"), right("4_1").replace("Solved", "Unsolved"));
    const bad = await strimko(["check-output", "puzzles/strimko/dlthompson-4_1.txt", join(dir, "bad.out")]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(': wrong: first at line 1: the status is "Unsolved", but RESOLVESTRIMKO returns "Solved"');
  });

  it("a class: puzzles in the base code's format, one folder per student, a CSV; missing and unreadable outputs are rows too (exit 2)", async () => {
    const puzzles = join(dir, "puzzles");
    mkdirSync(puzzles);
    for (const b of BOARDS) {
      const r = await strimko(["convert", `puzzles/strimko/dlthompson-${b}.txt`, "--to", "classroom", "-o", join(puzzles, `${b}.txt`)]);
      expect(r.code).toBe(0);
    }
    const subs = join(dir, "class");
    for (const who of ["ada", "bo", "cy"]) mkdirSync(join(subs, who), { recursive: true });
    for (const b of BOARDS) writeFileSync(join(subs, "ada", `${b}.out`), right(b));
    writeFileSync(join(subs, "bo", "4_1.out"), right("4_1"));
    writeFileSync(join(subs, "bo", "5_6.out"), "Unsolved\n4\n1 3 4\n2 3 1\n4 3 2\n5 3 3\n"); // the givens, and not the one inference
    writeFileSync(join(subs, "cy", "4_1.out"), "Solved\n16\n3 1 x\n");
    const csv = join(dir, "grades.csv");
    const r = await strimko(["check-output", puzzles, subs, "--csv", csv]);
    expect(r.code).toBe(2);
    const lines = r.stdout.trim().split("\n");
    expect(lines.filter((l) => l.includes(": right ("))).toHaveLength(4);
    expect(r.stdout).toContain(`${join(subs, "bo", "5_6.out")}: wrong: first at the end: missing "`);
    expect(r.stdout).toContain(`${join(subs, "bo", "6_4.out")}: missing (no output for ${join(puzzles, "6_4.txt")})`);
    expect(r.stdout).toContain(`${join(subs, "cy", "4_1.out")}:3:5: expected a whole number, found "x"`);
    expect(lines.slice(-3)).toEqual(["ada: 3 of 3 right", "bo: 1 of 3 right, 1 missing", "cy: 0 of 3 right, 2 missing, 1 unreadable"]);
    // The first eleven columns hold no comma (names, words, numbers); first_problem and notes may.
    const [head, ...body] = readFileSync(csv, "utf8")
      .replace(/^\ufeff/, "")
      .trim()
      .split("\n");
    const names = head.split(",");
    expect(names.slice(-2)).toEqual(["first_problem", "notes"]);
    const rows = body.map((l) =>
      Object.fromEntries(
        l
          .split(",")
          .slice(0, 11)
          .map((v, i) => [names[i], v]),
      ),
    );
    expect(rows.map((x) => `${x.submission} ${x.puzzle.slice(-7)} ${x.verdict}`)).toEqual([
      "ada 4_1.txt right",
      "ada 5_6.txt right",
      "ada 6_4.txt right",
      "bo 4_1.txt right",
      "bo 5_6.txt wrong",
      "bo 6_4.txt missing",
      "cy 4_1.txt unreadable",
      "cy 5_6.txt missing",
      "cy 6_4.txt missing",
    ]);
    expect(rows[4]).toMatchObject({ expected_status: "Unsolved", status: "Unsolved", problems: "1", first_line: "" });
  });

  it("a student's zip (outputs in puzzles/), a stray .out and a misnamed file are each said, the rest graded; a CSV of totals", async () => {
    const subs = join(dir, "zips");
    mkdirSync(join(subs, "di", "Strimko-main", "puzzles"), { recursive: true });
    mkdirSync(join(subs, "ed"), { recursive: true });
    writeFileSync(join(subs, "di", "Strimko-main", "puzzles", "4_1.out"), right("4_1"));
    writeFileSync(join(subs, "di", "Strimko-main", "puzzles", "4_1 copy.out"), right("4_1"));
    writeFileSync(join(subs, "ed", "4_1.OUT"), right("4_1"));
    writeFileSync(join(subs, "ed", "5_6.out"), right("5_6"));
    writeFileSync(join(subs, "di", "Strimko-main", "puzzles", "5_6.out.txt"), right("5_6"));
    const totals = join(dir, "totals.csv");
    const r = await strimko(["check-output", "puzzles/strimko", subs, "--totals", totals]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(`${join(subs, "di", "Strimko-main", "puzzles", "4_1.out")}: right`);
    expect(r.stdout).toContain(`${join(subs, "ed", "4_1.OUT")}: right`);
    expect(r.stdout).toContain(`${join(subs, "di", "Strimko-main", "puzzles", "4_1 copy.out")}: no puzzle for it in puzzles/strimko`);
    expect(r.stdout).toContain(`found ${join(subs, "di", "Strimko-main", "puzzles", "5_6.out.txt")}: name it 5_6.out`);
    expect(r.stdout.trim().split("\n").slice(-2)).toEqual(["di: 1 of 3 right, 1 missing, 1 unmatched", "ed: 2 of 2 right"]);
    expect(readFileSync(totals, "utf8")).toBe(
      "\ufeffsubmission,right,wrong,ungraded,missing,unreadable,unmatched,graded\ndi,1,0,0,1,0,1,3\ned,2,0,0,0,0,0,2\n",
    );
  });

  it("the bundled boards by their names (dlthompson-4_1.txt for 4_1.out); --json; bad usage is one line (exit 2)", async () => {
    const one = join(dir, "one");
    mkdirSync(one);
    writeFileSync(join(one, "4_1.out"), right("4_1"));
    const r = await strimko(["check-output", "--json", "puzzles/strimko", one]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ submission: "one", puzzle: "puzzles/strimko/dlthompson-4_1.txt", verdict: "right", algorithm: "resolve" });
    const usage = await strimko(["check-output", "puzzles/strimko/dlthompson-4_1.txt", one]);
    expect(usage).toMatchObject({ code: 2, stdout: "" });
    expect(usage.stderr).toMatch(/^strimko: .* is a folder: give a folder of puzzles with it/);
  });
});
