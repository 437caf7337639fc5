#!/usr/bin/env node
/**
 * The `strimko` binary: main() (cli/main.ts) with the process's arguments and streams (cli/io.ts,
 * which also ends the process early when standard output's reader goes), and its exit code.
 */
import module from "node:module";

// Node's compile cache (Node 22.1 and later; the function does not exist on Node 20): the modules
// loaded after this call are compiled from V8's cached code, kept in Node's own cache directory (the
// OS's temporary one, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), rather than
// parsed again at each start (issue 16, start-up). Hence the dynamic import below: a static import would
// be compiled before this line runs. A cache that cannot be written is no error.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import("./cli/process.js");
