/** Text and JSON output shared by the commands. */
import type { Grid } from "../puzzle/types.js";

/** What must not reach a person's terminal raw: C0 and C1 controls and DEL (a line feed would
 * fake a result line, an escape sequence could move the cursor or recolour the text), the line
 * and paragraph separators, and the bidirectional controls (which reorder what is shown). */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text from outside (a file name, a puzzle id, a message that holds one) as printed for people:
 * each character of UNPRINTABLE escaped (`\n`, `\x1b`, `\u202e`), everything else as it is, so an
 * ordinary name prints unchanged. JSON output escapes by itself; this is for the text output.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return ESCAPES[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
  });
}

/** An input error names its file already; other errors get the puzzle's id in front (the web app
 * words its errors so too). */
export function errorLine(id: string, message: string): string {
  return message.startsWith(id.replace(/[#:][0-9]+$/, "")) ? message : `${id}: ${message}`;
}

/** A grid as indented lines, columns aligned for values of two digits. */
export function formatGrid(grid: Grid, indent = "  "): string {
  const width = String(grid.length).length;
  return grid.map((row) => indent + row.map((v) => String(v).padStart(width)).join(" ")).join("\n");
}

/** A time limit in seconds as the user wrote it, without binary noise (0.001 s, not 1.0000000000000002e-3). */
export function secondsText(ms: number): string {
  return `${Number((ms / 1000).toPrecision(12))} s`;
}

export function jsonLine(value: unknown): string {
  return JSON.stringify(value) + "\n";
}

// Written once, in the lowest layer, for the puzzle readers' errors too.
export { plural } from "../base/words.js";

/** Words cut into lines of at most `width` characters, at spaces (a longer word stands alone). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
