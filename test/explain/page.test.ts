/**
 * The explain stepper in a real headless Chromium (Debian's, through
 * playwright-core): click through the steps and check the board after each
 * click against a replay of the steps; screenshots go to the system's temporary
 * directory for a person to look at.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, type Puzzle } from "../../src/index.js";
import { explainPage } from "../../src/explain/page.js";
import { explain, replay } from "../../src/explain/steps.js";
import { browserSkipReason, withPage } from "../browser.js";
import { ROOT, textPuzzle } from "../helpers.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-explain-"));
const read = (path: string) => parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));

function writePage(name: string, p: Puzzle, title: string): { file: string; steps: ReturnType<typeof explain>["steps"] } {
  const e = explain(p);
  const file = join(dir, name);
  writeFileSync(file, explainPage(p, e, title, "summary"));
  return { file, steps: e.steps };
}

/** The values the page's board shows, as a grid (0 = empty). */
async function boardOf(page: import("playwright-core").Page, n: number): Promise<number[][]> {
  const cells = await page.$$eval("#board text[data-cell]", (ts) => ts.map((t) => [t.getAttribute("data-cell"), t.textContent ?? ""] as [string, string]));
  const grid = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const [rc, v] of cells) {
    const [r, c] = rc.split(",").map(Number);
    grid[r - 1][c - 1] = v === "" ? 0 : Number(v);
  }
  return grid;
}

describe.skipIf(browserSkipReason)("the explain stepper in Chromium", () => {
  it("steps forward and back through a search (guess, contradiction, backtrack) and solves", async () => {
    const p = read("puzzles/strimko/dlthompson-5_10.txt");
    const { file, steps } = writePage("5_10.html", p, "dlthompson-5_10");
    await withPage(async (page) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto("file://" + file);
      expect(await boardOf(page, 5)).toEqual(p.givens);
      expect(await page.textContent("#counter")).toBe(`step 0 of ${steps.length}`);
      const contradiction = steps.findIndex((s) => s.kind === "contradiction");
      for (let k = 1; k <= contradiction + 2; k++) {
        await page.click("#next");
        expect(await boardOf(page, 5), `after ${k} clicks`).toEqual(replay(p, steps.slice(0, k)));
        expect(await page.textContent("#current")).toBe(`${k}. ${steps[k - 1].text}`);
        if (k === contradiction + 1) await page.screenshot({ path: join(dir, "5_10-contradiction.png") });
      }
      await page.click("#prev");
      expect(await boardOf(page, 5)).toEqual(replay(p, steps.slice(0, contradiction + 1)));
      await page.click("#solve");
      expect(await boardOf(page, 5)).toEqual(p.solution);
      expect(await page.isDisabled("#next")).toBe(true);
      await page.screenshot({ path: join(dir, "5_10-solved.png") });
      await page.click("#reset");
      expect(await boardOf(page, 5)).toEqual(p.givens);
      expect(errors).toEqual([]);
    });
  });

  it("the board of a Sudoku-like puzzle (grid look) fills as well", async () => {
    const p = read("puzzles/strimko/farhan-y-9x9-sudoku.txt");
    const { file, steps } = writePage("sudoku.html", p, "sudoku");
    await withPage(async (page) => {
      await page.goto("file://" + file);
      for (let k = 0; k < 10; k++) await page.click("#next");
      expect(await boardOf(page, 9)).toEqual(replay(p, steps.slice(0, 10)));
      await page.screenshot({ path: join(dir, "sudoku-10.png") });
    });
  });

  it("runs nothing a puzzle file says", async () => {
    const p = textPuzzle(
      'title: </title></script><script>window.pwned = 1</script><img src=x onerror="window.pwned=2">\nstreams:\n ab\n ba\ngivens:\n 1.\n ..\n',
    );
    const { file } = writePage("evil.html", p, p.title!);
    await withPage(async (page) => {
      await page.goto("file://" + file);
      await page.click("#next");
      expect(await page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.textContent("h1")).toBe(p.title);
    });
  });
});

describe("the explain page", () => {
  it("forbids anything but its own inline style and script (no network), like the compare report", () => {
    const p = read("puzzles/strimko/hakank-068.txt");
    const html = explainPage(p, explain(p), "068", "summary");
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    );
  });
});
