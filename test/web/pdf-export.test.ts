/**
 * Export's PDF and the page's print stylesheet in Debian's Chromium (the site built and served as
 * in app.test.ts). Download PDF writes the open puzzle on a page and its solution on the next, as
 * `strimko book` does, read back with Debian's poppler-utils (pdfinfo, pdftotext, pdffonts): two
 * pages of the size chosen, the puzzle's title and the verdict's words in its text, DejaVu Sans
 * embedded, the QR code's link to this page's address; pdfkit and the fonts load only when the
 * button is pressed. Printing (print media emulated) shows the board alone, the page's width.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { ROOT } from "../helpers.js";
import { newPage, type Site, useSite } from "./site.js";

/** How long the engines and the PDF may take on a loaded machine (not a timing assertion). */
const WAIT = 90_000;
const PUZZLE = "puzzles/strimko/hakank-068.txt";

const popplerSkipReason = ["/usr/bin/pdfinfo", "/usr/bin/pdftotext", "/usr/bin/pdffonts"].every((p) => existsSync(p))
  ? undefined
  : "no poppler-utils (pdfinfo, pdftotext, pdffonts: Debian's poppler-utils) to read the PDF with";

async function openBundled(page: Page, site: Site, path: string): Promise<void> {
  await page.goto(site.url);
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", path);
  await page.waitForSelector(`#puzzle-info >> text=${path}`);
}

/** Presses Download PDF and reads what it downloads. */
async function pdfOf(page: Page): Promise<{ name: string; file: string; body: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent("download", { timeout: WAIT }), page.getByRole("button", { name: "Download PDF" }).click()])) as [
    Download,
    unknown,
  ];
  const file = await download.path();
  return { name: download.suggestedFilename(), file, body: readFileSync(file) };
}

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

describe.skipIf(browserSkipReason)("Export's PDF and printing in Chromium", () => {
  const site = useSite();

  it.skipIf(popplerSkipReason)(
    "Download PDF: the puzzle and its solution on two pages, its title, DejaVu Sans embedded, the QR code's link here; pdfkit loads on the click",
    async () => {
      const { page, errors } = await newPage(site);
      const requested: string[] = [];
      page.on("request", (r) => requested.push(r.url()));
      await openBundled(page, site, PUZZLE);
      await page.getByRole("tab", { name: "Export" }).click();
      const button = page.getByRole("button", { name: "Download PDF" });
      await button.waitFor();
      expect(await button.isEnabled()).toBe(true);
      // The PDF's code and fonts are not part of the page until asked for.
      expect(requested.filter((u) => /pdf-export|strimko-fonts/.test(u))).toEqual([]);

      const a4 = await pdfOf(page);
      expect(a4.name).toBe("hakank-068.pdf");
      expect(a4.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(requested.filter((u) => /pdf-export/.test(u))).toHaveLength(1);
      expect(requested.filter((u) => /strimko-fonts/.test(u))).toHaveLength(1);
      const info = poppler("pdfinfo", a4.file);
      expect(info).toMatch(/^Pages:\s+2$/m);
      expect(info).toMatch(/^Page size:\s+595\.2\d+ x 841\.8\d+ pts \(A4\)$/m);
      expect(info).toMatch(/^Title:\s+hakank-068$/m);
      const text = poppler("pdftotext", "-layout", a4.file, "-");
      const [first, second] = text.split("\f");
      expect(first).toMatch(/No\. 1\s+hakank-068/);
      expect(second).toMatch(/Solutions/);
      // A unique solution has no note under it.
      expect(second).not.toMatch(/solution \(|one of them/i);
      const fonts = poppler("pdffonts", a4.file);
      for (const font of ["DejaVuSans", "DejaVuSans-Bold"]) expect(fonts).toMatch(new RegExp(`^[A-Z]{6}\\+${font}\\s.*\\byes\\s+yes\\s+yes\\b`, "m"));
      // The QR code's link (a link annotation over it): the puzzle at this page's address, without its hash.
      expect(a4.body.toString("latin1")).toContain(`/URI (${site.url}#`);
      expect(await page.textContent("#export-pdf-status")).toBe("PDF downloaded: Unique: exactly one solution.");

      // Letter, in black and white: the second PDF comes of the same verdict.
      await page.selectOption("#export-page", "letter");
      await page.check("#export-mono");
      const letter = await pdfOf(page);
      expect(poppler("pdfinfo", letter.file)).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
      expect(letter.body.equals(a4.body)).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    },
    180_000,
  );

  it.skipIf(popplerSkipReason)(
    "a puzzle with several solutions: the PDF shows one and says so, in Solve's words",
    async () => {
      const { page, errors } = await newPage(site);
      const text = readFileSync(join(ROOT, PUZZLE), "utf8")
        .replace(/^title: .*$/m, "title: Open Strimko")
        .replace(/givens:[\s\S]*$/, "givens:\n  . . . .\n  . . . .\n  . . . .\n  . . . .\n");
      await page.goto(site.url);
      await page.fill("#paste", text);
      await page.getByRole("button", { name: "Open pasted text" }).click();
      await page.waitForSelector("#title:text('Open Strimko')");
      await page.getByRole("tab", { name: "Export" }).click();
      const pdf = await pdfOf(page);
      expect(pdf.name).toBe("Open-Strimko.pdf");
      const [first, second] = poppler("pdftotext", "-layout", pdf.file, "-").split("\f");
      expect(first).toMatch(/No\. 1\s+Open Strimko/);
      expect(second).toContain("Several solutions (2 or more): this is one of them");
      expect(await page.textContent("#export-pdf-status")).toBe("PDF downloaded: Several solutions (2 or more).");
      expect(errors).toEqual([]);
      await page.close();
    },
    180_000,
  );

  it("prints the board alone, the page's width: no header, Open panel, tabs, views or share link", async () => {
    const { page, errors } = await newPage(site);
    await openBundled(page, site, PUZZLE);
    const hidden = ["header.top", "#open", "#tabs", "#views", "#share", "#copy-link", "#puzzle-info"];
    const shown = async () => {
      const out: string[] = [];
      for (const s of hidden) if (await page.isVisible(s)) out.push(s);
      return out;
    };
    /** The board's width as a share of the page's. */
    const share = () =>
      page.evaluate<number>(`document.querySelector("#board .board-frame").getBoundingClientRect().width / document.documentElement.clientWidth`);
    // On screen, all of them show, and the board is the middle column's.
    expect(await shown()).toEqual(hidden);
    expect(await share()).toBeLessThan(0.8);
    await page.emulateMedia({ media: "print" });
    expect(await shown()).toEqual([]);
    expect(await page.isVisible("#board svg")).toBe(true);
    expect(await page.isVisible("#title")).toBe(true);
    expect(await share()).toBeGreaterThan(0.95);
    await page.emulateMedia({ media: "screen" });
    expect(await shown()).toEqual(hidden);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
