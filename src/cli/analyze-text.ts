/** `strimko analyze`'s text output: the verdict, the true candidates as pencil marks, the givens
 * that would make the puzzle unique, the redundant givens, or why there is no solution. */
import type { AnalyzeRecord } from "../analyze/record.js";
import { plural, printable } from "../text/output.js";

/** Which solutions the fewest givens were sought over (analyze/fewest.ts). */
export const SCOPE_WORDS = {
  "every solution": "over every solution",
  "one solution": "for the first solution found; another may need fewer",
  "the chosen solution": "for the solution the file states",
} as const;

const at = ([r, c, v]: [number, number, number]) => `(${r},${c})=${v}`;

/** Each cell's true candidates, in columns: digits run together up to 9x9, comma-separated above. */
function pencilGrid(candidates: number[][][], indent: string): string {
  const sep = candidates.length > 9 ? "," : "";
  const texts = candidates.map((row) => row.map((vs) => (vs.length === 0 ? "-" : vs.join(sep))));
  const width = Math.max(...texts.flat().map((t) => t.length));
  return texts
    .map(
      (row) =>
        indent +
        row
          .map((t) => t.padEnd(width))
          .join("  ")
          .trimEnd(),
    )
    .join("\n");
}

function head(r: AnalyzeRecord): string {
  const { count, exact } = r.solutions;
  if (r.status === "unique") return "1 solution (unique)";
  if (r.status === "none") return "no solution";
  if (r.status === "several") return exact ? plural(count, "solution") : `at least ${plural(count, "solution")}`;
  if (r.status === "timeout") return "not settled within the time limit";
  return "ENGINES DISAGREE";
}

export function analyzeText(r: AnalyzeRecord): string {
  if (r.status === "error" && r.timeMs === null) return "";
  let out = `${printable(r.id)}: ${head(r)}\n`;
  if (r.status === "error") return `${out}  ${printable(r.error ?? "")}\n`;
  for (const w of r.warnings) out += `  not a proper Strimko: ${w}\n`;
  const by = r.candidatesBy.length === 2 ? "native probing and clingo's brave consequences agree" : `by ${r.candidatesBy.join(" and ")}`;
  if (r.candidates && r.status !== "none" && r.status !== "unique") {
    out += `  true candidates (the values each cell takes in some solution; ${by}):\n${pencilGrid(r.candidates, "    ")}\n`;
  } else if (r.status === "several") out += "  true candidates: not all decided within the time limit\n";
  if (r.counts && r.status === "several") {
    const ones = r.counts.flatMap((row, i) =>
      row.flatMap((cell, j) => cell.flatMap((k, v): [number, number, number][] => (k === 1 ? [[i + 1, j + 1, v + 1]] : []))),
    );
    const decided = r.counts.every((row) => row.every((cell) => cell.every((k) => k !== null)));
    out +=
      ones.length > 0
        ? `  ${plural(ones.length, "candidate")} in exactly one solution (one given that makes it unique): ${ones.map(at).join(", ")}\n`
        : decided
          ? "  no single given makes it unique\n"
          : "  no candidate found in exactly one solution among those counted in time\n";
  }
  const f = r.fewest;
  if (!f && r.status === "several") out += "  fewest extra givens to make it unique: none found within the time limit\n";
  if (f) {
    const proved = f.exact ? "proved fewest" : `the fewest found; at least ${f.lowerBound} needed`;
    out += `  fewest extra givens to make it unique: ${f.givens.length} (${proved} ${SCOPE_WORDS[f.scope]}): ${f.givens.map(at).join(", ")}\n`;
  }
  const red = r.redundant;
  if (red) {
    const all = red.complete ? "" : " (not every given tried within the time limit)";
    out +=
      red.givens.length > 0
        ? `  redundant givens (each may go alone, the puzzle stays unique)${all}: ${red.givens.map(at).join(", ")}\n`
        : `  no redundant given: each is needed${all}\n`;
    if (red.together.length > 1) out += `  of them, these may all go at once: ${red.together.map(at).join(", ")}\n`;
  }
  const core = r.core;
  if (core) {
    const members = [
      ...(core.givens.length > 0 ? [`givens ${core.givens.map(at).join(", ")}`] : []),
      ...core.streams.map((id, k) => `stream ${id} (${core.streamCells[k].map(([row, col]) => `(${row},${col})`).join(", ")})`),
    ];
    const checked = r.crosscheck.core === "agree" ? ", confirmed by clingo" : r.crosscheck.core === "timeout" ? ", clingo's check timed out" : "";
    const one = core.givens.length + core.streams.length === 1;
    const minimal = one ? "minimal: without it there is one" : "minimal: leave any one out and there is one";
    out += `  why: ${members.join(" and ") || "the rows and columns alone"} already ${one || members.length === 0 ? "has" : "have"} no solution (${core.minimal ? minimal : "not minimised within the time limit"}${checked})\n`;
  }
  return out;
}
