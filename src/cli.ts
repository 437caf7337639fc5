#!/usr/bin/env node
/**
 * The `strimko` binary: runs cli/process.ts (main() with the process's arguments and streams, and
 * its exit code) from the command's CommonJS bundle (scripts/bundle-cli.mjs), its core compiled
 * from a V8 code cache in a directory of the user's own (cli/code-cache.ts; issue 16, start-up).
 * NODE_DISABLE_COMPILE_CACHE=1 turns the cache off.
 *
 * Node's own compile cache (module.enableCompileCache, Node 22.8 and later) is not turned on: the
 * core no longer goes through it, and for the other chunks it cost more than it saved (about 4 %
 * more instructions for `solve --engine native` on Node 24, nothing gained on Node 22 or for
 * `solve` with both engines). NODE_COMPILE_CACHE still turns it on, as for any Node program.
 */
import module from "node:module";
import { join } from "node:path";
import { cacheDirectory, runCached } from "./cli/code-cache.js";
import { COMMAND_BUNDLE } from "./cli/command-bundle.js";

const dir = process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : cacheDirectory();
const here = import.meta.dirname;
// The core first, into require's cache, where the entry chunk finds it. clingo-wasm is an ES
// module: the core imports it through this function, which Node's ES-module loader runs.
runCached(join(here, COMMAND_BUNDLE.core), COMMAND_BUNDLE.key, dir, (specifier) => import(specifier));
module.createRequire(import.meta.url)(join(here, COMMAND_BUNDLE.entry));
