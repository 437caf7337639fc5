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
 */
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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

/** The name of the cache of a file whose wrapped text hashes to `key`, for this Node. */
export function cacheName(file: string, key: string): string {
  return `${basename(file).replace(/-[^-]*\.cjs$/, "")}-${key}-${process.version}-${process.arch}.v8`;
}

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
  const require = module.createRequire(file);
  const mod = new module.Module(file);
  mod.filename = file;
  require.cache[file] = mod;
  (script.runInThisContext() as (...args: unknown[]) => void)(mod.exports, require, mod, file, dirname(file), importModule);
  mod.loaded = true;
  if (cache !== undefined && (!cachedData || script.cachedDataRejected)) process.once("exit", () => writeCache(cache, script));
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
