/** `strimko generate`: new puzzles, each with exactly one solution (both engines, cross-checked),
 * graded, reproducible from a seed. */
import { type Command, Option } from "commander";
import { DIFFICULTIES, GIVENS, KINDS, SYMMETRIES, type GenerateOptions } from "../../generate/options.js";
import { OUTPUT_FORMATS, type OutputFormat } from "../../puzzle/formats/index.js";
import type { CommandContext } from "../context.js";
import { examples } from "../help.js";
import { fileName, index, jobs, rulesOption, seconds, whole } from "../options.js";
import { readRules } from "../rules-file.js";
import { type BookFlags, bookPageOptions } from "./book.js";

interface GenerateCommandOptions extends BookFlags {
  kind: GenerateOptions["kind"];
  size?: number;
  count: number;
  seed?: string;
  index: number;
  difficulty: GenerateOptions["difficulty"];
  givens: GenerateOptions["givens"];
  symmetry: GenerateOptions["symmetry"];
  jobs: number;
  timeout: number;
  to: OutputFormat;
  output?: string;
  quiet?: boolean;
  rules?: string[];
  book?: string;
}

// The generator and its progress bar load when the command runs (issue 16: start-up).
const generateModule = () => import("../generate.js");

export function registerGenerate(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  const command = program
    .command("generate")
    .description("make new puzzles: exactly one solution (both engines, cross-checked), graded, minimal givens, reproducible from a seed")
    .addOption(
      new Option("-k, --kind <kind>", "strimko (chains), sudoku (boxes), jigsaw (irregular regions) or latin (no streams)").choices(KINDS).default("strimko"),
    )
    .addOption(new Option("-n, --size <n>", "the grid is n x n (default 7 strimko, 9 sudoku, 6 jigsaw, 5 latin)").argParser(whole))
    .addOption(new Option("-c, --count <n>", "how many puzzles").default(1).argParser(whole))
    .option("-s, --seed <text>", "any text: the same seed and options make the same puzzles (default: a fresh one, written in each puzzle)")
    .addOption(new Option("-i, --index <n>", "start at puzzle n of the seed's batch (to make one puzzle again)").default(1).argParser(index))
    .addOption(
      new Option("-d, --difficulty <level>", "a level, resolution (easy, medium or hard: resolution alone solves it) or any")
        .choices(DIFFICULTIES)
        .default("resolution", "resolution; any with --rules"),
    )
    .addOption(
      new Option(
        "--givens <which>",
        "minimal: removing any one given leaves several solutions (with easy and medium: or a harder puzzle, so those levels come at every size); any: givens go only while resolution alone solves the puzzle at the level asked",
      )
        .choices(GIVENS)
        .default("minimal"),
    )
    .addOption(new Option("--symmetry <kind>", "none, or rotational: the givens' positions keep a half turn").choices(SYMMETRIES).default("none"))
    .addOption(
      new Option(
        "-j, --jobs <n>",
        "threads making puzzles: 1, the main thread; n > 1, n worker threads, at most the processors less one (on 2 cores the main thread alone, as with 1) (the order stays that of the seed)",
      )
        .default(1)
        .argParser(jobs),
    )
    .addOption(
      new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle (0 = none; the tries are bounded anyway)").default(0, "none").argParser(seconds),
    )
    .addOption(new Option("--to <format>", "output format").choices(OUTPUT_FORMATS).default("text"))
    .option("-o, --output <file>", "write to a file instead of standard output", fileName)
    .option("-q, --quiet", "no progress bar")
    .addOption(rulesOption())
    .option("--book <file.pdf>", "also write the puzzles as a PDF book (the book options below are strimko book's)", fileName);
  bookPageOptions(command)
    .addHelpText(
      "after",
      examples(
        [
          "strimko generate",
          "strimko generate --count 12 --seed monday --book monday.pdf --per-page 4 --mono",
          "strimko generate --count 20 --seed monday --to json -o monday.json",
          "strimko generate --kind sudoku --symmetry rotational --to sudoku",
          "strimko generate --kind jigsaw --size 8 --difficulty search",
          "strimko generate --kind sudoku --rules asp/variants/diagonals.lp",
        ],
        true,
      ),
    )
    .action(async (opts: GenerateCommandOptions, command: Command) => {
      const rules = await readRules(opts.rules, { timeoutMs: opts.timeout, note: (line) => ctx.complain(line) });
      // The levels grade the puzzle's own rules: with yours, any level unless one was asked for (then options.ts says why not).
      const difficulty = rules && command.getOptionValueSource("difficulty") === "default" ? "any" : opts.difficulty;
      const { generateCommand } = await generateModule();
      // The book's options and file are checked before any puzzle is made.
      const book = opts.book ? await (await import("../book.js")).generatedBook(opts.book, opts, opts) : undefined;
      const made: import("../../puzzle/types.js").Puzzle[] = [];
      const code = await generateCommand(
        {
          kind: opts.kind,
          size: opts.size,
          count: opts.count,
          seed: opts.seed,
          first: opts.index,
          difficulty,
          givens: opts.givens,
          symmetry: opts.symmetry,
          jobs: opts.jobs,
          timeoutMs: opts.timeout,
          to: opts.to,
          output: opts.output,
          quiet: opts.quiet,
          ...(rules ? { rules } : {}),
          ...(book ? { made } : {}),
        },
        {
          out: (text) => io.out(text),
          err: (message) => ctx.complain(message),
          errText: (text) => io.err(text),
          errIsTTY: io.errIsTTY,
          outIsTTY: io.outIsTTY,
          drained: () => io.drained(),
        },
      );
      ctx.exited(code);
      if (book && made.length > 0) await book(ctx, made);
    });
}
