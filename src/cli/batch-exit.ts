/**
 * The ways out of a batch (compare, generate) while it runs, shared by both commands. A progress
 * bar hides the cursor and turns line wrapping off, so every way out gives the terminal back:
 * - Ctrl-C and SIGTERM stop the bar and end the process with 130 and 143; ending it by
 *   process.exit() (not the signal's default) also runs the exit handlers that remove an output
 *   file's temporary (files.ts), which a process killed by the signal would not do;
 * - any other way out (a reader of standard output that left early: io.ts ends the process at once)
 *   stops the bar on the process's exit: a terminal's writes are synchronous, so they are drawn
 *   before the process ends.
 */

/** Installs the handlers for a batch with this bar (if any) and, when `files` says it writes an
 * output file, the signal handlers even without a bar. Returns the function that removes them all,
 * to call when the batch has ended, however it ended. */
export function guardBatch(bar: { stop(): void } | undefined, files: boolean): () => void {
  const interrupted = (signal: NodeJS.Signals) => {
    bar?.stop();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  const stopBar = () => bar?.stop();
  if (bar) process.once("exit", stopBar);
  if (bar || files) process.once("SIGINT", interrupted).once("SIGTERM", interrupted);
  return () => void process.off("SIGINT", interrupted).off("SIGTERM", interrupted).off("exit", stopBar);
}

/**
 * Opens a batch's output file (`open`: files.ts openOutput) with Ctrl-C and SIGTERM handled from
 * the moment its temporary file exists, before the batch's own guard (with its bar) is in place.
 * `handOver` installs that guard and only then removes this first one: with no SIGINT listener for
 * a moment, Node closes the signal's watcher and loses a Ctrl-C already received (a Ctrl-C while
 * `strimko book` opened its file ended the process by the signal's default, leaving the
 * temporary). A failed open removes the first guard and throws.
 */
export async function openGuarded<F>(open: () => Promise<F>): Promise<{ file: F; handOver: (bar: { stop(): void } | undefined) => () => void }> {
  const opening = guardBatch(undefined, true);
  const file = await open().catch((e) => {
    opening();
    throw e;
  });
  const handOver = (bar: { stop(): void } | undefined) => {
    const done = guardBatch(bar, true);
    opening();
    return done;
  };
  return { file, handOver };
}
