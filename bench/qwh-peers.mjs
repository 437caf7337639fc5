// bench/qwh.mjs's peers besides clingo, each run only where installed (issue 28: "with clasp's and,
// where installed, Gecode's and CaDiCaL's figures"):
//   - CaDiCaL (Debian's `cadical`) and kissat (not packaged: KISSAT names a binary built from its
//     source, https://github.com/arminbiere/kissat, `./configure && make`; nothing of it is in this
//     repository) on the standard "3D" SAT encoding of Latin-square completion (sat3d below);
//   - Gecode through MiniZinc (`minizinc` with Debian's libgecodeflatzinc49) on bench/peers/latin.mzn:
//     all_different with domain consistency on every row and column.
// Each is asked for two solutions, as the native engine and clasp are: a SAT solver runs twice, the
// second time with the first solution excluded by a clause; MiniZinc is given --num-solutions 2.
// Time: the CPU time of the solver's processes (their own and their children's, from
// /proc/self/stat: bench/lib.mjs, childrenCpu), both runs of a SAT solver together, MiniZinc's
// flattening included. Every solution a peer reports is decoded and checked by the project's
// verifier: a peer's wrong answer stops the benchmark rather than counting.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { verify } from "../dist/index.js";
import { childrenCpu } from "./lib.mjs";

const MODEL = join(dirname(fileURLToPath(import.meta.url)), "peers", "latin.mzn");

/** The peers bench/qwh.mjs knows besides clingo, in its table's order. */
export const QWH_PEERS = ["cadical", "kissat", "gecode"];

/** The first line of a command's version, or undefined when it does not run. */
function versionOf(bin, args) {
  const r = spawnSync(bin, args, { encoding: "utf8" });
  return r.status === 0 && !r.error ? r.stdout.trim().split("\n")[0] : undefined;
}

/** Which of `wanted` can run here: name -> { label, run } (absent when not installed, with a reason). */
export function detectPeers(wanted) {
  const found = new Map();
  const missing = [];
  for (const name of wanted) {
    if (name === "cadical") {
      const v = versionOf("cadical", ["--version"]);
      // Debian's CaDiCaL 1.5.3 calls itself "sc2021".
      if (v) found.set(name, { label: `CaDiCaL ${v}`, run: (puzzle, s) => runSat("cadical", (left) => ["-q", "-t", String(Math.ceil(left))], puzzle, s) });
      else missing.push("cadical (no `cadical` on PATH: apt-get install cadical)");
    } else if (name === "kissat") {
      const bin = process.env.KISSAT;
      const v = bin ? versionOf(bin, ["--version"]) : undefined;
      if (v) found.set(name, { label: `kissat ${v}`, run: (puzzle, s) => runSat(bin, (left) => ["-q", `--time=${Math.ceil(left)}`], puzzle, s) });
      else missing.push(bin ? `kissat (KISSAT=${bin} does not run)` : "kissat (set KISSAT to a kissat binary: bench/README.md, Peers)");
    } else if (name === "gecode") {
      const listing = spawnSync("minizinc", ["--solvers"], { encoding: "utf8" });
      const solvers = listing.status === 0 && !listing.error ? listing.stdout : undefined;
      const gecode = solvers ? solvers.match(/Gecode ([\d.]+) \(org\.gecode\.gecode/)?.[1] : undefined;
      const mzn = gecode ? versionOf("minizinc", ["--version"])?.match(/version ([\d.]+)/)?.[1] : undefined;
      if (gecode) found.set(name, { label: `Gecode ${gecode} (MiniZinc ${mzn ?? "?"})`, run: runGecode });
      else missing.push("gecode (no `minizinc` with Gecode: apt-get install minizinc libgecodeflatzinc49)");
    } else throw new Error(`--peers: unknown peer ${JSON.stringify(name)} (clingo, ${QWH_PEERS.join(", ")}, all or none)`);
  }
  return { found, missing };
}

/**
 * The standard "3D" encoding of a Latin-square completion (Kautz et al. 2001; Ansótegui et al.,
 * AAAI-04): a variable x(r, c, v) for each hole (r, c) and each value v that neither row r nor
 * column c already holds; each hole, each row's missing value and each column's missing value
 * exactly one (a clause for "at least one", a clause per pair for "at most one").
 */
export function sat3d(puzzle) {
  const n = puzzle.size;
  const g = puzzle.givens;
  const rowHas = g.map((row) => new Set(row.filter((v) => v > 0)));
  const colHas = Array.from({ length: n }, (_, c) => new Set(g.map((row) => row[c]).filter((v) => v > 0)));
  const id = new Map();
  const cells = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (g[r][c] === 0)
        for (let v = 1; v <= n; v++)
          if (!rowHas[r].has(v) && !colHas[c].has(v)) {
            id.set(`${r},${c},${v}`, cells.length + 1);
            cells.push([r, c, v]);
          }
  const clauses = [];
  const exactlyOne = (lits) => {
    clauses.push(lits.join(" "));
    for (let i = 0; i < lits.length; i++) for (let j = i + 1; j < lits.length; j++) clauses.push(`-${lits[i]} -${lits[j]}`);
  };
  const lit = (r, c, v) => id.get(`${r},${c},${v}`);
  const range = Array.from({ length: n }, (_, i) => i);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (g[r][c] === 0) exactlyOne(range.map((v) => lit(r, c, v + 1)).filter(Boolean));
  for (let r = 0; r < n; r++) for (let v = 1; v <= n; v++) if (!rowHas[r].has(v)) exactlyOne(range.map((c) => lit(r, c, v)).filter(Boolean));
  for (let c = 0; c < n; c++) for (let v = 1; v <= n; v++) if (!colHas[c].has(v)) exactlyOne(range.map((r) => lit(r, c, v)).filter(Boolean));
  return { vars: cells.length, cells, clauses };
}

/** A SAT solver's answer: "sat" with the true variables, "unsat", or undefined (none in time). */
function readSat(stdout) {
  const status = stdout.match(/^s (SATISFIABLE|UNSATISFIABLE|UNKNOWN)/m)?.[1];
  if (status === "UNSATISFIABLE") return { status: "unsat" };
  if (status !== "SATISFIABLE") return undefined;
  const trueVars = [];
  for (const line of stdout.split("\n"))
    if (line.startsWith("v ")) for (const t of line.slice(2).trim().split(/\s+/)) if (Number(t) > 0) trueVars.push(Number(t));
  return { status: "sat", trueVars };
}

/** The grid a SAT model gives: the givens, and each hole's value from its true variable. */
function gridOf(puzzle, enc, trueVars) {
  const grid = puzzle.givens.map((row) => [...row]);
  for (const x of trueVars) if (x <= enc.vars) grid[enc.cells[x - 1][0]][enc.cells[x - 1][1]] = enc.cells[x - 1][2];
  return grid;
}

/** A SAT solver asked for two solutions: { ms, count } (count undefined: undecided in timeoutS).
 * `args(seconds)`: the solver's options with its own time limit, the time left. The time counts
 * the solver's CPU and this process's own for the encoding and the files (clasp's grounding and
 * MiniZinc's flattening are counted too); the solvers' CPU is read in clock ticks (10 ms). */
function runSat(bin, args, puzzle, timeoutS) {
  const own = process.cpuUsage();
  const ownSeconds = () => {
    const u = process.cpuUsage(own);
    return (u.user + u.system) / 1e6;
  };
  const enc = sat3d(puzzle);
  const dir = mkdtempSync(join(tmpdir(), "qwh-sat-"));
  try {
    let solver = 0;
    const clauses = [...enc.clauses];
    let first;
    for (let found = 0; found < 2; found++) {
      const file = join(dir, `run${found}.cnf`);
      writeFileSync(file, `p cnf ${enc.vars} ${clauses.length}\n${clauses.join(" 0\n")} 0\n`);
      const left = timeoutS - solver - ownSeconds();
      if (left <= 0) return { ms: timeoutS * 1000, count: undefined };
      const before = childrenCpu();
      const r = spawnSync(bin, [...args(left), file], { encoding: "utf8", timeout: Math.ceil((left + 5) * 1000), maxBuffer: 1 << 28 });
      solver += childrenCpu() - before;
      // Killed at the limit (ours or its own): undecided, whatever it printed before.
      if (r.error?.code === "ETIMEDOUT" || r.signal === "SIGTERM") return { ms: timeoutS * 1000, count: undefined };
      if (r.error) throw new Error(`${bin}: ${r.error.message}`);
      const answer = readSat(r.stdout ?? "");
      // A SAT solver answers 10 (satisfiable) or 20 (unsatisfiable), or 0 with UNKNOWN when its
      // own limit stopped it; anything else is a failure of the run, said rather than counted.
      const unknown = r.status === 0 && /^[sc] UNKNOWN/m.test(r.stdout ?? ""); // CaDiCaL 1.5 says "c UNKNOWN"
      const ok = (r.status === 10 && answer?.status === "sat") || (r.status === 20 && answer?.status === "unsat") || unknown;
      if (!ok) throw new Error(`${bin} failed (exit ${r.status ?? r.signal}) on ${puzzle.title}: ${(r.stderr || r.stdout || "").trim().split("\n").pop()}`);
      const used = solver + ownSeconds();
      if (unknown || used > timeoutS) return { ms: timeoutS * 1000, count: undefined };
      if (answer.status === "unsat") return { ms: used * 1000, count: found };
      const grid = gridOf(puzzle, enc, answer.trueVars);
      if (verify(puzzle, grid).length > 0) throw new Error(`${bin}: a solution fails verification on ${puzzle.title}`);
      if (first && JSON.stringify(first) === JSON.stringify(grid)) throw new Error(`${bin}: the excluded solution again on ${puzzle.title}`);
      first = grid;
      // The next run excludes this solution: not all of its hole values at once.
      clauses.push(
        answer.trueVars
          .filter((x) => x <= enc.vars)
          .map((x) => `-${x}`)
          .join(" "),
      );
    }
    return { ms: (solver + ownSeconds()) * 1000, count: 2 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** MiniZinc with Gecode asked for two solutions: { ms, count } (count undefined: undecided). */
function runGecode(puzzle, timeoutS) {
  const dir = mkdtempSync(join(tmpdir(), "qwh-mzn-"));
  try {
    const data = join(dir, "p.dzn");
    const n = puzzle.size;
    writeFileSync(data, `n = ${n};\ng = array2d(1..${n}, 1..${n}, [${puzzle.givens.flat().join(", ")}]);\n`);
    const before = childrenCpu();
    const r = spawnSync("minizinc", ["--solver", "gecode", "--num-solutions", "2", "--time-limit", String(timeoutS * 1000), MODEL, data], {
      encoding: "utf8",
      timeout: (timeoutS + 10) * 1000,
      maxBuffer: 1 << 28,
    });
    const used = childrenCpu() - before;
    if (r.error && r.error.code !== "ETIMEDOUT") throw new Error(`minizinc: ${r.error.message}`);
    const out = r.stdout ?? "";
    const grids = [...out.matchAll(/^\[([\d, ]+)\]$/gm)].map((m) => {
      const flat = m[1].split(",").map(Number);
      return Array.from({ length: n }, (_, i) => flat.slice(i * n, i * n + n));
    });
    for (const grid of grids) if (verify(puzzle, grid).length > 0) throw new Error(`minizinc: a solution fails verification on ${puzzle.title}`);
    // "==========": the search is complete (all solutions, fewer than asked); "=====UNSATISFIABLE=====": none.
    const complete = /^==========$/m.test(out) || /=====UNSATISFIABLE=====/.test(out);
    const decided = grids.length >= 2 || complete;
    if (!decided && r.status !== 0 && !r.error && !/=====UNKNOWN=====/.test(out) && r.signal === null)
      throw new Error(`minizinc exited ${r.status}: ${(r.stderr || out).trim().split("\n").pop()}`);
    return decided && used <= timeoutS ? { ms: used * 1000, count: grids.length } : { ms: timeoutS * 1000, count: undefined };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
