/**
 * Each step of an explanation as a picture, for slides and handouts (issue 26): the board as
 * `strimko render` draws it, at that step, its guessed values and values inferred under a guess
 * drawn apart (as Step through and `explain --html` draw them), the step's cell ringed, and the
 * step's words under it. Pure: puzzle and explanation in, SVG out.
 */
import type { Puzzle } from "../puzzle/types.js";
import { boardModel, renderSvg } from "../render/board.js";
import { wrap } from "../text/output.js";
import { type Explanation, type Origin, type StepBoard, stepBoards } from "./steps.js";

export { type StepBoard, stepBoards };

/** The picture of one position (see stepBoards), with a heading and the step's words under it. */
export function stepSvg(p: Puzzle, total: number, b: StepBoard, title = ""): string {
  // The picture is as wide as the board, and at least CAPTION_WIDTH for its words (a 1×1 board's
  // 101 px cut them off); about 9 px a character at the caption's 16 px.
  const plain = boardModel(p, { title, labels: true, caption: [""] });
  const width = Math.floor((plain.width - 32) / 9);
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

/** Every position's picture, in order (the givens first); `start` as stepBoards takes it. */
export function* stepPictures(p: Puzzle, e: Explanation, title = "", start?: Origin[][]): Generator<{ k: number; svg: string }> {
  for (const b of stepBoards(p, e.steps, start)) yield { k: b.k, svg: stepSvg(p, e.steps.length, b, title) };
}
