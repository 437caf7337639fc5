/**
 * New puzzle's messages (web/state/generate-words.ts): generate's own errors, got from the library
 * as the view's worker gets them, worded for the form (its fields, not the command line's options).
 */
import { describe, expect, it } from "vitest";
import { generate } from "../../src/generate/batch.js";
import { generateProblem } from "../../web/state/generate-words.js";

async function problem(options: Parameters<typeof generate>[0]): Promise<string> {
  try {
    await generate({ ...options, count: 1, jobs: 1 });
  } catch (e) {
    return generateProblem(e instanceof Error ? e.message : String(e));
  }
  throw new Error("expected generate to refuse these options");
}

describe("New puzzle's words", () => {
  it("a level a kind cannot reach: the form's Difficulty, no command-line option, no puzzle number", async () => {
    const text = await problem({ kind: "latin", size: 4, difficulty: "search", seed: "x1" });
    expect(text).toBe("no search-level latin of size 4 was found in 200 tries; try another difficulty");
    expect(text).not.toMatch(/--|puzzle 1/);
  });

  // Until issue 25 an easy 9x9 Sudoku was out of reach with the form's default Givens; now easy and
  // medium keep the givens their level needs, so there is no message to word.
  it("an easy 9x9 Sudoku with the default Givens: made, no message", async () => {
    const [g] = await generate({ kind: "sudoku", size: 9, difficulty: "easy", seed: "x", count: 1, jobs: 1 });
    expect(g.difficulty.level).toBe("easy");
  }, 60_000);

  it("a minimal 25x25 Sudoku: the form's Givens field", async () => {
    const text = await problem({ kind: "sudoku", size: 25 });
    expect(text).toMatch(/; choose Givens "any" \(/);
    expect(text).not.toMatch(/--/);
  });

  it("a size a kind is not made in: generate's words, as they are", async () => {
    expect(await problem({ kind: "strimko", size: 30 })).toBe("size 30: generate makes strimko puzzles of size 3 to 10");
  });
});
