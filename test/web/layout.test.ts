/**
 * Where the page's panels sit at the widths users have (a wide 1600 x 900, a laptop's 1280 x 900,
 * 1024 x 768, a narrow 900 px window, a phone's 390 x 844). Opening a large board (12x12 and more)
 * once moved the Open panel from the left column to the bottom of the right one, under the views,
 * where a user looking for it did not find it; and at 1024 px the side columns took their full
 * widths first, leaving the board a 220 px column.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newPage, useSite } from "./site.js";

const LARGE = "puzzles/generated/sudoku16_k30_s3.json";
const NINE = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";

interface Box {
  left: number;
  top: number;
  right: number;
}
/** A panel's box in the page's coordinates (the page may have scrolled to the board). */
const boxOf = (page: Page, selector: string) =>
  page.evaluate(
    `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { left: Math.round(r.left + scrollX), top: Math.round(r.top + scrollY), right: Math.round(r.right + scrollX) }; })()`,
  ) as Promise<Box>;

async function openBundled(page: Page, path: string, size: number): Promise<void> {
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", path);
  await page.waitForSelector(`[role=grid][aria-rowcount="${size}"]`);
}

describe.skipIf(browserSkipReason)("the page's layout", () => {
  const site = useSite();

  it.each([
    ["1600 x 900", { width: 1600, height: 900 }, true],
    ["1280 x 900", { width: 1280, height: 900 }, true],
    ["900 x 900", { width: 900, height: 900 }, false],
    ["a phone, 390 x 844", { width: 390, height: 844 }, false],
  ])("at %s the Open panel stays where it was when a 16x16 is opened", async (_, viewport, wide) => {
    const { page, errors } = await newPage(site, viewport);
    await page.goto(site.url);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    const before = await boxOf(page, "#open");
    await openBundled(page, LARGE, 16);
    const open = await boxOf(page, "#open");
    expect({ left: open.left, top: open.top }).toEqual({ left: before.left, top: before.top });
    const puzzle = await boxOf(page, "#puzzle");
    const views = await boxOf(page, "#views");
    if (wide) {
      // Three columns: Open on the left, the board in the middle, the views on the right, all on the first screen.
      expect(open.right).toBeLessThan(puzzle.left);
      expect(puzzle.right).toBeLessThan(views.left);
      expect([open.top, views.top]).toEqual([puzzle.top, puzzle.top]);
      expect(open.top).toBeLessThan(viewport.height / 4);
    } else {
      // One column: the board, then the views, then Open (issue 26: the board comes first).
      expect(puzzle.top).toBeLessThan(views.top);
      expect(views.top).toBeLessThan(open.top);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a phone, Step through's Step label stays on the line of its field (it ended one row, the field began the next)", async () => {
    const { page, errors } = await newPage(site, { width: 390, height: 844 });
    await page.goto(site.url);
    await page.getByRole("tab", { name: "Step through" }).click();
    const field = page.getByLabel("Step", { exact: true });
    await field.waitFor();
    const label = await page.locator("label[for=step-jump]").boundingBox();
    const input = await field.boundingBox();
    if (!label || !input) throw new Error("no Step label or field on the page");
    const middle = label.y + label.height / 2;
    expect(middle).toBeGreaterThan(input.y);
    expect(middle).toBeLessThan(input.y + input.height);
    expect(label.x + label.width).toBeLessThanOrEqual(input.x);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 1024 x 768 the side columns leave the board room: a 9x9's cells at least 36 px", async () => {
    const { page, errors } = await newPage(site, { width: 1024, height: 768 });
    await page.goto(site.url);
    await openBundled(page, NINE, 9);
    const cell = (await page.evaluate(
      `(() => { const r = document.querySelector("[role=gridcell]").getBoundingClientRect(); return Math.min(r.width, r.height); })()`,
    )) as number;
    expect(cell).toBeGreaterThanOrEqual(36);
    const [open, puzzle] = [await boxOf(page, "#open"), await boxOf(page, "#puzzle")];
    expect(open.right).toBeLessThan(puzzle.left);
    expect(errors).toEqual([]);
    await page.close();
  });
});
