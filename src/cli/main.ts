/**
 * The `strimko` command as a function: main(args, io) parses the arguments, runs the command and
 * returns its exit code, reading and writing only through `io` (cli/io.ts). The binary (cli.ts)
 * calls it with the process's streams; tests call it in-process. The commands are in
 * cli/commands/, one module each (cli/program.ts lists them); each is a call into the core plus
 * formatting. This module is the runner: it maps what a command throws to one line and an exit code.
 */
import { CommanderError } from "commander";
import { packageVersion } from "../assets/files.js";
import { ExitCode, StrimkoError, worstExit, type ExitCodeValue } from "../base/errors.js";
import { clingoWasmVersion, engine } from "../engines/asp/clingo.js";
import { complain, newRun } from "./context.js";
import type { Io } from "./io.js";
import { buildProgram, isCommand } from "./program.js";

async function printVersion(io: Io): Promise<void> {
  const clingo = await engine.version();
  io.out(`strimko ${packageVersion()}\nclingo ${clingo} (clingo-wasm ${clingoWasmVersion()})\n`);
}

/** Runs the command on `args` (the arguments after the command's name) and returns its exit code.
 * Output is buffered in `io`: the caller flushes it. */
export async function main(args: string[], io: Io): Promise<ExitCodeValue> {
  // --version needs clingo's answer, which commander's synchronous version option cannot wait for.
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
    await printVersion(io);
    return ExitCode.ok;
  }
  const run = newRun(io);
  // `strimko solve ...` needs solve alone; help, a mistyped command (which gets a suggestion) or
  // no command at all, every command.
  const program = buildProgram(run, isCommand(args[0]) ? args[0] : undefined);
  const finish = (code: ExitCodeValue) => worstExit([code, io.outFailed() ? ExitCode.badInput : ExitCode.ok]);
  // A reader that stops early (`strimko solve ... | head`) closes standard output: stop at once,
  // as Unix tools do, with the exit code of what was done, the puzzle under way abandoned; a
  // command with files still to write (compare's report and CSV) finishes them first.
  io.onOutClosed(() => {
    if (!run.filesToWrite) io.exit(finish(run.worst));
  });
  try {
    await program.parseAsync(args, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version displays end here too, with exit code 0.
      return e.exitCode === 0 ? ExitCode.ok : ExitCode.badInput;
    }
    if (e instanceof StrimkoError) {
      complain(io, e.message);
      return finish(worstExit([run.worst, e.exitCode]));
    }
    complain(io, `internal error: ${(e as Error)?.message ?? String(e)}${io.env.STRIMKO_DEBUG ? "" : " (set STRIMKO_DEBUG=1 for details)"}`);
    if (io.env.STRIMKO_DEBUG) io.err(`${(e as Error)?.stack}\n`);
    return ExitCode.internal;
  }
  return finish(run.worst);
}
