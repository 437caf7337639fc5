/**
 * The bundled puzzles, read from puzzles/ at build time (the files stay the single source). A
 * chunk of its own, loaded once when the page starts, so that the app's code stays small and every
 * puzzle is there offline.
 */
const files = import.meta.glob<string>(
  [
    "../../puzzles/strimko/*.txt",
    "../../puzzles/sudoku/*.txt",
    "../../puzzles/jigsaw/*.txt",
    "../../puzzles/multi/*",
    "../../puzzles/unsat/*",
    "../../puzzles/invalid/*",
    "../../puzzles/generated/*",
  ],
  { query: "?raw", import: "default", eager: true },
);

/** "puzzles/strimko/hakank-068.txt" → its text. */
export const BUNDLED: ReadonlyMap<string, string> = new Map(Object.entries(files).map(([file, text]) => [file.replace(/^(\.\.\/)+/, ""), text]));
