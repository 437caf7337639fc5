// For test/cli/startup.test.ts, with `node --import`: reports on standard error every module the
// process loads ("LOAD <url>": ES modules from the hook in loads-hooks.mjs as they load, CommonJS
// files, the command's bundle among them, from require's cache as the process exits) and, as it
// exits, Node's built-in modules it loaded ("BUILTIN <name>").
// The built-ins are taken as the bundle takes them (scripts/bundle-cli.mjs): an ES import of node:fs
// would itself load the fs streams this report is asked about.
const { writeSync } = process.getBuiltinModule("node:fs");
const { createRequire, register } = process.getBuiltinModule("node:module");
const { pathToFileURL } = process.getBuiltinModule("node:url");

register(new URL("./loads-hooks.mjs", import.meta.url));
const required = createRequire(import.meta.url).cache;
process.on("exit", () => {
  const files = Object.keys(required).map((file) => `LOAD ${pathToFileURL(file).href}\n`);
  const builtins = process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => `BUILTIN ${m.slice("NativeModule ".length)}\n`);
  writeSync(2, files.join("") + builtins.join(""));
});
