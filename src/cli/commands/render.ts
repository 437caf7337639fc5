/** `strimko render`: a picture of a puzzle, or of its solution, as SVG or PNG. */
import { type Command, Option } from "commander";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { STYLES } from "../../render/styles.js";
import { type CommandContext, pickOne } from "../context.js";
import { writeOutput } from "../files.js";
import { examples } from "../help.js";
import { readInputs } from "../inputs.js";
import { fileName, formatOption, indexOption, timeoutOption } from "../options.js";

interface RenderOptions {
  format?: InputFormat;
  index?: number;
  solution?: boolean;
  mono?: boolean;
  style: "auto" | "streams" | "regions";
  output?: string;
  timeout: number;
}

// The drawing, and the PNG renderer (a native addon), load when the command runs (issue 16: start-up).
const renderModule = () => import("../render.js");

export function registerRender(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  program
    .command("render")
    .description("draw a puzzle, or its solution, as SVG or PNG (Strimko: circles and coloured streams; Sudoku, jigsaw: a grid with region borders)")
    .argument("<input>", "a puzzle file, or - for standard input")
    .addOption(formatOption())
    .addOption(indexOption())
    .option("-s, --solution", "draw the solution (both engines, cross-checked): givens bold, solved values lighter")
    .addOption(
      new Option("--style <style>", "streams (circles and lines), regions (grid with borders), or auto: regions for Sudoku and jigsaw")
        .choices([...STYLES])
        .default("auto"),
    )
    .option("--mono", "black and white: streams told apart by line style and grey, not colour (as book --mono prints them)")
    .option("-o, --output <file>", "write board.svg or board.png (default: SVG to standard output)", fileName)
    .addOption(timeoutOption())
    .addHelpText(
      "after",
      examples(["strimko render puzzles/strimko/hakank-068.txt -o 068.svg", "strimko render --solution puzzles/strimko/hakank-068.txt -o 068.png"]),
    )
    .action(async (input: string, opts: RenderOptions) => {
      const { imageFormat, renderEntry } = await renderModule();
      const as = opts.output ? imageFormat(opts.output) : "svg";
      const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
      if (entry.error) throw entry.error;
      const r = await renderEntry(entry.id, entry.puzzle, { solution: !!opts.solution, style: opts.style, mono: !!opts.mono, timeoutMs: opts.timeout });
      if (r.warning) ctx.complain(r.warning);
      ctx.exited(r.exit);
      if (!opts.output) io.out(r.svg);
      else await writeOutput(opts.output, as === "png" ? (await import("../../render/png.js")).svgToPng(r.svg) : r.svg);
    });
}
