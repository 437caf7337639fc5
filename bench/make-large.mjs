// Makes the large squares of bench/large/ (scattered and chain streams, n = 20..35) for bench/large.mjs.
//   npm run build && node bench/make-large.mjs [--out bench/large] [--sizes 20,25,30,35] [--kinds scatter,chain] [--fill 0.15] [--seeds 1] [--down-to PCT [--try-ms MS]]
//
// Deterministic: the same files on every run (the generator's seeded random source, src/generate/random.ts),
// except with --try-ms (which removals are decided in time depends on the machine), and as long as no completion of a Latin square reaches its 20 s limit (none does up to n = 35; at n = 40
// with 15 % random values the completions are mostly refuted, slowly: not in the set).
// Per puzzle:
// - chain: a random Latin square (randomSolution: 15 % of the cells get random values, the native
//   engine completes them), then up to n chains of n cells drawn on it, consecutive
//   cells a king's move apart, each holding every value once (see chainStreams; cells left over have
//   no stream). The generator's own way, a layout first and a solution for it after
//   (strimkoLayout, randomSolution), gives up above n = 12 or so;
// - scattered: a random Latin square (the same way), then streams drawn from it: for
//   each value, its n cells go to the n streams in a random order, so every stream holds every value
//   once and its cells lie anywhere in the grid;
// then K % of the cells, drawn at random, are kept as givens, and while the native engine finds two
// solutions a cell where the two differ gets its value as a given too: the puzzle left has exactly one
// solution (the native engine's count to 2; bench/large.mjs checks it against native clingo).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Random } from "../dist/generate/random.js";
import { kingNeighbours } from "../dist/generate/layout.js";
import { solveNative } from "../dist/engines/native/solver.js";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "bench/large" },
    sizes: { type: "string", default: "20,25,30,35" },
    seeds: { type: "string", default: "1" },
    kinds: { type: "string", default: "scatter,chain" },
    /** Givens kept at random, in %, per kind. */
    "k-scatter": { type: "string", default: "40" },
    "k-chain": { type: "string", default: "42" },
    /** The share of the cells given random values before the native engine completes a Latin square. */
    fill: { type: "string", default: "0.15" },
    /** Then givens removed, in a random order, while the solution stays unique, down to this % (0: none removed). */
    "down-to": { type: "string", default: "0" },
    /** With --down-to: a removal whose count to two is not decided in this many ms keeps its given (0: no limit). */
    "try-ms": { type: "string", default: "0" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const seeds = values.seeds.split(",");
const kinds = values.kinds.split(",");
mkdirSync(values.out, { recursive: true });

const toGrid = (flat, n) => Array.from({ length: n }, (_, r) => flat.slice(r * n, r * n + n));

function shuffle(xs, rng) {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** Chains drawn on a solution: up to n chains of n cells, each a walk by king's moves through cells not
 * taken yet whose values differ (a depth-first search for such a walk from a random start, free
 * neighbours with the fewest free neighbours first, at most 20,000 steps; a walk not found in 20
 * starts is not drawn). Cells left over have no stream. */
function chainStreams(solution, n, rng) {
  const flat = solution.flat();
  const owner = new Array(n * n).fill(0);
  const freeDegree = (i) => kingNeighbours(i, n).filter((j) => owner[j] === 0).length;
  let s = 0;
  for (let chain = 1; chain <= n; chain++) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const free = [];
      for (let i = 0; i < n * n; i++) if (owner[i] === 0) free.push(i);
      const used = new Set();
      const walk = [];
      let steps = 0;
      const extend = (cell) => {
        if (++steps > 20000) return false;
        walk.push(cell);
        used.add(flat[cell]);
        owner[cell] = -1;
        if (walk.length === n) return true;
        const next = shuffle(
          kingNeighbours(cell, n).filter((j) => owner[j] === 0 && !used.has(flat[j])),
          rng,
        ).sort((a, b) => freeDegree(a) - freeDegree(b));
        for (const j of next) if (extend(j)) return true;
        walk.pop();
        used.delete(flat[cell]);
        owner[cell] = 0;
        return false;
      };
      if (extend(rng.pick(free))) {
        s++;
        for (const cell of walk) owner[cell] = s;
        break;
      }
      for (const cell of walk) owner[cell] = 0;
    }
  }
  return toGrid(
    owner.map((o) => Math.max(o, 0)),
    n,
  );
}

function scatterStreams(solution, n, rng) {
  const flat = solution.flat();
  const streams = new Array(n * n).fill(0);
  for (let v = 1; v <= n; v++) {
    const cells = [];
    for (let i = 0; i < n * n; i++) if (flat[i] === v) cells.push(i);
    shuffle(cells, rng).forEach((cell, s) => (streams[cell] = s + 1));
  }
  return toGrid(streams, n);
}

/** A random solution: SEED % of the cells get random values that no peer (row, column, stream) has
 * yet, then the native engine completes them (first solution, 20 s at most); drawn again when it
 * cannot. (The generator's fill, which draws every value, often fails on large empty squares.) */
function randomSolution(n, streams, rng, share) {
  const sflat = streams.flat();
  for (;;) {
    const givens = new Array(n * n).fill(0);
    for (const cell of shuffle([...Array(n * n).keys()], rng).slice(0, Math.round(share * n * n))) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      const taken = new Set();
      for (let i = 0; i < n * n; i++) {
        if (givens[i] && (Math.floor(i / n) === r || i % n === c || (sflat[cell] && sflat[i] === sflat[cell]))) taken.add(givens[i]);
      }
      const free = [];
      for (let v = 1; v <= n; v++) if (!taken.has(v)) free.push(v);
      if (free.length) givens[cell] = rng.pick(free);
    }
    const s = solveNative({ size: n, streams, givens: toGrid(givens, n) }, { limit: 1, timeoutMs: 20000 });
    if (s.count === 1) return s.solutions[0];
  }
}

/** K % of the solution's cells at random, then a cell where two solutions differ until one is left. */
function uniqueGivens(n, streams, solution, k, rng) {
  const flat = solution.flat();
  const givens = new Array(n * n).fill(0);
  for (const cell of shuffle([...Array(n * n).keys()], rng).slice(0, Math.round((k / 100) * n * n))) givens[cell] = flat[cell];
  let added = 0;
  for (;;) {
    const r = solveNative({ size: n, streams, givens: toGrid(givens, n) }, { limit: 2 });
    if (r.status !== "solved") throw new Error(`unexpected ${r.status}`);
    if (r.count === 1) return { givens: toGrid(givens, n), added };
    const a = r.solutions[0].flat();
    const b = r.solutions[1].flat();
    const differ = [];
    for (let i = 0; i < n * n; i++) if (a[i] !== b[i]) differ.push(i);
    const cell = rng.pick(differ);
    givens[cell] = flat[cell];
    added++;
  }
}

/** Givens taken away in a random order while the puzzle keeps one solution (the native engine's count
 * to two), until `target` givens are left or each has been tried once: few givens, as published
 * Strimko have, reached from a unique puzzle without the slow counts of an under-determined one.
 * `tryMs` > 0: a removal whose count is not decided in that time keeps its given (the puzzle stays
 * unique; which removals time out depends on the machine, so such a set is not reproducible to the
 * cell: the files say how they were made). At order 20 a few counts take minutes each without it. */
function fewerGivens(n, streams, givens, target, rng, tryMs) {
  const flat = givens.flat();
  let count = flat.filter((v) => v !== 0).length;
  let removed = 0;
  let undecided = 0;
  for (const cell of shuffle([...Array(n * n).keys()], rng)) {
    if (count <= target) break;
    if (flat[cell] === 0) continue;
    const v = flat[cell];
    flat[cell] = 0;
    const r = solveNative({ size: n, streams, givens: toGrid(flat, n) }, { limit: 2, collect: false, timeoutMs: tryMs });
    if (r.status === "timeout") undecided++;
    else if (r.status !== "solved") throw new Error(`unexpected ${r.status}`);
    if (r.status === "solved" && r.count === 1) {
      count--;
      removed++;
    } else flat[cell] = v;
  }
  return { givens: toGrid(flat, n), removed, undecided };
}

for (const kind of kinds) {
  const k = Number(values[`k-${kind}`]);
  for (const n of sizes) {
    for (const seed of seeds) {
      const name = `${kind}${n}_k${k}${Number(values["down-to"]) > 0 ? `_d${values["down-to"]}` : ""}_s${seed}`;
      const rng = new Random(JSON.stringify(["bench-large", kind, n, seed]));
      const t = performance.now();
      let streams;
      let solution;
      if (kind === "chain") {
        const none = toGrid(new Array(n * n).fill(0), n);
        solution = randomSolution(n, none, rng, Number(values.fill));
        streams = chainStreams(solution, n, rng);
      } else {
        const none = toGrid(new Array(n * n).fill(0), n);
        solution = randomSolution(n, none, rng, Number(values.fill));
        streams = scatterStreams(solution, n, rng);
      }
      const unique = uniqueGivens(n, streams, solution, k, rng);
      const added = unique.added;
      const downTo = Number(values["down-to"]);
      const tryMs = Number(values["try-ms"]);
      const fewer = downTo > 0 ? fewerGivens(n, streams, unique.givens, Math.round((downTo / 100) * n * n), rng, tryMs) : undefined;
      const givens = fewer ? fewer.givens : unique.givens;
      const count = givens.flat().filter((v) => v !== 0).length;
      const puzzle = {
        title: name,
        source: `bench/make-large.mjs: ${kind} streams, ${k} % of the cells as givens, ${added} added back until the solution is unique${fewer ? `, then ${fewer.removed} removed while it stayed unique (down to ${values["down-to"]} %${fewer.undecided > 0 ? `; ${fewer.undecided} kept whose removal was not decided in ${values["try-ms"]} ms` : ""})` : ""}`,
        size: n,
        streams,
        givens,
      };
      const json = `{\n${Object.entries(puzzle)
        .map(
          ([key, v]) =>
            `  ${JSON.stringify(key)}: ${Array.isArray(v) ? `[\n${v.map((row) => `    ${JSON.stringify(row).replace(/,/g, ", ")}`).join(",\n")}\n  ]` : JSON.stringify(v)}`,
        )
        .join(",\n")}\n}\n`;
      writeFileSync(join(values.out, `${name}.json`), json);
      console.error(
        `${name}: ${count} givens (${added} added back${fewer ? `, ${fewer.removed} removed` : ""}), ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    }
  }
}
