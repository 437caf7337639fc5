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
import { checkRules, type UserRules } from "../../src/engines/asp/rules.js";
import { tryRules } from "../../src/engines/asp/search.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import { count, solve } from "../../src/engines/run.js";
import { decodeGrid } from "../../src/engines/asp/decode.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { allSolutions } from "../analyze/oracle.js";
import { ROOT, textPuzzle } from "../helpers.js";

const variant = (name: string): UserRules => ({ name: `asp/variants/${name}.lp`, text: readFileSync(join(ROOT, "asp/variants", `${name}.lp`), "utf8") });

/** The variants read plainly, as predicates on a whole grid. */
const KEEPS: Record<string, (g: Grid) => boolean> = {
  diagonals: (g) => {
    const n = g.length;
    return new Set(g.map((_, i) => g[i][i])).size === n && new Set(g.map((_, i) => g[i][n - 1 - i])).size === n;
  },
  "non-consecutive": (g) =>
    g.every((row, r) => row.every((v, c) => (c + 1 >= row.length || Math.abs(v - row[c + 1]) !== 1) && (r + 1 >= g.length || Math.abs(v - g[r + 1][c]) !== 1))),
  "anti-knight": (g) =>
    g.every((row, r) =>
      row.every((v, c) =>
        [
          [1, 2],
          [2, 1],
          [1, -2],
          [2, -1],
        ].every(([dr, dc]) => g[r + dr]?.[c + dc] === undefined || g[r + dr][c + dc] !== v),
      ),
    ),
};

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
        const r = await count(p, { engine: "asp", solutions: true, rules: variant(name) });
        expect(r.complete).toBe(true);
        expect(r.agree, "clingo alone: nothing to cross-check").toBeNull();
        expect(Object.keys(r.engines)).toEqual(["asp"]);
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
    const rules = { name: "marks.lp", text: "{ mark(R,C) } :- cell(R,C), R = 1.\n" };
    const plain = await count(p, { engine: "asp" });
    const marked = await count(p, { engine: "asp", rules });
    expect(marked.count).toBe(plain.count);
  });

  it("solve with rules: clingo alone, the grid verified against the puzzle's own rules, not cross-checked", async () => {
    const v = await solve(p, { rules: variant("diagonals") });
    expect(v.agree).toBeNull();
    expect(Object.keys(v.engines)).toEqual(["asp"]);
    expect(v.status).toBe("solved");
    expect(KEEPS.diagonals(v.solution!)).toBe(true);
    await expect(solve(p, { engine: "native", rules: variant("diagonals") })).rejects.toThrow(/read by clingo alone: use --engine asp \(or both\), not native/);
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
    await expect(tryRules({ name: "r.lp", text: "% one\n% two\nbad :- value(R,C,.\n" })).rejects.toThrow(/^r\.lp:3:\d+: clingo: syntax error/);
    await expect(tryRules({ name: "u.lp", text: "\nbad(X) :- value(X,Y,Z), Y < W.\n" })).rejects.toThrow(
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
