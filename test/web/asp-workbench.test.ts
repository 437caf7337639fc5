/**
 * The ASP workbench (issue 27) in Debian's Chromium: the program in an editor (CodeMirror), edited
 * and run with clingo-wasm; `0` models gives every answer set (as many as the native count); a
 * syntax error is shown at its line; an answer set that is a grid is drawn on the board and checked
 * against the puzzle's rules; brave consequences are drawn as candidates; Reset brings back the
 * generated program. No timing is asserted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { renderProgram } from "../../src/engines/asp/program.js";
import { count, parsePuzzle } from "../../src/index.js";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, useSite } from "./site.js";

const WAIT = 90_000;
const SEVERAL = "puzzles/multi/hakank-068-one-given-less.txt";
const puzzle = parsePuzzle(SEVERAL, readFileSync(join(ROOT, SEVERAL), "utf8"));

async function program(page: Page): Promise<string> {
  const [d] = (await Promise.all([
    page.waitForEvent("download"),
    page.locator("#view-asp").getByRole("button", { name: "Download", exact: true }).click(),
  ])) as [Download, unknown];
  return readFileSync(await d.path(), "utf8");
}

describe.skipIf(browserSkipReason)("the ASP workbench", () => {
  const site = useSite();

  it("edits and runs the program: every answer set with 0, a syntax error at its line, a grid drawn and checked, brave consequences as candidates, Reset", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 900 });
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(readFileSync(join(ROOT, SEVERAL), "utf8"))}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    await page.getByRole("tab", { name: "ASP" }).click();
    await page.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    const generated = await program(page);
    expect(generated).toBe(renderProgram(puzzle, { label: "pasted" }).replace("pasted", generated.match(/% instance: (.*)/)![1]));

    // 0 models: every answer set, as many as the native engine counts.
    const all = (await count(puzzle, { engine: "native" })).count!;
    expect(all).toBeGreaterThan(1);
    await page.fill("#asp-models", "0");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector(".asp-atoms", { timeout: WAIT });
    expect(await page.textContent(".asp-summary")).toMatch(new RegExp(`: satisfiable, ${all} answer sets$`));
    expect(await page.locator(".asp-atoms").count()).toBe(all);
    expect(await page.textContent(".asp-atoms[data-set='2'] caption")).toContain("a grid that keeps the puzzle's rules");
    // The second answer set on the board; its atoms in cell order.
    await page.locator(".asp-atoms[data-set='2'] caption button").click();
    const atoms = await page.locator(".asp-atoms[data-set='2'] tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-atom")));
    const grid = await gridOf(page);
    expect(atoms).toEqual(grid.flatMap((row, r) => row.map((v, c) => `value(${r + 1},${c + 1},${v})`)));

    // An edit: a rule that breaks nothing but allows nothing more; then a syntax error at its line.
    await page.click("#asp-program .cm-content");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n:- value(1,1,V), value(1,2,V).\n");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector("#view-asp button:text-is('Run clingo'):not([disabled])", { timeout: WAIT });
    expect(await page.textContent(".asp-summary")).toMatch(/: satisfiable, \d+ answer sets?$/);
    // The generated text ends with a line end; the rule typed after it, then "bad" on the line after that.
    const lines = generated.split("\n").length + 1;
    await page.click("#asp-program .cm-content");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("bad :- value(R,C,.\n");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector(".asp-messages li", { timeout: WAIT });
    expect(await page.textContent(".asp-messages li")).toMatch(new RegExp(`^line ${lines + 1}:\\d+: error: syntax error`));
    expect(await page.locator("#asp-program .cm-lint-marker-error").count()).toBe(1);

    // Reset: the generated program again; brave consequences drawn as candidates.
    await page.getByRole("button", { name: "Reset" }).click();
    expect(await program(page)).toBe(generated);
    await page.selectOption("#asp-enum", "brave");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector(".asp-consequences", { timeout: WAIT });
    expect(await page.locator("#board svg .pencil").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("the edited program travels in the share link (compressed) and reopens in the editor", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 900 });
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(readFileSync(join(ROOT, SEVERAL), "utf8"))}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    await page.getByRole("tab", { name: "ASP" }).click();
    await page.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    await page.click("#asp-program .cm-content");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("% my experiment\n:- value(1,1,1).\n");
    const edited = await program(page);
    expect(edited).toContain("% my experiment\n:- value(1,1,1).\n");
    await page.getByRole("button", { name: "Link to this program" }).click();
    await page.waitForSelector("#share-status:text('carries the edited program')");
    const link = await page.inputValue("#share");
    expect(link).toMatch(/#puzzle=.*#asp=[A-Za-z0-9_-]+$/s);
    // Compressed: the link's part is shorter than the program it carries (base64 of the deflated text).
    expect(link.split("#asp=")[1].length).toBeLessThan(edited.length);
    const { page: other, errors: otherErrors } = await newPage(site, { width: 1280, height: 900 });
    await other.goto(link);
    await other.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    expect(await other.getAttribute("#tab-asp", "aria-selected")).toBe("true");
    expect(await program(other)).toBe(edited);
    expect([...errors, ...otherErrors]).toEqual([]);
    await page.close();
    await other.close();
  }, 180_000);
});
