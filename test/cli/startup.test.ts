/**
 * What `strimko` loads to start (issue 16, start-up): the command is bundled (scripts/bundle-cli.mjs)
 * and loads a command's modules, the ASP layer and ejs only when they are used. Counted, not timed:
 * the files and Node built-ins a run loads (test/cli/loads.mjs reports them).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { wrap } from "../../src/cli/code-cache.js";
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

  // The core's code cache (src/cli/code-cache.ts), on every Node.
  const cacheRun = async (tmp: string, extra: NodeJS.ProcessEnv = {}) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, ...extra };
    delete env.NODE_COMPILE_CACHE;
    if (!("NODE_DISABLE_COMPILE_CACHE" in extra)) delete env.NODE_DISABLE_COMPILE_CACHE;
    const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [CLI, "solve", "--engine", "native", sudoku], { cwd: ROOT, env }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    // Whatever the cache's state, the command's output is the same.
    expect(r).toEqual({ code: 0, stdout: solved, stderr: "" });
  };
  const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
  const ownDir = (tmp: string) => join(tmp, `strimko-compile-cache-${process.getuid?.() ?? "user"}`);
  const withTmp = async (body: (tmp: string) => Promise<void>) => {
    const tmp = mkdtempSync(join(tmpdir(), "strimko-compile-cache-test-"));
    try {
      await body(tmp);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  };
  /** The core's cache file: its name is a hash of the very text V8 compiles (the chunk in
   * wrap()), Node's version and the architecture. */
  const coreCache = (tmp: string) => {
    const chunks = join(ROOT, "dist/cli-chunks");
    const core = readdirSync(chunks).filter((f) => /^core-.*\.cjs$/.test(f));
    expect(core).toHaveLength(1);
    const key = createHash("sha256").update(wrap(readFileSync(join(chunks, core[0]!), "utf8"))).digest("hex").slice(0, 16);
    return join(ownDir(tmp), `core-${key}-${process.version}-${process.arch}.v8`);
  };
  let solved = "";
  beforeAll(async () => {
    solved = await new Promise<string>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_DISABLE_COMPILE_CACHE: "1" };
      execFile(process.execPath, [CLI, "solve", "--engine", "native", sudoku], { cwd: ROOT, env }, (error, out) => (error ? reject(error) : resolve(out)));
    });
    expect(solved).toMatch(/: solved, unique\n/);
  });

  it("solve --engine native writes the core's code cache in a directory of its user's own, mode 0700, under the OS's temporary directory, and runs from it the next time", async () => {
    await withTmp(async (tmp) => {
      await cacheRun(tmp);
      expect(statSync(ownDir(tmp)).mode & 0o777).toBe(0o700);
      const cache = coreCache(tmp);
      const first = statSync(cache);
      expect(first.size).toBeGreaterThan(0);
      expect(first.mode & 0o077).toBe(0);
      // V8 took it: it is not written again (a rename would give the name another inode).
      await cacheRun(tmp);
      const second = statSync(cache);
      expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
      // Nothing half-written is left beside it.
      expect(readdirSync(ownDir(tmp)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    });
  });

  it("runs the same when the core's cache is garbage or another script's, and writes a good one in its place", async () => {
    await withTmp(async (tmp) => {
      await cacheRun(tmp);
      const cache = coreCache(tmp);
      const good = readFileSync(cache);
      // Another script's cache, valid for V8 but not for this text, then bytes that are no cache.
      const foreign = new Script("(function () { return 1; })").createCachedData();
      for (const bad of [foreign, Buffer.from("not a V8 code cache\n"), good.subarray(0, good.length >> 1)]) {
        writeFileSync(cache, bad);
        await cacheRun(tmp);
        expect(readFileSync(cache).equals(bad)).toBe(false);
        expect(statSync(cache).size).toBeGreaterThan(bad.length >> 1);
      }
    });
  });

  it("runs the same when the core's cache cannot be written, and leaves nothing behind", async () => {
    await withTmp(async (tmp) => {
      // A directory where the cache file should be: it can be neither read nor replaced.
      mkdirSync(ownDir(tmp), { mode: 0o700 });
      mkdirSync(join(coreCache(tmp), "x"), { recursive: true });
      await cacheRun(tmp);
      expect(readdirSync(ownDir(tmp)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    });
  });

  // V8's cached code is code the process runs: a directory another user could write to is not used.
  it("leaves the cache off when its directory is writable by its group or others, and when NODE_DISABLE_COMPILE_CACHE is set", async () => {
    await withTmp(async (tmp) => {
      mkdirSync(ownDir(tmp));
      for (const mode of [0o777, 0o770]) {
        chmodSync(ownDir(tmp), mode);
        await cacheRun(tmp);
        expect(filesUnder(ownDir(tmp))).toBe(0);
      }
      rmSync(ownDir(tmp), { recursive: true, force: true });
      await cacheRun(tmp, { NODE_DISABLE_COMPILE_CACHE: "1" });
      expect(existsSync(ownDir(tmp))).toBe(false);
    });
  });

  // Node's recursive mkdir of its cache directory never returns under /proc (Node 22 and 24).
  it("solve --engine native still runs when the temporary directory is under /proc", async () => {
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
