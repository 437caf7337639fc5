// `strimko compare` on the corpus sets, and the same puzzles on peers, side by side in one run.
//   node bench/compare.mjs [--sets strimko,jigsaw,...] [--timeout SECONDS] [--no-peers]
//
// Part 1: `strimko compare --json --jobs 1` on each set, as a user runs it (a child process): per
//   engine, puzzles per second (puzzles / engine time) and the median time per puzzle. One job, so
//   that the engines are timed alone, as the peers are.
// Part 2: the peers, each puzzle a process of its own, when installed (detected; skipped with a note):
//   - native clingo (Debian's `gringo` package) on the very program `strimko program` prints, -n 2;
//   - MiniZinc with Gecode on bench/peers/strimko.mzn (the model of hakank's Strimko post: all_different
//     on rows, columns and streams) with the data `strimko convert --to dzn` writes, 2 solutions.
//   Every peer's verdict (none, one, several) is checked against strimko's.
// Part 3: `--jobs 1` against `--jobs 2` (whole command, wall time) on the sets of 95 puzzles and more.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { renderProgram, writePuzzles } from "../dist/index.js";
import { SETS, fmtMs, loadSet, machine, median, table } from "./lib.mjs";

const { values } = parseArgs({
  options: { sets: { type: "string" }, timeout: { type: "string", default: "30" }, "no-peers": { type: "boolean", default: false } },
});
const BENCH_SETS = ["strimko", "jigsaw", "top95", "hardest", "16x16", "25x25"];
const sets = SETS.filter((s) => (values.sets ? values.sets.split(",") : BENCH_SETS).includes(s.name));
const timeoutS = Number(values.timeout);
const CLI = join(import.meta.dirname, "../dist/cli.js");
const MODEL = join(import.meta.dirname, "peers/strimko.mzn");
const tmp = mkdtempSync(join(tmpdir(), "strimko-bench-"));

function compare(paths, jobs) {
  const args = [CLI, "compare", "--json", "--quiet", "--timeout", String(timeoutS), ...(jobs ? ["--jobs", String(jobs)] : []), ...[paths].flat()];
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 28 });
  const wallMs = performance.now() - t;
  const lines = r.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const summary = lines.pop().summary;
  return { records: lines, summary, wallMs };
}

/** strimko's verdict for a record: "none" | "one" | "several" | "unknown". */
function verdict(rec) {
  if (rec.status === "unsatisfiable") return "none";
  if (rec.status === "solved") return rec.unique ? "one" : "several";
  return "unknown";
}

const verdictOf = (k) => (k === 0 ? "none" : k === 1 ? "one" : "several");

function have(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? r.stdout : undefined;
}
const clingoVersion = values["no-peers"] ? undefined : have("clingo", ["--version"])?.split("\n")[0];
const minizincSolvers = values["no-peers"] ? undefined : have("minizinc", ["--solvers"]);
const gecode = minizincSolvers && /org\.gecode\.gecode/.test(minizincSolvers) ? have("minizinc", ["--version"])?.split("\n")[0] : undefined;

/** Runs one peer process per puzzle; returns per-puzzle wall times (timeouts counted at the limit) and checks
 * verdicts against strimko's record of the same puzzle (by id). */
function peer(name, entries, byId, run) {
  const times = [];
  let timeouts = 0;
  let mismatches = 0;
  let failures = 0;
  entries.forEach((e) => {
    const t = performance.now();
    const r = run(e);
    const ms = performance.now() - t;
    if (r.timedOut) {
      timeouts++;
      times.push(timeoutS * 1000);
      return;
    }
    if (r.failed) {
      failures++;
      console.error(`  ${name} on ${e.id}: ${r.failed}`);
      return;
    }
    times.push(ms);
    const ours = verdict(byId.get(e.id));
    if (ours !== "unknown" && ours !== verdictOf(r.solutions)) {
      mismatches++;
      console.error(`  ${name} on ${e.id}: ${verdictOf(r.solutions)}, strimko: ${ours}`);
    }
  });
  return { times, timeouts, mismatches, failures };
}

function runClingo(entry) {
  const r = spawnSync("clingo", ["-n", "2", "--outf=2", "-"], {
    input: renderProgram(entry.puzzle, { label: entry.id }),
    encoding: "utf8",
    timeout: timeoutS * 1000,
    maxBuffer: 1 << 26,
  });
  if (r.error?.code === "ETIMEDOUT" || r.signal) return { timedOut: true };
  // clingo exits 10 (SAT), 20 (UNSAT) or 30 (SAT, search complete); anything unreadable is a failure of the run, not of the bench.
  try {
    return { timedOut: false, solutions: JSON.parse(r.stdout).Models.Number };
  } catch {
    return { failed: `clingo exited ${r.status}: ${(r.stderr || r.stdout).trim().split("\n")[0]}` };
  }
}

function runGecode(entry, k) {
  const data = join(tmp, `p${k}.dzn`);
  writeFileSync(data, writePuzzles([entry.puzzle], "dzn"));
  const r = spawnSync("minizinc", ["--solver", "gecode", "--num-solutions", "2", MODEL, data], {
    encoding: "utf8",
    timeout: timeoutS * 1000,
    maxBuffer: 1 << 26,
  });
  if (r.error?.code === "ETIMEDOUT" || r.signal) return { timedOut: true };
  if (r.status !== 0) return { failed: `minizinc exited ${r.status}: ${r.stderr.trim().split("\n").pop()}` };
  const solutions = (r.stdout.match(/^----------$/gm) ?? []).length;
  return { timedOut: false, solutions };
}

const rate = (n, ms) => (ms > 0 ? (n / (ms / 1000)).toLocaleString("en-US", { maximumFractionDigits: n / (ms / 1000) >= 100 ? 0 : 1 }) : "–");
const withTimeouts = (s, k) => (k ? `${s} (${k} timeout${k === 1 ? "" : "s"})` : s);

console.log(`# strimko compare and peers\n\n${machine()}; time limit ${timeoutS} s per puzzle and engine (a timeout counts at the limit)`);
console.log(
  `peers: native clingo ${clingoVersion ? `(${clingoVersion})` : "not installed (skipped)"}; MiniZinc + Gecode ${gecode ? `(${gecode})` : "not installed (skipped)"}\n`,
);

const rows = [];
const notes = [];
for (const set of sets) {
  const entries = loadSet(set.path);
  const { records, summary } = compare(set.path, 1);
  const byId = new Map(records.map((r) => [r.id, r]));
  const missing = entries.filter((e) => !byId.has(e.id));
  if (missing.length) throw new Error(`compare did not report ${missing[0].id}`);
  const ms = (engine) => records.map((r) => r.engines[engine]?.timeMs ?? timeoutS * 1000);
  const [asp, native] = [ms("asp"), ms("native")];
  const sumOf = (xs) => xs.reduce((a, b) => a + b, 0);
  const row = [
    set.name,
    String(entries.length),
    withTimeouts(rate(entries.length, sumOf(native)), summary.engines.native.timeouts),
    fmtMs(median(native)),
    withTimeouts(rate(entries.length, sumOf(asp)), summary.engines.asp.timeouts),
    fmtMs(median(asp)),
  ];
  if (summary.disagree || summary.errors) notes.push(`${set.name}: ${summary.disagree} disagreement(s), ${summary.errors} error(s)`);
  for (const [on, name, run] of [
    [clingoVersion, "native clingo", runClingo],
    [gecode, "MiniZinc + Gecode", runGecode],
  ]) {
    if (!on) {
      row.push("–", "–");
      continue;
    }
    const p = peer(name, entries, byId, run);
    row.push(withTimeouts(rate(entries.length, sumOf(p.times)), p.timeouts), fmtMs(median(p.times)));
    if (p.mismatches) notes.push(`${set.name}: ${name} disagrees with strimko on ${p.mismatches} puzzle(s) (listed above)`);
    if (p.failures) notes.push(`${set.name}: ${name} failed on ${p.failures} puzzle(s) (listed above; not timed)`);
  }
  rows.push(row);
  console.error(`  ${set.name} done`);
}

console.log(
  table(
    [
      "set",
      "puzzles",
      "native (/s)",
      "native median",
      "clingo-wasm (/s)",
      "clingo-wasm median",
      "native clingo (/s)",
      "native clingo median",
      "MiniZinc + Gecode (/s)",
      "MiniZinc + Gecode median",
    ],
    rows,
  ),
);
console.log(
  "\nnative and clingo-wasm: engine time inside `strimko compare --jobs 1` (solve + uniqueness + verification); " +
    "native clingo and MiniZinc + Gecode: the wall time of one process per puzzle (start-up included, as a user runs them), asked for 2 solutions.",
);
for (const n of notes) console.log(`- ${n}`);

// Part 3: --jobs 1 against --jobs 2 on the big sets, and on the sets below 25x25 together (best of 3
// each, alternating). 25x25 is left out of the union: one puzzle there takes the whole time limit.
const big = sets.filter((s) => loadSet(s.path).length >= 95);
const small = sets.filter((s) => s.name !== "25x25");
if (small.length > 1) big.push({ name: small.map((s) => s.name).join(" + "), path: small.map((s) => s.path) });
if (big.length) {
  const jobRows = [];
  for (const set of big) {
    const one = [];
    const two = [];
    for (let round = 0; round < 3; round++) {
      one.push(compare(set.path, 1).wallMs);
      two.push(compare(set.path, 2).wallMs);
    }
    const [a, b] = [Math.min(...one), Math.min(...two)];
    const count = [set.path].flat().reduce((k, path) => k + loadSet(path).length, 0);
    jobRows.push([set.name, String(count), fmtMs(a), fmtMs(b), `${(a / b).toFixed(2)}x`]);
  }
  console.log("\n`strimko compare` wall time, whole command, best of 3:\n");
  console.log(table(["set", "puzzles", "--jobs 1", "--jobs 2", "speed-up"], jobRows));
}
execFileSync("rm", ["-rf", tmp]);
