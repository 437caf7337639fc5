/** `strimko compare`: every puzzle through both engines, one at a time each, verified and compared;
 * a summary, and on request a CSV file and an HTML report. */
import { availableParallelism } from "node:os";
import { type Command, Option } from "commander";
import { clingoWasmVersion, engine } from "../../engines/asp/clingo.js";
import { packageVersion } from "../../assets/files.js";
import type { InputFormat } from "../../puzzle/formats/index.js";
import { errorLine } from "../../text/output.js";
import type { CommandContext } from "../context.js";
import { DEFAULT_COMPARE_TIMEOUT_MS } from "../defaults.js";
import { checkOutput } from "../files.js";
import { examples } from "../help.js";
import { inputFiles, streamInputs } from "../inputs.js";
import { encodingOption, fileName, formatOption, jobs, rulesOption, seconds } from "../options.js";
import { readRules } from "../rules-file.js";
import { UsageError } from "../../base/errors.js";

interface CompareOptions {
  format?: InputFormat;
  encoding: string;
  timeout: number;
  jobs: number;
  json?: boolean;
  csv?: string;
  report?: string;
  quiet?: boolean;
  rules?: string[];
}

// compare's own modules (the pool, the report, the progress bar) load when it runs (issue 16: start-up).
const compareModule = () => import("../compare.js");

export function registerCompare(program: Command, ctx: CommandContext): void {
  const { io, run } = ctx;
  program
    .command("compare")
    .description("run every puzzle through both engines, verify and compare their answers, and summarize times and agreement")
    .argument("<inputs...>", "puzzle files, directories, or - for standard input")
    .addOption(formatOption())
    .addOption(encodingOption())
    .addOption(
      new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle and engine (0 = none)")
        .default(DEFAULT_COMPARE_TIMEOUT_MS, String(DEFAULT_COMPARE_TIMEOUT_MS / 1000))
        .argParser(seconds),
    )
    .addOption(
      new Option("-j, --jobs <n>", "puzzles solved at once: the main thread and n - 1 worker threads")
        .default(availableParallelism(), "the number of cores")
        .argParser(jobs),
    )
    .option("--json", "JSON Lines: one object per puzzle as in solve --json, then a summary line")
    .option("--csv <file>", "also write one CSV row per puzzle to this file", fileName)
    .option("--report <file>", "also write a self-contained HTML report (summary, charts, sortable table)", fileName)
    .option("-q, --quiet", "no progress bar")
    .addOption(rulesOption())
    .addHelpText(
      "after",
      examples(
        [
          "strimko compare puzzles/",
          "strimko compare --jobs 2 --report report.html puzzles/sudoku/norvig_top95.txt",
          "strimko compare --json --timeout 5 puzzles/ > results.jsonl",
        ],
        true,
        "A progress bar is shown on standard error when it is a terminal (not with --quiet).",
      ),
    )
    .action(async (inputs: string[], opts: CompareOptions) => {
      // The main thread is always one of the solvers: start its clingo while the inputs are read.
      engine.warmUp();
      run.filesToWrite = !!(opts.csv || opts.report);
      // Found wrong before the batch rather than after it: an output that cannot be written, or
      // that would overwrite an input or the other output.
      const taken = new Set(await inputFiles(inputs));
      for (const file of [opts.csv, opts.report]) if (file) await checkOutput(file, taken);
      const rules = await readRules(opts.rules, { encoding: opts.encoding, note: (line) => ctx.complain(line) });
      // compare sets the engines side by side: rules only clingo reads leave one engine to compare.
      if (rules && !rules.variant)
        throw new UsageError(
          `compare needs both engines, and your rules (${rules.name}) are read by clingo alone: use solve or count with them (compare takes asp/variants/diagonals.lp, which the native engine takes too)`,
        );
      const { compareCommand } = await compareModule();
      const code = await compareCommand(
        inputs,
        streamInputs(inputs, opts.format, () => io.stdin),
        {
          engine: "both",
          encoding: opts.encoding,
          timeoutMs: opts.timeout,
          aspStats: true,
          oneAtATime: true,
          jobs: opts.jobs,
          json: opts.json,
          csv: opts.csv,
          report: opts.report,
          quiet: opts.quiet,
          rules,
        },
        {
          out: (text) => io.out(text),
          err: (text) => ctx.complain(text.replace(/\n$/, "")),
          errIsTTY: io.errIsTTY,
          outIsTTY: io.outIsTTY,
          color: io.outIsTTY && !io.env.NO_COLOR,
          drained: () => io.drained(),
          env: io.env,
          stack: io.env.STRIMKO_DEBUG ? (text) => io.err(`${text}\n`) : undefined,
        },
        async () =>
          `strimko ${packageVersion()}, clingo ${await engine.version()} (clingo-wasm ${clingoWasmVersion()})${rules ? `, with your rules from ${rules.name} (the ${rules.variant})` : ""}`,
        (record) => errorLine(record.id, record.error ?? ""),
      );
      ctx.exited(code);
    });
}
