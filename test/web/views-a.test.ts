/**
 * The web app's stepper, ASP and export views in Debian's Chromium (the site built and served as in
 * app.test.ts): stepping through a board resolution does not finish reaches the guess, in the words
 * `strimko explain` prints; the ASP view shows `strimko program`'s text for the chosen encoding and
 * which atom became which cell; the downloads read back to the same puzzle, and draw the same SVG
 * and write the same program as the command line. No timing is asserted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { aValue } from "../../src/text/a-value.js";
import { describe, expect, it } from "vitest";
import { renderProgram } from "../../src/engines/asp/program.js";
import { explain } from "../../src/explain/steps.js";
import { parsePuzzle } from "../../src/index.js";
import { displayTitle } from "../../src/puzzle/title.js";
import { renderBoard } from "../../src/render/board.js";
import { browserSkipReason } from "../browser.js";
import { strimko } from "../cli/run.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, type Site, useSite } from "./site.js";

const text = (path: string) => readFileSync(join(ROOT, path), "utf8");
/** How long an engine may take on a loaded machine before the wait gives up (not a timing assertion). */
const WAIT = 90_000;
const STALLS = "puzzles/strimko/dlthompson-5_10.txt";

async function openBundled(page: Page, site: Site, path: string): Promise<void> {
  await page.goto(site.url);
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", path);
  await page.waitForSelector(`#puzzle-info >> text=${path}`);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent("download"), click()])) as [Download, unknown];
  const path = await download.path();
  return { name: download.suggestedFilename(), body: readFileSync(path) };
}

describe.skipIf(browserSkipReason)("the web app's stepper, ASP and export views in Chromium", () => {
  const site = useSite();

  it("the keys drive the steps wherever the focus is while Step through is shown (issue 26: → on the tab opened ASP), but not in the step field", async () => {
    const { steps } = explain(parsePuzzle(STALLS, text(STALLS)));
    const { page, errors } = await newPage(site);
    await openBundled(page, site, STALLS);
    const tab = page.getByRole("tab", { name: "Step through" });
    await tab.click();
    await page.waitForSelector("text=The givens", { timeout: WAIT });
    // Focus on the tab, as after a click: → is the next step, and the tab stays.
    await tab.focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.textContent("#step-text")).toBe(steps[0].text);
    expect(await tab.getAttribute("aria-selected")).toBe("true");
    // On the board: → again, ← back, End, Home.
    await page.locator("#board [role=gridcell]").first().click();
    await page.keyboard.press("ArrowRight");
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    await page.keyboard.press("ArrowLeft");
    expect(await page.textContent("#step-text")).toBe(steps[0].text);
    await page.keyboard.press("End");
    expect(await page.textContent("#step-text")).toBe(steps[steps.length - 1].text);
    await page.keyboard.press("Home");
    expect(await page.textContent(".step-position")).toMatch(/^The givens/);
    // Space plays and pauses, as the Play button does.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press(" ");
    await page.waitForSelector("button:text('Pause')");
    await page.keyboard.press(" ");
    await page.waitForSelector("button:text-is('Play')");
    // In the step field, keys type.
    await page.locator("#step-jump").fill("3");
    await page.locator("#step-jump").press("ArrowLeft");
    expect(await page.inputValue("#step-jump")).toBe("3");
    // Another tab shown: its arrows are its own again.
    await tab.focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "ASP" }).getAttribute("aria-selected")).toBe("false");
    await page.getByRole("tab", { name: "Solve" }).click();
    await page.getByRole("tab", { name: "Solve" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tab.getAttribute("aria-selected")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("steps through a board resolution does not finish, to the guess, in explain's words", async () => {
    const puzzle = parsePuzzle(STALLS, text(STALLS));
    const { steps } = explain(puzzle);
    const guess = steps.findIndex((s) => s.kind === "guess") + 1;
    expect(guess).toBeGreaterThan(1);
    // What `strimko explain` prints: its first line, then one line per step.
    const cli = (await strimko(["explain", STALLS])).stdout.split("\n");
    expect(cli.slice(1, 1 + steps.length).map((line) => line.replace(/^\s*\d+\. /, ""))).toEqual(steps.map((s) => s.text));

    const { page, errors } = await newPage(site);
    await openBundled(page, site, STALLS);
    // The steps are computed in a worker of their own (the native engine's code), started for the stepper.
    while (page.workers().length < 2) await page.waitForEvent("worker");
    const workers = new Set(page.workers());
    await page.getByRole("tab", { name: "Step through" }).click();
    await page.waitForSelector("text=The givens", { timeout: WAIT });
    expect(
      page
        .workers()
        .filter((w) => !workers.has(w))
        .map((w) => /native\.worker/.test(w.url())),
    ).toEqual([true]);
    expect(await page.textContent(".step-summary")).toBe(cli[0]);
    // The knowledge base: 4n² disjunctions, n² of each kind.
    const n = puzzle.size;
    expect(await page.locator(".disjunction-list li").count()).toBe(4 * n * n);
    for (const kind of ["cell", "row", "column", "stream"]) expect(await page.locator(`.disjunction-group[data-kind=${kind}] li`).count()).toBe(n * n);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);

    // Next (the button, then the key) walks the steps in their words.
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.textContent("#step-text")).toBe(steps[0].text);
    expect(await page.locator(".disjunction-list li.used").count()).toBe(1);
    expect(await page.locator("[role=gridcell].mark-focus").count()).toBe(1);
    // The marks are said, not only drawn: each marked cell's accessible description names its marks.
    expect(await page.getAttribute("[role=gridcell].mark-focus", "aria-description")).toContain("this step's cell");
    for (const unit of await page.locator("[role=gridcell].mark-unit").all())
      expect(await unit.getAttribute("aria-description")).toContain("in the disjunction used");
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    await page.keyboard.press("ArrowLeft");
    expect(await page.textContent("#step-text")).toBe(steps[0].text);
    for (let k = 1; k < guess - 1; k++) {
      await page.keyboard.press("ArrowRight");
      expect(await page.textContent("#step-text")).toBe(steps[k].text);
    }
    // The step before the guess is resolution's last: the board holds what it placed.
    const before = await gridOf(page);
    expect(before.flat().filter((v) => v === 0).length).toBeGreaterThan(0);
    await page.keyboard.press("ArrowRight");
    const step = steps[guess - 1];
    expect(await page.textContent("#step-text")).toBe(step.text);
    expect(await page.getAttribute("#step-text", "data-kind")).toBe("guess");
    expect(await page.getAttribute("[role=gridcell].mark-guess", "data-cell")).toBe(step.cell!.join(","));
    expect(await page.textContent(".disjunction-list li.used")).toContain("branched on");
    expect((await gridOf(page))[step.cell![0] - 1][step.cell![1] - 1]).toBe(step.value);

    // Jump to a step by its number, then End and Home.
    await page.fill("#step-jump", "2");
    await page.getByRole("button", { name: "Go to step" }).click();
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    // The unit used is scrolled into its list's view (here a cell's, far down the cells' list).
    const used = page.locator(".disjunction-list li.used");
    expect(await used.textContent()).toContain(`cell (${steps[1].cell!.join(",")}) holds some value`);
    const [item, list] = [await used.boundingBox(), await page.locator(".disjunction-list:has(li.used)").boundingBox()];
    expect(item!.y).toBeGreaterThanOrEqual(list!.y);
    expect(item!.y + item!.height).toBeLessThanOrEqual(list!.y + list!.height);
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("End");
    expect(await page.textContent("#step-text")).toBe(steps[steps.length - 1].text);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await gridOf(page)).toEqual(explain(puzzle).solution);
    // Next, disabled under the focus, handed it to Previous: the keys still step.
    expect(
      await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string } } }).document.activeElement.textContent),
    ).toBe("Previous");
    await page.keyboard.press("Home");
    expect(await gridOf(page)).toEqual(puzzle.givens);

    // Play runs on by itself; Pause stops it.
    await page.getByRole("button", { name: "Play" }).click();
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document
          .querySelector(".step-position")
          ?.textContent.startsWith("Step 2 "),
      undefined,
      { timeout: WAIT },
    );
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await page.getByRole("button", { name: "Play" }).count()).toBe(1);

    // Back to Solve: the board shows the puzzle again, unmarked.
    await page.getByRole("tab", { name: "Solve" }).click();
    expect(await gridOf(page)).toEqual(puzzle.givens);
    expect(await page.locator("[role=gridcell][class*=mark-]").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a contradiction: the disjunction left empty, in the list and on the board", async () => {
    const path = "puzzles/unsat/hakank-068-one-given-more.txt";
    const puzzle = parsePuzzle(path, text(path));
    const { steps } = explain(puzzle);
    const step = steps[0];
    expect(step.kind).toBe("contradiction");
    const { page, errors } = await newPage(site);
    await openBundled(page, site, path);
    await page.getByRole("tab", { name: "Step through" }).click();
    await page.waitForSelector("text=The givens", { timeout: WAIT });
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.textContent("#step-text")).toBe(step.text);
    const unit = step.reason.unit!;
    const used = page.locator(".disjunction-list li.used.empty");
    expect(await used.textContent()).toBe(`${unit.kind} ${String(unit.index)} holds ${aValue(unit.value!)}: none left — used: empty, a contradiction`);
    // Its cells on the board: the stream's.
    const cells = await page.locator("[role=gridcell].mark-empty").evaluateAll((cs) => cs.map((c) => c.getAttribute("data-cell")));
    const stream = puzzle.streams.flatMap((row, r) => row.flatMap((s, c) => (s === unit.index ? [`${r + 1},${c + 1}`] : [])));
    expect(cells.sort()).toEqual(stream.sort());
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.textContent("#step-text")).toBe(steps[1].text);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the program strimko program prints, per encoding, and which atom became which cell", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const puzzle = parsePuzzle(path, text(path));
    const { page, errors } = await newPage(site);
    await openBundled(page, site, path);
    await page.getByRole("tab", { name: "ASP" }).click();
    // The editor's text, as its Download button hands it over.
    await page.waitForSelector("#asp-program .cm-editor", { timeout: WAIT });
    const shownProgram = async () =>
      (await downloaded(page, () => page.locator("#view-asp").getByRole("button", { name: "Download", exact: true }).click())).body.toString("utf8");
    expect(await shownProgram()).toBe(renderProgram(puzzle, { label: path }));
    for (const encoding of ["pairwise", "count"]) {
      await page.selectOption("#asp-encoding", encoding);
      const shown = await shownProgram();
      expect(shown).toBe(renderProgram(puzzle, { encoding, label: path }));
      expect(shown).toBe((await strimko(["program", "--encoding", encoding, path])).stdout);
    }
    await page.getByRole("button", { name: "Run clingo" }).click();
    await page.waitForSelector(".asp-atoms", { timeout: WAIT });
    expect(await page.textContent(".asp-summary")).toMatch(/^encoding count: satisfiable, 1 answer set$/);
    expect(await page.textContent(".asp-stats")).toMatch(/rules: \d+/);
    // The same words as Solve's (web/state/stat-words.ts), times with their units.
    const stats = await page.locator(".asp-stats li").allTextContents();
    expect(stats).toContainEqual(expect.stringMatching(/^clingo time: [\d.]+ m?s$/));
    expect(stats).toContainEqual(expect.stringMatching(/^wall time: [\d.]+ m?s$/));
    expect(stats.filter((line) => /[a-z][A-Z]|\(ms\)/.test(line))).toEqual([]);
    const n = puzzle.size;
    const rows = page.locator(".asp-atoms[data-set='1'] tbody tr");
    expect(await rows.count()).toBe(n * n);
    // Each atom value(R,C,V) is cell (R,C) holding V; focusing one marks its cell, and the board shows the answer set.
    const atoms = await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute("data-atom"), tr.getAttribute("data-cell"), tr.children[2].textContent]));
    for (const [atom, cell, value] of atoms) expect(`value(${cell},${value})`).toBe(atom);
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    const second = atoms[1];
    expect(await page.getAttribute("[role=gridcell].mark-atom", "data-cell")).toBe(second[1]);
    expect(await page.getAttribute("[role=gridcell].mark-atom", "aria-description")).toBe("the atom's cell");
    expect(await page.locator("[role=gridcell][aria-description]").count()).toBe(1);
    const grid = await gridOf(page);
    for (const [, cell, value] of atoms) {
      const [r, c] = cell!.split(",").map(Number);
      expect(grid[r - 1][c - 1]).toBe(Number(value));
    }

    // Solve's clingo run shows here too: the default encoding, two answer sets asked for.
    await page.getByRole("tab", { name: "Solve" }).click();
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: WAIT });
    await page.getByRole("tab", { name: "ASP" }).click();
    expect(await page.textContent(".asp-summary")).toBe("encoding count-pruned: satisfiable, 1 answer set");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("downloads the puzzle, the board and the program as the command line writes them", async () => {
    const puzzle = parsePuzzle(STALLS, text(STALLS));
    const { page, errors } = await newPage(site);
    await openBundled(page, site, STALLS);
    await page.getByRole("tab", { name: "Export" }).click();

    await page.selectOption("#export-format", "text");
    const txt = await downloaded(page, () => page.getByRole("button", { name: "Download puzzle" }).click());
    expect(txt.name).toBe("dlthompson-5_10.txt");
    expect({ ...parsePuzzle(txt.name, txt.body.toString("utf8")), source: undefined }).toEqual({ ...puzzle, source: undefined });
    await page.selectOption("#export-format", "json");
    const json = await downloaded(page, () => page.getByRole("button", { name: "Download puzzle" }).click());
    expect(json.name).toBe("dlthompson-5_10.json");
    expect(json.body.toString("utf8")).toBe((await strimko(["convert", STALLS, "--to", "json"])).stdout);

    const svg = await downloaded(page, () => page.getByRole("button", { name: "Download SVG" }).click());
    expect(svg.name).toBe("dlthompson-5_10.svg");
    expect(svg.body.toString("utf8")).toBe(renderBoard(puzzle, { title: displayTitle(puzzle.title, STALLS) }));

    const png = await downloaded(page, () => page.getByRole("button", { name: "Download PNG" }).click());
    expect(png.name).toBe("dlthompson-5_10.png");
    expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Twice the SVG's size, as `strimko render -o x.png` draws it.
    const svgWidth = Number(/<svg[^>]*\swidth="([0-9.]+)"/.exec(svg.body.toString("utf8"))?.[1]);
    expect(png.body.readUInt32BE(16)).toBe(Math.round(2 * svgWidth));

    await page.getByRole("tab", { name: "ASP" }).click();
    await page.selectOption("#asp-encoding", "pairwise");
    await page.getByRole("tab", { name: "Export" }).click();
    const lp = await downloaded(page, () => page.getByRole("button", { name: "Download program (.lp)" }).click());
    expect(lp.name).toBe("dlthompson-5_10.lp");
    expect(lp.body.toString("utf8")).toBe(renderProgram(puzzle, { encoding: "pairwise", label: STALLS }));

    // A format that cannot hold this puzzle says why, as convert does.
    await page.selectOption("#export-format", "sudoku");
    await page.getByRole("button", { name: "Download puzzle" }).click();
    const cli = await strimko(["convert", STALLS, "--to", "sudoku"]);
    const reason = /a Sudoku line needs[^\n]*/.exec(cli.stderr)?.[0];
    expect(reason).toBeTruthy();
    expect(await page.textContent("#export-errors")).toContain(reason);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("names downloads safely whatever the title, and shows the title as text", async () => {
    const title = `../../<img src=x onerror="globalThis.pwned=1">/CON .bashrc`;
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(`title: ${title}\nstreams:\n  a b\n  b a\ngivens:\n  1 .\n  . .\n`)}`);
    await page.getByRole("tab", { name: "Step through" }).click();
    await page.waitForSelector("text=The givens", { timeout: WAIT });
    await page.getByRole("tab", { name: "Export" }).click();
    const svg = await downloaded(page, () => page.getByRole("button", { name: "Download SVG" }).click());
    expect(svg.name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/);
    expect(svg.name).not.toContain("..");
    expect(await page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.$$("img, main script, svg script, svg foreignObject")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
