#!/usr/bin/env node
// npm run soak: random puzzles of every shape through both engines, the verifier and, for small
// grids, the soak's own brute-force count. One summary line; exit 1 on any failure. See --help.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { count, solve, writePuzzles } from "../dist/index.js";
import { installFault } from "../dist/engines/faults.js";
import { bruteForce } from "./brute.mjs";
import { judge } from "./judge.mjs";
import { puzzleSeed, rng } from "./random.mjs";
import { GIVENS, SHAPES, makePuzzle } from "./shapes.mjs";

const HELP = `Usage: npm run soak -- [options]

Random puzzles (Latin squares, Sudoku boxes, jigsaw regions, chain, scattered, dealt and short
streams; no, few, many, random and clashing givens) counted and solved by both engines, every
solution verified, and for n <= --brute-max counted again by plain backtracking. Puzzle K of a
seed is the same on every machine, whatever --count and --index.

  --count N       puzzles to run (default 500)
  --seed S        any text (default "soak")
  --index K       the first puzzle's number (default 0): --index K --count 1 runs puzzle K alone
  --sizes LIST    grid sizes n, e.g. 2-6 or 1-7,9 (default 1-6; at most 16)
  --shapes LIST   some of ${SHAPES.join(",")} (default all)
  --limit L       count up to L solutions (default 10, at least 2)
  --brute-max n   brute-force counts for n up to this (default 6)
  --timeout S     seconds each engine may take on a puzzle (default 60); a timeout is reported, not a failure
  --help          this text

Prints each failure (what went wrong, the command that runs that puzzle alone, the puzzle in the
text format) on stderr, then one summary line on stdout. Exit code 0: no failure; 1: a failure;
2: bad options.`;

/** The placements brute force may make on one puzzle before it gives up (about a second). */
const BRUTE_BUDGET = 1_000_000;

class Usage extends Error {}

function parseSizes(text) {
  const sizes = new Set();
  for (const part of text.split(",")) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) throw new Usage(`--sizes: "${part}" is not a size or a range a-b`);
    const [lo, hi] = [Number(m[1]), Number(m[2] ?? m[1])];
    if (lo < 1 || hi > 16 || lo > hi) throw new Usage(`--sizes: ${part} is not within 1-16`);
    for (let n = lo; n <= hi; n++) sizes.add(n);
  }
  return [...sizes].sort((a, b) => a - b);
}

function whole(name, text, min) {
  if (!/^\d+$/.test(text ?? "") || Number(text) < min || !Number.isSafeInteger(Number(text)))
    throw new Usage(`${name} takes a whole number of at least ${min}, not ${JSON.stringify(text ?? "")}`);
  return Number(text);
}

export function parseArgs(argv) {
  const o = { count: 500, seed: "soak", index: 0, sizesText: "1-6", shapes: SHAPES, limit: 10, bruteMax: 6, timeout: 60, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Usage(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === "--help" || arg === "-h") o.help = true;
    else if (arg === "--count") o.count = whole(arg, value(), 1);
    else if (arg === "--seed") o.seed = value();
    else if (arg === "--index") o.index = whole(arg, value(), 0);
    else if (arg === "--sizes") o.sizesText = value();
    else if (arg === "--limit") o.limit = whole(arg, value(), 2);
    else if (arg === "--brute-max") o.bruteMax = whole(arg, value(), 0);
    else if (arg === "--timeout") o.timeout = whole(arg, value(), 1);
    else if (arg === "--shapes") {
      o.shapes = value()
        .split(",")
        .map((s) => s.trim());
      const unknown = o.shapes.find((s) => !SHAPES.includes(s));
      if (unknown !== undefined) throw new Usage(`--shapes: "${unknown}" is not one of ${SHAPES.join(", ")}`);
    } else throw new Usage(`unknown option ${JSON.stringify(arg)}; see --help`);
  }
  o.sizes = parseSizes(o.sizesText);
  return o;
}

/** The soak's test hook (the soak is a test tool; the strimko command has none): STRIMKO_FAULT=flip-asp|flip-native|native-none
 * installs that test fault (src/engines/faults.ts), one engine deliberately wrong in the library's count and solve,
 * so that a test sees the soak catch it. */
const FAULT = ["flip-asp", "flip-native", "native-none"].find((f) => f === process.env.STRIMKO_FAULT);
installFault(FAULT);

/** An argument as a POSIX shell reads it back. */
const shellWord = (s) => (/^[\w.,/:=@+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

function reproduce(o, index) {
  // The options that make the puzzle and judge it, where they differ from the defaults.
  const d = parseArgs([]);
  const words = ["--seed", o.seed];
  if (o.sizesText !== d.sizesText) words.push("--sizes", o.sizesText);
  if (o.shapes.join() !== d.shapes.join()) words.push("--shapes", o.shapes.join(","));
  for (const [flag, key] of [
    ["--limit", "limit"],
    ["--brute-max", "bruteMax"],
    ["--timeout", "timeout"],
  ])
    if (o[key] !== d[key]) words.push(flag, String(o[key]));
  words.push("--index", String(index), "--count", "1");
  return `${FAULT ? `STRIMKO_FAULT=${FAULT} ` : ""}npm run soak -- ${words.map(shellWord).join(" ")}`;
}

/** One puzzle: made from its own seed, run through everything, judged. */
export async function soakOne(o, index) {
  const made = makePuzzle(rng(puzzleSeed(o.seed, index)), o.sizes, o.shapes);
  const { puzzle } = made;
  const timeoutMs = o.timeout * 1000;
  let verdict;
  try {
    const both = await count(puzzle, { limit: o.limit, solutions: true, timeoutMs });
    const native = await count(puzzle, { engine: "native", limit: o.limit, solutions: true, timeoutMs });
    const solved = await solve(puzzle, { timeoutMs });
    const brute = puzzle.size <= o.bruteMax ? bruteForce(puzzle, { limit: o.limit + 1, budget: BRUTE_BUDGET }) : null;
    const expect = made.clash ? { none: true } : made.solution ? { solution: made.solution } : {};
    verdict = judge(puzzle, { both, native, solve: solved, brute }, expect, o.limit);
  } catch (e) {
    const what = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
    verdict = { problems: [`internal error: ${what}`], timedOut: false, bruteChecked: false };
  }
  return { made, index, ...verdict, brute: puzzle.size <= o.bruteMax };
}

function report(o, r) {
  const { made, index } = r;
  const n = made.puzzle.size;
  let text;
  try {
    text = writePuzzles([made.puzzle], "text");
  } catch {
    text = JSON.stringify(made.puzzle);
  }
  const lines = [
    `FAIL puzzle ${index} (${made.shape}, ${n}x${n}, givens ${made.givens}):`,
    ...r.problems.map((p) => `  ${p}`),
    `  reproduce: ${reproduce(o, index)}`,
    "  puzzle:",
    ...text
      .trimEnd()
      .split("\n")
      .map((l) => `    ${l}`),
  ];
  process.stderr.write(lines.join("\n") + "\n");
}

export async function soak(o) {
  const start = performance.now();
  const tally = {
    shapes: Object.fromEntries(o.shapes.map((s) => [s, 0])),
    givens: Object.fromEntries(GIVENS.map((g) => [g, 0])),
    agree: 0,
    brute: 0,
    bruteGaveUp: 0,
    timeouts: 0,
    failures: 0,
  };
  let lastNote = start;
  for (let k = 0; k < o.count; k++) {
    const r = await soakOne(o, o.index + k);
    tally.shapes[r.made.shape] = (tally.shapes[r.made.shape] ?? 0) + 1;
    tally.givens[r.made.givens]++;
    if (r.problems.length > 0) {
      tally.failures++;
      report(o, r);
    } else if (r.timedOut) tally.timeouts++;
    else {
      tally.agree++;
      if (r.bruteChecked) tally.brute++;
      else if (r.brute) tally.bruteGaveUp++;
    }
    // A long soak says how far it is, a minute apart, on stderr.
    if (performance.now() - lastNote > 60_000) {
      lastNote = performance.now();
      process.stderr.write(`soak: ${k + 1}/${o.count} puzzles, ${tally.failures} failures, ${((lastNote - start) / 1000).toFixed(0)} s\n`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const list = (rec) =>
    Object.entries(rec)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  const line =
    `soak seed ${JSON.stringify(o.seed)} from ${o.index}, sizes ${o.sizesText}, limit ${o.limit}: ${o.count} puzzles in ${seconds.toFixed(1)} s ` +
    `(shapes: ${list(tally.shapes)}; givens: ${list(tally.givens)}); engines and verifier agree on ${tally.agree}, ` +
    `brute force agrees on ${tally.brute} (gave up on ${tally.bruteGaveUp}), timeouts ${tally.timeouts}, failures ${tally.failures}`;
  return { line, tally, seconds };
}

async function main() {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof Usage)) throw e;
    process.stderr.write(`soak: ${e.message}\n`);
    process.exit(2);
  }
  if (o.help) {
    process.stdout.write(HELP + "\n");
    return;
  }
  const { line, tally } = await soak(o);
  process.stdout.write(line + "\n");
  process.exitCode = tally.failures > 0 ? 1 : 0;
}

// Run as a program (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) await main();
