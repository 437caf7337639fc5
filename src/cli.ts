#!/usr/bin/env node
/**
 * The `strimko` binary: main() (cli/main.ts) with the process's arguments and streams (cli/io.ts,
 * which also ends the process early when standard output's reader goes), and its exit code.
 */
import { worstExit, ExitCode } from "./errors.js";
import { processIo } from "./cli/io.js";
import { main } from "./cli/main.js";

const io = processIo();
const code = await main(process.argv.slice(2), io);
io.flush();
// A failure on the last flush (a full disk) comes after main() returned its code.
process.exitCode = worstExit([code, io.outFailed() ? ExitCode.badInput : ExitCode.ok]);
