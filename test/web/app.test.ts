/**
 * The web app (web/, built by Vite) end to end in Debian's Chromium: open puzzles (paste, bundled,
 * link), solve with both engines in their workers and compare with the library's answer, stop a long
 * run, and show hostile text as text. No timing is asserted: waits are for what the page shows.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { count, parsePuzzle, solve } from "../../src/index.js";
import { browserSkipReason } from "../browser.js";
import { strimko } from "../cli/run.js";
import { ROOT } from "../helpers.js";
import { gridOf, newPage, useSite } from "./site.js";

const text = (path: string) => readFileSync(join(ROOT, path), "utf8");
/** How long a solve may take on a loaded machine before the wait gives up (not a timing assertion). */
const SOLVE_WAIT = 90_000;

describe.skipIf(browserSkipReason)("the web app in Chromium", () => {
  const site = useSite();

  it("solves a pasted bundled puzzle with both engines, and shows the library's solution in the grid", async () => {
    const path = "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt";
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", text(path));
    await page.getByRole("button", { name: "Open pasted text" }).click();
    const puzzle = parsePuzzle(path, text(path));
    expect(await gridOf(page)).toEqual(puzzle.givens);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    const expected = await solve(puzzle);
    expect(expected.unique).toBe(true);
    expect(await page.textContent("#verdict")).toContain("Unique: exactly one solution — both engines agree");
    expect(await gridOf(page)).toEqual(expected.solution);
    for (const engine of ["asp", "native"]) expect(await page.textContent(`[data-engine=${engine}] .engine-status`)).toBe("solved, unique");
    expect(await page.textContent("[data-engine=native]")).toMatch(/inferences: \d+/);
    expect(await page.textContent("[data-engine=asp]")).toMatch(/rules: \d+/);
    // The statistics in words, a time with its unit, never the result's keys (`clingoMs: 12.3`).
    const stats = await page.locator(".engine-stats li").allTextContents();
    expect(stats.length).toBeGreaterThan(0);
    for (const line of stats) expect(line).toMatch(/^[a-z][a-z' ]*: \S/);
    expect(stats.filter((line) => /[a-z][A-Z]/.test(line))).toEqual([]);
    expect(stats).toContainEqual(expect.stringMatching(/^clingo time: [\d.]+ m?s$/));
    expect(stats).toContainEqual(expect.stringMatching(/^choices: \d+$/));
    // The native engine's figures, the library's own (its search is deterministic).
    const native = expected.engines.native!.stats;
    for (const key of ["inferences", "guesses", "backtracks"]) expect(stats).toContain(`${key}: ${native[key]}`);
    expect(errors).toEqual([]);
    // The page's policy: no network for the page, no eval (WebAssembly may compile).
    const csp = (await page.getAttribute("meta[http-equiv=Content-Security-Policy]", "content")) ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).not.toMatch(/'unsafe-(eval|inline)'/);
    await page.close();
  });

  it("several solutions: the board shows one and marks the cells where another differs", async () => {
    // Two solutions (the file's Intent); which two the engines report does not matter then.
    const path = "puzzles/multi/hakank-068-one-given-less.txt";
    const puzzle = parsePuzzle(path, text(path));
    const both = await count(puzzle, { limit: 3, solutions: true });
    expect(both.count).toBe(2);
    const [a, b] = both.solutions!;
    const differing = a.flatMap((row, r) => row.flatMap((v, c) => (v !== b[r][c] ? [`${r + 1},${c + 1}`] : [])));
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text(path))}`);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    // Before, the board showed one of the two with nothing to say it was only one.
    expect(await page.textContent("#verdict")).toBe(
      `Several solutions (2 or more) — both engines agree. The board shows one of them; the ${differing.length} cells marked differ in another.`,
    );
    // Not in the green of a unique verdict: for a puzzle maker, several solutions is a flaw.
    // (style.css's --good, #0b6e2f, is the colour of "Unique".)
    expect(await page.evaluate(`getComputedStyle(document.querySelector("#verdict strong")).color`)).not.toBe("rgb(11, 110, 47)");
    const shown = await gridOf(page);
    expect([a, b]).toContainEqual(shown);
    const marked = await page.$$eval("#board [role=gridcell].differs", (cells) =>
      cells.map((c) => [c.getAttribute("data-cell"), c.getAttribute("aria-description")]),
    );
    expect(marked).toEqual(differing.map((cell) => [cell, "differs in another solution"]));
    // Another view and back: Solve's board still shows what its verdict is about (it showed the givens).
    await page.getByRole("tab", { name: "Export" }).click();
    await page.getByRole("tab", { name: "Solve" }).click();
    expect(await gridOf(page)).toEqual(shown);
    expect(await page.$$eval("#board [role=gridcell].differs", (cells) => cells.length)).toBe(differing.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a puzzle opened again is unsolved on Solve's board, as its verdict says, after another view and back", async () => {
    const two = `${text("puzzles/strimko/dlthompson-4_1.txt")}\n---\n${text("puzzles/strimko/dlthompson-4_2.txt")}`;
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", two);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    const givens = await gridOf(page);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await gridOf(page)).not.toEqual(givens);
    // The other puzzle of the file, then this one again: idle, its givens.
    await page.selectOption("#entry", "1");
    await page.selectOption("#entry", "0");
    expect(await page.textContent("#verdict")).toBe("");
    await page.getByRole("tab", { name: "Export" }).click();
    await page.getByRole("tab", { name: "Solve" }).click();
    expect(await gridOf(page)).toEqual(givens);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a solve stopped after one that finished leaves the givens on Solve's board, not the earlier solution", async () => {
    // The third 25x25 Sudoku: both engines answer in seconds, and a second run is still working when Stop comes.
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    await page.selectOption("#bundled", "puzzles/sudoku/gecode_hakank_25x25_first3.txt");
    await page.selectOption("#entry", "2");
    const givens = await gridOf(page);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await gridOf(page)).not.toEqual(givens);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("[data-engine=asp] >> text=working…");
    await page.getByRole("button", { name: "Stop" }).click();
    await page.waitForSelector("text=Stopped.");
    expect(await gridOf(page)).toEqual(givens);
    await page.getByRole("tab", { name: "Export" }).click();
    await page.getByRole("tab", { name: "Solve" }).click();
    expect(await gridOf(page)).toEqual(givens);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a file it cannot read with the command line's message, at its line and column", async () => {
    const bad = text("puzzles/invalid/ragged-row.txt");
    const cli = await strimko(["solve", "-"], bad);
    const message = cli.stderr.trim();
    expect(message).toMatch(/^stdin:\d+:\d+: /);
    const { page } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", bad);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#open-errors p")).toBe(message.replace(/^stdin:/, "pasted:"));
    await page.close();
  });

  it("shows a hostile title as text, and runs nothing from it (pasted or in a link)", async () => {
    const title = `<img src=x onerror="globalThis.pwned=1"></script><script>globalThis.pwned=2</script>`;
    const puzzle = `title: ${title}\nstreams:\n  a b\n  b a\ngivens:\n  1 .\n  . .\n`;
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", puzzle);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#title")).toBe(title);
    const link = await page.inputValue("#share");
    await page.goto("about:blank");
    await page.goto(link);
    expect(await page.textContent("#title")).toBe(title);
    expect(await page.title()).toBe(`${title} — strimko`);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.$$("img, main script, svg script, svg foreignObject")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("stops a long solve (a 25x25 Sudoku), then solves another puzzle", async () => {
    const { page } = await newPage(site);
    await page.goto(site.url);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    await page.selectOption("#bundled", "puzzles/sudoku/gecode_hakank_25x25_first3.txt");
    expect(await page.locator("#entry option").count()).toBe(3);
    // Both engines' workers are up once the page has started them (the native engine's, clingo's).
    while (page.workers().length < 2) await page.waitForEvent("worker");
    const running = page.workers();
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("[data-engine=asp] >> text=working…");
    // The page answers while both engines work: the grid's focus moves.
    await page.locator("[role=gridcell][tabindex='0']").focus();
    await page.keyboard.press("ArrowRight");
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as { document: { activeElement: { getAttribute(a: string): string | null } } }).document.activeElement.getAttribute("data-cell"),
      ),
    ).toBe("1,2");
    const closed = Promise.all(running.map((w) => new Promise((ok) => w.once("close", ok))));
    await page.getByRole("button", { name: "Stop" }).click();
    // Stop ends the workers that were searching (new ones take their place); the bound only turns a
    // hang into a clear failure.
    const hung = new Promise((_, fail) => setTimeout(() => fail(new Error("Stop left the engines' workers running")), 60_000).unref());
    await Promise.race([closed, hung]);
    await page.waitForSelector("text=Stopped.");
    expect(await page.locator(".engine-status", { hasText: "stopped" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);

    const path = "puzzles/strimko/hakank-068.txt";
    await page.selectOption("#bundled", path);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await page.textContent("#verdict")).toContain("both engines agree");
    expect(await gridOf(page)).toEqual((await solve(parsePuzzle(path, text(path)))).solution);
    await page.close();
  });

  it("takes the user from a pasted text's error to its line and column in the text", async () => {
    // A 4x4 with an "x" for a given on line 9, its 7th character.
    const bad = "title: bad text\nstreams:\n  a b b d\n  b a d b\n  c d a c\n  d c c a\ngivens:\n  . . . .\n  . 3 x .\n  . . 1 .\n  . . . .\n";
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", bad);
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#open-errors p")).toMatch(/^pasted:9:7: expected a value 1\.\.4 or "\.", found "x"/);
    // Before, the message named the place and the user counted lines in the box to find it.
    await page.getByRole("button", { name: "Show line 9, column 7 in the pasted text" }).click();
    const at = (await page.evaluate(
      `(() => { const t = document.querySelector("#paste"); return [document.activeElement === t, t.selectionStart, t.selectionEnd]; })()`,
    )) as [boolean, number, number];
    const offset = bad.split("\n").slice(0, 8).join("\n").length + 1 + 6;
    expect(bad[offset]).toBe("x");
    expect(at).toEqual([true, offset, offset + 1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("reads pasted text in the format chosen under Format (the page's --format), and says so when it cannot tell", async () => {
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.fill("#paste", "1...\n..2.\n.3..\n...4\n");
    await page.selectOption("#format", "json");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#open-errors")).toMatch(/^pasted:1:1: /);
    await page.selectOption("#format", "sudoku");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#open-errors")).toBe("");
    expect(await gridOf(page)).toEqual([
      [1, 0, 0, 0],
      [0, 0, 2, 0],
      [0, 3, 0, 0],
      [0, 0, 0, 4],
    ]);
    await page.selectOption("#format", "");
    await page.fill("#paste", "4\n1 1 2 2\n");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#open-errors")).toMatch(/; choose one under "Format"$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a file, its format told by its name as on the command line", async () => {
    const path = "puzzles/multi/latin-3x3.dzn";
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.setInputFiles("#file", { name: "latin-3x3.dzn", mimeType: "text/plain", buffer: Buffer.from(text(path)) });
    await page.waitForSelector("#puzzle-info >> text=latin-3x3.dzn");
    expect(await gridOf(page)).toEqual(parsePuzzle(path, text(path)).givens);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the same file again once it is fixed (choosing it again is not ignored)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "strimko-web-file-"));
    const file = join(dir, "mine.txt");
    const good = text("puzzles/strimko/hakank-068.txt");
    writeFileSync(file, good.replace(/givens:\n(\s*\S+\s+\S+\s+\S+\s+)\S/, "givens:\n$1x"));
    const { page, errors } = await newPage(site);
    await page.goto(site.url);
    await page.setInputFiles("#file", file);
    await page.waitForSelector("#open-errors p");
    expect(await page.textContent("#open-errors p")).toMatch(/^mine\.txt:\d+:\d+: expected a value/);
    // The user fixes the file and chooses it again: before, the page heard nothing (no change).
    writeFileSync(file, good);
    await page.setInputFiles("#file", file);
    await page.waitForSelector("#puzzle-info >> text=mine.txt");
    expect(await page.textContent("#open-errors")).toBe("");
    expect(await gridOf(page)).toEqual(parsePuzzle("mine.txt", good).givens);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Copy link copies the link and says so (it once did it silently)", async () => {
    const path = "puzzles/strimko/dlthompson-4_1.txt";
    const { page, errors } = await newPage(site);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text(path))}`);
    expect(await page.textContent("#share-status")).toBe("");
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.waitForSelector("#share-status:not(:empty)");
    expect(await page.textContent("#share-status")).toBe("Link copied.");
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(await page.inputValue("#share"));
    // Another puzzle: the word goes (it was about the other link).
    await page.fill("#paste", text("puzzles/strimko/dlthompson-4_2.txt"));
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await page.textContent("#share-status")).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a share link, and writes the link of the open puzzle", async () => {
    const path = "puzzles/multi/sudoku-4x4-two-givens.txt";
    const puzzle = parsePuzzle(path, text(path));
    const { page, errors } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text(path))}`);
    expect(await gridOf(page)).toEqual(puzzle.givens);
    expect(await page.textContent("#title")).toBe(puzzle.title ?? "link");
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await page.textContent("#verdict")).toContain("Several solutions");
    // The link the page writes opens the same puzzle, and reads as the text format does.
    const link = await page.inputValue("#share");
    expect(decodeURIComponent(link.split("#puzzle=")[1])).toContain("streams:\n");
    const second = await newPage(site);
    await second.page.goto(link);
    expect(await gridOf(second.page)).toEqual(puzzle.givens);
    expect(await second.page.inputValue("#share")).toBe(link);
    expect(errors).toEqual([]);
    await page.close();
    await second.page.close();
  });

  it("says what is wrong with a link's puzzle, as the command line would", async () => {
    const bad = "streams:\n  a b\n  b\ngivens:\n  . .\n  . .\n";
    const cli = await strimko(["solve", "-"], bad);
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(bad)}`);
    expect(await page.textContent("#open-errors")).toBe(cli.stderr.trim().replace(/^stdin:/, "link:"));
    await page.goto(`${site.url}#puzzle=streams%3`);
    await page.reload();
    expect(await page.textContent("#open-errors")).toMatch(/^link: the link's puzzle is not valid percent-encoded text/);
    await page.close();
  });

  it("drops a link's error once the address holds no puzzle link, and keeps a paste's", async () => {
    const { page, errors } = await newPage(site);
    const message = () => page.textContent("#open-errors");
    // The address changed by hand; resolved once the page has heard the change (its listener first).
    const setHash = (hash: string) =>
      page.evaluate(`new Promise((ok) => { addEventListener("hashchange", () => setTimeout(ok), { once: true }); location.hash = ${JSON.stringify(hash)}; })`);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent("streams:\n  a b\n  b\n")}`);
    expect(await message()).toMatch(/^link:3:/);
    // Something that is not a puzzle link: the old link's error goes (the board is unchanged).
    const title = await page.textContent("#title");
    await setHash("#foo");
    expect(await message()).toBe("");
    expect(await page.textContent("#title")).toBe(title);
    // A pasted text's error belongs to the paste box: another address leaves it.
    await page.fill("#paste", "streams:\n  a b\n  b\n");
    await page.getByRole("button", { name: "Open pasted text" }).click();
    expect(await message()).toMatch(/^pasted:3:/);
    await setHash("#bar");
    expect(await message()).toMatch(/^pasted:3:/);
    // A link whose escapes are broken, then an address with no fragment left.
    await setHash("#puzzle=streams%3");
    expect(await message()).toMatch(/^link: the link's puzzle is not valid percent-encoded text/);
    await setHash("");
    expect(await message()).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("is operable from the keyboard: the grid's cells take the arrows, the buttons are named", async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text("puzzles/strimko/hakank-068.txt"))}`);
    await page.locator("[role=gridcell][tabindex='0']").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as { document: { activeElement: { getAttribute(a: string): string | null } } }).document.activeElement.getAttribute("data-cell"),
      ),
    ).toBe("2,2");
    expect(await page.textContent("[data-cell='2,2'][role=gridcell]")).toBe("3");
    for (const name of ["Solve", "Stop", "Open pasted text", "Copy link"]) expect(await page.getByRole("button", { name, exact: true }).count()).toBe(1);
    await page.close();
  });
});

describe.skipIf(browserSkipReason)("the web app in Chromium, with an engine broken on purpose", () => {
  const site = useSite({ fault: "flip-asp" });

  it("shows a disagreement as loudly as the command line, in its words", async () => {
    const path = "puzzles/strimko/hakank-068.txt";
    const cli = await strimko(["solve", path], undefined, { STRIMKO_FAULT: "flip-asp" });
    expect(cli.stdout).toContain("ENGINES DISAGREE");
    const reason = /^ {2}clingo: (.*)$/m.exec(cli.stdout)?.[1];
    expect(reason).toMatch(/fails verification/);
    const { page } = await newPage(site);
    await page.goto(`${site.url}#puzzle=${encodeURIComponent(text(path))}`);
    await page.getByRole("button", { name: "Solve" }).click();
    await page.waitForSelector("#verdict strong", { timeout: SOLVE_WAIT });
    expect(await page.textContent("#verdict.disagree strong")).toBe("ENGINES DISAGREE");
    expect(await page.textContent("#verdict.disagree p")).toBe(reason);
    expect(await page.textContent("[data-engine=asp] .engine-status")).toBe(reason);
    expect(await page.textContent("[data-engine=native] .engine-status")).toBe("solved, unique");
    // Nothing is preferred: the grid shows no engine's solution.
    expect(await gridOf(page)).toEqual(parsePuzzle(path, text(path)).givens);
    await page.close();
  });
});
