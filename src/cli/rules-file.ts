/** `--rules FILE.lp` (once or more): the rule files read once, and checked (engines/asp/rules.ts), before any puzzle. */
import { UsageError } from "../base/errors.js";
import { type RuleFile, type UserRules, userRules, VARIANT_FILES } from "../engines/asp/rules.js";
import { readAsset } from "../assets/files.js";
import { fsPromises } from "./files.js";

export interface RulesCheck {
  engine?: string;
  encoding?: string;
  /** The command's --timeout (the grounding of the rules on a 1×1 puzzle is bounded by it, else by 10 s). */
  timeoutMs?: number;
  /** Only read and check the files (program prints them: nothing is grounded). */
  readOnly?: boolean;
  /** clingo's infos about a rule file (a predicate in no rule head: a typo?), one line each. */
  note?: (line: string) => void;
}

/** Why a rule file could not be read, in words. */
function why(e: NodeJS.ErrnoException): string {
  return e.code === "ENOENT" ? "no such file" : e.code === "EISDIR" ? "is a directory" : e.code === "EACCES" ? "permission denied" : e.message;
}

/** The rules of `--rules` (every file given, in order), or undefined without it; a file that cannot
 * be read, a directive a rule file may not use, or clingo's complaint (a syntax error, grounding
 * without bound), is the one error of the run (exit 2). */
export async function readRules(paths: readonly string[] | undefined, check: RulesCheck = {}): Promise<UserRules | undefined> {
  if (paths === undefined || paths.length === 0) return undefined;
  const engine = check.engine ?? "both";
  const { readFile } = await fsPromises();
  const files: RuleFile[] = [];
  for (const path of paths) {
    if (path === "-") throw new UsageError("--rules takes a file (standard input is for puzzles)");
    try {
      files.push({ name: path, text: new TextDecoder("utf-8", { fatal: false }).decode(await readFile(path)) });
    } catch (e) {
      // A shipped variant by its name (`--rules diagonals`), from wherever the command runs: the
      // package's own asp/variants/NAME.lp, unless a file of that name is here.
      const shipped = (VARIANT_FILES as readonly string[]).includes(path) ? readAsset(`asp/variants/${path}.lp`) : undefined;
      if (shipped === undefined || (e as NodeJS.ErrnoException).code !== "ENOENT")
        throw new UsageError(`cannot read ${path}: ${why(e as NodeJS.ErrnoException)}`);
      files.push({ name: path, text: shipped });
    }
  }
  const rules = userRules(files);
  // A variant the native engine takes (the shipped diagonals) may be asked of it alone; other rules are clingo's.
  if (engine === "resolution")
    throw new UsageError(
      `resolution alone (the assignment's RESOLVESTRIMKO) reads the puzzle's own rules, not yours (${rules.name}): use --engine both, asp${rules.variant ? " or native" : ""}`,
    );
  if (engine !== "both" && engine !== "asp" && !(engine === "native" && rules.variant))
    throw new UsageError(`your rules (${rules.name}) are read by clingo alone: use --engine asp (or both), not ${engine}`);
  // Read only (program prints them), or the shipped diagonals (known to ground): nothing to try.
  if (check.readOnly || rules.variant) return rules;
  const { tryRules } = await import("../engines/asp/search.js");
  for (const line of await tryRules(rules, { encoding: check.encoding, timeoutMs: check.timeoutMs })) check.note?.(line);
  return rules;
}
