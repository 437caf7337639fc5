/** `strimko count`: enumerate solutions up to a limit, with both engines (or one), cross-checked. */
import { ExitCode, internalErrorText, StrimkoError, type ExitCodeValue } from "../errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { count, type EngineChoice, type EngineCount } from "../solve.js";
import { formatGrid, ms, plural, printable, secondsText } from "./output.js";

export interface CountCommandOptions {
  engine: EngineChoice;
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
  engines: Record<string, EngineCount>;
  agree: boolean | null;
  solutions?: number[][][];
  error?: string;
}

export async function countEntry(entry: ParsedEntry, options: CountCommandOptions): Promise<{ record: CountRecord; exit: ExitCodeValue }> {
  const record: CountRecord = { id: entry.id, status: "error", count: null, complete: null, limit: options.limit, encoding: null, timeMs: null, engines: {}, agree: null };
  const failed = (e: StrimkoError) => ({ record: { ...record, error: e.message }, exit: e.exitCode });
  if (entry.error) return failed(entry.error);
  const start = performance.now();
  try {
    const r = await count(entry.puzzle, { engine: options.engine, limit: options.limit, solutions: options.solutions, encoding: options.encoding, timeoutMs: options.timeoutMs, label: entry.id });
    Object.assign(record, { status: r.status, count: r.count, complete: r.complete, agree: r.agree, timeMs: ms(performance.now() - start) });
    for (const [name, e] of Object.entries(r.engines)) record.engines[name] = { ...e, timeMs: ms(e.timeMs) };
    if (r.engines.asp) record.encoding = options.encoding ?? null;
    if (r.solutions && options.solutions) record.solutions = r.solutions;
    // A solution stated in the file (checked when it was read) proves there is at least one.
    const disagreement = r.status === "error" ? r.disagreement : entry.puzzle.solution && r.complete && r.count === 0 ? "the file states a valid solution, but the count is 0" : undefined;
    if (disagreement !== undefined) {
      Object.assign(record, { status: "error", agree: false, error: `engines disagree: ${disagreement}` });
      return { record, exit: ExitCode.disagree };
    }
    const exit = r.status === "timeout" ? ExitCode.timeout : r.count === 0 ? ExitCode.noSolution : ExitCode.ok;
    return { record, exit };
  } catch (e) {
    if (e instanceof StrimkoError) return failed(e);
    // A bug (a stack overflow, a TypeError): this puzzle fails, the batch goes on.
    return { record: { ...record, error: internalErrorText(e) }, exit: ExitCode.internal };
  }
}

export function countText(r: CountRecord, timeoutMs: number | undefined): string {
  if (r.status === "error" && r.agree !== false) return "";
  if (r.agree === false) {
    let out = `${printable(r.id)}: ENGINES DISAGREE\n`;
    for (const [name, e] of Object.entries(r.engines)) out += `  ${name === "asp" ? "clingo" : name}: ${e.complete ? "exactly" : "at least"} ${plural(e.count, "solution")}${e.status === "timeout" ? " (timeout)" : ""}\n`;
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
  return out;
}
