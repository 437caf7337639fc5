/**
 * What `strimko` loads to start (issue 16, start-up): the command is bundled (scripts/bundle-cli.mjs)
 * and loads a command's modules, the ASP layer and ejs only when they are used. Counted, not timed:
 * the files and Node built-ins a run loads (test/cli/loads.mjs reports them).
 */
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { CLI } from "./run.js";

interface Loaded {
  code: number;
  stdout: string;
  files: string[];
  builtins: string[];
}

function loaded(args: string[]): Promise<Loaded> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", pathToFileURL(join(ROOT, "test/cli/loads.mjs")).href, CLI, ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      const lines = stderr.split("\n");
      const files = lines.filter((l) => l.startsWith("LOAD file:")).map((l) => l.slice("LOAD ".length).replace(pathToFileURL(ROOT).href, ""));
      const builtins = lines.filter((l) => l.startsWith("BUILTIN ")).map((l) => l.slice("BUILTIN ".length));
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, files, builtins });
    });
  });
}

const sudoku = "puzzles/sudoku/gecode_hakank_9x9.txt";

describe("start-up", () => {
  it("solve --engine native reads a few files of the bundle, none of clingo-wasm, ejs or the ASP layer, and not node:child_process", async () => {
    const r = await loaded(["solve", "--engine", "native", sudoku]);
    expect(r.stdout).toMatch(/: solved, unique\n/);
    // The test's own two modules, then the command's.
    const own = r.files.filter((f) => !f.startsWith("test/"));
    expect(own[0]).toBe("dist/cli.js");
    expect(own.every((f) => /^dist\/(cli\.js|cli-chunks\/)/.test(f))).toBe(true);
    expect(own.length).toBeLessThanOrEqual(4);
    expect(own.some((f) => /search|program|templates|compare|explain|render|generate/.test(f))).toBe(false);
    expect(r.builtins).not.toContain("child_process");
  });

  it("solve --engine native takes Node's built-ins without an ES-module facade, which for node:fs loads its streams", async () => {
    const r = await loaded(["solve", "--engine", "native", sudoku]);
    expect(r.stdout).toMatch(/: solved, unique\n/);
    expect(r.builtins).toContain("fs");
    expect(r.builtins).not.toContain("internal/fs/streams");
    // node:fs/promises only when a directory is listed or a file written (cli/files.ts, fsPromises).
    expect(r.builtins).not.toContain("fs/promises");
    // The core's clock is process.hrtime (src/clock.ts): the global performance would load perf_hooks.
    expect(r.builtins).not.toContain("perf_hooks");
  });

  // Node 20 has no compile cache (module.enableCompileCache came with Node 22.8); CI runs this on 22 and 24.
  const cacheRun = async (tmp: string, extra: NodeJS.ProcessEnv = {}) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, ...extra };
    delete env.NODE_COMPILE_CACHE;
    if (!("NODE_DISABLE_COMPILE_CACHE" in extra)) delete env.NODE_DISABLE_COMPILE_CACHE;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [CLI, "solve", "--engine", "native", sudoku], { cwd: ROOT, env }, (error, out) => (error ? reject(error) : resolve(out)));
    });
    expect(stdout).toMatch(/: solved, unique\n/);
  };
  const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
  const ownDir = (tmp: string) => join(tmp, `strimko-compile-cache-${process.getuid?.() ?? "user"}`);

  it.skipIf(!("enableCompileCache" in module))("solve --engine native keeps its compiled modules in a compile cache of its user's own, mode 0700, under the OS's temporary directory", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "strimko-compile-cache-test-"));
    try {
      await cacheRun(tmp);
      expect(filesUnder(ownDir(tmp))).toBeGreaterThan(0);
      expect(statSync(ownDir(tmp)).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  // V8's cached code is code the process runs: a directory another user could write to is not used.
  it.skipIf(!("enableCompileCache" in module))("leaves the compile cache off when its directory is writable by others, and when NODE_DISABLE_COMPILE_CACHE is set", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "strimko-compile-cache-test-"));
    try {
      mkdirSync(ownDir(tmp));
      chmodSync(ownDir(tmp), 0o777);
      await cacheRun(tmp);
      expect(filesUnder(ownDir(tmp))).toBe(0);
      rmSync(ownDir(tmp), { recursive: true, force: true });
      await cacheRun(tmp, { NODE_DISABLE_COMPILE_CACHE: "1" });
      expect(existsSync(ownDir(tmp))).toBe(false);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  // Node's recursive mkdir of its cache directory never returns under /proc (Node 22 and 24).
  it.skipIf(!("enableCompileCache" in module))("solve --engine native still runs when the temporary directory is under /proc", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: "/proc/strimko-no-such-directory" };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const r = await new Promise<{ error: Error | null; stdout: string }>((resolve) => {
      // A hang is what this guards against: killed long after a normal run, even on a busy machine.
      execFile(process.execPath, [CLI, "solve", "--engine", "native", sudoku], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout) => resolve({ error, stdout }));
    });
    expect(r.error).toBeNull();
    expect(r.stdout).toMatch(/: solved, unique\n/);
  }, 60_000);

  it("solve (both engines) loads clingo-wasm and the ASP layer when it uses them", async () => {
    const r = await loaded(["solve", "puzzles/strimko/dlthompson-4_1.txt"]);
    expect(r.code).toBe(0);
    expect(r.files.some((f) => f.startsWith("node_modules/clingo-wasm/"))).toBe(true);
    expect(r.files.some((f) => /^dist\/cli-chunks\/search-/.test(f))).toBe(true);
  });
});

describe("ending once the work is done (src/cli.ts)", () => {
  it("waits for a slow reader of standard error to take every line, as of standard output", async () => {
    // 3000 unreadable files: an error line each, about 230 kB, more than a pipe holds; the reader
    // starts late, so the lines are still queued in the process when its work is done.
    const names = Array.from({ length: 3000 }, (_, i) => `missing-${i}-with-a-long-name-to-fill-the-pipe.txt`);
    const script = `"$0" "$1" solve --engine native "\${@:2}" 2>&1 >/dev/null | { sleep 1; wc -l; }`;
    const lines = await new Promise<string>((resolve) => {
      execFile("bash", ["-c", script, process.execPath, CLI, ...names], { cwd: ROOT }, (_error, stdout) => resolve(stdout));
    });
    expect(Number(lines.trim())).toBe(names.length);
  });
});
