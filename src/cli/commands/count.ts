/** `strimko count`: the solutions of each puzzle counted by both engines (or one), cross-checked. */
import { type Command, Option } from "commander";
import { ENGINE_CHOICES, type EngineChoice } from "../../engines/run.js";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { countEntry } from "../../records/count-record.js";
import { jsonLine } from "../../text/output.js";
import type { CommandContext } from "../context.js";
import { countText } from "../count-text.js";
import { examples } from "../help.js";
import { count } from "../options.js";
import { readRules } from "../rules-file.js";
import { batchCommand, jobsFor } from "./batch-command.js";

interface CountOptions {
  engine: EngineChoice;
  limit: number;
  solutions?: boolean;
  format?: InputFormat;
  encoding: string;
  timeout: number;
  json?: boolean;
  rules?: string[];
  jobs: number;
  threads: number;
}

export function registerCount(program: Command, ctx: CommandContext): void {
  batchCommand(program, "count", "count the solutions of puzzles with both engines (answer sets, search), cross-checked")
    .addOption(new Option("--engine <engine>", "clingo (asp), the native solver, or both cross-checked").choices([...ENGINE_CHOICES]).default("both"))
    .addOption(new Option("-l, --limit <n>", "stop after n solutions (0 = count them all)").default(0).argParser(count))
    .option("--solutions", "print the solutions too")
    .addHelpText("after", examples(["strimko count puzzles/multi/", "strimko count --limit 2 --json puzzles/sudoku/tdoku_test_multisolution.txt"], true))
    .action(async (inputs: string[], opts: CountOptions, command: Command) => {
      const rules = await readRules(opts.rules, { engine: opts.engine, encoding: opts.encoding, timeoutMs: opts.timeout, note: (line) => ctx.complain(line) });
      const options = {
        engine: opts.engine,
        limit: opts.limit,
        solutions: !!opts.solutions,
        encoding: opts.encoding,
        timeoutMs: opts.timeout,
        rules,
        threads: opts.threads,
      };
      await ctx.batch(
        inputs,
        opts.format,
        opts.engine !== "native",
        (entry) => countEntry(entry, options),
        (record) => (opts.json ? jsonLine(record) : countText(record, opts.timeout)),
        { jobs: jobsFor(opts.engine, opts.jobs, command), job: { kind: "count", options }, eager: command.getOptionValueSource("jobs") !== "default" },
      );
    });
}
