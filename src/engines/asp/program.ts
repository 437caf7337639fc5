/**
 * From a puzzle to a clingo program: the encoding's parts from asp/, in order,
 * then the instance facts rendered by templates/instance.lp.ejs.
 *
 * Nothing a puzzle file says reaches the program except validated integers:
 * the title and id appear only in a comment line, reduced to a small safe
 * alphabet first (no newline, no `%`, `*`, `#`, `"` ...).
 */
import { readAsset } from "../../assets/files.js";
import { compileTemplate } from "../../assets/templates.js";
import type { Puzzle } from "../../puzzle/types.js";
import { getEncoding, type Encoding } from "./encodings.js";
import { RULES_MARK, type UserRules } from "./rules.js";

type Fact = [number, number, number];

interface InstanceData {
  comment: string;
  size: number;
  streams: Fact[][];
  givens: Fact[][];
}

const template = compileTemplate<InstanceData>("templates/instance.lp.ejs");

/** Text safe inside a `%` line comment of a logic program: letters, digits and a few
 * punctuation marks; anything else becomes "?". */
export function commentSafe(text: string, max = 120): string {
  const safe = text
    .replace(/[^A-Za-z0-9 _.,:;()+/'-]/g, "?")
    .replace(/\s+/g, " ")
    .trim();
  return safe.length > max ? safe.slice(0, max - 3) + "..." : safe;
}

function checkedInt(v: number, lo: number, hi: number): number {
  if (!Number.isSafeInteger(v) || v < lo || v > hi) throw new Error(`internal: ${v} is not an integer in ${lo}..${hi}`);
  return v;
}

/** The instance facts of a puzzle. `label` (an id or title) goes into the first comment line. */
export function renderInstance(puzzle: Puzzle, label = ""): string {
  const n = checkedInt(puzzle.size, 1, Number.MAX_SAFE_INTEGER);
  const rows = (grid: number[][], max: number): Fact[][] =>
    grid.map((row, r) => row.flatMap((x, c): Fact[] => (x === 0 ? [] : [[r + 1, c + 1, checkedInt(x, 1, max)]]))).filter((row) => row.length > 0);
  const data: InstanceData = {
    comment: commentSafe(label === "" ? "instance" : `instance: ${label}`),
    size: n,
    streams: rows(puzzle.streams, n * n),
    givens: rows(puzzle.givens, n),
  };
  return template(data);
}

const encodingTexts = new Map<string, string>();

export function encodingText(encoding: Encoding, parts = encoding.parts.length): string {
  const key = `${encoding.name}/${parts}`;
  let text = encodingTexts.get(key);
  if (text === undefined) {
    text = encoding.parts
      .slice(0, parts)
      .map((part) => `%%% asp/${part}\n${readAsset(`asp/${part}`).trimEnd()}\n`)
      .join("\n");
    encodingTexts.set(key, text);
  }
  return text;
}

/** The rules' sections of a program (engines/asp/rules.ts): for each file, the mark naming it, then
 * the file as it is. Last in the program, so that each file's lines are its own, moved down. */
function rulesSection(rules: UserRules): string {
  return rules.files.map((f) => `\n${RULES_MARK} ${commentSafe(f.name)}\n${f.text.endsWith("\n") ? f.text : `${f.text}\n`}`).join("");
}

/** The whole program for one puzzle, as run by clingo-wasm and printed by `strimko program`;
 * `rules`: a user's own rules, added at the end (checked by rules.ts checkRules first); `parts`:
 * only the encoding's first parts (what each part grounds to, search.ts groundingByPart). */
export function renderProgram(puzzle: Puzzle, options: { encoding?: string; label?: string; rules?: UserRules; parts?: number } = {}): string {
  const encoding = getEncoding(options.encoding);
  const rules = options.rules ? rulesSection(options.rules) : "";
  // With rules that may choose atoms of their own, a grid is one answer only when projected.
  const run = options.rules ? "clingo -n 0 --project FILE" : "clingo -n 0 FILE";
  return `% strimko program, encoding "${encoding.name}"; run with: ${run}\n\n${encodingText(encoding, options.parts)}\n%%% instance\n${renderInstance(puzzle, options.label)}${rules}`;
}
