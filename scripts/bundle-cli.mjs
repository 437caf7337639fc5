/**
 * The `strimko` binary as a few files instead of about seventy (run by `npm run build`, after tsc).
 *
 * Node reads, resolves and links every ES module one by one: for `strimko solve` on one Sudoku that
 * was about half of the process's time above a bare `node` (issue 16, start-up). rolldown (the
 * bundler Vite is built on) puts tsc's output for the command into a CommonJS bundle in
 * dist/cli-chunks/: an entry chunk (cli/process.js), the core chunk (what every solving command
 * runs) and the modules only some commands load (each command's own, the ASP layer, the report),
 * required when first needed. CommonJS, because V8's code cache made after a run, which holds every
 * function compiled, is offered only to CommonJS code (src/cli/code-cache.ts). The binary,
 * dist/cli.js, is an ES module of its own (src/cli.ts, which is handed the chunks' names and the
 * core's cache key here): it runs the core from that cache, then the entry chunk.
 *
 * The worker threads of compare, generate and the native engine's portfolio are ES-module builds of
 * their own (dist/compare/worker.js, dist/generate/worker.js, dist/engines/portfolio-worker.js,
 * their chunks beside them). The rest of dist/
 * stays tsc's, one file per module: the library (dist/index.js) and the tests' in-process main()
 * (dist/cli/main.js) use it.
 *
 * clingo-wasm (its worker and .wasm are found beside its own files) and @resvg/resvg-js (a native
 * addon) stay outside, loaded from node_modules as before; Node's built-ins too.
 */
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { rolldown } from "rolldown";
import { KEY_LENGTH, wrap } from "../dist/cli/code-cache.js";

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
      const target = named === undefined ? (whole ?? namespace) : `{${named.replace(/\bas\b/g, ":")}}`;
      return `const ${target} = process.getBuiltinModule("${id}");`;
    });
  },
};

/** The modules left out of the core chunk: loaded only by the commands that use them. */
const OPTIONAL =
  /[\\/](compare|explain|render|generate|threads|analyze|book)[\\/]|[\\/]engines[\\/]asp[\\/](search|program|decode)\.js|[\\/]engines[\\/]portfolio\.js|[\\/]assets[\\/]templates\.js|[\\/](ejs|cli-progress|csv-stringify)[\\/]|[\\/]cli[\\/](compare|explain-text|render|generate|analyze-text|check-output-text|program-stats-text|book)\.js/;

/** The core runs as the body of a function in a vm.Script (src/cli/code-cache.ts), where a
 * dynamic import() would need Node's experimental loader for vm code (which on Node 20 fails once
 * the code comes from a cache): its import() calls, of clingo-wasm and node:fs/promises, become
 * calls of that function's parameter importModule, which the binary hands it. Comments that mention
 * import() change too, harmlessly; a computed import() would have no quotes after it, and stops
 * the build. */
const importThroughBinary = {
  name: "strimko-import-through-binary",
  renderChunk(code, chunk) {
    if (chunk.name !== "core") return null;
    const rewritten = code.replace(/(?<![\w$.])import\((?=["'])/g, "importModule(");
    if (/(?<![\w$.])import\s*\(/.test(rewritten)) throw new Error(`${chunk.fileName}: an import() that scripts/bundle-cli.mjs cannot hand to the binary`);
    return rewritten;
  },
};

/** Builds `input` into dist/ and returns rolldown's output; `chunks`, the folder of its chunks, or
 * undefined for one file. */
async function build(input, format, chunks, plugins) {
  const entries = new Set(Object.values(input).map((file) => resolve(file)));
  const bundle = await rolldown({
    input,
    platform: "node",
    // pdfkit reads its font metrics from files beside its own code, so it (and what draws into it)
    // stays in node_modules, loaded from there by the book command alone.
    external: [/^node:/, /^clingo-wasm(\/|$)/, /^@resvg\/resvg-js(\/|$)/, /^pdfkit(\/|$)/, /^svg-to-pdfkit(\/|$)/, /^qrcode(\/|$)/],
    // jsonc-parser's "main" is a UMD build that requires its parts at run time; its ES build bundles.
    resolve: { mainFields: ["module", "main"] },
    plugins,
    logLevel: "warn",
    // A module both imported lazily by main.ts and statically by another command's modules (the
    // records, which compare imports) goes where the core group puts it; that is expected.
    onLog(level, log, handler) {
      if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
    },
  });
  const extension = format === "cjs" ? "cjs" : "js";
  const { output } = await bundle.write({
    dir: "dist",
    format,
    // The command's entry chunk has the hash in its name too: a new build is never half the old one.
    entryFileNames: format === "cjs" ? `${chunks}/[name]-[hash].cjs` : "[name].js",
    chunkFileNames: `${chunks ?? "cli-chunks"}/[name]-[hash].${extension}`,
    // What every solving command runs (reading, the native engine, the verdicts, commander) in one
    // chunk, one file to read; left to itself rolldown cuts it into a chunk per set of importers.
    // The rest (each command's own modules, the ASP layer and ejs, the report) in chunks of their own.
    // An entry stays out of it.
    ...(chunks && { codeSplitting: { groups: [{ name: "core", test: (id) => !OPTIONAL.test(id) && !entries.has(resolve(id)) }] } }),
  });
  await bundle.close();
  // tsc's maps of the files just replaced would point into the wrong code.
  if (format !== "cjs") for (const file of Object.values(input)) rmSync(`${file}.map`, { force: true });
  return output;
}

// The command, as CommonJS.
const command = await build({ process: "dist/cli/process.js" }, "cjs", "cli-chunks", [lazyChildProcess, importThroughBinary]);
const entry = command.find((c) => c.type === "chunk" && c.isEntry);
const core = command.find((c) => c.type === "chunk" && c.name === "core");
if (!entry || !core) throw new Error("scripts/bundle-cli.mjs: the command's bundle has no entry or no core chunk");
const key = createHash("sha256")
  .update(wrap(readFileSync(`dist/${core.fileName}`, "utf8")))
  .digest("hex")
  .slice(0, KEY_LENGTH);

// The binary, an ES module of one file, told where the command's chunks are.
const COMMAND_BUNDLE = /[\\/]dist[\\/]cli[\\/]command-bundle\.js$/;
const commandBundle = {
  name: "strimko-command-bundle",
  load(id) {
    return COMMAND_BUNDLE.test(id) ? `export const COMMAND_BUNDLE = ${JSON.stringify({ entry: entry.fileName, core: core.fileName, key })};\n` : null;
  },
};
const binary = await build({ cli: "dist/cli.js" }, "esm", undefined, [builtinsWithoutFacade, commandBundle]);
if (binary.length !== 1) throw new Error(`scripts/bundle-cli.mjs: the binary should be one file, not ${binary.map((c) => c.fileName).join(", ")}`);

// The worker threads of compare and generate, each its own chunks.
await build({ "compare/worker": "dist/compare/worker.js" }, "esm", "compare/chunks", [lazyChildProcess, builtinsWithoutFacade]);
await build({ "generate/worker": "dist/generate/worker.js" }, "esm", "generate/chunks", [lazyChildProcess, builtinsWithoutFacade]);
// The native engine's portfolio threads (--threads), likewise.
await build({ "engines/portfolio-worker": "dist/engines/portfolio-worker.js" }, "esm", "engines/chunks", [lazyChildProcess, builtinsWithoutFacade]);
