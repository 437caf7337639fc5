#!/usr/bin/env node
// The FOL extra credit's table (docs/assignment/fol.md): how big the knowledge base is, written
// out ground as the assignment does against the first-order one, for n = 4 … 36. Everything is
// measured on what the tool writes, for the empty n x n board (no givens: the knowledge base before
// any evidence) with n full streams:
//   - the ground KB: `strimko convert --to classroom` writes the assignment's 4n² disjunctions
//     literal by literal (the base code's input); its disjunctions, literals and words are counted;
//   - the first-order KB: `strimko program` (the ASP encoding, quantified rules over cells, units
//     and values, plus the instance facts); its words are counted, comments left out, rules and
//     facts apart;
//   - clingo's ground program: the statistics of the clingo inside the tool (clingo-wasm) after
//     grounding that program, with --solve-limit=0 so that it stops before searching: atoms and
//     rules (LP Rules Original).
// A word is a run of letters, digits and underscores (a name or a number). Run after
// `npm run build`:
//
//   node scripts/kb-size.mjs                  n = 4, 5, 6, 7, 8, 9, 12, 16, 20, 25, 30, 36
//   node scripts/kb-size.mjs --sizes 4,9,16
import { parseArgs } from "node:util";
import { renderProgram, writePuzzles } from "../dist/index.js";
import { ClingoEngine } from "../dist/engines/asp/clingo.js";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "4,5,6,7,8,9,12,16,20,25,30,36" } } });
const sizes = values.sizes.split(",").map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 2 || n > 64)) {
  console.error("--sizes: whole numbers 2..64, separated by commas");
  process.exit(2);
}

/**
 * The empty board: stream k holds, for each value v, the cell of row (k + 2v) mod n where the
 * Latin square (r + c) mod n has v. So each stream has n cells (scattered) and the board has a
 * solution; its givens are empty, so its size is the rules' alone.
 */
function emptyBoard(n) {
  const streams = Array.from({ length: n }, () => Array(n).fill(0));
  for (let k = 0; k < n; k++)
    for (let v = 0; v < n; v++) {
      const r = (k + 2 * v) % n;
      streams[r][(((v - r) % n) + n) % n] = k + 1;
    }
  return { size: n, streams, givens: Array.from({ length: n }, () => Array(n).fill(0)), title: `empty ${n}x${n}` };
}

const words = (text) => (text.match(/[A-Za-z0-9_]+/g) ?? []).length;
const withoutComments = (asp) => asp.replace(/%.*$/gm, "");
const fmt = (x) => x.toLocaleString("en");

const clingo = new ClingoEngine();
const rows = [];
for (const n of sizes) {
  const p = emptyBoard(n);
  // The ground KB as the base code reads it: "N nDis nEvi", then one disjunction a line.
  const classroom = writePuzzles([p], "classroom").trim().split("\n");
  const [, nDis] = classroom[0].split(/\s+/).map(Number);
  const disjunctions = classroom.slice(1, 1 + nDis);
  const literals = disjunctions.reduce((s, line) => s + line.trim().split(/\s+/).length / 3, 0);
  const program = renderProgram(p);
  const [rules, facts] = program.split("%%% instance");
  const run = await clingo.run(program, { models: 1, options: ["--solve-limit=0"], stats: true });
  rows.push([n, nDis, literals, words(classroom.join("\n")), words(withoutComments(rules)), words(withoutComments(facts)), run.stats.atoms, run.stats.rules]);
}

const head = ["n", "ground disjunctions", "ground literals", "ground words", "FOL rules, words", "FOL facts, words", "clingo atoms", "clingo rules"];
console.log(`| ${head.join(" | ")} |`);
console.log(`|${head.map(() => "---:").join("|")}|`);
for (const r of rows) console.log(`| ${r.map(fmt).join(" | ")} |`);
process.exit(0); // clingo's worker thread would keep the process alive
