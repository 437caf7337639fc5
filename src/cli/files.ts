/** Writing an output file named on the command line, all or nothing, with one-line errors. */
import { closeSync, createReadStream, openSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { UsageError } from "../base/errors.js";

/** node:fs/promises, loaded when a file is written: loading it (and the streams and readline it
 * loads) is a few per cent of the start-up of a command that writes none (issue 16, start-up). */
export const fsPromises = () => import("node:fs/promises");

/** Why a file (or standard output) could not be written, in words. */
export function why(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case "ENOENT":
      return "no such directory";
    case "ENOTDIR":
      return "a part of the path is not a directory";
    case "EISDIR":
      return "is a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "ENOSPC":
      return "no space left on device";
    case "EFBIG":
      return "file too large";
    case "EROFS":
      return "read-only file system";
    default:
      return e.message;
  }
}

let temporaries = 0;

/** The one-line error for a file that cannot be written, thrown. */
function cannotWrite(path: string): (e: NodeJS.ErrnoException) => never {
  return (e) => {
    throw new UsageError(`cannot write ${path}: ${why(e)}`);
  };
}

/** Where no temporary file can be made or renamed (a directory we may not write, another user's
 * file in sticky /tmp), the file itself is written in place. */
const IN_PLACE_CODES = new Set(["EACCES", "EPERM", "EROFS"]);

/** An output file written piece by piece (see openOutput). */
export interface OutputFile {
  write(data: string | Uint8Array): void;
  /** Puts the file in place; throws the one-line error if any part of it could not be written. */
  close(): Promise<void>;
  /** Gives the file up (a batch that did not finish): its temporary file is removed, the target
   * left as it was. */
  abort(): void;
}

/** Temporary files not yet renamed into place: removed when the process exits without finishing
 * them (an exception, Ctrl-C), so that an output stays all or nothing and leaves nothing behind. */
const openTemporaries = new Set<string>();
process.on("exit", () => {
  for (const tmp of openTemporaries) rmSync(tmp, { force: true });
});

/** Pieces are written to the temporary file in chunks of about this size. */
const CHUNK = 1 << 16;

/**
 * Writes into a temporary file beside the target and renames it over the target once complete,
 * so that a full disk or a file size limit never leaves half a file, or wipes a good old one.
 * Written in place instead: a device or pipe (/dev/stdout, a FIFO); a file with other names (hard
 * links, which must all see the new content); a dangling symbolic link (writing creates what it
 * names); and a file in a directory where no temporary file can be made. A symbolic link to a
 * file is followed, and that file replaced. A read-only file is refused, as by a plain write.
 * The pieces go to the temporary file as they come (compare's CSV of a million rows is never
 * whole in memory); a file written in place is kept in memory and written at close(), so that it
 * is not cut short before then. Nothing is thrown before close().
 */
export async function openOutput(path: string): Promise<OutputFile> {
  const { access, chmod, constants, lstat, realpath, rename, rm, stat, writeFile } = await fsPromises();
  const fail = cannotWrite(path);
  const held: (string | Uint8Array)[] = [];
  const inPlace = async (): Promise<void> => {
    const data = held.length === 1 ? held[0] : Buffer.concat(held.map((d) => (typeof d === "string" ? Buffer.from(d) : d)));
    await writeFile(path, data).catch(fail);
  };
  const inMemory = (finish: () => Promise<void>): OutputFile => ({ write: (data) => void held.push(data), close: finish, abort: () => void (held.length = 0) });
  let failure: NodeJS.ErrnoException | undefined;
  const info = await stat(path).catch(() => undefined);
  const dangling = !info && (await lstat(path).catch(() => undefined))?.isSymbolicLink();
  if (info?.isFile()) {
    const denied = await access(path, constants.W_OK).then(
      () => undefined,
      (e: NodeJS.ErrnoException) => e,
    );
    if (denied) return inMemory(async () => fail(denied));
  }
  if ((info && (!info.isFile() || info.nlink > 1)) || dangling) return inMemory(inPlace);
  const target = info ? await realpath(path) : path;
  // A short name: the target's own may already be as long as a name can be.
  const tmp = join(dirname(target), `.strimko-${process.pid}-${++temporaries}.tmp`);
  let fd: number;
  try {
    fd = openSync(tmp, "wx");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Not ours to remove when it was there before ("wx" does not follow or clobber it).
    if (code === "EEXIST" || IN_PLACE_CODES.has(code ?? "")) return inMemory(inPlace);
    return inMemory(async () => fail(e as NodeJS.ErrnoException));
  }
  openTemporaries.add(tmp);
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (failure || size === 0) return;
    const bytes = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    try {
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    } catch (e) {
      failure = e as NodeJS.ErrnoException;
    }
  };
  return {
    write(data) {
      if (failure) return;
      const bytes = typeof data === "string" ? Buffer.from(data) : data;
      pending.push(bytes as Buffer);
      size += bytes.length;
      if (size >= CHUNK) flush();
    },
    abort() {
      failure ??= new Error("aborted");
      try {
        closeSync(fd);
      } catch {
        // closed already
      }
      rmSync(tmp, { force: true });
      openTemporaries.delete(tmp);
    },
    async close() {
      openTemporaries.delete(tmp);
      flush();
      try {
        closeSync(fd);
      } catch (e) {
        failure ??= e as NodeJS.ErrnoException;
      }
      try {
        if (failure) throw failure;
        if (info) await chmod(tmp, info.mode & 0o7777);
        await rename(tmp, target);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        // The file is complete but cannot take the target's place: it is copied there instead.
        if (!failure && IN_PLACE_CODES.has(code ?? "")) {
          try {
            await writeFile(path, createReadStream(tmp)).catch(fail);
          } finally {
            await rm(tmp, { force: true }).catch(() => undefined);
          }
          return;
        }
        await rm(tmp, { force: true }).catch(() => undefined);
        fail(e as NodeJS.ErrnoException);
      }
    },
  };
}

/** Writes an output file at once, all or nothing (see openOutput). */
export async function writeOutput(path: string, data: string | Uint8Array): Promise<void> {
  const file = await openOutput(path);
  file.write(data);
  await file.close();
}

/**
 * Checks before a long run that an output file can be written at the end, as writeOutput() will:
 * an existing file must be writable, a new one's directory must exist and be writable; it is not
 * a directory, and not one of the inputs (which it would overwrite). `taken` holds the resolved
 * paths already in use (inputs, other outputs).
 */
export async function checkOutput(path: string, taken: Set<string>): Promise<void> {
  const full = resolve(path);
  const clash = () => new UsageError(`cannot write ${path}: it is also an input or another output of this command`);
  if (taken.has(full)) throw clash();
  const { access, constants, stat } = await fsPromises();
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) throw new UsageError(`cannot write ${path}: is a directory`);
  // The same file under another name (a symbolic or a hard link) is the same file.
  if (info?.isFile())
    for (const other of taken) {
      const o = await stat(other).catch(() => undefined);
      if (o && o.dev === info.dev && o.ino === info.ino) throw clash();
    }
  taken.add(full);
  await access(info ? path : dirname(full), constants.W_OK).catch(cannotWrite(path));
}

// Here for the command line's modules; defined apart from Node's modules for the web app.
export { displayTitle } from "../puzzle/title.js";
