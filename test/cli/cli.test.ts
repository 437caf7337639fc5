/** End-to-end: the built `strimko` command as a user runs it (build first: `npm run build`). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, renderProgram, verify } from "../../src/index.js";
import { ROOT } from "../helpers.js";
import { CLI, strimko } from "./run.js";

// A bundled puzzle with a published solution, which the expected output is made of.
const file068 = "puzzles/strimko/dlthompson-4_1.txt";
const p068 = parsePuzzle(file068, readFileSync(join(ROOT, file068), "utf8"));
const stated = p068.solution!;
const grid = (g: number[][]) => g.map((row) => "  " + row.join(" ")).join("\n");

describe("strimko solve", () => {
  it("prints the grid and the uniqueness verdict", async () => {
    const r = await strimko(["solve", file068]);
    expect(r).toEqual({ code: 0, stdout: `${file068}: solved, unique\n${grid(stated)}\n`, stderr: "" });
  });

  it("writes JSON Lines in input order, an error record for a bad file, and goes on", async () => {
    const r = await strimko([
      "solve",
      "--json",
      file068,
      "puzzles/invalid/ragged-row.txt",
      "puzzles/unsat/diagonal-2x2.txt",
      "puzzles/multi/hakank-068-one-given-less.txt",
    ]);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.id, l.status, l.unique])).toEqual([
      [file068, "solved", true],
      ["puzzles/invalid/ragged-row.txt", "error", null],
      ["puzzles/unsat/diagonal-2x2.txt", "unsatisfiable", false],
      ["puzzles/multi/hakank-068-one-given-less.txt", "solved", false],
    ]);
    expect(Object.keys(lines[0]).sort()).toEqual([
      "agree",
      "encoding",
      "engines",
      "id",
      "matchesStated",
      "size",
      "solution",
      "status",
      "timeMs",
      "title",
      "unique",
    ]);
    expect(Object.keys(lines[0].engines).sort()).toEqual(["asp", "native"]);
    expect(lines[0].agree).toBe(true);
    expect(lines[1].error).toBe('puzzles/invalid/ragged-row.txt:5:8: row 3 of "streams" has 3 cells; expected 4');
    expect(lines[1].solution).toBeNull();
    expect(r.stderr).toBe(lines[1].error + "\n");
    expect(r.code).toBe(2);
  });

  it("refuses standard input named twice, and an empty input name", async () => {
    expect(await strimko(["solve", "-", "-"], "")).toEqual({ code: 2, stdout: "", stderr: "strimko: - (standard input) is named more than once\n" });
    expect(await strimko(["solve", ""])).toEqual({
      code: 2,
      stdout: "",
      stderr: "strimko: an input is an empty name: name puzzle files or directories, or - for standard input\n",
    });
  });

  it("reads standard input with -", async () => {
    const r = await strimko(["solve", "-"], readFileSync(join(ROOT, file068), "utf8"));
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("stdin: solved, unique\n")).toBe(true);
  });

  it("searches directories and gives collection members their own ids", async () => {
    const r = await strimko(["solve", "--json", "puzzles/unsat", "puzzles/sudoku/norvig_hardest.txt"]);
    const ids = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id);
    expect(ids.slice(0, 3)).toEqual(["puzzles/unsat/diagonal-2x2.txt", "puzzles/unsat/hakank-068-one-given-more.txt", "puzzles/unsat/latin-3x3.json"]);
    expect(ids.slice(3)).toEqual(Array.from({ length: 11 }, (_, k) => `puzzles/sudoku/norvig_hardest.txt:${k + 1}`));
    expect(r.code).toBe(1);
  });

  it("exits 1 when a puzzle has no solution", async () => {
    const r = await strimko(["solve", "puzzles/unsat/diagonal-2x2.txt"]);
    expect(r).toMatchObject({ code: 1, stdout: "puzzles/unsat/diagonal-2x2.txt: no solution\n" });
  });

  it("reports a timeout, exits 3, and solves the next puzzles within the same limit", async () => {
    // 1 s: the 25x25 takes about 27 s, and a 4x4 well under a second even on a machine loaded several times over (0.3 s was not, in a full run beside other jobs at a load average of 10).
    const r = await strimko(["solve", "--json", "--timeout", "1", "puzzles/sudoku/gecode_hakank_25x25_first3.txt", file068, file068]);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ id: "puzzles/sudoku/gecode_hakank_25x25_first3.txt:1", status: "timeout", unique: null });
    expect(lines.slice(-2)).toMatchObject([
      { id: file068, status: "solved", unique: true },
      { id: file068, status: "solved", unique: true },
    ]);
    expect(r.code).toBe(3);
  });

  it("exits 2 with one line for a file that does not exist", async () => {
    const r = await strimko(["solve", "no/such/file.txt"]);
    expect(r).toEqual({ code: 2, stdout: "", stderr: "strimko: no/such/file.txt: cannot read: no such file or directory\n" });
  });

  it("exits 2 for bad usage with one line, without a stack trace", async () => {
    for (const args of [
      ["solve"],
      ["solve", "--timeout", "soon", file068],
      ["solve", "--encoding", "magic", file068],
      ["frobnicate"],
      ["solv", file068],
      ["solve", "--bogus", file068],
    ]) {
      const r = await strimko(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(/^strimko: [^\n]+ \(run with --help for usage\)\n$/);
      expect(r.stdout).toBe("");
    }
    expect((await strimko(["solv", file068])).stderr).toBe("strimko: unknown command 'solv'; did you mean solve? (run with --help for usage)\n");
    expect((await strimko(["solve", "--engine", "fast", file068])).stderr).toBe(
      "strimko: option '--engine <engine>' argument 'fast' is invalid: expected one of both, asp, native, resolution (run with --help for usage)\n",
    );
  });

  it("rejects option values out of range as usage errors", async () => {
    for (const args of [
      ["count", "--limit", "2147483648", file068],
      ["solve", "--timeout", "3000000", file068],
      ["solve", "--timeout", "-1", file068],
      ["solve", "--timeout", "0x10", file068],
      ["solve", "--timeout", " 5", file068],
      ["solve", "--timeout", "1e1", file068],
    ]) {
      const r = await strimko(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(/^strimko: option .* is invalid: expected /);
    }
  });

  it("solves with every encoding", async () => {
    for (const e of ["count-pruned", "count", "pairwise", "pairwise-somewhere"]) {
      const r = await strimko(["solve", "--json", "--encoding", e, file068]);
      expect(JSON.parse(r.stdout)).toMatchObject({ status: "solved", unique: true, encoding: e });
    }
  });
});

describe("strimko count", () => {
  it("counts to the end, or up to a limit", async () => {
    const all = await strimko(["count", "--json", "puzzles/multi/latin-3x3.dzn"]);
    expect(JSON.parse(all.stdout)).toMatchObject({ id: "puzzles/multi/latin-3x3.dzn", status: "counted", count: 12, complete: true, limit: 0 });
    const some = await strimko(["count", "--limit", "5", "puzzles/multi/latin-3x3.dzn"]);
    expect(some.stdout).toBe("puzzles/multi/latin-3x3.dzn: at least 5 solutions (stopped at --limit 5)\n");
  });

  it("prints the solutions on request, each a different valid grid", async () => {
    const r = await strimko(["count", "--json", "--solutions", "puzzles/multi/hakank-068-one-given-less.txt"]);
    const rec = JSON.parse(r.stdout);
    expect(rec.count).toBe(2);
    expect(rec.solutions).toHaveLength(2);
    expect(new Set(rec.solutions.map((g: number[][]) => JSON.stringify(g))).size).toBe(2);
    const multi = parsePuzzle("m.txt", readFileSync(join(ROOT, "puzzles/multi/hakank-068-one-given-less.txt"), "utf8"));
    for (const g of rec.solutions) expect(verify(multi, g)).toEqual([]);
  });
});

describe("strimko program", () => {
  it("prints the program the solver runs", async () => {
    const r = await strimko(["program", file068]);
    expect(r.stdout).toBe(renderProgram(p068, { label: file068 }));
  });

  it("wants --index for a collection", async () => {
    const r = await strimko(["program", "puzzles/sudoku/norvig_hardest.txt"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("strimko: puzzles/sudoku/norvig_hardest.txt holds 11 puzzles; choose one with --index N\n");
    expect((await strimko(["program", "--index", "2", "puzzles/sudoku/norvig_hardest.txt"])).code).toBe(0);
    const piped = await strimko(["program", "-"], readFileSync(join(ROOT, "puzzles/sudoku/norvig_hardest.txt"), "utf8"));
    expect(piped.stderr).toBe("strimko: stdin holds 11 puzzles; choose one with --index N\n");
  });

  it.each([
    ["convert", file068, "--to", "json", "-o", ""],
    ["render", file068, "-o", ""],
    ["explain", file068, "--html", ""],
    ["compare", file068, "--csv", ""],
    ["compare", file068, "--report", " "],
  ])("takes an empty file name for a mistake, not for standard output: %s", async (...args) => {
    const r = await strimko(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/argument '\s*' is invalid: expected a file name /);
  });
});

describe("strimko convert", () => {
  it.each(["text", "json", "dzn", "dzn-coords", "classroom"])("to %s and back gives the same answer", async (format) => {
    const converted = await strimko(["convert", file068, "--to", format]);
    expect(converted.code).toBe(0);
    const solved = await strimko(["solve", "--json", "-"], converted.stdout);
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: "solved", unique: true, solution: stated });
  });

  it("says in one line when it cannot write the output file", async () => {
    const r = await strimko(["convert", file068, "--to", "json", "-o", "no/such/dir/out.json"]);
    expect(r).toEqual({ code: 2, stdout: "", stderr: "strimko: cannot write no/such/dir/out.json: no such directory\n" });
  });

  it("takes a collection of 200,000 puzzles (more than a spread of arguments can hold)", async () => {
    // Collections were once appended with push(...entries), which overflows the stack.
    const lines = Array.from({ length: 200_000 }, (_, i) => (i % 4) + 1 + ".".repeat(15)).join("\n") + "\n";
    const r = await strimko(["convert", "-", "--format", "sudoku", "--to", "sudoku"], lines);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(lines);
  });

  it("converts a collection whole or not at all: each puzzle that cannot be read is reported, nothing is written", async () => {
    const good = "kind: latin\ngivens:\n1..\n...\n...\n";
    const bad = "kind: latin\ngivens:\n1.1\n...\n...\n";
    const r = await strimko(["convert", "-", "--to", "json"], [good, bad, good, bad].join("---\n"));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toEqual([
      "stdin:9:3: given 1 appears twice in row 1 (also at 9:1)",
      "stdin:21:3: given 1 appears twice in row 1 (also at 21:1)",
    ]);
  });

  it("refuses a format that cannot hold the puzzle", async () => {
    const r = await strimko(["convert", "puzzles/strimko/hakank-068.txt", "--to", "sudoku"]);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toContain("a Sudoku line needs n = 4, 9, 16 or 25 and the boxes as streams");
  });
});

describe("strimko --version and --help", () => {
  it("prints strimko's and clingo's versions", async () => {
    const r = await strimko(["--version"]);
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(r.stdout).toMatch(new RegExp(`^strimko ${pkg.version}\\nclingo \\d+\\.\\d+\\.\\d+ \\(clingo-wasm \\d+\\.\\d+\\.\\d+\\)\\n$`));
  });

  it("shows examples and the exit codes", async () => {
    const r = await strimko(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Examples:");
    expect(r.stdout).toContain("70  internal error");
    const sub = await strimko(["solve", "--help"]);
    expect(sub.stdout).toContain("--timeout <seconds>");
  });

  it("wraps help at the width of the run's streams, not at the process's", async () => {
    /** The lines of a help section ("Options:", "Commands:"), up to the blank line after it. */
    const section = (text: string, heading: string) => text.split(`\n${heading}\n`)[1].split("\n\n")[0].split("\n");
    // solve --help goes to standard output; strimko alone, a usage error, to standard error.
    const helps: { args: string[]; stream: "stdout" | "stderr"; heading: string }[] = [
      { args: ["solve", "--help"], stream: "stdout", heading: "Options:" },
      { args: [], stream: "stderr", heading: "Commands:" },
    ];
    for (const { args, stream, heading } of helps) {
      // Not a terminal: 80 columns, so some description wraps.
      const plain = section((await strimko(args))[stream], heading);
      expect(plain.length, args.join(" ")).toBeGreaterThan(5);
      for (const line of plain) expect(line.length, line).toBeLessThanOrEqual(80);
      expect(
        plain.some((line) => /^ {3}/.test(line)),
        "continuation lines at 80 columns",
      ).toBe(true);
      // 100 columns: lines longer than 80, none longer than 100. (Below 80, commander stops
      // wrapping where less than 40 columns would be left for the descriptions.)
      const wider = section((await strimko(args, undefined, {}, 100))[stream], heading);
      for (const line of wider) expect(line.length, line).toBeLessThanOrEqual(100);
      expect(Math.max(...wider.map((line) => line.length))).toBeGreaterThan(80);
      // Wide enough, every option or command fits on its own line: no continuation lines.
      const wide = section((await strimko(args, undefined, {}, 400))[stream], heading);
      for (const line of wide) expect(line, line).toMatch(/^ {2}\S/);
    }
  });
});

describe("output into a closed pipe", () => {
  it("stops quietly when the reader stops early", async () => {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync(`node ${CLI} solve puzzles/sudoku/norvig_top95.txt | head -1`, { cwd: ROOT, encoding: "utf8", shell: true });
    expect(r.stdout).toBe("puzzles/sudoku/norvig_top95.txt:1: solved, unique\n");
    expect(r.stderr).toBe("");
  });
});

describe("two engines, cross-checked", () => {
  it("reports each engine's answer, time and statistics, and that they agree", async () => {
    const r = await strimko(["solve", "--json", "puzzles/strimko/dlthompson-5_10.txt"]);
    const rec = JSON.parse(r.stdout);
    expect(rec).toMatchObject({ status: "solved", unique: true, agree: true });
    expect(rec.engines.asp).toMatchObject({ status: "solved", unique: true, stats: { encoding: "count-pruned" } });
    expect(rec.engines.native).toMatchObject({ status: "solved", unique: true, stats: { method: "search" } });
    for (const key of ["inferences", "guesses", "backtracks", "conflicts"]) expect(typeof rec.engines.native.stats[key]).toBe("number");
    expect(rec.engines.native.timeMs).toBeGreaterThan(0);
  });

  it("runs one engine on request", async () => {
    for (const engine of ["asp", "native"]) {
      const rec = JSON.parse((await strimko(["solve", "--json", "--engine", engine, file068])).stdout);
      expect(Object.keys(rec.engines)).toEqual([engine]);
      expect(rec).toMatchObject({ status: "solved", unique: true, agree: null, solution: stated });
    }
  });

  it.each([
    ["flip-native", "the native engine reported a grid that fails verification"],
    ["flip-asp", "clingo reported a grid that fails verification"],
    ["native-none", "clingo finds exactly one solution, native finds no solution"],
  ])("catches a deliberately broken engine (%s): both answers, exit 4", async (fault, why) => {
    const text = await strimko(["solve", file068], undefined, { STRIMKO_FAULT: fault });
    expect(text.code).toBe(4);
    expect(text.stdout).toContain(`${file068}: ENGINES DISAGREE\n`);
    expect(text.stdout).toMatch(/ {2}clingo: /);
    expect(text.stdout).toMatch(/ {2}native: /);
    expect(text.stderr).toContain(why);
    const json = await strimko(["solve", "--json", file068], undefined, { STRIMKO_FAULT: fault });
    const rec = JSON.parse(json.stdout);
    expect(json.code).toBe(4);
    expect(rec).toMatchObject({ status: "error", agree: false, solution: null });
    expect(rec.error).toContain(why);
  });

  it.each(["native-none", "flip-native", "flip-asp"])("catches a deliberately broken engine when counting (%s): exit 4", async (fault) => {
    const r = await strimko(["count", "puzzles/multi/latin-3x3.dzn"], undefined, { STRIMKO_FAULT: fault });
    expect(r.code).toBe(4);
    expect(r.stdout.split("\n")[0]).toBe("puzzles/multi/latin-3x3.dzn: ENGINES DISAGREE");
    expect(r.stderr).toContain("engines disagree: ");
  });

  it("takes a solution stated in the file as a witness: an engine that finds none is wrong", async () => {
    for (const engine of ["native", "both"]) {
      const r = await strimko(["solve", "--json", "--engine", engine, file068], undefined, { STRIMKO_FAULT: "native-none" });
      expect(r.code).toBe(4);
      expect(JSON.parse(r.stdout)).toMatchObject({ status: "error", agree: false, solution: null });
    }
  });

  it("counts with both engines and compares", async () => {
    const rec = JSON.parse((await strimko(["count", "--json", "puzzles/multi/latin-3x3.dzn"])).stdout);
    expect(rec).toMatchObject({ count: 12, complete: true, agree: true });
    expect(rec.engines.asp).toMatchObject({ count: 12, complete: true });
    expect(rec.engines.native).toMatchObject({ count: 12, complete: true });
  });

  it("runs resolution alone: solved, unsolved or contradiction, with what it knows", async () => {
    const solved = JSON.parse((await strimko(["solve", "--json", "--engine", "resolution", file068])).stdout);
    expect(solved).toMatchObject({ status: "solved", unique: true, solution: stated, grid: stated });
    const stalls = await strimko(["solve", "--engine", "resolution", "puzzles/strimko/dlthompson-5_10.txt"]);
    expect(stalls.code).toBe(0);
    expect(stalls.stdout.split("\n")[0]).toBe("puzzles/strimko/dlthompson-5_10.txt: unsolved by resolution alone");
    expect(stalls.stdout).toMatch(/\n {2}\. \. \. 3 \.\n/);
    const refuted = JSON.parse((await strimko(["solve", "--json", "--engine", "resolution", "puzzles/unsat/latin-3x3.json"])).stdout);
    expect(refuted.status).toBe("contradiction");
  });
});
