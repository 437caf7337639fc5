// Writes a large file of 9x9 Sudoku lines for measuring the streamed reading of `strimko solve`:
//   node bench/million.mjs [count] > big.sdk      (default 1,000,000 lines, about 82 MB)
// The lines are the bundled 9x9 puzzles (Norvig's easy 50 and top 95, tdoku's unique set, the
// npm generator's seeds), each with its digits relabelled by a seeded random permutation, so that
// the file is the same on every run and its puzzles are not copies of one another.
import { readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 1_000_000);
if (!Number.isSafeInteger(count) || count < 1) throw new Error("usage: node bench/million.mjs [count]");
const files = ["norvig_easy50.txt", "norvig_top95.txt", "tdoku_test_unique.txt", "npm_sudoku_gen_seeds.txt"];
const base = files.flatMap((f) =>
  readFileSync(new URL(`../puzzles/sudoku/${f}`, import.meta.url), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81),
);
// A small seeded generator (mulberry32): the same file every time.
let seed = 12;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
let out = "";
for (let k = 0; k < count; k++) {
  const digits = [..."123456789"];
  for (let i = 8; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j], digits[i]];
  }
  out += base[k % base.length].replace(/[1-9]/g, (d) => digits[d.charCodeAt(0) - 49]) + "\n";
  if (out.length > 1 << 16) {
    process.stdout.write(out);
    out = "";
  }
}
process.stdout.write(out);
