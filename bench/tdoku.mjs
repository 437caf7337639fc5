// tdoku (C++, SIMD; https://github.com/t-dillon/tdoku), the fastest Sudoku solver we know of, as an
// optional peer on hard 9x9 Sudoku, uniqueness asked for (a count to 2) by both. Not built here:
// TDOKU_BENCH names tdoku's own benchmark program, `run_benchmark`, built from its source as
// bench/README.md says; without it the comparison says "not measured".
//   TDOKU_BENCH=/tmp/tdoku/build/run_benchmark node bench/tdoku.mjs [FILE ...]   (after npm run build)
// FILEs: 9x9 Sudoku, one a line (default: top95 and hardest from puzzles/sudoku). bench/native.mjs
// runs it after its own tables.
//
// Interleaved, round by round (the machine is shared: only the ratio of the two means much): the
// native engine in this process, passes over the file for one second, then tdoku's run_benchmark
// for one second on the same puzzles in their order (-r 0: not permuted). Both are the mean
// wall-clock time per puzzle over that second, warm; the best of 5 rounds each counts. Guesses are counted differently: tdoku counts one per branch
// (its second option is the first one's negation), the native engine every literal it tries.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { solveNative } from "../dist/engines/native/solver.js";
import { loadSet, table } from "./lib.mjs";

export const TDOKU_FILES = ["puzzles/sudoku/norvig_top95.txt", "puzzles/sudoku/norvig_hardest.txt"];

/** tdoku's run_benchmark on a file: µs a puzzle and guesses a puzzle, read off its table's row. */
function runTdoku(bin, file, puzzles) {
  const out = execFileSync(bin, ["-s", "tdoku", "-r", "0", "-e", "1", "-t", "1", "-w", "1", "-n", String(puzzles), file], { encoding: "utf8" });
  const row = out.split("\n").find((l) => l.startsWith("|tdoku"));
  if (!row) throw new Error(`tdoku: no result row in its output:\n${out}`);
  const cells = row.split("|").map((c) => c.trim());
  return { us: Number(cells[3]), guesses: Number(cells[5]) };
}

/** The native engine, uniqueness, passes over the file for a second at least, as tdoku is timed:
 * µs a puzzle (the mean), guesses a puzzle. */
function runNative(entries, seconds = 1) {
  let guesses = 0;
  let solved = 0;
  const t = performance.now();
  do {
    guesses = 0;
    for (const { puzzle } of entries) {
      const r = solveNative(puzzle, { limit: 2 });
      if (r.count !== 1 || !r.complete) throw new Error("native engine: not exactly one solution on a tdoku set");
      guesses += r.stats.guesses;
    }
    solved += entries.length;
  } while (performance.now() - t < seconds * 1000);
  return { us: ((performance.now() - t) * 1000) / solved, guesses: guesses / entries.length };
}

/** The comparison as a Markdown table, or a line saying why it was not measured. */
export function compareTdoku(files = TDOKU_FILES, rounds = 5) {
  const bin = process.env.TDOKU_BENCH;
  if (!bin) return "tdoku: not measured (set TDOKU_BENCH to tdoku's built run_benchmark; see bench/README.md)";
  if (!existsSync(bin)) return `tdoku: not measured (TDOKU_BENCH names no file: ${bin})`;
  const rows = [];
  for (const file of files) {
    const entries = loadSet(file);
    runNative(entries); // V8's optimised code first
    let native = { us: Infinity };
    let tdoku = { us: Infinity };
    for (let r = 0; r < rounds; r++) {
      const n = runNative(entries);
      if (n.us < native.us) native = n;
      const t = runTdoku(bin, file, entries.length);
      if (t.us < tdoku.us) tdoku = t;
    }
    const name = file
      .split("/")
      .pop()
      .replace(/\.txt$/, "");
    rows.push([
      name,
      String(entries.length),
      `${tdoku.us.toFixed(1)} µs`,
      `${native.us.toFixed(1)} µs`,
      `${(native.us / tdoku.us).toFixed(1)}x`,
      `${native.guesses.toFixed(1)} / ${tdoku.guesses.toFixed(1)}`,
    ]);
    process.stderr.write(`tdoku: ${name} done\n`);
  }
  return table(["set", "puzzles", "tdoku unique", "native unique", "native / tdoku", "guesses a puzzle, native / tdoku"], rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  console.log(compareTdoku(files.length ? files : TDOKU_FILES));
}
