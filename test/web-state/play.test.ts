/**
 * The Play view's state: givens locked, edits undone in order, old states untouched, mistakes
 * found, keys; hints taken one after another solve the puzzle, each with the solution's value and,
 * from the givens, the words of `strimko explain`.
 */
import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { explain } from "../../src/explain/steps.js";
import { resolve } from "../../src/engines/native/solver.js";
import {
  check,
  clearValue,
  clockText,
  createPlay,
  handlesKey,
  hint,
  isComplete,
  mistakesOf,
  onKey,
  pencilMarks,
  playableSolution,
  sameValueCells,
  select,
  setValue,
  togglePencil,
  toggleTidyPencil,
  undo,
  type PlayState,
} from "../../web/state/play.js";
import { textPuzzle } from "../helpers.js";
import { bundled, first } from "./puzzles.js";
import { randomPuzzle } from "../generators.js";

const easy = first("puzzles/strimko/hakank-068.txt");
const stalls = first("puzzles/strimko/dlthompson-5_6.txt");
const sudoku = first("puzzles/sudoku/gecode_hakank_9x9.txt");

/** Plays hints until the puzzle is complete; returns the hints. */
function playHints(s: PlayState) {
  const hints = [];
  for (let i = 0; i < s.puzzle.size ** 2 && !isComplete(s); i++) {
    const h = hint(s);
    hints.push(h);
    if (h.kind !== "place" && h.kind !== "stalled") break;
    s = setValue(s, h.cell, h.value);
  }
  return { hints, end: s };
}

describe("play: editing", () => {
  it("givens are locked; values out of range and cells off the grid change nothing", () => {
    const s = createPlay(easy);
    expect(setValue(s, [2, 2], 1)).toBe(s);
    expect(togglePencil(s, [2, 2], 1)).toBe(s);
    expect(setValue(s, [1, 1], 5)).toBe(s);
    expect(setValue(s, [0, 1], 1)).toBe(s);
    expect(setValue(s, [1, 1], 1.5)).toBe(s);
    expect(setValue(s, [1, 1], 2).values[0][0]).toBe(2);
  });

  const edit = fc.tuple(
    fc.constantFrom("set", "clear", "pencil"),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 4 }),
  );
  fcTest.prop([fc.array(edit, { maxLength: 30 })])("undoing every edit returns the givens; no edit changes an earlier state", (edits) => {
    const start = createPlay(easy);
    const frozen = JSON.stringify(start);
    let s = start;
    const seen: { state: PlayState; json: string }[] = [];
    for (const [op, r, c, v] of edits) {
      seen.push({ state: s, json: JSON.stringify(s) });
      s = op === "set" ? setValue(s, [r, c], v) : op === "clear" ? clearValue(s, [r, c]) : togglePencil(s, [r, c], v);
      expect(s.values.every((row, i) => row.every((x, j) => easy.givens[i][j] === 0 || x === easy.givens[i][j]))).toBe(true);
    }
    for (const { state, json } of seen) expect(JSON.stringify(state)).toBe(json);
    while (s.history.length > 0) s = undo(s);
    expect(s.values).toEqual(easy.givens);
    expect(s.pencil.flat().every((marks) => marks.length === 0)).toBe(true);
    expect(JSON.stringify(start)).toBe(frozen);
    expect(undo(s)).toBe(s);
  });

  it("pencil marks toggle", () => {
    let s = createPlay(easy);
    s = togglePencil(togglePencil(togglePencil(s, [1, 1], 3), [1, 1], 1), [1, 1], 4);
    expect(pencilMarks(s, [1, 1])).toEqual([1, 3, 4]);
    expect(pencilMarks(togglePencil(s, [1, 1], 3), [1, 1])).toEqual([1, 4]);
  });
});

describe("play: pencil marks on a large grid", () => {
  it("values above 31 are marked too (no 32-bit mask)", () => {
    const n = 40;
    const p = {
      size: n,
      streams: Array.from({ length: n }, () => new Array<number>(n).fill(0)),
      givens: Array.from({ length: n }, () => new Array<number>(n).fill(0)),
    };
    let s = createPlay(
      p,
      Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r + c) % n) + 1)),
    );
    for (const v of [33, 1, 40, 32]) s = togglePencil(s, [1, 1], v);
    expect(pencilMarks(s, [1, 1])).toEqual([1, 32, 33, 40]);
    expect(pencilMarks(togglePencil(s, [1, 1], 33), [1, 1])).toEqual([1, 32, 40]);
  });
});

describe("play: check and completion", () => {
  it("marks a value that is not the solution's, and a value twice in a unit, with both cells", () => {
    const s0 = createPlay(easy);
    const sol = s0.solution;
    // (1,1) gets a value it does not have in the solution; (1,4) repeats it in row 1.
    const wrong = sol[0][0] === 1 ? 2 : 1;
    let s = setValue(s0, [1, 1], wrong);
    s = setValue(s, [1, 4], wrong);
    const m = mistakesOf(s);
    expect(m.wrong).toContainEqual([1, 1]);
    expect(m.clashes).toContainEqual({
      kind: "row",
      index: 1,
      value: wrong,
      cells: [
        [1, 1],
        [1, 4],
      ],
    });
    expect(m.cells).toContainEqual([1, 4]);
    expect(check(s).mistakes).toEqual(m);
    // The marks go with the next edit.
    expect(setValue(check(s), [1, 2], sol[0][1]).mistakes).toBeNull();
    expect(mistakesOf(setValue(s0, [1, 1], sol[0][0]))).toEqual({ wrong: [], clashes: [], cells: [] });
  });

  it("complete only when every cell holds the solution", () => {
    let s = createPlay(easy);
    for (let r = 1; r <= 4; r++) for (let c = 1; c <= 4; c++) s = setValue(s, [r, c], s.solution[r - 1][c - 1]);
    expect(isComplete(s)).toBe(true);
    expect(isComplete(clearValue(s, [4, 4]))).toBe(false);
  });

  it("a puzzle with several solutions or none is not played", () => {
    expect(playableSolution(first("puzzles/multi/sudoku-4x4-two-givens.txt"))).toEqual({ reason: "the puzzle has several solutions" });
    expect(playableSolution(first("puzzles/unsat/latin-3x3.json"))).toEqual({ reason: "the puzzle has no solution" });
    expect(() => createPlay(first("puzzles/unsat/latin-3x3.json"))).toThrow(/no solution/);
  });
});

describe("play: hints", () => {
  it("from the givens, the hint is explain's first step, in its words", () => {
    for (const p of [easy, stalls, sudoku]) {
      const h = hint(createPlay(p));
      const step = explain(p).steps[0];
      expect(h.kind).toBe("place");
      expect(h.text).toBe(step.text);
      if (h.kind === "place") expect(h.unit).toEqual(step.reason.unit);
    }
  });

  it("hints taken one after another solve each bundled Strimko, every hint's value the solution's", () => {
    for (const { id, puzzle } of bundled("puzzles/strimko")) {
      const { hints, end } = playHints(createPlay(puzzle));
      expect(isComplete(end), id).toBe(true);
      for (const h of hints) {
        expect(h.kind === "place" || h.kind === "stalled", id).toBe(true);
        if (h.kind === "place" || h.kind === "stalled") {
          expect(h.value, `${id} ${h.text}`).toBe(end.solution[h.cell[0] - 1][h.cell[1] - 1]);
          // The highlighted disjunction holds the cell.
          expect(h.cells, id).toContainEqual(h.cell);
        }
      }
      expect(hint(end).kind).toBe("solved");
      // A puzzle resolution stalls on needs a "stalled" hint somewhere; one it solves never does.
      expect(
        hints.some((h) => h.kind === "stalled"),
        id,
      ).toBe(resolve(puzzle).status !== "solved");
    }
  });

  fcTest.prop([randomPuzzle(1, 7)], { numRuns: 60 })("on random puzzles with one solution, hints solve it with the solution's values", (p) => {
    const sol = playableSolution(p);
    if ("reason" in sol) return;
    const { hints, end } = playHints(createPlay(p, sol.solution));
    expect(isComplete(end)).toBe(true);
    for (const h of hints) if (h.kind === "place" || h.kind === "stalled") expect(h.value).toBe(sol.solution[h.cell[0] - 1][h.cell[1] - 1]);
  });

  it("where resolution stalls, the hint names the disjunction to branch on and the solution's value", () => {
    let s = createPlay(stalls);
    let h = hint(s);
    while (h.kind === "place") h = hint((s = setValue(s, h.cell, h.value)));
    expect(h.kind).toBe("stalled");
    expect(h.text).toMatch(/^resolution stalls; .*; the solution has \(\d,\d\) = \d$/);
  });

  it("a wrong value is named before any hint", () => {
    const s0 = createPlay(easy);
    const wrong = s0.solution[0][0] === 1 ? 2 : 1;
    const h = hint(setValue(s0, [1, 1], wrong));
    expect(h).toMatchObject({ kind: "mistake", cell: [1, 1], value: wrong });
    expect(h.text).toBe(`(1,1) = ${wrong} is not in the solution: clear it first`);
  });
});

describe("play: keys", () => {
  const s0 = createPlay(easy);
  const keys = (s: PlayState, ...ks: string[]) => ks.reduce((x, key) => onKey(x, { key }), s);

  it("arrows move the cursor and stop at the edges", () => {
    expect(keys(s0, "ArrowLeft", "ArrowUp").cursor).toEqual([1, 1]);
    expect(keys(s0, "ArrowRight", "ArrowRight", "ArrowDown").cursor).toEqual([2, 3]);
    expect(keys(s0, ...Array<string>(9).fill("ArrowDown"), ...Array<string>(9).fill("ArrowRight")).cursor).toEqual([4, 4]);
  });

  it("digits set, Backspace clears, Space toggles pencil mode, Ctrl+Z undoes", () => {
    const a = keys(s0, "ArrowDown", "3");
    expect(a.values[1][0]).toBe(3);
    expect(keys(a, "Backspace").values[1][0]).toBe(0);
    expect(keys(a, "Delete").values[1][0]).toBe(0);
    expect(keys(a, "5").values[1][0]).toBe(3); // 5 > n = 4: not a value
    const p = keys(s0, " ", "1", "4");
    expect(p.pencilMode).toBe(true);
    expect(pencilMarks(p, [1, 1])).toEqual([1, 4]);
    expect(p.values[0][0]).toBe(0);
    expect(pencilMarks(keys(p, "Backspace"), [1, 1])).toEqual([]);
    expect(keys(p, " ").pencilMode).toBe(false);
    expect(onKey(a, { key: "z", ctrl: true }).values[1][0]).toBe(0);
    expect(keys(a, "ArrowRight", "3").values[1][1]).toBe(3); // (2,2) is a given: locked
  });

  it("says which keys it takes, so the view leaves the others (Tab) alone", () => {
    expect(["ArrowUp", "1", "Backspace", " "].map((key) => handlesKey(s0, { key }))).toEqual([true, true, true, true]);
    expect(["Tab", "Enter", "9", "x"].map((key) => handlesKey(s0, { key }))).toEqual([false, false, false, false]);
    expect(handlesKey(s0, { key: "z", meta: true })).toBe(true);
  });

  it("values above 9 are letters, as the text format writes them", () => {
    const empty = `  ${". ".repeat(12).trim()}\n`.repeat(12);
    const p = textPuzzle(`size: 12\nstreams:\n${empty}givens:\n${empty}`);
    const s = createPlay(
      p,
      Array.from({ length: 12 }, (_, r) => Array.from({ length: 12 }, (_, c) => ((r + c) % 12) + 1)),
    );
    expect(keys(s, "b").values[0][0]).toBe(11);
    expect(keys(s, "C").values[0][0]).toBe(12);
    expect(keys(s, "d").values[0][0]).toBe(0);
  });
});

describe("play: a bad puzzle", () => {
  it("is refused with the core's message", () => {
    expect(() =>
      createPlay({
        size: 2,
        streams: [[0, 0]],
        givens: [
          [0, 0],
          [0, 0],
        ],
      }),
    ).toThrow("not a valid puzzle: streams has 1 row; expected 2");
  });
});

describe("Play for students (issue 26)", () => {
  it("tidy pencil marks: a value placed takes its mark out of its row, column and stream, not elsewhere; undo puts them back", () => {
    const s0 = createPlay(easy);
    const n = easy.size;
    const empty: [number, number][] = [];
    for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) if (easy.givens[r - 1][c - 1] === 0) empty.push([r, c]);
    // Mark 1 in every empty cell, then place 1 in the first.
    let s = empty.reduce((st, cell) => togglePencil(st, cell, 1), s0);
    const [r, c] = empty[0];
    const peer = ([i, j]: [number, number]) => (i === r || j === c || easy.streams[i - 1][j - 1] === easy.streams[r - 1][c - 1]) && !(i === r && j === c);
    const kept = setValue(s, [r, c], 1);
    for (const cell of empty.slice(1)) expect(pencilMarks(kept, cell), "off: the marks stay").toEqual([1]);
    s = toggleTidyPencil(s);
    const tidy = setValue(s, [r, c], 1);
    for (const cell of empty.slice(1)) expect(pencilMarks(tidy, cell), `${cell}`).toEqual(peer(cell) ? [] : [1]);
    expect(empty.slice(1).some(peer) && empty.slice(1).some((x) => !peer(x))).toBe(true);
    expect(undo(tidy).pencil).toEqual(s.pencil);
  });

  it("the cells holding the chosen cell's value, and none for an empty cell", () => {
    const s = createPlay(easy);
    const g = easy.givens;
    const r = g.findIndex((row) => row.some((v) => v !== 0));
    const c = g[r].findIndex((v) => v !== 0);
    const v = g[r][c];
    const same = sameValueCells(select(s, [r + 1, c + 1]));
    expect(same.length).toBe(g.flat().filter((x) => x === v).length);
    for (const [i, j] of same) expect(g[i - 1][j - 1]).toBe(v);
    const e = g.flatMap((row, i) => row.flatMap((x, j) => (x === 0 ? [[i + 1, j + 1] as [number, number]] : [])))[0];
    expect(sameValueCells(select(s, e))).toEqual([]);
  });

  it("a clock's words", () => {
    expect([clockText(0), clockText(7_900), clockText(754_000), clockText(3_723_000), clockText(-5)]).toEqual(["0:00", "0:07", "12:34", "1:02:03", "0:00"]);
  });
});
