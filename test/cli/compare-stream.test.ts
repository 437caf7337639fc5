/**
 * Files of Sudoku lines are streamed through `compare` too: records in input order whatever
 * --jobs, and no record kept once written, so that memory does not grow with the file.
 * (Build first: `npm run build`.)
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { CLI, strimko } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-compare-stream-"));
const easy = readFileSync(join(ROOT, "puzzles/sudoku/norvig_easy50.txt"), "utf8")
  .split("\n")
  .filter((l) => l.length === 81);
/** A line the reader refuses: "x" in its fourth cell. */
const spoil = (line: string) => line.slice(0, 3) + "x" + line.slice(4);

describe("compare on streamed Sudoku lines", () => {
  // 200 puzzles (clingo-wasm takes a few milliseconds each), each followed by a comment line that
  // makes the file larger than the 1 MiB from which it is streamed.
  const PUZZLES = 200;
  const BAD = 100;
  const comment = "# " + "-".repeat(5400);
  const puzzles = Array.from({ length: PUZZLES }, (_, i) => (i === BAD ? spoil(easy[i % easy.length]) : easy[i % easy.length]));
  const file = join(dir, "big.sdk");
  writeFileSync(file, puzzles.map((p) => `${p}\n${comment}\n`).join(""));

  it("is larger than 1 MiB (so that it is streamed)", () => {
    expect(readFileSync(file).length).toBeGreaterThan(1 << 20);
  });

  for (const jobs of ["1", "2"]) {
    it(`gives every record in input order with --jobs ${jobs}, the bad line's an error, and a summary of them all`, async () => {
      const r = await strimko(["compare", "--json", "-j", jobs, file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`${file}:${2 * BAD + 1}:4: expected a value 1-9, or "." for empty, found "x"\n`);
      const lines = r.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l));
      const summary = lines.pop().summary;
      expect(summary).toMatchObject({ puzzles: PUZZLES, solved: PUZZLES - 1, errors: 1, agree: PUZZLES - 1, disagree: 0, jobs: Number(jobs) });
      // Collected, then compared once: puzzle i is on line 2i + 1, and its solution keeps its givens.
      const wrong: string[] = [];
      lines.forEach((rec, i) => {
        const cells = rec.status === "solved" ? (rec.solution as number[][]).flat().join("") : "";
        const keeps = i === BAD ? rec.status === "error" : cells.length === 81 && [...puzzles[i]].every((v, c) => v === "." || cells[c] === v);
        if (rec.id !== `${file}:${2 * i + 1}` || !keeps) wrong.push(`${i}: ${rec.id} ${rec.status}`);
      });
      expect(wrong).toEqual([]);
      expect(lines).toHaveLength(PUZZLES);
    }, 300_000);
  }

  it("keeps no record: 50,000 lines (mostly bad, so that few are solved) run in a 64 MB heap, where reading them whole ran out of memory", async () => {
    // A bad line costs no engine time but makes a record like any other; holding them all (and
    // their entries), as compare did before it streamed, needs more than 64 MB of heap.
    const many = Array.from({ length: 50_000 }, (_, i) => (i % 1000 === 0 ? easy[(i / 1000) % easy.length] : spoil(easy[i % easy.length])));
    const big = join(dir, "50k.sdk");
    writeFileSync(big, many.join("\n") + "\n");
    const csv = join(dir, "50k.csv");
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--max-old-space-size=64", CLI, "compare", "--json", "-j", "2", "--csv", csv, big],
        { cwd: ROOT, maxBuffer: 1 << 30 },
        (error, stdout) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout }),
      );
    });
    expect(code).toBe(2);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(50_001);
    expect(JSON.parse(lines[50_000]).summary).toMatchObject({ puzzles: 50_000, solved: 50, errors: 49_950 });
    // The CSV, written row by row, has them all too, in order.
    const rows = readFileSync(csv, "utf8").trimEnd().split("\n");
    expect(rows).toHaveLength(50_001);
    expect(rows[50_000].startsWith(`${big}:50000,`)).toBe(true);
  }, 600_000);

  it("leaves no temporary CSV file behind when interrupted (Ctrl-C), and the CSV not written", async () => {
    const out = mkdtempSync(join(tmpdir(), "strimko-compare-interrupt-"));
    const csv = join(out, "results.csv");
    const child = spawn(process.execPath, [CLI, "compare", "--json", "-j", "1", "--csv", csv, file], { cwd: ROOT });
    // Interrupted once the first record is out: the batch is under way, its CSV half written.
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    expect(readdirSync(out).some((f) => f.endsWith(".tmp"))).toBe(true);
    const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exit).toBe(130);
    expect(readdirSync(out)).toEqual([]);
  });
});
