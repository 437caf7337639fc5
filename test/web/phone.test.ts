/**
 * The web app on a phone's screen (issue 15: "scaled to the window, readable on a phone"): in a
 * 390 x 844 viewport the page needs no sideways scrolling, the board fits the screen's width, and
 * a 9x9 board's cells stay large enough to read and to tap.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { newPage, useSite } from "./site.js";

const PHONE = { width: 390, height: 844 };
/** The smallest cell a finger can tap and an eye can read at a glance, CSS pixels (WCAG 2.5.8: 24). */
const MIN_CELL = 24;

describe.skipIf(browserSkipReason)("the web app on a phone's screen", () => {
  const site = useSite();

  it.each(["puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt", "puzzles/sudoku/norvig_easy50.txt"])("%s: the board fits the width, no sideways scrolling, cells large enough", async (path) => {
    const { page, errors } = await newPage(site, PHONE);
    await page.goto(site.url);
    // A collection of Sudoku lines: its first puzzle.
    const text = readFileSync(join(ROOT, path), "utf8");
    await page.fill("#paste", path.includes("sudoku/") ? text.split("\n")[0] : text);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    await page.waitForSelector("[role=grid] [role=gridcell]");
    // Run in the page (a string: the tests' TypeScript has no DOM library).
    const layout = (await page.evaluate(`(() => {
      const grid = document.querySelector("[role=grid]").getBoundingClientRect();
      const cell = document.querySelector("[role=gridcell]").getBoundingClientRect();
      return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, left: grid.left, right: grid.right, cell: Math.min(cell.width, cell.height) };
    })()`)) as { pageWidth: number; viewport: number; left: number; right: number; cell: number };
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(layout.left).toBeGreaterThanOrEqual(0);
    expect(layout.right).toBeLessThanOrEqual(layout.viewport);
    expect(layout.cell).toBeGreaterThanOrEqual(MIN_CELL);
    expect(errors).toEqual([]);
    await page.close();
  });
});
