/** `strimko explain`: the resolution steps in words, and where resolution stalls the search's
 * guesses and backtracks; as text, JSON or a page that steps through them on the board. */
import { type Command, Option } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { jsonLine } from "../../text/output.js";
import { type CommandContext, pickOne } from "../context.js";
import { displayTitle, writeOutput } from "../files.js";
import { examples } from "../help.js";
import { readInputs } from "../inputs.js";
import { fileName, formatOption, indexOption, seconds } from "../options.js";

interface ExplainOptions {
  format?: InputFormat;
  index?: number;
  json?: boolean;
  candidates?: boolean;
  html?: string;
  timeout: number;
}

// The explanation and its words load when the command runs (issue 16: start-up).
const explainModules = async () => ({
  ...(await import("../../explain/record.js")),
  ...(await import("../../explain/summary.js")),
  ...(await import("../explain-text.js")),
});

export function registerExplain(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  program
    .command("explain")
    .description("the resolution steps in words (and, where resolution stalls, the search's guesses, contradictions and backtracks)")
    .argument("<input>", "a puzzle file, or - for standard input")
    .addOption(formatOption())
    .addOption(indexOption())
    .option("--json", 'the steps as one JSON object (schema in docs/commands.md, "Explanations")')
    .option("-c, --candidates", "also print the candidates of every cell after resolution (pencil marks)")
    .option("--html <file>", "write a self-contained page that steps through the explanation on the board", fileName)
    .addOption(new Option("-t, --timeout <seconds>", "wall-clock limit for the search (0 = none)").default(10_000, "10").argParser(seconds))
    .addHelpText(
      "after",
      examples([
        "strimko explain puzzles/strimko/hakank-068.txt",
        "strimko explain --candidates puzzles/strimko/dlthompson-5_10.txt",
        "strimko explain --html 068.html puzzles/strimko/hakank-068.txt",
      ]),
    )
    .action(async (input: string, opts: ExplainOptions) => {
      const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
      if (entry.error) throw entry.error;
      const { explainRecord, explainSummary, explainText, explainHead } = await explainModules();
      const { record, explanation, exit } = explainRecord(entry.id, entry.puzzle, { timeoutMs: opts.timeout, candidates: !!opts.candidates });
      ctx.exited(exit);
      if (opts.html) {
        const { explainPage } = await import("../../explain/page.js");
        await writeOutput(opts.html, explainPage(entry.puzzle, explanation, displayTitle(entry.puzzle.title, entry.id), explainSummary(record)));
      }
      // With a page written, its first line only: the steps are in the page (issue 26: the 73 lines
      // of the whole explanation followed a teacher's --html on the terminal).
      io.out(opts.json ? jsonLine(record) : opts.html ? explainHead(record) : explainText(record));
    });
}
