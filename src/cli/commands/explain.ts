/** `strimko explain`: the resolution steps in words, and where resolution stalls the search's
 * guesses and backtracks; as text, JSON or a page that steps through them on the board. */
import { type Command, Option } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { jsonLine } from "../../text/output.js";
import { type CommandContext, pickOne } from "../context.js";
import { join } from "node:path";
import { UsageError } from "../../base/errors.js";
import { displayTitle, fsPromises, why, writeOutput } from "../files.js";
import { examples } from "../help.js";
import { readInputs } from "../inputs.js";
import { fileName, formatOption, indexOption, seconds } from "../options.js";

interface ExplainOptions {
  svgSteps?: string;
  worksheet?: string;
  handout?: string;
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
    .option("--svg-steps <dir>", "write each step as a picture for slides: DIR/step-000.svg (the givens), step-001.svg, …", fileName)
    .option("--handout <file>", "write a page of every step's picture with its words, to print (or save as PDF from a browser)", fileName)
    .option("--worksheet <file>", "write a worksheet: the puzzle and the blank table of its 4n² disjunctions, to fill in by hand", fileName)
    .addOption(new Option("-t, --timeout <seconds>", "wall-clock limit for the search (0 = none)").default(10_000, "10").argParser(seconds))
    .addHelpText(
      "after",
      examples([
        "strimko explain puzzles/strimko/hakank-068.txt",
        "strimko explain --candidates puzzles/strimko/dlthompson-5_10.txt",
        "strimko explain --html 068.html puzzles/strimko/hakank-068.txt",
        "strimko explain --svg-steps slides/ --handout steps.html --worksheet sheet.html puzzles/strimko/dlthompson-5_10.txt",
      ]),
    )
    .action(async (input: string, opts: ExplainOptions) => {
      const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
      if (entry.error) throw entry.error;
      const { explainRecord, explainSummary, explainText, explainHead } = await explainModules();
      const { record, explanation, exit } = explainRecord(entry.id, entry.puzzle, { timeoutMs: opts.timeout, candidates: !!opts.candidates });
      ctx.exited(exit);
      const title = displayTitle(entry.puzzle.title, entry.id);
      if (opts.html) {
        const { explainPage } = await import("../../explain/page.js");
        await writeOutput(opts.html, explainPage(entry.puzzle, explanation, title, explainSummary(record)));
      }
      if (opts.svgSteps) {
        const { stepPictures } = await import("../../explain/step-pictures.js");
        const { mkdir } = await fsPromises();
        await mkdir(opts.svgSteps, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
          throw new UsageError(`cannot write ${opts.svgSteps}: ${why(e)}`);
        });
        const digits = Math.max(3, String(explanation.steps.length).length);
        for (const { k, svg } of stepPictures(entry.puzzle, explanation, title))
          await writeOutput(join(opts.svgSteps, `step-${String(k).padStart(digits, "0")}.svg`), svg);
      }
      const handouts = opts.svgSteps || opts.worksheet || opts.handout ? await import("../../explain/worksheet.js") : undefined;
      if (handouts && opts.worksheet) await writeOutput(opts.worksheet, handouts.worksheetPage(entry.puzzle, title));
      if (handouts && opts.handout) await writeOutput(opts.handout, handouts.handoutPage(entry.puzzle, explanation, title, explainSummary(record)));
      // With a file written, the first line only: the steps are in the file (issue 26: the 73 lines
      // of the whole explanation followed a teacher's --html on the terminal).
      const wrote = opts.html || opts.svgSteps || opts.worksheet || opts.handout;
      io.out(opts.json ? jsonLine(record) : wrote ? explainHead(record) : explainText(record));
    });
}
