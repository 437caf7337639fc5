/** The arguments and options solve and count share. */
import type { Command } from "commander";
import { encodingOption, formatOption, rulesOption, timeoutOption } from "../options.js";

export const batchCommand = (program: Command, name: string, description: string): Command =>
  program
    .command(name)
    .description(description)
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .addOption(formatOption())
    .addOption(encodingOption())
    .addOption(timeoutOption())
    .addOption(rulesOption())
    .option("--json", "JSON Lines: one object per puzzle (schema in docs/json.md)");
