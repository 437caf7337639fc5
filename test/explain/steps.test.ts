/**
 * Explanations against the engines: on every bundled Strimko the steps replay
 * to the verified solution; where resolution alone solves the puzzle, the place
 * steps fill exactly its empty cells with the solution's values; every step's
 * reason is checked against the puzzle by a naive reading of the rules.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, verify, type Puzzle } from "../../src/index.js";
import { candidates, explain, replay, unitCells, type Cell, type Step } from "../../src/explain/steps.js";
import { resolve } from "../../src/engines/native/solver.js";
import { aValue } from "../../src/text/a-value.js";
import { loadEntries, ROOT } from "../helpers.js";

const read = (path: string) => parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));

/** Whether value v is ruled out for cell (r, c) by the grid: the cell holds something, or a cell sharing a unit holds v. */
function ruledOut(p: Puzzle, grid: number[][], [r, c]: Cell, v: number): boolean {
  if (grid[r - 1][c - 1] !== 0) return grid[r - 1][c - 1] !== v;
  for (let i = 0; i < p.size; i++) {
    for (let j = 0; j < p.size; j++) {
      if (grid[i][j] !== v || (i === r - 1 && j === c - 1)) continue;
      if (i === r - 1 || j === c - 1 || (p.streams[r - 1][c - 1] !== 0 && p.streams[i][j] === p.streams[r - 1][c - 1])) return true;
    }
  }
  return false;
}

/** Walks the steps, checking each reason against the grid before it. */
function checkReasons(id: string, p: Puzzle, steps: Step[]) {
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k];
    const before = replay(p, steps.slice(0, k));
    if (s.kind === "place") {
      const u = s.reason.unit!;
      expect(before[s.cell![0] - 1][s.cell![1] - 1], `${id} step ${s.n}: a cell is placed once`).toBe(0);
      if (u.kind === "cell") {
        expect(u.index, id).toEqual(s.cell);
        expect(
          [...(s.reason.ruledOut as number[]), s.value].sort((a, b) => a! - b!),
          id,
        ).toEqual(Array.from({ length: p.size }, (_, i) => i + 1));
        for (const v of s.reason.ruledOut as number[]) expect(ruledOut(p, before, s.cell!, v), `${id} step ${s.n}: ${v}`).toBe(true);
      } else {
        expect(u.value, id).toBe(s.value);
        // The ruled-out cells and the placed one are the whole unit.
        expect([...(s.reason.ruledOut as Cell[]), s.cell!].sort(), id).toEqual(unitCells(p, u).sort());
        for (const c of s.reason.ruledOut as Cell[]) expect(ruledOut(p, before, c, u.value!), `${id} step ${s.n}: ${c}`).toBe(true);
      }
      expect(ruledOut(p, before, s.cell!, s.value!), `${id} step ${s.n} is possible`).toBe(false);
    }
    if (s.kind === "guess" && s.reason.options) {
      for (const o of s.reason.options) {
        const [cell, v] = typeof o === "number" ? [s.cell!, o] : [o, s.value!];
        expect(ruledOut(p, before, cell, v), `${id} step ${s.n}: option ${o}`).toBe(false);
      }
    }
  }
}

describe("explain on every bundled Strimko", () => {
  const entries = loadEntries("puzzles/strimko");

  it("replays to the verified (and published) solution", () => {
    expect(entries).toHaveLength(34);
    for (const { id, puzzle } of entries) {
      const e = explain(puzzle!);
      expect(e.status, id).toBe("solved");
      expect(e.unique, id).toBe(true);
      expect(e.complete, id).toBe(true);
      const grid = replay(puzzle!, e.steps);
      expect(verify(puzzle!, grid), id).toEqual([]);
      expect(grid, id).toEqual(e.solution);
      if (puzzle!.solution) expect(grid, id).toEqual(puzzle!.solution);
      expect(e.steps.at(-1)!.kind, id).toBe("solution");
      expect(
        e.steps.map((s) => s.n),
        id,
      ).toEqual(e.steps.map((_, i) => i + 1));
    }
  });

  it("where resolution solves the puzzle: the place steps fill exactly the empty cells with the solution's values", () => {
    let solvedByResolution = 0;
    for (const { id, puzzle } of entries) {
      if (resolve(puzzle!).status !== "solved") continue;
      solvedByResolution++;
      const e = explain(puzzle!);
      expect(e.method, id).toBe("resolution");
      const places = e.steps.filter((s) => s.kind === "place");
      expect(
        e.steps.filter((s) => s.kind !== "place" && s.kind !== "solution"),
        id,
      ).toEqual([]);
      const empty = puzzle!.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [`${r + 1},${c + 1}`] : [])));
      expect(places.map((s) => s.cell!.join(",")).sort(), id).toEqual(empty.sort());
      for (const s of places) expect(s.value, `${id} ${s.cell}`).toBe(e.solution![s.cell![0] - 1][s.cell![1] - 1]);
    }
    expect(solvedByResolution).toBe(27);
  });

  it("the seven boards resolution cannot finish are explained with guesses, contradictions and backtracks", () => {
    const searched = entries.filter(({ puzzle }) => explain(puzzle!).method === "search").map((e) => e.puzzle!.title);
    expect(searched.sort()).toEqual([
      "dlthompson-5_10",
      "dlthompson-5_6",
      "dlthompson-6_2",
      "dlthompson-6_4",
      "dlthompson-6_5",
      "dlthompson-7_2",
      "hakank-conceptis-chain-sudoku-069-9x9",
    ]);
  });

  it("gives each step a reason that the rules confirm", () => {
    for (const { id, puzzle } of entries) checkReasons(id, puzzle!, explain(puzzle!).steps);
  });
});

describe("the words", () => {
  it("names the unit, what it rules out and the conclusion", () => {
    const e = explain(read("puzzles/strimko/hakank-068.txt"));
    for (const s of e.steps.filter((x) => x.kind === "place")) {
      expect(s.text).toMatch(
        /^(row \d+ must hold an? \d+|column \d+ must hold an? \d+|stream \d+ must hold an? \d+|cell \(\d+,\d+\) must hold some value); (\(\d+,\d+\)|\d+)(, (\(\d+,\d+\)|\d+))* (is|are) ruled out → \(\d+,\d+\) = \d+$/,
      );
    }
    const first = e.steps[0];
    expect(first.text.endsWith(`→ (${first.cell![0]},${first.cell![1]}) = ${first.value}`)).toBe(true);
    expect(first.text.startsWith(first.reason.unit!.kind)).toBe(true);
  });

  it("tells a guess, its contradiction, the backtrack and the next option", () => {
    // Which disjunction the search branches on is the engine's choice; the words follow it.
    const e = explain(read("puzzles/strimko/dlthompson-5_10.txt"));
    const kinds = e.steps.map((s) => s.kind);
    const guess = e.steps[kinds.indexOf("guess")];
    const cell = `(${guess.cell![0]},${guess.cell![1]})`;
    expect(guess.text).toMatch(
      new RegExp(
        `^resolution stalls; (cell \\(\\d,\\d\\) can still hold \\d values|(row|column|stream) \\d has \\d places left for its \\d) \\(.*\\): guess \\${cell.slice(0, -1)}\\) = ${guess.value} \\(option 1 of \\d\\)$`,
      ),
    );
    const c = kinds.indexOf("contradiction");
    expect(e.steps[c].text).toMatch(
      /^contradiction: ((row|column|stream) \d has no place left for an? \d|cell \(\d,\d\) has no value left) \(so the guess \(\d,\d\) = \d is wrong\)$/,
    );
    const refuted = e.steps[c].reason.guess!;
    expect(e.steps[c + 1]).toMatchObject({ kind: "backtrack", cell: refuted.cell, value: refuted.value });
    expect(e.steps[c + 1].text).toBe(
      `backtrack: (${refuted.cell[0]},${refuted.cell[1]}) ≠ ${refuted.value}; undo the guess and everything that followed from it`,
    );
    const next = e.steps[c + 2];
    expect(next).toMatchObject({ kind: "guess", reason: { option: 2 } });
    if (kinds.slice(c + 3).indexOf("backtrack") < 0 && next.text.startsWith("the only option left")) expect(next.text).toMatch(/\(option 2 of 2\)$/);
  });
});

describe("every backtrack has its reason just before it", () => {
  it("a contradiction refuting exactly the guess it undoes, also when all the options below it failed", () => {
    let exhausted = 0;
    for (const { id, puzzle } of loadEntries("puzzles/sudoku/norvig_top95.txt").slice(0, 40)) {
      const e = explain(puzzle!);
      if (!e.complete) continue;
      e.steps.forEach((s, i) => {
        if (s.kind !== "backtrack") return;
        const before = e.steps[i - 1];
        expect(before.kind, `${id} step ${s.n}`).toBe("contradiction");
        expect(before.reason.guess, `${id} step ${s.n}`).toEqual({ cell: s.cell, value: s.value });
        if (e.steps[i - 2]?.kind === "backtrack") {
          exhausted++;
          // The options that all failed are those of the guess the previous backtrack undid.
          const prev = e.steps[i - 2];
          const lastGuess = e.steps
            .slice(0, i - 2)
            .reverse()
            .find((x) => x.kind === "guess" && x.cell![0] === prev.cell![0] && x.cell![1] === prev.cell![1] && x.value === prev.value)!;
          expect(before.reason.unit, `${id} step ${s.n}`).toEqual(lastGuess.reason.unit);
          expect(before.text).toMatch(
            /^contradiction: (every value left for cell \(\d,\d\)|every place left for the \d in (row|column|stream) \d) has failed \(so the guess \(\d,\d\) = \d is wrong\)$/,
          );
        }
      });
    }
    expect(exhausted).toBeGreaterThan(0);
  });
});

describe("puzzles without one solution", () => {
  it("no solution: the contradiction and the conclusion", () => {
    for (const { id, puzzle } of loadEntries("puzzles/unsat")) {
      const e = explain(puzzle!);
      expect(e.status, id).toBe("unsatisfiable");
      expect(e.solution, id).toBeNull();
      expect(e.steps.at(-1)!.kind, id).toBe("unsatisfiable");
      expect(
        e.steps.some((s) => s.kind === "contradiction"),
        id,
      ).toBe(true);
      checkReasons(id, puzzle!, e.steps);
    }
  });

  it("several solutions: explains one, and says it is not the only one", () => {
    for (const { id, puzzle } of loadEntries("puzzles/multi")) {
      const e = explain(puzzle!);
      expect(e, id).toMatchObject({ status: "solved", unique: false });
      expect(verify(puzzle!, replay(puzzle!, e.steps)), id).toEqual([]);
    }
  });
});

describe("a search too long to follow", () => {
  it("is explained as far as resolution goes, then summed up", () => {
    // Needs thousands of guesses and the search with learning: no step-by-step account.
    const p = read("puzzles/generated/latin35_k45_s3.json");
    const e = explain(p);
    expect(e).toMatchObject({ status: "solved", method: "search", complete: false });
    expect(verify(p, e.solution!)).toEqual([]);
    expect(e.steps.at(-1)!.kind).toBe("stopped");
    expect(e.steps.at(-1)!.text).toMatch(
      /^resolution stalls here; the search needs \d+ guesses to go on, too many to explain step by step \(the limit is 1000\)$/,
    );
    const places = e.steps.slice(0, -1);
    expect(places.every((s) => s.kind === "place" && s.depth === 0)).toBe(true);
    // What resolution infers is forced, so it agrees with the solution.
    for (const s of places) expect(s.value).toBe(e.solution![s.cell![0] - 1][s.cell![1] - 1]);
    expect(replay(p, e.steps)).toEqual(resolve(p).grid);
  });
});

describe("a search too long to follow, for a puzzle with no solution", () => {
  it("says the search would show there is none", () => {
    const entries = loadEntries("puzzles/sudoku/tdoku_test_nosolution.txt");
    const long = entries.map((x) => explain(x.puzzle!)).find((e) => !e.complete);
    expect(long).toBeDefined();
    expect(long!.status).toBe("unsatisfiable");
    expect(long!.steps.at(-1)!.text).toMatch(
      /^resolution stalls here; the search needs \d+ guesses to show there is no solution, too many to explain step by step/,
    );
  });
});

describe("candidates after resolution", () => {
  it("keep the solution's value, leave a known cell alone and an unknown one with two or more", () => {
    for (const { id, puzzle } of loadEntries("puzzles/strimko")) {
      const r = resolve(puzzle!);
      const cands = candidates(puzzle!, r.grid);
      const solution = explain(puzzle!).solution!;
      for (let i = 0; i < puzzle!.size; i++) {
        for (let j = 0; j < puzzle!.size; j++) {
          expect(cands[i][j], id).toContain(solution[i][j]);
          if (r.grid[i][j] !== 0) expect(cands[i][j], id).toEqual([r.grid[i][j]]);
          else expect(cands[i][j].length, `${id} (${i + 1},${j + 1})`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe("the words of a step", () => {
  it("say 'an 8', 'an 11' and 'an 18' as the numbers are said (it said 'a 8': a user's trial)", () => {
    expect([1, 8, 9, 11, 12, 18, 19, 80].map(aValue)).toEqual(["a 1", "an 8", "a 9", "an 11", "a 12", "an 18", "a 19", "a 80"]);
    const texts = explain(loadEntries("puzzles/sudoku/norvig_easy50.txt")[0].puzzle!)
      .steps.map((s) => s.text)
      .join("\n");
    expect(texts).toMatch(/must hold an 8;/);
    expect(texts).not.toMatch(/\ba 8\b/);
  });
});
