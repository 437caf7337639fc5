/** `strimko count`: enumerate solutions up to a limit. */
import { countAsp } from "../asp/solve.js";
import { ExitCode, StrimkoError, type ExitCodeValue } from "../errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { formatGrid, ms, plural } from "./output.js";

export interface CountCommandOptions {
  limit: number;
  solutions: boolean;
  encoding?: string;
  timeoutMs?: number;
}

export interface CountRecord {
  id: string;
  status: "counted" | "timeout" | "error";
  count: number | null;
  complete: boolean | null;
  limit: number;
  encoding: string | null;
  timeMs: number | null;
  solutions?: number[][][];
  error?: string;
}

export async function countEntry(entry: ParsedEntry, options: CountCommandOptions): Promise<{ record: CountRecord; exit: ExitCodeValue }> {
  const base = { id: entry.id, limit: options.limit };
  const failed = (e: StrimkoError) => ({
    record: { ...base, status: "error" as const, count: null, complete: null, encoding: null, timeMs: null, error: e.message },
    exit: e.exitCode,
  });
  if (entry.error) return failed(entry.error);
  try {
    const r = await countAsp(entry.puzzle, {
      limit: options.limit,
      solutions: options.solutions,
      encoding: options.encoding,
      timeoutMs: options.timeoutMs,
      label: entry.id,
    });
    const record: CountRecord = { ...base, status: r.status, count: r.count, complete: r.complete, encoding: r.encoding, timeMs: ms(r.timings.total) };
    if (r.solutions) record.solutions = r.solutions;
    const exit = r.status === "timeout" ? ExitCode.timeout : r.count === 0 ? ExitCode.noSolution : ExitCode.ok;
    return { record, exit };
  } catch (e) {
    if (e instanceof StrimkoError) return failed(e);
    throw e;
  }
}

export function countText(r: CountRecord, timeoutMs: number | undefined): string {
  if (r.status === "error" || r.count === null) return "";
  let head: string;
  if (r.complete) head = r.count === 0 ? "no solution" : r.count === 1 ? "1 solution (unique)" : plural(r.count, "solution");
  else if (r.status === "timeout") head = `at least ${plural(r.count, "solution")} (timeout after ${(timeoutMs ?? 0) / 1000} s)`;
  else head = `at least ${plural(r.count, "solution")} (stopped at --limit ${r.limit})`;
  let out = `${r.id}: ${head}\n`;
  for (const [k, grid] of (r.solutions ?? []).entries()) out += `  solution ${k + 1}:\n${formatGrid(grid, "    ")}\n`;
  return out;
}
