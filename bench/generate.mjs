/**
 * strimko generate, timed (build first: npm run build). Not part of npm test.
 *
 * 1. The whole default pipeline per puzzle (layout, fill, minimal givens, level, both engines'
 *    count), one thread, through the library: median and worst ms a puzzle, tries, givens.
 * 2. The command with --jobs 1 and --jobs N (default: the processors; at most the processors less
 *    one make puzzles, so on 2 cores the two runs are the same) on a batch of 7x7 strimko: wall time and the ratio.
 *
 * Options: --count N (default 100 per set; 0 = skip part 1), --jobs-count N (default 200), --jobs N, --sets strimko7,strimko9,sudoku9,jigsaw6,latin5
 */
import { execFileSync } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { generatePuzzles } from "../dist/index.js";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : fallback;
};
const count = Number(opt("--count", 100));
const jobsCount = Number(opt("--jobs-count", 200));
const jobsN = Number(opt("--jobs", cpus().length));
const SETS = {
  strimko7: ["strimko", 7],
  strimko9: ["strimko", 9],
  sudoku9: ["sudoku", 9],
  jigsaw6: ["jigsaw", 6],
  latin5: ["latin", 5],
  strimko5: ["strimko", 5],
};
const sets = count > 0 ? opt("--sets", "strimko7,strimko9,sudoku9").split(",") : [];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`strimko generate benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}\n`);
console.log("| set | puzzles | median ms | worst ms | tries a puzzle | givens a puzzle | levels |");
console.log("|---|---:|---:|---:|---:|---:|---|");
for (const name of sets) {
  const [kind, size] = SETS[name];
  const times = [];
  let tries = 0;
  let givens = 0;
  const levels = {};
  let t = performance.now();
  for await (const g of generatePuzzles({ kind, size, count, seed: `bench-${name}` })) {
    const now = performance.now();
    times.push(now - t);
    t = now;
    tries += g.tries;
    givens += g.puzzle.givens.flat().filter((v) => v !== 0).length;
    levels[g.difficulty.level] = (levels[g.difficulty.level] ?? 0) + 1;
  }
  // The first puzzle also pays for starting clingo (as a user sees it); the median is not moved by it.
  console.log(
    `| ${kind} ${size}x${size} | ${count} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(0)} | ${(tries / count + 1).toFixed(2)} | ${(givens / count).toFixed(1)} | ${Object.entries(
      levels,
    )
      .map(([l, k]) => `${l} ${k}`)
      .join(", ")} |`,
  );
}

if (jobsCount > 0) {
  const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
  const wall = (jobs) => {
    const start = performance.now();
    execFileSync(process.execPath, [cli, "generate", "--count", String(jobsCount), "--seed", "bench-jobs", "--jobs", String(jobs), "--quiet"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    return (performance.now() - start) / 1000;
  };
  const one = wall(1);
  const more = wall(jobsN);
  console.log(
    `\n| ${jobsCount} 7x7 strimko, whole command | --jobs 1 | --jobs ${jobsN} | speed-up |\n|---|---:|---:|---:|\n| wall time | ${one.toFixed(1)} s | ${more.toFixed(1)} s | ${(one / more).toFixed(2)}x |`,
  );
}
