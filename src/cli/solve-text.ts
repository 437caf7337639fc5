/** `strimko solve`'s text output: one verdict per puzzle, both answers side by side when the engines disagree. */
import type { SolveRecord } from "../records/solve-record.js";
import { formatGrid, printable, secondsText } from "../text/output.js";
import { rulesNote } from "../text/rules-note.js";

const ENGINE_NAMES: Record<string, string> = { asp: "clingo", native: "native" };

function verdictText(status: string, unique: boolean | null, timeoutMs: number | undefined, hasSolution: boolean): string {
  if (status === "solved") return `solved, ${unique ? "unique" : "not unique: 2+ solutions"}`;
  if (status === "unsatisfiable") return "no solution";
  if (status === "unsolved") return "unsolved by resolution alone";
  if (status === "contradiction") return "contradiction (resolution refutes the givens)";
  if (status === "timeout") return `timeout after ${secondsText(timeoutMs ?? 0)}${hasSolution ? " (found a solution; uniqueness not decided)" : ""}`;
  return status;
}

export function solveText(r: SolveRecord, timeoutMs: number | undefined): string {
  if (r.status === "error" && r.agree !== false) return "";
  if (r.agree === false) {
    // A disagreement: both answers, side by side, nothing preferred.
    let out = `${printable(r.id)}: ENGINES DISAGREE\n`;
    for (const [name, e] of Object.entries(r.engines)) {
      out += `  ${ENGINE_NAMES[name] ?? name}: ${e.status === "error" ? printable(e.error ?? "") : verdictText(e.status ?? "", e.unique ?? null, timeoutMs, !!e.solution)}\n`;
      if (e.solution) out += formatGrid(e.solution, "    ") + "\n";
    }
    return out;
  }
  let out = `${printable(r.id)}: ${verdictText(r.status, r.unique, timeoutMs, !!r.solution)}\n`;
  const grid = r.solution ?? (r.status === "unsolved" ? r.grid : undefined);
  if (grid) out += formatGrid(grid).replace(/(^|\s)0(?=\s|$)/g, "$1.") + "\n";
  if (r.matchesStated === false && r.unique !== true) out += "  (a different solution from the one stated in the file)\n";
  if (r.rules) out += rulesNote({ rules: r.rules, variant: r.variant, engines: Object.keys(r.engines), grid: !!r.solution });
  return out;
}
