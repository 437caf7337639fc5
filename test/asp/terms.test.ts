import { describe, expect, it } from "vitest";
import { parseTerm } from "../../src/engines/asp/terms.js";

describe("clingo term parser", () => {
  it("parses the atoms the encodings show", () => {
    expect(parseTerm("value(12,3,-4)")).toEqual({
      type: "function",
      name: "value",
      args: [
        { type: "number", value: 12 },
        { type: "number", value: 3 },
        { type: "number", value: -4 },
      ],
    });
  });

  it("parses strings with commas, parentheses and escapes as single arguments", () => {
    expect(parseTerm('f("a,b)(",x,"q\\"\\\\")')).toEqual({
      type: "function",
      name: "f",
      args: [
        { type: "string", value: "a,b)(" },
        { type: "function", name: "x", args: [] },
        { type: "string", value: 'q"\\' },
      ],
    });
  });

  it("parses tuples, nested functions, #inf and #sup", () => {
    expect(parseTerm("p((1,2),g(h(a)),#inf,#sup)")).toEqual({
      type: "function",
      name: "p",
      args: [
        {
          type: "tuple",
          args: [
            { type: "number", value: 1 },
            { type: "number", value: 2 },
          ],
        },
        { type: "function", name: "g", args: [{ type: "function", name: "h", args: [{ type: "function", name: "a", args: [] }] }] },
        { type: "infimum" },
        { type: "supremum" },
      ],
    });
  });

  it.each(["value(1,2", "value(1,,2)", "Value(1)", "value(1) x", '"open', ""])("rejects %j", (text) => {
    expect(() => parseTerm(text)).toThrow(/expected/);
  });
});
