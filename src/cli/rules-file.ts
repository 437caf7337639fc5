/** `--rules FILE.lp`: the rule file read once, and checked (engines/asp/rules.ts), before any puzzle. */
import { UsageError } from "../base/errors.js";
import { checkRules, type UserRules } from "../engines/asp/rules.js";
import { fsPromises, why } from "./files.js";

/** The rules of `--rules`, or undefined without it; a file that cannot be read, a directive a rule
 * file may not use, or clingo's complaint (a syntax error), is the one error of the run (exit 2).
 * `engine`: the engine asked for (only clingo reads rules). */
export async function readRules(path: string | undefined, engine = "both", encoding?: string): Promise<UserRules | undefined> {
  if (path === undefined) return undefined;
  if (engine !== "both" && engine !== "asp") throw new UsageError(`--rules are read by clingo alone: use --engine asp (or both), not ${engine}`);
  const { readFile } = await fsPromises();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: false }).decode(await readFile(path));
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${why(e as NodeJS.ErrnoException)}`);
  }
  const rules = { name: path, text };
  checkRules(rules);
  const { tryRules } = await import("../engines/asp/search.js");
  await tryRules(rules, { encoding });
  return rules;
}
