/**
 * `strimko program F | clingo -n 0` with a native clingo (Debian's gringo
 * package; .ci/run installs it) must find exactly the solutions the tool finds:
 * the generated program stands on its own and has no hidden choices.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { count, renderProgram, type Puzzle } from "../../src/index.js";
import { decodeGrid } from "../../src/engines/asp/decode.js";
import { loadEntries, ROOT } from "../helpers.js";

function nativeClingo(): string | undefined {
  try {
    return execFileSync("clingo", ["--version"], { encoding: "utf8" }).split("\n")[0];
  } catch {
    return undefined;
  }
}
const version = nativeClingo();
const why = "skipped: no native clingo on PATH (install Debian's gringo package; .ci/run does)";

/** Runs a program with `clingo -n 0` and no other option; returns the answer sets as sorted grid strings. */
function clingoAnswers(program: string, n: number): string[] {
  const r = spawnSync("clingo", ["-n", "0"], { input: program, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  // clingo's exit code tells SAT (10), UNSAT (20) or all models (30); anything else is an error.
  expect([10, 20, 30]).toContain(r.status);
  const lines = r.stdout.split("\n");
  const answers: string[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith("Answer:")) answers.push(JSON.stringify(decodeGrid(lines[i + 1].trim().split(/\s+/).filter(Boolean), n)));
  });
  return answers.sort();
}

async function ours(p: Puzzle): Promise<string[]> {
  const r = await count(p, { engine: "asp", solutions: true });
  expect(r.complete).toBe(true);
  return r.solutions!.map((g) => JSON.stringify(g)).sort();
}

describe.skipIf(!version)(`native clingo (${version ?? why})`, () => {
  // The 25x25 set is left out for time only (about 15 s a puzzle in a native clingo 5.4); the wasm tests solve it.
  const paths = [
    "puzzles/strimko",
    "puzzles/jigsaw",
    "puzzles/unsat",
    "puzzles/multi",
    "puzzles/generated",
    "puzzles/sudoku/norvig_top95.txt",
    "puzzles/sudoku/tdoku_test_nosolution.txt",
    "puzzles/sudoku/tdoku_test_multisolution.txt",
    "puzzles/sudoku/gecode_hakank_16x16.txt",
  ];

  it.each(paths)("finds the same solutions as the tool: %s", async (path) => {
    const entries = loadEntries(path);
    expect(entries.length).toBeGreaterThan(0);
    for (const { id, puzzle } of entries) {
      expect(clingoAnswers(renderProgram(puzzle!, { label: id }), puzzle!.size), id).toEqual(await ours(puzzle!));
    }
  });

  it("works as a pipe from the built command", () => {
    const r = spawnSync(`node ${join(ROOT, "dist/cli.js")} program puzzles/multi/hakank-068-one-given-less.txt | clingo -n 0`, {
      cwd: ROOT,
      encoding: "utf8",
      shell: true,
    });
    expect(r.status).toBe(30); // clingo: satisfiable, search space exhausted
    expect(r.stdout).toMatch(/Models\s+: 2\n/);
  });
});
