/**
 * The web app's #puzzle= links (puzzle/share-link.ts): the Share link and the compact one a
 * book's QR code holds open the very puzzle, of the same kind, whatever its size and shape.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, parsePuzzles } from "../../src/puzzle/formats/index.js";
import { kindOf } from "../../src/puzzle/kind.js";
import { compactLink, compactText, fragmentText, shareLink } from "../../src/puzzle/share-link.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { textPuzzle } from "../helpers.js";

const BASE = "https://example.org/strimko/";
const same = (p: Puzzle) => ({ size: p.size, streams: p.streams, givens: p.givens, kind: kindOf(p) });
const opened = (link: string) => parsePuzzle("link", fragmentText(link.slice(BASE.length)) as string);

/** The first puzzle of each bundled file of these folders (4x4 to 35x35, every kind). */
const bundled = ["strimko", "sudoku", "jigsaw", "generated", "multi"].flatMap((dir) =>
  readdirSync(join("puzzles", dir))
    .filter((f) => /\.(txt|json|sdk)$/.test(f))
    .map((f) => {
      const path = join("puzzles", dir, f);
      return parsePuzzles(path, readFileSync(path, "utf8")).find((e) => e.puzzle)?.puzzle;
    })
    .filter((p): p is Puzzle => p !== undefined),
);

describe("share links", () => {
  it("the compact link and the Share link open the same puzzle, of the same kind, for every bundled one", () => {
    expect(bundled.length).toBeGreaterThan(40);
    for (const p of bundled) {
      expect(same(opened(compactLink(p, BASE)))).toEqual(same(p));
      expect(same(opened(shareLink(p, BASE)))).toEqual(same(p));
    }
  });

  it("a Strimko whose chains read as regions keeps its kind (it would open as a jigsaw); the compact text is short", () => {
    const p = textPuzzle("kind: strimko\nstreams:\n a a b b\n a a b b\n c c d d\n c c d d\ngivens:\n 1 . . .\n . . . .\n . . . .\n . . . 2\n");
    expect(kindOf({ ...p, kind: undefined })).not.toBe("strimko");
    expect(kindOf(opened(compactLink(p, BASE)))).toBe("strimko");
    expect(compactText(p)).toBe("kind: strimko\nstreams:\naabb\naabb\nccdd\nccdd\ngivens:\n1...\n....\n....\n...2\n");
  });
});
