/** `strimko count`'s text output: how many solutions, exactly or at least, and the solutions when asked. */
import type { CountRecord } from "../records/count-record.js";
import { formatGrid, plural, printable, secondsText } from "../text/output.js";
import { rulesNote } from "../text/rules-note.js";

export function countText(r: CountRecord, timeoutMs: number | undefined): string {
  if (r.status === "error" && r.agree !== false) return "";
  if (r.agree === false) {
    let out = `${printable(r.id)}: ENGINES DISAGREE\n`;
    for (const [name, e] of Object.entries(r.engines))
      out += `  ${name === "asp" ? "clingo" : name}: ${e.complete ? "exactly" : "at least"} ${plural(e.count, "solution")}${e.status === "timeout" ? " (timeout)" : ""}\n`;
    if (r.error) out += `  ${printable(r.error.replace(/^engines disagree: /, ""))}\n`;
    return out;
  }
  if (r.count === null) return "";
  let head: string;
  if (r.complete) head = r.count === 0 ? "no solution" : r.count === 1 ? "1 solution (unique)" : plural(r.count, "solution");
  else if (r.status === "timeout") head = `at least ${plural(r.count, "solution")} (timeout after ${secondsText(timeoutMs ?? 0)})`;
  else head = `at least ${plural(r.count, "solution")} (stopped at --limit ${r.limit})`;
  let out = `${printable(r.id)}: ${head}\n`;
  for (const [k, grid] of (r.solutions ?? []).entries()) out += `  solution ${k + 1}:\n${formatGrid(grid, "    ")}\n`;
  if (r.rules) out += rulesNote({ rules: r.rules, variant: r.variant, engines: Object.keys(r.engines), grid: false });
  return out;
}
