/**
 * The ASP view's spacing: its last run (answer sets and statistics) sits in a box that scrolls, and
 * a scrolling box keeps its first line's top margin from collapsing with the heading's bottom one
 * (CSS: it is a block formatting context). Both added up to an empty band of 35 px under the
 * "Last run" heading, twice the space under every other heading. The space between the heading and
 * the run's first line, and between its last line and the next heading, is now as if the margins
 * collapsed: the larger of the two, not their sum. Before a run and after one.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newPage, useSite } from "./site.js";

/** How long clingo may take on a loaded machine before the wait gives up (not a timing assertion). */
const WAIT = 90_000;

interface Gap {
  /** Where the line is (its text, shortened). */
  between: string;
  /** The space between the two, px. */
  space: number;
  /** The larger of the two margins that meet there, px. */
  margin: number;
}

/** The spaces above and below the run's box, each with the margins that meet there (run in the page). */
const gapsOf = (page: Page) =>
  page.evaluate(`(() => {
    const run = document.querySelector("#asp-run");
    const [first, last] = [run.firstElementChild, run.lastElementChild];
    const [above, below] = [run.previousElementSibling, run.nextElementSibling];
    const px = (e, side) => parseFloat(getComputedStyle(e)["margin" + side]);
    // A run taller than the box scrolls in it: its last line then ends at the box's bottom edge.
    const bottom = (e) => Math.min(e.getBoundingClientRect().bottom, e === last ? run.getBoundingClientRect().bottom : Infinity);
    const gap = (upper, lower) => ({
      between: (upper.textContent.slice(0, 30) + " / " + lower.textContent.slice(0, 30)),
      space: Math.round(lower.getBoundingClientRect().top - bottom(upper)),
      margin: Math.round(Math.max(px(upper, "Bottom"), px(lower, "Top"))),
    });
    // The run is the view's last part (issue 27: the program, in its editor, is above it).
    return below ? [gap(above, first), gap(last, below)] : [gap(above, first)];
  })()`) as Promise<Gap[]>;

describe.skipIf(browserSkipReason)("the ASP view's spacing", () => {
  const site = useSite();

  it(
    "no empty band under the Last run heading (nor over the next one), before a run and after",
    async () => {
      const { page, errors } = await newPage(site, { width: 1280, height: 800 });
      await page.goto(site.url);
      await page.waitForSelector("[role=grid] [role=gridcell]");
      await page.getByRole("tab", { name: "ASP" }).click();
      await page.waitForSelector("#asp-run p");
      const check = async () => {
        for (const gap of await gapsOf(page)) expect({ between: gap.between, space: gap.space }).toEqual({ between: gap.between, space: gap.margin });
      };
      await check();
      await page.getByRole("button", { name: "Run clingo" }).click();
      await page.waitForSelector("#asp-run .asp-summary", { timeout: WAIT });
      await check();
      expect(errors).toEqual([]);
      await page.close();
    },
    2 * WAIT,
  );

  it("its headings are the size of the other views' headings (they were 1.17 times it, the first on two lines)", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 800 });
    await page.goto(site.url);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    const sizes: Record<string, string[]> = {};
    for (const view of ["Solve", "Step through", "ASP"]) {
      await page.getByRole("tab", { name: view }).click();
      await page.waitForSelector("#views [role=tabpanel]:not([hidden]):not([aria-busy]) h3");
      sizes[view] = (await page.evaluate(
        `[...document.querySelectorAll("#views [role=tabpanel]:not([hidden]) h3")].map((h) => getComputedStyle(h).fontSize)`,
      )) as string[];
    }
    const all = new Set(Object.values(sizes).flat());
    expect({ sizes, distinct: all.size }).toEqual({ sizes, distinct: 1 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
