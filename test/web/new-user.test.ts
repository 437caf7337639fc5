/**
 * What a new user meets first in the web app, in Debian's Chromium: a fresh page opens a bundled
 * puzzle (unsolved, the address left as it was), Design's heading describes the design on the board,
 * Export's format list lines up with its button, and a link that does not read says what is wrong
 * with the link. No timing is asserted: waits are for what the page shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, solve } from "../../src/index.js";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, useSite } from "./site.js";

const text = (path: string) => readFileSync(join(ROOT, path), "utf8");
/** Where the pictures of each state go, to be looked at (not compared). */
const SHOTS = process.env.STRIMKO_SHOTS ?? "/tmp";
/** How long a worker may take on a loaded machine before a wait gives up (not a timing assertion). */
const WAIT = 90_000;

describe.skipIf(browserSkipReason)("the web app as a new user meets it, in Chromium", () => {
  const site = useSite();

  it("a fresh page opens the first bundled Strimko, unsolved, and leaves the address as it was", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const puzzle = parsePuzzle(path, text(path));
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    expect(await page.textContent("#title")).toBe(puzzle.title);
    expect(await page.textContent("#puzzle-info")).toMatch(new RegExp(`^${path} — 4×4, Strimko, 3 givens$`));
    expect(await gridOf(page)).toEqual(puzzle.givens);
    expect(await page.getByRole("button", { name: "Solve" }).isEnabled()).toBe(true);
    expect(await page.textContent("#verdict")).toBe("");
    // The list of bundled puzzles says which one it is, once it has loaded.
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    expect(await page.inputValue("#bundled")).toBe(path);
    // The address stays bare (the user chose nothing yet); the share field holds this puzzle's link.
    expect(page.url()).toBe(site.url);
    const link = await page.inputValue("#share");
    expect(parsePuzzle("link", decodeURIComponent(link.replace(/^.*#puzzle=/, "")))).toEqual(puzzle);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/new-user-first.png` });
    // Solve solves it; the address still stays as it was.
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: WAIT });
    expect(await gridOf(page)).toEqual((await solve(puzzle)).solution);
    expect(page.url()).toBe(site.url);
    // Another puzzle chosen: the address carries it, as for any puzzle opened.
    const other = "puzzles/strimko/dlthompson-4_1.txt";
    await page.selectOption("#bundled", other);
    expect(await gridOf(page)).toEqual(parsePuzzle(other, text(other)).givens);
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain("streams:\n");
    expect(await page.inputValue("#bundled")).toBe(other);
    // A puzzle pasted: the list of bundled puzzles no longer names one (it is not the one open).
    await page.fill("#paste", text("puzzles/strimko/dlthompson-5_6.txt"));
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#puzzle-info")).toMatch(/^pasted — /);
    expect(await page.inputValue("#bundled")).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("a paste that does not read leaves the puzzle open as it was, and the lists that name it", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    const path = "puzzles/sudoku/norvig_easy50.txt";
    await page.selectOption("#bundled", path);
    await page.selectOption("#entry", "2");
    const before = { title: await page.textContent("#title"), grid: await gridOf(page), entries: await page.locator("#entry option").count() };
    expect(before.entries).toBeGreaterThan(2);
    await page.fill("#paste", "streams:\n  a b\n  b\n");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    await page.waitForSelector("#open-errors p");
    expect(await page.textContent("#open-errors")).toMatch(/^pasted:3:/);
    // The board, the list of bundled puzzles and the file's list still name the puzzle on the board.
    expect({ title: await page.textContent("#title"), grid: await gridOf(page), entries: await page.locator("#entry option").count() }).toEqual(before);
    expect(await page.inputValue("#bundled")).toBe(path);
    expect(await page.inputValue("#entry")).toBe("2");
    expect(await page.isEnabled("#entry")).toBe(true);
    // And the file's list still opens its puzzles.
    await page.selectOption("#entry", "0");
    expect(await page.textContent("#puzzle-info")).toMatch(new RegExp(`^${path}:1 — `));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a bad link opens no other puzzle in its place: its error, and an empty board", async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=streams%3`);
    expect(await page.textContent("#open-errors")).toMatch(/^link: /);
    expect(await page.textContent("#title")).toBe("No puzzle open");
    expect(await page.locator("#board [role=gridcell]").count()).toBe(0);
    await page.close();
  });

  it("Export: the format list is as tall as its button and level with it (and the share link's field with its button)", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent("streams:\n  a b\n  b a\ngivens:\n  1 .\n  . .\n")}`);
    await page.getByRole("tab", { name: "Export" }).click();
    const list = await page.locator("#export-format").boundingBox();
    const button = await page.getByRole("button", { name: "Download puzzle" }).boundingBox();
    expect(list && button).toBeTruthy();
    expect(Math.abs(list!.y - button!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(list!.height - button!.height)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/new-user-export.png` });
    // The share link's field and its button, alike.
    const field = await page.locator("#share").boundingBox();
    const copy = await page.getByRole("button", { name: "Copy link" }).boundingBox();
    expect(Math.abs(field!.y - copy!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(field!.height - copy!.height)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Design: the heading and its line describe the design on the board, and the open puzzle again after", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const puzzle = parsePuzzle(path, text(path));
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text(path))}`);
    const openTitle = puzzle.title!;
    expect(await page.textContent("#title")).toBe(openTitle);
    const openInfo = (await page.textContent("#puzzle-info")) ?? "";
    expect(openInfo).toMatch(/^link — 4×4, /);
    await page.getByRole("tab", { name: "Design" }).click();
    await page.waitForSelector("#design-analysis[data-status=unique]", { timeout: WAIT });
    expect(await page.textContent("#title")).toBe(`4×4 design: ${openTitle}`);
    expect(await page.textContent("#puzzle-info")).toMatch(/^design — 4×4, 3 givens: unique, level \w+$/);
    // A new empty design of another size: the heading follows it (not the 4×4 puzzle still open).
    await page.selectOption("#design-size", "5");
    await page.getByRole("button", { name: "New empty design" }).click();
    await page.waitForSelector("#design-analysis[data-status=several]", { timeout: WAIT });
    expect(await page.locator("#board [role=gridcell]").count()).toBe(25);
    expect(await page.textContent("#title")).toBe("5×5 design");
    expect(await page.textContent("#puzzle-info")).toBe("design — 5×5, 0 givens: several solutions");
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/new-user-design.png` });
    // Another view: the open puzzle again, on the board and above it.
    await page.getByRole("tab", { name: "Solve" }).click();
    expect(await page.textContent("#title")).toBe(openTitle);
    expect(await page.textContent("#puzzle-info")).toBe(openInfo);
    expect(await page.locator("#board [role=gridcell]").count()).toBe(16);
    await page.getByRole("tab", { name: "Design" }).click();
    expect(await page.textContent("#title")).toBe("5×5 design");
    await page.getByRole("tab", { name: "Play" }).click();
    expect(await page.textContent("#title")).toBe(openTitle);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("a link whose puzzle does not read: what is wrong with it, at its line and column, and no word of Format", async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent("4\n1 1 2 2\n")}`);
    const message = (await page.textContent("#open-errors")) ?? "";
    expect(message).toMatch(/^link:1:1: cannot tell the format: expected strimko text .*the classroom format$/);
    expect(message).not.toMatch(/format"|--format|choose/i);
    await page.screenshot({ path: `${SHOTS}/new-user-link.png` });
    await page.close();
  });
});
