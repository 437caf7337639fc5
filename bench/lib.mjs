// Helpers shared by the benchmarks: the puzzle sets, timing statistics, tables.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";
import { searchAsp } from "../dist/engines/asp/search.js";
import { parsePuzzles, verify } from "../dist/index.js";

/** The corpus sets, as bundled in puzzles/. */
export const SETS = [
  { name: "strimko", path: "puzzles/strimko", about: "34 published Strimko, 4x4 to 9x9" },
  { name: "jigsaw", path: "puzzles/jigsaw", about: "120 janko.at jigsaw Sudoku, 4x4 to 9x9" },
  { name: "top95", path: "puzzles/sudoku/norvig_top95.txt", about: "Norvig's hard 9x9 set" },
  { name: "hardest", path: "puzzles/sudoku/norvig_hardest.txt", about: "Norvig's 11 hardest 9x9" },
  { name: "16x16", path: "puzzles/sudoku/gecode_hakank_16x16.txt", about: "55 Gecode 16x16 Sudoku" },
  { name: "25x25", path: "puzzles/sudoku/gecode_hakank_25x25_first3.txt", about: "the first 3 Gecode 25x25 Sudoku" },
  { name: "generated", path: "puzzles/generated", about: "6 large stress puzzles, n = 16..35" },
];

/** Every puzzle of a file or directory, as [{id, puzzle}]; bad entries abort the benchmark. */
export function loadSet(path) {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .map((f) => join(path, f))
    : [path];
  const out = [];
  for (const f of files) {
    for (const e of parsePuzzles(f, readFileSync(f, "utf8"))) {
      if (e.error) throw e.error;
      out.push(e);
    }
  }
  return out;
}

export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}
/** The median: the middle value, or the mean of the two middle ones. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
export const sum = (xs) => xs.reduce((a, b) => a + b, 0);
export const mean = (xs) => (xs.length ? sum(xs) / xs.length : NaN);

export function fmtMs(x) {
  if (!Number.isFinite(x)) return "–";
  if (x >= 1000) return `${(x / 1000).toFixed(2)} s`;
  if (x >= 10) return `${x.toFixed(0)} ms`;
  if (x >= 0.1) return `${x.toFixed(1)} ms`;
  return `${(x * 1000).toFixed(0)} µs`;
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

/** CPU seconds of this process's waited-for children so far, user + system, their threads included
 * (Linux's /proc/self/stat, cutime + cstime; a bare machine may lack /usr/bin/time). Ticks of
 * 10 ms on most machines: a rough figure for a run of tens of milliseconds. */
export function childrenCpu() {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // After the command's name (in parentheses, and it may hold any character): state is field 3,
  // so cutime (16) and cstime (17) are at 13 and 14.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}
/** Read once, when the module loads, so that getconf's own CPU is in no measurement. */
const CLOCK_TICKS = process.platform === "linux" ? Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100 : 100;

export function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * clingo alone on one puzzle, as the benchmarks time it (the library has no such call: solve with
 * engine "asp" gives the verdict, not the parts of the time): clingo's search for two models, then
 * the verifier on every grid, each part timed. `status` and `unique` as solve's; `timings` in ms:
 * render, run (the clingo-wasm call), clingo (clingo's own), decode, verify, total.
 */
export async function aspSolve(puzzle, options = {}) {
  const r = await searchAsp(puzzle, 2, { ...options, solutions: true });
  const t0 = performance.now();
  for (const grid of r.grids) if (verify(puzzle, grid).length > 0) throw new Error("clingo reported a grid that fails verification");
  const verifyMs = performance.now() - t0;
  const stopped = r.outcome === "timeout" || r.outcome === "UNKNOWN";
  const status = stopped ? "timeout" : r.grids.length > 0 ? "solved" : "unsatisfiable";
  const unique = stopped ? (r.grids.length > 1 ? false : null) : r.grids.length === 1 && !r.more;
  return { status, unique, timings: { ...r.timings, verify: verifyMs, total: r.timings.total + verifyMs }, stats: r.stats };
}
