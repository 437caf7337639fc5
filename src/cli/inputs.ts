/**
 * The command line's inputs: files, directories (searched for puzzle files) and
 * `-` for standard input, read into parsed entries in the order given.
 */
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { parsePuzzles, type InputFormat, type ParsedEntry } from "../puzzle/formats/index.js";

/** Files a directory search picks up. Expected-result files beside them (.solutions, .counts) have other names. */
export const PUZZLE_EXTENSIONS = [".txt", ".strimko", ".json", ".dzn", ".sdk", ".sudoku"];
const MAX_BYTES = 64 * 1024 * 1024;
export const STDIN_NAME = "stdin";

/** A directory that holds no puzzle file: an input that fails, but no puzzle (compare counts it
 * as an error, not as a puzzle). */
export class NoPuzzlesError extends UsageError {}

/** Reads a stream that has no size to look at first (standard input, a pipe, a device), stopping
 * at MAX_BYTES: /dev/zero is not read forever. */
async function readCapped(stream: NodeJS.ReadableStream, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > MAX_BYTES) throw new UsageError(`${name}: more than ${MAX_BYTES / 1024 / 1024} MiB; not a puzzle file`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Buffer): string {
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

async function listDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith(".")) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) append(files, await listDirectory(path));
    else if (PUZZLE_EXTENSIONS.some((ext) => e.name.toLowerCase().endsWith(ext)) && (e.isFile() || (e.isSymbolicLink() && (await isRegularFile(path))))) files.push(path);
  }
  return files;
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  return (e as Error).message;
}

/** A directory search takes regular files only (a FIFO named like a puzzle would wait forever);
 * a symbolic link counts as what it names. */
async function isRegularFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function readOne(path: string, format: InputFormat | undefined): Promise<ParsedEntry[]> {
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (info.size > MAX_BYTES) return [{ id: path, error: new UsageError(`${path}: ${info.size} bytes is too large for a puzzle file`) }];
    // A pipe or a device named on the command line (<(...), /dev/stdin) has no size: read it with the cap.
    bytes = info.isFile() ? await readFile(path) : await readCapped(createReadStream(path), path);
  } catch (e) {
    if (e instanceof UsageError) return [{ id: path, error: e }];
    return [{ id: path, error: new UsageError(`${path}: cannot read: ${reason(e)}`) }];
  }
  return parsePuzzles(path, decode(bytes), format);
}

/** Appends one by one: a spread of a collection's millions of entries would overflow the stack. */
function append<T>(out: T[], items: T[]): void {
  for (const item of items) out.push(item);
}

/** Every puzzle named by the arguments, in order; unreadable inputs become error entries. */
export async function readInputs(args: string[], format?: InputFormat): Promise<ParsedEntry[]> {
  if (args.length === 0) throw new UsageError("no input: name puzzle files or directories, or - for standard input");
  if (args.includes("")) throw new UsageError("an input is an empty name: name puzzle files or directories, or - for standard input");
  // Standard input can be read once: a second "-" would find it empty.
  if (args.filter((a) => a === "-").length > 1) throw new UsageError("- (standard input) is named more than once");
  const out: ParsedEntry[] = [];
  for (const arg of args) {
    if (arg === "-") {
      append(out, parsePuzzles(STDIN_NAME, decode(await readCapped(process.stdin, STDIN_NAME)), format));
      continue;
    }
    let isDir = false;
    try {
      isDir = (await stat(arg)).isDirectory();
    } catch {
      // readOne reports it
    }
    if (!isDir) {
      append(out, await readOne(arg, format));
      continue;
    }
    const files = await listDirectory(arg);
    if (files.length === 0) out.push({ id: arg, error: new NoPuzzlesError(`${arg}: no puzzle files (${PUZZLE_EXTENSIONS.join(", ")}) in this directory`) });
    for (const f of files) append(out, await readOne(f, format));
  }
  return out;
}

/** The files the entries were read from, resolved (standard input aside): what an output of the
 * same command must not overwrite. */
export function inputPaths(args: string[], entries: ParsedEntry[]): string[] {
  const paths = new Set<string>();
  for (const arg of args) if (arg !== "-") paths.add(resolve(arg));
  for (const e of entries) {
    const file = e.id.replace(/(:|#)[0-9]+$/, "");
    if (file !== STDIN_NAME) paths.add(resolve(file));
  }
  return [...paths];
}
