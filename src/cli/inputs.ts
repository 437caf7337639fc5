/**
 * The command line's inputs: files, directories (searched for puzzle files) and
 * `-` for standard input, read into parsed entries in the order given. Files of
 * Sudoku lines are read as they come, one puzzle at a time and without a size
 * limit (puzzle/formats/stream.ts); other files are read whole, up to MAX_BYTES.
 */
import { createReadStream, readFileSync, statSync, type Stats } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../base/errors.js";
import { fsPromises } from "./files.js";
import { parsePuzzles, type InputFormat, type ParsedEntry } from "../puzzle/formats/index.js";
import { parseSudokuLineStream, streamsAsSudokuLines, sudokuLinesVerdict } from "../puzzle/formats/stream.js";

/** Files a directory search picks up (puzzles/expected.jsonl, the bundled puzzles' expected results, is not one of them). */
export const PUZZLE_EXTENSIONS = [".txt", ".strimko", ".json", ".dzn", ".sdk", ".sudoku"];
const MAX_BYTES = 64 * 1024 * 1024;
/** Inputs up to this size are read whole, as they always were; a larger one is streamed when its
 * first STREAM_FROM bytes show Sudoku lines. */
const STREAM_FROM = 1024 * 1024;
export const STDIN_NAME = "stdin";

/** A directory that holds no puzzle file: an input that fails, but no puzzle (compare counts it
 * as an error, not as a puzzle). */
export class NoPuzzlesError extends UsageError {}

function decode(bytes: Buffer): string {
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

/** The text of the rest of a stream, after its head, decoded as it comes (a character may span chunks). */
async function* textOf(head: string, chunks: AsyncIterator<Buffer>, decoder: InstanceType<typeof TextDecoder>): AsyncGenerator<string> {
  yield head;
  for (let r = await chunks.next(); !r.done; r = await chunks.next()) yield decoder.decode(r.value, { stream: true });
  const last = decoder.decode();
  if (last !== "") yield last;
}

/**
 * The entries of one input (a file, standard input, a pipe or device) as they are read. Its first
 * STREAM_FROM bytes decide: the whole of a shorter input is parsed at once; Sudoku lines are
 * streamed; anything else is read whole up to MAX_BYTES (/dev/zero is not read forever).
 */
async function* readStream(
  name: string,
  stream: NodeJS.ReadableStream,
  size: number | undefined,
  format: InputFormat | undefined,
): AsyncGenerator<ParsedEntry> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const head: Buffer[] = [];
    let total = 0;
    let ended = false;
    // A pipe or standard input (no size) may come slowly, a line at a time: Sudoku lines are
    // streamed as soon as the first whole line shows them, not once STREAM_FROM bytes have come.
    let early = size === undefined;
    while (total < STREAM_FROM) {
      const r = await chunks.next();
      if (r.done) {
        ended = true;
        break;
      }
      head.push(r.value);
      total += r.value.length;
      if (early && r.value.includes(10)) {
        const verdict = sudokuLinesVerdict(name, decode(Buffer.concat(head)), format);
        if (verdict === false) early = false;
        if (verdict) break;
      }
    }
    if (!ended) {
      const decoder = new TextDecoder("utf-8", { fatal: false });
      const headText = decoder.decode(Buffer.concat(head), { stream: true });
      if (streamsAsSudokuLines(name, headText, format)) {
        head.length = 0;
        yield* parseSudokuLineStream(name, textOf(headText, chunks, decoder));
        return;
      }
      if (size !== undefined && size > MAX_BYTES) {
        yield { id: name, error: new UsageError(`${name}: ${size} bytes is too large for a puzzle file`) };
        return;
      }
      for (let r = await chunks.next(); !r.done; r = await chunks.next()) {
        total += r.value.length;
        if (total > MAX_BYTES) {
          yield { id: name, error: new UsageError(`${name}: more than ${MAX_BYTES / 1024 / 1024} MiB; not a puzzle file`) };
          return;
        }
        head.push(r.value);
      }
    }
    yield* parsePuzzles(name, decode(Buffer.concat(head)), format);
  } finally {
    await chunks.return?.();
  }
}

async function listDirectory(dir: string): Promise<string[]> {
  const { readdir } = await fsPromises();
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith(".")) continue;
    const path = join(dir, e.name);
    // One by one: a spread of a big directory's list would overflow the stack.
    if (e.isDirectory()) for (const f of await listDirectory(path)) files.push(f);
    else if (PUZZLE_EXTENSIONS.some((ext) => e.name.toLowerCase().endsWith(ext)) && (e.isFile() || (e.isSymbolicLink() && (await isRegularFile(path)))))
      files.push(path);
  }
  return files;
}

/** An input that cannot be read, as an error entry: the batch reports it and goes on. */
function cannotReadEntry(name: string, e: unknown): ParsedEntry {
  return { id: name, error: e instanceof UsageError ? e : new UsageError(`${name}: cannot read: ${reason(e)}`) };
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  return (e as Error).message;
}

/** What stat says of an argument; undefined when it cannot say (not there, not allowed): the caller
 * that reads the argument reports that. */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** A directory search takes regular files only (a FIFO named like a puzzle would wait forever);
 * a symbolic link counts as what it names. */
async function isRegularFile(path: string): Promise<boolean> {
  const { stat } = await fsPromises();
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/** The entries of a file (or a pipe or device named as one); `known` is what stat said of it. */
async function* readOne(path: string, format: InputFormat | undefined, known?: Stats): AsyncGenerator<ParsedEntry> {
  const cannotRead = (e: unknown): ParsedEntry => cannotReadEntry(path, e);
  let size: number | undefined;
  try {
    const info = known ?? statSync(path);
    // A small file is read at once, as always, and synchronously: a local file of at most 1 MiB
    // reads in well under a millisecond, where the four trips to libuv's threads of an
    // asynchronous read (open, stat, read, close) cost more, above all for one small puzzle on a
    // busy machine (issue 16, start-up). A pipe or a device named on the command line
    // (<(...), /dev/stdin) has no size and is read as it comes, as a large file is.
    if (info.isFile() && info.size <= STREAM_FROM) {
      yield* parsePuzzles(path, decode(readFileSync(path)), format);
      return;
    }
    if (info.isFile()) size = info.size;
  } catch (e) {
    yield cannotRead(e);
    return;
  }
  // An error once entries have been given (a disk failing halfway) ends the file with one more entry.
  try {
    yield* readStream(path, createReadStream(path), size, format);
  } catch (e) {
    yield cannotRead(e);
  }
}

/** The usage errors of a list of inputs (no input, an empty name, "-" twice). */
function checkArgs(args: string[]): void {
  if (args.length === 0) throw new UsageError("no input: name puzzle files or directories, or - for standard input");
  if (args.includes("")) throw new UsageError("an input is an empty name: name puzzle files or directories, or - for standard input");
  // Standard input can be read once: a second "-" would find it empty.
  if (args.filter((a) => a === "-").length > 1) throw new UsageError("- (standard input) is named more than once");
}

/** Every puzzle named by the arguments, in order, as it is read; unreadable inputs become error
 * entries. Usage errors (no input, "-" twice) are thrown before any entry. Standard input is asked
 * for only when `-` is named (Node makes process.stdin on first use, at a cost). */
export async function* streamInputs(
  args: string[],
  format?: InputFormat,
  stdin: () => NodeJS.ReadableStream = () => process.stdin,
): AsyncGenerator<ParsedEntry> {
  checkArgs(args);
  // A failure to read an input (standard input breaking off, a directory that cannot be listed)
  // ends that input with an error entry; the batch has the puzzles before it and goes on.
  for (const arg of args) {
    if (arg === "-") {
      try {
        yield* readStream(STDIN_NAME, stdin(), undefined, format);
      } catch (e) {
        yield cannotReadEntry(STDIN_NAME, e);
      }
      continue;
    }
    // What the argument is (readOne reports a file that is not there).
    const info = statOf(arg);
    if (!info?.isDirectory()) {
      yield* readOne(arg, format, info);
      continue;
    }
    let files: string[];
    try {
      files = await listDirectory(arg);
    } catch (e) {
      yield cannotReadEntry(arg, e);
      continue;
    }
    if (files.length === 0) yield { id: arg, error: new NoPuzzlesError(`${arg}: no puzzle files (${PUZZLE_EXTENSIONS.join(", ")}) in this directory`) };
    for (const f of files) yield* readOne(f, format);
  }
}

/** Every puzzle named by the arguments, in order, all at once (for commands that need them all). */
export async function readInputs(args: string[], format?: InputFormat, stdin?: () => NodeJS.ReadableStream): Promise<ParsedEntry[]> {
  const out: ParsedEntry[] = [];
  for await (const entry of streamInputs(args, format, stdin)) out.push(entry);
  return out;
}

/** The files the arguments name, resolved (standard input aside), found before they are read:
 * what an output of the same command must not overwrite. Usage errors are thrown as by
 * streamInputs. */
export async function inputFiles(args: string[]): Promise<string[]> {
  checkArgs(args);
  const paths = new Set<string>();
  for (const arg of args) {
    if (arg === "-") continue;
    paths.add(resolve(arg));
    if (statOf(arg)?.isDirectory()) for (const f of await listDirectory(arg).catch(() => [])) paths.add(resolve(f));
  }
  return [...paths];
}
