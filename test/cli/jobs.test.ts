/**
 * `solve --jobs N` and `count --jobs N` (issue 28): this thread and N - 1 worker threads take the
 * puzzles as they come free (compare/run.ts), and the records come out in input order: the same
 * output as one job, times aside; a slow stream is solved as it comes; the process ends when the
 * work does (no worker left running). Build first (`npm run build`).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { solveOpenInput, strimko, strimkoProcess } from "./run.js";

/** JSON lines without their times (which differ from run to run). */
const timeless = (out: string) => out.replace(/"(timeMs|clingoMs)":[0-9.]+/g, '"$1":0');

const dir = mkdtempSync(join(tmpdir(), "strimko-jobs-"));
const BAD = join(dir, "bad.txt");
writeFileSync(BAD, "streams:\n  a a\n  a\n");

describe("--jobs", () => {
  it("solve: the same records, in the same order, with 1 and 3 jobs (a bad file among them)", async () => {
    const inputs = ["puzzles/strimko/", BAD, "puzzles/multi/"];
    const one = await strimko(["solve", "--jobs", "1", "--json", ...inputs]);
    const three = await strimko(["solve", "--jobs", "3", "--json", ...inputs]);
    expect(three.code).toBe(one.code);
    expect(timeless(three.stdout)).toBe(timeless(one.stdout));
    expect(three.stderr).toBe(one.stderr);
    expect(one.stdout.split("\n").length).toBeGreaterThan(30);
    const text1 = await strimko(["solve", "--jobs", "1", "--engine", "native", "puzzles/sudoku/norvig_top95.txt"]);
    const text2 = await strimko(["solve", "--jobs", "2", "--engine", "native", "puzzles/sudoku/norvig_top95.txt"]);
    expect(text2.stdout).toBe(text1.stdout);
  }, 180_000);

  it("count: the same records with 1 and 2 jobs, rules included", async () => {
    const args = ["count", "--json", "--limit", "50", "--rules", "asp/variants/diagonals.lp", "puzzles/multi/"];
    const one = await strimko([...args, "--jobs", "1"]);
    const two = await strimko([...args, "--jobs", "2"]);
    expect(two.code).toBe(one.code);
    expect(timeless(two.stdout)).toBe(timeless(one.stdout));
    expect(JSON.parse(one.stdout.split("\n")[0])).toMatchObject({ variant: "diagonals" });
  }, 180_000);

  it("a stream left open is solved as it comes, with 2 jobs: the first records before the input ends", async () => {
    // 1.6 MB of Sudoku lines (the reader takes standard input in chunks), standard input left open.
    const easy = readFileSync(join(ROOT, "puzzles/sudoku/norvig_easy50.txt"), "utf8")
      .split("\n")
      .filter((l) => l.length === 81);
    const text = `${Array.from({ length: 20_000 }, (_, i) => easy[i % easy.length]).join("\n")}\n`;
    const { first, stdout: out, code } = await solveOpenInput(["--jobs", "2", "--engine", "native", "--json"], text);
    expect(JSON.parse(first)).toMatchObject({ id: "stdin:1", status: "solved" });
    expect(code).toBe(0);
    const ids = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id);
    expect(ids).toEqual(Array.from({ length: 20_000 }, (_, i) => `stdin:${i + 1}`));
  }, 120_000);

  it("the process ends with the work: no worker thread keeps it alive", async () => {
    const r = await strimkoProcess(["count", "--jobs", "2", "--limit", "2", "puzzles/jigsaw/"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout.trim().split("\n").length).toBe(120);
  }, 120_000);
});
