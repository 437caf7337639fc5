// `npm run bench`: the ASP path on the corpus sets with the default encoding,
// one engine for the whole run. Per set: puzzles per second, median and worst
// time per puzzle (solve + uniqueness check, verified), and how much rendering,
// decoding and verifying add to the clingo-wasm calls. Prints a Markdown table.
//   node bench/run.mjs [--sets strimko,top95,...] [--timeout SECONDS]
import { parseArgs } from "node:util";
import { DEFAULT_ENCODING } from "../dist/engines/asp/encodings.js";
import { SETS, aspSolve, fmtMs, loadSet, machine, median, table } from "./lib.mjs";

const { values } = parseArgs({ options: { sets: { type: "string" }, timeout: { type: "string", default: "120" } } });
const sets = values.sets ? SETS.filter((s) => values.sets.split(",").includes(s.name)) : SETS;
const timeoutMs = Number(values.timeout) * 1000;

// Start the engine and let V8 optimise clingo's code before timing: a batch pays for that
// once (about 0.1 s for the worker, then a few dozen slower puzzles).
for (const { puzzle } of loadSet("puzzles/strimko")) await aspSolve(puzzle);

const rows = [];
const ratios = [];
for (const set of sets) {
  const puzzles = loadSet(set.path);
  const totals = [];
  let run = 0;
  let ours = 0;
  let unique = 0;
  const start = performance.now();
  for (const { puzzle } of puzzles) {
    const r = await aspSolve(puzzle, { timeoutMs });
    if (r.unique) unique++;
    totals.push(r.timings.total);
    run += r.timings.run;
    ours += r.timings.render + r.timings.decode + r.timings.verify;
  }
  const wall = performance.now() - start;
  ratios.push((100 * ours) / run);
  rows.push([
    set.name,
    String(puzzles.length),
    String(unique),
    (puzzles.length / (wall / 1000)).toFixed(1),
    fmtMs(median(totals)),
    fmtMs(Math.max(...totals)),
    `${((100 * ours) / run).toFixed(1)} %`,
  ]);
  process.stderr.write(`${set.name} done\n`);
}
console.log(`ASP path, encoding ${DEFAULT_ENCODING}, clingo-wasm, solve + uniqueness (2 models) + verification per puzzle.\n${machine()}\n`);
console.log(table(["set", "puzzles", "unique", "puzzles/s", "median", "max", "render + decode + verify vs clingo-wasm call"], rows));
console.log(
  `\nRendering the program, decoding the answer sets and verifying the grids add at most ${Math.max(...ratios).toFixed(1)} % to the clingo-wasm calls on any set.`,
);
