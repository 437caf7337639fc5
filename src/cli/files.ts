/** Writing an output file named on the command line, all or nothing, with one-line errors. */
import { access, chmod, constants, lstat, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { UsageError } from "../errors.js";

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

/**
 * Writes into a temporary file beside the target and renames it over the target once complete,
 * so that a full disk or a file size limit never leaves half a file, or wipes a good old one.
 * Written in place instead: a device or pipe (/dev/stdout, a FIFO); a file with other names (hard
 * links, which must all see the new content); a dangling symbolic link (writing creates what it
 * names); and a file in a directory where no temporary file can be made. A symbolic link to a
 * file is followed, and that file replaced. A read-only file is refused, as by a plain write.
 */
export async function writeOutput(path: string, data: string | Uint8Array): Promise<void> {
  const fail = cannotWrite(path);
  const inPlace = async (): Promise<void> => {
    await writeFile(path, data).catch(fail);
  };
  const info = await stat(path).catch(() => undefined);
  const dangling = !info && (await lstat(path).catch(() => undefined))?.isSymbolicLink();
  if (info?.isFile()) await access(path, constants.W_OK).catch(fail);
  if ((info && (!info.isFile() || info.nlink > 1)) || dangling) return inPlace();
  const target = info ? await realpath(path) : path;
  // A short name: the target's own may already be as long as a name can be.
  const tmp = join(dirname(target), `.strimko-${process.pid}-${++temporaries}.tmp`);
  try {
    await writeFile(tmp, data, { flag: "wx" });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Not ours to remove when it was there before ("wx" does not follow or clobber it).
    if (code === "EEXIST") return inPlace();
    await rm(tmp, { force: true }).catch(() => undefined);
    if (IN_PLACE_CODES.has(code ?? "")) return inPlace();
    fail(e as NodeJS.ErrnoException);
  }
  try {
    if (info) await chmod(tmp, info.mode & 0o7777);
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    if (IN_PLACE_CODES.has((e as NodeJS.ErrnoException).code ?? "")) return inPlace();
    fail(e as NodeJS.ErrnoException);
  }
}

/**
 * Checks before a long run that an output file can be written at the end, as writeOutput() will:
 * an existing file must be writable, a new one's directory must exist and be writable; it is not
 * a directory, and not one of the inputs (which it would overwrite). `taken` holds the resolved
 * paths already in use (inputs, other outputs).
 */
export async function checkOutput(path: string, taken: Set<string>): Promise<void> {
  const full = resolve(path);
  if (taken.has(full)) throw new UsageError(`cannot write ${path}: it is also an input or another output of this command`);
  taken.add(full);
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) throw new UsageError(`cannot write ${path}: is a directory`);
  await access(info ? path : dirname(full), constants.W_OK).catch(cannotWrite(path));
}

/** The title of a drawing or page: the puzzle's own, else its file's name. */
export function displayTitle(title: string | undefined, id: string): string {
  return title && title.trim() !== "" ? title : (id.split(/[\\/]/).pop() ?? id);
}
