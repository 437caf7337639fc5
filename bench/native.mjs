// The native engine against clingo-wasm and a fast JavaScript Sudoku solver, side by side in one run.
//   node bench/native.mjs [--sets top95,hardest,...] [--native-timeout SECONDS] [--rounds N]
//
// Part 1, in-process, per set: the native engine to the first solution and with the uniqueness check
// (two solutions), clingo-wasm with the uniqueness check, and for 9x9 Sudoku the npm package
// @algorithm.ts/sudoku (dancing links, first solution). Every solution is verified while timed.
// Then, for the sets that take less than 2 s, the depth-first search as it runs by default (bitset,
// with pointing) and the assignment's tree (no pointing) on both representations (bitset; literals,
// used for traces), with the uniqueness check. Then tdoku (C++) on hard 9x9, when TDOKU_BENCH names
// its built benchmark program (bench/tdoku.mjs; otherwise "not measured").
// Part 2, whole process: `strimko solve --engine native --json` on 950 hard Sudoku (Norvig's top95,
// ten times over) minus the same process on one puzzle (its start-up), against the peer in-process
// on the same 950 puzzles; and where the time per puzzle goes: reading, the engine and the rest
// timed warm in this process.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SudokuSolver, createSudokuBoardData } from "@algorithm.ts/sudoku";
import { parsePuzzles, verify } from "../dist/index.js";
import { jsonLine } from "../dist/text/output.js";
import { solveEntry } from "../dist/records/solve-record.js";
import { solveNative } from "../dist/engines/native/solver.js";
import { SETS, aspSolve, fmtMs, loadSet, machine, mean, median, table } from "./lib.mjs";
import { compareTdoku } from "./tdoku.mjs";

const { values } = parseArgs({
  options: { sets: { type: "string" }, "native-timeout": { type: "string", default: "30" }, rounds: { type: "string", default: "5" } },
});
const sets = values.sets ? SETS.filter((s) => values.sets.split(",").includes(s.name)) : SETS;
const nativeTimeoutMs = Number(values["native-timeout"]) * 1000;
const rounds = Number(values.rounds);

function timeNative(puzzles, limit, representation, pointing) {
  const times = [];
  let guesses = 0;
  let learning = 0;
  let unfinished = 0;
  for (const { puzzle } of puzzles) {
    const t = performance.now();
    const r = solveNative(puzzle, { limit, timeoutMs: nativeTimeoutMs, representation, pointing });
    times.push(performance.now() - t);
    for (const g of r.solutions) if (verify(puzzle, g).length > 0) throw new Error("native engine: a solution fails verification");
    guesses += r.stats.guesses;
    if (r.stats.method === "learning") learning++;
    if (r.status === "timeout") unfinished++;
  }
  return { times, guesses: guesses / puzzles.length, learning, unfinished };
}

/** The best of several rounds (the machine is shared and noisy): the round with the least total time. */
function bestOf(k, run) {
  let best;
  for (let i = 0; i < k; i++) {
    const r = run();
    const total = r.times.reduce((a, b) => a + b, 0);
    if (!best || total < best.total) best = { ...r, total };
  }
  return best;
}

/** The peer: @algorithm.ts/sudoku takes -1 for empty and values 0..n-1, a flat board. */
function peerBoards(puzzles) {
  return puzzles.map(({ puzzle }) => puzzle.givens.flat().map((v) => v - 1));
}
function timePeer(boards) {
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const solution = createSudokuBoardData(9);
  const times = [];
  for (const b of boards) {
    const t = performance.now();
    if (!solver.solve(b, solution)) throw new Error("peer: no solution");
    times.push(performance.now() - t);
  }
  return { times };
}

const rate = (times) => times.length / (times.reduce((a, b) => a + b, 0) / 1000);
const fmtRate = (x) => (x >= 100 ? Math.round(x).toLocaleString("en") : x.toFixed(1));

const rows = [];
const notes = [];
const representations = [];
for (const set of sets) {
  const puzzles = loadSet(set.path);
  const is9 = puzzles.every(({ puzzle }) => puzzle.size === 9 && set.name !== "strimko" && set.name !== "jigsaw");
  // Warm-up: V8 optimises each engine's code on a first pass. Sets that take seconds get one round.
  const warm = timeNative(puzzles, 2);
  const k = warm.times.reduce((a, b) => a + b, 0) > 2000 ? 1 : rounds;
  if (k > 1) timeNative(puzzles, 1);
  const first = bestOf(k, () => timeNative(puzzles, 1));
  const unique = k === 1 ? warm : bestOf(k, () => timeNative(puzzles, 2));
  const asp = [];
  for (const { puzzle } of puzzles) asp.push((await aspSolve(puzzle, { timeoutMs: 120_000 })).timings.total);
  let peer = "–";
  if (is9) {
    const boards = peerBoards(puzzles);
    timePeer(boards);
    peer = fmtRate(rate(bestOf(rounds, () => timePeer(boards)).times));
  }
  const perPuzzleRatio = median(asp.map((a, i) => a / unique.times[i]));
  if (k > 1) {
    // The assignment's tree (no pointing) on both representations (literals: used for traces), for
    // comparison.
    timeNative(puzzles, 2, "bitset", false);
    const plain = bestOf(k, () => timeNative(puzzles, 2, "bitset", false));
    timeNative(puzzles, 2, "literals");
    const literals = bestOf(k, () => timeNative(puzzles, 2, "literals"));
    const x = (a, b) => `${(mean(a.times) / mean(b.times)).toFixed(2)}x`;
    representations.push([
      set.name,
      fmtMs(mean(unique.times)),
      fmtMs(mean(plain.times)),
      fmtMs(mean(literals.times)),
      `${unique.guesses.toFixed(1)} / ${plain.guesses.toFixed(1)}`,
      x(plain, unique),
      x(literals, unique),
    ]);
  }
  rows.push([
    set.name,
    String(puzzles.length),
    fmtRate(rate(first.times)),
    fmtRate(rate(unique.times)),
    fmtMs(median(unique.times)),
    fmtMs(Math.max(...unique.times)),
    unique.guesses.toFixed(1),
    (mean(unique.times) / mean(first.times)).toFixed(2),
    fmtRate(rate(asp)),
    fmtMs(median(asp)),
    `${perPuzzleRatio >= 10 ? perPuzzleRatio.toFixed(0) : perPuzzleRatio.toFixed(2)}x`,
    peer,
  ]);
  if (unique.learning > 0) notes.push(`${set.name}: the search with learning took over on ${unique.learning} of ${puzzles.length} puzzles`);
  if (unique.unfinished > 0)
    notes.push(`${set.name}: ${unique.unfinished} puzzle(s) not finished by the native engine within ${values["native-timeout"]} s (counted at the limit)`);
  process.stderr.write(`${set.name} done\n`);
}

console.log(`Native engine vs clingo-wasm vs @algorithm.ts/sudoku, in one process; ${machine()}\n`);
console.log(
  table(
    [
      "set",
      "puzzles",
      "native first (/s)",
      "native unique (/s)",
      "median",
      "max",
      "guesses",
      "unique / first",
      "clingo-wasm unique (/s)",
      "clingo median",
      "clingo / native (median per puzzle)",
      "@algorithm.ts/sudoku first (/s)",
    ],
    rows,
  ),
);
if (notes.length) console.log("\n" + notes.map((n) => `- ${n}`).join("\n"));
console.log(
  `\nThe depth-first search: the default (bitset, with pointing at each node), and the assignment's tree (no pointing) on both representations; uniqueness, mean time per puzzle:`,
);
console.log(
  table(
    [
      "set",
      "bitset, pointing (default)",
      "bitset, no pointing",
      "literals (used for traces)",
      "guesses, pointing / none",
      "no pointing / default",
      "literals / default",
    ],
    representations,
  ),
);
console.log(`\n${compareTdoku()}`);

// Part 2: the whole command.
const top95 = readFileSync("puzzles/sudoku/norvig_top95.txt", "utf8").trim().split("\n");
const dir = mkdtempSync(join(tmpdir(), "strimko-bench-"));
const many = join(dir, "top950.txt");
const one = join(dir, "one.txt");
writeFileSync(many, Array.from({ length: 10 }, () => top95.join("\n")).join("\n") + "\n");
writeFileSync(one, top95[0] + "\n");
function processMs(file) {
  const t = performance.now();
  execFileSync(process.execPath, ["dist/cli.js", "solve", "--engine", "native", "--json", file], { stdio: ["ignore", "ignore", "inherit"] });
  return performance.now() - t;
}
const startUp = median(Array.from({ length: 7 }, () => processMs(one)));
const whole = median(Array.from({ length: 7 }, () => processMs(many)));
const cliRate = (top95.length * 10 - 1) / ((whole - startUp) / 1000);
const peerPuzzles = loadSet(many);
const boards = peerBoards(peerPuzzles);
timePeer(boards);
const peerRate = rate(bestOf(rounds, () => timePeer(boards)).times);
// Where the whole process's time per puzzle goes: the same steps in this process, warm (best of rounds).
const text = readFileSync(many, "utf8");
const perPuzzle = (run) =>
  Math.min(
    ...Array.from({ length: rounds }, () => {
      const t = performance.now();
      run();
      return ((performance.now() - t) * 1000) / peerPuzzles.length;
    }),
  );
const parseUs = perPuzzle(() => parsePuzzles(many, text));
const engineUs = perPuzzle(() => {
  for (const { puzzle } of peerPuzzles) solveNative(puzzle, { limit: 2 });
});
const entryUs = [];
for (let i = 0; i < rounds; i++) {
  const t = performance.now();
  for (const e of peerPuzzles) jsonLine((await solveEntry(e, { engine: "native" })).record);
  entryUs.push(((performance.now() - t) * 1000) / peerPuzzles.length);
}
const recordUs = Math.min(...entryUs) - engineUs;
console.log(`\nWhole process, \`strimko solve --engine native --json\` on 950 hard Sudoku (top95 x 10), uniqueness checked and every solution verified:`);
console.log(
  table(
    ["", "puzzles/s"],
    [
      [`strimko solve --engine native --json (median of 7 runs ${fmtMs(whole)}, minus start-up ${fmtMs(startUp)})`, fmtRate(cliRate)],
      ["@algorithm.ts/sudoku in-process, first solution only (best of " + rounds + " rounds)", fmtRate(peerRate)],
      ["ratio", `${(cliRate / peerRate).toFixed(2)}x`],
    ],
  ),
);
console.log(`\nPer puzzle, the same 950:`);
console.log(
  table(
    ["", "µs"],
    [
      ["whole process, minus start-up", (1e6 / cliRate).toFixed(0)],
      ["in this process, warm: reading and validating the puzzle", parseUs.toFixed(0)],
      ["in this process, warm: the native engine, uniqueness", engineUs.toFixed(0)],
      ["in this process, warm: verification, the record and its JSON line", recordUs.toFixed(0)],
      ["@algorithm.ts/sudoku, first solution", (1e6 / peerRate).toFixed(0)],
    ],
  ),
);
