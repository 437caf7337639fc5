/** `strimko convert`: puzzles from one format to another. */
import { type Command, Option } from "commander";
import { OUTPUT_FORMATS, writePuzzles, type InputFormat, type OutputFormat } from "../../puzzle/formats/index.js";
import { type CommandContext, pickOne } from "../context.js";
import { writeOutput } from "../files.js";
import { examples } from "../help.js";
import { readInputs } from "../inputs.js";
import { fileName, formatOption, indexOption } from "../options.js";

interface ConvertOptions {
  to: OutputFormat;
  format?: InputFormat;
  index?: number;
  output?: string;
}

export function registerConvert(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  program
    .command("convert")
    .description("convert puzzles between formats")
    .argument("<input>", "a puzzle file, or - for standard input")
    .addOption(new Option("--to <format>", "output format").choices(OUTPUT_FORMATS).makeOptionMandatory())
    .addOption(formatOption())
    .addOption(indexOption("convert only this puzzle of a collection (1 = the first)"))
    .option("-o, --output <file>", "write to a file instead of standard output", fileName)
    .addHelpText(
      "after",
      examples([
        "strimko convert puzzles/strimko/hakank-068.txt --to json",
        "strimko convert puzzles/sudoku/norvig_hardest.txt --index 1 --to text -o hardest1.txt",
      ]),
    )
    .action(async (input: string, opts: ConvertOptions) => {
      let entries = await readInputs([input], opts.format, () => io.stdin);
      if (opts.index !== undefined) entries = [pickOne(entries, opts.index, input)];
      const errors = entries.filter((e) => e.error);
      if (errors.length > 0) {
        for (const e of errors.slice(0, -1)) ctx.complain(e.error!.message);
        throw errors[errors.length - 1].error;
      }
      const text = writePuzzles(
        entries.map((e) => e.puzzle!),
        opts.to,
      );
      if (opts.output) await writeOutput(opts.output, text);
      else io.out(text);
    });
}
