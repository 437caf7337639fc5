/** `strimko grade`: each puzzle graded (resolution, search, ambiguous, impossible, invalid) with
 * the reason, and the level of one resolution or search solves. */
import { type Command, Option } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { jsonLine } from "../../text/output.js";
import type { CommandContext } from "../context.js";
import { examples } from "../help.js";
import { formatOption, timeoutOption } from "../options.js";

interface GradeOptions {
  format?: InputFormat;
  engine: "both" | "native";
  timeout: number;
  json?: boolean;
}

// The grading and its words load when the command runs (issue 16: start-up).
const gradeModules = async () => ({ ...(await import("../../explain/record.js")), ...(await import("../explain-text.js")) });

export function registerGrade(program: Command, ctx: CommandContext): void {
  program
    .command("grade")
    .description("grade puzzles: resolution, search, ambiguous, impossible or invalid (timeout or error when not graded), with the reason")
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .addOption(formatOption())
    .addOption(
      new Option("--engine <engine>", "count solutions with both engines cross-checked, or the native one alone").choices(["both", "native"]).default("both"),
    )
    .addOption(timeoutOption())
    .option("--json", 'JSON Lines: one object per puzzle (schema in docs/commands.md, "Grades")')
    .addHelpText("after", examples(["strimko grade puzzles/strimko/", "strimko grade --json puzzles/multi puzzles/unsat"]))
    .action(async (inputs: string[], opts: GradeOptions) => {
      const { gradeEntry, gradeText } = await gradeModules();
      await ctx.batch(
        inputs,
        opts.format,
        opts.engine === "both",
        (entry) => gradeEntry(entry, { engine: opts.engine, timeoutMs: opts.timeout }),
        (record) => (opts.json ? jsonLine(record) : gradeText(record)),
      );
    });
}
