/** The words of `strimko check-output`: a line per graded output, its problems below it, and a
 * line per student when a class was graded. */
import type { OutputRecord } from "../explain/check-record.js";
import { plural, printable } from "../text/output.js";

/** The problems shown under an output; a longer list ends with how many more there are. */
const SHOWN = 5;

const PROCEDURE = { resolve: "RESOLVESTRIMKO", solve: "SOLVESTRIMKO" } as const;

export function outputText(r: OutputRecord): string {
  const name = printable(r.output);
  if (r.verdict === "missing") return `${name}: missing (no output for ${printable(r.puzzle)}${r.error ? `; ${printable(r.error)}` : ""})\n`;
  if (r.verdict === "unreadable" || r.verdict === "unmatched") return `${printable(r.error ?? name)}\n`;
  const proc = PROCEDURE[r.algorithm!];
  const notes = (r.notes ?? []).map((n) => `  note: ${n}\n`).join("");
  if (r.verdict === "ungraded") return `${name}: not graded: ${r.problems?.[0]?.text ?? ""}\n`;
  if (r.verdict === "right") return `${name}: right (${proc}: "${r.given!.status}", ${plural(r.given!.facts, "fact")})\n${notes}`;
  const problems = r.problems!;
  const where = (line: number) => (line ? `line ${line}: ` : "");
  const first = problems[0];
  const rest = problems.slice(1, SHOWN).map((p) => `  ${where(p.line)}${p.text}\n`);
  const more = problems.length > SHOWN ? `  … and ${problems.length - SHOWN} more\n` : "";
  const count = problems.length === 1 ? "" : ` (${problems.length} problems)`;
  return `${name}: wrong${count}: first at ${first.line ? `line ${first.line}` : "the end"}: ${first.text}\n${rest.join("")}${more}${notes}`;
}

/** One line per student: how many outputs are right. */
export function classSummary(records: OutputRecord[]): string {
  const by = new Map<string, OutputRecord[]>();
  for (const r of records) by.set(r.submission, [...(by.get(r.submission) ?? []), r]);
  const lines = [...by].map(([who, rs]) => {
    const count = (v: OutputRecord["verdict"]) => rs.filter((r) => r.verdict === v).length;
    const others = (["ungraded", "missing", "unreadable", "unmatched"] as const).filter((v) => count(v) > 0).map((v) => `, ${count(v)} ${v}`);
    return `${printable(who)}: ${count("right")} of ${rs.length} right${others.join("")}`;
  });
  return `${lines.join("\n")}\n`;
}
