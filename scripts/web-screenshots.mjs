// The README's pictures of the web app, docs/web-*.png, taken again from the built site: after a
// change to what the page looks like (the stream palette, the layout), run
//   npm run build:web && node scripts/web-screenshots.mjs [OUT_DIR, default docs]
// and look at each picture. Served by Vite's preview server, in Debian's Chromium (CHROMIUM_PATH).
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { preview } from "vite";
const root = new URL("..", import.meta.url).pathname;
const out = process.argv[2] ?? root + "docs";
const server = await preview({ configFile: root + "web/vite.config.ts", logLevel: "error", build: { outDir: root + "dist-web" }, preview: { port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const text = (p) => readFileSync(root + p, "utf8");
const cell = (page, r, c) => page.locator(`#board [role=gridcell][data-cell="${r},${c}"]`);
async function fresh(width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  return page;
}
// 1. web-app.png: a 9x9 Strimko solved by both engines.
{
  const page = await fresh(1200, 900);
  await page.goto(`${url}#puzzle=${encodeURIComponent(text("puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt"))}`);
  await page.click("#solve");
  await page.waitForSelector("#verdict strong", { timeout: 120000 });
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.screenshot({ path: `${out}/web-app.png` });
  await page.close();
}
// 2. web-stepper.png: dlthompson-5_10 (resolution stalls), step 2.
{
  const page = await fresh(1400, 1000);
  await page.goto(url);
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", "puzzles/strimko/dlthompson-5_10.txt");
  await page.getByRole("tab", { name: "Step through" }).click();
  await page.waitForSelector("text=The givens", { timeout: 60000 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/web-stepper.png` });
  await page.close();
}
// 3. web-play.png: dlthompson-5_6 pasted, Play, a hint.
{
  const page = await fresh(1280, 800);
  await page.goto(url);
  await page.fill("#paste", text("puzzles/strimko/dlthompson-5_6.txt"));
  await page.getByRole("button", { name: "Open pasted text" }).click();
  await page.getByRole("tab", { name: "Play" }).click();
  await page.waitForSelector("#play-status:text('Your turn.')", { timeout: 60000 });
  await page.getByRole("button", { name: "Hint" }).click();
  await page.waitForFunction(() => (document.querySelector("#play-hint-text")?.textContent ?? "") !== "", null, { timeout: 60000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${out}/web-play.png` });
  await page.close();
}
// 4. web-design.png: a 4x4 design, four boxes, with two solutions (the differing cells marked).
{
  const page = await fresh(1280, 760);
  await page.goto(url);
  await page.getByRole("tab", { name: "Design" }).click();
  await page.selectOption("#design-size", "4");
  await page.getByRole("button", { name: "New empty design" }).click();
  const centre = async (r, c) => {
    for (;;) {
      const b = await cell(page, r, c).boundingBox();
      if (b) return [b.x + b.width / 2, b.y + b.height / 2];
    }
  };
  for (const [r, c] of [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ]) {
    await page.selectOption("#design-brush", "new");
    const pts = [];
    for (const [a, b] of [
      [r, c],
      [r, c + 1],
      [r + 1, c + 1],
      [r + 1, c],
    ])
      pts.push(await centre(a, b));
    await page.mouse.move(...pts[0]);
    await page.mouse.down();
    for (const p of pts.slice(1)) await page.mouse.move(...p, { steps: 4 });
    await page.mouse.up();
  }
  const givens = { "1,3": "3", "1,4": "4", "2,1": "3", "2,2": "4", "3,3": "4", "3,4": "3", "4,1": "4", "4,2": "3", "4,3": "2" };
  for (const [k, v] of Object.entries(givens)) {
    const [r, c] = k.split(",").map(Number);
    await cell(page, r, c).click();
    await page.keyboard.press(v);
  }
  await page.waitForSelector("#design-analysis[data-status=several]", { timeout: 60000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${out}/web-design.png` });
  await page.close();
}
// 5. web-workbench.png: a 9x9 Strimko design with 396 solutions, its true candidates as pencil
// marks and the fewest givens that make it unique marked.
{
  const page = await fresh(1280, 1000);
  await page.goto(`${url}#puzzle=${encodeURIComponent(text("puzzles/multi/conceptis-069-three-givens-less.txt"))}`);
  await page.getByRole("tab", { name: "Design" }).click();
  await page.waitForSelector("#design-workbench :text('Fewest extra givens')", { timeout: 60000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${out}/web-workbench.png` });
  await page.close();
}
// 6. web-presenter.png: Step through's presenter view at a projector's 1024x768, dlthompson-5_10
// at its first guess.
{
  const page = await fresh(1024, 768);
  await page.goto(url);
  await page.waitForSelector("#bundled optgroup", { state: "attached" });
  await page.selectOption("#bundled", "puzzles/strimko/dlthompson-5_10.txt");
  await page.getByRole("tab", { name: "Step through" }).click();
  await page.waitForSelector("text=The givens", { timeout: 60000 });
  await page.getByRole("button", { name: "Presenter view" }).click();
  await page.selectOption("#step-until", "guess");
  await page.selectOption("#step-speed", { label: "fastest (0.05 s)" });
  await page.getByRole("button", { name: "Run" }).click();
  await page.waitForSelector("#step-text[data-kind=guess]", { timeout: 60000 });
  await page.waitForSelector("#view-steps button:text-is('Play')");
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${out}/web-presenter.png` });
  await page.close();
}
// 7. web-stepper-phone.png: Step through on a phone (390x844), the board first.
{
  const page = await fresh(390, 844);
  await page.goto(`${url}#puzzle=${encodeURIComponent(text("puzzles/strimko/dlthompson-5_10.txt"))}`);
  await page.waitForSelector("[role=grid] [role=gridcell]");
  await page.getByRole("tab", { name: "Step through" }).click();
  await page.waitForSelector("text=The givens", { timeout: 60000 });
  for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/web-stepper-phone.png` });
  await page.close();
}
// 8. web-asp.png: the ASP workbench, wide, a rule of one's own added and run, 0 models (every answer set).
{
  const page = await fresh(1280, 900);
  await page.goto(`${url}#puzzle=${encodeURIComponent(text("puzzles/multi/hakank-068-one-given-less.txt"))}`);
  await page.waitForSelector("[role=grid] [role=gridcell]");
  await page.getByRole("tab", { name: "ASP" }).click();
  await page.waitForSelector("#asp-program .cm-editor", { timeout: 60000 });
  await page.getByRole("button", { name: "Wide view" }).click();
  await page.click("#asp-program .cm-content");
  await page.keyboard.press("Control+End");
  await page.keyboard.type("% my rule: the corner holds the largest value\n:- size(N), not value(1,1,N).\n");
  await page.fill("#asp-models", "0");
  await page.getByRole("button", { name: "Run clingo" }).click();
  await page.waitForSelector(".asp-atoms", { timeout: 60000 });
  await page.locator(".asp-atoms[data-set='1'] caption button").click();
  await page.mouse.move(0, 0);
  await page.evaluate("window.scrollTo(0, 0)");
  await page.screenshot({ path: `${out}/web-asp.png` });
  await page.close();
}
// 9. web-solve-rules{,-1024,-phone}.png: Solve with a variant, the diagonals, cross-checked by both
// engines, on an empty 9x9 Sudoku: at 1280x900, 1024x768 and on a phone.
for (const [w, h, suffix] of [
  [1280, 900, ""],
  [1024, 768, "-1024"],
  [390, 844, "-phone"],
]) {
  const page = await fresh(w, h);
  const rows = Array.from(
    { length: 9 },
    (_, r) => `  ${Array.from({ length: 9 }, (_, c) => "abcdefghi"[Math.floor(r / 3) * 3 + Math.floor(c / 3)]).join(" ")}`,
  );
  await page.goto(`${url}#puzzle=${encodeURIComponent(`title: Sudoku X, empty\nstreams:\n${rows.join("\n")}\n`)}`);
  await page.waitForSelector("[role=grid] [role=gridcell]");
  await page.click("#solve-rules summary");
  await page.selectOption("#rules-variant", "diagonals");
  await page.click("#solve");
  await page.waitForSelector(".verdict-rules", { timeout: 60000 });
  await page.evaluate("window.scrollTo(0, 0)");
  await page.screenshot({ path: `${out}/web-solve-rules${suffix}.png`, fullPage: suffix === "-phone" });
  await page.close();
}
await browser.close();
await server.close();
