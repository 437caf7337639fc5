/**
 * Files and streams around the command, as a fuzzing pass of the command line found them:
 * output files all or nothing, outputs checked before a batch, inputs that are not regular
 * files, and standard output that is closed or full. (Build first: `npm run build`.)
 */
import { execFile, spawn } from "node:child_process";
import { copyFileSync, existsSync, linkSync, lstatSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { CLI, strimko } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-outputs-"));
const f068 = join(ROOT, "puzzles/strimko/hakank-068.txt");

/** Runs a shell line (for ulimit and mkfifo), with the command as $S. */
function sh(line: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("bash", ["-c", line], { cwd: dir, env: { ...process.env, S: `${process.execPath} ${CLI}` } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("output files", () => {
  it("are written all or nothing: a file size limit leaves the old file as it was", async () => {
    const png = join(dir, "good.png");
    expect((await strimko(["render", f068, "-o", png])).code).toBe(0);
    const before = readFileSync(png);
    // 20 blocks of 1 KiB: less than the PNG, so the write fails half-way.
    const r = await sh(`ulimit -f 20; $S render --solution ${f068} -o good.png`);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("strimko: cannot write good.png: file too large\n");
    expect(readFileSync(png)).toEqual(before);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("may have a name as long as the system allows (the temporary file's name is short)", async () => {
    const long = join(dir, "b".repeat(251) + ".svg");
    expect((await strimko(["render", f068, "-o", long])).code).toBe(0);
    expect(readFileSync(long, "utf8")).toMatch(/^<svg/);
  });

  it("keep the mode of the file they replace", async () => {
    const svg = join(dir, "mode.svg");
    writeFileSync(svg, "old");
    await sh("chmod 640 mode.svg");
    expect((await strimko(["render", f068, "-o", svg])).code).toBe(0);
    expect(statSync(svg).mode & 0o777).toBe(0o640);
    expect(readFileSync(svg, "utf8")).toMatch(/^<svg/);
  });

  it("follow a symbolic link, keep hard links one file, and create what a dangling link names", async () => {
    writeFileSync(join(dir, "target.svg"), "old");
    symlinkSync("target.svg", join(dir, "link.svg"));
    expect((await strimko(["render", f068, "-o", join(dir, "link.svg")])).code).toBe(0);
    expect(lstatSync(join(dir, "link.svg")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "target.svg"), "utf8")).toMatch(/^<svg/);
    writeFileSync(join(dir, "one.svg"), "old");
    linkSync(join(dir, "one.svg"), join(dir, "two.svg"));
    expect((await strimko(["render", f068, "-o", join(dir, "one.svg")])).code).toBe(0);
    expect(readFileSync(join(dir, "two.svg"), "utf8")).toMatch(/^<svg/);
    symlinkSync("made.svg", join(dir, "dangling.svg"));
    expect((await strimko(["render", f068, "-o", join(dir, "dangling.svg")])).code).toBe(0);
    expect(lstatSync(join(dir, "dangling.svg")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "made.svg"), "utf8")).toMatch(/^<svg/);
  });

  it("are checked by compare before the batch: not an input, not each other, in a directory that exists", async () => {
    const input = join(dir, "input.txt");
    copyFileSync(f068, input);
    const same = await strimko(["compare", "-q", "--report", input, input]);
    expect(same).toMatchObject({ code: 2, stdout: "", stderr: `strimko: cannot write ${input}: it is also an input or another output of this command\n` });
    expect(readFileSync(input, "utf8")).toBe(readFileSync(f068, "utf8"));
    const both = join(dir, "both.out");
    expect(await strimko(["compare", "-q", "--csv", both, "--report", both, input])).toMatchObject({
      code: 2,
      stdout: "",
      stderr: `strimko: cannot write ${both}: it is also an input or another output of this command\n`,
    });
    expect(await strimko(["compare", "-q", "--csv", join(dir, "no/such/x.csv"), input])).toMatchObject({ code: 2, stdout: "" });
  });
});

describe("inputs that are not regular files", () => {
  it("read a device up to the 64 MiB cap instead of forever", async () => {
    expect(await strimko(["solve", "/dev/zero"])).toEqual({ code: 2, stdout: "", stderr: "strimko: /dev/zero: more than 64 MiB; not a puzzle file\n" });
  });

  it("skip a FIFO named like a puzzle in a directory search (it would wait forever)", async () => {
    const r = await sh(`mkdir -p fifo && cp ${f068} fifo/a.txt && rm -f fifo/b.txt && mkfifo fifo/b.txt && $S solve --engine native fifo`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^fifo\/a\.txt: solved, unique\n/);
  });

  it("read a pipe named as an input (process substitution)", async () => {
    const r = await sh(`$S solve --engine native <(cat ${f068})`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\/dev\/fd\/\d+: solved, unique\n/);
  });
});

describe("standard output", () => {
  it("full: one line, exit 2, like an output file that cannot be written", async () => {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [CLI, "solve", "--engine", "native", f068], { stdio: ["ignore", openSync("/dev/full", "w"), "pipe"] });
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      child.on("close", (c) => {
        expect(stderr).toBe("strimko: cannot write standard output: no space left on device\n");
        resolve(c);
      });
    });
    expect(code).toBe(2);
  });

  it("closed early by its reader: the exit code is that of what was done", async () => {
    // A puzzle with no solution (exit 1), then enough records for several writes: the pipe is
    // closed after the first byte, and a later write finds it closed.
    writeFileSync(join(dir, "many.sdk"), ".".repeat(16).concat("\n").repeat(3000));
    const r = await sh(`$S solve --engine native --json ${ROOT}/puzzles/unsat/latin-3x3.json many.sdk | head -c 1 > /dev/null; echo "exit \${PIPESTATUS[0]}"`);
    expect(r.stdout).toBe("exit 1\n");
  });

  // The second puzzle, a 25x25 Sudoku, takes minutes: a run that went on solving it for nobody would
  // pass the test's time limit (generous: the quick puzzles take about a second, even on a loaded machine).
  const slow = join(dir, "slow.txt");
  writeFileSync(slow, readFileSync(join(ROOT, "puzzles/sudoku/gecode_hakank_25x25_first3.txt"), "utf8").split("\n")[0] + "\n");

  it("closed early: the run stops at once, not after the puzzle under way (solve)", { timeout: 30_000 }, async () => {
    // Records are written every 100 ms: 3,000 quick puzzles make several writes, and one after the
    // reader has gone fails. The native engine searches on the main thread: that failure must be
    // heard before the slow puzzle starts, or the run would go on for minutes.
    writeFileSync(join(dir, "quick.sdk"), ".".repeat(16).concat("\n").repeat(3000));
    const r = await sh(`$S solve --engine native quick.sdk ${slow} | head -c 1; echo " exit \${PIPESTATUS[0]}"`);
    expect(r.stdout).toBe("q exit 0\n");
  });

  it("a file that fills up part-way (a size limit, a full disk): one line, exit 2, not a silent cut", async () => {
    // Node's stream took the short write for success: the file ended cut short, with exit 0.
    const r = await sh(`ulimit -f 8; $S solve --engine native --json ${ROOT}/puzzles/strimko ${ROOT}/puzzles/jigsaw > cut.jsonl`);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("strimko: cannot write standard output: file too large\n");
  });

  it("full during compare: the report is still written, and the exit code is at least 2", async () => {
    const report = join(dir, "full.html");
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [CLI, "compare", "-q", "--jobs", "1", "--report", report, f068], {
        stdio: ["ignore", openSync("/dev/full", "w"), "ignore"],
      });
      child.on("close", resolve);
    });
    expect(code).toBe(2);
    expect(readFileSync(report, "utf8")).toMatch(/<\/html>\s*$/);
  });

  it("closed early by compare's reader: the report and CSV are still written, and the exit code is the batch's", async () => {
    const report = join(dir, "closed.html");
    const csv = join(dir, "closed.csv");
    const inputs = ["puzzles/strimko", "puzzles/invalid/empty.txt"];
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [CLI, "compare", "-q", "--jobs", "1", "--json", "--report", report, "--csv", csv, ...inputs], {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "ignore"],
      });
      // Like `| head -1`: read the first chunk, then close the pipe.
      child.stdout!.once("data", () => child.stdout!.destroy());
      child.on("close", resolve);
    });
    expect(code).toBe(2);
    expect(existsSync(report) && readFileSync(report, "utf8")).toMatch(/<\/html>\s*$/);
    expect(readFileSync(csv, "utf8").trim().split("\n").length).toBeGreaterThan(10);
  });
});
