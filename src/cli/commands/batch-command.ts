/** The arguments and options solve and count share. */
import { availableParallelism } from "node:os";
import { type Command, Option } from "commander";
import { encodingOption, formatOption, jobs, rulesOption, threadCount, timeoutOption } from "../options.js";

export const batchCommand = (program: Command, name: string, description: string): Command =>
  program
    .command(name)
    .description(description)
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .addOption(formatOption())
    .addOption(encodingOption())
    .addOption(timeoutOption())
    .addOption(rulesOption())
    .addOption(
      new Option(
        "-j, --jobs <n>",
        "puzzles solved at once (1 to 256): the main thread and n - 1 worker threads, the output in input order (one puzzle: this thread alone)",
      )
        .default(
          availableParallelism(),
          name === "count" ? "the number of cores; 1 with --engine native" : "the number of cores; 1 with --engine native or resolution",
        )
        .argParser(jobs),
    )
    .addOption(
      new Option(
        "--threads <n>",
        "the native engine's searches at once (1 to 256) on a puzzle its usual search has not decided in 200 ms, each in a thread of its own with its own seed; the first to answer wins (for hard puzzles)",
      )
        .default(1)
        .argParser(threadCount),
    )
    .option("--json", "JSON Lines: one object per puzzle (schema in docs/json.md)");

/**
 * The jobs a batch runs with: as asked; by default the cores there are, except for the native engine
 * alone (and resolution), whose puzzles take microseconds: handing them to other threads costs more
 * than solving them (100,000 9x9 lines: 3.4 s and 119 MB with one job, 4.1 s and 187 MB with two).
 */
export function jobsFor(engine: string, jobs: number, command: Command): number {
  const asked = command.getOptionValueSource("jobs") !== "default";
  return asked || (engine !== "native" && engine !== "resolution") ? jobs : 1;
}
