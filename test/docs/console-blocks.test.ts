/**
 * Documentation that runs (issue 17): every ```console block of README.md and of every page under
 * docs/ (at any depth: a folder added there is read without a change here) is run
 * here and its output compared with the block, so an example cannot drift from what the tool does.
 *
 * The conventions (docs/tests.md, "Tests", says the same in short):
 * - A block holds commands, each a line `$ strimko …`, followed by what the terminal shows (standard
 *   output and standard error, in the order written) until the next `$` line or the block's end.
 * - `...` on a line of its own stands for any number of lines (none included); `…` inside a line
 *   stands for any text within that line (a time, a version). Trailing whitespace and trailing
 *   empty lines are ignored.
 * - The exit code must be 0, unless the `$` line ends with the shell comment `# exit N`. Other
 *   comments on a `$` line are ignored.
 * - A plain `strimko …` command runs in this process (the built main, `npm run build` first), in the
 *   repository's root. A command with shell syntax (a pipe, a redirection, `;`, `&&`), one that does
 *   not start with `strimko`, or one that writes files (`-o`, `--output`, `--report`, `--csv`, `--html`, `--svg-steps`, `--handout`, `--worksheet`, `--totals`) runs with bash
 *   in a temporary directory (one per block) holding links to the repository's `puzzles/`,
 *   `asp/`, `scripts/` (whose scripts import the built `dist/`) and `docs/`, with `strimko` on the PATH:
 *   so the relative paths of the examples work and written files land outside the repository. A
 *   block whose commands need a program that is not installed (the `clingo` binary) is skipped,
 *   saying which.
 * - A block that cannot run in a test (a server, a minute-long benchmark) is marked by the comment
 *   line `<!-- console: not run (why) -->` right before its fence; the last test lists them.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { CLI, strimkoTerminal } from "../cli/run.js";
import { documents } from "./documents.js";

interface Command {
  line: number;
  text: string;
  expected: string[];
}

interface Block {
  where: string;
  notRun?: string;
  commands: Command[];
}

const NOT_RUN = /^\s*<!--\s*console:\s*not run\s*\((.*)\)\s*-->\s*$/;

/** The console blocks of one Markdown file (a fence may be indented, inside a list item). */
function consoleBlocks(file: string, text: string): Block[] {
  const lines = text.split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```console\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    let previous = i - 1;
    while (previous >= 0 && lines[previous]!.trim() === "") previous--;
    const marker = previous >= 0 ? NOT_RUN.exec(lines[previous]!) : null;
    const block: Block = { where: `${file}:${i + 1}`, commands: [] };
    if (marker) block.notRun = marker[1]!.trim();
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) {
      const line = lines[j]!.slice(Math.min(indent, lines[j]!.length - lines[j]!.trimStart().length));
      if (line.startsWith("$ ")) block.commands.push({ line: j + 1, text: line.slice(2), expected: [] });
      else if (block.commands.length > 0) block.commands.at(-1)!.expected.push(line);
      else throw new Error(`${file}:${j + 1}: a console block must start with a "$ " command line`);
    }
    blocks.push(block);
    i = j;
  }
  return blocks;
}

interface Parsed {
  /** The words, the operators between pipeline stages (`|`, `||`, `&&`, `;`, `|&`) as words of their own. */
  words: string[];
  /** The program each pipeline stage or list item runs, its first word: `a | b && c` runs a, b and c. */
  programs: string[];
  /** Unquoted shell syntax (pipe, redirection, list operators) or a subshell: bash must run it. */
  shell: boolean;
  comment: string;
}

/** The operators that end a pipeline stage or a list item, longest first (a lone `&`, as in
 * `2>&1`, is part of a word). */
const STAGE_ENDS = ["||", "|&", "&&", "|", ";"];

/** Splits a command line into words, as a shell would (quotes, backslashes, a trailing comment),
 * and into stages at the operators outside quotes (`grep -E 'a|b'` is one stage). */
function shellWords(text: string): Parsed {
  const words: string[] = [];
  const programs: string[] = [];
  let word: string | undefined;
  let shell = false;
  /** The next word is the first of a stage. */
  let first = true;
  const endWord = () => {
    if (word === undefined) return;
    words.push(word);
    if (first) programs.push(word);
    first = false;
    word = undefined;
  };
  let i = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    const stageEnd = STAGE_ENDS.find((op) => text.startsWith(op, i));
    if (stageEnd) {
      endWord();
      words.push(stageEnd);
      shell = true;
      first = true;
      i += stageEnd.length - 1;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' in: ${text}`);
      word = (word ?? "") + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word ??= "";
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text[i] === "\\" && i + 1 < text.length && '"\\$`'.includes(text[i + 1]!)) i++;
        else if ("$`".includes(text[i]!)) shell = true;
        word += text[i];
      }
      if (i >= text.length) throw new Error(`unclosed " in: ${text}`);
    } else if (c === "\\" && i + 1 < text.length) {
      word = (word ?? "") + text[++i];
    } else if (/\s/.test(c)) {
      endWord();
    } else if (c === "#" && word === undefined) {
      break;
    } else {
      if ("&<>()$`*?".includes(c)) shell = true;
      word = (word ?? "") + c;
    }
  }
  endWord();
  return { words, programs, shell, comment: text.slice(i + 1).trim() };
}

const WRITES = /^(-o|--output|--report|--csv|--html|--svg-steps|--handout|--worksheet|--totals)(=|$)/;

/** The exit code a command line documents (`# exit N`), 0 when it says nothing. */
function expectedExit(parsed: Parsed): number {
  const stated = /^exit (\d+)$/.exec(parsed.comment);
  return stated ? Number(stated[1]) : 0;
}

/** Whether the terminal text matches the documented lines (`...` and `…` as the header says). */
function matches(expected: string[], actual: string): boolean {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = expected
    .map((l) => l.trimEnd())
    .map((l) => (l.trim() === "..." ? "(?:[^\\n]*\\n)*?" : l.split("…").map(literal).join("[^\\n]*") + "\\n"))
    .join("");
  return new RegExp(`^${pattern}$`).test(normalised(actual));
}

/** Trailing whitespace off every line, trailing empty lines off the end. */
function normalised(text: string): string {
  const lines = text.split("\n").map((l) => l.trimEnd());
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.map((l) => l + "\n").join("");
}

/** Whether bash finds a program (the examples may pipe into `clingo`). */
function installed(program: string): boolean {
  return spawnSync("bash", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;
}

/** The programs a command line runs, first word of each pipeline stage (for the skip test). */
function programs(text: string): string[] {
  return shellWords(text).programs;
}

const scratch = mkdtempSync(join(tmpdir(), "strimko-doc-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A bin/ directory with a `strimko` that runs the built command, as `npm install -g` would. */
function binDirectory(): string {
  const bin = join(scratch, "bin");
  if (!existsSync(bin)) {
    mkdirSync(bin);
    writeFileSync(join(bin, "strimko"), `#!/bin/sh\nexec '${process.execPath}' '${CLI}' "$@"\n`);
    chmodSync(join(bin, "strimko"), 0o755);
  }
  return bin;
}

/** A fresh working directory for one block, with the repository's puzzles and ASP programs. */
function workDirectory(name: string): string {
  const dir = join(scratch, name.replace(/[^A-Za-z0-9]+/g, "-"));
  if (!existsSync(dir)) {
    mkdirSync(dir);
    for (const link of ["puzzles", "asp", "scripts", "docs"]) symlinkSync(join(ROOT, link), join(dir, link));
  }
  return dir;
}

async function run(block: Block, command: Command): Promise<{ code: number; terminal: string }> {
  const parsed = shellWords(command.text);
  const inProcess = !parsed.shell && parsed.words[0] === "strimko" && !parsed.words.some((w) => WRITES.test(w));
  if (inProcess) return strimkoTerminal(parsed.words.slice(1));
  const result = spawnSync("bash", ["-c", `{ ${command.text}\n} 2>&1`], {
    cwd: workDirectory(block.where),
    env: { ...process.env, PATH: `${binDirectory()}:${process.env.PATH ?? ""}` },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status ?? 1, terminal: result.stdout };
}

const blocks = documents(ROOT).flatMap((file) => consoleBlocks(file, readFileSync(join(ROOT, file), "utf8")));

describe("console blocks of the documentation", () => {
  it("finds the README's examples", () => {
    expect(blocks.filter((b) => b.where.startsWith("README.md:")).length).toBeGreaterThan(0);
  });

  for (const block of blocks.filter((b) => b.notRun === undefined)) {
    const missing = [...new Set(block.commands.flatMap((c) => programs(c.text)))].filter((p) => p !== "strimko" && !installed(p));
    const name = `${block.where}: ${block.commands.map((c) => c.text.replace(/\s+#.*$/, "")).join("; ")}`;
    if (missing.length > 0) {
      // Skipped, with the reason in its name: a block piping into a program this machine lacks (a
      // native clingo) cannot run here; CI installs Debian's gringo, so there it runs.
      it.skip(`${name} (needs ${missing.join(", ")} on the PATH)`, () => undefined);
      continue;
    }
    it(name, async () => {
      for (const command of block.commands) {
        const { code, terminal } = await run(block, command);
        const where = `line ${command.line}: $ ${command.text}`;
        // On a mismatch, the normalised texts side by side give vitest's line diff.
        if (!matches(command.expected, terminal)) expect(normalised(terminal), where).toBe(normalised(command.expected.join("\n")));
        expect(code, `${where}: exit code`).toBe(expectedExit(shellWords(command.text)));
      }
    });
  }

  it("lists the blocks marked not run, each with its reason", () => {
    const notRun = blocks.filter((b) => b.notRun !== undefined);
    for (const b of notRun) expect(b.notRun, b.where).not.toBe("");
    console.info(
      `${blocks.length} console blocks, ${blocks.length - notRun.length} run, ${notRun.length} not run:\n${notRun.map((b) => `  ${b.where}: ${b.notRun}`).join("\n")}`,
    );
    // Few, as issue 17 asks: most examples must run.
    expect(notRun.length).toBeLessThan(blocks.length / 2);
  });
});

// The conventions themselves, on small made-up blocks: a matcher that accepted anything would
// let every example drift unseen.
describe("the console block conventions", () => {
  it("reads commands, their outputs, indented fences and the not-run marker", () => {
    const text = [
      "<!-- console: not run (a server) -->",
      "```console",
      "$ strimko serve",
      "```",
      "- item:",
      "  ```console",
      "  $ strimko a",
      "    two spaces kept",
      "  $ strimko b",
      "  ```",
    ].join("\n");
    const [first, second] = consoleBlocks("x.md", text);
    expect(first).toEqual({ where: "x.md:2", notRun: "a server", commands: [{ line: 3, text: "strimko serve", expected: [] }] });
    expect(second).toEqual({
      where: "x.md:6",
      commands: [
        { line: 7, text: "strimko a", expected: ["  two spaces kept"] },
        { line: 9, text: "strimko b", expected: [] },
      ],
    });
    expect(() => consoleBlocks("x.md", "```console\noutput first\n```")).toThrow("x.md:2");
  });

  it("splits command lines as a shell would and reads the exit comment", () => {
    const parsed = shellWords(`strimko solve 'a b.txt' "c \\"d\\"" e\\ f   # exit 2`);
    expect(parsed).toEqual({ words: ["strimko", "solve", "a b.txt", 'c "d"', "e f"], programs: ["strimko"], shell: false, comment: "exit 2" });
    expect(expectedExit(parsed)).toBe(2);
    expect(expectedExit(shellWords("strimko solve x   # one file"))).toBe(0);
    expect(shellWords("strimko program x | clingo -n 0").shell).toBe(true);
    expect(shellWords("strimko render x > x.svg").shell).toBe(true);
    expect(shellWords("strimko solve '|'").shell).toBe(false);
    expect(programs("strimko program x | clingo -n 0 && cat y")).toEqual(["strimko", "clingo", "cat"]);
  });

  it("splits a command line into stages only at operators outside quotes", () => {
    expect(programs("strimko solve x | grep -E 'a|b' | wc -l")).toEqual(["strimko", "grep", "wc"]);
    expect(programs(`strimko solve "x;y" && echo "a || b";cat z   # a | b`)).toEqual(["strimko", "echo", "cat"]);
    expect(programs("a\\|b|c||d|&e")).toEqual(["a|b", "c", "d", "e"]);
    // A lone & belongs to a redirection, not a list.
    expect(programs("strimko solve x 2>&1 | head -1")).toEqual(["strimko", "head"]);
    expect(shellWords("a|b").words).toEqual(["a", "|", "b"]);
    expect(shellWords("strimko solve 'x|y'")).toMatchObject({ words: ["strimko", "solve", "x|y"], shell: false });
  });

  it("matches '...' to any lines, '…' to any text within a line, and nothing else", () => {
    expect(matches(["a", "...", "d"], "a\nb\nc\nd\n")).toBe(true);
    expect(matches(["a", "...", "d"], "a\nd")).toBe(true);
    expect(matches(["a", "  ...", "d"], "a\nx\nd  \n\n")).toBe(true);
    expect(matches(["took … s"], "took 0.42 s\n")).toBe(true);
    expect(matches(["took … s"], "took 1\n2 s\n")).toBe(false);
    expect(matches(["a", "d"], "a\nb\nd\n")).toBe(false);
    expect(matches(["a"], "a\nb\n")).toBe(false);
    expect(matches([], "")).toBe(true);
    expect(matches([], "something\n")).toBe(false);
    expect(matches(["(1+1) = 2?"], "(1+1) = 2?\n")).toBe(true);
    expect(matches(["a.c"], "abc\n")).toBe(false);
  });
});
