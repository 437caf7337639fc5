/**
 * The web app's Design, Play and New puzzle views (web/src/design-view.ts, play-view.ts,
 * new-view.ts) end to end in Debian's Chromium, each compared with the library's own answer: the
 * cells where a design's two solutions differ, a hint's words (explain's first step), the puzzle
 * generate makes from a seed. No timing is asserted: waits are for what the page shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { count, explain, generate, parsePuzzle, solve, writePuzzles, type Puzzle } from "../../src/index.js";
import { check, createPlay, hint } from "../../web/state/play.js";
import { generateProblem } from "../../web/state/generate-words.js";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, useSite } from "./site.js";

/** How long the engines may take on a loaded machine before a wait gives up (not a timing assertion). */
const WAIT = 90_000;

/** The cells marked with a class on the board, "row,col", row-major. */
const marked = (page: Page, className: string) =>
  page.$$eval(`#board [role=gridcell].${className}`, (cells) => cells.map((c) => c.getAttribute("data-cell") ?? ""));

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
}

/** Clicks a cell of the board and types keys there. */
async function typeAt(page: Page, [r, c]: [number, number], ...keys: string[]): Promise<void> {
  await page.click(`#board [role=gridcell][data-cell="${r},${c}"]`);
  for (const k of keys) await page.keyboard.press(k);
}

/** Drags the pointer over cells of the board, in order. */
async function drag(page: Page, cells: [number, number][]): Promise<void> {
  // The board is drawn again as the analysis comes (a cell found may be gone a moment later): the
  // centres are measured first, again until a cell is measured (its place does not change).
  const centre = async ([r, c]: [number, number]) => {
    for (;;) {
      const box = await page.locator(`#board [role=gridcell][data-cell="${r},${c}"]`).boundingBox();
      if (box) return [box.x + box.width / 2, box.y + box.height / 2] as const;
    }
  };
  const points = [];
  for (const cell of cells) points.push(await centre(cell));
  await page.mouse.move(...points[0]);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...point, { steps: 4 });
  await page.mouse.up();
}

describe.skipIf(browserSkipReason)("the Design, Play and New puzzle views in Chromium", () => {
  const site = useSite();

  it("designs a 4×4 puzzle: two solutions (the differing cells marked), then with one more given, unique", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await openTab(page, "Design");
    // A fresh page opens a puzzle, and Design starts from it: a new empty design instead.
    await page.selectOption("#design-size", "4");
    await page.getByRole("button", { name: "New empty design" }).click();
    // The brush starts as "a new stream" (it was "erase" at first: a first drag painted nothing).
    expect(await page.inputValue("#design-brush")).toBe("new");
    // Streams: the four 2×2 boxes, each painted by one drag with "a new stream".
    for (const [r, c] of [
      [1, 1],
      [1, 3],
      [3, 1],
      [3, 3],
    ]) {
      await page.selectOption("#design-brush", "new");
      await drag(page, [
        [r, c],
        [r, c + 1],
        [r + 1, c + 1],
        [r + 1, c],
      ]);
    }
    // A full grid without the four cells where 1 and 2 can swap (rows 1 and 3, columns 1 and 2).
    const full = [
      [1, 2, 3, 4],
      [3, 4, 1, 2],
      [2, 1, 4, 3],
      [4, 3, 2, 1],
    ];
    const open = new Set(["1,1", "1,2", "3,1", "3,2"]);
    for (let r = 1; r <= 4; r++) for (let c = 1; c <= 4; c++) if (!open.has(`${r},${c}`)) await typeAt(page, [r, c], String(full[r - 1][c - 1]));
    const boxes = [
      [1, 1, 2, 2],
      [1, 1, 2, 2],
      [3, 3, 4, 4],
      [3, 3, 4, 4],
    ];
    const givens = full.map((row, r) => row.map((v, c) => (open.has(`${r + 1},${c + 1}`) ? 0 : v)));
    const puzzle: Puzzle = { size: 4, streams: boxes, givens };
    const lib = await count(puzzle, { limit: 2, solutions: true });
    expect(lib.count).toBe(2);
    const [a, b] = lib.solutions!;
    const differing = a.flatMap((row, r) => row.flatMap((v, c) => (v !== b[r][c] ? [`${r + 1},${c + 1}`] : [])));
    await page.waitForSelector("#design-analysis[data-status=several]", { timeout: WAIT });
    expect(await page.textContent("#design-analysis")).toContain("Several solutions");
    expect(await marked(page, "differs")).toEqual(differing);

    await typeAt(page, [1, 1], "1");
    await page.waitForSelector("#design-analysis[data-status=unique]", { timeout: WAIT });
    expect(await page.textContent("#design-analysis")).toMatch(/^Unique: exactly one solution; level (easy|medium|hard|search)/);
    expect(await marked(page, "differs")).toEqual([]);
    // Undo takes the given back (and the analysis follows); Redo puts it again.
    await page.getByRole("button", { name: "Undo" }).click();
    await page.waitForSelector("#design-analysis[data-status=several]", { timeout: WAIT });
    await page.getByRole("button", { name: "Redo" }).click();
    await page.waitForSelector("#design-analysis[data-status=unique]", { timeout: WAIT });

    // "Use this puzzle" opens it in the other views, and in the share link.
    await page.getByRole("button", { name: "Use this puzzle" }).click();
    const shared = parsePuzzle("link", decodeURIComponent((await page.inputValue("#share")).replace(/^.*#puzzle=/, "")));
    expect(shared.streams).toEqual(boxes);
    expect(shared.givens).toEqual(givens.map((row, r) => row.map((v, c) => (r === 0 && c === 0 ? 1 : v))));
    // The press says what it did (nothing else changes in Design's panel: it once looked ignored)…
    expect(await page.textContent("#design-used")).toBe("Opened in the other views (Solve, Step through, ASP, Export, Play) and in the share link.");
    expect(await page.textContent("#title")).toBe("4×4 design");
    // …until the design changes again (it then differs from the puzzle open).
    await typeAt(page, [1, 2], "2");
    expect(await page.textContent("#design-used")).toBe("");
    await page.keyboard.press("Control+z");
    // …and Play plays it: the cells left open are the design's.
    await openTab(page, "Play");
    await page.waitForSelector("#play-status:text('Your turn.')", { timeout: WAIT });
    expect(await gridOf(page)).toEqual(shared.givens);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("plays with the keys: values, a hint in explain's words, a wrong value marked by Check, undo", async () => {
    const path = "puzzles/strimko/dlthompson-5_1.txt";
    const text = readFileSync(join(ROOT, path), "utf8");
    const puzzle = parsePuzzle(path, text);
    const { solution } = await solve(puzzle);
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", text);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    await openTab(page, "Play");
    await page.waitForSelector("#play-status:text('Your turn.')", { timeout: WAIT });
    // A few right values, typed at empty cells found with the arrows.
    const empty = puzzle.givens.flatMap((row, r) => row.flatMap((v, c) => (v === 0 ? [[r + 1, c + 1] as [number, number]] : [])));
    const values = puzzle.givens.map((row) => row.slice());
    for (const [r, c] of empty.slice(0, 3)) {
      await typeAt(page, [1, 1]);
      for (let i = 1; i < r; i++) await page.keyboard.press("ArrowDown");
      for (let i = 1; i < c; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press(String(solution![r - 1][c - 1]));
      values[r - 1][c - 1] = solution![r - 1][c - 1];
    }
    expect(await gridOf(page)).toEqual(values);

    await page.getByRole("button", { name: "Hint" }).click();
    const first = explain({ ...puzzle, givens: values }).steps[0];
    await page.waitForSelector("#play-hint-text:not(:text-is('Thinking…')):not(:empty)", { timeout: WAIT });
    expect(await page.textContent("#play-hint-text")).toBe(first.text);
    // Its disjunction's cells are highlighted.
    const expected = hint({ ...createPlay(puzzle, solution!), values });
    expect(expected.text).toBe(first.text);
    expect(await marked(page, "hinted")).toEqual(expected.cells.map(([r, c]) => `${r},${c}`));

    // Pencil marks: Space toggles the mode, a digit marks; Backspace clears them.
    const [pr, pc] = empty[4];
    await typeAt(page, [pr, pc], " ", "1", "3", " ");
    expect(await page.getAttribute("#play-pencil", "aria-pressed")).toBe("false");
    expect(await page.textContent(`#board svg .pencil[data-cell="${pr},${pc}"]`)).toBe("13");
    expect(await page.getAttribute(`#board [role=gridcell][data-cell="${pr},${pc}"]`, "aria-description")).toBe("pencil marks 1, 3");
    await page.keyboard.press("Backspace");
    expect(await page.locator("#board .pencil").count()).toBe(0);

    // A wrong value, then Check: its cell is marked.
    const [wr, wc] = empty[3];
    const wrong = (solution![wr - 1][wc - 1] % puzzle.size) + 1;
    await typeAt(page, [wr, wc], String(wrong));
    expect(await marked(page, "mistake")).toEqual([]);
    await page.getByRole("button", { name: "Check" }).click();
    // Only the wrong value is marked as a mistake; a cell it clashes with (a given, maybe) as in a clash.
    expect(await marked(page, "mistake")).toEqual([`${wr},${wc}`]);
    const clashes = check({ ...createPlay(puzzle, solution!), values: values.map((row, r) => row.map((v, c) => (r === wr - 1 && c === wc - 1 ? wrong : v))) })
      .mistakes!.clashes;
    const others = [
      ...new Set(
        clashes
          .flatMap((x) => x.cells)
          .filter(([r, c]) => r !== wr || c !== wc)
          .map(([r, c]) => `${r},${c}`),
      ),
    ].sort();
    expect(others.length).toBeGreaterThan(0);
    expect((await marked(page, "problem")).sort()).toEqual(others);
    expect(await page.textContent("#play-status")).toMatch(/wrong: .*\(\d,\d\)/);
    // Undo (Ctrl+Z on the board) takes it back, and the mark goes.
    await typeAt(page, [wr, wc], "Control+z");
    expect(await marked(page, "mistake")).toEqual([]);
    expect(await gridOf(page)).toEqual(values);

    // The rest with the value buttons: solved.
    for (const [r, c] of empty.slice(3)) {
      await page.click(`#board [role=gridcell][data-cell="${r},${c}"]`);
      await page.getByRole("button", { name: `Value ${solution![r - 1][c - 1]}`, exact: true }).click();
    }
    expect(await gridOf(page)).toEqual(solution);
    expect(await page.textContent("#play-status")).toMatch(/^Solved! Well done: every cell is right, in \d+:\d\d\.$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("generates a puzzle from a seed, the same as the library's generate(), and shows an unreachable level in words", async () => {
    const options = { kind: "strimko", size: 5, seed: "views-b", difficulty: "resolution", givens: "minimal", symmetry: "none" } as const;
    const [made] = await generate({ ...options, count: 1 });
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    // A file of several puzzles open first: its list must not stay beside the puzzle made.
    await page.fill("#paste", readFileSync(join(ROOT, "puzzles/sudoku/norvig_hardest.txt"), "utf8"));
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.locator("#entry option").count()).toBe(11);
    await openTab(page, "New puzzle");
    await page.selectOption("#new-kind", options.kind);
    await page.fill("#new-size", String(options.size));
    await page.selectOption("#new-difficulty", options.difficulty);
    await page.fill("#new-seed", options.seed);
    await page.getByRole("button", { name: "Generate" }).click();
    await page.waitForSelector("#new-status:text('Made in')", { timeout: WAIT });
    const shared = parsePuzzle("link", decodeURIComponent((await page.inputValue("#share")).replace(/^.*#puzzle=/, "")));
    expect(shared).toEqual(parsePuzzle("made", writePuzzles([made.puzzle], "text")));
    expect(await page.textContent("#title")).toBe(made.puzzle.title);
    expect(await page.locator("#entry option").count()).toBe(0);
    expect(await page.isDisabled("#entry")).toBe(true);

    // A level a 2×2 Latin square never reaches: generate's own message.
    const unreachable = { kind: "latin", size: 2, seed: "x", difficulty: "hard" } as const;
    const message = await generate({ ...unreachable, count: 1 }).then(
      () => "made",
      (e: Error) => e.message,
    );
    expect(message).not.toBe("made");
    await page.selectOption("#new-kind", unreachable.kind);
    await page.fill("#new-size", String(unreachable.size));
    await page.selectOption("#new-difficulty", unreachable.difficulty);
    await page.fill("#new-seed", unreachable.seed);
    await page.getByRole("button", { name: "Generate" }).click();
    await page.waitForSelector("#new-status:text('Not made')", { timeout: WAIT });
    // generate's message, worded for the form: its Difficulty field, not the command line's option.
    expect(await page.textContent("#new-status")).toBe(`Not made: ${generateProblem(message)}`);
    expect(await page.textContent("#new-status")).not.toMatch(/--|puzzle 1:/);

    // A size the kind is not made in: the label says the sizes, and generate's words replace the
    // last message (the browser's own check of the field used to stop the form and leave it).
    expect(await page.textContent("label[for=new-size]")).toBe("Size (2 to 12)");
    await page.fill("#new-size", "30");
    await page.getByRole("button", { name: "Generate" }).click();
    await page.waitForSelector("#new-status:text('size 30')", { timeout: WAIT });
    expect(await page.textContent("#new-status")).toBe("Not made: size 30: generate makes latin puzzles of size 2 to 12");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("stops a long generation: its worker ends, and the form is ready again", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await openTab(page, "New puzzle");
    // A minimal 16×16 Sudoku that resolution solves: many counts on 256 cells, seconds of work at least.
    await page.selectOption("#new-kind", "sudoku");
    await page.fill("#new-size", "16");
    await page.fill("#new-seed", "stop");
    const started = page.waitForEvent("worker", (w) => w.url().includes("generate.worker"));
    await page.getByRole("button", { name: "Generate" }).click();
    const worker = await started;
    const closed = new Promise((ok) => worker.once("close", ok));
    expect(await page.textContent("#new-status")).toMatch(/^Generating/);
    await page.getByRole("button", { name: "Stop" }).click();
    // The bound only turns a hang into a clear failure.
    const hung = new Promise((_, fail) => setTimeout(() => fail(new Error("Stop left the generator's worker running")), 60_000).unref());
    await Promise.race([closed, hung]);
    expect(await page.textContent("#new-status")).toBe("Stopped.");
    expect(await page.getByRole("button", { name: "Generate" }).isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
