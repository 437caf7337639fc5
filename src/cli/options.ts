/** The options more than one command takes, and the parsers of option values: each refuses what
 * it cannot read with the words a usage error prints ("expected …"). */
import { InvalidArgumentError, Option } from "commander";
import { DEFAULT_ENCODING, ENCODINGS, getEncoding } from "../engines/asp/encodings.js";
import { INPUT_FORMATS } from "../puzzle/formats/index.js";

// Timers and clingo's model limit are 32-bit signed numbers.
const MAX_TIMEOUT_S = Math.floor(2 ** 31 / 1000) - 1;
const MAX_LIMIT = 2 ** 31 - 1;

/** Seconds, as milliseconds. */
export function seconds(value: string): number {
  const s = Number(value);
  // Decimal numbers only (5, 0.5, .5, 5.): Number() would also take " 5", "0x10" and "1e1".
  if (!/^([0-9]+\.?[0-9]*|\.[0-9]+)$/.test(value) || s > MAX_TIMEOUT_S) {
    throw new InvalidArgumentError(`expected a number of seconds from 0 to ${MAX_TIMEOUT_S} (0 = no limit)`);
  }
  return s * 1000;
}

export function count(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) > MAX_LIMIT) throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_LIMIT}`);
  return Number(value);
}

export function jobs(value: string): number {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > 256) throw new InvalidArgumentError("expected a number of jobs from 1 to 256");
  return Number(value);
}

export function threadCount(value: string): number {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > 256) throw new InvalidArgumentError("expected a number of threads from 1 to 256");
  return Number(value);
}

/** A file to write: an empty name (`-o ""`) is a mistake, not "standard output". */
export function fileName(value: string): string {
  if (value.trim() === "") throw new InvalidArgumentError("expected a file name");
  return value;
}

/** A whole number, checked for range by the command (generate's sizes depend on the kind). */
export function whole(value: string): number {
  if (!/^[0-9]+$/.test(value) || value.length > 9) throw new InvalidArgumentError("expected a whole number");
  return Number(value);
}

export function index(value: string): number {
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new InvalidArgumentError(`expected a puzzle number from 1 to ${Number.MAX_SAFE_INTEGER}`);
  return Number(value);
}

function encodingName(value: string): string {
  try {
    return getEncoding(value).name;
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message.replace(/^unknown encoding "[^"]*"; /, ""));
  }
}

export const formatOption = () => new Option("-f, --format <format>", "input format (default: detected from extension and content)").choices(INPUT_FORMATS);
export const encodingOption = () =>
  new Option("-e, --encoding <name>", `ASP encoding: ${ENCODINGS.map((e) => e.name).join(", ")}`).default(DEFAULT_ENCODING).argParser(encodingName);
export const timeoutOption = () => new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle (0 = none)").default(0, "none").argParser(seconds);
export const indexOption = (what = "which puzzle of a collection (1 = the first)") => new Option("-i, --index <n>", what).argParser(index);

export const rulesOption = () =>
  new Option(
    "--rules <file.lp>",
    "your own ASP rules added to the encoding, once per file (clingo alone answers, not cross-checked, unless the native engine takes them: asp/variants/diagonals.lp); see asp/README.md",
  ).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), fileName(value)]);
