/**
 * The web app on a phone's screen (issue 15: "scaled to the window, readable on a phone"): in a
 * 390 x 844 viewport the page needs no sideways scrolling, the board fits the screen's width, and
 * a 9x9 board's cells stay large enough to read and to tap; in every view, on a phone and on a desktop,
 * no button sticks out of its panel (Play's row of four once did, by a few pixels). On a phone a tab
 * picked shows the whole board and the view's buttons on one screen (they were 420 px under the
 * board); on a desktop a large board takes more than the middle column (a 25x25's cells were 18 px).
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

  it.each(["puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt", "puzzles/sudoku/norvig_easy50.txt"])(
    "%s: the board fits the width, no sideways scrolling, cells large enough",
    async (path) => {
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
    },
  );
});

describe.skipIf(browserSkipReason)("every view's controls stay inside the page and their panel", () => {
  const site = useSite();
  const VIEWS = ["Solve", "Step through", "ASP", "Export", "Play", "Design", "New puzzle"];
  // The generated 6x6 of the new-user trial: a 1..6 value pad, and Play's four buttons in one row.
  const puzzle =
    "streams:\n  a b b b b b\n  a a c c d b\n  a e c d d d\n  a e c d f f\n  a e c f d f\n  e e e c f f\ngivens:\n  . . . . . .\n  . . . . . 1\n  5 . . . . .\n  . . . . . 3\n  . 3 . . . .\n  . 4 2 . . .\n";

  it.each([
    ["a phone", PHONE],
    ["a desktop", { width: 1280, height: 900 }],
  ])(
    "on %s: no view scrolls the page sideways, and no button sticks out of its panel",
    async (_, viewport) => {
      const { page, errors } = await newPage(site, viewport);
      await page.goto(`${site.url}#puzzle=${encodeURIComponent(puzzle)}`);
      for (const view of VIEWS) {
        await page.getByRole("tab", { name: view }).click();
        // The view's code has loaded once its panel is no longer busy.
        await page.waitForSelector("#views [role=tabpanel]:not([hidden]):not([aria-busy])");
        const layout = (await page.evaluate(`(() => {
        const panel = document.querySelector("#views").getBoundingClientRect();
        const out = [...document.querySelectorAll("#views [role=tabpanel]:not([hidden]) button")]
          .filter((b) => { const r = b.getBoundingClientRect(); return r.width > 0 && (r.right > panel.right + 0.5 || r.left < panel.left - 0.5); })
          .map((b) => b.textContent);
        return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, out };
      })()`)) as { pageWidth: number; viewport: number; out: string[] };
        expect({ view, ...layout }).toEqual({ view, pageWidth: layout.viewport, viewport: layout.viewport, out: [] });
      }
      expect(errors).toEqual([]);
      await page.close();
    },
    120_000,
  );
});

describe.skipIf(browserSkipReason)("opening a puzzle on a phone", () => {
  const site = useSite();

  it("shows the board first, and brings it back into view when a puzzle is opened from the Open panel below (issue 26, defect 7)", async () => {
    const { page, errors } = await newPage(site, PHONE);
    await page.goto(site.url);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    const box = (s: string) =>
      page.evaluate(`(() => { const r = document.querySelector("${s}").getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; })()`) as Promise<{
        top: number;
        bottom: number;
      }>;
    // At first the page shows the board; the Open panel is further down, after the views.
    expect((await box("#board")).bottom).toBeLessThanOrEqual(PHONE.height);
    expect((await box("#open")).top).toBeGreaterThan((await box("#views")).top);
    // Polled with evaluate (waitForFunction's string would be eval, which the page's CSP forbids).
    const boardInView = async () => {
      for (let i = 0; i < 100; i++) {
        const b = await box("#board [role=grid]");
        if (b.top >= 0 && b.bottom <= PHONE.height + 1) return true;
        await page.waitForTimeout(50);
      }
      return false;
    };
    // The user scrolls down to the Open panel and picks a puzzle: the board comes back into view.
    await page.locator("#bundled").scrollIntoViewIfNeeded();
    expect((await box("#board")).bottom).toBeLessThan(0);
    await page.selectOption("#bundled", "puzzles/strimko/dlthompson-5_6.txt");
    expect(await boardInView()).toBe(true);
    // Pasted text opened: the same.
    await page.locator("#paste").scrollIntoViewIfNeeded();
    await page.fill("#paste", "streams:\n  a b\n  b a\n");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await boardInView()).toBe(true);
    // An error keeps the page where it is: the message is by the paste box.
    await page.locator("#paste").scrollIntoViewIfNeeded();
    const y = await page.evaluate("window.scrollY");
    await page.fill("#paste", "streams:\n  a b\n  b\n");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    await page.waitForSelector("#open-errors p");
    expect(await page.evaluate("window.scrollY")).toBe(y);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.skipIf(browserSkipReason)("making a puzzle on a phone", () => {
  const site = useSite();

  it("brings the new board into view (the form's Generate button is under it, the board out of sight above)", async () => {
    const { page, errors } = await newPage(site, PHONE);
    await page.goto(site.url);
    await page.getByRole("tab", { name: "New puzzle" }).click();
    await page.waitForSelector("#view-new:not([aria-busy]) #new-generate");
    await page.fill("#new-seed", "phone");
    // Tapped where it is: the page scrolls down to the button, the board goes out of sight above it.
    await page.getByRole("button", { name: "Generate" }).click();
    await page.waitForSelector("#new-status:text('Made in')", { timeout: 60_000 });
    const box = (await page.evaluate(`(() => {
      const r = document.querySelector("[role=grid]").getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: window.innerWidth, height: window.innerHeight };
    })()`)) as { left: number; right: number; top: number; bottom: number; width: number; height: number };
    // Within the width, its top on screen (a 7x7 on a phone: the whole board).
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.width);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  // On a wide screen the board lies beside the form, not above it: a page the user scrolled down
  // (a short window, the board's top out of sight) stays where it is. It once jumped to the board.
  it("on a desktop, leaves the page where the user scrolled it", async () => {
    const { page, errors } = await newPage(site, { width: 1280, height: 400 });
    await page.goto(site.url);
    await page.getByRole("tab", { name: "New puzzle" }).click();
    await page.waitForSelector("#view-new:not([aria-busy]) #new-generate");
    await page.fill("#new-seed", "desktop");
    await page.evaluate(`window.scrollTo(0, document.documentElement.scrollHeight)`);
    const where = () =>
      page.evaluate(
        `({ y: window.scrollY, board: document.querySelector("#board").getBoundingClientRect().top, wide: document.querySelector("#views").getBoundingClientRect().top < document.querySelector("#board").getBoundingClientRect().bottom })`,
      ) as Promise<{ y: number; board: number; wide: boolean }>;
    const before = await where();
    // Side by side, scrolled down: the board's top is out of sight above.
    expect(before).toMatchObject({ wide: true });
    expect(before.board).toBeLessThan(0);
    await page.evaluate(`document.querySelector("#new-generate").click()`);
    await page.waitForSelector("#new-status:text('Made in')", { timeout: 60_000 });
    expect((await where()).y).toBe(before.y);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe.skipIf(browserSkipReason)("a view's controls beside the board on a phone", () => {
  const site = useSite();
  // Each view's controls a user presses while watching the board.
  const CONTROLS: [string, string[]][] = [
    ["Step through", ["Previous", "Next", "Play"]],
    ["Play", ["Pencil marks", "Undo", "Check", "Hint"]],
    ["Solve", ["Solve", "Stop"]],
  ];

  it("a tab opened shows the whole board and the view's buttons on one screen; Tab still reaches every control", async () => {
    const { page, errors } = await newPage(site, PHONE);
    const path = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(readFileSync(join(ROOT, path), "utf8"))}`);
    await page.waitForSelector("[role=grid] [role=gridcell]");
    for (const [view, names] of CONTROLS) {
      // The tab is tapped where it is (the page scrolled to it, the board above it half out of sight).
      await page.getByRole("tab", { name: view }).click();
      await page.waitForSelector("#views [role=tabpanel]:not([hidden]):not([aria-busy])");
      const boxes = (await page.evaluate(`(() => {
        const panel = document.querySelector("#views [role=tabpanel]:not([hidden])");
        const box = (e) => { const r = e.getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom) }; };
        const buttons = Object.fromEntries([...panel.querySelectorAll("button")].map((b) => [b.textContent, box(b)]));
        return { board: box(document.querySelector("[role=grid]")), buttons, height: window.innerHeight };
      })()`)) as { board: { top: number; bottom: number }; buttons: Record<string, { top: number; bottom: number }>; height: number };
      const inView = (b: { top: number; bottom: number } | undefined) => b !== undefined && b.top >= 0 && b.bottom <= boxes.height;
      expect({ view, board: inView(boxes.board) }).toEqual({ view, board: true });
      for (const name of names) expect({ view, name, inView: inView(boxes.buttons[name]) }).toEqual({ view, name, inView: true });
    }
    // Tab from the Open panel: the board's cell, the share link's button, then the tabs and the view
    // shown (Solve: Stop is disabled until a solve runs).
    await page.focus("#bundled");
    const reached: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      reached.push(
        (await page.evaluate(
          `(() => { const e = document.activeElement; return e.getAttribute("role") === "gridcell" ? "cell" : e.id || e.textContent; })()`,
        )) as string,
      );
    }
    expect(reached).toContain("cell");
    expect(reached).toContain("copy-link");
    for (const id of ["tab-solve", "solve"]) expect({ id, after: reached.indexOf(id) > reached.indexOf("cell") }).toEqual({ id, after: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe.skipIf(browserSkipReason)("a large board on a desktop", () => {
  const site = useSite();

  it.each([
    ["puzzles/generated/sudoku16_k30_s3.json", 36],
    ["puzzles/generated/sudoku25_k35_s3.json", MIN_CELL],
  ])("%s: the board takes the room of two columns, its cells at least %i px; the views stay beside it", async (path, least) => {
    const { page, errors } = await newPage(site, { width: 1280, height: 900 });
    await page.goto(site.url);
    await page.fill("#paste", readFileSync(join(ROOT, path), "utf8"));
    await page.getByRole("button", { name: "Open pasted text" }).click();
    await page.waitForSelector(`[role=grid][aria-rowcount="${path.includes("16") ? 16 : 25}"]`);
    const layout = (await page.evaluate(`(() => {
      const cell = document.querySelector("[role=gridcell]").getBoundingClientRect();
      const grid = document.querySelector("[role=grid]").getBoundingClientRect();
      const solve = document.querySelector("#solve").getBoundingClientRect();
      return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, height: window.innerHeight, cell: Math.min(cell.width, cell.height), solveTop: solve.top, solveLeft: solve.left, gridRight: grid.right };
    })()`)) as { pageWidth: number; viewport: number; height: number; cell: number; solveTop: number; solveLeft: number; gridRight: number };
    expect(layout.cell).toBeGreaterThanOrEqual(least);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    // Solve is on the first screen, beside the board (not under it).
    expect(layout.solveTop).toBeLessThan(layout.height);
    expect(layout.solveLeft).toBeGreaterThan(layout.gridRight);
    expect(errors).toEqual([]);
    await page.close();
  });
});
