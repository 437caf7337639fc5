/** The bundled puzzles by collection (the folders of puzzles/), loaded with their own chunk. */

export interface BundledFile {
  /** "puzzles/strimko/hakank-068.txt": the id the CLI gives it when run from the repository. */
  path: string;
  name: string;
  text: string;
}

/** Collection ("strimko", "sudoku", ...) → its files, in name order. */
export type Collections = Map<string, BundledFile[]>;

/** The collections, in the order a newcomer wants them: Strimko first, the bad files last. */
const ORDER = ["strimko", "sudoku", "jigsaw", "multi", "unsat", "generated", "invalid"];

export async function loadCollections(): Promise<Collections> {
  const { BUNDLED } = await import("./bundled-files.js");
  const collections: Collections = new Map(ORDER.map((c) => [c, []]));
  for (const [path, text] of BUNDLED) {
    const [, collection, name] = path.split("/");
    if (!collections.has(collection)) collections.set(collection, []);
    collections.get(collection)!.push({ path, name, text });
  }
  for (const files of collections.values()) files.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  return collections;
}
