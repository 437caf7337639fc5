// The web app's measures (docs/web-app.md): run `npm run build:web` first.
//   node bench/web.mjs [--runs N] [--screenshot FILE] [--vs OTHER_DIST]
//
// 1. Size: dist-web's files gzipped (level 9), the app's own code (its scripts, workers, style and
//    page, clingo-wasm's JavaScript glue included) apart from clingo's .wasm and from the bundled
//    puzzles (data, in a chunk of their own) and from Export's PDF (pdfkit and the DejaVu fonts, chunks
//    loaded only when a PDF is asked for).
// 2. Time to first solve: a fresh browser context (nothing cached) opens the site with a 9x9
//    Strimko in its link and presses Solve as soon as the page has loaded; the time from the start
//    of navigation until both engines' verdict is shown (the page marks it, and where the time
//    went: its script running, each engine ready). Then the native engine's own time on the same
//    9x9 solved again in that page (its third solve after the first).
// --vs OTHER_DIST: the same for another build of the site (e.g. a copy of dist-web/ made before a
// change), the two served side by side and measured in turns (A, B, A, B, ...), so that a busy
// machine slows both alike; prints the ratio of the medians (this build / the other).
// Served by Vite's preview server on 127.0.0.1, in Debian's Chromium through playwright-core.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { preview } from "vite";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, screenshot: { type: "string" }, vs: { type: "string" } } });
const root = new URL("..", import.meta.url).pathname;
const builds = [{ name: "this build", dir: join(root, "dist-web") }, ...(values.vs ? [{ name: "--vs build", dir: resolve(values.vs) }] : [])];

const kB = (b) => `${(b / 1024).toFixed(1)} kB`;
for (const build of builds) {
  const sizes = { app: 0, wasm: 0, puzzles: 0, pdf: 0 };
  for (const dir of [build.dir, join(build.dir, "assets")]) {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      if (!f.isFile()) continue;
      const gz = gzipSync(readFileSync(join(dir, f.name)), { level: 9 }).length;
      // The thread-enabled clingo build is bundled but never loaded (the page is not cross-origin isolated).
      if (f.name.startsWith("clingo-mt")) continue;
      const pdf = f.name.startsWith("pdf-export") || f.name.includes("strimko-fonts");
      sizes[f.name.endsWith(".wasm") ? "wasm" : f.name.startsWith("bundled-files") ? "puzzles" : pdf ? "pdf" : "app"] += gz;
    }
  }
  console.log(
    `${build.name}, gzipped: app ${kB(sizes.app)} (budget 300 kB), clingo.wasm ${kB(sizes.wasm)}, bundled puzzles ${kB(sizes.puzzles)}, Export's PDF (on demand) ${kB(sizes.pdf)}`,
  );
}

const puzzle = readFileSync(join(root, "puzzles/strimko/hakank-conceptis-chain-sudoku-069-9x9.txt"), "utf8");
for (const build of builds) {
  build.server = await preview({ configFile: join(root, "web/vite.config.ts"), logLevel: "error", build: { outDir: build.dir }, preview: { port: 0 } });
  build.link = `${build.server.resolvedUrls.local[0]}#puzzle=${encodeURIComponent(puzzle)}`;
  build.firsts = [];
  build.natives = [];
  build.marks = {};
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const loads = [loadavg()[0]];
try {
  for (let k = 0; k < Number(values.runs); k++) {
    for (const build of builds) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      const page = await context.newPage();
      await page.goto(build.link);
      await page.click("#solve");
      await page.waitForSelector("#verdict strong", { timeout: 120_000 });
      build.firsts.push(await page.evaluate(() => performance.getEntriesByName("strimko:verdict")[0].startTime));
      const marks = await page.evaluate(() => performance.getEntriesByType("mark").map((m) => [m.name.replace("strimko:", ""), Math.round(m.startTime)]));
      console.log(`  ${build.name}, run ${k + 1}, ms from navigation: ${marks.map(([name, t]) => `${name} ${t}`).join(", ")}`);
      for (const [name, t] of marks) (build.marks[name] ??= []).push(t);
      for (let again = 0; again < 3; again++) {
        await page.click("#solve");
        await page.waitForSelector("#verdict strong", { timeout: 120_000 });
      }
      build.natives.push(Number(/time: ([0-9.]+) ms/.exec(await page.textContent("[data-engine=native]"))?.[1]));
      if (values.screenshot && k === 0 && build === builds[0]) await page.screenshot({ path: values.screenshot });
      await context.close();
      loads.push(loadavg()[0]);
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const build of builds) {
  console.log(
    `${build.name}: first solve of a 9x9 (both engines, from opening the page): median ${Math.round(median(build.firsts))} ms of ${build.firsts.map(Math.round).join(", ")}`,
  );
  console.log(
    `${build.name}: medians of the marks, ms from navigation: ${Object.entries(build.marks)
      .map(([name, ts]) => `${name} ${median(ts)}`)
      .join(", ")}`,
  );
  console.log(`${build.name}: native engine on the 9x9 again: median ${median(build.natives)} ms of ${build.natives.join(", ")}`);
}
if (builds.length === 2) console.log(`first solve, this build / --vs build: ${(median(builds[0].firsts) / median(builds[1].firsts)).toFixed(2)}`);
console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
