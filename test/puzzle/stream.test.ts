/**
 * Files of Sudoku lines read as they come (formats/stream.ts) give what parsePuzzles gives for
 * the whole text: the same entries, ids and messages, wherever the chunks are cut.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parsePuzzles, type ParsedEntry } from "../../src/index.js";
import { MAX_STREAMED_LINE, parseSudokuLineStream, streamsAsSudokuLines } from "../../src/puzzle/formats/stream.js";

const P = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/** The text in chunks cut at the given offsets. */
async function* chunked(text: string, cuts: number[]): AsyncGenerator<string> {
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield text.slice(from, Math.max(from, cut));
    from = Math.max(from, cut);
  }
  yield text.slice(from);
}

async function streamed(name: string, text: string, cuts: number[]): Promise<ParsedEntry[]> {
  const out: ParsedEntry[] = [];
  for await (const e of parseSudokuLineStream(name, chunked(text, cuts))) out.push(e);
  return out;
}

const shown = (entries: ParsedEntry[]) =>
  entries.map((e) => (e.error ? `${e.id} ${e.error.message}` : `${e.id} ${JSON.stringify(e.puzzle.givens)} ${JSON.stringify(e.puzzle.solution ?? null)}`));

/** Lines of a file of Sudoku lines, good and bad. */
const line = fc.constantFrom(
  P,
  `${P},${SOLVED}`,
  `  ${P}  # a comment`,
  P.replace("4", "x"),
  P.replace(".", "４"),
  "1234",
  "",
  "   ",
  "# comment",
  "quizzes,solutions",
  P.slice(1),
  "\u{1F600}" + P.slice(1),
  "5...............",
  "1....1..........",
);
const ending = fc.constantFrom("\n", "\r\n", "\r");

describe("streamed Sudoku lines", () => {
  test.prop([fc.array(fc.tuple(line, ending), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(1200), { maxLength: 6 }), fc.boolean(), fc.boolean()])(
    "read as the whole text is read",
    async (lines, cuts, bom, lastEnding) => {
      const text = (bom ? "\ufeff" : "") + P + "\n" + lines.map(([l, e], i) => l + (i < lines.length - 1 || lastEnding ? e : "")).join("");
      expect(shown(await streamed("s.sdk", text, cuts))).toEqual(shown(parsePuzzles("s.sdk", text, "sudoku")));
    },
  );

  it("holds the first puzzle until a second shows the file holds several: one puzzle has no line number, a CSV header is skipped", async () => {
    for (const text of [
      P + "\n",
      "quizzes,solutions\n" + P + "," + SOLVED + "\n",
      "quizzes,solutions\n" + P + "\n" + P + "\n",
      "# x\n\n" + P,
      "quizzes,solutions\n",
    ]) {
      expect(shown(await streamed("s.sdk", text, [3]))).toEqual(shown(parsePuzzles("s.sdk", text, "sudoku")));
    }
  });

  it("ends the file at a character that is no text, with parsePuzzles' message, after the puzzles before it", async () => {
    const entries = await streamed("s.sdk", `${P}\n${P}\n..\u0000${P}\n${P}\n`, [85]);
    expect(shown(entries).slice(2)).toEqual(["s.sdk s.sdk:3:3: not a puzzle file: found the control character 0x00"]);
    expect(entries.slice(0, 2).map((e) => e.id)).toEqual(["s.sdk:1", "s.sdk:2"]);
  });

  it.each([[[100, 70_000, 1_000_000]], [[100, 1_100_000]], [[]]])(
    "reports a line too long to keep and goes on with the next (chunks cut at %j)",
    async (cuts) => {
      const entries = await streamed("s.sdk", `${P}\n${"1".repeat(MAX_STREAMED_LINE + 10)}\n${P}\n`, cuts);
      expect(shown(entries)[1]).toBe(
        `s.sdk:2 s.sdk:2:1: a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has more than ${MAX_STREAMED_LINE} characters`,
      );
      expect(entries.map((e) => e.id)).toEqual(["s.sdk:1", "s.sdk:2", "s.sdk:3"]);
      expect(entries[2].puzzle).toBeDefined();
    },
  );

  it("streams a file whose first line is a Sudoku line or a CSV header, and nothing else", () => {
    expect(streamsAsSudokuLines("a.txt", `# set\n${P}\n${P.slice(0, 40)}`)).toBe(true);
    expect(streamsAsSudokuLines("a.csv", `quizzes,solutions\n${P},${SOLVED}\n`)).toBe(true);
    // The first line is not complete in the head, a grid, another format, a control character.
    expect(streamsAsSudokuLines("a.sdk", P)).toBe(false);
    expect(streamsAsSudokuLines("a.txt", "Grid 01\n003020600\n900305001\n")).toBe(false);
    expect(streamsAsSudokuLines("a.json", `${P}\n`)).toBe(false);
    expect(streamsAsSudokuLines("a.txt", `${P}\n${P}\u0000\n`)).toBe(false);
    expect(streamsAsSudokuLines("a.txt", `${P}\n`, "text")).toBe(false);
  });
});
