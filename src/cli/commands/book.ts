/** `strimko book`: a PDF of puzzles, k to a page, with the solutions at the back (book/book.ts). */
import { type Command, Option } from "commander";
import { PER_PAGE } from "../../book/page.js";
import type { BookFlags } from "../book.js";
export type { BookFlags } from "../book.js";
import type { InputFormat } from "../../puzzle/formats/index.js";
import type { CommandContext } from "../context.js";
import { examples } from "../help.js";
import { formatOption, timeoutOption } from "../options.js";

interface BookArguments extends BookFlags {
  output: string;
  format?: InputFormat;
  timeout?: number;
}

// The PDF library and the drawing load when the command runs (issue 16: start-up).
const bookModule = () => import("../book.js");

/** The options `book` and `generate --book` share: the page, the look, the extras. */
export function bookPageOptions(command: Command): Command {
  return command
    .addOption(new Option("--per-page <k>", "puzzles on a page").choices(PER_PAGE.map(String)).default("1"))
    .option("--page <size>", "a4, a5, a3, letter, legal, a trim size (5x8in, 5.5x8.5in, 6x9in, 7x10in, 8x10in, 8.5x11in) or WxH with mm, cm, in or pt", "a4")
    .option("--margin <length>", "the margin on every edge (mm, cm, in or pt)", "15mm")
    .option("--title <text>", "a title page with this title")
    .option("--mono", "black and white: streams told apart by line style and grey, not colour")
    .option("--qr [url]", "a QR code by each puzzle that opens it in the web app at url (default: where npm run web serves it)")
    .option("--worksheet", "after each puzzle, the blank table of its disjunctions (a puzzle to a page)")
    .option("--no-solutions", "leave the solutions out");
}

export function registerBook(program: Command, ctx: CommandContext): void {
  const command = program
    .command("book")
    .description("a PDF book of puzzles: k to a page, numbered, graded, with the line that remakes each, the solutions at the back")
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .requiredOption("-o, --output <file.pdf>", "the PDF to write");
  bookPageOptions(command)
    .addOption(formatOption())
    .addOption(timeoutOption())
    .addHelpText(
      "after",
      examples([
        'strimko book puzzles/strimko -o strimko.pdf --title "Strimko" --per-page 2',
        "strimko generate --count 20 --seed book | strimko book - -o book.pdf --page 6x9in --mono --qr",
      ]),
    )
    .action(async (inputs: string[], o: BookArguments) => {
      const { writeBookFile, bookFlags } = await bookModule();
      const { streamInputs, inputFiles } = await import("../inputs.js");
      const { checkOutput } = await import("../files.js");
      await checkOutput(o.output, new Set(await inputFiles(inputs)));
      await writeBookFile(
        ctx,
        streamInputs(inputs, o.format, () => ctx.io.stdin),
        bookFlags(o.output, o, o.timeout),
      );
    });
}
