// For test/cli/startup.test.ts, with `node --import`: reports on standard error every module the
// process loads ("LOAD <url>", from the hook in loads-hooks.mjs) and, as it exits, Node's built-in
// modules it loaded ("BUILTIN <name>").
import { writeSync } from "node:fs";
import { register } from "node:module";

register(new URL("./loads-hooks.mjs", import.meta.url));
process.on("exit", () => writeSync(2, process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => `BUILTIN ${m.slice("NativeModule ".length)}\n`).join("")));
