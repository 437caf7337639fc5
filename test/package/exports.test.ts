/**
 * The library's public API, pinned (issue 24): every name `import … from "strimko"` offers, values
 * and types, is listed here and in docs/library.md. A name added or removed fails this test until
 * both lists say so: a change to the API is a decision, not an accident.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

const VALUES = [
  "ENCODINGS",
  "ExitCode",
  "InputError",
  "PuzzleError",
  "StrimkoError",
  "UsageError",
  "analyze",
  "checkPuzzle",
  "count",
  "detectFormat",
  "difficulty",
  "explain",
  "explainPage",
  "generate",
  "generatePuzzles",
  "grade",
  "parsePuzzle",
  "parsePuzzles",
  "renderBoard",
  "renderProgram",
  "solve",
  "svgToPng",
  "unwritableReason",
  "verify",
  "writePuzzles",
];
const TYPES = [
  "Analysis",
  "AnalyzeOptions",
  "CountOptions",
  "CountVerdict",
  "Difficulty",
  "EngineResult",
  "Explanation",
  "GenerateOptions",
  "GeneratedPuzzle",
  "GradeResult",
  "Grid",
  "InputFormat",
  "OutputFormat",
  "ParsedEntry",
  "Puzzle",
  "SolveOptions",
  "SolveVerdict",
  "Violation",
];

/** The names src/index.ts exports, read from its export statements: [values, types]. */
function declared(): [string[], string[]] {
  const text = readFileSync(join(ROOT, "src/index.ts"), "utf8");
  const values: string[] = [];
  const types: string[] = [];
  for (const m of text.matchAll(/^export (type )?\{([^}]*)\} from/gm)) {
    for (const item of m[2]
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean)) {
      const isType = m[1] !== undefined || item.startsWith("type ");
      const name = item
        .replace(/^type /, "")
        .split(" as ")
        .pop()!
        .trim();
      (isType ? types : values).push(name);
    }
  }
  expect(text).not.toMatch(/^export (\*|const|function|class|default)/m);
  return [values.sort(), types.sort()];
}

describe("the public API", () => {
  it("is the pinned list of names, about forty (43 with the setter's analysis, issue 25)", () => {
    const [values, types] = declared();
    expect(values).toEqual(VALUES);
    expect(types).toEqual(TYPES);
    expect(values.length + types.length).toBe(43);
  });

  it("is what the built package exports at run time (the values)", async () => {
    const built = (await import(pathToFileURL(join(ROOT, "dist/index.js")).href)) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(VALUES);
    for (const name of VALUES) expect(built[name], name).toBeDefined();
  });

  it("is the list docs/library.md documents, each name under its heading", () => {
    const doc = readFileSync(join(ROOT, "docs/library.md"), "utf8");
    const section = doc.slice(doc.indexOf("## Every name"));
    // Each item names one or more of them before its colon: "- `Puzzle`, `Grid`: the model".
    const listed = [...section.matchAll(/^- (.*?): /gm)].flatMap((m) => [...m[1].matchAll(/`([A-Za-z]+)`/g)].map((n) => n[1])).sort();
    expect(listed).toEqual([...VALUES, ...TYPES].sort());
  });
});
