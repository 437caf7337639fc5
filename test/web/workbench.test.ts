/**
 * Design's setter's analysis in Debian's Chromium (web/src/design-view.ts, its worker): the true
 * candidates drawn as pencil marks, those in exactly one solution in bold, the fewest extra givens
 * and the core marked on the board, each compared with the library's own analysis
 * (src/analyze/analyze.ts); Stop ends it. No timing is asserted: waits are for what the page shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { parsePuzzle } from "../../src/index.js";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { newPage, useSite } from "./site.js";

const WAIT = 90_000;
const text = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Opens a bundled file in Design (Design starts from the puzzle a link opens). */
async function design(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}#puzzle=${encodeURIComponent(text(path))}`);
  await page.getByRole("tab", { name: "Design" }).click();
}

/** The pencil marks drawn on the board, by cell: every mark, and the bold ones. */
const pencils = (page: Page) =>
  page.$$eval("#board svg g.pencil", (groups) =>
    groups.map((g) => ({
      cell: g.getAttribute("data-cell") ?? "",
      marks: [...g.querySelectorAll("text")].map((t) => Number.parseInt(t.textContent ?? "", 36)),
      bold: [...g.querySelectorAll("text.pencil-one")].map((t) => Number.parseInt(t.textContent ?? "", 36)),
    })),
  );

const marked = (page: Page, className: string) =>
  page.$$eval(`#board [role=gridcell].${className}`, (cells) => cells.map((c) => c.getAttribute("data-cell") ?? ""));

describe.skipIf(browserSkipReason)("Design's setter's analysis in Chromium", () => {
  const site = useSite();

  it("draws the true candidates as pencil marks (bold: in one solution) and marks the fewest givens, as the library finds them", async () => {
    const path = "puzzles/multi/hakank-068-one-given-less.txt";
    const puzzle = parsePuzzle(path, text(path));
    const lib = await analyze(puzzle, { engine: "native" });
    const { page, errors } = await newPage(site);
    await design(page, site.url, path);
    await page.waitForSelector("#design-workbench :text('Fewest extra givens')", { timeout: WAIT });
    const expected = puzzle.givens.flatMap((row, r) =>
      row.flatMap((v, c) => {
        if (v !== 0) return [];
        const marks = lib.candidates![r][c];
        return [{ cell: `${r + 1},${c + 1}`, marks, bold: marks.filter((m) => lib.counts![r][c][m - 1] === 1) }];
      }),
    );
    expect(await pencils(page)).toEqual(expected);
    expect(await marked(page, "suggest")).toEqual(lib.fewest!.givens.map(([r, c]) => `${r},${c}`));
    // clingo, on the page, checks the true candidates the worker found (its brave consequences).
    await page.waitForSelector("#design-workbench :text('Checked by clingo')", { timeout: WAIT });
    const words = await page.textContent("#design-workbench");
    expect(words).toContain(`Fewest extra givens that make it unique: ${lib.fewest!.givens.length} (proved)`);
    expect(words).toContain("Bold: in exactly one solution");
    // The analysis is over: Stop is gone.
    await page.waitForSelector("#design-stop", { state: "hidden" });
    // An edit starts again: a given from the suggestion makes it unique, and the pencil marks go.
    const [r, c, v] = lib.fewest!.givens[0];
    await page.click(`#board [role=gridcell][data-cell="${r},${c}"]`);
    await page.keyboard.press(String(v));
    await page.waitForSelector("#design-analysis[data-status=unique]", { timeout: WAIT });
    await page.waitForSelector("#design-workbench :text('redundant given')", { timeout: WAIT });
    expect(await pencils(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("marks why a design has no solution: the givens and the stream of the core", async () => {
    const path = "puzzles/unsat/hakank-068-one-given-more.txt";
    const puzzle = parsePuzzle(path, text(path));
    const lib = await analyze(puzzle, { engine: "native" });
    const { page, errors } = await newPage(site);
    await design(page, site.url, path);
    await page.waitForSelector("#design-workbench :text('Why there is no solution')", { timeout: WAIT });
    // The page's clingo confirms it, as strimko analyze's does.
    await page.waitForSelector("#design-workbench :text('Confirmed by clingo')", { timeout: WAIT });
    const core = lib.core!;
    const inStreams = puzzle.streams.flatMap((row, r) => row.flatMap((s, c) => (core.streams.includes(s) ? [[r + 1, c + 1]] : [])));
    const cells = new Set([...core.givens.map(([r, c]) => `${r},${c}`), ...inStreams.map(([r, c]) => `${r},${c}`)]);
    expect(new Set(await marked(page, "core"))).toEqual(cells);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("warns beside the verdict of what is not a proper Strimko, and a new size is a new design with a new title (issue 25, defect 4)", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const { page, errors } = await newPage(site);
    await design(page, site.url, path);
    await page.waitForSelector("#design-analysis[data-status=unique]", { timeout: WAIT });
    expect(await page.isHidden("#design-warnings")).toBe(true);
    // Erase (2,2) of the diagonal stream: three cells left, not joined, and a cell in no stream.
    await page.selectOption("#design-brush", "0");
    await page.click('#board [role=gridcell][data-cell="2,2"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector("#design-warnings:not([hidden])");
    expect(await page.locator("#design-warnings li").allTextContents()).toEqual([
      "Not a proper Strimko: stream 1 has 3 cells, not 4.",
      "Not a proper Strimko: stream 1 is not a chain: its cells are not all joined, cell to neighbouring cell.",
      "Not a proper Strimko: 1 cell is in no stream.",
    ]);
    expect(new Set(await marked(page, "warned"))).toEqual(new Set(["1,1", "3,3", "4,4", "2,2"]));
    // A larger size: 21 cells in no stream (20 new, and the one erased), and the 4x4's title gone.
    expect(await page.textContent("#title")).toBe("4×4 design: hakank-068");
    await page.selectOption("#design-size", "6");
    await page.waitForFunction(`document.querySelector("#design-warnings")?.textContent?.includes("21 cells are in no stream")`, null, { timeout: WAIT });
    expect(await page.textContent("#title")).toBe("6×6 design");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
