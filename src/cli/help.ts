/** The parts of `--help` that more than one command prints: its examples, and the exit codes,
 * written from the one table of them (base/errors.ts). */
import { EXIT_MEANINGS, EXIT_PRECEDENCE, ExitCode, type ExitCodeValue } from "../base/errors.js";

const CODES = Object.values(ExitCode) as ExitCodeValue[];

/** The exit-code table, as `strimko --help` and each solving command's help end. */
export const EXIT_TABLE = [
  "Exit codes:",
  ...CODES.map((code) => `  ${String(code).padEnd(4)}${EXIT_MEANINGS[code]}`),
  `When a batch has several outcomes, the most severe wins: ${EXIT_PRECEDENCE.join(", ")}.`,
].join("\n");

/** A command's help text after its options: its examples, then, for a command whose exit code
 * tells what it found, the exit codes. */
export function examples(lines: readonly string[], exitCodes = false, note?: string): string {
  const parts = [`\nExamples:\n${lines.map((l) => `  ${l}`).join("\n")}`];
  if (note) parts.push(note);
  if (exitCodes) parts.push(EXIT_TABLE);
  return parts.join("\n\n");
}
