/**
 * 16x16 and 25x25 Sudoku and the large generated puzzles, through both engines:
 * what makes the choice of encoding matter, and what the native engine needs its
 * search with learning for.
 */
import { describe, expect, it } from "vitest";
import { verify } from "../../src/index.js";
import { engineNamed, runEngine } from "../../src/engines/registry.js";
import { solve } from "../../src/engines/run.js";
import { solveVerdict } from "../../src/engines/verdict.js";
import { loadEntries } from "../helpers.js";
import { expectedOf, LARGE_SETS } from "./expected.js";

/**
 * Puzzles the native engine may not finish in the time below: the first 25x25 Gecode Sudoku is the
 * hardest puzzle in the corpus (the native engine needs about 34 s, clingo about 20 s; Gecode does
 * not solve it in 60 s and a SAT solver takes about 30 s, by hakank's measurements). Here the
 * native answer must not contradict clingo's, and if it finishes it must agree.
 */
const NATIVE_MAY_TIME_OUT = new Set(["puzzles/sudoku/gecode_hakank_25x25_first3.txt:1"]);
const NATIVE_LIMIT_MS = 20_000;

// The bundled puzzles larger than 9x9 (expected.test.ts runs the others); each is expected to have one solution.
// The 25x25 set takes about a minute on an idle machine and several on a busy one: the test's own
// limit is far beyond that, so that only a wrong answer fails it, not a loaded machine.
const LARGE_TEST_TIMEOUT_MS = 15 * 60_000;
describe.each(LARGE_SETS)("%s", (path) => {
  it(
    "both engines solve each puzzle to the same verified, unique solution",
    async () => {
      const entries = loadEntries(path);
      expect(entries.length).toBeGreaterThan(0);
      for (const { id, puzzle, error } of entries) {
        expect(error, id).toBeUndefined();
        expect(expectedOf(id), id).toMatchObject({ count: 1 });
        if (NATIVE_MAY_TIME_OUT.has(id)) {
          // clingo with no limit in its thread, the native engine with its limit on this one, at
          // once (one after the other, the puzzle took their sum: 40 s of the suite's wall time).
          let started: () => void = () => undefined;
          const underWay = new Promise<void>((ok) => (started = ok));
          const aspRun = runEngine(engineNamed("asp"), puzzle!, { limit: 2, collect: true, label: id, started });
          await Promise.race([underWay, aspRun]);
          await new Promise((ok) => setImmediate(ok));
          const native = await solve(puzzle!, { engine: "native", timeoutMs: NATIVE_LIMIT_MS });
          const asp = solveVerdict({ asp: await aspRun });
          expect(asp, id).toMatchObject({ status: "solved", unique: true });
          if (native.status !== "timeout") expect(native, id).toMatchObject({ status: "solved", unique: true, solution: asp.solution });
          else if (native.solution) expect(native.solution, id).toEqual(asp.solution);
          continue;
        }
        const r = await solve(puzzle!, { label: id });
        expect(r, `${id}: ${r.disagreement}`).toMatchObject({ status: "solved", unique: true, agree: true });
        expect(verify(puzzle!, r.solution!), id).toEqual([]);
      }
    },
    LARGE_TEST_TIMEOUT_MS,
  );
});
