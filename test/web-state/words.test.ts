/**
 * What the Play and Design views say (web/state/words.ts), from the state modules' real answers:
 * each analysis in words with the cells it names, a check's mistakes by cell.
 */
import { describe, expect, it } from "vitest";
import { analyse, type Analysis } from "../../web/state/design-analysis.js";
import { solveNative } from "../../src/engines/native/solver.js";
import { designOf, newDesign, setGiven } from "../../web/state/design.js";
import { check, createPlay, setValue } from "../../web/state/play.js";
import { createStepper } from "../../web/state/stepper.js";
import { explain } from "../../src/explain/steps.js";
import { analysisWords, designHeading, mistakesText, NAMED_CELLS, stepPosition } from "../../web/state/words.js";
import { puzzleKind } from "../../web/state/puzzle-kind.js";
import { first } from "./puzzles.js";

const easy = first("puzzles/strimko/hakank-068.txt");

describe("the views' words", () => {
  it("the kind of puzzle under the heading: Strimko, Sudoku, jigsaw, or a Latin square (no streams)", () => {
    expect(puzzleKind(easy)).toBe("Strimko");
    expect(puzzleKind(first("puzzles/sudoku/gecode_hakank_9x9.txt"))).toBe("Sudoku");
    expect(puzzleKind(first("puzzles/jigsaw/janko-chaos-110_6x6.txt"))).toBe("jigsaw");
    // A 5x5 with no streams at all was called "Sudoku-like (regions)" in the trial of the app.
    expect(puzzleKind(first("puzzles/multi/latin-3x3.dzn"))).toBe("Latin square (no streams)");
    // A 4x4 split into rows as streams: regions, but not the boxes of a Sudoku.
    const rows = { ...easy, streams: easy.streams.map((row, r) => row.map(() => r + 1)), givens: easy.givens.map((row) => row.map(() => 0)) };
    expect(puzzleKind(rows)).toBe("jigsaw");
  });

  it("a design with two solutions: the differing cells, named and marked", async () => {
    const open = { ...easy, givens: easy.givens.map((row) => row.map(() => 0)) };
    const a = await analyse(designOf(open).present);
    expect(a.status).toBe("several");
    if (a.status !== "several") return;
    const w = analysisWords(a);
    expect(w.mark).toBe("differs");
    expect(w.cells).toEqual(a.differing);
    expect(w.text).toBe(
      `Several solutions: two of them differ in ${a.differing.length} cells (marked): ${a.differing.map(([r, c]) => `(${r},${c})`).join(", ")}`,
    );
    expect(a.differing.length).toBeLessThanOrEqual(NAMED_CELLS);
  });

  it("names a dozen cells one by one, and counts the rest", async () => {
    // Two solutions of an empty 9×9 that differ everywhere: one, and its values relabelled.
    const sudoku = first("puzzles/sudoku/gecode_hakank_9x9.txt");
    const one = solveNative({ ...sudoku, givens: sudoku.givens.map((row) => row.map(() => 0)) }, { limit: 1 }).solutions[0];
    const other = one.map((row) => row.map((v) => (v % 9) + 1));
    const differing = one.flatMap((row, r) => row.map((_, c) => [r + 1, c + 1] as [number, number]));
    const a: Analysis = { status: "several", solutions: [one, other], differing };
    expect(a.differing.length).toBeGreaterThan(NAMED_CELLS);
    const named = a.differing
      .slice(0, NAMED_CELLS)
      .map(([r, c]) => `(${r},${c})`)
      .join(", ");
    expect(analysisWords(a).text).toBe(
      `Several solutions: two of them differ in ${a.differing.length} cells (marked): ${named} and ${a.differing.length - NAMED_CELLS} more`,
    );
  });

  it("clashing givens: no solution, the clash in the core's words, its cells marked", async () => {
    const h = setGiven(setGiven(designOf({ ...easy, givens: easy.givens.map((row) => row.map(() => 0)) }), [1, 1], 2), [1, 2], 2);
    const a = await analyse(h.present);
    const w = analysisWords(a);
    expect(a.status).toBe("none");
    expect(w.text).toMatch(/^No solution: row 1 holds 2 twice: /);
    expect(w.cells).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(w.mark).toBe("mistake");
  });

  it("a unique design: its level, nothing marked; an invalid one: the rule broken", async () => {
    const unique = analysisWords(await analyse(designOf(easy).present));
    expect(unique.text).toMatch(/^Unique: exactly one solution; level (easy|medium|hard|search) \(/);
    expect(unique.cells).toEqual([]);
    const invalid = await analyse({ ...designOf(easy).present, streams: easy.streams.map((row) => row.map(() => 1)) });
    const w = analysisWords(invalid);
    expect(invalid.status).toBe("invalid");
    expect(w.text).toMatch(/^Not yet a valid puzzle: stream 1 has more than 4 cells/);
    expect(w.mark).toBe("problem");
  });

  it("Design's heading: the design on the board (its size, title, givens, analysis), not the puzzle open", async () => {
    const empty = newDesign(5).present;
    expect(designHeading(empty, undefined)).toEqual({ title: "5×5 design", info: "design — 5×5, 0 givens: analysing…" });
    const oneStream = { ...empty, streams: empty.streams.map((row) => row.map(() => 1)) };
    expect((await analyse(oneStream)).status).toBe("invalid");
    expect(designHeading(oneStream, await analyse(oneStream)).info).toBe("design — 5×5, 0 givens: not yet a valid puzzle");
    expect(designHeading(empty, "failed").info).toBe("design — 5×5, 0 givens: not analysed");
    const d = setGiven(designOf(easy), [1, 1], 0).present;
    const a = await analyse(d);
    expect(a.status).toBe("unique");
    if (a.status !== "unique") return;
    const givens = easy.givens.flat().filter((v) => v !== 0).length;
    expect(designHeading(d, a)).toEqual({ title: `4×4 design: ${easy.title}`, info: `design — 4×4, ${givens} givens: unique, level ${a.difficulty.level}` });
    const open = { ...d, givens: d.givens.map((row) => row.map(() => 0)) };
    expect(designHeading(open, await analyse(open)).info).toBe("design — 4×4, 0 givens: several solutions");
    const clash = setGiven(setGiven(designOf({ ...easy, givens: open.givens }), [1, 1], 2), [1, 2], 2).present;
    expect(designHeading(clash, await analyse(clash)).info).toBe("design — 4×4, 2 givens: no solution");
  });

  it("a check: none, one wrong cell, or several", () => {
    const s = createPlay(easy);
    expect(mistakesText(check(s).mistakes!)).toBe("No mistakes so far.");
    const empty: [number, number][] = [];
    for (let r = 1; r <= 4; r++) for (let c = 1; c <= 4; c++) if (easy.givens[r - 1][c - 1] === 0) empty.push([r, c]);
    const wrong = (cell: [number, number]) => (s.solution[cell[0] - 1][cell[1] - 1] % 4) + 1;
    // A wrong value is named; a clash it makes is named as a clash (the trial of the app read
    // "2 cells are wrong" for one wrong value beside the given it repeats: a given is never wrong).
    const one = setValue(s, empty[0], wrong(empty[0]));
    const m = check(one).mistakes!;
    expect(m.wrong).toEqual([empty[0]]);
    expect(mistakesText(m)).toBe(
      `1 cell is wrong: (${empty[0][0]},${empty[0][1]}).${m.clashes.map((x) => ` ${x.kind} ${x.index} holds ${x.value} twice: (${x.cells[0].join(",")}) and (${x.cells[1].join(",")}).`).join("")}`,
    );
    const two = check(setValue(one, empty[1], wrong(empty[1]))).mistakes!;
    expect(mistakesText(two)).toMatch(new RegExp(`^2 cells are wrong: \\(${empty[0].join(",")}\\), \\(${empty[1].join(",")}\\)\\.`));
  });

  it("a check of a value that repeats a given: the value is wrong, the given is not", () => {
    const s = createPlay(easy);
    // A given's value put in an empty cell of its row: wrong (the solution has it at the given).
    const [gr, gc] = [2, 2];
    const g = easy.givens[gr - 1][gc - 1];
    expect(g).not.toBe(0);
    const c = [1, 2, 3, 4].find((k) => easy.givens[gr - 1][k - 1] === 0)!;
    const m = check(setValue(s, [gr, c], g)).mistakes!;
    expect(m.wrong).toEqual([[gr, c]]);
    const text = mistakesText(m);
    expect(text).toMatch(new RegExp(`^1 cell is wrong: \\(${gr},${c}\\)\\. `));
    const [a, b] = c < gc ? [c, gc] : [gc, c];
    expect(text).toContain(`row ${gr} holds ${g} twice: (${gr},${a}) and (${gr},${b}).`);
    expect(text).not.toMatch(new RegExp(`wrong: [^.]*\\(${gr},${gc}\\)`));
  });

  it('where the stepper is: a puzzle already solved has 1 step (not "1 steps"), guesses counted', async () => {
    const solved = solveNative(easy).solutions[0];
    const full = { ...easy, givens: solved };
    const stepper = createStepper(full, await explain(full));
    expect(stepper.length).toBe(1);
    expect(stepPosition(0, stepper.length, 0)).toBe("The givens (1 step)");
    expect(stepPosition(0, 35, 0)).toBe("The givens (35 steps)");
    expect(stepPosition(3, 35, 1)).toBe("Step 3 of 35, 1 guess in force");
    expect(stepPosition(4, 35, 2)).toBe("Step 4 of 35, 2 guesses in force");
  });
});
