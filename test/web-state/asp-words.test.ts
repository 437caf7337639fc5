/** The ASP workbench's pure part (web/state/asp-words.ts): what a run asks for, clingo's messages
 * read as places, an answer set read as a grid (in cell order, checked by the verifier) or as
 * candidates. clingo's messages are real ones, from clingo-wasm. */
import { describe, expect, it } from "vitest";
import { engine } from "../../src/engines/asp/clingo.js";
import { candidatesOf, clingoMessages, MODEL_CAP, optimizes, readAnswer, runOptions } from "../../web/state/asp-words.js";
import { textPuzzle } from "../helpers.js";

const p = textPuzzle("streams:\n a a b b\n a a b b\n c c d d\n c c d d\n");

describe("the ASP workbench's words", () => {
  it("a run's models and options: 0 = all, capped, a page at a time; --enum-mode and --opt-mode only when asked", () => {
    expect(runOptions({ models: 0, enumMode: "auto", stats: false, project: false })).toEqual({ models: MODEL_CAP, options: [], capped: true, first: 0 });
    expect(runOptions({ models: 5, enumMode: "auto", stats: false, project: true })).toEqual({ models: 5, options: ["--project"], capped: false, first: 0 });
    // The third page: clingo asked for the first three, the third shown.
    expect(runOptions({ models: 0, page: 2, enumMode: "auto", stats: false, project: false })).toEqual({
      models: 3 * MODEL_CAP,
      options: [],
      capped: true,
      first: 2 * MODEL_CAP,
    });
    // A page is no page below the cap.
    expect(runOptions({ models: 7, page: 2, enumMode: "auto", stats: false, project: false }).first).toBe(0);
    // Consequences are over every answer set: -n 0, whatever was asked.
    expect(runOptions({ models: 5, enumMode: "brave", stats: true, project: true })).toEqual({
      models: 0,
      options: ["--enum-mode=brave", "--project"],
      capped: false,
      first: 0,
    });
    expect(runOptions({ models: 1, enumMode: "auto", stats: false, project: false, optMode: "optN" }).options).toEqual(["--opt-mode=optN"]);
    expect(runOptions({ models: 1, enumMode: "auto", stats: false, project: false, optMode: "opt" }).options).toEqual([]);
  });

  it("a program optimizes when it has #minimize, #maximize or a weak constraint outside comments and strings", () => {
    expect(optimizes("a.\n#minimize { V : value(1,1,V) }.\n")).toBe(true);
    expect(optimizes("#maximise { 1 : a }.")).toBe(true);
    expect(optimizes(":~ a. [1]")).toBe(true);
    expect(optimizes("% #minimize { 1 : a }.\na.\n")).toBe(false);
    expect(optimizes('label("#minimize").')).toBe(false);
  });

  it("clingo's messages at their places, a note joined to the message before it", async () => {
    const syntax = await engine.run("a.\nb :- c(.\n", { models: 1 }).catch((e: Error) => e.message);
    expect(clingoMessages(String(syntax).replace(/^clingo failed: /, ""))).toEqual([
      expect.objectContaining({ line: 2, col: 8, severity: "error", text: expect.stringMatching(/^syntax error/) }),
    ]);
    const unsafe = await engine.run("p(X) :- q(Y).\nq(1).\n", { models: 1 }).catch((e: Error) => e.message);
    const [m] = clingoMessages(String(unsafe).replace(/^clingo failed: /, ""));
    expect(m).toMatchObject({ line: 1, col: 1, severity: "error" });
    expect(m.text).toMatch(/unsafe variables in: .*'X' is unsafe/);
  });

  it("an answer set: atoms in cell order, a grid checked against the puzzle's rules, or why it is no grid", () => {
    const good = ["value(2,1,3)", "value(1,1,1)", "value(1,2,2)", "value(1,3,3)", "value(1,4,4)", "value(2,2,4)", "value(2,3,1)", "value(2,4,2)"];
    const rest = ["value(3,1,2)", "value(3,2,1)", "value(3,3,4)", "value(3,4,3)", "value(4,1,4)", "value(4,2,3)", "value(4,3,2)", "value(4,4,1)", "mark(1)"];
    const r = readAnswer(p, [...good, ...rest]);
    expect(r.atoms[0]).toBe("value(1,1,1)");
    expect(r.atoms[r.atoms.length - 1]).toBe("mark(1)");
    expect(r.grid).not.toBeNull();
    expect(r.broken).toEqual([]);
    const clash = readAnswer(
      p,
      [...good, ...rest].map((a) => (a === "value(4,4,1)" ? "value(4,4,4)" : a)),
    );
    expect(clash.broken.length).toBeGreaterThan(0);
    expect(readAnswer(p, good).notGrid).toBe("not a grid: 8 cells without a value");
    // A value/3 atom outside the grid (a rule of one's own made it): no grid, said so.
    expect(readAnswer(p, [...good, ...rest, "value(1,1,5)"]).notGrid).toBe("not a grid: value(1,1,5) outside the 4×4 grid");
  });

  it("consequences as candidates per cell", () => {
    const c = candidatesOf(p, ["value(1,1,2)", "value(1,1,1)", "value(4,4,3)", "other"]);
    expect(c[0][0]).toEqual([1, 2]);
    expect(c[3][3]).toEqual([3]);
    expect(c[2][2]).toEqual([]);
  });
});
