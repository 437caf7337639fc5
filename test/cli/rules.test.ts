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

describe("--rules", () => {
  it("solve: clingo alone, said under the verdict; the JSON names the rule file; --engine native refused at once", async () => {
    const r = await strimko(["solve", "--rules", DIAGONALS, SUDOKU4]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^.*s4\.txt: solved, not unique: 2\+ solutions\n( {2}\d \d \d \d\n){4} {2}\(ASP only, with your rules from asp\/variants\/diagonals\.lp: not cross-checked; the grid is verified against the puzzle's own rules\)\n$/,
    );
    const json = JSON.parse((await strimko(["solve", "--json", "--rules", DIAGONALS, SUDOKU4])).stdout);
    expect(json).toMatchObject({ rules: DIAGONALS, agree: null, status: "solved" });
    expect(Object.keys(json.engines)).toEqual(["asp"]);
    const native = await strimko(["solve", "--engine", "native", "--rules", DIAGONALS, SUDOKU4]);
    expect(native).toEqual({ code: 2, stdout: "", stderr: "strimko: --rules are read by clingo alone: use --engine asp (or both), not native\n" });
  });

  it("count: fewer solutions with the diagonals than without", async () => {
    const plain = await strimko(["count", SUDOKU4]);
    const diag = await strimko(["count", "--rules", DIAGONALS, SUDOKU4]);
    const n = (s: string) => Number(/: (\d+) solutions/.exec(s)![1]);
    expect(n(diag.stdout)).toBeLessThan(n(plain.stdout));
    expect(diag.stdout).toContain("(ASP only, with your rules from asp/variants/diagonals.lp: not cross-checked)");
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
    const whole = await engine.run(renderProgram(p, { rules: { name: "k.lp", text: readFileSync("asp/variants/anti-knight.lp", "utf8") } }), {
      models: 1,
      stats: true,
      options: ["--solve-limit=0"],
    });
    expect(total).toEqual([whole.stats!.rules, whole.stats!.atoms]);
    expect(numbers[3][0]).toBeGreaterThan(0);
    for (const [rules, atoms] of numbers) expect(Math.min(rules, atoms)).toBeGreaterThanOrEqual(0);
  });

  it("what a practitioner tried: a rule grounding without bound stops at --timeout (exit 2); :~ refused; one --rules; a predicate's typo said; value/3 outside the grid is the rules' error", async () => {
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
    expect(two.stderr).toMatch(/takes one file/);
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
});
