/**
 * Your own rules (`--rules`, engines/asp/rules.ts), through the real clingo-wasm: each shipped
 * variant (asp/variants/) finds exactly the grids plain backtracking finds and a plain reading of
 * the variant keeps; a rule that chooses atoms of its own does not count a grid twice; a directive a
 * rule file may not use, and clingo's complaint, are reported at the rule file's own line and
 * column; with a native clingo, `program --rules | clingo --project` counts what `count --rules` does.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRules, type UserRules, userRules } from "../../src/engines/asp/rules.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { verify } from "../../src/puzzle/verify.js";
import { tryRules } from "../../src/engines/asp/search.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import { count, solve } from "../../src/engines/run.js";
import { decodeGrid } from "../../src/engines/asp/decode.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { allSolutions } from "../analyze/oracle.js";
import { ROOT, textPuzzle } from "../helpers.js";
import { KEEPS } from "./variants-plain.js";

const variant = (name: string): UserRules =>
  userRules([{ name: `asp/variants/${name}.lp`, text: readFileSync(join(ROOT, "asp/variants", `${name}.lp`), "utf8") }]);
const own = (name: string, text: string): UserRules => userRules([{ name, text }]);

const PUZZLES: [string, Puzzle][] = [
  ["a 4×4 Sudoku, empty", textPuzzle("streams:\n a a b b\n a a b b\n c c d d\n c c d d\n")],
  [
    "a 5×5 Latin square with two givens",
    textPuzzle(`streams:\n${" . . . . .\n".repeat(5)}givens:\n 1 . . . .\n . . . . .\n . . 3 . .\n . . . . .\n . . . . .\n`),
  ],
  [
    "a 5×5 Strimko with three givens",
    textPuzzle("streams:\n a a b b b\n a a c b b\n d a c c c\n d d e c e\n d d e e e\ngivens:\n 1 . . . .\n . . . . .\n . . . . .\n . . . . 2\n . 4 . . .\n"),
  ],
];

const key = (g: Grid) => JSON.stringify(g);

describe("the shipped variants, against plain backtracking", () => {
  for (const name of Object.keys(KEEPS)) {
    for (const [what, p] of PUZZLES) {
      it(`${name}: ${what}`, async () => {
        const expected = allSolutions(p).filter(KEEPS[name]).map(key).sort();
        const r = await count(p, { solutions: true, rules: variant(name) });
        expect(r.complete).toBe(true);
        if (name === "diagonals") {
          // The native engine takes the diagonals as units: both answer, cross-checked.
          expect(r.agree).toBe(true);
          expect(Object.keys(r.engines).sort()).toEqual(["asp", "native"]);
          // Depth-first, and the search with learning from the start (dead-end budget 0).
          for (const deadEndBudget of [Infinity, 0]) {
            const native = solveNative(p, { limit: 0, variant: "diagonals", deadEndBudget });
            expect(native.solutions.map(key).sort()).toEqual(expected);
          }
        } else {
          expect(r.agree, "clingo alone: nothing to cross-check").toBeNull();
          expect(Object.keys(r.engines)).toEqual(["asp"]);
        }
        expect(r.solutions!.map(key).sort()).toEqual(expected);
      });
    }
  }

  it("the variants do cut the solutions (so the comparisons above can fail)", () => {
    const [, p] = PUZZLES[0];
    const all = allSolutions(p);
    for (const keep of Object.values(KEEPS)) {
      const kept = all.filter(keep).length;
      expect(kept).toBeLessThan(all.length);
    }
  });
});

describe("what a rule file may do", () => {
  const p = PUZZLES[0][1];

  it("a rule that chooses atoms of its own: the answer sets are projected onto value/3, a grid counted once", async () => {
    const rules = own("marks.lp", "{ mark(R,C) } :- cell(R,C), R = 1.\n");
    const plain = await count(p, { engine: "asp" });
    const marked = await count(p, { engine: "asp", rules });
    expect(marked.count).toBe(plain.count);
  });

  it("solve with rules: clingo alone, the grid verified against the puzzle's own rules, not cross-checked", async () => {
    const v = await solve(p, { rules: variant("anti-knight") });
    expect(v.agree).toBeNull();
    expect(Object.keys(v.engines)).toEqual(["asp"]);
    expect(v.status).toBe("solved");
    expect(KEEPS["anti-knight"](v.solution!)).toBe(true);
    await expect(solve(p, { engine: "native", rules: variant("anti-knight") })).rejects.toThrow(
      /read by clingo alone: use --engine asp \(or both\), not native/,
    );
  });

  it("the verifier checks the diagonals itself: a grid that breaks one is rejected with the variant, kept without", () => {
    const [, p] = PUZZLES[0];
    const grid = allSolutions(p).find((g) => !KEEPS.diagonals(g))!;
    expect(verify(p, grid)).toEqual([]);
    expect(verify(p, grid, "diagonals").map((v) => v.rule)).toContain("diagonal");
    const good = allSolutions(p).find(KEEPS.diagonals)!;
    expect(verify(p, good, "diagonals")).toEqual([]);
  });

  it("the shipped diagonals, with other comments and spaces, are the variant the native engine takes; a changed rule is not", () => {
    const text = readFileSync(join(ROOT, "asp/variants/diagonals.lp"), "utf8");
    expect(variant("diagonals").variant).toBe("diagonals");
    expect(own("d.lp", `% mine\n${text.replace(/%[^\n]*/g, "").replace(/ /g, "  ")}`).variant).toBe("diagonals");
    expect(own("d.lp", text.replace("!= 1", "> 1")).variant).toBeUndefined();
    expect(
      userRules([
        { name: "a.lp", text },
        { name: "b.lp", text: ":- value(1,1,1).\n" },
      ]).variant,
    ).toBeUndefined();
    expect(variant("anti-knight").variant).toBeUndefined();
  });

  it("several rule files: each its own section, a message at its own file's line", async () => {
    const two = userRules([
      { name: "a.lp", text: readFileSync(join(ROOT, "asp/variants/diagonals.lp"), "utf8") },
      { name: "b.lp", text: "% fine\n% still fine\n:- value(1,1,.\n" },
    ]);
    expect(two.name).toBe("a.lp + b.lp");
    await expect(tryRules(two)).rejects.toThrow(/^b\.lp:3:\d+: clingo: syntax error/);
    const both = userRules([two.files[0], { name: "k.lp", text: readFileSync(join(ROOT, "asp/variants/anti-knight.lp"), "utf8") }]);
    const [, q] = PUZZLES[1];
    const expected = allSolutions(q).filter((g) => KEEPS.diagonals(g) && KEEPS["anti-knight"](g)).length;
    const r = await count(q, { rules: both });
    expect(r.count).toBe(expected);
    expect(r.agree).toBeNull();
  });

  it.each([
    ["% fine\n#show cell/2.\n", "r.lp:2:1: #show is not allowed in your rules"],
    ['%* a block\n   comment *% x.\n#include "a.lp".\n', "r.lp:3:1: #include is not allowed"],
    ["a :- b.\n  #script (python)\n", "r.lp:2:3: #script is not allowed"],
  ])("refuses %j at its line and column", (text, message) => {
    expect(() => checkRules({ name: "r.lp", text })).toThrow(message);
  });

  it("takes #show inside a comment or a string", () => {
    expect(() => checkRules({ name: "r.lp", text: '% #show x/1.\nlabel("#show").\n' })).not.toThrow();
  });

  it("clingo's complaint at the rule file's own line and column (a syntax error, an unsafe variable)", async () => {
    await expect(tryRules(own("r.lp", "% one\n% two\nbad :- value(R,C,.\n"))).rejects.toThrow(/^r\.lp:3:\d+: clingo: syntax error/);
    await expect(tryRules(own("u.lp", "\nbad(X) :- value(X,Y,Z), Y < W.\n"))).rejects.toThrow(
      /^u\.lp:2:1: clingo: unsafe variables in: .* \(note at 2:\d+: 'W' is unsafe\)$/,
    );
    await expect(tryRules(variant("anti-knight"))).resolves.toEqual([]);
  });
});

function nativeClingo(): string | undefined {
  try {
    return execFileSync("clingo", ["--version"], { encoding: "utf8" }).split("\n")[0];
  } catch {
    return undefined;
  }
}

describe.skipIf(!nativeClingo())("count --rules against a native clingo on the composed program (skipped without Debian's gringo)", () => {
  it.each(Object.keys(KEEPS))("%s", async (name) => {
    const p = PUZZLES[2][1];
    const program = renderProgram(p, { rules: variant(name) });
    const r = spawnSync("clingo", ["-n", "0", "--project"], { input: program, encoding: "utf8" });
    expect([10, 20, 30]).toContain(r.status);
    const lines = r.stdout.split("\n");
    const native = lines.flatMap((l, i) => (l.startsWith("Answer:") ? [key(decodeGrid(lines[i + 1].trim().split(/\s+/).filter(Boolean), p.size))] : [])).sort();
    const ours = await count(p, { engine: "asp", solutions: true, rules: variant(name) });
    expect(ours.solutions!.map(key).sort()).toEqual(native);
  });
});
