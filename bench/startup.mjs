// Start-up: the whole `strimko` process on one small puzzle, against the least a process doing that
// work could cost (issue 16, target 3). Two pairs, each run in turn (A B A B ...) so that the
// machine's drift touches both alike; the ratio is taken pair by pair and its median quoted:
//
//   strimko solve --engine native ONE_9x9   against  node -e 0 (a bare Node process)
//   strimko solve ONE_7x7_STRIMKO            against  node bench/clingo-once.mjs PROGRAM
//                                                    (loads clingo-wasm, runs the program
//                                                    `strimko program` prints for that puzzle once)
//
// Wall time of each process from spawn to exit, as a user waits for it; and, where Linux's
// /proc/self/stat says what the finished children used, their CPU time (user + sys, 10 ms ticks,
// so a rough figure at this scale). Node is the one running this script (node22 bench/startup.mjs
// measures Node 22).
//
//   node bench/startup.mjs [RUNS]      (default 15 pairs each, after one of each not counted)
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { machine, median, table } from "./lib.mjs";

const runs = Number(process.argv[2] ?? 15);
const node = process.execPath;
const CLI = "dist/cli.js";
const SUDOKU = "puzzles/sudoku/norvig_top95.txt";
const STRIMKO = "puzzles/strimko/dlthompson-7_1.txt";

const dir = mkdtempSync(join(tmpdir(), "strimko-startup-"));
const sudoku = join(dir, "one.txt");
writeFileSync(sudoku, readFileSync(SUDOKU, "utf8").split("\n")[0] + "\n");
const program = join(dir, "strimko-7x7.lp");
writeFileSync(program, execFileSync(node, [CLI, "program", STRIMKO], { encoding: "utf8" }));

/** The CPU time of the children this process has waited for, in ms (undefined without /proc). */
function childrenCpuMs() {
  try {
    // Fields after the command's name: cutime and cstime are the 14th and 15th (stat(5) 16, 17).
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** One run: wall ms and CPU ms (or undefined); a failed run stops the benchmark. */
function once(args) {
  const cpu0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(node, args, { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 26 });
  const wall = performance.now() - t0;
  const cpu1 = childrenCpuMs();
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited with ${r.status}: ${r.stderr}`);
  return { wall, cpu: cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0 };
}

function pair(a, b) {
  once(a);
  once(b);
  const ratios = { wall: [], cpu: [] };
  const as = [];
  const bs = [];
  for (let k = 0; k < runs; k++) {
    const x = once(a);
    const y = once(b);
    as.push(x.wall);
    bs.push(y.wall);
    ratios.wall.push(x.wall / y.wall);
    if (x.cpu !== undefined && y.cpu) ratios.cpu.push(x.cpu / y.cpu);
  }
  return { a: median(as), b: median(bs), wall: median(ratios.wall), cpu: ratios.cpu.length ? median(ratios.cpu) : undefined };
}

const rows = [];
try {
  const native = pair([CLI, "solve", "--engine", "native", sudoku], ["-e", "0"]);
  rows.push(["`strimko solve --engine native` on one 9x9", "`node -e 0`", native, 1.5]);
  const both = pair([CLI, "solve", STRIMKO], ["bench/clingo-once.mjs", program]);
  rows.push(["`strimko solve` (both engines) on one 7x7 Strimko", "clingo-wasm loaded and run once (`bench/clingo-once.mjs`)", both, 1.2]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const ms = (x) => `${x.toFixed(0)} ms`;
const x = (r) => (r === undefined ? "–" : `${r.toFixed(2)}x`);
console.log(`\n## Start-up (${machine()}, load average ${(await import("node:os")).loadavg()[0].toFixed(1)} at the end; ${runs} pairs each, in turn)\n`);
console.log(
  table(
    ["command (A)", "against (B)", "A median", "B median", "A / B wall (median per pair)", "A / B CPU", "target"],
    rows.map(([a, b, r, target]) => [a, b, ms(r.a), ms(r.b), x(r.wall), x(r.cpu), `≤ ${target}x`]),
  ),
);
