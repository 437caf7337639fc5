/** Bundled puzzles for the web state tests, read as the app reads them (a bad one fails the test). */
import type { Puzzle } from "../../src/puzzle/types.js";
import { loadEntries } from "../helpers.js";

export function bundled(path: string): { id: string; puzzle: Puzzle }[] {
  return loadEntries(path).map((e) => {
    if (!e.puzzle) throw new Error(`${e.id}: ${e.error.message}`);
    return { id: e.id, puzzle: e.puzzle };
  });
}

export const first = (path: string): Puzzle => bundled(path)[0].puzzle;
