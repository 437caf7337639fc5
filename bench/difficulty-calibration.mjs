// The calibration of the difficulty scale (src/explain/difficulty.ts): every published puzzle in
// puzzles/ measured, and how each collection spreads over the levels. The table in
// docs/difficulty-levels.md is this script's output.
//   npm run build && node bench/difficulty-calibration.mjs [--each] [--minimal]
// --each also prints one line per puzzle (rounds, kinds, whether it needs the cell disjunctions,
// guesses, level). The 25x25 Sudoku are left out (their search runs for seconds to minutes and
// they are all "search"); so are the collections without exactly one solution.
// --minimal then measures puzzles with fewer givens than published ones: each bundled Strimko of
// 5x5 and larger that resolution solves, emptied 200 times in a seeded random order (a given is
// removed while resolution still solves the puzzle, until none can be), and its levels counted.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePuzzles } from "../dist/index.js";
import { LEVELS, difficulty, resolutionDifficulty } from "../dist/explain/difficulty.js";
import { resolve } from "../dist/engines/native/solver.js";

const each = process.argv.includes("--each");
const minimal = process.argv.includes("--minimal");
const files = (dir) =>
  readdirSync(dir)
    .sort()
    .map((f) => join(dir, f));
/** Collections: a name, the files, and how to split them (the published rating of each puzzle, or its size). */
const ratings = readFileSync("puzzles/sudoku/npm_sudoku_gen_seeds.difficulty", "utf8").trim().split("\n");
/** A published Strimko's rating, where its file records one (DL-Thompson's boards: "Set 143 Hard"). */
const published = (f) => /Board comment: "[^"]*?\b(easy|medium|hard)"/i.exec(readFileSync(f, "utf8"))?.[1]?.toLowerCase();
const collections = [
  { name: "strimko (by n)", files: files("puzzles/strimko"), split: (p) => `strimko ${p.size}x${p.size}` },
  {
    name: "strimko (by published rating)",
    files: files("puzzles/strimko").filter((f) => published(f)),
    split: (_, __, f) => `Strimko published "${published(f)}"`,
  },
  { name: "jigsaw (by n)", files: files("puzzles/jigsaw"), split: (p) => `jigsaw ${p.size}x${p.size}` },
  { name: "sudoku-gen", files: ["puzzles/sudoku/npm_sudoku_gen_seeds.txt"], split: (_, i) => `sudoku-gen "${ratings[i - 1]}"` },
  ...["norvig_easy50", "norvig_top95", "norvig_hardest", "gecode_hakank_9x9", "tdoku_test_unique", "gecode_hakank_16x16"].map((f) => ({
    name: f,
    files: [`puzzles/sudoku/${f}.txt`],
    split: () => f,
  })),
];

const rows = new Map();
const size = (key) => Number(/(\d+)x/.exec(key)?.[1] ?? 0);
/** A published rating's place, easiest first (the rows of one collection by rating). */
const rated = (key) => ["easy", "medium", "hard"].findIndex((r) => key.endsWith(`"${r}"`));
for (const c of collections) {
  const start = rows.size;
  for (const f of c.files) {
    let i = 0;
    for (const e of parsePuzzles(f, readFileSync(f, "utf8"))) {
      i++;
      if (e.error) continue;
      const d = difficulty(e.puzzle);
      const r = resolutionDifficulty(e.puzzle);
      const key = c.split(e.puzzle, i, f);
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ ...d, needsCells: r.needsCells, solved: r.status === "solved" });
      if (each) console.log([e.id, e.puzzle.size, d.rounds, d.kinds.join("+") || "-", r.needsCells ? "needs cells" : "-", d.guesses, d.level].join("\t"));
    }
  }
  // The collections split by size, smallest first.
  const added = [...rows].slice(start).sort((a, b) => size(a[0]) - size(b[0]) || rated(a[0]) - rated(b[0]));
  for (const [key] of added) rows.delete(key);
  for (const [key, ds] of added) rows.set(key, ds);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? "-" : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs) => (xs.length === 0 ? "-" : `${Math.min(...xs)}–${Math.max(...xs)} (median ${median(xs)})`);
console.log(`| collection | puzzles | ${LEVELS.join(" | ")} | rounds, resolution solves | needs cells |`);
console.log(`|---|---:|${LEVELS.map(() => "---:").join("|")}|---|---:|`);
for (const [key, ds] of rows) {
  const counts = LEVELS.map((l) => ds.filter((d) => d.level === l).length || "");
  const solved = ds.filter((d) => d.solved);
  console.log(`| ${key} | ${ds.length} | ${counts.join(" | ")} | ${range(solved.map((d) => d.rounds))} | ${solved.filter((d) => d.needsCells).length || ""} |`);
}

if (minimal) {
  // A seeded generator (the same orders on every run): a linear congruential one is enough here.
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  console.log(`\n| Strimko layout, emptied 200 times | n | ${LEVELS.slice(0, 3).join(" | ")} | rounds |`);
  console.log("|---|---:|---:|---:|---:|---|");
  for (const f of files("puzzles/strimko")) {
    const p = parsePuzzles(f, readFileSync(f, "utf8"))[0].puzzle;
    if (p.size < 5 || resolve(p).status !== "solved") continue;
    const solution = resolve(p).grid;
    const found = [];
    for (let t = 0; t < 200; t++) {
      const givens = solution.map((row) => row.slice());
      const cells = Array.from({ length: p.size ** 2 }, (_, i) => i);
      for (let i = cells.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [cells[i], cells[j]] = [cells[j], cells[i]];
      }
      for (const cell of cells) {
        const [r, c] = [Math.floor(cell / p.size), cell % p.size];
        const v = givens[r][c];
        givens[r][c] = 0;
        if (resolve({ ...p, givens }).status !== "solved") givens[r][c] = v;
      }
      found.push(difficulty({ ...p, givens }));
    }
    const counts = LEVELS.slice(0, 3).map((l) => found.filter((d) => d.level === l).length || "");
    console.log(`| ${f.split("/").pop()} | ${p.size} | ${counts.join(" | ")} | ${range(found.map((d) => d.rounds))} |`);
  }
}
