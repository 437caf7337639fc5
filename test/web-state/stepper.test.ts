/**
 * The stepper's state against the explanation it walks through: every position's grid is what
 * steps.ts's replay gives; every step's reason holds in the live literals (a place's unit had one
 * literal left, a contradiction's unit has none, a guess's unit had as many as it names options);
 * stepping forward then back changes nothing; at the end of a puzzle resolution solves, the live
 * literals are exactly the solution.
 */
import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { replay, unitCells, type Cell } from "../../src/explain/steps.js";
import { resolve } from "../../src/engines/native/solver.js";
import { textPuzzle } from "../helpers.js";
import { bundled, first } from "./puzzles.js";
import { randomPuzzle } from "../generators.js";
import {
  advance,
  cellLinks,
  createStepper,
  disjunctionCells,
  mattering,
  nextBreak,
  nextOfKind,
  onStepperKey,
  originAt,
  parseCell,
  removedBy,
  whatIfOrigin,
  whatIfPuzzle,
  whatIfText,
  gridAt,
  jump,
  liveLiterals,
  literalOf,
  next,
  previous,
  stateAt,
  type Stepper,
} from "../../web/state/stepper.js";

const strimko = bundled("puzzles/strimko");
const stalls = first("puzzles/strimko/dlthompson-5_6.txt");
const easy = first("puzzles/strimko/hakank-068.txt");

describe("stepper: the knowledge base", () => {
  it("lists the 4n² disjunctions of a Strimko by kind, n each, each with its n literals", () => {
    const s = createStepper(easy);
    const n = easy.size;
    expect(s.disjunctions).toHaveLength(4 * n * n);
    expect(s.groups.map((g) => [g.title, g.ids.length])).toEqual([
      ["cells", n * n],
      ["rows", n * n],
      ["columns", n * n],
      ["streams", n * n],
    ]);
    for (const d of s.disjunctions) {
      expect(d.literals).toHaveLength(n);
      // Every literal of "row 2 holds a 3" is in row 2 and about 3; every literal of a cell's disjunction is in that cell.
      for (const L of d.literals) {
        const lit = s.literals[L];
        if (d.kind === "cell") expect(lit.cell).toEqual(d.unit.index);
        else expect(lit.value).toBe(d.unit.value);
        if (d.kind === "row") expect(lit.cell[0]).toBe(d.unit.index);
        if (d.kind === "column") expect(lit.cell[1]).toBe(d.unit.index);
        if (d.kind === "stream") expect(easy.streams[lit.cell[0] - 1][lit.cell[1] - 1]).toBe(d.unit.index);
      }
    }
    expect(s.disjunctions[0].label).toBe("cell (1,1) holds some value");
    expect(s.disjunctions[n * n + 2].label).toBe("row 1 holds a 3");
  });

  it("says each value's article as it is said: 'holds an 8' (it said 'a 8': a user's trial)", () => {
    const sudoku = first("puzzles/sudoku/norvig_easy50.txt");
    const labels = createStepper(sudoku).disjunctions.filter((d) => d.kind !== "cell");
    for (const d of labels) expect(d.label).toBe(`${d.kind} ${d.unit.index} holds ${d.unit.value === 8 ? "an" : "a"} ${d.unit.value}`);
    expect(labels.filter((d) => d.label.endsWith("holds an 8"))).toHaveLength(27);
  });

  it("a disjunction's cells are its unit's cells (steps.ts's unitCells), or the cell itself", () => {
    const s = createStepper(easy);
    for (const d of s.disjunctions) {
      const cells = disjunctionCells(s, d.id);
      if (d.kind === "cell") expect(cells).toEqual([d.unit.index]);
      else expect([...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1])).toEqual(unitCells(easy, d.unit));
    }
  });

  it("at the start, only the givens' consequences are gone", () => {
    const s = createStepper(stalls);
    const st = stateAt(s, 0);
    expect(st.grid).toEqual(stalls.givens);
    // (3,1) = 4 is given: its other values and 4 in row 3 / column 1 are ruled out.
    expect(st.live[literalOf(s, [3, 1], 4)]).toBe(1);
    expect(st.live[literalOf(s, [3, 1], 5)]).toBe(0);
    expect(st.live[literalOf(s, [1, 1], 4)]).toBe(0);
    expect(st.live[literalOf(s, [1, 1], 5)]).toBe(1);
    expect(st.atStart && !st.atEnd && st.step === null).toBe(true);
  });
});

/** Checks every position of a stepper against replay() and the steps' reasons. */
function checkAll(id: string, s: Stepper) {
  const p = s.puzzle;
  for (let k = 0; k <= s.length; k++) {
    const st = stateAt(s, k);
    expect(st.grid, `${id} position ${k}`).toEqual(replay(p, s.steps.slice(0, k)));
    if (k === 0) continue;
    const before = stateAt(s, k - 1);
    const step = s.steps[k - 1];
    expect(st.text).toBe(step.text);
    const d = st.focus.disjunction;
    if (step.kind === "place") {
      // The unit had one literal left, the one placed; placing it removed literals and kept it.
      expect(before.liveCount[d!], `${id} step ${k}`).toBe(1);
      expect(liveLiterals(s, before, d!).map((l) => [l.cell, l.value])).toEqual([[step.cell, step.value]]);
      expect(before.units).toContain(d);
      expect(st.live[st.focus.literal!]).toBe(1);
      // Exactly what the fact rules out, read naively from the rules: the cell's other values, and
      // its value in every cell sharing a row, column or stream — those still live before it.
      const [r, c] = step.cell!;
      const sameUnit = ([i, j]: Cell) => i === r || j === c || (p.streams[r - 1][c - 1] !== 0 && p.streams[i - 1][j - 1] === p.streams[r - 1][c - 1]);
      const rules = s.literals.filter(
        (l) => before.live[l.id] === 1 && (l.cell[0] === r && l.cell[1] === c ? l.value !== step.value : l.value === step.value && sameUnit(l.cell)),
      );
      expect(st.removed, `${id} step ${k}`).toEqual(rules.map((l) => l.id));
      expect(st.restored).toEqual([]);
    }
    if (step.kind === "guess") {
      expect(before.live[st.focus.literal!], `${id} step ${k}: a guess is a live literal`).toBe(1);
      expect(before.liveCount[d!]).toBe(step.reason.options?.length ?? before.liveCount[d!]);
      // The first option comes when resolution stalls; a later one after a backtrack, whose refuted
      // literal may leave the unit with one (the only option left).
      if (step.reason.option === 1) expect(before.units, `${id} step ${k}: a guess comes when resolution stalls`).toEqual([]);
    }
    if (step.kind === "contradiction" && step.reason.unit && step.text.includes("has no")) expect(st.empty, `${id} step ${k}`).toContain(d);
    if (step.kind === "backtrack") {
      // Back to the grid before the guess undone.
      let guess = k - 2;
      while (!(s.steps[guess].kind === "guess" && s.steps[guess].depth === step.depth + 1)) guess--;
      expect(st.grid).toEqual(stateAt(s, guess).grid);
      expect(st.restored.length).toBeGreaterThan(0);
      // The refuted guess is no longer offered (issue 26, defect 5: at "backtrack: (2,4) ≠ 4" the
      // list still showed (2,4) as "4 6"), and stays out until the guess below it is undone.
      const L = literalOf(s, step.cell!, step.value!);
      expect(st.live[L], `${id} step ${k}: ${step.text}`).toBe(0);
      expect(st.removed).toContain(L);
      for (let j = k + 1; j <= s.length && s.steps[j - 1].depth >= step.depth; j++) {
        if (s.steps[j - 1].kind === "backtrack" && s.steps[j - 1].depth < step.depth) break;
        expect(stateAt(s, j).live[L], `${id} step ${j}: (${step.cell}) ≠ ${step.value} holds`).toBe(0);
      }
    }
  }
}

describe("stepper: every step of the bundled Strimko", () => {
  for (const { id, puzzle } of strimko) it(id, () => checkAll(id, createStepper(puzzle)));
  it("a puzzle that stalls shows guesses and backtracks", () => {
    const s = createStepper(stalls);
    expect(s.steps.some((x) => x.kind === "guess") && s.steps.some((x) => x.kind === "backtrack")).toBe(true);
    checkAll("dlthompson-5_6", s);
  });
});

describe("stepper: random puzzles", () => {
  fcTest.prop([randomPuzzle(1, 6)], { numRuns: 40 })("every step of a random puzzle (solved, several or none) holds", (p) =>
    checkAll("random", createStepper(p)),
  );
});

describe("stepper: the end", () => {
  it("after the last step of a puzzle resolution solves, the live literals are exactly the solution", () => {
    for (const { id, puzzle } of strimko) {
      const r = resolve(puzzle);
      if (r.status !== "solved") continue;
      const s = createStepper(puzzle);
      const st = stateAt(s, s.length);
      const n = puzzle.size;
      for (const lit of s.literals)
        expect(st.live[lit.id], `${id} ${lit.cell} ${lit.value}`).toBe(r.grid[lit.cell[0] - 1][lit.cell[1] - 1] === lit.value ? 1 : 0);
      expect(
        st.liveCount.every((c) => c === 1),
        id,
      ).toBe(true);
      expect(st.units).toEqual([]);
      expect(st.atEnd).toBe(true);
      expect(st.grid.flat().filter((v) => v === 0)).toHaveLength(0);
      expect(s.length).toBeGreaterThan(0);
      expect(n).toBeGreaterThan(0);
    }
  });

  it("a contradiction in the givens shows its empty disjunction", () => {
    // Row 1 holds 1 and 2 in a 3x3 whose column 3 rules out... : (1,3) has no value left.
    const p = textPuzzle("size: 3\nstreams:\n  . . .\n  . . .\n  . . .\ngivens:\n  1 2 .\n  . . 3\n  . . .\n");
    const s = createStepper(p);
    const last = stateAt(s, s.length);
    expect(s.explanation.status).toBe("unsatisfiable");
    const contradiction = s.steps.findIndex((x) => x.kind === "contradiction");
    const st = stateAt(s, contradiction + 1);
    expect(st.empty).toContain(st.focus.disjunction);
    expect(last.text).toMatch(/no solution/);
  });
});

describe("stepper: clashing givens", () => {
  it("the contradiction names the given already ruled out, to highlight", () => {
    // A puzzle built in code may have clashing givens (the readers refuse them): 1 twice in row 1.
    const p = {
      size: 3,
      streams: [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      givens: [
        [1, 0, 1],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    const s = createStepper(p);
    const k = s.steps.findIndex((x) => x.kind === "contradiction") + 1;
    expect(k).toBeGreaterThan(0);
    const st = stateAt(s, k);
    expect(st.step?.reason.clash).toEqual({ cell: [1, 3], value: 1 });
    expect(st.focus.cell).toEqual([1, 3]);
    expect(st.focus.literal).toBe(literalOf(s, [1, 3], 1));
    expect(st.text).toBe("contradiction: (1,3) = 1 is already ruled out (resolution refutes the givens)");
  });
});

describe("stepper: navigation", () => {
  const s = createStepper(stalls);
  fcTest.prop([fc.integer({ min: -3, max: 200 })])("forward then back (and back then forward) returns the same state", (k) => {
    const at = jump(s, k);
    expect(at).toBe(Math.max(0, Math.min(s.length, k)));
    if (at < s.length) expect(stateAt(s, previous(s, next(s, at)))).toEqual(stateAt(s, at));
    if (at > 0) expect(stateAt(s, next(s, previous(s, at)))).toEqual(stateAt(s, at));
  });

  it("a state does not depend on the path taken to it", () => {
    for (const k of [s.length, 3, 0, 7, s.length - 1]) expect(stateAt(createStepper(stalls, s.explanation), k)).toEqual(stateAt(s, k));
  });

  it("jumps to the next guess (the board that stalls), backtrack or contradiction", () => {
    const guess = nextOfKind(s, 0, ["guess"])!;
    expect(stateAt(s, guess).step?.kind).toBe("guess");
    expect(s.steps.slice(0, guess - 1).every((x) => x.kind === "place")).toBe(true);
    const again = nextOfKind(s, guess, ["backtrack", "contradiction"])!;
    expect(again).toBeGreaterThan(guess);
    expect(["backtrack", "contradiction"]).toContain(s.steps[again - 1].kind);
    expect(nextOfKind(s, s.length, ["guess"])).toBeNull();
    expect(nextOfKind(createStepper(easy), 0, ["guess"])).toBeNull();
  });

  it("runs until a breakpoint: the next guess, backtrack or contradiction, or the step that decides a cell", () => {
    expect(nextBreak(s, 0, { kind: "guess" })).toBe(nextOfKind(s, 0, ["guess"]));
    expect(nextBreak(s, 0, { kind: "backtrack" })).toBe(nextOfKind(s, 0, ["backtrack"]));
    expect(nextBreak(s, 0, { kind: "contradiction" })).toBe(nextOfKind(s, 0, ["contradiction", "unsatisfiable"]));
    // Every open cell of the solution is decided by some step; the first is where the grid first holds it.
    const open = stalls.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [[r + 1, c + 1] as Cell] : [])));
    for (const cell of open) {
      const at = nextBreak(s, 0, { kind: "cell", cell })!;
      expect(gridAt(s, at)[cell[0] - 1][cell[1] - 1]).not.toBe(0);
      expect(gridAt(s, at - 1)[cell[0] - 1][cell[1] - 1]).toBe(0);
    }
    const given = stalls.givens.flatMap((row, r) => row.flatMap((v, c) => (v !== 0 ? [[r + 1, c + 1] as Cell] : [])))[0];
    expect(nextBreak(s, 0, { kind: "cell", cell: given }), "a given is decided by no step").toBeNull();
    expect(nextBreak(s, s.length, { kind: "guess" })).toBeNull();
  });

  it("reads a cell as row,column", () => {
    expect([parseCell("3,4", 5), parseCell(" (2, 5) ", 5), parseCell("1 1", 5)]).toEqual([
      [3, 4],
      [2, 5],
      [1, 1],
    ]);
    expect([parseCell("6,1", 5), parseCell("0,1", 5), parseCell("a,b", 5), parseCell("", 5)]).toEqual([null, null, null, null]);
  });

  it("says how each value came: given, inferred, guessed, or inferred under a guess", () => {
    for (let k = 0; k <= s.length; k++) {
      const origin = originAt(s, k);
      const grid = gridAt(s, k);
      grid.forEach((row, r) => row.forEach((v, c) => expect(origin[r][c] === "", `step ${k} (${r + 1},${c + 1})`).toBe(v === 0)));
      const step = s.steps[k - 1];
      if (step?.kind === "guess") expect(origin[step.cell![0] - 1][step.cell![1] - 1]).toBe("guess");
      if (step?.kind === "place") expect(origin[step.cell![0] - 1][step.cell![1] - 1]).toBe(step.depth > 0 ? "tentative" : "inferred");
    }
    expect(
      originAt(s, 0)
        .flat()
        .filter((o) => o === "given").length,
    ).toBe(stalls.givens.flat().filter((v) => v).length);
  });

  it("the disjunctions that matter at a step: the one used first, and each that lost a literal, with the rule that removed it", () => {
    for (let k = 1; k <= s.length; k++) {
      const st = stateAt(s, k);
      const ids = mattering(s, st);
      if (st.focus.disjunction !== null) expect(ids[0]).toBe(st.focus.disjunction);
      for (const L of st.removed) {
        expect(ids.some((d) => s.disjunctions[d].literals.includes(L))).toBe(true);
        const by = removedBy(s, st, L);
        const [r, c] = s.literals[L].cell;
        const at = st.step!.cell!;
        if (st.step!.kind === "backtrack") expect(by).toBe("backtrack");
        else expect(by).toBe(r === at[0] && c === at[1] ? "cell" : r === at[0] ? "row" : c === at[1] ? "column" : "stream");
        if (by === "stream") expect(stalls.streams[r - 1][c - 1]).toBe(stalls.streams[at[0] - 1][at[1] - 1]);
      }
    }
  });

  it("a cell linked to its disjunctions: each holds the cell's literal; a known cell's are four, an open one's cover each live value", () => {
    for (const k of [0, 5, s.length]) {
      const st = stateAt(s, k);
      for (let r = 1; r <= stalls.size; r++) {
        for (let c = 1; c <= stalls.size; c++) {
          const links = cellLinks(s, st, [r, c]);
          for (const { disjunction, literal } of links) {
            expect(s.disjunctions[disjunction].literals).toContain(literal);
            expect(s.literals[literal].cell).toEqual([r, c]);
          }
          expect(s.disjunctions[links[0].disjunction].kind).toBe("cell");
          const v = st.grid[r - 1][c - 1];
          const live = Array.from({ length: stalls.size }, (_, i) => i + 1).filter((x) => st.live[literalOf(s, [r, c], x)] === 1);
          const streamed = stalls.streams[r - 1][c - 1] !== 0;
          expect(links.length).toBe(1 + (v ? 1 : live.length) * (streamed ? 3 : 2));
        }
      }
    }
  });

  it("a what-if: the grid at the step with the value placed, as a puzzle of its own; its givens keep how they came", () => {
    const k = 4;
    const grid = gridAt(s, k);
    const open = grid.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [[r + 1, c + 1] as Cell] : [])));
    const [r, c] = open[0];
    const p = whatIfPuzzle(s, k, [r, c], 2)!;
    expect(p.streams).toBe(stalls.streams);
    expect(p.givens[r - 1][c - 1]).toBe(2);
    expect(p.givens.flat().filter((v) => v).length).toBe(grid.flat().filter((v) => v).length + 1);
    expect(whatIfPuzzle(s, k, s.steps[0].cell!, 1), "a cell known there").toBeNull();
    expect(whatIfPuzzle(s, k, [r, c], stalls.size + 1), "a value out of range").toBeNull();
    const branch = createStepper(p);
    const before = originAt(s, k).map((row) => row.slice());
    before[r - 1][c - 1] = "guess";
    const at0 = whatIfOrigin(branch, 0, before);
    expect(at0).toEqual(before);
    const last = whatIfOrigin(branch, branch.length, before);
    expect(last[r - 1][c - 1]).toBe("guess");
    // What the what-if's own resolution infers rests on the teacher's value: drawn as under a guess.
    for (const step of branch.steps) if (step.kind === "place") expect(["tentative", ""]).toContain(last[step.cell![0] - 1][step.cell![1] - 1]);
    expect(whatIfText("resolution refutes the givens: the puzzle has no solution", [2, 3], 4)).toBe(
      "the what-if (2,3) = 4 is wrong: with it, resolution meets a contradiction",
    );
    expect(whatIfText("contradiction: row 1 has no place left for a 2 (resolution refutes the givens)", [2, 3], 4)).toBe(
      "contradiction: row 1 has no place left for a 2 (so the what-if (2,3) = 4 is wrong)",
    );
  });

  it("a step with no cell (an explanation that stops where resolution stalls) keeps the grid", () => {
    // What explain gives when the search is too long to follow: the steps up to the stall, then "stopped".
    const e = s.explanation;
    const upTo = e.steps.findIndex((x) => x.kind === "guess");
    const stopped = {
      n: upTo + 1,
      kind: "stopped" as const,
      depth: 0,
      reason: {},
      text: "resolution stalls here; the search needs 9999 guesses to go on, too many to explain step by step (the limit is 1000)",
    };
    const t = createStepper(stalls, { ...e, complete: false, steps: [...e.steps.slice(0, upTo), stopped] });
    const end = stateAt(t, t.length);
    expect(end.grid).toEqual(stateAt(t, t.length - 1).grid);
    expect(end.removed).toEqual([]);
    expect(end.focus).toEqual({ disjunction: null, cell: null, literal: null });
    expect(end.text).toBe(stopped.text);
  });

  it("keys as explain's page has them: arrows, Home, End; others are not the stepper's", () => {
    expect(["ArrowRight", "ArrowLeft", "Home", "End", "PageDown", "PageUp", "Tab"].map((key) => onStepperKey(s, 5, key))).toEqual([
      6,
      4,
      0,
      s.length,
      6,
      4,
      null,
    ]);
  });

  it("play advances one step a tick and stops at the end", () => {
    let k = 0;
    let ticks = 0;
    for (let playing = true; playing; ticks++) ({ k, playing } = advance(s, k));
    expect(k).toBe(s.length);
    expect(ticks).toBe(s.length);
    expect(advance(s, k)).toEqual({ k: s.length, playing: false });
    expect(previous(s, 0)).toBe(0);
    expect(next(s, s.length)).toBe(s.length);
  });
});

describe("stepper: size", () => {
  it("a 16x16 Sudoku: any step in one walk down its stack, not a replay", () => {
    const p = first("puzzles/sudoku/gecode_hakank_16x16.txt");
    const s = createStepper(p);
    // One node per placed or guessed cell: memory grows with the steps, not steps × n².
    expect(s.nodeCell.length).toBeLessThanOrEqual(s.length);
    const start = performance.now();
    for (const k of [s.length, 1, Math.floor(s.length / 2), s.length - 1, 2]) expect(gridAt(s, k)).toEqual(replay(p, s.steps.slice(0, k)));
    for (let i = 0; i < 20; i++) stateAt(s, (i * 37) % (s.length + 1));
    // Generous: about 2 ms a state on an idle machine.
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});

describe("stepper: a bad puzzle", () => {
  it("is refused with the core's message, not a TypeError", () => {
    expect(() =>
      createStepper({
        size: 2,
        streams: [
          [0, 0],
          [0, 0],
        ],
        givens: [
          [3, 0],
          [0, 0],
        ],
      }),
    ).toThrow("not a valid puzzle: givens[0][0] is 3; expected a whole number from 0 (empty) to 2");
  });
});
