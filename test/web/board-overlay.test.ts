/**
 * The grid of cells laid over the board's picture (web/src/board-view.ts, style.css .board-row):
 * each gridcell lies over the cell drawn under it, whatever the board's size, look and the page's
 * width or zoom, so that a click, a tap, the focus ring and the marks land on the cell the eye sees.
 * The overlay once placed each cell by its own position (within 0.02 px); now a row lays its cells
 * out in grid columns, each column's width rounded (down) to Chromium's 1/64 px, so a cell may lie
 * off by up to 1/64 px for each column before it: 0.73 px at the end of a 64x64's row on a phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newDesign, newPage, useSite } from "./site.js";

/** The largest distance, CSS pixels, between the centre of a gridcell and that of its drawn cell. */
const worstOffset = (page: Page) =>
  page.evaluate(`(() => {
    let worst = 0;
    for (const cell of document.querySelectorAll("#board [role=gridcell]")) {
      const a = cell.getBoundingClientRect();
      // The drawn cell's centre, from its attributes (CSS may not give an SVG shape its geometry).
      const shape = document.querySelector('#board svg .cell[data-cell="' + cell.dataset.cell + '"]');
      const at = (name) => Number(shape.getAttribute(name));
      const [x, y] = shape.tagName === "circle" ? [at("cx"), at("cy")] : [at("x") + at("width") / 2, at("y") + at("height") / 2];
      const m = shape.getScreenCTM();
      worst = Math.max(worst, Math.abs((a.left + a.right) / 2 - (m.a * x + m.c * y + m.e)), Math.abs((a.top + a.bottom) / 2 - (m.b * x + m.d * y + m.f)));
    }
    return worst;
  })()`) as Promise<number>;

describe.skipIf(browserSkipReason)("the cells laid over the board's picture", () => {
  const site = useSite();

  it.each([
    { width: 1280, height: 900, zoom: 1 },
    { width: 390, height: 844, zoom: 1 },
    { width: 1037, height: 700, zoom: 1.25 },
    { width: 1600, height: 900, zoom: 0.67 },
  ])(
    "lie over the drawn cells: the first puzzle (circles), a 1x1, 7x7, 25x25 and 64x64 design (squares), at $width px, zoom $zoom",
    async ({ zoom, ...viewport }) => {
      const { page, errors } = await newPage(site, viewport);
      await page.goto(site.url);
      await page.waitForSelector("[role=grid] [role=gridcell]");
      await page.evaluate(`document.documentElement.style.zoom = "${zoom}"`);
      const size = () => page.evaluate(`Number(document.querySelector("[role=grid]").getAttribute("aria-colcount"))`) as Promise<number>;
      /** The most a cell of an n x n board may lie off: 1/64 px a column, and a little for the picture's own rounding. */
      const allowed = (n: number) => n / 64 + 0.05;
      const first = await size();
      expect(await worstOffset(page)).toBeLessThan(allowed(first));
      for (const n of [1, 7, 25, 64]) {
        await newDesign(page, n);
        expect(await worstOffset(page), `${n}x${n}`).toBeLessThan(allowed(n));
      }
      expect(errors).toEqual([]);
      await page.close();
    },
    180_000,
  );
});
