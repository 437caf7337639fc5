/**
 * Opening text in the web app (web/src/open.ts): the command line's readers and words, but the
 * page's own advice where the command line's names an option the page does not have.
 */
import { describe, expect, it } from "vitest";
import { openText } from "../../web/src/open.js";

// The classroom format's first line is its header "N nDis nEvi"; one number is not enough to tell it.
const unclear = "4\n1 1 2 2\n";

describe("opening text in the page", () => {
  it("an unknown format is met with the page's Format list, not with --format", () => {
    const opened = openText("pasted", unclear);
    expect(opened.puzzles).toEqual([]);
    expect(opened.errors).toHaveLength(1);
    expect(opened.errors[0]).toMatch(/^pasted:1:1: cannot tell the format: .*; choose one under "Format"$/);
    expect(opened.errors[0]).not.toContain("--format");
  });

  it("a link's puzzle that cannot be read says what is wrong, at its line and column, and names no Format list", () => {
    const opened = openText("link", unclear, undefined, "link");
    expect(opened.puzzles).toEqual([]);
    expect(opened.errors).toHaveLength(1);
    expect(opened.errors[0]).toMatch(/^link:1:1: cannot tell the format: expected strimko text .*, MiniZinc data or the classroom format$/);
    expect(opened.errors[0]).not.toMatch(/format"|--format|choose/i);
  });

  it("an empty link says so in a link's words, not a file's", () => {
    // The trial: a link ending in "#puzzle=" read "link:1:1: empty file; expected a puzzle".
    expect(openText("link", "", undefined, "link").errors).toEqual(["link:1:1: the link holds no puzzle after #puzzle="]);
    expect(openText("x.txt", "\n").errors).toEqual(["x.txt:1:1: empty file; expected a puzzle"]);
  });

  it("a format chosen reads the text as that format (its own error, at its line and column)", () => {
    expect(openText("pasted", unclear, "classroom").errors).toEqual(['pasted:1:1: expected the header "N nDis nEvi" (three numbers), found 1 number']);
    const sudoku = openText("pasted", "1...\n..2.\n.3..\n...4\n", "sudoku");
    expect(sudoku.errors).toEqual([]);
    expect(sudoku.puzzles.map((p) => p.puzzle.givens)).toEqual([
      [
        [1, 0, 0, 0],
        [0, 0, 2, 0],
        [0, 3, 0, 0],
        [0, 0, 0, 4],
      ],
    ]);
  });
});
