/** Text and JSON output shared by the commands. */
import type { Grid } from "../puzzle/types.js";

/** A grid as indented lines, columns aligned for values of two digits. */
export function formatGrid(grid: Grid, indent = "  "): string {
  const width = String(grid.length).length;
  return grid.map((row) => indent + row.map((v) => String(v).padStart(width)).join(" ")).join("\n");
}

/** Milliseconds rounded for reports, to the microsecond (the native engine solves small puzzles in a few). */
export function ms(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** A time limit in seconds as the user wrote it, without binary noise (0.001 s, not 1.0000000000000002e-3). */
export function secondsText(ms: number): string {
  return `${Number((ms / 1000).toPrecision(12))} s`;
}

/**
 * What a puzzle's record says when solving it failed on a bug (an exception that is not a
 * StrimkoError): that puzzle fails with exit code 70, and the batch goes on. With STRIMKO_DEBUG=1,
 * the stack follows.
 */
export function internalErrorText(e: unknown): string {
  const text = `internal error: ${(e as Error)?.message ?? String(e)}`;
  return process.env.STRIMKO_DEBUG && (e as Error)?.stack ? `${text}\n${(e as Error).stack}` : text;
}

export function jsonLine(value: unknown): string {
  return JSON.stringify(value) + "\n";
}


export function plural(k: number, word: string): string {
  return `${k} ${word}${k === 1 ? "" : "s"}`;
}
