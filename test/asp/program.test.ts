/**
 * Generated programs: golden files (a change to an encoding or the template
 * shows up as a diff), deterministic order, and no way for a puzzle file to
 * inject text into a program.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENCODINGS, parsePuzzle, renderProgram, solve } from "../../src/index.js";
import { engine } from "../../src/engines/asp/clingo.js";
import { ROOT } from "../helpers.js";

const GOLDEN = join(ROOT, "test/fixtures/golden");
const read = (path: string) => parsePuzzle(path, readFileSync(join(ROOT, path), "utf8"));

describe("golden programs", () => {
  const cases: [string, string, string][] = [
    ...ENCODINGS.map((e): [string, string, string] => [`hakank-068.${e.name}.lp`, "puzzles/strimko/hakank-068.txt", e.name]),
    ["farhan-y-7x7.count-pruned.lp", "puzzles/strimko/farhan-y-7x7.txt", "count-pruned"],
    ["janko-chaos-5_5x5.count-pruned.lp", "puzzles/jigsaw/janko-chaos-5_5x5.txt", "count-pruned"],
  ];
  it.each(cases)("%s", (golden, path, encoding) => {
    const program = renderProgram(read(path), { encoding, label: path });
    const file = join(GOLDEN, golden);
    if (process.env.UPDATE_GOLDEN) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, program);
    }
    expect(program).toBe(readFileSync(file, "utf8"));
  });
});

describe("the program of a puzzle", () => {
  const p = read("puzzles/strimko/hakank-068.txt");

  it("is the same whatever labels or format the file used", () => {
    const relabelled = parsePuzzle("other.txt", "streams:\n q z z 7\n z q 7 z\n k 7 q k\n 7 k k q\ngivens:\n ....\n .32.\n ..1.\n ....\n");
    const dzn = parsePuzzle("068.dzn", "n = 4; streams = [| 4,2,2,1 | 2,4,1,2 | 3,1,4,3 | 1,3,3,4 |]; placed = [| 2,2,3 | 2,3,2 | 3,3,1 |];");
    expect(renderProgram(relabelled)).toBe(renderProgram(p));
    expect(renderProgram(dzn)).toBe(renderProgram(p));
  });

  it("lists the facts row by row", () => {
    const facts = renderProgram(p).split("%%% instance\n")[1];
    expect(facts.split("\n").slice(1, 3)).toEqual(["size(4).", "stream(1,1,1). stream(1,2,2). stream(1,3,2). stream(1,4,3)."]);
  });
});

describe("nothing in a puzzle file reaches the program as code", () => {
  const evil = [
    "x\n#script (lua)\nfunction main(prg) end\n#end.\n:- value(1,1,4).",
    "x *% :- value(1,1,4). %* y",
    "%* :- value(1,1,4). *%",
    '#include "/etc/passwd".',
    'quote " and \\" and \' :- value(1,1,4).',
    "line\r\nbreak :- value(1,1,4).",
    "\u2028unicode line separator :- value(1,1,4).",
  ];
  const base = read("puzzles/strimko/hakank-068.txt");
  const plain = renderProgram(base, { label: "plain" });
  const bodyOf = (program: string) => program.split("\n").filter((l) => !l.startsWith("% instance"));

  it.each(evil)("title or id %j", async (text) => {
    // Through the text format's title (one line) and JSON's (any string), and as a file name.
    const titled = { ...base, title: text };
    for (const label of [text, `dir/${text}.txt`]) {
      const program = renderProgram(titled, { label });
      const comment = program.split("\n").filter((l) => l.startsWith("% instance"));
      expect(comment).toHaveLength(1);
      expect(comment[0]).toMatch(/^% instance: [A-Za-z0-9 _.,:;()+/'?-]*$/);
      expect(bodyOf(program)).toEqual(bodyOf(plain));
      const r = await engine.run(program, { models: 0 });
      expect(r.count).toBe(1);
    }
    const fromJson = parsePuzzle("evil.json", JSON.stringify({ size: 4, streams: base.streams, givens: base.givens, title: text }));
    expect((await solve(fromJson, { engine: "asp", label: text })).unique).toBe(true);
  });
});

describe("injection fixtures (test/fixtures/injection)", () => {
  const base = renderProgram(read("puzzles/strimko/hakank-068.txt"), { label: "x" });
  const strip = (program: string) => program.split("\n").filter((l) => !l.startsWith("% instance"));
  it.each(["lua-script.txt", "newline-title.json"])("%s renders the same program as the plain puzzle", async (file) => {
    const path = `test/fixtures/injection/${file}`;
    const p = read(path);
    expect(p.title).toBeDefined();
    for (const label of [path, p.title!, p.source!]) {
      const program = renderProgram(p, { label });
      expect(strip(program)).toEqual(strip(base));
    }
    const r = await solve(p, { engine: "asp", label: p.title });
    expect(r).toMatchObject({ status: "solved", unique: true });
  });
});
