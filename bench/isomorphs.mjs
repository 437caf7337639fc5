// Writes isomorphs of puzzles: the same puzzle with its rows and its columns permuted, its values
// and streams relabelled, and transposed or not, as JSON files (size, streams, givens).
//   npm run build && node bench/isomorphs.mjs --out DIR [--count 4] [--seed iso] FILE_OR_DIR...
//
// Why: the search with learning is deterministic, but which variable it numbers first breaks the
// ties of its heuristics, so a change that lowers the conflicts of one puzzle may only have changed
// its luck. An isomorph has exactly the same constraints (rows, columns and streams move with their
// cells; a Sudoku's boxes become scattered streams) and a different numbering: a change that pays on
// the isomorphs too pays on the puzzle's kind, not on its numbering. Deterministic: the same files
// for the same arguments (the generator's seeded random source). Then, for example:
//   node bench/large.mjs --path DIR --no-clingo    (the conflicts of each)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Random } from "../dist/generate/random.js";
import { loadSet } from "./lib.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string" },
    count: { type: "string", default: "4" },
    seed: { type: "string", default: "iso" },
  },
});
if (!values.out || positionals.length === 0) {
  console.error("usage: node bench/isomorphs.mjs --out DIR [--count N] [--seed S] FILE_OR_DIR...");
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });

function permutation(k, rng) {
  const p = Array.from({ length: k }, (_, i) => i);
  for (let i = k - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** Stream ids may be any numbers: relabel them 1..number of streams, in a random order. */
function relabel(streams, rng) {
  const ids = [...new Set(streams.flat())];
  const to = permutation(ids.length, rng);
  return new Map(ids.map((id, i) => [id, to[i] + 1]));
}

for (const path of positionals) {
  for (const { id, puzzle } of loadSet(path)) {
    const n = puzzle.size;
    const base = id
      .replace(/^.*\//, "")
      .replace(/\.[a-z]+(:|$)/, "$1")
      .replace(/:/g, "_");
    const rng = new Random(`${values.seed}:${id}`);
    for (let t = 0; t < Number(values.count); t++) {
      const rows = permutation(n, rng);
      const cols = permutation(n, rng);
      const vals = permutation(n, rng);
      const ids = relabel(puzzle.streams, rng);
      const transpose = rng.chance(0.5);
      const at = (r, c) => (transpose ? [rows[c], cols[r]] : [rows[r], cols[c]]);
      const streams = [];
      const givens = [];
      for (let r = 0; r < n; r++) {
        streams.push([]);
        givens.push([]);
        for (let c = 0; c < n; c++) {
          const [sr, sc] = at(r, c);
          streams[r].push(ids.get(puzzle.streams[sr][sc]));
          const g = puzzle.givens[sr][sc];
          givens[r].push(g ? vals[g - 1] + 1 : 0);
        }
      }
      const title = `${base}_iso${t + 1}`;
      const source = `bench/isomorphs.mjs: isomorph ${t + 1} of ${id} (rows, columns, values and streams permuted${transpose ? ", transposed" : ""})`;
      writeFileSync(join(values.out, `${title}.json`), `${JSON.stringify({ title, source, size: n, streams, givens })}\n`);
    }
  }
}
