/**
 * The `strimko` binary as a few files instead of about seventy (run by `npm run build`, after tsc).
 *
 * Node reads, resolves and links every ES module one by one: for `strimko solve` on one Sudoku that
 * was about half of the process's time above a bare `node` (issue 16, start-up). rolldown (the
 * bundler Vite is built on) puts tsc's output for the command into dist/cli.js, the modules only some
 * commands load (each command's own, the ASP layer, the report) into chunks beside it in
 * dist/cli-chunks/, loaded when first needed; the worker threads of compare and generate are entries
 * too (dist/compare/worker.js, dist/generate/worker.js), sharing those chunks. The rest of dist/ stays
 * tsc's, one file per module: the library (dist/index.js) and the tests' in-process main()
 * (dist/cli/main.js) use it.
 *
 * clingo-wasm (its worker and .wasm are found beside its own files) and @resvg/resvg-js (a native
 * addon) stay outside, loaded from node_modules as before; Node's built-ins too.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { rolldown } from "rolldown";

/** Each build: its entries, and where its chunks go. The command alone first, so that its chunks
 * follow what the commands load (shared with the workers, the command's modules would be cut into
 * many more chunks, each a file to read); each worker its own. */
const BUILDS = [
  { input: { cli: "dist/cli.js" }, chunks: "cli-chunks" },
  { input: { "compare/worker": "dist/compare/worker.js" }, chunks: "compare/chunks" },
  { input: { "generate/worker": "dist/generate/worker.js" }, chunks: "generate/chunks" },
];

/** commander requires node:child_process as it loads, for subcommands that are programs of their own
 * (strimko has none): loading it (and net, dgram, streams) cost about 12 ms, a tenth of a bare
 * `node`. In the bundle it is required when first used, which is never. */
const lazyChildProcess = {
  name: "strimko-lazy-child-process",
  transform(code, id) {
    if (!/[\\/]commander[\\/]lib[\\/]command\.js$/.test(id)) return null;
    const eager = "const childProcess = require('node:child_process');";
    if (!code.includes(eager)) throw new Error(`${id}: commander no longer requires node:child_process as expected; check scripts/bundle-cli.mjs`);
    return code.replace(eager, "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };");
  },
};

/** Node's built-ins taken with process.getBuiltinModule() instead of an ES import. Node gives an
 * imported built-in an ES-module facade whose exports it copies one by one, getters included: for
 * node:fs that loads its streams (ReadStream, WriteStream and what they import), about a tenth of a
 * bare Node 22's start-up, for a command that reads one file with readFileSync. A built-in's
 * exports are fixed, so a plain object does what the facade did. Only the chunks' leading import
 * lines are rewritten; any other form of import of a built-in is left as it is. */
const builtinsWithoutFacade = {
  name: "strimko-builtins-without-facade",
  renderChunk(code) {
    return code.replace(/^import (?:\{([^}]*)\}|([A-Za-z_$][\w$]*)|\* as ([A-Za-z_$][\w$]*)) from "(node:[a-z_/]+)";$/gm, (_, named, whole, namespace, id) => {
      const target = named === undefined ? whole ?? namespace : `{${named.replace(/\bas\b/g, ":")}}`;
      return `const ${target} = process.getBuiltinModule("${id}");`;
    });
  },
};

/** The modules left out of the core chunk: loaded only by the commands that use them. */
const OPTIONAL = /[\\/](compare|explain|render|generate|asp[\\/](search|program|decode)|templates\.js|ejs|cli-progress|csv-stringify|cli[\\/](compare|explain|render|generate)\.js)/;

/** The module that awaits main() at its top level (see the core group below). */
const AWAITS = /[\\/]dist[\\/]cli[\\/]process\.js$/;

for (const { input, chunks } of BUILDS) {
  const entries = new Set(Object.values(input).map((file) => resolve(file)));
  const bundle = await rolldown({
    input,
    platform: "node",
    external: [/^node:/, /^clingo-wasm(\/|$)/, /^@resvg\/resvg-js(\/|$)/],
    // jsonc-parser's "main" is a UMD build that requires its parts at run time; its ES build bundles.
    resolve: { mainFields: ["module", "main"] },
    plugins: [lazyChildProcess, builtinsWithoutFacade],
    logLevel: "warn",
    // A module both imported lazily by main.ts and statically by another command's modules (the
    // records, which compare imports) goes where the core group puts it; that is expected.
    onLog(level, log, handler) {
      if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
    },
  });
  await bundle.write({
    dir: "dist",
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: `${chunks}/[name]-[hash].js`,
    // What every solving command runs (reading, the native engine, the verdicts, commander) in one
    // chunk, one file to read; left to itself rolldown cuts it into a chunk per set of importers.
    // The rest (each command's own modules, the ASP layer and ejs, the report) in chunks of their own.
    // An entry stays out of it, and so does cli/process.js, which cli.js imports once it has turned
    // the compile cache on: it awaits main() at its top level, and a chunk loaded later that imports
    // the module under that await would wait for it for ever (Node exits with code 13).
    codeSplitting: { groups: [{ name: "core", test: (id) => !OPTIONAL.test(id) && !AWAITS.test(id) && !entries.has(resolve(id)) }] },
  });
  await bundle.close();
  // tsc's maps of the files just replaced would point into the wrong code.
  for (const file of Object.values(input)) rmSync(`${file}.map`, { force: true });
}
