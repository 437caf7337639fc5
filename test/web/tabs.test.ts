/**
 * The view tabs at the widths users have. Seven tabs do not fit the right-hand column in one row,
 * and wrapping on their own they made three ragged rows at 1200 to 1366 px, "New puzzle" alone on
 * the last. They are now laid out in even rows: each row holds two tabs or more and is filled to the
 * list's width, two rows wherever the column holds four tabs (from 1200 px, and on a phone), and
 * they read, row by row, in the order the arrow keys follow.
 */
import type { Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { newPage, useSite } from "./site.js";

const VIEWS = ["Solve", "Step through", "ASP", "Export", "Play", "Design", "New puzzle"];
const LARGE = "puzzles/generated/sudoku16_k30_s3.json";

interface Row {
  names: string[];
  left: number;
  right: number;
}
interface Tabs {
  rows: Row[];
  list: { left: number; right: number };
  /** Tabs whose words do not fit them. */
  clipped: string[];
}

/** The tabs as rows, top to bottom, each left to right (run in the page: the tests' TypeScript has no DOM library). */
const tabsOf = (page: Page) =>
  page.evaluate(`(() => {
    const list = document.querySelector("[role=tablist]").getBoundingClientRect();
    const tabs = [...document.querySelectorAll("[role=tab]")].map((t) => ({ name: t.textContent, box: t.getBoundingClientRect(), clipped: t.scrollWidth > t.clientWidth }));
    const rows = [];
    for (const t of [...tabs].sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)) {
      const row = rows.find((r) => Math.abs(r.top - t.box.top) < 2);
      if (row) { row.names.push(t.name); row.right = t.box.right; } else rows.push({ top: t.box.top, names: [t.name], left: t.box.left, right: t.box.right });
    }
    return { rows: rows.map(({ names, left, right }) => ({ names, left, right })), list: { left: list.left, right: list.right }, clipped: tabs.filter((t) => t.clipped).map((t) => t.name) };
  })()`) as Promise<Tabs>;

describe.skipIf(browserSkipReason)("the view tabs", () => {
  const site = useSite();

  it.each([
    ["1024 x 768", { width: 1024, height: 768 }, false, undefined],
    ["1200 x 800", { width: 1200, height: 800 }, false, 2],
    ["1280 x 800", { width: 1280, height: 800 }, false, 2],
    ["1366 x 768", { width: 1366, height: 768 }, false, 2],
    ["1600 x 900", { width: 1600, height: 900 }, false, 2],
    ["a phone, 390 x 844", { width: 390, height: 844 }, false, 2],
    ["1280 x 900 beside a 16x16 (the column narrows)", { width: 1280, height: 900 }, true, undefined],
  ])("at %s: even rows, each filled, none a lone tab, in the keys' order", async (_, viewport, large, rowCount) => {
    const { page, errors } = await newPage(site, viewport);
    await page.goto(site.url);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    if (large) {
      await page.fill("#paste", readFileSync(join(ROOT, LARGE), "utf8"));
      await page.getByRole("button", { name: "Open pasted text" }).click();
      await page.waitForSelector(`[role=grid][aria-rowcount="16"]`);
    }
    const { rows, list, clipped } = await tabsOf(page);
    // Read row by row, the tabs are in the order the arrow keys take them.
    expect(rows.flatMap((r) => r.names)).toEqual(VIEWS);
    if (rowCount !== undefined) expect(rows.map((r) => r.names.length)).toHaveLength(rowCount);
    expect(rows.length).toBeLessThanOrEqual(3);
    for (const row of rows) {
      expect({ row: row.names, alone: row.names.length < 2 }).toEqual({ row: row.names, alone: false });
      // Filled: from the list's left edge to its right edge (not ragged).
      expect({ row: row.names, left: Math.abs(row.left - list.left) <= 1, right: Math.abs(row.right - list.right) <= 1 }).toEqual({
        row: row.names,
        left: true,
        right: true,
      });
    }
    expect(clipped).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a row leaves the focus outline of the row above it in sight", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 800 });
    await page.goto(site.url);
    await page.waitForSelector("[role=tab]");
    // The space between the first row's bottom and the second's top.
    const gap = (await page.evaluate(
      `document.querySelector("#tab-play").getBoundingClientRect().top - document.querySelector("#tab-solve").getBoundingClientRect().bottom`,
    )) as number;
    // How far the outline of a tab focused from the keyboard (:focus-visible) reaches out of it.
    await page.focus("#copy-link");
    await page.keyboard.press("Tab");
    const outline = (await page.evaluate(
      `(() => { const s = getComputedStyle(document.activeElement); return parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset); })()`,
    )) as number;
    expect(await page.evaluate(`document.activeElement.getAttribute("role")`)).toBe("tab");
    expect(outline).toBeGreaterThan(0);
    expect(gap).toBeGreaterThanOrEqual(outline);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the arrow keys still go from tab to tab, across the rows, and pick the view", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 800 });
    await page.goto(site.url);
    await page.getByRole("tab", { name: "Export" }).click();
    await page.keyboard.press("ArrowRight");
    const focused = () => page.evaluate(`document.activeElement.textContent + " " + document.activeElement.getAttribute("aria-selected")`) as Promise<string>;
    expect(await focused()).toBe("Play true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("ASP true");
    expect(await page.evaluate(`document.querySelector("#view-asp").hidden`)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
