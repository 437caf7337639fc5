/** `strimko solve`: each puzzle solved by both engines (or the one asked for), verified, cross-checked. */
import { type Command, Option } from "commander";
import { SOLVE_CHOICES, type EngineName } from "../../engines/registry.js";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { solveEntry } from "../../records/solve-record.js";
import { jsonLine } from "../../text/output.js";
import type { CommandContext } from "../context.js";
import { examples } from "../help.js";
import { readRules } from "../rules-file.js";
import { solveText } from "../solve-text.js";
import { batchCommand, jobsFor } from "./batch-command.js";

interface SolveOptions {
  engine: "both" | EngineName;
  format?: InputFormat;
  encoding: string;
  timeout: number;
  json?: boolean;
  rules?: string[];
  jobs: number;
  threads: number;
}

export function registerSolve(program: Command, ctx: CommandContext): void {
  batchCommand(program, "solve", "solve puzzles with both engines, verify each solution, cross-check, and say whether it is unique")
    .addOption(
      new Option("--engine <engine>", "clingo (asp), the native solver, both cross-checked, or resolution alone").choices([...SOLVE_CHOICES]).default("both"),
    )
    .addHelpText(
      "after",
      examples(["strimko solve puzzles/strimko/hakank-068.txt", "cat puzzle.txt | strimko solve -", "strimko solve --json --timeout 10 puzzles/sudoku/"], true),
    )
    .action(async (inputs: string[], opts: SolveOptions, command: Command) => {
      const rules = await readRules(opts.rules, { engine: opts.engine, encoding: opts.encoding, timeoutMs: opts.timeout, note: (line) => ctx.complain(line) });
      const options = { engine: opts.engine, encoding: opts.encoding, timeoutMs: opts.timeout, rules, threads: opts.threads };
      await ctx.batch(
        inputs,
        opts.format,
        opts.engine !== "native" && opts.engine !== "resolution",
        (entry) => solveEntry(entry, options),
        (record) => (opts.json ? jsonLine(record) : solveText(record, opts.timeout)),
        { jobs: jobsFor(opts.engine, opts.jobs, command), job: { kind: "solve", options }, eager: command.getOptionValueSource("jobs") !== "default" },
      );
    });
}
