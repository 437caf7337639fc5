import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parsePuzzle, parsePuzzles, type Puzzle } from "../src/index.js";

export const ROOT = new URL("..", import.meta.url).pathname;

/** Parses a text-format puzzle written inline in a test. */
export function textPuzzle(text: string): Puzzle {
  return parsePuzzle("test.txt", text, "text");
}

/** Every entry of the files under a path of the repository (recursively for directories). */
export function loadEntries(path: string) {
  const full = join(ROOT, path);
  const files = statSync(full).isDirectory()
    ? readdirSync(full)
        .filter((f) => /\.(txt|json|dzn)$/.test(f))
        .sort()
        .map((f) => join(path, f))
    : [path];
  return files.flatMap((f) => parsePuzzles(f, readFileSync(join(ROOT, f), "utf8")));
}

export function readLines(path: string): string[] {
  return readFileSync(join(ROOT, path), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

/**
 * An n x n square whose streams are its rows and with no givens, as JSON: every Latin square
 * solves it, and the native search fills it guess by guess, about n² guesses deep (issue 12).
 */
export function rowsAsStreams(n: number): string {
  return JSON.stringify({ size: n, streams: Array.from({ length: n }, (_, r) => Array<number>(n).fill(r + 1)) });
}
