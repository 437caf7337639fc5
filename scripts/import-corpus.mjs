#!/usr/bin/env node
// Converts the shared corpus (../shared/corpus, beside the repository) into
// puzzles/, all but expected.jsonl, which it checks the corpus's expected results
// against. Run by a maintainer after `npm run build`; neither the tests nor the
// tool read ../shared. Re-running it reproduces puzzles/ byte for byte.
import { mkdirSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parsePuzzle, writePuzzles } from "../dist/index.js";
import { wrap } from "../dist/text/output.js";

const corpus = process.argv[2] ?? "../shared/corpus";
const out = "puzzles";

function sourceLine(s) {
  return `${s.repo} ${s.path}${s.commit ? ` @ ${s.commit.slice(0, 12)}` : ""}`;
}

/** A corpus record in our text format, with its notes as comments. */
function toText(rec) {
  const puzzle = parsePuzzle(
    rec.id,
    JSON.stringify({ size: rec.n, streams: rec.streams, givens: rec.givens, ...(rec.solution ? { solution: rec.solution } : {}) }),
    "json",
  );
  puzzle.title = rec.id;
  puzzle.source = sourceLine(rec.source);
  const notes = [
    rec.notes,
    rec.solutionSource ? `Solution from ${typeof rec.solutionSource === "string" ? rec.solutionSource : sourceLine(rec.solutionSource)}.` : "",
  ]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ");
  const comment = notes
    ? wrap(notes, 76)
        .map((l) => `# ${l}`)
        .join("\n") + "\n"
    : "";
  const text = comment + writePuzzles([puzzle], "text");
  // The written file must read back as the same puzzle.
  const back = parsePuzzle(rec.id + ".txt", text);
  if (!isDeepStrictEqual(back, puzzle)) throw new Error(`round trip failed for ${rec.id}`);
  return text;
}

for (const [file, dir] of [
  ["strimko.json", "strimko"],
  ["jigsaw.json", "jigsaw"],
]) {
  mkdirSync(join(out, dir), { recursive: true });
  for (const rec of JSON.parse(readFileSync(join(corpus, file), "utf8"))) {
    writeFileSync(join(out, dir, `${rec.id}.txt`), toText(rec));
  }
}

// Sudoku sets: copied line for line, so that puzzle k is line k. The expected
// results beside them (X.solutions.txt, X.counts.txt) live in puzzles/expected.jsonl,
// which the tests read: they are checked against it here, not copied. X.difficulty.txt,
// which no test reads, loses its .txt so that a directory search skips it.
mkdirSync(join(out, "sudoku"), { recursive: true });
const expected = new Map(JSON.parse(readFileSync(join(out, "expected.jsonl"), "utf8")).puzzles.map((e) => [e.id, e]));
for (const f of readdirSync(join(corpus, "sudoku"))) {
  const m = /^(.*)\.(solutions|counts|difficulty)\.txt$/.exec(f);
  if (m && m[2] !== "difficulty") {
    const lines = readFileSync(join(corpus, "sudoku", f), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, k) => {
      const e = expected.get(`${out}/sudoku/${m[1]}.txt:${k + 1}`);
      if ((m[2] === "solutions" ? e?.solution : String(e?.count)) !== line) throw new Error(`${out}/expected.jsonl disagrees with ${f} line ${k + 1}`);
    });
    continue;
  }
  copyFileSync(join(corpus, "sudoku", f), join(out, "sudoku", m ? `${m[1]}.${m[2]}` : f));
}

mkdirSync(join(out, "generated"), { recursive: true });
for (const f of readdirSync(join(corpus, "generated"))) {
  if (!f.endsWith(".json")) continue;
  const rec = JSON.parse(readFileSync(join(corpus, "generated", f), "utf8"));
  const puzzle = parsePuzzle(f, JSON.stringify(rec), "json");
  puzzle.title = f.replace(/\.json$/, "");
  puzzle.source = "generated with a native clingo for the strimko corpus (see puzzles/README.md)";
  writeFileSync(join(out, "generated", f), writePuzzles([puzzle], "json"));
}
console.log("puzzles/ written from", corpus);
