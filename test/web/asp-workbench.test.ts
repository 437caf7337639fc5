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

/** Polls the status line until it matches (a string waitForFunction breaks the page's CSP). */
async function waitForStatus(page: Page, pattern: RegExp): Promise<void> {
  for (let k = 0; k < 900; k++) {
    if (pattern.test((await page.textContent("#status")) ?? "")) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the status never matched ${pattern}: ${await page.textContent("#status")}`);
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

  it("Solve with rules of one's own: the diagonals cross-checked by both engines, other rules clingo's alone, a refused directive at its line", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 900 });
    const sudoku4 = "streams:\n a a b b\n a a b b\n c c d d\n c c d d\ngivens:\n 1 . . .\n . . . .\n . . . .\n . . . .\n";
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(sudoku4)}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    await page.click("#solve-rules summary");
    await page.selectOption("#rules-variant", "diagonals");
    expect(await page.inputValue("#rules-text")).toBe(readFileSync(join(ROOT, "asp/variants/diagonals.lp"), "utf8"));
    await page.click("#solve");
    await page.waitForSelector(".verdict-rules", { timeout: WAIT });
    expect(await page.textContent(".verdict-rules")).toContain("the diagonals: clingo and the native engine both answered, cross-checked");
    const grid = await gridOf(page);
    expect(new Set(grid.map((row, i) => row[i])).size).toBe(4);
    expect(new Set(grid.map((row, i) => row[3 - i])).size).toBe(4);

    // Typed rules: clingo alone; the native engine's card says it did not run.
    await page.fill("#rules-text", ":- value(1,2,2).\n");
    expect(await page.inputValue("#rules-variant")).toBe("own");
    await page.click("#solve");
    await page.waitForSelector(".verdict-rules", { timeout: WAIT });
    expect(await page.textContent(".verdict-rules")).toContain("ASP only, with the rules you typed: not cross-checked");
    expect(await page.textContent("[data-engine=native] .engine-status")).toBe("not run: it does not read these rules; clingo alone answers");
    expect((await gridOf(page))[0][1]).not.toBe(2);
    // The ASP view shows the program Solve ran, the rules in it.
    await page.getByRole("tab", { name: "ASP" }).click();
    await page.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    expect(await program(page)).toMatch(/%%% rules: your rules\n:- value\(1,2,2\)\.\n$/);
    await page.getByRole("tab", { name: "Solve" }).click();

    // The rules' own mistakes are theirs, as on the command line: no disagreement of the engines.
    await page.fill("#rules-text", ":- value(1,1,V)\n:- value(1,2,2).\n");
    await page.click("#solve");
    await waitForStatus(page, /^your rules:\d+:\d+: clingo: syntax error/);
    expect(await page.textContent("#status")).toMatch(/^your rules:2:1: clingo: syntax error/);
    expect(await page.locator(".verdict.disagree").count()).toBe(0);
    await page.fill("#rules-text", "value(5,5,1).\n");
    await page.click("#solve");
    await waitForStatus(page, /make an answer set that is not a grid/);
    expect(await page.locator(".verdict.disagree").count()).toBe(0);
    // A predicate in no rule head: clingo's word on it, and the run goes on.
    await page.fill("#rules-text", ":- vaule(1,1,1).\n");
    await page.click("#solve");
    await page.waitForSelector(".verdict-rules", { timeout: WAIT });
    expect(await page.textContent("#rules-note")).toMatch(/^your rules:1:4: clingo \(info, a typo\?\): atom does not occur in any rule head: vaule\(1,1,1\)/);
    // Choosing a variant and back keeps what was typed.
    await page.selectOption("#rules-variant", "anti-knight");
    await page.selectOption("#rules-variant", "own");
    expect(await page.inputValue("#rules-text")).toBe(":- vaule(1,1,1).\n");

    await page.fill("#rules-text", "% fine\n#show value/3.\n");
    await page.click("#solve");
    expect(await page.textContent("#status")).toBe(
      "your rules:2:1: #show is not allowed in your rules: they may only add constraints (and atoms of their own) over value/3 (see asp/README.md)",
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("answer sets past the cap a page at a time; --opt-mode and the costs of a program that optimizes", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 900 });
    const latin5 = `streams:\n${" . . . . .\n".repeat(5)}givens:\n 1 . . . .\n${" . . . . .\n".repeat(4)}`;
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(latin5)}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    await page.getByRole("tab", { name: "ASP" }).click();
    await page.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    await page.fill("#asp-models", "0");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector(".asp-more", { timeout: WAIT });
    expect(await page.locator(".asp-atoms").count()).toBe(1000);
    const firstPage = await page.locator(".asp-atoms[data-set='1'] tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-atom")).join(" "));
    await page.click(".asp-more");
    await page.waitForSelector(".asp-atoms[data-set='1001']", { timeout: WAIT });
    expect(await page.locator(".asp-atoms").count()).toBe(1000);
    expect(await page.locator(".asp-atoms[data-set='1']").count()).toBe(0);
    expect(await page.textContent(".asp-summary")).toMatch(/2000 answer sets \(clingo stopped there: more may exist\); shown: 1001 to 2000$/);
    const later = await page.locator(".asp-atoms[data-set='1001'] tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-atom")).join(" "));
    expect(later).not.toBe(firstPage);

    // A program that optimizes: the optimum, its cost in the caption.
    await page.getByRole("button", { name: "Reset" }).click();
    await page.click("#asp-program .cm-content");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("#minimize { V : value(2,1,V) }.\n");
    await page.fill("#asp-models", "0");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector("#view-asp button:text-is('Run clingo'):not([disabled])", { timeout: WAIT });
    await page.waitForSelector(".asp-summary", { timeout: WAIT });
    expect(await page.textContent(".asp-summary")).toContain("optimum found");
    const captions = await page.locator(".asp-atoms caption").allTextContents();
    // (2,1) cannot hold 1 (the given in its column): the optimum costs 2.
    expect(captions.at(-1)).toMatch(/\(cost 2\)/);
    await page.selectOption("#asp-opt", "optN");
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector("#view-asp button:text-is('Run clingo'):not([disabled])", { timeout: WAIT });
    // Every optimal model: each of those listed last costs 2.
    const optN = await page.locator(".asp-atoms caption").allTextContents();
    expect(optN.filter((c) => /\(cost 2\)/.test(c)).length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
