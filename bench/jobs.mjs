// How `strimko solve --jobs N` and `count --jobs N` scale: each N given, the whole command as a user
// runs it (a fresh process), wall time, CPU time (user + system, of the process and its threads),
// the speed-up over the first N and the CPU per core used.
//
//   npm run build && node bench/jobs.mjs [--jobs 1,2] [--command solve|count] [--rounds 3] [--engine both|native|asp] [FILE_OR_DIR ...]
//
// Default inputs: top95 and the Gecode 16x16 (150 puzzles that take both engines a few seconds on
// one core). The rounds of each N are interleaved with the other N's (a machine that slows down
// slows all of them); the median round counts. Every N's output must be the same as the first N's
// (the times aside): the benchmark stops otherwise. Measured on 2 cores here; the device machine of
// issue 28 (16 cores) runs it with --jobs 1,2,4,8,16.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { childrenCpu, machine, median, table } from "./lib.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: "string", default: "1,2" },
    command: { type: "string", default: "solve" },
    rounds: { type: "string", default: "3" },
    engine: { type: "string", default: "both" },
  },
});
const inputs = positionals.length > 0 ? positionals : ["puzzles/sudoku/norvig_top95.txt", "puzzles/sudoku/gecode_hakank_16x16.txt"];
const ns = values.jobs.split(",").map(Number);
const rounds = Number(values.rounds);

/** One run of the command: wall and CPU seconds (user + system, of the process and its threads). */
function run(n) {
  const args = ["dist/cli.js", values.command, "--json", "--engine", values.engine, "--jobs", String(n), ...inputs];
  const cpu = childrenCpu();
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 30 });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`--jobs ${n}: exit ${r.status ?? r.signal}: ${r.stderr.slice(-500)}`);
  return { wall, cpu: childrenCpu() - cpu, out: r.stdout.replace(/"(timeMs|clingoMs)":[0-9.]+/g, "") };
}

console.log(`# ${values.command} --jobs N\n\n${machine()}; ${values.command} --engine ${values.engine} on ${inputs.join(", ")}; median of ${rounds} rounds\n`);
const runs = new Map(ns.map((n) => [n, []]));
let reference;
for (let k = 0; k < rounds; k++) {
  for (const n of ns) {
    const r = run(n);
    reference ??= r.out;
    if (r.out !== reference) throw new Error(`--jobs ${n}: the output differs from --jobs ${ns[0]}'s`);
    runs.get(n).push(r);
    console.error(`--jobs ${n}: ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU`);
  }
}
const base = median(runs.get(ns[0]).map((r) => r.wall));
console.log(
  table(
    ["--jobs", "wall", "CPU", "speed-up", "CPU per core used"],
    ns.map((n) => {
      const wall = median(runs.get(n).map((r) => r.wall));
      const cpu = median(runs.get(n).map((r) => r.cpu));
      return [String(n), `${wall.toFixed(2)} s`, `${cpu.toFixed(2)} s`, `${(base / wall).toFixed(2)}x`, `${(cpu / wall / n).toFixed(2)}`];
    }),
  ),
);
console.log("\nspeed-up: the first N's wall time over this N's; CPU per core used: CPU time over wall time over N (1.00 = every thread busy all along).");
