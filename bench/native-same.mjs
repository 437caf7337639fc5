// Does a change to the native engine keep its trees? Runs every bundled puzzle through two builds of
// solveNative and compares everything but time: status, count, completeness, solutions, method,
// inferences, guesses, backtracks, conflicts, and a hash of the trace. Also prints each build's CPU
// time per set (process.cpuUsage: less disturbed by other processes than the wall clock).
//   git worktree add /tmp/old main && (cd /tmp/old && npm ci && npm run build)
//   npm run build && node bench/native-same.mjs /tmp/old/dist dist [--big]
// Each puzzle: limit 1 and 2; n <= 9 also all solutions, the literal representation, a trace, and
// learning at once (deadEndBudget 0). The 25x25 run with limit 2 only; the first of them (about 30 s)
// only with --big. Exit code 1 when anything differs.
// --no-pointing: every run with `pointing: false` (the assignment's tree: see src/engines/native/dispatch.ts),
// to compare a build that has pointing with one from before it (which ignores the option).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const [oldDist, newDist, ...flags] = process.argv.slice(2);
if (!oldDist || !newDist) {
  console.error("usage: node bench/native-same.mjs OLD_DIST NEW_DIST [--big] [--no-pointing]");
  process.exit(2);
}
const root = "puzzles";
const paths = [
  "strimko",
  "jigsaw",
  "multi",
  "unsat",
  "generated",
  ...[
    "norvig_easy50",
    "norvig_top95",
    "norvig_hardest",
    "gecode_hakank_9x9",
    "gecode_hakank_16x16",
    "npm_sudoku_gen_seeds",
    "tdoku_test_multisolution",
    "tdoku_test_nosolution",
    "tdoku_test_unique",
    "gecode_hakank_25x25_first3",
  ].map((f) => `sudoku/${f}.txt`),
];

async function run(dist) {
  const { parsePuzzles } = await import(resolve(dist, "index.js"));
  const { solveNative } = await import(resolve(dist, "engines/native/solver.js"));
  const lines = [];
  const cpu = {};
  for (const p of paths) {
    const full = join(root, p);
    const files = statSync(full).isDirectory()
      ? readdirSync(full)
          .sort()
          .map((f) => join(full, f))
      : [full];
    const t = process.cpuUsage();
    for (const f of files) {
      let i = 0;
      for (const e of parsePuzzles(f, readFileSync(f, "utf8"))) {
        i++;
        if (e.error) continue;
        const big = p.includes("25x25");
        if (big && i === 1 && !flags.includes("--big")) continue;
        const small = e.puzzle.size <= 9;
        const runs = big
          ? [{ limit: 2 }]
          : [
              { limit: 1 },
              { limit: 2 },
              ...(small
                ? [
                    { limit: 0, collect: false },
                    { limit: 2, representation: "literals" },
                    { limit: 2, trace: true },
                    { limit: 2, deadEndBudget: 0 },
                  ]
                : []),
            ];
        for (const o of runs) {
          const r = solveNative(e.puzzle, { ...o, ...(flags.includes("--no-pointing") ? { pointing: false } : {}), timeoutMs: 120000 });
          const { timeMs, ...stats } = r.stats;
          const trace = r.trace ? createHash("sha1").update(JSON.stringify(r.trace)).digest("hex") : null;
          lines.push(JSON.stringify({ f, i, o, status: r.status, count: r.count, complete: r.complete, stats, solutions: r.solutions, trace }));
        }
      }
    }
    cpu[p] = process.cpuUsage(t).user / 1000;
  }
  return { lines, cpu };
}

const before = await run(oldDist);
const after = await run(newDist);
let differ = 0;
for (let k = 0; k < Math.max(before.lines.length, after.lines.length); k++) {
  if (before.lines[k] === after.lines[k]) continue;
  if (differ++ < 10) console.log(`differs:\n  before ${before.lines[k]?.slice(0, 400)}\n  after  ${after.lines[k]?.slice(0, 400)}`);
}
console.log(`| set | CPU before (ms) | CPU after (ms) |\n|---|---:|---:|`);
for (const p of paths) console.log(`| ${p} | ${before.cpu[p].toFixed(0)} | ${after.cpu[p].toFixed(0)} |`);
console.log(`${before.lines.length} runs; ${differ === 0 ? "all identical but time" : `${differ} differ`}`);
process.exit(differ === 0 ? 0 : 1);
