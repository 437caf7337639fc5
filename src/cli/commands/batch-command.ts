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
        "puzzles solved at once: the main thread and n - 1 worker threads, the output in input order (one puzzle: this thread alone)",
      )
        .default(availableParallelism(), "the number of cores")
        .argParser(jobs),
    )
    .addOption(
      new Option(
        "--threads <n>",
        "the native engine's searches at once on each puzzle, each in a thread of its own with its own seed; the first to answer wins (for one hard puzzle)",
      )
        .default(1)
        .argParser(threadCount),
    )
    .option("--json", "JSON Lines: one object per puzzle (schema in docs/json.md)");
