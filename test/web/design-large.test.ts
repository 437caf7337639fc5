/**
 * Design on a large board (64x64, the largest size): the page froze for seconds. Drawing a 64x64
 * board (its picture some 16,000 SVG elements) takes a few hundred milliseconds, and the page drew
 * it twice per edit (once for the edit, again when the analysis came back) and once per cell a
 * drag went over. Now an edit draws it once (the analysis only marks cells), after saying so, and a
 * drag on a large board marks the cells it goes over and paints them on release. Counted, not
 * timed: the board's frames drawn, as a MutationObserver sees them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newDesign, newPage, useSite } from "./site.js";

/** How long the analysis may take on a loaded machine before a wait gives up (not a timing assertion). */
const WAIT = 90_000;

/** Counts the boards drawn in #board from now on (each drawing puts a new frame there). */
const countFrames = (page: Page) =>
  page.evaluate(`(() => {
    window.framesDrawn = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.classList && n.classList.contains("board-frame")) window.framesDrawn++;
    }).observe(document.querySelector("#board"), { childList: true });
  })()`);
const framesDrawn = (page: Page) => page.evaluate("window.framesDrawn") as Promise<number>;

async function centre(page: Page, [r, c]: [number, number]): Promise<[number, number]> {
  const box = await page.locator(`#board [role=gridcell][data-cell="${r},${c}"]`).boundingBox();
  if (!box) throw new Error(`no cell ${r},${c} on the board`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The streams of these cells in the board's picture. */
const streamsOf = (page: Page, cells: [number, number][]) =>
  page.evaluate(
    `${JSON.stringify(cells)}.map(([r, c]) => document.querySelector('#board svg .cell[data-cell="' + r + ',' + c + '"]').getAttribute("data-stream"))`,
  ) as Promise<string[]>;

const ROW: [number, number][] = [1, 2, 3, 4, 5, 6].map((c) => [2, c]);

/** A touch's pointer event of this type at the centre of cell [r, c], on what lies there (as the
 * browser sends it: down and move with the contact pressed, a cancel and an up without). */
const touch = (page: Page, type: "pointerdown" | "pointermove" | "pointercancel" | "pointerup", [r, c]: [number, number]) =>
  page.evaluate(`(() => {
    const box = document.querySelector('#board [role=gridcell][data-cell="${r},${c}"]').getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    const pressed = ${JSON.stringify(type === "pointerdown" || type === "pointermove")};
    document.elementFromPoint(x, y).dispatchEvent(new PointerEvent(${JSON.stringify(type)}, {
      bubbles: true, cancelable: true, pointerId: 7, pointerType: "touch", isPrimary: true,
      button: ${type === "pointerdown" ? 0 : -1}, buttons: pressed ? 1 : 0, clientX: x, clientY: y,
    }));
  })()`);

describe.skipIf(browserSkipReason)("Design on a large board", () => {
  const site = useSite();

  it("64x64: a given typed draws the board once (the analysis only marks its cells)", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await newDesign(page, 64);
    await page.click(`#board [role=gridcell][data-cell="3,3"]`);
    await countFrames(page);
    // What the analysis line says, in turn: the page says it is drawing before the drawing holds it.
    await page.evaluate(`(() => {
      const line = document.querySelector("#design-analysis");
      window.analysisTexts = [];
      new MutationObserver(() => window.analysisTexts.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
    })()`);
    await page.keyboard.press("5");
    await page.waitForSelector("#design-analysis:not([data-status])");
    await page.waitForSelector("#design-analysis[data-status]", { timeout: WAIT });
    expect(await framesDrawn(page)).toBe(1);
    expect(await page.textContent(`#board [role=gridcell][data-cell="3,3"]`)).toBe("5");
    const texts = (await page.evaluate("window.analysisTexts")) as string[];
    expect(texts[0]).toBe("Drawing the 64×64 board…");
    expect(texts.indexOf("Analysing…")).toBeGreaterThan(0);
    // The analysis's marks are on the board drawn for the edit, each with its words.
    const status = await page.getAttribute("#design-analysis", "data-status");
    if (status === "several")
      expect(
        await page.$$eval("#board [role=gridcell].differs", (cells) =>
          cells.every((c) => (c.getAttribute("aria-description") ?? "") === "differs between two solutions"),
        ),
      ).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("64x64: a drag marks the cells it goes over, and paints them as one stream on release, drawing the board once", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await newDesign(page, 64);
    const points = [];
    for (const cell of ROW) points.push(await centre(page, cell));
    await countFrames(page);
    await page.mouse.move(...points[0]);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(...point, { steps: 3 });
    // Not drawn yet: the cells are marked as being painted.
    expect(await framesDrawn(page)).toBe(0);
    expect(await page.$$eval("#board [role=gridcell].painting", (cells) => cells.map((c) => c.getAttribute("data-cell")))).toEqual(
      ROW.map(([r, c]) => `${r},${c}`),
    );
    await page.mouse.up();
    await page.waitForSelector("#design-analysis[data-status]", { timeout: WAIT });
    expect(await framesDrawn(page)).toBe(1);
    const streams = await streamsOf(page, ROW);
    expect(new Set(streams).size).toBe(1);
    expect(streams[0]).not.toBe("0");
    expect(await page.$$("#board [role=gridcell].painting")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("64x64: the analysis of the edit before, answering during a drag, leaves the drag's cells marked", async () => {
    const { page, errors } = await newPage(site);
    // The workers' answers can be held back (window.replyDelay ms), so that the analysis answers
    // during the drag however fast the machine.
    await page.addInitScript(`(() => {
      const real = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage");
      Object.defineProperty(Worker.prototype, "onmessage", {
        configurable: true,
        get() { return real.get.call(this); },
        set(fn) { real.set.call(this, fn && ((e) => (window.replyDelay ? setTimeout(() => fn.call(this, e), window.replyDelay) : fn.call(this, e)))); },
      });
    })()`);
    await page.goto(site.url);
    await newDesign(page, 64);
    const points = [];
    for (const cell of ROW) points.push(await centre(page, cell));
    // An edit, whose analysis comes back while the drag below is under way.
    await page.click(`#board [role=gridcell][data-cell="5,5"]`);
    await page.evaluate("window.replyDelay = 5000");
    await page.keyboard.press("5");
    await page.waitForSelector("#design-analysis:not([data-status])");
    await page.mouse.move(...points[0]);
    await page.mouse.down();
    for (const point of points.slice(1, 4)) await page.mouse.move(...point, { steps: 3 });
    expect(await page.getAttribute("#design-analysis", "data-status")).toBeNull();
    await page.waitForSelector("#design-analysis[data-status]", { timeout: WAIT });
    for (const point of points.slice(4)) await page.mouse.move(...point, { steps: 3 });
    // Every cell dragged over is still marked as being painted, before and after the answer.
    expect(await page.$$eval("#board [role=gridcell].painting", (cells) => cells.map((c) => c.getAttribute("data-cell")))).toEqual(
      ROW.map(([r, c]) => `${r},${c}`),
    );
    await page.mouse.up();
    await page.waitForSelector("#design-analysis[data-status]", { timeout: WAIT });
    expect(new Set(await streamsOf(page, ROW)).size).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  // A touch the browser takes over (a system gesture, a scroll) ends with pointercancel, no
  // pointerup: the drag ended there too, and a later move with a contact pressed painted on.
  it("a drag cancelled (pointercancel) ends: moves after it paint nothing (a small board)", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await newDesign(page, 6);
    const before = await streamsOf(page, ROW);
    await touch(page, "pointerdown", ROW[0]);
    await touch(page, "pointercancel", ROW[0]);
    for (const cell of ROW.slice(1, 4)) await touch(page, "pointermove", cell);
    expect(await streamsOf(page, ROW)).toEqual(before);
    // And the line under the buttons still has the analysis of the design as it was (no edit made).
    expect(await page.getAttribute("#design-analysis", "data-status")).not.toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("64x64: a drag cancelled paints what it went over, as a release would, and moves after it mark nothing", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await newDesign(page, 64);
    const before = await streamsOf(page, ROW);
    await touch(page, "pointerdown", ROW[0]);
    for (const cell of ROW.slice(1, 3)) await touch(page, "pointermove", cell);
    await touch(page, "pointercancel", ROW[2]);
    await page.waitForSelector("#design-analysis[data-status]", { timeout: WAIT });
    const painted = await streamsOf(page, ROW.slice(0, 3));
    expect(new Set(painted).size).toBe(1);
    expect(painted[0]).not.toBe("0");
    await countFrames(page);
    for (const cell of ROW.slice(3)) await touch(page, "pointermove", cell);
    expect(await page.$$("#board [role=gridcell].painting")).toEqual([]);
    await touch(page, "pointerup", ROW[5]);
    expect(await streamsOf(page, ROW.slice(3))).toEqual(before.slice(3));
    expect(await framesDrawn(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("a small board still paints as the pointer goes", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await newDesign(page, 6);
    const points = [];
    for (const cell of ROW) points.push(await centre(page, cell));
    await page.mouse.move(...points[0]);
    await page.mouse.down();
    for (const point of points.slice(1, 4)) await page.mouse.move(...point, { steps: 3 });
    // Before the release: the four cells so far are one stream on the board.
    const streams = await streamsOf(page, ROW.slice(0, 4));
    expect(new Set(streams).size).toBe(1);
    expect(streams[0]).not.toBe("0");
    await page.mouse.up();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
