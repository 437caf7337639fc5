/**
 * Play's pencil marks on a phone (issue 15's trial: they were a tiny line of text in the cell's
 * corner, partly outside a Strimko's circle): drawn inside the cell's circle (or square), as large
 * as they fit, so that a 9x9's marks stay readable on a 390 px wide screen.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { newPage, useSite } from "./site.js";

const PHONE = { width: 390, height: 844 };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Marks {
  shape: { box: Box; round: boolean };
  marks: { text: string; box: Box; size: number }[];
}

/** The cell's circle (or square) and its marks' boxes, in CSS pixels on the screen. */
async function marksOf(page: Page, cell: string): Promise<Marks> {
  return (await page.evaluate(`(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    const shape = document.querySelector('#board svg .cell[data-cell="${cell}"]');
    const marks = [...document.querySelectorAll('#board svg .pencil[data-cell="${cell}"] text')].map((t) => ({ text: t.textContent, box: box(t), size: parseFloat(getComputedStyle(t).fontSize) * shape.getScreenCTM().a }));
    return { shape: { box: box(shape), round: shape.tagName === "circle" }, marks };
  })()`)) as Marks;
}

/** Each mark's box lies inside the circle (all four corners) or the square. */
function inside({ shape, marks }: Marks): boolean {
  const { left, top, right, bottom } = shape.box;
  const [cx, cy, r] = [(left + right) / 2, (top + bottom) / 2, (right - left) / 2];
  return marks.every(({ box }) =>
    shape.round
      ? [box.left, box.right].every((x) => [box.top, box.bottom].every((y) => Math.hypot(x - cx, y - cy) <= r + 0.5))
      : box.left >= left - 0.5 && box.right <= right + 0.5 && box.top >= top - 0.5 && box.bottom <= bottom + 0.5,
  );
}

/** Opens the puzzle (a file's text) in Play on a phone and marks two empty cells in pencil mode:
 * nine marks in the first, 3 and 7 in the second; those two cells. */
async function markTwoCells(page: Page, site: Parameters<typeof newPage>[0], text: string): Promise<[string, string]> {
  await page.goto(site.url);
  await page.fill("#paste", text);
  await page.getByRole("button", { name: "Open pasted text" }).click();
  await page.getByRole("tab", { name: "Play" }).click();
  await page.waitForSelector("#play-status:text('Your turn.')", { timeout: 90_000 });
  const empty = await page.$$eval("#board [role=gridcell]", (cells) => cells.filter((c) => c.textContent === "").map((c) => c.getAttribute("data-cell") ?? ""));
  const [full, two] = empty;
  await page.click(`#board [role=gridcell][data-cell="${full}"]`);
  // Space: pencil mode.
  await page.keyboard.press(" ");
  for (const v of "123456789") await page.keyboard.press(v);
  await page.click(`#board [role=gridcell][data-cell="${two}"]`);
  for (const v of "37") await page.keyboard.press(v);
  return [full, two];
}

describe.skipIf(browserSkipReason)("pencil marks on a phone", () => {
  const site = useSite();

  it.each([
    ["a 9x9 Strimko's circle", "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt"],
    ["a 9x9 Sudoku's square", "puzzles/sudoku/norvig_easy50.txt"],
  ])(
    "inside %s, and large: 2 marks at least 0.3 of the cell, 9 at least a fifth",
    async (_, path) => {
      const { page, errors } = await newPage(site, PHONE);
      const text = readFileSync(join(ROOT, path), "utf8");
      // Two empty cells: nine marks in one, two in the other.
      const [full, two] = await markTwoCells(page, site, path.includes("sudoku/") ? text.split("\n")[0] : text);
      for (const [cell, digits, fraction] of [
        [full, "123456789", 1 / 5],
        [two, "37", 0.3],
      ] as const) {
        const marks = await marksOf(page, cell);
        const diameter = marks.shape.box.right - marks.shape.box.left;
        expect(marks.marks.map((m) => m.text).join("")).toBe(digits);
        expect({ cell, inside: inside(marks) }).toEqual({ cell, inside: true });
        for (const m of marks.marks) expect(m.size).toBeGreaterThanOrEqual(diameter * fraction);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
    120_000,
  );
});

describe.skipIf(browserSkipReason)("the chosen cell's pencil marks on a phone's value pad", () => {
  const site = useSite();
  /** The pad's value buttons: pressed (pencil mode), marked, and their text's size in CSS pixels. */
  const pad = (page: Page) =>
    page.evaluate(`[...document.querySelectorAll("#play-pad button[data-value]:not([data-value='0'])")].map((b) => {
      const r = b.getBoundingClientRect();
      return { value: b.textContent, pressed: b.getAttribute("aria-pressed"), marked: b.classList.contains("marked"), description: b.getAttribute("aria-description"), top: r.top, bottom: r.bottom, size: parseFloat(getComputedStyle(b).fontSize) };
    })`) as Promise<{ value: string; pressed: string | null; marked: boolean; description: string | null; top: number; bottom: number; size: number }[]>;

  it("nine marks of a 9x9 Strimko read at a button's size, under the board, for the cell chosen", async () => {
    const { page, errors } = await newPage(site, PHONE);
    const [full, two] = await markTwoCells(page, site, readFileSync(join(ROOT, "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt"), "utf8"));
    // The cell with nine marks chosen again: the pad shows all nine pressed, at 16 px at least, on
    // the screen with the whole board.
    await page.click(`#board [role=gridcell][data-cell="${full}"]`);
    const nine = await pad(page);
    expect(nine.map((b) => [b.value, b.pressed])).toEqual([..."123456789"].map((v) => [v, "true"]));
    const board = (await page.evaluate(
      `(() => { const r = document.querySelector("[role=grid]").getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; })()`,
    )) as { top: number; bottom: number };
    for (const b of [...nine, board]) expect(b.top >= 0 && b.bottom <= PHONE.height).toBe(true);
    for (const b of nine) expect(b.size).toBeGreaterThanOrEqual(16);
    // The other cell: its two marks; out of pencil mode they stay marked (not toggles then).
    await page.click(`#board [role=gridcell][data-cell="${two}"]`);
    expect((await pad(page)).filter((b) => b.pressed === "true").map((b) => b.value)).toEqual(["3", "7"]);
    await page.keyboard.press(" ");
    const values = await pad(page);
    expect(values.filter((b) => b.pressed !== null)).toEqual([]);
    expect(values.filter((b) => b.marked).map((b) => [b.value, b.description])).toEqual([
      ["3", "pencil mark"],
      ["7", "pencil mark"],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
