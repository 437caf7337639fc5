/** Writing an output file named on the command line, all or nothing, with one-line errors. */
import { access, chmod, constants, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { UsageError } from "../errors.js";

/** Why a file could not be written, in words. */
function why(e: NodeJS.ErrnoException): string {
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

/**
 * Writes into a temporary file beside the target and renames it over the target once complete,
 * so that a full disk or a file size limit never leaves half a file, or wipes a good old one.
 * Devices and pipes (/dev/stdout, a FIFO) are written directly; a symbolic link is followed, and
 * the file it names replaced.
 */
export async function writeOutput(path: string, data: string | Uint8Array): Promise<void> {
  let target = path;
  let mode: number | undefined;
  try {
    const info = await stat(path);
    if (!info.isFile()) {
      await writeFile(path, data).catch((e: NodeJS.ErrnoException) => {
        throw new UsageError(`cannot write ${path}: ${why(e)}`);
      });
      return;
    }
    target = await realpath(path);
    mode = info.mode & 0o7777;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    // No such file yet: it is created.
  }
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    await writeFile(tmp, data);
    if (mode !== undefined) await chmod(tmp, mode);
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new UsageError(`cannot write ${path}: ${why(e as NodeJS.ErrnoException)}`);
  }
}

/**
 * Checks before a long run that an output file can be written at the end: its directory exists
 * and is writable, it is not a directory, and it is not one of the inputs (which it would
 * overwrite). `taken` holds the resolved paths already in use (inputs, other outputs).
 */
export async function checkOutput(path: string, taken: Set<string>): Promise<void> {
  const full = resolve(path);
  if (taken.has(full)) throw new UsageError(`cannot write ${path}: it is also an input or another output of this command`);
  taken.add(full);
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) throw new UsageError(`cannot write ${path}: is a directory`);
  await access(info ? path : dirname(full), constants.W_OK).catch((e: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot write ${path}: ${why(e)}`);
  });
}

/** The title of a drawing or page: the puzzle's own, else its file's name. */
export function displayTitle(title: string | undefined, id: string): string {
  return title && title.trim() !== "" ? title : (id.split(/[\\/]/).pop() ?? id);
}
