/**
 * Files of Sudoku lines are streamed through `solve`: each record is written as its puzzle is
 * solved, in order, a bad line is one error record, and memory does not grow with the file.
 * (Build first: `npm run build`.)
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { CLI, solveOpenInput, strimko } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-stream-"));
const easy = readFileSync(join(ROOT, "puzzles/sudoku/norvig_easy50.txt"), "utf8")
  .split("\n")
  .filter((l) => l.length === 81);

/** k Sudoku lines: the easy 50 over and over, with their digits shifted so that lines differ. */
function lines(k: number): string[] {
  return Array.from({ length: k }, (_, i) => easy[i % easy.length].replace(/[1-9]/g, (d) => String(((Number(d) - 1 + Math.floor(i / easy.length)) % 9) + 1)));
}

/** Checks the records of a run on `puzzles` (line i + 1 is puzzle i): in order, each solution
 * keeps its line's givens; the bad line's record is an error at it. */
function checkRecords(stdout: string, name: string, puzzles: string[], bad: number): void {
  const records = stdout
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(records).toHaveLength(puzzles.length);
  expect(records[bad]).toMatchObject({
    id: `${name}:${bad + 1}`,
    status: "error",
    error: `${name}:${bad + 1}:4: expected a value 1-9, or "." for empty, found "x"`,
  });
  // Collected, then compared once: an expect() per cell of 20,000 puzzles takes a minute.
  const wrong: string[] = [];
  records.forEach((r, i) => {
    if (i === bad) return;
    const cells = r.status === "solved" ? (r.solution as number[][]).flat().join("") : "";
    const keeps = cells.length === 81 && [...puzzles[i]].every((v, c) => v === "." || cells[c] === v);
    if (r.id !== `${name}:${i + 1}` || !keeps) wrong.push(`${i + 1}: ${r.id} ${r.status}`);
  });
  expect(wrong).toEqual([]);
}

describe("streamed Sudoku lines", () => {
  const puzzles = lines(20_000);
  const BAD = 10_000;
  puzzles[BAD] = puzzles[BAD].slice(0, 3) + "x" + puzzles[BAD].slice(4);
  const text = puzzles.join("\n") + "\n";
  const file = join(dir, "big.txt");
  writeFileSync(file, text);

  it("a file of 20,000 lines gives 20,000 records in order, and one error for the bad line", async () => {
    const r = await strimko(["solve", "--engine", "native", "--json", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${file}:${BAD + 1}:4: expected a value 1-9, or "." for empty, found "x"\n`);
    checkRecords(r.stdout, file, puzzles, BAD);
  }, 120_000);

  it("standard input too", async () => {
    const r = await strimko(["solve", "--engine", "native", "--json", "-"], text);
    expect(r.code).toBe(2);
    checkRecords(r.stdout, "stdin", puzzles, BAD);
  }, 120_000);

  it("writes the first records before the input has ended", async () => {
    // 1.6 MB written, standard input left open: the first puzzles are solved and written all the same.
    const { first } = await solveOpenInput(["--engine", "native", "--json"], text);
    expect(JSON.parse(first)).toMatchObject({ id: "stdin:1", status: "solved" });
  }, 120_000);

  it("a slow producer's first lines are solved as they come, not once a megabyte has come", async () => {
    // Three lines and the input left open (a producer that makes a puzzle a second): before, the
    // reader waited for 1 MiB or the end of the input, and this first record never came.
    const { first, stdout, code } = await solveOpenInput(["--engine", "native", "--json"], lines(3).join("\n") + "\n");
    expect(JSON.parse(first)).toMatchObject({ id: "stdin:1", status: "solved" });
    expect(stdout.trim().split("\n")).toHaveLength(3);
    expect(code).toBe(0);
  }, 60_000);

  it("a CSV header first, then lines that come slowly: solved as they come too", async () => {
    const { first, stdout } = await solveOpenInput(["--engine", "native", "--json"], `quizzes,solutions\n${lines(2).join("\n")}\n`);
    expect(JSON.parse(first)).toMatchObject({ id: "stdin:2", status: "solved" });
    expect(stdout.trim().split("\n")).toHaveLength(2);
  }, 60_000);

  it("keeps memory bounded: 100,000 lines in well under 200 MB (read whole, they took 485 MB)", async () => {
    const big = join(dir, "100k.sdk");
    writeFileSync(big, lines(100_000).join("\n") + "\n");
    // The process reports its own peak resident set size (kilobytes) as it exits.
    const report = "data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))";
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        ["--import", report, CLI, "solve", "--engine", "native", "--json", big],
        { cwd: ROOT, maxBuffer: 1 << 30 },
        (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr })),
      );
    });
    expect(stdout.split("\n")).toHaveLength(100_001);
    const kb = Number(/^maxrss (\d+)$/m.exec(stderr)?.[1]);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThan(200 * 1024);
  }, 600_000);
});
