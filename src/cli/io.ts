/**
 * Where one run of the command reads and writes. The `strimko` binary runs main() with the
 * process's streams (processIo); a test runs it in-process with its own (test/cli/run.ts).
 */
import { fstatSync, writeSync } from "node:fs";
import { ExitCode, worstExit, type ExitCodeValue } from "../base/errors.js";
import { why } from "./files.js";
import { now as clockNow } from "../base/clock.js";

export interface Io {
  /** Result text for standard output (buffered: see processIo). */
  out(text: string): void;
  /** Text for standard error, written at once, after what out() has buffered. */
  err(text: string): void;
  /** Writes what out() has buffered. */
  flush(): void;
  /** Resolves once standard output's reader has caught up: a stream of a million puzzles into a
   * slow reader must not pile up in memory. */
  drained(): Promise<void>;
  /** Standard output is gone (its reader closed it, or a write failed): a batch stops taking puzzles. */
  outClosed(): boolean;
  /** Standard output could not be written (a full disk): the run ends with exit code 2. */
  outFailed(): boolean;
  /** Calls `handler` once standard output is gone (its reader closed it, or a write failed). */
  onOutClosed(handler: () => void): void;
  /** Ends the run at once with this exit code, work under way abandoned (the process: process.exit). */
  exit(code: number): void;
  stdin: NodeJS.ReadableStream;
  outIsTTY: boolean;
  errIsTTY: boolean;
  /** The width of the terminal standard output / error is, for text that wraps (help); undefined
   * when it is not a terminal (help then wraps at 80 columns). */
  outColumns?: number;
  errColumns?: number;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * The process's standard streams. Standard output is buffered: thousands of small writes to a
 * pipe cost more than solving a Sudoku. A terminal gets every record at once; a pipe or file gets
 * them in chunks, at least every 100 ms.
 *
 * A reader that stops early (`strimko solve ... | head`) closes the pipe: what is left for it is
 * dropped and the batch stops quietly, as Unix tools do, with the exit code of what was done. Any
 * other failure to write (a full disk) is the environment's, not a bug: one line, and exit 2
 * like an output file that cannot be written.
 */
export function processIo(): Io {
  let pending = "";
  let lastFlush = 0;
  let closed = false;
  let failed = false;
  /** Standard output is a regular file (`> out.jsonl`), written directly: Node's stream takes a
   * short write on a full disk for success, and the file would end cut short with exit 0. */
  let isFile: boolean | undefined;
  let whenClosed: (() => void) | undefined;
  /** Text went to a pipe since the last drained(): its reader may have gone, and the stream says so
   * only on a later turn of the event loop. */
  let wroteToPipe = false;

  const stdoutFailed = (e: NodeJS.ErrnoException): void => {
    if (closed) return;
    closed = true;
    pending = "";
    if (e.code !== "EPIPE") {
      failed = true;
      process.stderr.write(`strimko: cannot write standard output: ${why(e)}\n`);
      // A failure on the last flush comes after the exit code was set.
      if (process.exitCode !== undefined) process.exitCode = worstExit([process.exitCode as ExitCodeValue, ExitCode.badInput]);
    }
    whenClosed?.();
  };
  process.stdout.on("error", stdoutFailed);
  // Standard error into a pipe its reader closed (`2>&1 | head`): nothing is left to tell.
  process.stderr.on("error", () => undefined);

  const flush = (now = clockNow()): void => {
    lastFlush = now;
    if (pending === "" || closed) return;
    isFile ??= (() => {
      try {
        return fstatSync(1).isFile();
      } catch {
        return false;
      }
    })();
    if (!isFile) {
      wroteToPipe = true;
      process.stdout.write(pending);
      pending = "";
      return;
    }
    const bytes = Buffer.from(pending);
    pending = "";
    try {
      for (let done = 0; done < bytes.length; ) done += writeSync(1, bytes, done);
    } catch (e) {
      stdoutFailed(e as NodeJS.ErrnoException);
    }
  };

  return {
    out(text) {
      if (!text || closed) return;
      pending += text;
      const now = clockNow();
      if (process.stdout.isTTY || pending.length > 1 << 16 || now - lastFlush > 100) flush(now);
    },
    err(text) {
      flush();
      process.stderr.write(text);
    },
    flush: () => flush(),
    async drained() {
      // One turn of the event loop after a write, so that a reader's leaving (EPIPE) is heard before
      // the next puzzle starts: a search on this thread would hold it back until that search ended.
      // At most once per flush (every 100 ms or 64 kB), so a stream of small puzzles barely pays.
      if (wroteToPipe) {
        wroteToPipe = false;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (closed || process.stdout.writableLength <= 1 << 20) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          process.stdout.off("drain", done).off("close", done).off("error", done);
          resolve();
        };
        process.stdout.on("drain", done).on("close", done).on("error", done);
      });
    },
    outClosed: () => closed,
    outFailed: () => failed,
    onOutClosed(handler) {
      whenClosed = handler;
    },
    exit: (code) => process.exit(code),
    // Node makes process.stdin (a stream over a terminal, pipe or file) on first use, which costs
    // a few milliseconds: only a command that reads `-` pays it.
    get stdin() {
      return process.stdin;
    },
    outIsTTY: !!process.stdout.isTTY,
    errIsTTY: !!process.stderr.isTTY,
    // Read when asked: a terminal can be resized.
    get outColumns() {
      return process.stdout.isTTY ? process.stdout.columns : undefined;
    },
    get errColumns() {
      return process.stderr.isTTY ? process.stderr.columns : undefined;
    },
    env: process.env,
  };
}
