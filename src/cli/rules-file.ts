/** `--rules FILE.lp`: the rule file read once, and checked (engines/asp/rules.ts), before any puzzle. */
import { UsageError } from "../base/errors.js";
import { checkRules, type UserRules } from "../engines/asp/rules.js";
import { fsPromises } from "./files.js";

export interface RulesCheck {
  engine?: string;
  encoding?: string;
  /** The command's --timeout (the grounding of the rules on a 1×1 puzzle is bounded by it, else by 10 s). */
  timeoutMs?: number;
  /** Only read and check the file (program prints it: nothing is grounded). */
  readOnly?: boolean;
  /** clingo's infos about the rule file (a predicate in no rule head: a typo?), one line each. */
  note?: (line: string) => void;
}

/** Why a rule file could not be read, in words. */
function why(e: NodeJS.ErrnoException): string {
  return e.code === "ENOENT" ? "no such file" : e.code === "EISDIR" ? "is a directory" : e.code === "EACCES" ? "permission denied" : e.message;
}

/** The rules of `--rules`, or undefined without it; a file that cannot be read, a directive a rule
 * file may not use, or clingo's complaint (a syntax error, grounding without bound), is the one
 * error of the run (exit 2). */
export async function readRules(path: string | undefined, check: RulesCheck = {}): Promise<UserRules | undefined> {
  if (path === undefined) return undefined;
  const engine = check.engine ?? "both";
  if (engine !== "both" && engine !== "asp") throw new UsageError(`--rules are read by clingo alone: use --engine asp (or both), not ${engine}`);
  if (path === "-") throw new UsageError("--rules takes a file (standard input is for puzzles)");
  const { readFile } = await fsPromises();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: false }).decode(await readFile(path));
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${why(e as NodeJS.ErrnoException)}`);
  }
  const rules = { name: path, text };
  checkRules(rules);
  if (check.readOnly) return rules;
  const { tryRules } = await import("../engines/asp/search.js");
  for (const line of await tryRules(rules, { encoding: check.encoding, timeoutMs: check.timeoutMs })) check.note?.(line);
  return rules;
}
