// The setter's analysis (docs/performance.md, "The setter's analysis"): run `npm run build` and
// `npm run build:web` first.
//   node bench/analyze.mjs [--runs N]
//
// 1. The library, in this process: the true candidates with their counts to 2 (the analysis's first
//    part, the native engine) against clingo's brave consequences of the same puzzle (the check the
//    analysis runs beside it, clingo-wasm in its worker, alone here), and the whole analysis, on
//    9x9 designs with a few hundred solutions: Conceptis Chain Sudoku 069 less three givens (396
//    solutions) and the first Sudoku of norvig_easy50 less its first givens in reading order until
//    it has 200 or more. Medians of --runs, the two measured in turns.
// 2. The browser: a fresh page opens the Strimko design in its link, Design's tab is pressed, and
//    the time until the true candidates are on the board (pencil marks drawn: the verdict's count
//    first, then the analysis's first part, each in its worker, after the view's 150 ms pause after
//    an edit). Served by Vite's preview server, in Debian's Chromium through playwright-core.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadavg, cpus } from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { preview } from "vite";
import { analyze, count, parsePuzzle, parsePuzzles } from "../dist/index.js";
import { braveCandidates } from "../dist/engines/asp/search.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Number(values.runs);
const root = new URL("..", import.meta.url).pathname;
const text = (p) => readFileSync(join(root, p), "utf8");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const strimkoPath = "puzzles/multi/conceptis-069-three-givens-less.txt";
const strimko = parsePuzzle(strimkoPath, text(strimkoPath));
const first = parsePuzzles("puzzles/sudoku/norvig_easy50.txt", text("puzzles/sudoku/norvig_easy50.txt"))[0].puzzle;
const sudoku = { ...first, givens: first.givens.map((r) => r.slice()) };
for (let i = 0; i < 81; i++) {
  const [r, c] = [Math.floor(i / 9), i % 9];
  if (sudoku.givens[r][c] === 0) continue;
  sudoku.givens[r][c] = 0;
  if ((await count(sudoku, { engine: "native", limit: 200 })).count >= 200) break;
}
const designs = [
  { name: "Strimko 069 less three givens", puzzle: strimko },
  { name: `Sudoku easy50 #1 less givens`, puzzle: sudoku },
];
console.log(`${new Date().toISOString()}, ${cpus()[0].model} x${cpus().length}, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`);
for (const d of designs) {
  const solutions = (await count(d.puzzle, { engine: "native", limit: 0 })).count;
  await braveCandidates(d.puzzle); // clingo's worker started and warm
  const native = [];
  const clingo = [];
  const whole = [];
  for (let k = 0; k < runs; k++) {
    let t = performance.now();
    let candidatesMs = 0;
    await analyze(d.puzzle, { engine: "native", onPart: (_, part) => part === "candidates" && (candidatesMs = performance.now() - t) });
    whole.push(performance.now() - t);
    native.push(candidatesMs);
    t = performance.now();
    await braveCandidates(d.puzzle);
    clingo.push(performance.now() - t);
  }
  const [n, c] = [median(native), median(clingo)];
  console.log(
    `${d.name} (${solutions} solutions): true candidates and counts, native ${n.toFixed(1)} ms; clingo's brave consequences ${c.toFixed(1)} ms (native/clingo ${(n / c).toFixed(2)}); the whole analysis (native) ${median(whole).toFixed(0)} ms`,
  );
}

const server = await preview({
  configFile: join(root, "web/vite.config.ts"),
  logLevel: "error",
  build: { outDir: join(root, "dist-web") },
  preview: { port: 0 },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const times = [];
  for (let k = 0; k < runs; k++) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.resolvedUrls.local[0]}#puzzle=${encodeURIComponent(text(strimkoPath))}`);
    await page.waitForSelector("#bundled optgroup", { state: "attached" });
    const tab = page.getByRole("tab", { name: "Design" });
    const t = Date.now();
    await tab.click();
    await page.waitForSelector("#board svg g.pencil", { timeout: 60000 });
    times.push(Date.now() - t);
    await context.close();
  }
  console.log(`browser, ${strimkoPath}: Design's tab pressed → true candidates on the board, median ${median(times)} ms (of ${times.join(", ")})`);
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
