// Compares the ASP encodings on the corpus through clingo-wasm: solve with the
// uniqueness check (two models), per set: total, median and worst time,
// timeouts, and the grounding size clingo reports (--stats). The encodings take
// turns puzzle by puzzle, after a warm-up round, so that none pays for the wasm
// engine warming up. Usage:
//   node bench/encodings.mjs [--timeout SECONDS] [--sets strimko,top95,...] [--encodings a,b]
import { parseArgs } from "node:util";
import { ENCODINGS } from "../dist/index.js";
import { SETS, aspSolve, fmtMs, loadSet, machine, mean, median, sum, table } from "./lib.mjs";

const { values } = parseArgs({ options: { timeout: { type: "string", default: "60" }, sets: { type: "string" }, encodings: { type: "string" } } });
const timeoutMs = Number(values.timeout) * 1000;
const sets = values.sets ? SETS.filter((s) => values.sets.split(",").includes(s.name)) : SETS;
const encodings = values.encodings ? values.encodings.split(",") : ENCODINGS.map((e) => e.name);

// Warm-up: the first runs of a fresh engine are slow while V8 optimises clingo's code.
for (const { puzzle } of loadSet("puzzles/strimko")) for (const encoding of encodings) await aspSolve(puzzle, { encoding });

const rows = [];
for (const set of sets) {
  const puzzles = loadSet(set.path);
  const acc = new Map(encodings.map((e) => [e, { times: [], rules: [], atoms: [], timeouts: 0 }]));
  for (const { puzzle } of puzzles) {
    for (const encoding of encodings) {
      const a = acc.get(encoding);
      const r = await aspSolve(puzzle, { encoding, timeoutMs, stats: true });
      if (r.status === "timeout") a.timeouts++;
      a.times.push(r.timings.total);
      if (r.stats) {
        a.rules.push(r.stats.rules);
        a.atoms.push(r.stats.atoms);
      }
    }
  }
  for (const encoding of encodings) {
    const a = acc.get(encoding);
    const n = (xs) => (xs.length ? Math.round(mean(xs)).toLocaleString("en") : "–");
    rows.push([
      set.name,
      String(puzzles.length),
      encoding,
      fmtMs(sum(a.times)),
      fmtMs(median(a.times)),
      fmtMs(Math.max(...a.times)),
      String(a.timeouts),
      n(a.rules),
      n(a.atoms),
    ]);
  }
  process.stderr.write(`${set.name} done\n`);
}
console.log(`clingo-wasm, solve + uniqueness (2 models), timeout ${values.timeout} s per puzzle; ${machine()}\n`);
console.log(table(["set", "puzzles", "encoding", "total", "median", "max", "timeouts", "rules (mean)", "atoms (mean)"], rows));
console.log("\nrules, atoms: clingo's --stats after grounding (LP Rules Original, Atoms), mean over the puzzles that finished.");
