/**
 * Step through in a lecture (issue 26), in Debian's Chromium: guesses and what follows from them
 * drawn apart from facts on the board, with a legend; the outline of all steps, indented by the
 * guesses in force, to jump to; a backtrack's refuted value no longer offered; Run until a
 * breakpoint, at a speed chosen; the presenter view at a projector's 1024×768 (text at least 20 px,
 * board and step side by side, everything else hidden, Escape leaves); Solve's native card saying
 * why its guesses differ from Step through's; on a phone, the board first. No timing is asserted.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { aValue } from "../../src/text/a-value.js";
import { describe, expect, it } from "vitest";
import { explain } from "../../src/explain/steps.js";
import { parsePuzzle } from "../../src/index.js";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, type Site, useSite } from "./site.js";

const WAIT = 90_000;
const STALLS = "puzzles/strimko/dlthompson-5_10.txt";
const puzzle = parsePuzzle(STALLS, readFileSync(join(ROOT, STALLS), "utf8"));
const { steps } = explain(puzzle);

async function stepThrough(page: Page, site: Site, path = STALLS): Promise<void> {
  await page.goto(site.url);
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", path);
  await page.waitForSelector(`#puzzle-info >> text=${path}`);
  await page.getByRole("tab", { name: "Step through" }).click();
  await page.waitForSelector("text=The givens", { timeout: WAIT });
}

/** The classes of the board's digit for a cell. */
const digitClass = (page: Page, [r, c]: [number, number]) => page.getAttribute(`#board svg text.value[data-cell="${r},${c}"]`, "class");

/** Waits until an expression is true in the page (evaluate, polled: waitForFunction's string would be
 * eval, which the page's CSP forbids). */
async function until(page: Page, expression: string): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    if (await page.evaluate(expression)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`not true within 90 s: ${expression}`);
}

/** Goes to step k with the step field. */
async function goTo(page: Page, k: number): Promise<void> {
  await page.fill("#step-jump", String(k));
  await page.getByRole("button", { name: "Go to step" }).click();
  expect(await page.textContent("#step-text")).toBe(steps[k - 1].text);
}

describe.skipIf(browserSkipReason)("Step through in a lecture", () => {
  const site = useSite();

  it("draws guesses and what follows them apart from facts, with a legend; an outline of every step, indented by depth, to jump to", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    expect(await page.textContent(".step-legend")).toContain("guessed");
    const guess = steps.findIndex((s) => s.kind === "guess") + 1;
    const tentative = steps.findIndex((s, i) => i > guess - 1 && s.kind === "place" && s.depth > 0) + 1;
    const fact = steps.findIndex((s) => s.kind === "place" && s.depth === 0) + 1;
    expect(Math.min(guess, tentative, fact)).toBeGreaterThan(0);
    await goTo(page, tentative);
    expect(await digitClass(page, steps[guess - 1].cell!)).toContain("how-guess");
    expect(await digitClass(page, steps[tentative - 1].cell!)).toContain("how-tentative");
    const factClass = await digitClass(page, steps[fact - 1].cell!);
    expect(factClass).not.toMatch(/how-(guess|tentative)/);
    // Drawn apart: another colour, and a guess is italic too (not colour alone).
    const style = (cell: [number, number]) =>
      page.evaluate(
        `(() => { const s = getComputedStyle(document.querySelector('#board svg text.value[data-cell="${cell.join(",")}"]')); return [s.fill, s.fontStyle]; })()`,
      );
    const [guessStyle, tentativeStyle, factStyle] = [
      await style(steps[guess - 1].cell!),
      await style(steps[tentative - 1].cell!),
      await style(steps[fact - 1].cell!),
    ];
    expect(new Set([guessStyle, tentativeStyle, factStyle].map((x) => JSON.stringify(x))).size).toBe(3);
    expect((guessStyle as string[])[1]).toBe("italic");

    // The outline: one entry per step, the current one marked, deeper steps indented further.
    await page.locator(".step-outline-box summary").click();
    expect(await page.locator(".step-outline li").count()).toBe(steps.length);
    expect(await page.getAttribute(".step-outline li[aria-current]", "value")).toBe(String(tentative));
    const margin = (k: number) =>
      page.evaluate(`parseFloat(getComputedStyle(document.querySelectorAll(".step-outline li")[${k - 1}]).marginLeft)`) as Promise<number>;
    expect(await margin(tentative)).toBeGreaterThan(await margin(fact));
    await page.locator(`.step-outline li[value="${fact}"] button`).click();
    expect(await page.textContent("#step-text")).toBe(steps[fact - 1].text);
    expect(await page.getAttribute(".step-outline li[aria-current]", "value")).toBe(String(fact));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("links both ways: a cell chosen on the board lists its four disjunctions with its literal marked; a disjunction chosen marks its cells", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    const r = puzzle.givens.findIndex((row) => row.some((v) => v !== 0));
    const c = puzzle.givens[r].findIndex((v) => v !== 0);
    const v = puzzle.givens[r][c];
    await page.locator(`#board [role=gridcell][data-cell="${r + 1},${c + 1}"]`).click();
    const items = page.locator(".step-chosen li");
    // A given: its cell's disjunction and its value's row, column and stream.
    expect(await items.count()).toBe(4);
    const labels = await items.locator(".d-label").allTextContents();
    expect(labels).toEqual([
      `cell (${r + 1},${c + 1}) holds some value`,
      `row ${r + 1} holds ${aValue(v)}`,
      `column ${c + 1} holds ${aValue(v)}`,
      expect.stringMatching(new RegExp(`^stream \\d+ holds ${aValue(v)}$`)),
    ]);
    expect(await items.locator(".chosen-lit").allTextContents()).toEqual([String(v), `(${r + 1},${c + 1})`, `(${r + 1},${c + 1})`, `(${r + 1},${c + 1})`]);
    expect(await page.getAttribute(`#board [role=gridcell][data-cell="${r + 1},${c + 1}"]`, "aria-description")).toContain("chosen");
    // A disjunction chosen in the rows' list: its cells where the value can still go marked on the
    // board (its literals left), the cell's mark gone.
    const row1 = page.locator(".disjunction-group[data-kind=row] li").nth(0);
    const left = (await row1.locator(".lit").allTextContents()).map((t) => t.replace(/[()]/g, ""));
    expect(left.length).toBeGreaterThan(1);
    await row1.click();
    const marked = await page.locator("#board [role=gridcell].mark-chosen").evaluateAll((cells) => cells.map((e) => e.getAttribute("data-cell")));
    expect(marked).toEqual(left);
    expect(await page.textContent(".step-chosen")).toContain("Chosen: row 1 holds a 1.");
    // Escape clears the choice.
    await page.keyboard.press("Escape");
    expect(await page.locator("#board [role=gridcell].mark-chosen").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("at a backtrack the refuted value is struck out of its cell's disjunction, not offered (defect 5)", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    const k = steps.findIndex((s) => s.kind === "backtrack") + 1;
    const { cell, value } = steps[k - 1];
    await goTo(page, k);
    const item = page.locator(".disjunction-group[data-kind=cell] li", { hasText: `cell (${cell!.join(",")}) holds some value` });
    expect(await item.locator(".lit").allTextContents()).not.toContain(String(value));
    expect(await item.locator("del.by-backtrack").textContent()).toBe(String(value));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("what-if: a wrong value placed at a step reaches a contradiction in its own steps; stepping back returns exactly to where it left", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    const k = 3;
    await goTo(page, k);
    const before = { grid: await gridOf(page), html: await page.innerHTML(".disjunctions") };
    // A value the solution does not have, in a cell still open at step 3.
    const known = before.grid;
    const solution = explain(puzzle).solution!;
    const [r, c] = [0, 1, 2, 3, 4].flatMap((i) => [0, 1, 2, 3, 4].map((j) => [i, j])).find(([i, j]) => known[i][j] === 0)!;
    const wrong = (solution[r][c] % puzzle.size) + 1;
    await page.locator(`#board [role=gridcell][data-cell="${r + 1},${c + 1}"]`).click();
    expect(await page.inputValue("#whatif-cell")).toBe(`${r + 1},${c + 1}`);
    await page.fill("#whatif-value", String(wrong));
    await page.getByRole("button", { name: "Try it" }).click();
    await page.waitForSelector(".step-position.whatif", { timeout: WAIT });
    expect(await page.textContent(".step-position")).toBe(`What if (${r + 1},${c + 1}) = ${wrong} (from step ${k}): placed`);
    expect((await gridOf(page))[r][c]).toBe(wrong);
    expect(await digitClass(page, [r + 1, c + 1])).toContain("how-guess");
    // Its steps, to the end: a contradiction, and no solution from there.
    await page.keyboard.press("End");
    const kinds = await page.locator(".step-outline li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-kind")));
    expect(kinds).toContain("contradiction");
    expect(await page.getAttribute("#step-text", "data-kind")).toBe("unsatisfiable");
    // Said of the what-if, not of the puzzle (which has a solution).
    expect(await page.textContent("#step-text")).toMatch(new RegExp(`^the what-if \\(${r + 1},${c + 1}\\) = ${wrong} is wrong: with it, `));
    // Back to its start, then one more: the step it left, exactly as it was.
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowLeft");
    expect(await page.textContent("#step-text")).toBe(steps[k - 1].text);
    expect(await page.textContent(".step-position")).toBe(`Step ${k} of ${steps.length}`);
    expect(await gridOf(page)).toEqual(before.grid);
    expect(await page.innerHTML(".disjunctions")).toBe(before.html);
    // A cell already known is refused, in words.
    const [kr, kc] = steps[0].cell!;
    await page.fill("#whatif-cell", `${kr},${kc}`);
    await page.getByRole("button", { name: "Try it" }).click();
    expect(await page.textContent(".step-status")).toBe(`Cell (${kr},${kc}) already holds ${steps[0].value} at this step.`);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("runs until the next guess, or until a cell chosen on the board is decided, at the speed chosen", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    await page.selectOption("#step-speed", { label: "fastest (0.05 s)" });
    await page.selectOption("#step-until", "guess");
    await page.getByRole("button", { name: "Run" }).click();
    const guess = steps.findIndex((s) => s.kind === "guess") + 1;
    await until(page, `document.querySelector("#step-text").dataset.kind === "guess"`);
    await page.waitForSelector("text=Play");
    expect(await page.textContent("#step-text")).toBe(steps[guess - 1].text);
    // A cell decided after the guess, chosen by a click on the board.
    const later = steps.findIndex((s, i) => i > guess && s.kind === "place") + 1;
    const [r, c] = steps[later - 1].cell!;
    const first = steps.findIndex((s) => (s.kind === "place" || s.kind === "guess") && s.cell![0] === r && s.cell![1] === c) + 1;
    expect(first).toBeGreaterThan(guess);
    await page.locator(`#board [role=gridcell][data-cell="${r},${c}"]`).click();
    expect(await page.inputValue("#step-until-cell")).toBe(`${r},${c}`);
    // The click fills the cell, but leaves Run until's choice as it was (the next guess).
    expect(await page.inputValue("#step-until")).toBe("guess");
    await page.selectOption("#step-until", "cell");
    await page.getByRole("button", { name: "Run" }).click();
    await until(page, `document.querySelector("#step-jump").value === "${first}"`);
    await page.waitForSelector("text=Play");
    expect(await page.textContent("#step-text")).toBe(steps[first - 1].text);
    expect((await gridOf(page))[r - 1][c - 1]).toBe(steps[first - 1].value);
    // A cell no step decides (a given): said, and nothing moves.
    const gr = puzzle.givens.findIndex((row) => row.some((v) => v !== 0)) + 1;
    const given = [gr, puzzle.givens[gr - 1].findIndex((v) => v !== 0) + 1];
    await page.fill("#step-until-cell", given.join(","));
    await page.getByRole("button", { name: "Run" }).click();
    expect(await page.textContent(".step-status")).toBe(`No later step decides cell (${given.join(",")}).`);
    expect(await page.inputValue("#step-jump")).toBe(String(first));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("a presenter's clicker: PageDown and PageUp step; a choice made with the pointer in a menu hands the keys back", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageDown");
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    await page.keyboard.press("PageUp");
    expect(await page.textContent("#step-text")).toBe(steps[0].text);
    await page.selectOption("#step-speed", { label: "fast (0.25 s)" });
    await page.keyboard.press("ArrowRight");
    expect(await page.inputValue("#step-speed")).toBe("250");
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("the presenter view at 1024×768: board and step side by side, text at least 20 px, the rest hidden; Escape leaves", async () => {
    const { page, errors } = await newPage(site, { width: 1024, height: 768 });
    await stepThrough(page, site);
    await page.getByRole("button", { name: "Presenter view" }).click();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect(await page.textContent("#step-text")).toBe(steps[2].text);
    const layout = (await page.evaluate(`(() => {
      const box = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width }; };
      const size = (s) => [...document.querySelectorAll(s)].filter((e) => e.getClientRects().length > 0).map((e) => parseFloat(getComputedStyle(e).fontSize));
      const shown = (s) => { const e = document.querySelector(s); return !!e && e.getClientRects().length > 0; };
      return { board: box("#board [role=grid]"), text: box("#step-text"), sizes: [...size("#step-text"), ...size(".step-position"), ...size(".step-focus li"), ...size(".step-controls button")],
        hidden: ["header.top", "#open", "#tabs", ".disjunctions", ".step-summary", "#share"].filter((s) => shown(s)), focus: document.querySelectorAll(".step-focus li").length, height: innerHeight, width: innerWidth };
    })()`)) as {
      board: { top: number; bottom: number; left: number; right: number; width: number };
      text: { top: number; bottom: number; left: number };
      sizes: number[];
      hidden: string[];
      focus: number;
      height: number;
      width: number;
    };
    expect(layout.hidden).toEqual([]);
    expect(Math.min(...layout.sizes)).toBeGreaterThanOrEqual(20);
    expect(layout.focus).toBeGreaterThan(0);
    // Side by side, on one screen: the board whole, the step's words beside it.
    expect(layout.board.top).toBeGreaterThanOrEqual(0);
    expect(layout.board.bottom).toBeLessThanOrEqual(layout.height);
    expect(layout.board.width).toBeGreaterThan(layout.width * 0.4);
    expect(layout.text.left).toBeGreaterThanOrEqual(layout.board.right);
    expect(layout.text.bottom).toBeLessThanOrEqual(layout.height);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(`document.body.classList.contains("presenting")`)).toBe(false);
    expect(await page.locator("#open").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("Solve's native card says why its guesses differ from Step through's (defect 4)", async () => {
    const { page, errors } = await newPage(site);
    const path = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(readFileSync(join(ROOT, path), "utf8"))}`);
    await page.click("#solve");
    await page.waitForSelector("#verdict strong", { timeout: WAIT });
    const note = await page.textContent("[data-engine=native] .engine-note");
    expect(note).toContain("It needed no guess");
    expect(note).toContain("Step through follows the assignment's SOLVESTRIMKO");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("on a phone the board comes first, and after Solve the verdict is on the first screen (defect 7)", async () => {
    const { page, errors } = await newPage(site, { width: 390, height: 844 });
    const path = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(readFileSync(join(ROOT, path), "utf8"))}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    const top = (s: string) => page.evaluate(`document.querySelector("${s}").getBoundingClientRect().top`) as Promise<number>;
    const bottom = (s: string) => page.evaluate(`document.querySelector("${s}").getBoundingClientRect().bottom`) as Promise<number>;
    expect(await bottom("#board [role=grid]")).toBeLessThanOrEqual(844);
    expect(await top("#open")).toBeGreaterThan(await top("#views"));
    await page.click("#solve");
    await page.waitForSelector("#verdict strong", { timeout: WAIT });
    // The verdict in sight (scrolled up to it), right under Solve, before the engines' cards (a
    // fraction of a pixel: the scroll lands on whole pixels).
    expect(await bottom("#verdict")).toBeLessThanOrEqual(845);
    expect(await top("#verdict")).toBeGreaterThanOrEqual(0);
    expect(await top("#verdict")).toBeLessThan(await top("#engines"));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("Play for students: the chosen cell's value marked wherever it is, tidy pencil marks, a clock that hides, a happy Solved!", async () => {
    const { page, errors } = await newPage(site);
    const path = "puzzles/strimko/dlthompson-4_1.txt";
    const p = parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));
    const solution = explain(p).solution!;
    await page.goto(site.url);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    await page.selectOption("#bundled", path);
    await page.getByRole("tab", { name: "Play" }).click();
    await page.waitForSelector("#play-status >> text=Your turn.", { timeout: WAIT });
    expect(await page.textContent("#play-timer")).toMatch(/^Time \d+:\d\d$/);
    await page.getByRole("button", { name: "Hide timer" }).click();
    expect(await page.locator("#play-timer").isVisible()).toBe(false);
    const cell = (r: number, c: number) => page.locator(`#board [role=gridcell][data-cell="${r},${c}"]`);
    // A given chosen: every cell holding its value is marked.
    const gr = p.givens.findIndex((row) => row.some((v) => v !== 0));
    const gc = p.givens[gr].findIndex((v) => v !== 0);
    await cell(gr + 1, gc + 1).click();
    const same = await page.locator("#board [role=gridcell].same-value").evaluateAll((cs) => cs.map((e) => e.getAttribute("data-cell")));
    expect(same).toEqual([`${gr + 1},${gc + 1}`]);
    // Tidy pencil marks: a mark in an empty cell goes when its value is placed in the same row.
    const empties = p.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [[r + 1, c + 1] as [number, number]] : [])));
    const [a, b] = [empties[0], empties.find(([r, c]) => r === empties[0][0] && c !== empties[0][1])!];
    const v = solution[b[0] - 1][b[1] - 1];
    await page.getByRole("button", { name: "Tidy pencil marks" }).click();
    expect(await page.getAttribute("#play-tidy", "aria-pressed")).toBe("true");
    await cell(...a).click();
    await page.keyboard.press(" ");
    await page.keyboard.press(String(v));
    await page.keyboard.press(" ");
    expect(await page.textContent(`#board svg .pencil[data-cell="${a.join(",")}"]`)).toBe(String(v));
    await cell(...b).click();
    await page.keyboard.press(String(v));
    expect(await page.locator(`#board svg .pencil[data-cell="${a.join(",")}"]`).count()).toBe(0);
    // Placed: the other cells holding it are marked with it.
    expect(await page.locator("#board [role=gridcell].same-value").count()).toBe(
      solution.flat().filter((x, i) => x === v && (p.givens.flat()[i] === v || i === (b[0] - 1) * p.size + b[1] - 1)).length,
    );
    // The rest, to a happy Solved!
    for (const [r, c] of empties.filter(([r, c]) => r !== b[0] || c !== b[1])) {
      await cell(r, c).click();
      await page.getByRole("button", { name: `Value ${solution[r - 1][c - 1]}`, exact: true }).click();
    }
    expect(await page.textContent("#play-status")).toMatch(/^Solved! Well done: every cell is right, in \d+:\d\d\.$/);
    expect(await page.getAttribute("#play-status", "class")).toContain("solved");
    expect(await page.getAttribute("#board .board-frame", "class")).toContain("solved");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("for slides and handouts: this step as SVG, every step as a page that prints to PDF, and the worksheet of 4n² disjunctions", async () => {
    const { page, errors } = await newPage(site);
    await stepThrough(page, site);
    await goTo(page, 3);
    const save = async (name: string) => {
      const [d] = (await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()])) as [Download, unknown];
      return { name: d.suggestedFilename(), text: readFileSync(await d.path(), "utf8") };
    };
    const svg = await save("This step (SVG)");
    expect(svg.name).toBe("dlthompson-5_10-step-003.svg");
    expect(svg.text).toContain(`Step 3 of ${steps.length}`);
    const handout = await save("All steps (handout)");
    const sheet = await save("Worksheet");
    expect(sheet.name).toBe("dlthompson-5_10-worksheet.html");
    // Printed as the browser prints them (to PDF), read back with poppler's tools.
    const dir = mkdtempSync(join(tmpdir(), "strimko-handout-"));
    const pdfs: Record<string, string> = {};
    for (const [name, html] of [
      ["handout", handout.text],
      ["worksheet", sheet.text],
    ]) {
      const { page: printer } = await newPage(site);
      // A page on its own: nothing to fetch (newPage aborts and notes any request elsewhere).
      await printer.setContent(html);
      const file = join(dir, `${name}.pdf`);
      writeFileSync(file, await printer.pdf({ format: "A4" }));
      await printer.close();
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
      expect(pages, name).toBeGreaterThan(1);
      pdfs[name] = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    }
    expect(pdfs.handout).toContain(`Step ${steps.length} of ${steps.length}`);
    expect(pdfs.worksheet).toContain("c(1,1,1) ∨ c(1,1,2)");
    expect(site.outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
