/** `strimko explain` and `strimko grade` as text (the records are built in src/explain/record.ts). */
import type { ExplainRecord, GradeRecord } from "../explain/record.js";
import { explainSummary } from "../explain/summary.js";
import { printable } from "../text/output.js";

/** Pencil marks: a grid of each cell's candidates, known values alone (a cell with one candidate left is always known). */
function candidatesText(cands: number[][][]): string {
  const n = cands.length;
  const cell = (vs: number[]) => (vs.length === 0 ? "-" : n <= 9 ? vs.join("") : vs.join(","));
  const width = Math.max(...cands.flat().map((vs) => cell(vs).length));
  return (
    cands
      .map(
        (row) =>
          "  " +
          row
            .map((vs) => cell(vs).padEnd(width))
            .join("  ")
            .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

/** The explanation's first line: the puzzle and what it took ("resolution stalls; solved with 3 guesses"). */
export function explainHead(r: ExplainRecord): string {
  return `${printable(r.id)}: ${explainSummary(r)}\n`;
}

export function explainText(r: ExplainRecord): string {
  let out = explainHead(r);
  const width = String(r.steps.length).length;
  for (const s of r.steps) out += `${"  ".repeat(s.depth)}${String(s.n).padStart(width + 2)}. ${s.text}\n`;
  if (r.techniques) {
    // The path that earns grade's level: the search above is the assignment's, and guesses.
    out += `without a guess: where resolution stalls, stronger inferences close it (level ${r.techniques.level}), each followed by resolution's singles:\n`;
    for (const [k, u] of r.techniques.uses.entries()) out += `  ${String.fromCharCode(97 + (k % 26))}. ${u.technique}: ${u.text}\n`;
  }
  if (r.candidates) {
    out += `candidates after resolution (pencil marks; a cell with one number is known${r.candidates.length > 9 ? "; values separated by commas" : ""}):\n`;
    out += candidatesText(r.candidates);
  }
  return out;
}

/** "id: grade (reason)"; a puzzle resolution solves has its level after the grade ("resolution, easy"); a search one's level is the grade's word. */
export function gradeText(r: GradeRecord): string {
  const level = r.level && r.level !== r.grade ? `, ${r.level}` : "";
  return `${printable(r.id)}: ${r.grade}${level} (${printable(r.reason)})\n`;
}
