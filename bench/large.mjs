// The native engine against native clingo (clasp) on the large puzzles, puzzle by puzzle, in one run.
//   npm run build && node bench/large.mjs [--sets 25x25,generated,large,few-givens] [--path FILE_OR_DIR] [--only NAME,...] [--rounds N] [--timeout S]
//
// Per puzzle, round after round (the two interleaved, so a machine that slows down slows both):
// - the native engine in this process, uniqueness asked for (solveNative, limit 2): its CPU time
//   (process.cpuUsage, user + system) and wall time, and the conflicts of its search with learning;
// - native clingo, `clingo -n 2 --outf=2 --stats` on the very program `strimko program` prints (one
//   process per run): its own CPU time (JSON Time.CPU, grounding included, start-up not), the wall
//   time of the process, and its conflicts.
// The ratio is native ÷ clasp on CPU time, the median over the rounds: on a shared machine wall
// time measures the other processes as much as the solver. Both verdicts (how many solutions, up to 2)
// must agree, and every native solution is verified. Without clingo on the PATH only the native
// engine runs (a note says so).
// --fresh: as a user meets it, each a fresh process on a file: `strimko solve --engine native --json
// FILE` (the built dist/cli.js; Node's start-up, loading and a cold search counted) against
// `clingo -n 2 --outf=2 --stats FILE.lp` on the program `strimko program` prints (clingo's start-up and
// grounding counted); the ratio on the processes' wall time, their CPU time from /proc (children's).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { renderProgram, verify, writePuzzles } from "../dist/index.js";
import { solveNative } from "../dist/engines/native/solver.js";
import { SETS, childrenCpu, fmtMs, loadSet, machine, median, table } from "./lib.mjs";

const LARGE_SETS = [
  ...SETS.filter((s) => s.name === "25x25" || s.name === "generated"),
  { name: "large", path: "bench/large", about: "scattered and chain streams, n = 20..40 (bench/make-large.mjs)" },
  { name: "few-givens", path: "bench/few-givens", about: "chain streams with few givens, n = 15, 20 and 25 (bench/make-large.mjs --down-to)" },
];

const { values } = parseArgs({
  options: {
    sets: { type: "string" },
    /** Other puzzles instead of the sets (for example isomorphs from bench/isomorphs.mjs). */
    path: { type: "string" },
    only: { type: "string" },
    rounds: { type: "string", default: "3" },
    timeout: { type: "string", default: "120" },
    "no-clingo": { type: "boolean", default: false },
    fresh: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(`node bench/large.mjs [--sets ${LARGE_SETS.map((s) => s.name).join(",")}] [--path FILE_OR_DIR] [--only NAME,...]
                    [--rounds 3] [--timeout 120] [--no-clingo] [--fresh]
The native engine against native clingo (clasp) on the large puzzles, puzzle by puzzle (see the top
of this file and bench/README.md); --fresh: both as commands in fresh processes, on wall time. Sets: ${LARGE_SETS.map((s) => `${s.name} (${s.about})`).join("; ")}.`);
  process.exit(0);
}
const unknownSets = values.sets ? values.sets.split(",").filter((name) => !LARGE_SETS.some((s) => s.name === name)) : [];
if (unknownSets.length > 0) {
  console.error(`bench/large.mjs: no set ${unknownSets.join(", ")} (the sets: ${LARGE_SETS.map((s) => s.name).join(", ")})`);
  process.exit(2);
}
const sets = values.path ? [{ name: "path", path: values.path }] : values.sets ? LARGE_SETS.filter((s) => values.sets.split(",").includes(s.name)) : LARGE_SETS;
const only = values.only ? new Set(values.only.split(",")) : null;
/** The names --only takes for a puzzle: its id, its file's name, and that name without .json or .txt
 * (chain15_k42_d28_s1, as the docs' tables write it). */
function namesOf(id) {
  const name = id.replace(/^.*\//, "");
  return [id, name, name.replace(/\.(json|txt)(?=$|:)/, "")];
}
if (only) {
  // A name that matches no puzzle of the sets is a typo: said before anything runs.
  const names = new Set(sets.flatMap((set) => loadSet(set.path).flatMap(({ id }) => namesOf(id))));
  const unknown = [...only].filter((name) => !names.has(name));
  if (unknown.length > 0) {
    console.error(`bench/large.mjs: no puzzle ${unknown.join(", ")} in ${sets.map((s) => s.path).join(", ")}`);
    process.exit(2);
  }
}
const rounds = Number(values.rounds);
const timeoutS = Number(values.timeout);

const version = values["no-clingo"] ? undefined : spawnSync("clingo", ["--version"], { encoding: "utf8" });
const clingo = version && version.status === 0 ? version.stdout.split("\n")[0] : undefined;

function runNative(puzzle) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const r = solveNative(puzzle, { limit: 2, timeoutMs: timeoutS * 1000, collect: true });
  const wallMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  for (const g of r.solutions) if (verify(puzzle, g).length > 0) throw new Error("native engine: a solution fails verification");
  return {
    cpuMs: (used.user + used.system) / 1000,
    wallMs,
    count: r.status === "timeout" ? undefined : r.count,
    conflicts: r.stats.conflicts,
    method: r.stats.method,
  };
}

/** A command run to its end (or to the time limit): its result, wall time, CPU time (of it and its
 * threads, from /proc) and whether the limit stopped it; `what` names it when it fails. */
function timedRun(what, command, args, options = {}) {
  const cpu = childrenCpu();
  const t = performance.now();
  const r = spawnSync(command, args, { encoding: "utf8", timeout: timeoutS * 1000, maxBuffer: 1 << 28, ...options });
  const wallMs = performance.now() - t;
  const cpuMs = (childrenCpu() - cpu) * 1000;
  const timedOut = r.error?.code === "ETIMEDOUT" || Boolean(r.signal);
  if (!timedOut && (r.error || !r.stdout)) throw new Error(`${what} failed (exit ${r.status}): ${r.error?.message ?? r.stderr.slice(-500)}`);
  return { out: timedOut ? undefined : JSON.parse(r.stdout), wallMs, cpuMs, timedOut };
}

function runClingo(program) {
  const { out, wallMs, timedOut } = timedRun("clingo", "clingo", ["-n", "2", "--outf=2", "--stats", "-"], { input: program });
  if (timedOut) return { cpuMs: timeoutS * 1000, wallMs, count: undefined };
  return { cpuMs: out.Time.CPU * 1000, wallMs, count: out.Models.Number, conflicts: out.Stats?.Core?.Conflicts };
}

/** The command a user runs, in a fresh process, on the puzzle written to `file`. */
function runNativeFresh(file) {
  const { out, wallMs, cpuMs, timedOut } = timedRun(`${file}: strimko solve`, process.execPath, ["dist/cli.js", "solve", "--engine", "native", "--json", file]);
  if (timedOut) return { cpuMs, wallMs, count: undefined };
  const stats = out.engines?.native?.stats ?? {};
  if (out.status === "error") throw new Error(`${file}: ${out.error}`);
  // The command verifies its solution itself (engines/verified.ts); 2 stands for "more than one".
  const count = out.status === "timeout" ? undefined : out.status === "unsatisfiable" ? 0 : out.unique ? 1 : 2;
  return { cpuMs, wallMs, count, conflicts: stats.conflicts, method: stats.method };
}

/** clingo as a user runs it, in a fresh process, on the program written to `file`. */
function runClingoFresh(file) {
  const { out, wallMs, cpuMs, timedOut } = timedRun(`${file}: clingo`, "clingo", ["-n", "2", "--outf=2", "--stats", file]);
  if (timedOut) return { cpuMs, wallMs, count: undefined };
  return { cpuMs, wallMs, count: out.Models.Number, conflicts: out.Stats?.Core?.Conflicts };
}

const fresh = values.fresh;
/** CPU time as measured: with --fresh from /proc in ticks of 10 ms, so a smaller figure is "< 10 ms". */
const cpuText = (ms) => (fresh && ms < 10 ? "< 10 ms" : fmtMs(ms));
const scratch = fresh ? mkdtempSync(join(tmpdir(), "strimko-large-")) : "";
const how = fresh ? "each a fresh process on a file, wall time" : "uniqueness asked for (2 solutions)";
console.log(
  `# The native engine and native clingo on large puzzles\n\n${machine()}; ${clingo ?? (values["no-clingo"] ? "clingo not run (--no-clingo)" : "clingo not installed: the native engine alone")}; median of ${rounds} rounds, ${how}\n`,
);
const rows = [];
const ratios = [];
try {
  for (const set of sets) {
    for (const { id, puzzle } of loadSet(set.path)) {
      const name = id.replace(/^.*\//, "");
      if (only && !namesOf(id).some((x) => only.has(x))) continue;
      const program = clingo ? renderProgram(puzzle, { label: id }) : "";
      // The files the commands read (a file of several puzzles gives each its own).
      const puzzleFile = join(scratch, `${rows.length}.json`);
      const programFile = join(scratch, `${rows.length}.lp`);
      if (fresh) {
        writeFileSync(puzzleFile, writePuzzles([puzzle], "json"));
        writeFileSync(programFile, program);
      }
      const ours = [];
      const theirs = [];
      for (let k = 0; k < rounds; k++) {
        ours.push(fresh ? runNativeFresh(puzzleFile) : runNative(puzzle));
        if (clingo) theirs.push(fresh ? runClingoFresh(programFile) : runClingo(program));
      }
      const a = ours[0];
      const b = theirs[0];
      if (b && a.count !== undefined && b.count !== undefined && a.count !== b.count)
        throw new Error(`${id}: the native engine finds ${a.count} solution(s), clingo ${b.count}`);
      // The ratio on CPU time in this process; with --fresh on the processes' wall time, as a user waits.
      const key = fresh ? "wallMs" : "cpuMs";
      const nMs = median(ours.map((r) => r[key]));
      const cMs = clingo ? median(theirs.map((r) => r[key])) : NaN;
      // A side that ran out of time has no time to compare: no ratio.
      const timedOut = a.count === undefined || (clingo && b.count === undefined);
      const ratio = timedOut ? NaN : nMs / cMs;
      if (clingo && !timedOut) ratios.push(ratio);
      rows.push([
        `${name} (${puzzle.size}x${puzzle.size})`,
        a.count === undefined ? "timeout" : String(a.count),
        cpuText(median(ours.map((r) => r.cpuMs))),
        fmtMs(median(ours.map((r) => r.wallMs))),
        a.method === "learning" ? String(a.conflicts) : a.method ? `– (${a.method})` : "–",
        clingo ? cpuText(median(theirs.map((r) => r.cpuMs))) : "–",
        clingo ? fmtMs(median(theirs.map((r) => r.wallMs))) : "–",
        clingo ? (b.count === undefined ? "timeout" : String(b.conflicts ?? "–")) : "–",
        clingo && !timedOut ? `${ratio.toFixed(2)}x` : "–",
      ]);
      console.error(`${name}: native ${fmtMs(nMs)}, clingo ${fmtMs(cMs)}`);
    }
  }
} finally {
  if (fresh) rmSync(scratch, { recursive: true, force: true });
}
console.log(
  table(
    [
      "puzzle",
      "solutions",
      "native CPU",
      fresh ? "native process wall" : "native wall",
      "native conflicts",
      "clasp CPU",
      "clasp process wall",
      "clasp conflicts",
      fresh ? "native ÷ clasp (process wall)" : "native ÷ clasp (CPU)",
    ],
    rows,
  ),
);
if (clingo && ratios.length) {
  const worst = Math.max(...ratios);
  console.log(
    `\nnative ÷ clasp: median ${median(ratios).toFixed(2)}x, worst ${worst.toFixed(2)}x, ${ratios.filter((r) => r <= 1).length} of ${ratios.length} puzzles at most 1x`,
  );
}
console.log(
  fresh
    ? "\n--fresh: `strimko solve --engine native --json FILE` and `clingo -n 2 FILE.lp`, each a fresh process (start-up, loading, grounding counted); CPU: the processes' own (user + system, their threads included, from /proc: 10 ms ticks)."
    : "\nnative: in this process (CPU time, user + system); clasp: clingo's own Time.CPU (grounding and solving, not the process's start-up); wall for both as measured here.",
);
