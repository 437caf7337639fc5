#!/usr/bin/env node
/**
 * The `strimko` binary: runs cli/process.ts (main() with the process's arguments and streams, and
 * its exit code) from the command's CommonJS bundle (scripts/bundle-cli.mjs), its core compiled
 * from a V8 code cache (cli/code-cache.ts; issue 16, start-up).
 */
import module from "node:module";
import { join } from "node:path";
import { cacheDirectory, runCached } from "./cli/code-cache.js";
import { COMMAND_BUNDLE } from "./cli/command-bundle.js";

// NODE_DISABLE_COMPILE_CACHE=1 turns both caches off (the core's and Node's).
const cacheOff = !!process.env.NODE_DISABLE_COMPILE_CACHE;
const dir = cacheOff ? undefined : cacheDirectory();

// Node's compile cache (module.enableCompileCache, Node 22.8 and later; not on Node 20), for the
// bundle's other chunks, which Node's own require loads: a command's own, the ASP layer, ejs.
// NODE_COMPILE_CACHE names another directory for it. A cache that cannot be used is no error.
const enableCompileCache = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
if (enableCompileCache && !cacheOff) {
  if (process.env.NODE_COMPILE_CACHE) enableCompileCache();
  else if (dir) enableCompileCache(dir);
}

const here = import.meta.dirname;
// The core first, into require's cache, where the entry chunk finds it. clingo-wasm is an ES
// module: the core imports it through this function, which Node's ES-module loader runs.
runCached(join(here, COMMAND_BUNDLE.core), COMMAND_BUNDLE.key, dir, (specifier) => import(specifier));
module.createRequire(import.meta.url)(join(here, COMMAND_BUNDLE.entry));
