/**
 * A user's own rules (`--rules FILE.lp`), added to the encoding: a variant's constraints ("the two
 * diagonals hold every value once"), over the encoding's contract (asp/README.md: value/3, cell/2,
 * num/1, in/3, full/1, given/3, size/1, stream/3). They come after the instance, so that clingo's
 * messages about them are read back at the rule file's own line and column.
 *
 * What a rule file may not do, refused before clingo runs, at its line and column:
 * - `#show`: the answer sets show value/3 alone, which the decoder reads as a grid;
 * - `#include`, `#script`: no file is read and no code runs on behalf of a puzzle's rules;
 * - `#project`, `#minimize`, `#maximize`, weak constraints (`:~`), `#heuristic`, `#external`,
 *   `#program`: they change what an answer set is, or split the program, under the tool's questions
 *   (how many grids).
 * A rule may still choose other atoms: clingo then projects the answer sets onto the shown value/3
 * (`--project`), so that a grid is counted once however many ways it is reached.
 */
import { SourceText } from "../../puzzle/source.js";

export interface UserRules {
  /** The rule file's name, as messages name it. */
  name: string;
  text: string;
}

const REFUSED = ["show", "include", "script", "project", "minimize", "maximize", "minimise", "maximise", "heuristic", "external", "program"];

/** The mark of the rules' section in a program: its next line is the rule file's line 1. */
export const RULES_MARK = "%%% rules:";

/** Throws an InputError at the first directive a rule file may not use (comments and strings skipped). */
export function checkRules(rules: UserRules): void {
  const src = new SourceText(rules.name, rules.text);
  // Blank out comments (% to the line's end, %* … *%) and strings, keeping offsets.
  const plain = rules.text.replace(/%\*[\s\S]*?\*%|%[^\n]*|"(?:[^"\\\n]|\\.)*"/g, (m) => m.replace(/[^\n]/g, " "));
  // A weak constraint asks for an optimum, as #minimize does: under the tool's questions (how many
  // grids) clingo would enumerate improving models, not grids.
  const weak = plain.indexOf(":~");
  if (weak >= 0)
    throw src.errorAt(
      weak,
      "a weak constraint (:~) is not allowed in your rules: they may only add constraints (and atoms of their own) over value/3 (see asp/README.md)",
    );
  for (const m of plain.matchAll(/#([A-Za-z_]+)/g)) {
    const name = m[1].toLowerCase();
    if (REFUSED.includes(name))
      throw src.errorAt(
        m.index ?? 0,
        `#${m[1]} is not allowed in your rules: they may only add constraints (and atoms of their own) over value/3 (see asp/README.md)`,
      );
  }
}

/** The program's line (1-based) that is the rule file's line 1, or null when it has no rules. */
function firstRulesLine(program: string): number | null {
  const mark = program.split("\n").findIndex((l) => l.startsWith(RULES_MARK));
  return mark < 0 ? null : mark + 2;
}

/** The rule file's line of a line of a composed program, or null when it is not in the rules' section. */
export function rulesPlace(program: string, line: number): number | null {
  const first = firstRulesLine(program);
  return first === null || line < first ? null : line - first + 1;
}

/**
 * clingo's message about a composed program, with its positions in the rules' section read as the
 * rule file's own ("-:42:7-9: error: …" becomes "rules.lp:3:7-9: error: …"). Positions elsewhere
 * stay as they are.
 */
export function rulesMessage(message: string, program: string, rules: UserRules): string {
  const first = firstRulesLine(program);
  if (first === null) return message;
  return message.replace(/(^|\n)(?:-|<[^>]*>):(\d+):(\d+)(-\d+(?::\d+)?)?:/g, (whole, start: string, line: string, col: string, rest = "") => {
    const l = Number(line);
    if (l < first) return whole;
    return `${start}${rules.name}:${l - first + 1}:${col}${rest}:`;
  });
}
