/**
 * What `strimko` loads to start (issue 16, start-up): the command is bundled (scripts/bundle-cli.mjs)
 * and loads a command's modules, the ASP layer and ejs only when they are used. Counted, not timed:
 * the files and Node built-ins a run loads (test/cli/loads.mjs reports them).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  lutimesSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheName, cacheNamePattern, KEY_LENGTH, STALE_AFTER_MS, wrap } from "../../src/cli/code-cache.js";
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
    // One job: with the default, worker threads join a batch that has run half a second, which the
    // 18 puzzles could on a busy machine (what loads then is not this test's question).
    const r = await loaded(["solve", "--engine", "native", "--jobs", "1", sudoku]);
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
    const r = await loaded(["solve", "--engine", "native", "--jobs", "1", sudoku]);
    expect(r.stdout).toMatch(/: solved, unique\n/);
    expect(r.builtins).toContain("fs");
    expect(r.builtins).not.toContain("internal/fs/streams");
    // node:fs/promises only when a directory is listed or a file written (cli/files.ts, fsPromises).
    expect(r.builtins).not.toContain("fs/promises");
    // The core's clock is process.hrtime (src/base/clock.ts): the global performance would load perf_hooks.
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
    const key = createHash("sha256")
      .update(wrap(readFileSync(join(chunks, core[0]!), "utf8")))
      .digest("hex")
      .slice(0, KEY_LENGTH);
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

  // V8's cached code is code the process runs: a directory another user could write to is not used,
  // and nothing in it is removed either.
  it("leaves the cache off when its directory is writable by its group or others, and when NODE_DISABLE_COMPILE_CACHE is set", async () => {
    await withTmp(async (tmp) => {
      mkdirSync(ownDir(tmp));
      const stale = aged(otherBuild(tmp), 60);
      for (const mode of [0o777, 0o770]) {
        chmodSync(ownDir(tmp), mode);
        await cacheRun(tmp);
        expect(readdirSync(ownDir(tmp))).toEqual([basename(stale)]);
      }
      chmodSync(ownDir(tmp), 0o700);
      await cacheRun(tmp, { NODE_DISABLE_COMPILE_CACHE: "1" });
      expect(readdirSync(ownDir(tmp))).toEqual([basename(stale)]);
      rmSync(ownDir(tmp), { recursive: true, force: true });
      await cacheRun(tmp, { NODE_DISABLE_COMPILE_CACHE: "1" });
      expect(existsSync(ownDir(tmp))).toBe(false);
    });
  });

  // Old builds' and old Nodes' cache files (code-cache.ts, removeStaleCaches and STALE_AFTER_MS).
  const DAY = 24 * 60 * 60 * 1000;
  /** A file at `path`, last modified `days` ago. */
  const aged = (path: string, days: number, text = "an old cache\n") => {
    writeFileSync(path, text, { mode: 0o600 });
    const when = (Date.now() - days * DAY) / 1000;
    utimesSync(path, when, when);
    return path;
  };
  /** The core's cache file of another build (another key) or another Node. */
  const otherBuild = (tmp: string, key = "0123456789abcdef", version = process.version) => join(ownDir(tmp), `core-${key}-${version}-${process.arch}.v8`);
  /** The directory made as strimko makes it, with a cache of another build last modified 31 days
   * ago: a write of the core's cache removes it, which shows the clean-up ran. */
  const withStale = async (body: (tmp: string, stale: string) => Promise<void>) =>
    withTmp(async (tmp) => {
      mkdirSync(ownDir(tmp), { mode: 0o700 });
      await body(tmp, aged(otherBuild(tmp, "fedcba9876543210"), 31));
    });

  it("30 days is the limit the tests below take", () => {
    expect(STALE_AFTER_MS).toBe(30 * DAY);
  });

  it("removes, when it writes the core's cache, the caches of other builds and Node versions, and temporary files, not modified for over 30 days", async () => {
    await withStale(async (tmp, stale) => {
      const oldNode = aged(otherBuild(tmp, "00000000000000ff", "v21.7.3"), 400);
      const preRelease = aged(otherBuild(tmp, "00000000000000ff", "v23.0.0-rc.1"), 45);
      // Left by a process killed while writing the current build's cache.
      const temporary = aged(`${coreCache(tmp)}.4242.tmp`, 31);
      await cacheRun(tmp);
      for (const file of [stale, oldNode, preRelease, temporary]) expect(existsSync(file), file).toBe(false);
      expect(readdirSync(ownDir(tmp))).toEqual([basename(coreCache(tmp))]);
    });
  });

  // Two installed versions of strimko (or two Nodes) share the directory: each keeps the other's file.
  it("keeps a cache of another build or Node version modified within 30 days", async () => {
    await withStale(async (tmp, stale) => {
      const recent = aged(otherBuild(tmp, "0000000000000aaa"), 29, "another build's cache\n");
      const otherNode = aged(otherBuild(tmp, "0000000000000aaa", "v24.0.0-nightly20250101abcdef0123"), 0);
      await cacheRun(tmp);
      expect(existsSync(stale)).toBe(false);
      expect(readFileSync(recent, "utf8")).toBe("another build's cache\n");
      expect(existsSync(otherNode)).toBe(true);
    });
  });

  it("keeps every file whose name is not of the cache's pattern, and every directory, however old", async () => {
    await withStale(async (tmp, stale) => {
      const v = `${process.version}-${process.arch}`;
      const names = [
        "notes.txt",
        `.core-0123456789abcdef-${v}.v8`,
        `core-0123456789abcdef-${v}.v8.bak`,
        `core-0123456789abcdef-${v}.v8.tmp`,
        `core-0123456789abcdef-${v}.v8.12x.tmp`,
        `core-0123456789ABCDEF-${v}.v8`,
        `core-0123456789abcde-${v}.v8`,
        `core-0123456789abcdef0-${v}.v8`,
        `core-0123456789abcdef-${process.version}.v8`,
        `core-0123456789abcdef-22.1.0-${process.arch}.v8`,
        `search-0123456789abcdef-${v}.v8`,
        `xcore-0123456789abcdef-${v}.v8`,
      ];
      for (const name of names) aged(join(ownDir(tmp), name), 365);
      const directory = otherBuild(tmp, "0000000000000bbb");
      mkdirSync(directory);
      utimesSync(directory, 0, 0);
      await cacheRun(tmp);
      expect(existsSync(stale)).toBe(false);
      expect(readdirSync(ownDir(tmp)).sort()).toEqual([...names, basename(directory), basename(coreCache(tmp))].sort());
    });
  });

  it("neither follows nor removes a link named as a cache", async () => {
    await withStale(async (tmp, stale) => {
      // An old file elsewhere, of the cache's pattern too, and an old link to it in the directory.
      mkdirSync(join(tmp, "elsewhere"));
      const target = aged(join(tmp, "elsewhere", basename(otherBuild(tmp, "0000000000000ccc"))), 365, "not strimko's to remove\n");
      const link = otherBuild(tmp, "0000000000000ddd");
      symlinkSync(target, link);
      lutimesSync(link, 0, 0);
      await cacheRun(tmp);
      expect(existsSync(stale)).toBe(false);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(readFileSync(target, "utf8")).toBe("not strimko's to remove\n");
    });
  });

  it("removes nothing on a run that takes its cache: the clean-up (one listing) comes only with a write", async () => {
    await withTmp(async (tmp) => {
      await cacheRun(tmp);
      const stale = aged(otherBuild(tmp), 31);
      await cacheRun(tmp);
      expect(existsSync(stale)).toBe(true);
    });
  });

  it("brings the modification time of the cache it takes forward once a day at most, without writing it again", async () => {
    await withTmp(async (tmp) => {
      await cacheRun(tmp);
      const cache = coreCache(tmp);
      const written = statSync(cache);
      // Taken 40 days after it was written: its time is now, so another build's clean-up keeps it.
      const long = (Date.now() - 40 * DAY) / 1000;
      utimesSync(cache, long, long);
      await cacheRun(tmp);
      const taken = statSync(cache);
      expect(taken.ino).toBe(written.ino);
      expect(Date.now() - taken.mtimeMs).toBeLessThan(DAY / 2);
      // Taken 12 hours after the last time it was brought forward: left as it is.
      const lately = Math.floor((Date.now() - DAY / 2) / 1000);
      utimesSync(cache, lately, lately);
      await cacheRun(tmp);
      expect(statSync(cache).mtimeMs).toBe(lately * 1000);
    });
  });

  it("names the cache from the chunk's name without its hash, which may hold a '-' (rolldown's base64url)", () => {
    const key = "0123456789abcdef";
    const name = cacheName("/dist/cli-chunks/core-v0qc-01S.cjs", key);
    expect(name).toBe(`core-${key}-${process.version}-${process.arch}.v8`);
    expect(cacheName("/dist/cli-chunks/core-BWpOiJDl.cjs", key)).toBe(name);
    // The pattern of the clean-up takes both, and every build's and Node's name.
    const ours = cacheNamePattern("/dist/cli-chunks/core-v0qc-01S.cjs");
    expect(ours.test(name)).toBe(true);
    expect(ours.test(`${name}.123.tmp`)).toBe(true);
    expect(ours.test(`core-fedcba9876543210-v20.19.0-arm64.v8`)).toBe(true);
    expect(ours.test(`core-v0qc-${key}-${process.version}-${process.arch}.v8`)).toBe(false);
  });

  // Node's recursive mkdir of its cache directory never returns under /proc (Node 22 and 24).
  it("solve --engine native still runs when the temporary directory is under /proc", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: "/proc/strimko-no-such-directory" };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const r = await new Promise<{ error: Error | null; stdout: string }>((resolve) => {
      // A hang is what this guards against: killed long after a normal run, even on a busy machine.
      execFile(process.execPath, [CLI, "solve", "--engine", "native", sudoku], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout) =>
        resolve({ error, stdout }),
      );
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
