/** Writing an output file named on the command line, with one-line errors. */
import { writeFile } from "node:fs/promises";
import { UsageError } from "../errors.js";

export async function writeOutput(path: string, data: string | Uint8Array): Promise<void> {
  await writeFile(path, data).catch((e: NodeJS.ErrnoException) => {
    const why = e.code === "ENOENT" ? "no such directory" : e.code === "EISDIR" ? "is a directory" : e.code === "EACCES" ? "permission denied" : e.message;
    throw new UsageError(`cannot write ${path}: ${why}`);
  });
}

/** The title of a drawing or page: the puzzle's own, else its file's name. */
export function displayTitle(title: string | undefined, id: string): string {
  return title && title.trim() !== "" ? title : (id.split(/[\\/]/).pop() ?? id);
}
