/**
 * The tests CI runs again on Node 22 and 24 (the whole suite runs on Node 20): those whose
 * behaviour depends on the Node version, and nothing else, so that CI stays under 15 minutes
 * (docs/tests.md, "Node versions", says why each is here).
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

export const NODE_VERSION_TESTS = [
  // Start-up: the command's bundle run from V8's code cache, made and read per Node version.
  "test/cli/startup.test.ts",
  // The clingo-wasm adapter: WebAssembly and its worker thread, and its clock.
  "test/asp/clingo.test.ts",
  "test/asp/clingo-clock.test.ts",
  // Worker threads: compare's pool, generate's makers, a test fault handed to them.
  "test/compare/pool.test.ts",
  "test/generate/threads.test.ts",
  "test/cli/compare.test.ts",
  // The command end to end, in a process of its own: streams, pipes, signals, exit codes.
  "test/cli/cli.test.ts",
  "test/cli/stream.test.ts",
  "test/cli/batch-exit.test.ts",
  "test/cli/no-fault-hook.test.ts",
  // Deep recursion: the stack V8 gives a search.
  "test/native/deep-search.test.ts",
  "test/cli/deep-search.test.ts",
];

// The base's options with this list in place of its include (mergeConfig would append the two lists).
export default defineConfig({ test: { ...base.test, include: NODE_VERSION_TESTS } });
