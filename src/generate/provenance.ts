/**
 * Where a generated puzzle comes from, in its title and source (the metadata every format with
 * metadata writes, and every reader reads back):
 *
 *   title:  strimko 7x7 easy, seed "tuesday" #3
 *   source: strimko generate 0.1.0: --kind strimko --size 7 --seed "tuesday" --difficulty resolution --givens minimal --symmetry none --index 3
 *
 * The source line is the command that makes this puzzle again (puzzle k of a seed depends on the
 * seed, k and the options only). The seed is written as a JSON string, with every character that
 * could end the line, reorder it or not be text at all (U+2028, bidirectional controls, U+FFFE)
 * escaped too, so that any seed is one line of plain text and reads back as itself.
 *
 * In the source line the seed is also a shell word that sh and bash read as the seed: a JSON string
 * is a shell's double-quoted word (`\"` and `\\` mean the same in both), except for `$` and the
 * backquote, which would run or expand something in the shell of whoever pastes the line from a
 * puzzle file handed on, and `!`, an interactive bash's history. Those three stand in single
 * quotes between the double-quoted pieces (`"a"'$'"(x)"`), where every shell takes them as they are
 * (a JSON \u escape would be safe too, but a shell keeps it as six characters: another seed).
 */
import type { Level } from "../explain/difficulty.js";
import type { Settled } from "./options.js";

const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g;

/** What a shell acts on inside double quotes: `$` and the backquote expand, `!` is bash's history. */
const SHELL_ACTIVE = /[$`!]/g;

/** A seed as a JSON string that is safe on one line of any output. */
export function quoteSeed(seed: string): string {
  return JSON.stringify(seed).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A seed as the source line writes it: its JSON string, with `$`, the backquote and `!` in single quotes. */
function shellSeed(seed: string): string {
  return quoteSeed(seed).replace(SHELL_ACTIVE, (c) => `"'${c}'"`);
}

/** The seed a source line's shell word (double-quoted JSON pieces and single-quoted ones) stands for. */
function readShellSeed(word: string): string {
  return (word.match(/"(?:[^"\\]|\\.)*"|'[^']*'/g) ?? []).map((piece) => (piece.startsWith("'") ? piece.slice(1, -1) : (JSON.parse(piece) as string))).join("");
}

export function provenanceTitle(o: Settled, index: number, level: Level): string {
  // With rules of one's own the level is not measured (it grades the puzzle's own rules): the rules are named instead.
  const what = o.rules ? `with ${o.rules.files.map((f) => quoteSeed(f.name.replace(/^.*[\\/]/, ""))).join(" + ")}` : level;
  return `${o.kind} ${o.size}x${o.size} ${what}, seed ${quoteSeed(o.seed)} #${index}`;
}

export function provenanceSource(o: Settled, index: number, version: string): string {
  const rules = (o.rules?.files ?? []).map((f) => ` --rules ${shellSeed(f.name)}`).join("");
  return `strimko generate ${version}: --kind ${o.kind} --size ${o.size} --seed ${shellSeed(o.seed)} --difficulty ${o.difficulty} --givens ${o.givens} --symmetry ${o.symmetry} --index ${index}${rules}`;
}

/** The options and index a source line records (for tests and tools that read puzzles back), or null. */
export function readProvenance(
  source: string,
): { kind: string; size: number; seed: string; difficulty: string; givens: string; symmetry: string; index: number; rules?: string[] } | null {
  const word = `(?:"(?:[^"\\\\]|\\\\.)*"|'[^']*')+`;
  const m = new RegExp(
    `^strimko generate \\S+: --kind (\\S+) --size (\\d+) --seed (${word}) --difficulty (\\S+) --givens (\\S+) --symmetry (\\S+) --index (\\d+)((?: --rules ${word})*)$`,
  ).exec(source);
  if (!m) return null;
  const rules = (m[8].match(new RegExp(` --rules (${word})`, "g")) ?? []).map((r) => readShellSeed(r.slice(" --rules ".length)));
  return {
    kind: m[1],
    size: Number(m[2]),
    seed: readShellSeed(m[3]),
    difficulty: m[4],
    givens: m[5],
    symmetry: m[6],
    index: Number(m[7]),
    ...(rules.length > 0 ? { rules } : {}),
  };
}
