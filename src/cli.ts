#!/usr/bin/env node
/**
 * The `strimko` binary: main() (cli/main.ts) with the process's arguments and streams (cli/io.ts,
 * which also ends the process early when standard output's reader goes), and its exit code.
 */
import { mkdirSync } from "node:fs";
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Node's compile cache (Node 22.1 and later; the function does not exist on Node 20): the modules
// loaded after this call are compiled from V8's cached code, kept in Node's own cache directory (the
// OS's temporary one, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), rather than
// parsed again at each start (issue 16, start-up). Hence the dynamic import below: a static import
// would be compiled before this line runs. A cache that cannot be written is no error.
const enableCompileCache = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
if (enableCompileCache) {
  if (process.env.NODE_COMPILE_CACHE) enableCompileCache();
  else {
    // Node makes the directory with its recursive mkdir, which never returns when the temporary
    // directory is under /proc (Node 22 and 24): so it is made here, one level, and the cache is
    // left off when that fails.
    const dir = join(tmpdir(), "node-compile-cache");
    let made = true;
    try {
      mkdirSync(dir);
    } catch (e) {
      made = (e as NodeJS.ErrnoException).code === "EEXIST";
    }
    if (made) enableCompileCache(dir);
  }
}
await import("./cli/process.js");
