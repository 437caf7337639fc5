/**
 * strimko generate against the npm Sudoku generators, 9x9, in one run (build first: npm run build).
 * Not part of npm test.
 *
 * Peers (dev dependencies, benchmark peers only): sudoku-gen (getSudoku(level): a stored seed
 * puzzle transformed), sudoku-core (generate(level): digs a full grid while its strategies solve it),
 * @algorithm.ts/sudoku (new SudokuCreator({ childMatrixWidth: 3 }).createSudoku(d): digs cells in a
 * random order while no other value fits, over the fraction 0.2 + 0.8 d of the cells; d = 1 tries
 * them all). Each level runs in a worker thread of its own, timed inside it, until --count puzzles
 * or --budget seconds (sudoku-core's hardest levels can run for minutes a puzzle; the worker is then
 * ended and what it made is counted).
 *
 * Ours: generatePuzzles({ kind: "sudoku", size: 9 }) through the library, one thread, the whole
 * pipeline (both engines' count included; clingo is started before the clock starts, as the peers'
 * modules are loaded before theirs): the default
 * (minimal, resolution-solvable), --givens any, and --difficulty any (minimal, any level: what the
 * peers promise at most); and that last one made without clingo's count (makePuzzle, the native
 * engine alone, as the peers), which shows what the certificate by a second engine costs.
 *
 * Every puzzle of every generator is then checked with our native engine: unique (a count to 2),
 * minimal (each given removed in turn leaves 2 solutions or more), solved by resolution alone (our
 * default's promise), and its level on our scale. "unique minimal /s" = puzzles a second x the
 * fraction both unique and minimal. "different" = essentially different puzzles among them: distinct
 * canonical forms under Sudoku's validity-preserving transformations (sudoku-canonical.mjs: exact,
 * not a bound); "new unique minimal /s" = puzzles a second x the fraction that are unique, minimal
 * and essentially different from every earlier one of the same generator.
 *
 * Options: --count N (default 30 a generator), --budget S (default 20 s a generator), --only NAME,...
 */
import { cpus } from "node:os";
import { Worker } from "node:worker_threads";
import { difficulty, generatePuzzles } from "../dist/index.js";
import { boxStreams } from "../dist/puzzle/shapes.js";
import { solveNative } from "../dist/engines/native/solver.js";
import { makePuzzle } from "../dist/generate/generate.js";
import { settle } from "../dist/generate/options.js";
import { canonicalSudoku } from "./sudoku-canonical.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : fallback;
};
const count = Number(opt("--count", 30));
const budgetMs = Number(opt("--budget", 20)) * 1000;
const only = opt("--only", "")
  .split(",")
  .filter((s) => s);

/** Each peer's call, as a worker's source: `make()` returns 81 numbers, 0 = empty, 1..9. */
const PEERS = [
  ...["easy", "medium", "hard", "expert"].map((l) => ({
    name: `sudoku-gen ${l}`,
    setup: `const { getSudoku } = require("sudoku-gen");`,
    make: `() => [...getSudoku(${JSON.stringify(l)}).puzzle].map((ch) => (ch === "-" ? 0 : Number(ch)))`,
  })),
  ...["easy", "medium", "hard", "expert", "master"].map((l) => ({
    name: `sudoku-core ${l}`,
    setup: `const { generate } = require("sudoku-core");`,
    make: `() => generate(${JSON.stringify(l)}).map((v) => v ?? 0)`,
  })),
  ...[0.5, 1].map((d) => ({
    name: `@algorithm.ts/sudoku ${d}`,
    setup: `const { SudokuCreator } = require("@algorithm.ts/sudoku"); const creator = new SudokuCreator({ childMatrixWidth: 3 });`,
    make: `() => creator.createSudoku(${d}).puzzle.map((v) => v + 1)`,
  })),
];

/** A peer's puzzles and the time (ms, inside its worker) each took, until count or the budget. */
function runPeer(peer) {
  const source = `
    const { parentPort } = require("node:worker_threads");
    ${peer.setup}
    const make = ${peer.make};
    for (let k = 0; k < ${count}; k++) {
      const t = performance.now();
      const cells = make();
      parentPort.postMessage({ cells, ms: performance.now() - t });
    }`;
  return new Promise((done) => {
    const out = [];
    const w = new Worker(source, { eval: true });
    let over = false;
    const timer = setTimeout(() => {
      over = true;
      void w.terminate();
    }, budgetMs);
    w.on("message", (m) => out.push(m));
    w.on("error", (e) => {
      console.error(`${peer.name}: ${e.message}`);
    });
    w.on("exit", () => {
      clearTimeout(timer);
      done({ out, cut: over && out.length < count });
    });
  });
}

async function runOurs(extra) {
  const out = [];
  let t = performance.now();
  for await (const g of generatePuzzles({ kind: "sudoku", size: 9, count, seed: "bench-peers", ...extra })) {
    const now = performance.now();
    out.push({ cells: g.puzzle.givens.flat(), ms: now - t });
    t = now;
  }
  return { out, cut: false };
}

/** Our making alone (makePuzzle: the native engine's count, no clingo): what the peers do. */
async function runMaking(extra) {
  const o = settle({ kind: "sudoku", size: 9, count, seed: "bench-peers", ...extra });
  const out = [];
  for (let k = 1; k <= count; k++) {
    const t = performance.now();
    const g = makePuzzle(o, k);
    out.push({ cells: g.puzzle.givens.flat(), ms: performance.now() - t });
  }
  return { out, cut: false };
}

const streams = boxStreams(9);
const grid = (cells) => Array.from({ length: 9 }, (_, r) => cells.slice(9 * r, 9 * r + 9));
const solutions = (cells) => solveNative({ size: 9, streams, givens: grid(cells) }, { limit: 2, collect: false }).count;

/** Our checks of one puzzle. */
function check(cells) {
  const unique = solutions(cells) === 1;
  let minimal = unique;
  for (let i = 0; minimal && i < 81; i++) {
    if (cells[i] === 0) continue;
    const less = cells.slice();
    less[i] = 0;
    if (solutions(less) === 1) minimal = false;
  }
  const d = unique ? difficulty({ size: 9, streams, givens: grid(cells) }) : null;
  return { unique, minimal, level: d?.level ?? "none", givens: cells.filter((v) => v !== 0).length };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (k, n) => (n === 0 ? "–" : `${Math.round((100 * k) / n)} %`);
const rate = (x) => (!Number.isFinite(x) ? "–" : x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2));

const GENERATORS = [
  { name: "strimko generate --kind sudoku (minimal, resolution)", run: () => runOurs({}) },
  { name: "strimko generate --kind sudoku --givens any", run: () => runOurs({ givens: "any" }) },
  { name: "strimko generate --kind sudoku --difficulty any", run: () => runOurs({ difficulty: "any" }) },
  { name: "the same, made without clingo's count (makePuzzle)", run: () => runMaking({ difficulty: "any" }) },
  ...PEERS.map((p) => ({ name: p.name, run: () => runPeer(p) })),
].filter((g) => only.length === 0 || only.some((o) => g.name.includes(o)));

// Start clingo-wasm (its worker and first run) before anything is timed.
for await (const _ of generatePuzzles({ kind: "sudoku", size: 9, seed: "warm-up" }));

console.log(
  `9x9 Sudoku generators, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}; up to ${count} puzzles or ${budgetMs / 1000} s each\n`,
);
console.log(
  "| generator | puzzles | puzzles /s | median ms | unique | minimal | resolution alone | givens | our levels | unique minimal /s | different | new unique minimal /s |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|");
for (const g of GENERATORS) {
  const { out, cut } = await g.run();
  const total = out.reduce((s, m) => s + m.ms, 0);
  // Cut by the budget: its puzzles over the whole budget (the one under way counts too).
  const perSecond = cut ? (1000 * out.length) / budgetMs : out.length > 0 ? (1000 * out.length) / total : 0;
  const checks = out.map((m) => check(m.cells));
  const unique = checks.filter((c) => c.unique).length;
  const both = checks.filter((c) => c.minimal).length;
  const resolved = checks.filter((c) => c.level !== "none" && c.level !== "search").length;
  const levels = {};
  for (const c of checks) levels[c.level] = (levels[c.level] ?? 0) + 1;
  const forms = out.map((m) => canonicalSudoku(m.cells));
  const different = new Set(forms).size;
  const newUniqueMinimal = new Set(forms.filter((_, k) => checks[k].minimal)).size;
  const made = `${out.length}${cut ? ` (${budgetMs / 1000} s)` : ""}`;
  const avgGivens = checks.length ? (checks.reduce((s, c) => s + c.givens, 0) / checks.length).toFixed(1) : "–";
  const levelText = Object.entries(levels)
    .map(([l, k]) => `${l} ${k}`)
    .join(", ");
  console.log(
    `| ${g.name} | ${made} | ${rate(perSecond)} | ${median(out.map((m) => m.ms)).toFixed(1)} | ${pct(unique, out.length)} | ${pct(both, out.length)} | ${pct(resolved, out.length)} | ${avgGivens} | ${levelText || "–"} | ${rate(out.length ? (perSecond * both) / out.length : 0)} | ${different} | ${rate(out.length ? (perSecond * newUniqueMinimal) / out.length : 0)} |`,
  );
}
process.exit(0);
