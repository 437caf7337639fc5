/** `strimko program`: the clingo program generated for a puzzle, or its instance facts alone. */
import type { Command } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { type CommandContext, pickOne } from "../context.js";
import { examples } from "../help.js";
import { readInputs } from "../inputs.js";
import { encodingOption, formatOption, indexOption, rulesOption } from "../options.js";
import { UsageError } from "../../base/errors.js";
import { readRules } from "../rules-file.js";

interface ProgramOptions {
  format?: InputFormat;
  encoding: string;
  index?: number;
  facts?: boolean;
  rules?: string[];
  stats?: boolean;
}

// The ASP layer with ejs loads when the command runs (issue 16: start-up).
const programs = () => import("../../engines/asp/program.js");

export function registerProgram(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  program
    .command("program")
    .description("print the clingo program generated for a puzzle")
    .argument("<input>", "a puzzle file, or - for standard input")
    .addOption(formatOption())
    .addOption(encodingOption())
    .addOption(indexOption())
    .option("--facts", "print only the instance facts (for use with the files in asp/)")
    .addOption(rulesOption())
    .option("--stats", "instead of the program, what each part of it grounds to (rules, atoms) for this puzzle")
    .addHelpText(
      "after",
      examples([
        "strimko program puzzles/strimko/hakank-068.txt | clingo -n 0",
        "strimko program --facts puzzles/strimko/hakank-068.txt | clingo -n 0 asp/define.lp asp/generate-pruned.lp asp/count.lp -",
        "strimko program --index 1 --rules asp/variants/diagonals.lp puzzles/sudoku/gecode_hakank_9x9.txt | clingo -n 0 --project",
        "strimko program --stats --index 1 --rules asp/variants/diagonals.lp puzzles/sudoku/gecode_hakank_9x9.txt",
      ]),
    )
    .action(async (input: string, opts: ProgramOptions) => {
      if (opts.facts && (opts.rules || opts.stats))
        throw new UsageError(`--facts prints the instance alone: it takes no ${opts.rules ? "--rules" : "--stats"}`);
      // Printing the program grounds nothing; --stats grounds it (and reads back clingo's complaints).
      const rules = await readRules(opts.rules, { engine: "asp", encoding: opts.encoding, readOnly: !opts.stats, note: (line) => ctx.complain(line) });
      const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
      if (entry.error) throw entry.error;
      if (opts.stats) {
        const { groundingByPart } = await import("../../engines/asp/search.js");
        const { groundingText } = await import("../program-stats-text.js");
        io.out(groundingText(entry.id, opts.encoding, await groundingByPart(entry.puzzle, { encoding: opts.encoding, rules })));
        return;
      }
      const { renderInstance, renderProgram } = await programs();
      io.out(opts.facts ? renderInstance(entry.puzzle, entry.id) : renderProgram(entry.puzzle, { encoding: opts.encoding, label: entry.id, rules }));
    });
}
