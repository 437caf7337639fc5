/**
 * Each step of an explanation as a picture, for slides and handouts (issue 26): the board as
 * `strimko render` draws it, at that step, its guessed values and values inferred under a guess
 * drawn apart (as Step through and `explain --html` draw them), the step's cell ringed, and the
 * step's words under it. Pure: puzzle and explanation in, SVG out.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { boardModel, renderSvg } from "../render/board.js";
import { wrap } from "../text/output.js";
import type { Explanation, Step } from "./steps.js";

/** How each value came at a position: "given", "inferred", "tentative" (under a guess), "guess"; "" when unknown. */
export type Origins = string[][];

export interface StepBoard {
  /** 0 = the givens; k = after step k. */
  k: number;
  step: Step | null;
  grid: Grid;
  origins: Origins;
}

/** The board after each step, from the givens to the last step (replay's meaning, steps.ts: a
 * backtrack goes back to the board before its guess). */
export function* stepBoards(p: Puzzle, steps: readonly Step[]): Generator<StepBoard> {
  let grid = p.givens.map((row) => row.slice());
  let origins: Origins = p.givens.map((row) => row.map((v) => (v ? "given" : "")));
  const stack: [Grid, Origins][] = [];
  yield { k: 0, step: null, grid, origins };
  for (const s of steps) {
    if (s.kind === "guess") stack.push([grid, origins]);
    if (s.kind === "backtrack") [grid, origins] = stack.pop() ?? [grid, origins];
    if ((s.kind === "place" || s.kind === "guess") && s.cell) {
      grid = grid.map((row) => row.slice());
      origins = origins.map((row) => row.slice());
      grid[s.cell[0] - 1][s.cell[1] - 1] = s.value!;
      origins[s.cell[0] - 1][s.cell[1] - 1] = s.kind === "guess" ? "guess" : s.depth > 0 ? "tentative" : "inferred";
    }
    yield { k: s.n, step: s, grid, origins };
  }
}

/** The picture of one position (see stepBoards), with a heading and the step's words under it. */
export function stepSvg(p: Puzzle, total: number, b: StepBoard, title = ""): string {
  const plain = boardModel(p, { title, labels: true });
  // About 9 px a character at the caption's 16 px.
  const width = Math.max(24, Math.floor((plain.width - 32) / 9));
  const depth = b.step?.depth ?? 0;
  const head =
    b.k === 0
      ? `The givens (${total} step${total === 1 ? "" : "s"} follow)`
      : `Step ${b.k} of ${total}${depth > 0 ? `, ${depth} guess${depth === 1 ? "" : "es"} in force` : ""}`;
  const special = b.origins.some((row) => row.some((o) => o === "guess" || o === "tentative"));
  const caption = [
    ...wrap(head, width),
    ...wrap(b.step?.text ?? "", width),
    ...(special ? wrap("orange italic: guessed; brown: inferred under a guess", width) : []),
  ];
  const focus = b.step?.cell ?? b.step?.reason.guess?.cell;
  return renderSvg(boardModel(p, { title, solution: b.grid, origins: b.origins, caption, labels: true, ...(focus ? { focus } : {}) }));
}

/** Every position's picture, in order (the givens first). */
export function* stepPictures(p: Puzzle, e: Explanation, title = ""): Generator<{ k: number; svg: string }> {
  for (const b of stepBoards(p, e.steps)) yield { k: b.k, svg: stepSvg(p, e.steps.length, b, title) };
}
