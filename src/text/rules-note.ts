/** The line under a verdict reached with `--rules`: which engines read the rules, and so whether
 * the answer is cross-checked (the CLI's solve and count texts and the web app's Solve say it the same way). */
import { printable } from "./output.js";

export interface RulesNoteInput {
  rules: string;
  /** The variant the native engine took too (the diagonals), if any. */
  variant?: string;
  /** The engines that answered. */
  engines: string[];
  /** A grid is shown (it was verified). */
  grid: boolean;
  /** The rules were typed (the web app's Solve), not read from files. */
  typed?: boolean;
}

export function rulesNote(r: RulesNoteInput): string {
  const from = r.typed ? "with the rules you typed" : `with your rules from ${printable(r.rules)}`;
  if (!r.variant) return `  (ASP only, ${from}: not cross-checked${r.grid ? "; the grid is verified against the puzzle's own rules" : ""})\n`;
  const verified = r.grid ? `; the grid is verified against the puzzle's rules and the ${r.variant}` : "";
  if (r.engines.length > 1) return `  (${from}, the ${r.variant}: clingo and the native engine both answered, cross-checked${verified})\n`;
  const who = r.engines[0] === "native" ? "native engine" : "ASP";
  return `  (${who} only, ${from}, the ${r.variant}: not cross-checked${verified})\n`;
}
