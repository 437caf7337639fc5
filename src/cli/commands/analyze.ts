/** `strimko analyze`: what a setter needs to know of each puzzle (analyze/analyze.ts). */
import { type Command, Option } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { jsonLine } from "../../text/output.js";
import type { CommandContext } from "../context.js";
import { examples } from "../help.js";
import { formatOption, encodingOption, seconds } from "../options.js";

interface AnalyzeOptions {
  format?: InputFormat;
  encoding: string;
  engine: "both" | "native";
  timeout: number;
  json?: boolean;
}

/** Each part's default time limit: an open design's fewest givens is a long search, and a setter
 * wants the other parts meanwhile. */
export const ANALYZE_TIMEOUT_S = 10;

// The analysis and its words load when the command runs (issue 16: start-up).
const analyzeModules = async () => ({ ...(await import("../../analyze/record.js")), ...(await import("../analyze-text.js")) });

export function registerAnalyze(program: Command, ctx: CommandContext): void {
  program
    .command("analyze")
    .description(
      "analyse puzzles for a setter: true candidates and the solutions of each, the fewest extra givens that make a puzzle unique, redundant givens, or why there is no solution",
    )
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .addOption(formatOption())
    .addOption(encodingOption())
    .addOption(
      new Option("--engine <engine>", "the native engine checked by clingo (true candidates, cores), or the native engine alone")
        .choices(["both", "native"])
        .default("both"),
    )
    .addOption(
      new Option("-t, --timeout <seconds>", "wall-clock limit for each part of the analysis (0 = none)")
        .default(ANALYZE_TIMEOUT_S * 1000, `${ANALYZE_TIMEOUT_S} s`)
        .argParser(seconds),
    )
    .option("--json", "JSON Lines: one object per puzzle (schema in docs/json.md)")
    .addHelpText("after", examples(["strimko analyze puzzles/multi/", "strimko analyze --json puzzles/unsat/"]))
    .action(async (inputs: string[], opts: AnalyzeOptions) => {
      const { analyzeEntry, analyzeText } = await analyzeModules();
      await ctx.batch(
        inputs,
        opts.format,
        opts.engine === "both",
        (entry) => analyzeEntry(entry, { engine: opts.engine, timeoutMs: opts.timeout, encoding: opts.encoding }),
        (record) => (opts.json ? jsonLine(record) : analyzeText(record)),
      );
    });
}
