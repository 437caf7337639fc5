/**
 * Issue 12: a 64x64 square with rows as streams and no givens (a search about 3,800 guesses deep),
 * then a second puzzle, with a 400 kB call stack. The recursive search overflowed it ("internal
 * error: Maximum call stack size exceeded") and took the second puzzle down; the search keeps its
 * own stack now, so both are answered. The puzzle is written here, not kept as a 16 kB fixture.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, rowsAsStreams } from "../helpers.js";
import { CLI, type Run } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-deep-"));
const n64 = join(dir, "n64.json");
writeFileSync(n64, rowsAsStreams(64));
const second = "puzzles/strimko/hakank-068.txt";

/** The built command with a small call stack (a Node option: the shared runner passes none). */
function strimkoSmallStack(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--stack-size=400", CLI, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("strimko solve --engine native on a search 64² guesses deep, with a 400 kB stack", () => {
  it("answers both puzzles, exit 0", async () => {
    const r = await strimkoSmallStack(["solve", "--engine", "native", n64, second]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${n64}: solved, not unique: 2+ solutions\n`);
    expect(r.stdout).toContain(`${second}: solved, unique\n`);
  });

  it("writes both records with --json, exit 0", async () => {
    const r = await strimkoSmallStack(["solve", "--engine", "native", "--json", n64, second]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const records = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records.map((x) => [x.id, x.status, x.unique, x.size])).toEqual([
      [n64, "solved", false, 64],
      [second, "solved", true, 4],
    ]);
  });
});
