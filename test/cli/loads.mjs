// For test/cli/startup.test.ts, with `node --import`: reports on standard error every module the
// process loads ("LOAD <url>", from the hook in loads-hooks.mjs) and, as it exits, Node's built-in
// modules it loaded ("BUILTIN <name>").
// The built-ins are taken as the bundle takes them (scripts/bundle-cli.mjs): an ES import of node:fs
// would itself load the fs streams this report is asked about.
const { writeSync } = process.getBuiltinModule("node:fs");
const { register } = process.getBuiltinModule("node:module");

register(new URL("./loads-hooks.mjs", import.meta.url));
process.on("exit", () => writeSync(2, process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => `BUILTIN ${m.slice("NativeModule ".length)}\n`).join("")));
