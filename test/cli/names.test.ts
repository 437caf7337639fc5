/**
 * File names in the output people read: a name may hold a line feed, an escape sequence or a
 * bidi control (Linux allows all but "/" and NUL), and must not fake a result line or drive the
 * terminal. The built command on real files with such names. (Build first: `npm run build`.)
 */
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printable } from "../../src/text/output.js";
import { ROOT } from "../helpers.js";
import { strimko, type Run } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-names-"));
/** The name: two more lines, one like a program's comment, one like a path. */
const EVIL = "evil\n#script (lua) x #end.\n%*.json";
const copy = (from: string, name: string) => {
  const path = join(dir, name);
  copyFileSync(join(ROOT, from), path);
  return path;
};
const UNIQUE = copy("puzzles/strimko/dlthompson-4_1.txt", `${EVIL}.txt`);
const SEVERAL = copy("puzzles/multi/hakank-068-one-given-less.txt", `${EVIL} \u001b[2J\u009b31m\u202etxt.several.txt`);
const INVALID = copy("puzzles/invalid/ragged-row.txt", `${EVIL}\r\u2028bad.txt`);

/** What must never reach the terminal raw (line feeds aside, which end the lines we print). */
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Every line of both streams: no raw control character, and no line made by a name. */
function expectClean(r: Run): void {
  for (const text of [r.stdout, r.stderr]) {
    expect(text).not.toMatch(RAW);
    for (const line of text.split("\n")) expect(line).not.toMatch(/^(#script|%\*\.json)/);
  }
}

/** The lines of a text that name a file (escaped, followed by ":"); every line that names one of
 * ours names it whole. */
function namingLines(text: string, path: string): string[] {
  const lines = text.split("\n");
  for (const l of lines.filter((l) => l.includes("evil"))) expect(l).toContain(printable(join(dir, EVIL)));
  return lines.filter((l) => l.includes(`${printable(path)}:`));
}

describe("printable", () => {
  it("leaves an ordinary name as it is, escapes each control character", () => {
    for (const name of ["puzzles/strimko/hakank-068.txt", "日本語 é ß 🙂.txt", "a\\b 'c' \"d\".txt", ""]) expect(printable(name)).toBe(name);
    expect(printable("a\nb\rc\td")).toBe("a\\nb\\rc\\td");
    expect(printable("\u0000\u001b[31m\u007f\u0085\u009b")).toBe("\\x00\\x1b[31m\\x7f\\x85\\x9b");
    expect(printable("\u2028\u2029\u202e\u2066\u200f\u061c")).toBe("\\u2028\\u2029\\u202e\\u2066\\u200f\\u061c");
    expect(printable(printable(EVIL))).toBe(printable(EVIL));
  });
});

describe("a file name with a line feed, escapes and bidi controls", () => {
  it("solve, count and grade print one line per puzzle, naming it escaped", async () => {
    const solved = await strimko(["solve", "--engine", "native", UNIQUE]);
    expectClean(solved);
    expect(namingLines(solved.stdout, UNIQUE)).toEqual([`${printable(UNIQUE)}: solved, unique`]);
    expect(solved.stdout.split("\n")).toHaveLength(1 + 4 + 1);
    const counted = await strimko(["count", "--engine", "native", UNIQUE, SEVERAL]);
    expectClean(counted);
    expect(namingLines(counted.stdout, UNIQUE)).toHaveLength(1);
    expect(namingLines(counted.stdout, SEVERAL)).toHaveLength(1);
    expect(counted.stdout.trim().split("\n")).toHaveLength(2);
    const graded = await strimko(["grade", "--engine", "native", UNIQUE, INVALID]);
    expectClean(graded);
    expect(graded.stdout.trim().split("\n")).toHaveLength(2);
  });

  it("an error names the file escaped, on one line, with its line and column", async () => {
    const r = await strimko(["solve", INVALID]);
    expectClean(r);
    // (A name with a space is said by "strimko: ", as before: editors take positions without spaces.)
    expect(r.stderr).toMatch(new RegExp(`^(strimko: )?${printable(INVALID).replace(/[\\[\]().*+?^$|{}]/g, "\\$&")}:\\d+:\\d+: [^\n]+\n$`));
    expect(r.code).toBe(2);
    // The same for the commands that take one puzzle.
    for (const args of [["explain"], ["convert", "--to", "json"], ["render"], ["program"]]) {
      const one = await strimko([...args, INVALID]);
      expectClean(one);
      expect(one.stderr.split("\n"), args[0]).toHaveLength(2);
      expect(one.code, args[0]).toBe(2);
    }
  });

  it("compare, explain, convert and render name it escaped", async () => {
    const compared = await strimko(["compare", "-j", "1", "--timeout", "20", UNIQUE, INVALID]);
    expectClean(compared);
    expect(namingLines(compared.stderr, INVALID)).toHaveLength(1);
    expect(compared.stderr.trim().split("\n")).toHaveLength(1);
    expect(compared.stdout).toMatch(/^compare: 2 puzzles in /);
    const explained = await strimko(["explain", UNIQUE]);
    expectClean(explained);
    expect(namingLines(explained.stdout, UNIQUE)).toHaveLength(1);
    expectClean(await strimko(["convert", "--to", "text", UNIQUE]));
    // render --solution of a puzzle with several solutions warns, naming it.
    const drawn = await strimko(["render", "--solution", SEVERAL, "-o", join(dir, "several.svg")]);
    expectClean(drawn);
    expect(namingLines(drawn.stderr, SEVERAL)).toEqual([`strimko: ${printable(SEVERAL)}: the puzzle has several solutions; this is one of them`]);
  });
});
