/**
 * The `strimko` process: main() (cli/main.ts) with the process's arguments and streams (cli/io.ts,
 * which also ends the process early when standard output's reader goes), and its exit code. Run
 * by the binary (cli.ts), from the command's CommonJS bundle (scripts/bundle-cli.mjs).
 */
import { worstExit, ExitCode } from "../base/errors.js";
import { processIo } from "./io.js";
import { main } from "./main.js";

const io = processIo();
// No top-level await: the command's bundle is CommonJS (scripts/bundle-cli.mjs), which has none.
void main(process.argv.slice(2), io).then((code) => {
  io.flush();
  // A failure on the last flush (a full disk) comes after main() returned its code.
  process.exitCode = worstExit([code, io.outFailed() ? ExitCode.badInput : ExitCode.ok]);
  // The work is done: end now rather than when Node has wound down by itself, which, once clingo
  // has run, waits for its worker thread and the WebAssembly V8 still optimises in the background
  // (about a tenth of a one-puzzle `strimko solve`: issue 16, start-up). Once standard output has
  // taken what was written (the callback), and after the error event of a write that failed there,
  // which may still change the exit code. Standard error too: into a pipe whose reader is slow, the
  // lines of a batch's errors may still be queued, and process.exit() would drop them.
  let open = 2;
  const written = (): void => {
    if (--open === 0) setImmediate(() => process.exit());
  };
  process.stdout.write("", written);
  process.stderr.write("", written);
});
