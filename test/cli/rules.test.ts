/** End-to-end: `--rules FILE.lp` on solve, count and program as a user runs them (build first:
 * `npm run build`): the verdict says clingo alone answered, the JSON names the file, a rule file's
 * mistake is one line at its own line and column (exit 2, once, not once per puzzle). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { strimko } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-rules-"));
const SUDOKU4 = join(dir, "s4.txt");
writeFileSync(SUDOKU4, "streams:\n  a a b b\n  a a b b\n  c c d d\n  c c d d\ngivens:\n  1 . . .\n  . . . .\n  . . . .\n  . . . .\n");
const DIAGONALS = "asp/variants/diagonals.lp";
const KNIGHT = "asp/variants/anti-knight.lp";

describe("--rules", () => {
  it("solve: clingo alone, said under the verdict; the JSON names the rule file; --engine native refused at once", async () => {
    const r = await strimko(["solve", "--rules", KNIGHT, SUDOKU4]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^.*s4\.txt: solved(, not unique: 2\+ solutions|, unique)\n( {2}\d \d \d \d\n){4} {2}\(ASP only, with your rules from asp\/variants\/anti-knight\.lp: not cross-checked; the grid is verified against the puzzle's own rules\)\n$/,
    );
    const json = JSON.parse((await strimko(["solve", "--json", "--rules", KNIGHT, SUDOKU4])).stdout);
    expect(json).toMatchObject({ rules: KNIGHT, agree: null, status: "solved" });
    expect(json.variant).toBeUndefined();
    expect(Object.keys(json.engines)).toEqual(["asp"]);
    const native = await strimko(["solve", "--engine", "native", "--rules", KNIGHT, SUDOKU4]);
    expect(native).toEqual({
      code: 2,
      stdout: "",
      stderr: "strimko: your rules (asp/variants/anti-knight.lp) are read by clingo alone: use --engine asp (or both), not native\n",
    });
  });

  it("the diagonals: the native engine takes them too, cross-checked; --engine native alone says so", async () => {
    const r = await strimko(["solve", "--rules", DIAGONALS, SUDOKU4]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "(with your rules from asp/variants/diagonals.lp, the diagonals: clingo and the native engine both answered, cross-checked; the grid is verified against the puzzle's rules and the diagonals)",
    );
    const json = JSON.parse((await strimko(["count", "--json", "--rules", DIAGONALS, SUDOKU4])).stdout);
    expect(json).toMatchObject({ rules: DIAGONALS, variant: "diagonals", agree: true, complete: true });
    expect(json.engines.native.count).toBe(json.engines.asp.count);
    const native = await strimko(["count", "--engine", "native", "--rules", DIAGONALS, SUDOKU4]);
    expect(native.code).toBe(0);
    expect(native.stdout).toContain(
      `: ${json.count} solutions\n  (native engine only, with your rules from asp/variants/diagonals.lp, the diagonals: not cross-checked)`,
    );
  });

  it("compare: the diagonals through both engines, agreeing; rules clingo alone reads are refused", async () => {
    const r = await strimko(["compare", "--json", "--jobs", "2", "--rules", DIAGONALS, SUDOKU4, "puzzles/sudoku/gecode_hakank_9x9.txt"]);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const records = lines.filter((l) => l.id !== undefined && l.engines);
    expect(records.length).toBeGreaterThan(10);
    for (const rec of records) expect(rec).toMatchObject({ rules: DIAGONALS, variant: "diagonals", agree: true });
    // Most of these Sudoku break a diagonal: the rules were read.
    expect(records.filter((x) => x.status === "unsatisfiable").length).toBeGreaterThan(0);
    const refused = await strimko(["compare", "--rules", KNIGHT, SUDOKU4]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/compare needs both engines, and your rules \(asp\/variants\/anti-knight\.lp\) are read by clingo alone/);
  });

  it("generate --rules: a Sudoku X, one solution with the diagonals (both engines count it); a level refused", async () => {
    const r = await strimko(["generate", "--kind", "sudoku", "--seed", "x", "--rules", DIAGONALS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^title: sudoku 9x9 with "diagonals\.lp", seed "x" #1\nsource: .* --index 1 --rules "asp\/variants\/diagonals\.lp"\n/);
    const made = join(dir, "x.txt");
    writeFileSync(made, r.stdout);
    const c = JSON.parse((await strimko(["count", "--json", "--rules", DIAGONALS, made])).stdout);
    expect(c).toMatchObject({ count: 1, complete: true, agree: true, variant: "diagonals" });
    const level = await strimko(["generate", "--difficulty", "easy", "--rules", KNIGHT]);
    expect(level.code).toBe(2);
    expect(level.stderr).toMatch(/--difficulty easy: the levels grade the puzzle's own rules, not yours/);
  });

  it("count: fewer solutions with the diagonals than without; several rule files at once", async () => {
    const plain = await strimko(["count", SUDOKU4]);
    const diag = await strimko(["count", "--rules", DIAGONALS, SUDOKU4]);
    const n = (s: string) => Number(/: (\d+) solutions?/.exec(s)![1]);
    expect(n(diag.stdout)).toBeLessThan(n(plain.stdout));
    const not2 = join(dir, "not2.lp");
    writeFileSync(not2, ":- value(1,2,2).\n");
    const both = await strimko(["count", "--rules", DIAGONALS, "--rules", not2, SUDOKU4]);
    expect(both.code).toBe(0);
    expect(n(both.stdout)).toBeGreaterThan(0);
    expect(n(both.stdout)).toBeLessThan(n(diag.stdout));
    expect(both.stdout).toContain(`(ASP only, with your rules from ${DIAGONALS} + ${not2}: not cross-checked)`);
  });

  it("program: the rules last, under their mark, as the file has them", async () => {
    const r = await strimko(["program", "--rules", DIAGONALS, SUDOKU4]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`%%% rules: asp/variants/diagonals.lp\n% diagonals.lp -- a variant`);
  });

  it("a rule file's mistake: one line at its own line and column, before any puzzle (exit 2)", async () => {
    const bad = join(dir, "bad.lp");
    writeFileSync(bad, "% my rule\nbad :- value(R,C,.\n");
    const r = await strimko(["solve", "--rules", bad, SUDOKU4, SUDOKU4]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:2:\\d+: clingo: syntax error[^\\n]*\\n$`));
    const show = join(dir, "show.lp");
    writeFileSync(show, "#show cell/2.\n");
    expect((await strimko(["count", "--rules", show, SUDOKU4])).stderr).toBe(
      `${show}:1:1: #show is not allowed in your rules: they may only add constraints (and atoms of their own) over value/3 (see asp/README.md)\n`,
    );
  });

  it("program --stats: what each part grounds to, the total clingo's own for the whole program, your rules a row of their own", async () => {
    const r = await strimko(["program", "--stats", "--rules", "asp/variants/anti-knight.lp", SUDOKU4]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/s4\.txt, encoding count-pruned: what each part grounds to/);
    expect(lines.slice(1).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      "part",
      "define.lp + instance",
      "generate-pruned.lp",
      "count.lp",
      "asp/variants/anti-knight.lp (your rules)",
      "total",
    ]);
    const numbers = lines.slice(2).map((l) =>
      l
        .trim()
        .split(/\s{2,}/)
        .slice(1)
        .map(Number),
    );
    const total = numbers.pop()!;
    expect(numbers.reduce((t, [a, b]) => [t[0] + a, t[1] + b], [0, 0])).toEqual(total);
    // The total is what clingo reports for the whole program, grounded once.
    const { engine } = await import("../../src/engines/asp/clingo.js");
    const { renderProgram } = await import("../../src/engines/asp/program.js");
    const { textPuzzle } = await import("../helpers.js");
    const { readFileSync } = await import("node:fs");
    const p = textPuzzle(readFileSync(SUDOKU4, "utf8"));
    const { userRules } = await import("../../src/engines/asp/rules.js");
    const whole = await engine.run(renderProgram(p, { rules: userRules([{ name: "k.lp", text: readFileSync("asp/variants/anti-knight.lp", "utf8") }]) }), {
      models: 1,
      stats: true,
      options: ["--solve-limit=0"],
    });
    expect(total).toEqual([whole.stats!.rules, whole.stats!.atoms]);
    expect(numbers[3][0]).toBeGreaterThan(0);
    for (const [rules, atoms] of numbers) expect(Math.min(rules, atoms)).toBeGreaterThanOrEqual(0);
  });

  it("what a practitioner tried: a rule grounding without bound stops at --timeout (exit 2); :~ refused; a second file's mistake at its line; a predicate's typo said; value/3 outside the grid is the rules' error", async () => {
    const write = (name: string, text: string) => {
      const f = join(dir, name);
      writeFileSync(f, text);
      return f;
    };
    const inf = write("inf.lp", "p(0).\np(X+1) :- p(X).\n");
    const r = await strimko(["count", "--timeout", "1", "--rules", inf, SUDOKU4]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/did not ground within 1 s on a 1×1 puzzle/);
    const weak = write("weak.lp", "% min\n:~ value(1,1,V). [V]\n");
    expect((await strimko(["count", "--rules", weak, SUDOKU4])).stderr).toMatch(/weak\.lp:2:1: a weak constraint \(:~\) is not allowed/);
    const two = await strimko(["count", "--rules", DIAGONALS, "--rules", weak, SUDOKU4]);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/weak\.lp:2:1: a weak constraint/);
    const bad = write("bad2.lp", "% ok\n:- value(1,1,.\n");
    const second = await strimko(["count", "--rules", KNIGHT, "--rules", bad, SUDOKU4]);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/bad2\.lp:2:\d+: clingo: syntax error/);
    const typo = write("typo.lp", ":- vaule(1,1,1).\n");
    const t = await strimko(["count", "--rules", typo, SUDOKU4]);
    expect(t.code).toBe(0);
    expect(t.stderr).toBe(`${typo}:1:4: clingo (info, a typo?): atom does not occur in any rule head: vaule(1,1,1)\n`);
    const out = write("out.lp", "value(1,1,5).\n");
    const o = await strimko(["solve", "--rules", out, SUDOKU4]);
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(/your rules \(.*out\.lp\) make an answer set that is not a grid: .*value\(1,1,5\)/);
    expect((await strimko(["program", "--rules", DIAGONALS, SUDOKU4])).stdout).toMatch(
      /^% strimko program, encoding "count-pruned"; run with: clingo -n 0 --project FILE/,
    );
    expect((await strimko(["count", "--rules", join(dir, "nope.lp"), SUDOKU4])).stderr).toMatch(/cannot read .*nope\.lp: no such file\n$/);
  });

  it("from a second practitioner's trial: a no-grid answer set caught by count; a file's unfinished rule is its own error; only the typo infos; a shipped variant by name; comments alone keep the variant", async () => {
    const write = (name: string, text: string) => {
      const f = join(dir, name);
      writeFileSync(f, text);
      return f;
    };
    const outside = write("outside3.lp", "value(1,1,N+1) :- size(N).\n");
    const c = await strimko(["count", "--rules", outside, SUDOKU4]);
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/make an answer set that is not a grid/);
    const json = JSON.parse((await strimko(["count", "--json", "--rules", outside, SUDOKU4])).stdout);
    expect(json).toMatchObject({ status: "error", rules: outside });

    const noperiod = write("noperiod.lp", ":- value(1,1,1)\n");
    const second = write("second.lp", ":- value(1,2,1).\n");
    const r = await strimko(["count", "--rules", noperiod, "--rules", second, SUDOKU4]);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(`${noperiod}:`)).toBe(true);

    const div = write("div.lp", ":- size(N), value(1,1,V), V = 6/(N-1).\n");
    expect((await strimko(["count", "--rules", div, SUDOKU4])).stderr).toBe("");

    const res = await strimko(["solve", "--engine", "resolution", "--rules", DIAGONALS, SUDOKU4]);
    expect(res.stderr).toMatch(
      /resolution alone \(the assignment's RESOLVESTRIMKO\) reads the puzzle's own rules, not yours .*: use --engine both, asp or native/,
    );

    // `--rules diagonals`: the shipped file, from anywhere.
    const named = JSON.parse((await strimko(["count", "--json", "--rules", "diagonals", SUDOKU4])).stdout);
    expect(named).toMatchObject({ rules: "diagonals", variant: "diagonals", agree: true });
    const comments = write("comments.lp", "% nothing but a comment\n");
    const kept = JSON.parse((await strimko(["count", "--json", "--rules", DIAGONALS, "--rules", comments, SUDOKU4])).stdout);
    expect(kept).toMatchObject({ variant: "diagonals", agree: true });

    const none = write("none.lp", ":- value(1,1,V).\n");
    const g = await strimko(["generate", "--kind", "sudoku", "--size", "4", "--rules", none]);
    expect(g.code).toBe(2);
    expect(g.stderr).toMatch(/leave a sudoku of size 4 no solution at all/);
  });

  it("from the review: a mark-like line in a rule file moves no message; files that work only together are taken together; a count with rules keeps its models at home", async () => {
    const write = (name: string, text: string) => {
      const f = join(dir, name);
      writeFileSync(f, text);
      return f;
    };
    const m1 = write("m1.lp", "%%% rules: fake.lp\n% second\n:- value(1,1,N.\n");
    const r = await strimko(["count", "--rules", m1, SUDOKU4]);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(`${m1}:3:15:`)).toBe(true);
    const k = write("k.lp", "#const k=3.\n");
    const useK = write("useK.lp", "p(1).\np(X+1) :- p(X), X < k.\n:- p(4).\n");
    const both = await strimko(["count", "--rules", k, "--rules", useK, SUDOKU4]);
    expect(both.code).toBe(0);
    expect(both.stdout).toMatch(/: \d+ solutions?\n/);
    // A rule that makes no answer set leave the grid: the count is the plain one, and no error.
    const none = write("none.lp", ":- value(1,1,0).\n");
    const plain = await strimko(["count", SUDOKU4]);
    const withNone = await strimko(["count", "--rules", none, SUDOKU4]);
    expect(withNone.code).toBe(0);
    expect(withNone.stdout.split("\n")[0]).toBe(plain.stdout.split("\n")[0]);
  });
});
