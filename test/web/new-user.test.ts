/**
 * What a new user meets first in the web app, in Debian's Chromium: a fresh page opens a bundled
 * puzzle (unsolved, the address left as it was), Design's heading describes the design on the board,
 * Export's format list lines up with its button, and a link that does not read says what is wrong
 * with the link. No timing is asserted: waits are for what the page shows.
 */
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newPage, useSite } from "./site.js";

describe.skipIf(browserSkipReason)("the web app as a new user meets it, in Chromium", () => {
  const site = useSite();

  it("Export: the format list is as tall as its button and level with it (and the share link's field with its button)", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent("streams:\n  a b\n  b a\ngivens:\n  1 .\n  . .\n")}`);
    await page.getByRole("tab", { name: "Export" }).click();
    const list = await page.locator("#export-format").boundingBox();
    const button = await page.getByRole("button", { name: "Download puzzle" }).boundingBox();
    expect(list && button).toBeTruthy();
    expect(Math.abs(list!.y - button!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(list!.height - button!.height)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${process.env.STRIMKO_SHOTS ?? "/tmp"}/new-user-export.png` });
    // The share link's field and its button, alike.
    const field = await page.locator("#share").boundingBox();
    const copy = await page.getByRole("button", { name: "Copy link" }).boundingBox();
    expect(Math.abs(field!.y - copy!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(field!.height - copy!.height)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a link whose puzzle does not read: what is wrong with it, at its line and column, and no word of Format", async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent("4\n1 1 2 2\n")}`);
    const message = (await page.textContent("#open-errors")) ?? "";
    expect(message).toMatch(/^link:1:1: cannot tell the format: expected strimko text .*the classroom format$/);
    expect(message).not.toMatch(/format"|--format|choose/i);
    await page.close();
  });
});
