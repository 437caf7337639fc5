import { describe, expect, it } from "vitest";
import { decodeAtom } from "../../src/engines/asp/decode.js";
import { decodeGrid } from "../../src/engines/asp/decode.js";
import { DecodeError } from "../../src/base/errors.js";

const atoms = ["value(1,1,1)", "value(1,2,2)", "value(2,1,2)", "value(2,2,1)"];

describe("decoding an answer set", () => {
  it("gives the same grid whatever the order of the atoms", () => {
    const grid = [
      [1, 2],
      [2, 1],
    ];
    expect(decodeGrid(atoms, 2)).toEqual(grid);
    expect(decodeGrid([...atoms].reverse(), 2)).toEqual(grid);
    expect(decodeGrid([atoms[2], atoms[0], atoms[3], atoms[1]], 2)).toEqual(grid);
  });

  it.each([
    ["a cell without a value", atoms.slice(1), "cell (1,1) has no value"],
    ["a cell with two values", [...atoms, "value(1,1,2)"], "cell (1,1) has two values, 1 and 2"],
    ["a value out of range", [...atoms.slice(1), "value(1,1,3)"], "value(1,1,3) is outside the 2 x 2 grid or its values 1..2"],
    ["a row out of range", [...atoms, "value(0,1,1)"], "value(0,1,1) is outside"],
    ["another predicate", [...atoms, "stream(1,1,1)"], "unexpected atom stream(1,1,1)"],
    ["a string argument", [...atoms.slice(1), 'value("1",1,1)'], 'value("1",1,1) is outside'],
    ["a malformed atom", [...atoms, "value(1,1"], "expected"],
  ])("rejects %s", (_what, input, message) => {
    expect(() => decodeGrid(input, 2)).toThrow(DecodeError);
    expect(() => decodeGrid(input, 2)).toThrow(message);
  });
});

describe("the cell an atom becomes (decodeAtom, the ASP view's mapping)", () => {
  it("is value(R,C,V)'s cell (R,C) and value V, as in the grid decodeGrid builds", () => {
    const n = 2;
    const grid = decodeGrid(atoms, n);
    for (const atom of atoms) {
      const { cell, value } = decodeAtom(atom, n);
      expect(`value(${cell[0]},${cell[1]},${value})`).toBe(atom);
      expect(grid[cell[0] - 1][cell[1] - 1]).toBe(value);
    }
  });

  it.each([
    ["a value out of range", "value(1,1,3)", "value(1,1,3) is outside the 2 x 2 grid or its values 1..2"],
    ["another predicate", "stream(1,1,1)", "unexpected atom stream(1,1,1)"],
    ["a malformed atom", "value(1,1", "expected"],
  ])("rejects %s with decodeGrid's words", (_what, atom, message) => {
    expect(() => decodeAtom(atom, 2)).toThrow(DecodeError);
    expect(() => decodeAtom(atom, 2)).toThrow(message);
  });
});
