#!/usr/bin/env node
/**
 * The `strimko` binary: main() (cli/main.ts) with the process's arguments and streams (cli/io.ts,
 * which also ends the process early when standard output's reader goes), and its exit code.
 */
import { lstatSync, mkdirSync } from "node:fs";
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Node's compile cache (module.enableCompileCache, Node 22.8 and later; not on Node 20): the modules
// loaded after this call are compiled from V8's cached code rather than parsed again at each start
// (issue 16, start-up). Hence the dynamic import below: a static import would be compiled before
// this line runs. NODE_COMPILE_CACHE names another directory; NODE_DISABLE_COMPILE_CACHE=1 turns
// it off. A cache that cannot be used is no error: the command runs without it.
const enableCompileCache = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
if (enableCompileCache && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  if (process.env.NODE_COMPILE_CACHE) enableCompileCache();
  else {
    const dir = ownCacheDirectory();
    if (dir) enableCompileCache(dir);
  }
}

/**
 * The cache's directory under the temporary one, this user's alone, or undefined. V8's cached code
 * is code this process would run, so the directory must be one no other user can write to: not a
 * link, owned by this user, no write permission for group or others (a shared /tmp lets anyone
 * make a directory of that name first). Made here, one level, mode 0700: Node's recursive mkdir
 * never returns when the temporary directory is under /proc (Node 22 and 24).
 */
function ownCacheDirectory(): string | undefined {
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
await import("./cli/process.js");
