// Quasigroup with holes (QWH): hard Latin-square completion, the classic CSP/SAT benchmark
// (Achlioptas, Gomes, Kautz and Selman, AAAI-00; Kautz et al., "Balance and filtering in structured
// satisfiable problems", IJCAI-01), as a seeded ladder: the native engine against native clingo
// (clasp) on the very same instances, one thread each.
//
//   npm run build && node bench/qwh.mjs [--orders 30,35,40,45,50] [--factors 1.0,1.2] [--seeds 3]
//                                       [--model balanced|random] [--timeout 60] [--out DIR] [--no-clingo] [--threads N]
//                                       [--peers clingo,cadical,kissat,gecode|all|none]
//
// An instance: a uniformly random Latin square of order n (the Jacobson–Matthews Markov chain on
// the incidence cube, from the cyclic square, n³ moves), with h cells made holes, where
// h = round(factor × 1.55 × n^1.55) (the hardness peak lies near factor 1: Achlioptas et al.):
// - "random": h cells chosen uniformly;
// - "balanced" (harder): as even a number of holes per row and per column as h allows (each row
//   and column ⌊h/n⌋ or ⌈h/n⌉), the pattern randomized by the switch chain on 2×2 rectangles.
// Every instance has a solution (the square it was cut from). Everything random comes from the
// generator's seeded source (src/generate/random.ts): the same ladder on every machine.
//
// Each engine is asked for two solutions (one and a proof it is the only one, or two), as `strimko
// solve` asks: the native engine in this process (solveNative, limit 2, its time limit), clasp as
// `clingo -n 2 --outf=2` on the program `strimko program` prints (one process per instance, killed
// at the limit). Decided: the search answered (1 or 2 solutions). PAR-2: the sum of the times, an
// undecided instance counted as twice the limit. CPU time for both (clasp's own Time.CPU, the
// native engine's process.cpuUsage), since the machine is shared. --out DIR writes each instance
// as a puzzle file (the text format), to run other solvers on. --threads N runs the native engine as
// a portfolio of N seeded searches (engines/portfolio.ts, `solve --threads N`) and clasp with `-t N`
// (its own portfolio of N threads), both timed by the wall clock.
//
// --peers (default clingo): which solvers run beside the native engine. Besides clingo, CaDiCaL and
// kissat on the 3D SAT encoding and Gecode through MiniZinc, each where installed
// (bench/qwh-peers.mjs says how they are run and timed); `all` is every one of them, `none` the
// native engine alone (as --no-clingo, which still removes clingo from any list).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { renderProgram, verify } from "../dist/index.js";
import { solveNative } from "../dist/engines/native/solver.js";
import { Random } from "../dist/generate/random.js";
import { solvePortfolio } from "../dist/engines/portfolio.js";
import { fmtMs, machine, table } from "./lib.mjs";
import { detectPeers, QWH_PEERS } from "./qwh-peers.mjs";

/** A uniformly random Latin square of order n (rows of values 1..n): Jacobson–Matthews, n³ moves. */
export function randomLatinSquare(n, rng) {
  // The incidence cube M[r][c][s] ∈ {-1, 0, 1}, flat; a proper cube is a Latin square.
  const M = new Int8Array(n * n * n);
  const at = (r, c, s) => (r * n + c) * n + s;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) M[at(r, c, (r + c) % n)] = 1;
  let bad = null; // the -1 cell of an improper cube
  /** The one (proper) or a random one of the two (improper) indices along an axis that hold 1. */
  const ones = (f) => {
    const found = [];
    for (let i = 0; i < n; i++) if (M[f(i)] === 1) found.push(i);
    return found.length === 1 ? found[0] : found[rng.below(found.length)];
  };
  const moves = n * n * n;
  for (let k = 0; k < moves || bad; k++) {
    let r;
    let c;
    let s;
    if (bad) [r, c, s] = bad;
    else {
      // A cell of the cube holding 0.
      do {
        r = rng.below(n);
        c = rng.below(n);
        s = rng.below(n);
      } while (M[at(r, c, s)] !== 0);
    }
    const r2 = ones((i) => at(i, c, s));
    const c2 = ones((i) => at(r, i, s));
    const s2 = ones((i) => at(r, c, i));
    M[at(r, c, s)]++;
    M[at(r2, c, s)]--;
    M[at(r, c2, s)]--;
    M[at(r, c, s2)]--;
    M[at(r2, c2, s)]++;
    M[at(r2, c, s2)]++;
    M[at(r, c2, s2)]++;
    M[at(r2, c2, s2)]--;
    bad = M[at(r2, c2, s2)] < 0 ? [r2, c2, s2] : null;
  }
  const square = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) for (let s = 0; s < n; s++) if (M[at(r, c, s)] === 1) square[r][c] = s + 1;
  return square;
}

/** h holes: uniformly ("random"), or each row and column ⌊h/n⌋ or ⌈h/n⌉ ("balanced"). A 0/1 grid. */
export function holePattern(n, h, model, rng) {
  const hole = Array.from({ length: n }, () => new Array(n).fill(0));
  if (model === "random") {
    const cells = rng.order(n * n).slice(0, h);
    for (const i of cells) hole[Math.floor(i / n)][i % n] = 1;
    return hole;
  }
  // Balanced: h cells along wrapped diagonals (row r, column r + d), so every row and column gets
  // ⌊h/n⌋ or ⌈h/n⌉; then random row and column orders and 2×2 switches, which keep every row's
  // and column's count, to make the pattern random.
  for (let k = 0; k < h; k++) {
    const d = Math.floor(k / n);
    const r = k % n;
    hole[r][(r + d) % n] = 1;
  }
  const rows = rng.order(n);
  const cols = rng.order(n);
  const shuffled = rows.map((r) => cols.map((c) => hole[r][c]));
  for (let k = 0; k < 20 * h; k++) {
    const [r1, r2, c1, c2] = [rng.below(n), rng.below(n), rng.below(n), rng.below(n)];
    if (shuffled[r1][c1] === 1 && shuffled[r2][c2] === 1 && shuffled[r1][c2] === 0 && shuffled[r2][c1] === 0) {
      shuffled[r1][c1] = shuffled[r2][c2] = 0;
      shuffled[r1][c2] = shuffled[r2][c1] = 1;
    }
  }
  return shuffled;
}

/** The number of holes at the hardness peak times `factor`. */
export const holesFor = (n, factor) => Math.round(factor * 1.55 * n ** 1.55);

/** One instance of the ladder: a puzzle without streams, and the square it was cut from. */
export function qwhInstance(n, factor, model, seed) {
  const rng = new Random(`qwh ${model} ${n} ${factor} ${seed}`);
  const square = randomLatinSquare(n, rng);
  const hole = holePattern(n, holesFor(n, factor), model, rng);
  const givens = square.map((row, r) => row.map((v, c) => (hole[r][c] ? 0 : v)));
  const streams = square.map((row) => row.map(() => 0));
  return { puzzle: { size: n, streams, givens, title: `qwh ${model} n=${n} holes=${holesFor(n, factor)} seed=${seed}` }, square };
}

/** The puzzle in the text format. */
export function qwhText(p) {
  const rows = (g) => g.map((row) => `  ${row.map((v) => (v === 0 ? "." : String(v))).join(" ")}`).join("\n");
  return `title: ${p.title}\nstreams:\n${rows(p.streams)}\ngivens:\n${rows(p.givens)}\n`;
}

async function runNative(puzzle, timeoutS, threads) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const r =
    threads > 1
      ? await solvePortfolio(puzzle, { limit: 2, timeoutMs: timeoutS * 1000, collect: true }, threads)
      : solveNative(puzzle, { limit: 2, timeoutMs: timeoutS * 1000, collect: true });
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - t;
  for (const g of r.solutions) if (verify(puzzle, g).length > 0) throw new Error("native engine: a solution fails verification");
  // One thread: its CPU time (the machine is shared). A portfolio: wall time (its threads' CPU is
  // the process's, all of them, which is not the time to the answer).
  return {
    ms: threads > 1 ? wall : (used.user + used.system) / 1000,
    count: r.status === "timeout" ? undefined : r.count,
    conflicts: r.stats.conflicts,
    moves: r.stats.moves,
  };
}

function runClingo(program, timeoutS, threads = 1) {
  const parallel = threads > 1 ? ["-t", String(threads)] : [];
  const r = spawnSync("clingo", ["-n", "2", "--outf=2", "--stats", `--time-limit=${timeoutS}`, ...parallel, "-"], {
    input: program,
    encoding: "utf8",
    timeout: (timeoutS + 10) * 1000,
    maxBuffer: 1 << 28,
  });
  if (r.error?.code === "ETIMEDOUT" || r.signal || !r.stdout) return { ms: timeoutS * 1000, count: undefined };
  const out = JSON.parse(r.stdout);
  const decided = out.Result !== "UNKNOWN" && !(out.Models.Number < 2 && out.Models.More === "yes");
  const interrupted = out.Result === "UNKNOWN" || (out.Time?.Total ?? 0) >= timeoutS;
  return {
    // With threads, the wall time (Time.Total), as the native portfolio's; alone, CPU time.
    ms: Math.min((threads > 1 ? out.Time.Total : out.Time.CPU) * 1000, timeoutS * 1000),
    count: decided && !interrupted ? out.Models.Number : undefined,
    conflicts: out.Stats?.Core?.Conflicts,
  };
}

const isMain = process.argv[1]?.endsWith("qwh.mjs");
if (isMain) {
  // A bad setting: one line and exit 2, never a stack trace (as bench/scaling.sh does).
  const bad = (message) => {
    console.error(`bench/qwh.mjs: ${message}`);
    process.exit(2);
  };
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        orders: { type: "string", default: "30,35,40,45,50" },
        factors: { type: "string", default: "1.0,1.2" },
        seeds: { type: "string", default: "3" },
        model: { type: "string", default: "balanced" },
        timeout: { type: "string", default: "60" },
        out: { type: "string" },
        peers: { type: "string", default: "clingo" },
        "no-clingo": { type: "boolean", default: false },
        threads: { type: "string", default: "1" },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (e) {
    bad(`${e.message} (--help lists the options)`);
  }
  if (values.help) {
    console.log(
      "node bench/qwh.mjs [--orders 30,35,40,45,50] [--factors 1.0,1.2] [--seeds 3] [--model balanced|random]\n" +
        "                   [--timeout 60] [--out DIR] [--peers clingo,cadical,kissat,gecode|all|none] [--no-clingo] [--threads N]\n" +
        "Quasigroup with holes: the native engine against its peers on seeded instances (see the top of bench/qwh.mjs;\n" +
        "bench/qwh-peers.mjs for CaDiCaL, kissat (KISSAT=binary) and Gecode via MiniZinc). A count of 2 means two\n" +
        "solutions or more; the limits are on the clock, the times CPU time (wall time with --threads).",
    );
    process.exit(0);
  }
  const positiveInts = (name, text) => {
    const xs = text.split(",").map((x) => x.trim());
    if (!xs.every((x) => /^[1-9]\d*$/.test(x))) bad(`--${name} ${JSON.stringify(text)}: expected positive whole numbers, such as 30,35`);
    return xs.map(Number);
  };
  const positive = (name, text, example) => {
    const xs = text.split(",").map((x) => x.trim());
    if (!xs.every((x) => /^\d+(\.\d+)?$/.test(x) && Number(x) > 0)) bad(`--${name} ${JSON.stringify(text)}: expected ${example}`);
    return xs.map(Number);
  };
  const [threads] = positiveInts("threads", values.threads);
  const orders = positiveInts("orders", values.orders);
  const factors = positive("factors", values.factors, "positive numbers, such as 1.0,1.2");
  const [seeds] = positiveInts("seeds", values.seeds);
  const [timeoutS] = positive("timeout", values.timeout, "a positive number of seconds, such as 60");
  const model = values.model;
  if (model !== "balanced" && model !== "random") bad(`--model ${JSON.stringify(model)}: expected balanced or random`);
  const listed = values.peers.split(",").map((x) => x.trim());
  let wanted = [...new Set(listed.flatMap((x) => (x === "all" ? ["clingo", ...QWH_PEERS] : x === "none" ? [] : [x])))];
  if (values["no-clingo"]) wanted = wanted.filter((x) => x !== "clingo");
  if (threads > 1 && wanted.some((x) => x !== "clingo")) bad("--threads: only clingo has a portfolio to compare (-t N); leave the other peers out");
  const version = wanted.includes("clingo") ? spawnSync("clingo", ["--version"], { encoding: "utf8" }) : undefined;
  const clingo = version && version.status === 0 ? version.stdout.split("\n")[0] : undefined;
  let detected;
  try {
    detected = detectPeers(wanted.filter((x) => x !== "clingo"));
  } catch (e) {
    bad(e.message);
  }
  const { found, missing } = detected;
  if (wanted.includes("clingo") && !clingo) missing.unshift("clingo (no `clingo` on PATH: apt-get install gringo)");
  // The sides of the table, the native engine first: [name in the table, label, run(puzzle)].
  const sides = [["native", "the native engine", (puzzle) => runNative(puzzle, timeoutS, threads)]];
  if (clingo)
    sides.push([
      threads > 1 ? `clasp -t ${threads}` : "clasp",
      clingo,
      async (puzzle) => runClingo(renderProgram(puzzle, { label: puzzle.title }), timeoutS, threads),
    ]);
  for (const name of QWH_PEERS)
    if (found.has(name)) sides.push([found.get(name).label.split(" ")[0], found.get(name).label, async (puzzle) => found.get(name).run(puzzle, timeoutS)]);
  if (values.out) mkdirSync(values.out, { recursive: true });
  console.log(
    `# Quasigroup with holes, ${model} model\n\n${machine()}; ${sides.map((s) => s[1]).join("; ")}; 2 solutions asked for (a count of 2: two or more); limit ${timeoutS} s an instance on the clock; ${threads > 1 ? `wall time: the native engine a portfolio of ${threads} threads${clingo ? `, clasp -t ${threads}` : ""}` : "CPU time"}\n`,
  );
  // The native engine's code is made fast by V8 as it runs: one search beside the ladder first, so
  // that the first instance does not pay for it (about 100 ms; the peers start a process each).
  solveNative(qwhInstance(20, 1.2, "balanced", 1).puzzle, { limit: 2 });
  for (const m of missing) console.log(`not run: ${m}`);
  if (missing.length) console.log("");
  const rows = [];
  const total = sides.map(() => ({ decided: 0, par2: 0 }));
  let instances = 0;
  for (const n of orders) {
    for (const factor of factors) {
      const cell = sides.map(() => ({ decided: 0, par2: 0 }));
      for (let seed = 1; seed <= seeds; seed++) {
        const { puzzle } = qwhInstance(n, factor, model, seed);
        if (values.out) writeFileSync(join(values.out, `qwh-${model}-${n}-${factor}-${seed}.txt`), qwhText(puzzle));
        const results = [];
        for (const [, , run] of sides) results.push(await run(puzzle));
        // Every side that decided must agree on the count (1, or 2 for "at least two").
        const counts = new Set(results.filter((r) => r.count !== undefined).map((r) => r.count));
        if (counts.size > 1)
          throw new Error(
            `${puzzle.title}: the sides disagree on the number of solutions: ${sides.map(([name], k) => `${name} ${results[k].count ?? "undecided"}`).join(", ")}`,
          );
        results.forEach((r, k) => {
          const decided = r.count !== undefined;
          cell[k].decided += decided ? 1 : 0;
          cell[k].par2 += decided ? r.ms : 2 * timeoutS * 1000;
        });
        console.error(
          `${puzzle.title}: ` +
            sides
              .map(([name], k) => {
                const r = results[k];
                return `${name}: ${r.count === undefined ? "undecided" : `${r.count === 2 ? "2+" : r.count} (${fmtMs(r.ms)}${r.conflicts !== undefined ? `, ${r.conflicts} conflicts` : ""}${r.moves ? `, ${r.moves} moves` : ""})`}`;
              })
              .join(", "),
        );
      }
      cell.forEach((c, k) => {
        total[k].decided += c.decided;
        total[k].par2 += c.par2;
      });
      instances += seeds;
      rows.push([String(n), String(holesFor(n, factor)), ...cell.flatMap((c) => [`${c.decided}/${seeds}`, fmtMs(c.par2)])]);
    }
  }
  rows.push(["all", "", ...total.flatMap((c) => [`${c.decided}/${instances}`, fmtMs(c.par2)])]);
  console.log(table(["order", "holes", ...sides.flatMap(([name]) => [`${name} decided`, `${name} PAR-2`])], rows));
}
