// The calibration of the difficulty scale (src/explain/difficulty.ts): every published puzzle in
// puzzles/ measured, and how each collection spreads over the levels. The README's table under
// "Difficulty levels" is this script's output.
//   npm run build && node bench/difficulty-calibration.mjs [--each]
// --each also prints one line per puzzle (rounds, kinds, whether it needs the cell disjunctions,
// guesses, level). The 25x25 Sudoku are left out (their search runs for seconds to minutes and
// they are all "search"); so are the collections without exactly one solution.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePuzzles } from "../dist/index.js";
import { LEVELS, difficulty, resolutionDifficulty } from "../dist/explain/difficulty.js";

const each = process.argv.includes("--each");
const files = (dir) => readdirSync(dir).sort().map((f) => join(dir, f));
/** Collections: a name, the files, and how to split them (the published rating of each puzzle, or its size). */
const ratings = readFileSync("puzzles/sudoku/npm_sudoku_gen_seeds.difficulty", "utf8").trim().split("\n");
const collections = [
  { name: "strimko (by n)", files: files("puzzles/strimko"), split: (p) => `strimko ${p.size}x${p.size}` },
  { name: "jigsaw (by n)", files: files("puzzles/jigsaw"), split: (p) => `jigsaw ${p.size}x${p.size}` },
  { name: "sudoku-gen", files: ["puzzles/sudoku/npm_sudoku_gen_seeds.txt"], split: (_, i) => `sudoku-gen "${ratings[i - 1]}"` },
  ...["norvig_easy50", "norvig_top95", "norvig_hardest", "gecode_hakank_9x9", "tdoku_test_unique", "gecode_hakank_16x16"].map((f) => ({ name: f, files: [`puzzles/sudoku/${f}.txt`], split: () => f })),
];

const rows = new Map();
for (const c of collections) {
  for (const f of c.files) {
    let i = 0;
    for (const e of parsePuzzles(f, readFileSync(f, "utf8"))) {
      i++;
      if (e.error) continue;
      const d = difficulty(e.puzzle);
      const r = resolutionDifficulty(e.puzzle);
      const key = c.split(e.puzzle, i);
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ ...d, needsCells: r.needsCells, solved: r.status === "solved" });
      if (each) console.log([e.id, e.puzzle.size, d.rounds, d.kinds.join("+") || "-", r.needsCells ? "needs cells" : "-", d.guesses, d.level].join("\t"));
    }
  }
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
