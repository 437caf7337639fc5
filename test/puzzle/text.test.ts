import { describe, expect, it } from "vitest";
import { parsePuzzles, writePuzzles } from "../../src/index.js";
import { textPuzzle } from "../helpers.js";

const SET_068 = `# Strimko weekly set 068
title: Strimko weekly set 068
source: MiniZinc model post (seed)
streams:
  a b b d
  b a d b
  c d a c
  d c c a
givens:
  . . . .
  . 3 2 .
  . . 1 .
  . . . .
`;

describe("text format", () => {
  it("reads the DESIGN example", () => {
    const p = textPuzzle(SET_068);
    expect(p.size).toBe(4);
    expect(p.title).toBe("Strimko weekly set 068");
    expect(p.source).toBe("MiniZinc model post (seed)");
    expect(p.streams).toEqual([
      [1, 2, 2, 3],
      [2, 1, 3, 2],
      [4, 3, 1, 4],
      [3, 4, 4, 1],
    ]);
    expect(p.givens[1]).toEqual([0, 3, 2, 0]);
    expect(p.givens[2]).toEqual([0, 0, 1, 0]);
  });

  it("reads compact rows one character per cell, and labels of any letters or digits", () => {
    const compact = textPuzzle("streams:\n abbd\n badb\n cdac\n dcca\ngivens:\n ....\n .32.\n ..1.\n ....\n");
    const spaced = textPuzzle("streams:\n x1 y y z\n y x1 z y\n w z x1 w\n z w w x1\ngivens:\n 0 _ . 0\n . 3 2 .\n . . 1 .\n . . . .\n");
    expect(compact.streams).toEqual(spaced.streams);
    expect(compact.givens).toEqual(spaced.givens);
  });

  it("numbers streams by first appearance, whatever their labels", () => {
    const p = textPuzzle("streams:\n z z\n q q\n");
    expect(p.streams).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("takes . as a cell in no stream, and allows short streams", () => {
    const p = textPuzzle("streams:\n a . .\n . a .\n . . b\n");
    expect(p.streams).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 2],
    ]);
  });

  it("reads values above 9 as numbers, or as letters in compact rows", () => {
    const rows = Array.from({ length: 12 }, () => "............");
    const streams = Array.from({ length: 12 }, () => ". ".repeat(12).trim());
    const spacedGivens = ["12 11 10 . . . . . . . . .", ...Array.from({ length: 11 }, () => ". ".repeat(12).trim())];
    const compactGivens = ["CBA.........", ...rows.slice(1)];
    const a = textPuzzle(`streams:\n${streams.join("\n")}\ngivens:\n${spacedGivens.join("\n")}\n`);
    const b = textPuzzle(`streams:\n${streams.join("\n")}\ngivens:\n${compactGivens.join("\n")}\n`);
    expect(a.givens[0].slice(0, 3)).toEqual([12, 11, 10]);
    expect(b.givens).toEqual(a.givens);
  });

  it("keeps a stated solution", () => {
    const p = textPuzzle("streams:\n aa\n bb\nsolution:\n 12\n 21\n");
    expect(p.solution).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("takes a size: line and checks the grids against it", () => {
    expect(textPuzzle("size: 2\nstreams:\n ab\n ab\n").size).toBe(2);
  });

  it("ignores comments and blank lines, and keeps # inside a title", () => {
    const p = textPuzzle("# a comment\n\ntitle: Set #5\nstreams:   # the streams\n  a b  # first row\n\n  b a\n");
    expect(p.title).toBe("Set #5");
    expect(p.streams).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("reads a collection separated by --- lines, one id per puzzle", () => {
    const entries = parsePuzzles("set.txt", "streams:\n ab\n ba\n---\nstreams:\n aa\n bb\n---\nstreams:\n a\n");
    expect(entries.map((e) => e.id)).toEqual(["set.txt#1", "set.txt#2", "set.txt#3"]);
    expect(entries.every((e) => e.puzzle)).toBe(true);
  });

  it("keeps reading a collection after a bad puzzle", () => {
    const entries = parsePuzzles("set.txt", "streams:\n ab\n ba\n---\nstreams:\n ab\n b\n---\nstreams:\n a\n");
    expect(entries.map((e) => (e.error ? "error" : "ok"))).toEqual(["ok", "error", "ok"]);
    expect(entries[1].error?.message).toBe('set.txt:7:3: row 2 of "streams" has 1 cell; expected 2');
  });

  it("ignores a trailing --- and blocks of comments only", () => {
    const entries = parsePuzzles("set.txt", "streams:\n ab\n ba\n---\n# the end\n---\n");
    expect(entries.map((e) => [e.id, e.error?.message])).toEqual([["set.txt", undefined]]);
  });

  it("writes what it reads", () => {
    const p = textPuzzle(SET_068);
    expect(textPuzzle(writePuzzles([p], "text"))).toEqual(p);
    expect(writePuzzles([p], "text")).toBe(`title: Strimko weekly set 068
source: MiniZinc model post (seed)
streams:
  a b b c
  b a c b
  d c a d
  c d d a
givens:
  . . . .
  . 3 2 .
  . . 1 .
  . . . .
`);
  });
});
