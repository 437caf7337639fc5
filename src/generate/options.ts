/**
 * The options of `generate`, their defaults, and the check of options handed in by a caller (the
 * library's door and the command line share it): a bad option is a UsageError in one line.
 */
import { show, UsageError } from "../base/errors.js";
import { LEVELS, RESOLUTION_LEVELS, type Level } from "../explain/difficulty.js";
import { SUDOKU_SIZES } from "../puzzle/formats/sudoku.js";
import type { UserRules } from "../engines/asp/rules.js";
import { PUZZLE_KINDS as KINDS, type PuzzleKind as Kind } from "../puzzle/types.js";

/** The kinds generate makes: every kind of puzzle (puzzle/types.ts). */
export { KINDS, type Kind };
/** A level of the scale, "resolution" (easy, medium or hard: no guess needed) or "any". */
export const DIFFICULTIES = [...LEVELS, "resolution", "any"] as const;
export type DifficultyChoice = Level | "resolution" | "any";
export const GIVENS = ["minimal", "any"] as const;
export const SYMMETRIES = ["none", "rotational"] as const;

export interface GenerateOptions {
  kind?: Kind;
  /** n; default 7 (strimko), 9 (sudoku), 6 (jigsaw), 5 (latin). */
  size?: number;
  /** How many puzzles (default 1). */
  count?: number;
  /** Any string; the same seed and options give the same puzzles. Default: a random one (recorded in each puzzle). */
  seed?: string;
  /** The first puzzle's number in the batch of this seed (1 = the first; default 1): puzzle k alone is `first: k, count: 1`. */
  first?: number;
  difficulty?: DifficultyChoice;
  givens?: (typeof GIVENS)[number];
  symmetry?: (typeof SYMMETRIES)[number];
  /** Threads that make puzzles at once (default 1: this thread alone, while clingo counts in its own): more than 1, that many worker
   * threads, but at most the processors less one; where that leaves one (2 cores), or for one puzzle, this thread alone, as with 1. */
  jobs?: number;
  /** Wall-clock limit per puzzle, milliseconds; 0 or undefined = none (the tries are bounded anyway). */
  timeoutMs?: number;
  /** Rules of one's own (engines/asp/rules.ts userRules): puzzles of that variant, made with clingo
   * (generate/with-rules.ts) and proved unique with the rules; --difficulty any, --givens minimal,
   * one job. */
  rules?: UserRules;
}

/** Options with every default filled in. */
export type Settled = Required<Omit<GenerateOptions, "rules">> & Pick<GenerateOptions, "rules">;

export const DEFAULT_SIZE: Record<Kind, number> = { strimko: 7, sudoku: 9, jigsaw: 6, latin: 5 };
/** The sizes each kind is made in: above them, a minimal puzzle takes more than a few seconds (a
 * minimal 11 × 11 strimko about 20 s, a 12 × 12 more than two minutes); a strimko needs n ≥ 3 (no
 * 2 × 2 layout of chains has a solution). */
export const SIZE_RANGE: Record<Exclude<Kind, "sudoku">, [number, number]> = { strimko: [3, 10], jigsaw: [3, 12], latin: [2, 12] };
export const MAX_COUNT = 1_000_000;
export const MAX_SEED_LENGTH = 200;
const MAX_JOBS = 256;
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The sizes a kind is made in, in words. */
export function sizesOf(kind: Kind): string {
  if (kind === "sudoku") return SUDOKU_SIZES.join(", ");
  const [lo, hi] = SIZE_RANGE[kind];
  return `${lo} to ${hi}`;
}

/** Why n is not a size `kind` is made in, if it is not. */
export function sizeProblem(kind: Kind, n: number): string | undefined {
  const ok = kind === "sudoku" ? (SUDOKU_SIZES as readonly number[]).includes(n) : n >= SIZE_RANGE[kind][0] && n <= SIZE_RANGE[kind][1];
  return ok ? undefined : `size ${n}: generate makes ${kind} puzzles of size ${sizesOf(kind)}`;
}

function oneOf<T extends string>(name: string, value: unknown, list: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(list as readonly unknown[]).includes(value)) throw new UsageError(`unknown ${name} ${show(value)}; expected one of ${list.join(", ")}`);
  return value as T;
}

function whole(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max)
    throw new UsageError(`${name} is ${show(value)}; expected a whole number from ${min} to ${max}`);
  return value as number;
}

/** A seed nobody chose: 8 random hex digits (a fresh batch each run, its seed recorded in every
 * puzzle). Web Crypto, which Node and the browsers both have. */
function freshSeed(): string {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0].toString(16).padStart(8, "0");
}

/** The options, checked and completed; a UsageError names the first bad one. */
export function settle(options: unknown): Settled {
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new UsageError(`not valid options: the options are ${show(options)}; expected an object`);
  const o = { ...((options ?? {}) as Record<string, unknown>) };
  const known = new Set(["kind", "size", "count", "seed", "first", "difficulty", "givens", "symmetry", "jobs", "timeoutMs", "rules"]);
  for (const key of Object.keys(o)) if (!known.has(key)) throw new UsageError(`unknown option ${show(key)}; expected ${[...known].join(", ")}`);
  const kind = oneOf("kind", o.kind, KINDS, "strimko");
  const size = whole("size", o.size, 0, Number.MAX_SAFE_INTEGER, DEFAULT_SIZE[kind]);
  const bad = sizeProblem(kind, size);
  if (bad) throw new UsageError(bad);
  const givens = oneOf("givens", o.givens, GIVENS, "minimal");
  // Each removal is a count by search on a grid of 625 cells: minutes for one puzzle.
  if (kind === "sudoku" && size === 25 && givens === "minimal")
    throw new UsageError(
      "a minimal 25x25 Sudoku takes minutes to make; ask for --givens any (givens then go only while resolution alone still solves the puzzle)",
    );
  if (o.seed !== undefined && typeof o.seed !== "string") throw new UsageError(`seed is ${show(o.seed)}; expected a string`);
  // Characters as typed (code points): an emoji is one, not two UTF-16 units.
  const seedLength = typeof o.seed === "string" ? [...o.seed].length : 0;
  if (seedLength > MAX_SEED_LENGTH) throw new UsageError(`the seed has ${seedLength} characters; at most ${MAX_SEED_LENGTH}`);
  const count = whole("count", o.count, 1, MAX_COUNT, 1);
  const first = whole("first", o.first, 1, Number.MAX_SAFE_INTEGER, 1);
  // A puzzle numbered past it could not be asked for again (and k + 1 is k there); written so
  // that the sum itself is not rounded.
  if (count - 1 > Number.MAX_SAFE_INTEGER - first)
    throw new UsageError(`the batch goes past puzzle ${Number.MAX_SAFE_INTEGER}, the last one: start lower (first, --index) or make fewer (count)`);
  const rules = o.rules as UserRules | undefined;
  if (rules !== undefined && (typeof rules !== "object" || rules === null || !Array.isArray(rules.files) || rules.files.length === 0))
    throw new UsageError(`rules is ${show(o.rules)}; expected the rules of one or more files (userRules)`);
  // The levels grade the puzzle's own rules: with rules of one's own they do not measure it.
  const difficulty = oneOf("difficulty", o.difficulty, DIFFICULTIES, rules ? "any" : "resolution");
  if (rules && difficulty !== "any")
    throw new UsageError(`--difficulty ${difficulty}: the levels grade the puzzle's own rules, not yours (${rules.name}); with --rules, --difficulty any`);
  if (rules && givens !== "minimal")
    throw new UsageError(
      "--givens any keeps givens resolution alone needs, and resolution reads the puzzle's own rules, not yours: with --rules, --givens minimal",
    );
  // Tough means an intersection of a stream and a line: a Latin square has no stream (200 tries
  // would fail after half a minute at 12x12).
  // A 2x2 or 3x3 square is easy whatever its givens (docs/generate.md): 200 tries would say so late.
  if (difficulty === "medium" && size <= 3) throw new UsageError(`a ${size}x${size} puzzle is easy whatever its givens; medium comes from 4x4`);
  if (kind === "latin" && difficulty === "tough")
    throw new UsageError("a tough puzzle needs an intersection of a stream and a line, and a latin square has no streams; ask for fiendish or diabolical");
  return {
    kind,
    size,
    count,
    seed: (o.seed as string | undefined) ?? freshSeed(),
    first,
    difficulty,
    givens,
    symmetry: oneOf("symmetry", o.symmetry, SYMMETRIES, "none"),
    jobs: whole("jobs", o.jobs, 1, MAX_JOBS, 1),
    timeoutMs: whole("timeoutMs", o.timeoutMs, 0, MAX_TIMEOUT_MS, 0),
    ...(rules ? { rules } : {}),
  };
}

/** The levels a choice accepts. */
export function levelsOf(choice: DifficultyChoice): readonly Level[] {
  if (choice === "any") return LEVELS;
  if (choice === "resolution") return RESOLUTION_LEVELS;
  return [choice];
}
