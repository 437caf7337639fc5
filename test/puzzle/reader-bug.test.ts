/**
 * A bug in reading (an exception that is not an input error) fails only the puzzle or the file
 * it happened on, as an internal error (exit 70), and the rest of a collection is still read.
 * The bug is injected into puzzleFromDraft for puzzles titled "Boom!": no real input is known to
 * cause one (the fuzzing that found the last one is in the commit history).
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../src/puzzle/draft.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/puzzle/draft.js")>();
  return {
    ...real,
    puzzleFromDraft: (...args: Parameters<typeof real.puzzleFromDraft>) => {
      if (args[1].title === "Boom!") throw new TypeError("injected bug");
      return real.puzzleFromDraft(...args);
    },
  };
});

const { ExitCode, parsePuzzles } = await import("../../src/index.js");
const { ReaderBug } = await import("../../src/base/errors.js");

describe("a bug while reading", () => {
  it("fails the one puzzle it happened on, as an internal error, and the others are read", () => {
    const grid = (title: string) => `${title}\n1 . . .\n. . . .\n. . . .\n. . . .\n`;
    const entries = parsePuzzles("c.txt", grid("First") + "\n" + grid("Boom!") + "\n" + grid("Third"));
    expect(entries.map((e) => e.id)).toEqual(["c.txt#1", "c.txt#2", "c.txt#3"]);
    expect(entries[0].puzzle?.title).toBe("First");
    expect(entries[2].puzzle?.title).toBe("Third");
    const bug = entries[1].error;
    expect(bug).toBeInstanceOf(ReaderBug);
    expect(bug?.exitCode).toBe(ExitCode.internal);
    expect(bug?.message).toBe("c.txt#2: internal error while reading (a bug in strimko, please report it): injected bug");
  });
});
