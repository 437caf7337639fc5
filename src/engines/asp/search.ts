/**
 * Searching through clingo: render the program, run it, decode every model. The grids are checked
 * by the independent verifier where every engine's are, once (engines/verified.ts).
 *
 * Uniqueness asks clingo for two models. The encodings choose nothing but the
 * shown value/3 atoms (every other atom follows from them), so two answer sets
 * are always two different grids: a unique puzzle can never look ambiguous.
 */
import type { Grid, Puzzle } from "../../puzzle/types.js";
import { engine as sharedEngine, type ClingoRunner, type ClingoStats, type RunResult } from "./clingo.js";
import { decodeAtom, decodeGrid } from "./decode.js";
import { getEncoding } from "./encodings.js";
import { renderProgram } from "./program.js";
import { rulesMessage, rulesPlace, type UserRules } from "./rules.js";
import { ClingoRunError, InputError, UsageError } from "../../base/errors.js";
import { now } from "../../base/clock.js";

/** What a new clingo worker warms up on (engines/asp/clingo.ts setWarmUpProgram, set by engines/asp-engine.ts): the
 * program of a real puzzle, a 4x4 Sudoku with no givens (rows, columns and full streams, as every
 * puzzle has), in the default encoding, two models asked for. */
const SUDOKU_4 = [
  [1, 1, 2, 2],
  [1, 1, 2, 2],
  [3, 3, 4, 4],
  [3, 3, 4, 4],
];
export function warmUpProgram(): string {
  return renderProgram({ size: 4, streams: SUDOKU_4, givens: SUDOKU_4.map((row) => row.map(() => 0)) });
}

export interface AspOptions {
  encoding?: string;
  /** Wall-clock limit per puzzle in milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** Shown in the program's first comment line. */
  label?: string;
  /** Collect clingo's statistics (grounding size, choices, conflicts). */
  stats?: boolean;
  /** Hand clasp the choice and cardinality rules as they are (clingo's --trans-ext=no) instead of
   * letting it translate some into normal rules first (the default configuration's
   * --trans-ext=dynamic). The answer sets are the same. On the small programs of generated puzzles
   * (7x7 to 9x9), where solving takes no time and the cost is grounding and preprocessing, clingo-wasm
   * used 10 to 17 % less CPU so (and 7 to 15 % less on the corpus sets up to 16x16); on the large
   * puzzles that need search (puzzles/generated, n = 16 to 35) it used 17 to 21 % more in two of
   * three runs, so the default stays. The generator's certificate (generate/generate.ts) asks for it. */
  keepExtended?: boolean;
  /** Called when the program is handed to clingo's worker (see RunRequest). */
  started?: () => void;
  /** Where the program runs: this process's shared clingo-wasm worker by default (the web app
   * hands its own, which runs clingo-wasm's web build). */
  engine?: ClingoRunner;
  /** A user's own rules, added to the encoding (engines/asp/rules.ts; checked by checkRules first). */
  rules?: UserRules;
  /** clingo's options besides the tool's (the generator's random first answer: --rand-freq, --seed). */
  clingoOptions?: string[];
}

/** Where the time went, in milliseconds. */
export interface AspTimings {
  render: number;
  /** The clingo-wasm call, from our side (once the engine is ready). */
  run: number;
  /** clingo's own total. */
  clingo: number;
  decode: number;
  /** render + run + decode. */
  total: number;
}

async function run(puzzle: Puzzle, models: number, options: AspOptions, clingoOptions: string[]) {
  const encoding = getEncoding(options.encoding);
  const t0 = now();
  const program = renderProgram(puzzle, { encoding: encoding.name, label: options.label, rules: options.rules });
  const t1 = now();
  // A user's rules may choose atoms of their own: the answer sets are projected onto the shown
  // value/3, so that a grid is one answer however many ways the rules reach it.
  const projected = options.rules ? [...clingoOptions, "--project"] : clingoOptions;
  try {
    const result = await (options.engine ?? sharedEngine).run(program, {
      models,
      options: projected,
      timeoutMs: options.timeoutMs,
      stats: options.stats,
      started: options.started,
    });
    return { encoding: encoding.name, result, render: t1 - t0, program };
  } catch (e) {
    // clingo's words about the rule file, at the file's own line and column: the user's mistake, exit 2.
    if (options.rules && e instanceof ClingoRunError) throw rulesError(e, program, options.rules);
    throw e;
  }
}

/** clingo's first complaint about a program with a user's rules: at the rule file's own line and
 * column when it is about them (an InputError, exit 2), else as clingo said it. */
function rulesError(e: ClingoRunError, program: string, rules: UserRules): Error {
  const message = rulesMessage(e.message.replace(/^clingo failed: /, ""), program, rules);
  // The first error, with the lines that go with it (the rule it is about; a note, with its place),
  // up to the next error or clingo's closing "*** ERROR" line, on one line.
  const lines = message.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("*** ERROR"));
  const place = /^(.*?):(\d+):(\d+)(?:-[\d:]+)?: (error|note|info|warning): (.*)$/;
  const first = lines.findIndex((l) => rules.files.some((f) => l.startsWith(`${f.name}:`)) && place.exec(l)?.[4] === "error");
  const at = first < 0 ? null : place.exec(lines[first]);
  // Not about the rule file (clingo ran out of memory grounding it, say): the user's, said in one line.
  if (!at)
    return new UsageError(
      `clingo could not run your rules (${rules.name}): ${
        lines
          .find((l) => !/: info: /.test(l))
          ?.replace(/^-:\S*: /, "")
          .trim() ?? "it failed"
      }`,
    );
  const rest: string[] = [];
  for (const l of lines.slice(first + 1)) {
    const m = place.exec(l.trim());
    if (m && m[4] !== "note") break;
    rest.push(m ? `(note at ${m[2]}:${m[3]}: ${m[5]})` : l.trim().replace(/\[#inc_base\];?/g, ""));
  }
  return new InputError({ file: at[1], line: Number(at[2]), col: Number(at[3]) }, `clingo: ${[at[5].trim(), ...rest].join(" ")}`);
}

/**
 * Your rules, tried once before any puzzle: composed with the encoding and a 1×1 puzzle, and handed
 * to clingo, so that a syntax error is reported once, at the file's line and column (not once per
 * puzzle). Grounding that depends on a puzzle is still checked with each one. With several files,
 * each is tried alone first, as a native clingo reads each file on its own: a rule left unfinished
 * at the end of one file is that file's error, not the next one's.
 */
export async function tryRules(rules: UserRules, options: { encoding?: string; engine?: ClingoRunner; timeoutMs?: number } = {}): Promise<string[]> {
  try {
    return await tryTogether(rules, options);
  } catch (e) {
    // Several files, and clingo refused a line: each alone says whose it is (a rule left unfinished
    // at one file's end shows in the next one's first line when they are read together). Files
    // that only work together (a #const in one, used in another) are tried together, as above.
    if (rules.files.length > 1 && e instanceof InputError)
      for (const f of rules.files) {
        try {
          await tryTogether({ ...rules, files: [f], name: f.name }, options);
        } catch (alone) {
          if (alone instanceof InputError) throw alone;
        }
      }
    throw e;
  }
}

async function tryTogether(rules: UserRules, options: { encoding?: string; engine?: ClingoRunner; timeoutMs?: number }): Promise<string[]> {
  // A given, so that the instance's predicates all occur (a rule over given/3 is no typo).
  const timeoutMs = options.timeoutMs || TRY_RULES_MS;
  const { result, program } = await run({ size: 1, streams: [[1]], givens: [[1]] }, 1, { ...options, rules, timeoutMs }, ["--quiet=2"]);
  if (result.outcome === "timeout")
    throw new UsageError(
      `your rules (${rules.name}) did not ground within ${timeoutMs / 1000} s on a 1×1 puzzle: do they define atoms without bound (p(X+1) :- p(X))?`,
    );
  // clingo's infos about the rule file that hold for any puzzle: an atom in no rule head (a typo of
  // a predicate's name), at its place. Others (an operation undefined, such as 6/(N-1)) may come from
  // the 1×1 puzzle alone.
  return (result.infos ?? []).flatMap((info) => {
    const m = /^-:(\d+):(\d+)(?:-[\d:]+)?: info: (atom does not occur in any rule head.*)/s.exec(info);
    const at = m ? rulesPlace(program, Number(m[1]), rules) : null;
    return m && at ? [`${at.file}:${at.line}:${m[2]}: clingo (info, a typo?): ${m[3].replace(/\s+/g, " ").trim()}`] : [];
  });
}

/** How long tryRules may ground a rule file on a 1×1 puzzle without a --timeout. */
const TRY_RULES_MS = 10_000;

/** Decodes models into grids, unverified; returns the grids and the time it took. With a user's
 * rules, an answer set that is no grid (a value/3 atom outside it) is their mistake, said so (exit 2). */
function decodeAll(puzzle: Puzzle, result: RunResult, rules?: UserRules): { grids: Grid[]; decode: number } {
  const t0 = now();
  try {
    const grids = result.models.map((atoms) => decodeGrid(atoms, puzzle.size));
    return { grids, decode: now() - t0 };
  } catch (e) {
    if (rules) throw new UsageError(`your rules (${rules.name}) make an answer set that is not a grid: ${e instanceof Error ? e.message : String(e)}`);
    throw e;
  }
}

/** What clingo answers to "up to `limit` models", decoded but not yet verified (engines/verified.ts
 * verifies every engine's grids in one place). */
export interface AspSearch {
  outcome: RunResult["outcome"];
  /** Decoded grids (none when they were not asked for and no time limit made them travel). */
  grids: Grid[];
  /** Models found: the exact count when not `more` and the run was not cut short. */
  count: number;
  more: boolean;
  encoding: string;
  /** The time spent on this puzzle: waiting in the queue and starting the engine are not counted. */
  timings: AspTimings;
  stats?: ClingoStats;
}

const stopped = (r: AspSearch) => r.outcome === "timeout" || r.outcome === "UNKNOWN";

export async function searchAsp(puzzle: Puzzle, limit: number, options: AspOptions & { solutions: boolean }): Promise<AspSearch> {
  // Without a time limit or a wish to see them, models need not travel: clingo counts them.
  // With a time limit they do, so that a run cut short still knows how many it found.
  const quiet = !options.solutions && !(options.timeoutMs && options.timeoutMs > 0);
  const { encoding, result, render } = await run(puzzle, limit, options, [
    ...(quiet ? ["--quiet=2"] : []),
    ...(options.keepExtended ? ["--trans-ext=no"] : []),
    ...(options.clingoOptions ?? []),
  ]);
  const { grids, decode } = decodeAll(puzzle, result, options.rules);
  const timings = { render, run: result.wallMs, clingo: result.clingoMs, decode, total: render + result.wallMs + decode };
  const found: AspSearch = {
    outcome: result.outcome,
    grids,
    count: result.count,
    more: result.more,
    encoding,
    timings,
    ...(result.stats ? { stats: result.stats } : {}),
  };
  if (stopped(found)) found.count = grids.length;
  // A count whose models did not travel, with a user's rules: is one of them no grid (a value/3
  // atom outside it)? That is their mistake (exit 2); one more run, asking for such a model only,
  // says so, instead of every model travelling (a count of millions would not fit in memory).
  if (quiet && options.rules && found.count > 0 && !stopped(found)) {
    const check = { ...options.rules, files: [...options.rules.files, { name: "(strimko's check of your rules)", text: OUTSIDE_CHECK }] };
    const probe = await run(puzzle, 1, { ...options, rules: check }, []);
    if (probe.result.models.length > 0) decodeAll(puzzle, probe.result, options.rules);
  }
  return found;
}

/** Rules that keep only an answer set with a value/3 atom outside the grid (searchAsp's check). */
const OUTSIDE_CHECK = [
  "strimko_outside :- value(R,C,V), not cell(R,C).",
  "strimko_outside :- value(R,C,V), cell(R,C), not num(V).",
  ":- not strimko_outside.",
  "",
].join("\n");

/**
 * True candidates through clingo, for the setter's analysis: the brave consequences of the
 * puzzle's program (clingo's --enum-mode=brave), the value/3 atoms true in at least one answer set. clingo sends an answer per
 * step as the set grows; the last is the union over every answer set, so over every solution (the
 * encodings choose nothing but value/3: answer sets and grids correspond one to one). The analysis
 * (analyze/analyze.ts) compares it with the native engine's probing.
 */
export interface BraveOptions {
  timeoutMs?: number;
  encoding?: string;
  label?: string;
  engine?: ClingoRunner;
}

/** Each cell's values ([row][column] → values, ascending) in some solution; null when the time
 * limit stopped clingo first (the union so far may be short of the whole). */
export async function braveCandidates(puzzle: Puzzle, options: BraveOptions = {}): Promise<{ candidates: number[][][] | null; wallMs: number }> {
  const n = puzzle.size;
  const program = renderProgram(puzzle, { encoding: options.encoding, label: options.label });
  const r = await (options.engine ?? sharedEngine).run(program, { models: 0, options: ["--enum-mode=brave"], timeoutMs: options.timeoutMs });
  if (r.outcome === "timeout" || r.outcome === "UNKNOWN") return { candidates: null, wallMs: r.wallMs };
  const sets = Array.from({ length: n }, () => Array.from({ length: n }, () => new Set<number>()));
  const last = r.outcome === "SATISFIABLE" ? (r.models.at(-1) ?? []) : [];
  for (const atom of last) {
    const { cell, value } = decodeAtom(atom, n);
    sets[cell[0] - 1][cell[1] - 1].add(value);
  }
  return { candidates: sets.map((row) => row.map((s) => [...s].sort((a, b) => a - b))), wallMs: r.wallMs };
}

/** What one part of a program grounds to: its rules and atoms (clingo's --stats); null when clingo
 * found the program with it to have no answer set while grounding and preprocessing (its figures
 * then stop: it reports no atoms). */
export interface PartGrounding {
  part: string;
  rules: number | null;
  atoms: number | null;
}

/**
 * What each part of the encoding grounds to for a puzzle (`strimko program --stats`): the program
 * grounded part by part (the instance and the first part, then one part more each time, then your
 * rules), each without solving (`--solve-limit=0`), and each part's share the difference. So the
 * cost of a rule is seen before a search pays for it.
 */
export async function groundingByPart(puzzle: Puzzle, options: { encoding?: string; rules?: UserRules; engine?: ClingoRunner } = {}): Promise<PartGrounding[]> {
  const encoding = getEncoding(options.encoding);
  const steps: { part: string; program: string }[] = encoding.parts.map((part, k) => ({
    part: k === 0 ? `${part} + instance` : part,
    program: renderProgram(puzzle, { encoding: encoding.name, parts: k + 1 }),
  }));
  // Each rule file one step more, so that each file's cost is its own.
  const files = options.rules?.files ?? [];
  files.forEach((f, k) => {
    const rules = { ...options.rules!, files: files.slice(0, k + 1) };
    steps.push({ part: `${f.name} (your rules)`, program: renderProgram(puzzle, { encoding: encoding.name, rules }) });
  });
  const out: PartGrounding[] = [];
  let before = { rules: 0, atoms: 0 };
  for (const step of steps) {
    let r: RunResult;
    try {
      // No --project here: it changes how answers are enumerated, not what grounds (and with it
      // clingo reports no atoms).
      r = await (options.engine ?? sharedEngine).run(step.program, { models: 1, stats: true, options: ["--solve-limit=0"], timeoutMs: TRY_RULES_MS });
    } catch (e) {
      if (options.rules && e instanceof ClingoRunError) throw rulesError(e, step.program, options.rules);
      throw e;
    }
    if (r.outcome === "timeout") throw new UsageError(`${step.part} did not ground within ${TRY_RULES_MS / 1000} s`);
    if (r.outcome === "UNSATISFIABLE") {
      out.push({ part: step.part, rules: null, atoms: null });
      break;
    }
    const now = { rules: r.stats?.rules ?? 0, atoms: r.stats?.atoms ?? 0 };
    out.push({ part: step.part, rules: now.rules - before.rules, atoms: now.atoms - before.atoms });
    before = now;
  }
  return out;
}
