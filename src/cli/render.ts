/** `strimko render`: a picture of a puzzle, or of its solution (both engines, cross-checked). */
import { ExitCode, StrimkoError, UsageError, type ExitCodeValue } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import { renderBoard, type BoardStyle } from "../render/board.js";
import { solve } from "../engines/run.js";
import { displayTitle } from "./files.js";

export interface RenderCommandOptions {
  solution: boolean;
  style: BoardStyle | "auto";
  mono?: boolean;
  timeoutMs?: number;
}

export interface Rendered {
  svg: string;
  /** Something the user should know (a solution that is not unique), for standard error. */
  warning?: string;
  exit: ExitCodeValue;
}

/** The output format an -o file name asks for. */
export function imageFormat(path: string): "svg" | "png" {
  const lower = path.toLowerCase();
  if (lower.endsWith(".png")) return "png";
  if (lower.endsWith(".svg")) return "svg";
  throw new UsageError(`cannot tell the image format of ${path}: name it .svg or .png`);
}

export async function renderEntry(id: string, p: Puzzle, options: RenderCommandOptions): Promise<Rendered> {
  const title = displayTitle(p.title, id);
  if (!options.solution) return { svg: renderBoard(p, { title, style: options.style, mono: options.mono }), exit: ExitCode.ok };
  // The drawn solution is one both engines agree on, like every answer the tool prints.
  const r = await solve(p, { timeoutMs: options.timeoutMs, label: id });
  if (r.status === "error") throw new StrimkoError("E_DISAGREE", ExitCode.disagree, `${id}: engines disagree: ${r.disagreement ?? "see strimko solve"}`);
  if (r.status === "unsatisfiable") throw new StrimkoError("E_NO_SOLUTION", ExitCode.noSolution, `${id}: no solution, so there is no solution to draw`);
  if (!r.solution) throw new StrimkoError("E_TIMEOUT", ExitCode.timeout, `${id}: no solution found within the time limit`);
  const svg = renderBoard(p, { title, style: options.style, mono: options.mono, solution: r.solution });
  // A time limit that stopped an engine leaves one engine's answer (verified, but not agreed on)
  // and uniqueness open: drawn, said, and exit 3 as for any timeout.
  if (r.status === "timeout")
    return {
      svg,
      warning: `${id}: an engine did not finish within the time limit; this solution is the other engine's (verified), and uniqueness is not decided`,
      exit: ExitCode.timeout,
    };
  const warning = r.unique === false ? `${id}: the puzzle has several solutions; this is one of them` : undefined;
  return { svg, warning, exit: ExitCode.ok };
}
