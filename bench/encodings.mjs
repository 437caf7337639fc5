// Compares the ASP encodings on the corpus through clingo-wasm: solve with the
// uniqueness check (two models), per set: total and worst time, timeouts, and
// the grounding size clingo reports. Usage:
//   node bench/encodings.mjs [--timeout SECONDS] [--sets strimko,top95,...] [--encodings a,b]
import { parseArgs } from "node:util";
import { ENCODINGS, solveAsp } from "../dist/index.js";
import { SETS, fmtMs, loadSet, machine, mean, median, sum, table } from "./lib.mjs";

const { values } = parseArgs({ options: { timeout: { type: "string", default: "60" }, sets: { type: "string" }, encodings: { type: "string" } } });
const timeoutMs = Number(values.timeout) * 1000;
const sets = values.sets ? SETS.filter((s) => values.sets.split(",").includes(s.name)) : SETS;
const encodings = values.encodings ? values.encodings.split(",") : ENCODINGS.map((e) => e.name);

const rows = [];
for (const set of sets) {
  const puzzles = loadSet(set.path);
  for (const encoding of encodings) {
    const times = [];
    const rules = [];
    const atoms = [];
    let timeouts = 0;
    for (const { puzzle } of puzzles) {
      const r = await solveAsp(puzzle, { encoding, timeoutMs, stats: true });
      if (r.status === "timeout") timeouts++;
      times.push(r.timings.total);
      if (r.stats) {
        rules.push(r.stats.rules);
        atoms.push(r.stats.atoms);
      }
    }
    rows.push([set.name, String(puzzles.length), encoding, fmtMs(sum(times)), fmtMs(median(times)), fmtMs(Math.max(...times)), String(timeouts), Math.round(mean(rules)).toLocaleString("en"), Math.round(mean(atoms)).toLocaleString("en")]);
    process.stderr.write(`${set.name} ${encoding} done\n`);
  }
}
console.log(`clingo-wasm, solve + uniqueness (2 models), timeout ${values.timeout} s per puzzle; ${machine()}\n`);
console.log(table(["set", "puzzles", "encoding", "total", "median", "max", "timeouts", "rules (mean)", "atoms (mean)"], rows));
