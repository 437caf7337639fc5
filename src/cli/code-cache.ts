/**
 * The command's core (dist/cli-chunks/core-*.cjs, scripts/bundle-cli.mjs) compiled from a V8 code
 * cache made at the end of an earlier run (issue 16, start-up). Without it V8 parses the 400 kB
 * chunk at every start and then compiles, on first call, each function that runs; a cache made
 * after the run holds the bytecode of both. Node's own compile cache (module.enableCompileCache)
 * holds only what is compiled before a module runs; a cache made after the run Node offers to
 * CommonJS code alone, through vm.Script's cachedData and createCachedData(). Hence a CommonJS
 * bundle, run here as Node would run a CommonJS module.
 *
 * The cache is code this process runs: it lives in a directory of the user's own (cacheDirectory),
 * under a name that is a hash of the exact text V8 compiles, Node's version and the architecture (V8
 * itself checks only the text's length and its own flags). A cache that is missing, foreign or
 * cannot be written is no error: the command runs without it, and its output is the same.
 *
 * Each build and Node version has a cache file of its own, about 200 kB, and the files of builds
 * and Node versions no longer used are removed when a cache is written (removeStaleCaches).
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import module from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";

/** The parameters of the function a CommonJS file's code is the body of, as Node's own wrapper,
 * and one more: `importModule`, the only way the code may load an ES module (clingo-wasm). A
 * dynamic import() in a vm.Script would need Node's experimental loader for vm code, which on
 * Node 20 fails once the code comes from a cache; scripts/bundle-cli.mjs turns the core's import()
 * calls into calls of this parameter. */
const PARAMETERS = "exports, require, module, __filename, __dirname, importModule";

/** The text V8 compiles for a CommonJS file's source: the function's head on a line of its own
 * (the script starts at line -1, so that stack traces give the file's own line numbers). */
export function wrap(source: string): string {
  return `(function (${PARAMETERS}) {\n${source}\n})`;
}

/** The length of a cache's key, in hexadecimal digits: the start of the SHA-256 of the wrapped
 * text (scripts/bundle-cli.mjs computes it). */
export const KEY_LENGTH = 16;

/** The part of a chunk's file name before its hash (`core` for `core-v0qc-01S.cjs`): the name up to
 * its first "-". rolldown's hash is base64url, which may itself hold a "-"; the bundle's chunk names
 * (scripts/bundle-cli.mjs) hold none. */
function stemOf(file: string): string {
  return basename(file).replace(/(-.*)?\.cjs$/s, "");
}

/** The name of the cache of a file whose wrapped text hashes to `key`, for this Node. */
export function cacheName(file: string, key: string): string {
  return `${stemOf(file)}-${key}-${process.version}-${process.arch}.v8`;
}

/** The names runCached gives the cache of `file` for any build and any Node (a release's
 * `v22.11.0` or a pre-release's `v23.0.0-rc.1`), and the temporary file each is written to first
 * (`.<pid>.tmp`, left behind only by a process killed while writing it). Nothing else. */
export function cacheNamePattern(file: string): RegExp {
  const stem = stemOf(file).replace(/[^\w]/g, (c) => `\\${c}`);
  return new RegExp(`^${stem}-[0-9a-f]{${KEY_LENGTH}}-v\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.]+)?-[0-9a-z]+\\.v8(?:\\.\\d+\\.tmp)?$`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a cache file of another build or Node version may go unmodified before a write of a
 * cache removes it. Another installed strimko (a global install beside a project's own, run in
 * turn) or another Node (nvm) shares the directory and writes its own file: removing every file but
 * the current one would make each of them remove the other's file and write its own again at every
 * run. Instead a run that takes its cache brings the file's modification time forward once a day
 * (REFRESH_AFTER_MS; access times are unreliable: noatime, relatime), so a file in use is never
 * this old, and one left by an old build or an old Node goes once it is.
 */
export const STALE_AFTER_MS = 30 * DAY_MS;

/** How old a cache file in use may grow before a run brings its modification time forward: once a
 * day at most, one stat() per run otherwise. */
const REFRESH_AFTER_MS = DAY_MS;

/**
 * The cache's directory under the temporary one, this user's alone, or undefined. V8's cached code
 * is code this process would run, so the directory must be one no other user can write to: not a
 * link, owned by this user, no write permission for group or others (a shared /tmp lets anyone
 * make a directory of that name first). Made here, one level, mode 0700: Node's recursive mkdir
 * never returns when the temporary directory is under /proc (Node 22 and 24).
 */
export function cacheDirectory(): string | undefined {
  const uid = process.getuid?.();
  const dir = join(tmpdir(), `strimko-compile-cache-${uid ?? "user"}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") return undefined;
  }
  try {
    const info = lstatSync(dir);
    if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0) return undefined;
  } catch {
    return undefined;
  }
  return dir;
}

/**
 * Runs the CommonJS file `file` as Node would (its own `module`, `require` and `exports`), its
 * code compiled from the cache in `dir` when there is one V8 accepts; and, when there was none,
 * writes one as the process exits, once the command has compiled every function it ran. The
 * module goes into require's cache: the command's other chunks, which require it, get this one.
 * `key` is the hash of wrap(file's text) the build computed (scripts/bundle-cli.mjs).
 */
export function runCached(file: string, key: string, dir: string | undefined, importModule: (specifier: string) => Promise<unknown>): void {
  const text = wrap(readFileSync(file, "utf8"));
  const cache = dir === undefined ? undefined : join(dir, cacheName(file, key));
  let cachedData: Buffer | undefined;
  if (cache !== undefined) {
    try {
      cachedData = readFileSync(cache);
    } catch {
      // No cache yet (or not a file): compiled from the text, and cached as the process exits.
    }
  }
  const script = new Script(text, { filename: file, lineOffset: -1, ...(cachedData && { cachedData }) });
  if (cache !== undefined && cachedData && !script.cachedDataRejected) refresh(cache);
  const require = module.createRequire(file);
  const mod = new module.Module(file);
  mod.filename = file;
  require.cache[file] = mod;
  (script.runInThisContext() as (...args: unknown[]) => void)(mod.exports, require, mod, file, dirname(file), importModule);
  mod.loaded = true;
  if (dir !== undefined && cache !== undefined && (!cachedData || script.cachedDataRejected)) {
    process.once("exit", () => {
      // Before the write: room made on a full disk is room for the new file.
      removeStaleCaches(dir, file, basename(cache));
      writeCache(cache, script);
    });
  }
}

/** Brings the modification time of the cache in use forward when it is a day old or more, so that
 * another build's clean-up keeps it (STALE_AFTER_MS). A failure is silent. */
function refresh(cache: string, now = Date.now()): void {
  try {
    if (now - statSync(cache).mtimeMs >= REFRESH_AFTER_MS) utimesSync(cache, now / 1000, now / 1000);
  } catch {
    // The cache still serves; another build's clean-up may remove it in a month, then it is remade.
  }
}

/**
 * Removes from `dir` the cache files of `file` for other builds and Node versions (and temporary
 * files) not modified for STALE_AFTER_MS: names of cacheNamePattern only, but `current`; regular
 * files only (a link is neither followed nor removed); one listing, called only when a cache is
 * written, not at every run. Any failure is silent: the command's output and exit code are the same.
 */
function removeStaleCaches(dir: string, file: string, current: string, now = Date.now()): void {
  const ours = cacheNamePattern(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === current || !ours.test(name)) continue;
    const path = join(dir, name);
    try {
      const info = lstatSync(path);
      if (info.isFile() && now - info.mtimeMs > STALE_AFTER_MS) unlinkSync(path);
    } catch {
      // Gone already (another process's clean-up), or not ours to remove: left as it is.
    }
  }
}

/** Writes the cache whole or not at all (another process may read it meanwhile); a failure is
 * silent: the next run compiles from the text again. */
function writeCache(cache: string, script: Script): void {
  const temporary = `${cache}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, cache);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // An exit handler that threw would change the command's exit code.
    }
  }
}
