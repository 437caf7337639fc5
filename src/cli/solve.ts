/** `strimko solve`: solve, verify and judge uniqueness, one report per puzzle. */
import { solveAsp } from "../asp/solve.js";
import { ExitCode, StrimkoError, type ExitCodeValue } from "../errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { formatGrid, ms, sameGrid } from "./output.js";

export interface SolveCommandOptions {
  encoding?: string;
  timeoutMs?: number;
}

export interface SolveRecord {
  id: string;
  status: "solved" | "unsatisfiable" | "timeout" | "error";
  solution: number[][] | null;
  unique: boolean | null;
  size: number | null;
  title: string | null;
  matchesStated: boolean | null;
  encoding: string | null;
  timeMs: number | null;
  error?: string;
}

export interface Outcome {
  record: SolveRecord;
  exit: ExitCodeValue;
}

function errorRecord(id: string, e: StrimkoError, size: number | null = null, title: string | null = null): Outcome {
  return {
    record: { id, status: "error", solution: null, unique: null, size, title, matchesStated: null, encoding: null, timeMs: null, error: e.message },
    exit: e.exitCode,
  };
}

export async function solveEntry(entry: ParsedEntry, options: SolveCommandOptions): Promise<Outcome> {
  if (entry.error) return errorRecord(entry.id, entry.error);
  const p = entry.puzzle;
  try {
    const r = await solveAsp(p, { encoding: options.encoding, timeoutMs: options.timeoutMs, label: entry.id });
    const matchesStated = p.solution && r.solution ? sameGrid(p.solution, r.solution) : null;
    const record: SolveRecord = {
      id: entry.id,
      status: r.status,
      solution: r.solution,
      unique: r.unique,
      size: p.size,
      title: p.title ?? null,
      matchesStated,
      encoding: r.encoding,
      timeMs: ms(r.timings.total),
    };
    if (r.unique === true && matchesStated === false) {
      // The file's solution passed the rules when it was read, so a unique answer must equal it.
      record.error = "clingo found a unique solution that differs from the valid solution stated in the file";
      return { record, exit: ExitCode.disagree };
    }
    const exit = r.status === "solved" ? ExitCode.ok : r.status === "unsatisfiable" ? ExitCode.noSolution : ExitCode.timeout;
    return { record, exit };
  } catch (e) {
    if (e instanceof StrimkoError) return errorRecord(entry.id, e, p.size, p.title ?? null);
    throw e;
  }
}

export function solveText(r: SolveRecord, timeoutMs: number | undefined): string {
  if (r.status === "error" && !r.solution) return "";
  const head =
    r.status === "solved"
      ? `solved, ${r.unique ? "unique" : "not unique: 2+ solutions"}`
      : r.status === "unsatisfiable"
        ? "no solution"
        : `timeout after ${(timeoutMs ?? 0) / 1000} s${r.solution ? " (found a solution; uniqueness not decided)" : ""}`;
  let out = `${r.id}: ${head}\n`;
  if (r.solution) out += formatGrid(r.solution) + "\n";
  if (r.matchesStated === false && r.unique !== true) out += "  (a different solution from the one stated in the file)\n";
  return out;
}
