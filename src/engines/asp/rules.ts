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
 *
 * Several rule files may be given: each is its own section of the program, and a message about one
 * is read back at that file's line. A file that is one of the shipped variants the native engine
 * also takes (puzzle/variants.ts: asp/variants/diagonals.lp, compared without its comments and
 * spaces) lets both engines answer, cross-checked; any other rule is clingo's alone.
 */
import { readAsset } from "../../assets/files.js";
import { SourceText } from "../../puzzle/source.js";
import { NATIVE_VARIANTS, type NativeVariant } from "../../puzzle/variants.js";

/** One rule file. */
export interface RuleFile {
  /** The file's name, as messages name it. */
  name: string;
  text: string;
}

/** A user's rules: one or more files, in the order given. */
export interface UserRules {
  files: readonly RuleFile[];
  /** How messages and records name them: the file, or the files joined by " + ". */
  name: string;
  /** The variant the native engine takes too, when every file is the shipped file of one; undefined:
   * clingo alone reads the rules. */
  variant?: NativeVariant;
}

const REFUSED = ["show", "include", "script", "project", "minimize", "maximize", "minimise", "maximise", "heuristic", "external", "program"];

/** The variants shipped in asp/variants/ (NAME.lp), as the web app offers them (a test holds the list to the folder). */
export const VARIANT_FILES = ["diagonals", "non-consecutive", "anti-knight"] as const;

/** The mark of a rule file's section in a program: its next line is that file's line 1. */
export const RULES_MARK = "%%% rules:";

/** The rules of these files, each checked (checkRules), with the native variant they are, if any. */
export function userRules(files: readonly RuleFile[]): UserRules {
  for (const f of files) checkRules(f);
  // A file of comments alone adds no rule: it does not stop the others being a variant.
  const ruling = files.filter((f) => bare(f.text) !== "");
  const variants = new Set(ruling.map(variantOf));
  const only = variants.size === 1 ? [...variants][0] : undefined;
  return { files, name: files.map((f) => f.name).join(" + "), ...(only ? { variant: only } : {}) };
}

/** A rule's text without its comments and spaces: what compares two files' rules. */
function bare(text: string): string {
  return text.replace(/%\*[\s\S]*?\*%|%[^\n]*/g, "").replace(/\s+/g, "");
}

/** The shipped variant a rule file is (its rules those of asp/variants/NAME.lp), or undefined. */
function variantOf(file: RuleFile): NativeVariant | undefined {
  const rules = bare(file.text);
  return NATIVE_VARIANTS.find((v) => {
    let shipped: string;
    try {
      shipped = readAsset(`asp/variants/${v}.lp`);
    } catch {
      return false; // a bundle without the variant files (the web app's): clingo alone
    }
    return bare(shipped) === rules;
  });
}

/** Throws an InputError at the first directive a rule file may not use (comments and strings skipped). */
export function checkRules(rules: RuleFile): void {
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

/** The rule files' sections of a program: each file's name and the program's line that is its line 1.
 * The first mark is the first line that starts with RULES_MARK (the encoding and the instance have
 * none); the others are counted from the files' own lines (program.ts rulesSection: a blank line,
 * the mark, the file), so that a file's own line that looks like a mark moves nothing. */
function sections(program: string, rules: UserRules): { name: string; first: number }[] {
  const mark = program.split("\n").findIndex((l) => l.startsWith(RULES_MARK));
  if (mark < 0) return [];
  const out: { name: string; first: number }[] = [];
  let first = mark + 2;
  for (const f of rules.files) {
    out.push({ name: f.name, first });
    const lines = (f.text.endsWith("\n") ? f.text : `${f.text}\n`).split("\n").length - 1;
    first += lines + 2;
  }
  return out;
}

/** The rule file and its line of a line of a composed program, or null when it is in no rule file's section. */
export function rulesPlace(program: string, line: number, rules: UserRules): { file: string; line: number } | null {
  const all = sections(program, rules);
  for (let k = all.length - 1; k >= 0; k--) if (line >= all[k].first) return { file: all[k].name, line: line - all[k].first + 1 };
  return null;
}

/**
 * clingo's message about a composed program, with its positions in a rule file's section read as
 * that file's own ("-:42:7-9: error: …" becomes "rules.lp:3:7-9: error: …"). Positions elsewhere
 * stay as they are.
 */
export function rulesMessage(message: string, program: string, rules: UserRules): string {
  return message.replace(/(^|\n)(?:-|<[^>]*>):(\d+):(\d+)(-\d+(?::\d+)?)?:/g, (whole, start: string, line: string, col: string, rest = "") => {
    const at = rulesPlace(program, Number(line), rules);
    // A range that ends on another line ("-4:2") is moved by the same offset.
    const end = at && rest.includes(":") ? rest.replace(/^-(\d+)/, (_m: string, l: string) => `-${Number(l) - Number(line) + at.line}`) : rest;
    return at ? `${start}${at.file}:${at.line}:${col}${end}:` : whole;
  });
}
