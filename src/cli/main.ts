/**
 * The `strimko` command as a function: main(args, io) parses the arguments, runs the command and
 * returns its exit code, reading and writing only through `io` (cli/io.ts). The binary (cli.ts)
 * calls it with the process's streams; tests call it in-process. Everything it does is a call
 * into the pure core plus formatting.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { clingoWasmVersion, engine } from "../asp/clingo.js";
import { DEFAULT_ENCODING, ENCODINGS, getEncoding } from "../asp/encodings.js";
import { packageVersion } from "../assets.js";
import { ExitCode, StrimkoError, UsageError, worstExit, type ExitCodeValue } from "../errors.js";
import { INPUT_FORMATS, OUTPUT_FORMATS, writePuzzles, type InputFormat, type OutputFormat, type ParsedEntry } from "../puzzle/formats/index.js";
import { availableParallelism } from "node:os";
import { DEFAULT_COMPARE_TIMEOUT_MS } from "./defaults.js";
import { countText } from "./count-text.js";
import { solveEntry } from "../batch/solve-record.js";
import { countEntry } from "../batch/count-record.js";
import { inputFiles, readInputs, STDIN_NAME, streamInputs } from "./inputs.js";
import { errorLine, jsonLine, printable } from "./output.js";
import { solveText } from "./solve-text.js";
import { checkOutput, displayTitle, writeOutput } from "./files.js";
import type { Io } from "./io.js";
import { DIFFICULTIES, GIVENS, KINDS, SYMMETRIES, type GenerateOptions } from "../generate/options.js";
import { installFaultFromEnvironment } from "../engines/faults.js";
import { ENGINE_CHOICES, SOLVE_CHOICES, type EngineChoice, type EngineName } from "../engines/registry.js";
import { STYLES } from "../render/styles.js";

// The commands' own modules load when the command runs, not at start-up: `strimko solve` should not
// pay for compare's report and progress bar, the PNG renderer or the generator (issue 16: start-up).
const compareModule = () => import("./compare.js");
const explainModule = () => import("./explain.js");
const renderModule = () => import("./render.js");
const generateModule = () => import("./generate.js");
// So does the ASP layer with ejs, which the engines load when clingo starts. The records and the
// verdicts are imported above: every solving command runs them, and in the bundle they are in the
// chunk this module is in, where a dynamic import would only add a file to read.
const programs = () => import("../asp/program.js");

const EXIT_TABLE = `Exit codes:
  0   success
  1   no solution (a puzzle is unsatisfiable)
  2   bad input or usage (a file could not be read or is not a valid puzzle)
  3   timeout (a puzzle was not finished within --timeout)
  4   engines disagree (clingo and the native engine, or an engine and the verifier)
  70  internal error (a bug: please report it)
When a batch has several outcomes, the most severe wins: 70, 4, 2, 3, 1, 0.`;

// Timers and clingo's model limit are 32-bit signed numbers.
const MAX_TIMEOUT_S = Math.floor(2 ** 31 / 1000) - 1;
const MAX_LIMIT = 2 ** 31 - 1;

function seconds(value: string): number {
  const s = Number(value);
  // Decimal numbers only (5, 0.5, .5, 5.): Number() would also take " 5", "0x10" and "1e1".
  if (!/^([0-9]+\.?[0-9]*|\.[0-9]+)$/.test(value) || s > MAX_TIMEOUT_S) {
    throw new InvalidArgumentError(`expected a number of seconds from 0 to ${MAX_TIMEOUT_S} (0 = no limit)`);
  }
  return s * 1000;
}

function count(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) > MAX_LIMIT) throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_LIMIT}`);
  return Number(value);
}

function jobs(value: string): number {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > 256) throw new InvalidArgumentError("expected a number of jobs from 1 to 256");
  return Number(value);
}

/** A file to write: an empty name (`-o ""`) is a mistake, not "standard output". */
function fileName(value: string): string {
  if (value.trim() === "") throw new InvalidArgumentError("expected a file name");
  return value;
}

/** A whole number, checked for range by the command (generate's sizes depend on the kind). */
function whole(value: string): number {
  if (!/^[0-9]+$/.test(value) || value.length > 9) throw new InvalidArgumentError("expected a whole number");
  return Number(value);
}

function index(value: string): number {
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError(`expected a puzzle number from 1 to ${Number.MAX_SAFE_INTEGER}`);
  return Number(value);
}

function encodingOption(value: string): string {
  try {
    return getEncoding(value).name;
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message.replace(/^unknown encoding "[^"]*"; /, ""));
  }
}

const formatOption = () => new Option("-f, --format <format>", "input format (default: detected from extension and content)").choices(INPUT_FORMATS);
const encodingOpt = () => new Option("-e, --encoding <name>", `ASP encoding: ${ENCODINGS.map((e) => e.name).join(", ")}`).default(DEFAULT_ENCODING).argParser(encodingOption);
const timeoutOpt = () => new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle (0 = none)").default(0, "none").argParser(seconds);

/** Messages that start with a file:line:col position stand alone (editors jump to them); others say
 * who speaks. A message is one line: what it quotes from outside (a file name) is escaped. */
function complain(io: Io, message: string): void {
  const line = printable(message);
  io.err(/^[^\s:]+:\d+:\d+: /.test(line) ? `${line}\n` : `strimko: ${line}\n`);
}

/** An input as messages name it: standard input is "stdin", as in puzzle ids. */
const name = (input: string) => (input === "-" ? STDIN_NAME : input);

/** One puzzle out of the entries of an input, for commands that take one. */
function pickOne(entries: ParsedEntry[], which: number | undefined, input: string): ParsedEntry {
  if (which !== undefined) {
    const e = entries[which - 1];
    if (!e) throw new UsageError(`${name(input)} holds ${entries.length} puzzle${entries.length === 1 ? "" : "s"}; there is no number ${which}`);
    return e;
  }
  if (entries.length > 1) throw new UsageError(`${name(input)} holds ${entries.length} puzzles; choose one with --index N`);
  return entries[0];
}

/** A commander error as one line: "strimko: unknown option '--x' (run with --help for usage)". */
function usageLine(text: string): string {
  const what = text
    .replace(/^error: /, "")
    .trim()
    .replace(/\s*\n\s*\(Did you mean (.*)\)$/, "; did you mean $1")
    .replace(/ is invalid\. /, " is invalid: ")
    .replace(/Allowed choices are (.*)\.$/, "expected one of $1")
    .replace(/\. Expected (.*)\.$/, "; expected $1")
    .replace(/\s*\n\s*/g, " ");
  return `strimko: ${printable(what)} (run with --help for usage)\n`;
}

/** What a run has done so far: the worst exit code of its puzzles (one code, not one per puzzle,
 * which for a million puzzles would be 8 MB), and whether it still has files to write when
 * standard output closes (compare's report and CSV). */
interface Run {
  io: Io;
  worst: ExitCodeValue;
  filesToWrite: boolean;
}

/** The commands, in the order help lists them. */
const COMMANDS = ["solve", "count", "compare", "program", "convert", "generate", "render", "explain", "grade"];

/** The program with every command, or with `only` that one: its options alone take about 10 ms to
 * make (commander builds each option's parsing as it is declared), a tenth of a bare Node's
 * start-up, and a command's run never looks at the others (issue 16, start-up). */
function build(run: Run, only?: string): Command {
  const { io } = run;
  const wanted = (name: string) => only === undefined || only === name;
  const exited = (code: ExitCodeValue) => {
    run.worst = worstExit([run.worst, code]);
  };
  const program = new Command("strimko")
    .description("Solve Strimko, Sudoku and jigsaw Sudoku puzzles through answer set programming (clingo in WebAssembly).")
    .option("-V, --version", "print the versions of strimko and clingo")
    // A usage error reads like every other error of the tool: one line, "strimko: <what>", with the
    // way to the help (commander writes "error: <what>", sometimes a suggestion on a second line).
    // Help wraps at the width of the run's own streams (commander's default asks process.stdout),
    // at 80 columns, as commander does, when they are no terminal.
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      outputError: (text, write) => write(usageLine(text)),
      getOutHelpWidth: () => io.outColumns ?? 80,
      getErrHelpWidth: () => io.errColumns ?? 80,
    })
    .addHelpText(
      "after",
      `
Examples:
  strimko solve puzzles/strimko/hakank-068.txt
  strimko solve --json puzzles/sudoku/norvig_top95.txt
  strimko count --limit 10 puzzles/multi/
  strimko compare puzzles/ --report report.html
  strimko explain puzzles/strimko/dlthompson-5_6.txt
  strimko render --solution puzzles/strimko/hakank-068.txt -o 068.png
  strimko grade puzzles/strimko/
  strimko program puzzles/strimko/hakank-068.txt | clingo -n 0
  strimko convert puzzles/strimko/hakank-068.txt --to json
  strimko generate --count 10 --seed monday -o week.txt

${EXIT_TABLE}`,
    );
  // Commands made after this inherit it: usage errors throw instead of exiting, and main() maps them.
  program.exitOverride();

  /** Runs a per-puzzle command over every input, printing each record as it is done, in input order. */
  async function batch<R extends { id: string; error?: string }>(
    inputs: string[],
    format: InputFormat | undefined,
    usesClingo: boolean,
    handle: (entry: ParsedEntry) => Promise<{ record: R; exit: ExitCodeValue; stack?: string }>,
    show: (record: R) => string,
  ): Promise<void> {
    if (usesClingo) engine.warmUp();
    // Entries as they are read: a file of a million Sudoku lines is solved and written line by line.
    for await (const entry of streamInputs(inputs, format, () => io.stdin)) {
      const { record, exit, stack } = await handle(entry);
      exited(exit);
      if (stack && io.env.STRIMKO_DEBUG) io.err(`${stack}\n`);
      if (record.error) complain(io, errorLine(record.id, record.error));
      io.out(show(record));
      await io.drained();
      // Its reader has gone (`| head`): the rest would be computed for no one.
      if (io.outClosed()) break;
    }
  }

  /** The options solve and count share. */
  const batchCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .argument("<inputs...>", "puzzle files, directories, or - for standard input")
      .addOption(formatOption())
      .addOption(encodingOpt())
      .addOption(timeoutOpt())
      .option("--json", "JSON Lines: one object per puzzle (schema in docs/json.md)");

  if (wanted("solve"))
    batchCommand("solve", "solve puzzles with both engines, verify each solution, cross-check, and say whether it is unique")
      .addOption(new Option("--engine <engine>", "clingo (asp), the native solver, both cross-checked, or resolution alone").choices([...SOLVE_CHOICES]).default("both"))
      .addHelpText("after", `\nExamples:\n  strimko solve puzzles/strimko/hakank-068.txt\n  cat puzzle.txt | strimko solve -\n  strimko solve --json --timeout 10 puzzles/sudoku/\n\n${EXIT_TABLE}`)
      .action((inputs: string[], opts: { engine: "both" | EngineName; format?: InputFormat; encoding: string; timeout: number; json?: boolean }) =>
        batch(
          inputs,
          opts.format,
          opts.engine !== "native" && opts.engine !== "resolution",
          (entry) => solveEntry(entry, { engine: opts.engine, encoding: opts.encoding, timeoutMs: opts.timeout }),
          (record) => (opts.json ? jsonLine(record) : solveText(record, opts.timeout)),
        ),
      );

  if (wanted("count"))
    batchCommand("count", "count the solutions of puzzles with both engines (answer sets, search), cross-checked")
      .addOption(new Option("--engine <engine>", "clingo (asp), the native solver, or both cross-checked").choices([...ENGINE_CHOICES]).default("both"))
      .addOption(new Option("-l, --limit <n>", "stop after n solutions (0 = count them all)").default(0).argParser(count))
      .option("--solutions", "print the solutions too")
      .addHelpText("after", `\nExamples:\n  strimko count puzzles/multi/\n  strimko count --limit 2 --json puzzles/sudoku/tdoku_test_multisolution.txt\n\n${EXIT_TABLE}`)
      .action((inputs: string[], opts: { engine: EngineChoice; limit: number; solutions?: boolean; format?: InputFormat; encoding: string; timeout: number; json?: boolean }) =>
        batch(
          inputs,
          opts.format,
          opts.engine !== "native",
          (entry) => countEntry(entry, { engine: opts.engine, limit: opts.limit, solutions: !!opts.solutions, encoding: opts.encoding, timeoutMs: opts.timeout }),
          (record) => (opts.json ? jsonLine(record) : countText(record, opts.timeout)),
        ),
      );

  if (wanted("compare"))
    program
      .command("compare")
      .description("run every puzzle through both engines, verify and compare their answers, and summarize times and agreement")
      .argument("<inputs...>", "puzzle files, directories, or - for standard input")
      .addOption(formatOption())
      .addOption(encodingOpt())
      .addOption(new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle and engine (0 = none)").default(DEFAULT_COMPARE_TIMEOUT_MS, String(DEFAULT_COMPARE_TIMEOUT_MS / 1000)).argParser(seconds))
      .addOption(new Option("-j, --jobs <n>", "puzzles solved at once: the main thread and n - 1 worker threads").default(availableParallelism(), "the number of cores").argParser(jobs))
      .option("--json", "JSON Lines: one object per puzzle as in solve --json, then a summary line")
      .option("--csv <file>", "also write one CSV row per puzzle to this file", fileName)
      .option("--report <file>", "also write a self-contained HTML report (summary, charts, sortable table)", fileName)
      .option("-q, --quiet", "no progress bar")
      .addHelpText("after", `\nExamples:\n  strimko compare puzzles/\n  strimko compare --jobs 2 --report report.html puzzles/sudoku/norvig_top95.txt\n  strimko compare --json --timeout 5 puzzles/ > results.jsonl\n\nA progress bar is shown on standard error when it is a terminal (not with --quiet).\n\n${EXIT_TABLE}`)
      .action(async (inputs: string[], opts: { format?: InputFormat; encoding: string; timeout: number; jobs: number; json?: boolean; csv?: string; report?: string; quiet?: boolean }) => {
        // The main thread is always one of the solvers: start its clingo while the inputs are read.
        engine.warmUp();
        run.filesToWrite = !!(opts.csv || opts.report);
        // Found wrong before the batch rather than after it: an output that cannot be written, or
        // that would overwrite an input or the other output.
        const taken = new Set(await inputFiles(inputs));
        for (const file of [opts.csv, opts.report]) if (file) await checkOutput(file, taken);
        const { compareCommand } = await compareModule();
        const code = await compareCommand(
          inputs,
          streamInputs(inputs, opts.format, () => io.stdin),
          { engine: "both", encoding: opts.encoding, timeoutMs: opts.timeout, aspStats: true, oneAtATime: true, jobs: opts.jobs, json: opts.json, csv: opts.csv, report: opts.report, quiet: opts.quiet },
          { out: (text) => io.out(text), err: (text) => complain(io, text.replace(/\n$/, "")), errIsTTY: io.errIsTTY, outIsTTY: io.outIsTTY, color: io.outIsTTY && !io.env.NO_COLOR, drained: () => io.drained(), env: io.env, stack: io.env.STRIMKO_DEBUG ? (text) => io.err(`${text}\n`) : undefined },
          async () => `strimko ${packageVersion()}, clingo ${await engine.version()} (clingo-wasm ${clingoWasmVersion()})`,
          (record) => errorLine(record.id, record.error ?? ""),
        );
        exited(code);
      });

  if (wanted("program"))
    program
      .command("program")
      .description("print the clingo program generated for a puzzle")
      .argument("<input>", "a puzzle file, or - for standard input")
      .addOption(formatOption())
      .addOption(encodingOpt())
      .addOption(new Option("-i, --index <n>", "which puzzle of a collection (1 = the first)").argParser(index))
      .option("--facts", "print only the instance facts (for use with the files in asp/)")
      .addHelpText("after", `\nExamples:\n  strimko program puzzles/strimko/hakank-068.txt | clingo -n 0\n  strimko program --facts puzzles/strimko/hakank-068.txt | clingo -n 0 asp/define.lp asp/generate-pruned.lp asp/count.lp -`)
      .action(async (input: string, opts: { format?: InputFormat; encoding: string; index?: number; facts?: boolean }) => {
        const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
        if (entry.error) throw entry.error;
        const { renderInstance, renderProgram } = await programs();
        io.out(opts.facts ? renderInstance(entry.puzzle, entry.id) : renderProgram(entry.puzzle, { encoding: opts.encoding, label: entry.id }));
      });

  if (wanted("convert"))
    program
      .command("convert")
      .description("convert puzzles between formats")
      .argument("<input>", "a puzzle file, or - for standard input")
      .addOption(new Option("--to <format>", "output format").choices(OUTPUT_FORMATS).makeOptionMandatory())
      .addOption(formatOption())
      .addOption(new Option("-i, --index <n>", "convert only this puzzle of a collection (1 = the first)").argParser(index))
      .option("-o, --output <file>", "write to a file instead of standard output", fileName)
      .addHelpText("after", `\nExamples:\n  strimko convert puzzles/strimko/hakank-068.txt --to json\n  strimko convert puzzles/sudoku/norvig_hardest.txt --index 1 --to text -o hardest1.txt`)
      .action(async (input: string, opts: { to: OutputFormat; format?: InputFormat; index?: number; output?: string }) => {
        let entries = await readInputs([input], opts.format, () => io.stdin);
        if (opts.index !== undefined) entries = [pickOne(entries, opts.index, input)];
        const errors = entries.filter((e) => e.error);
        if (errors.length > 0) {
          for (const e of errors.slice(0, -1)) complain(io, e.error!.message);
          throw errors[errors.length - 1].error;
        }
        const text = writePuzzles(entries.map((e) => e.puzzle!), opts.to);
        if (opts.output) await writeOutput(opts.output, text);
        else io.out(text);
      });

  if (wanted("generate"))
    program
      .command("generate")
      .description("make new puzzles: exactly one solution (both engines, cross-checked), graded, minimal givens, reproducible from a seed")
      .addOption(new Option("-k, --kind <kind>", "strimko (chains), sudoku (boxes), jigsaw (irregular regions) or latin (no streams)").choices(KINDS).default("strimko"))
      .addOption(new Option("-n, --size <n>", "the grid is n x n (default 7 strimko, 9 sudoku, 6 jigsaw, 5 latin)").argParser(whole))
      .addOption(new Option("-c, --count <n>", "how many puzzles").default(1).argParser(whole))
      .option("-s, --seed <text>", "any text: the same seed and options make the same puzzles (default: a fresh one, written in each puzzle)")
      .addOption(new Option("-i, --index <n>", "start at puzzle n of the seed's batch (to make one puzzle again)").default(1).argParser(index))
      .addOption(new Option("-d, --difficulty <level>", "a level, resolution (any level without guessing) or any").choices(DIFFICULTIES).default("resolution"))
      .addOption(new Option("--givens <which>", "minimal: removing any one given leaves several solutions; any: givens go only while resolution alone solves the puzzle at the level asked (easy and medium at every size)").choices(GIVENS).default("minimal"))
      .addOption(new Option("--symmetry <kind>", "none, or rotational: the givens' positions keep a half turn").choices(SYMMETRIES).default("none"))
      .addOption(new Option("-j, --jobs <n>", "threads making puzzles: 1, the main thread; n > 1, n worker threads, at most the processors less one (on 2 cores the main thread alone, as with 1) (the order stays that of the seed)").default(1).argParser(jobs))
      .addOption(new Option("-t, --timeout <seconds>", "wall-clock limit per puzzle (0 = none; the tries are bounded anyway)").default(0, "none").argParser(seconds))
      .addOption(new Option("--to <format>", "output format").choices(OUTPUT_FORMATS).default("text"))
      .option("-o, --output <file>", "write to a file instead of standard output", fileName)
      .option("-q, --quiet", "no progress bar")
      .addHelpText("after", `\nExamples:\n  strimko generate\n  strimko generate --count 20 --seed monday --to json -o monday.json\n  strimko generate --kind sudoku --symmetry rotational --to sudoku\n  strimko generate --kind jigsaw --size 8 --difficulty search\n\n${EXIT_TABLE}`)
      .action(async (opts: { kind: GenerateOptions["kind"]; size?: number; count: number; seed?: string; index: number; difficulty: GenerateOptions["difficulty"]; givens: GenerateOptions["givens"]; symmetry: GenerateOptions["symmetry"]; jobs: number; timeout: number; to: OutputFormat; output?: string; quiet?: boolean }) => {
        const { generateCommand } = await generateModule();
        const code = await generateCommand(
          { kind: opts.kind, size: opts.size, count: opts.count, seed: opts.seed, first: opts.index, difficulty: opts.difficulty, givens: opts.givens, symmetry: opts.symmetry, jobs: opts.jobs, timeoutMs: opts.timeout, to: opts.to, output: opts.output, quiet: opts.quiet },
          {
            out: (text) => io.out(text),
            err: (message) => complain(io, message),
            errText: (text) => io.err(text),
            errIsTTY: io.errIsTTY,
            outIsTTY: io.outIsTTY,
            drained: () => io.drained(),
          },
        );
        exited(code);
      });

  if (wanted("render"))
    program
      .command("render")
      .description("draw a puzzle, or its solution, as SVG or PNG (Strimko: circles and coloured streams; Sudoku, jigsaw: a grid with region borders)")
      .argument("<input>", "a puzzle file, or - for standard input")
      .addOption(formatOption())
      .addOption(new Option("-i, --index <n>", "which puzzle of a collection (1 = the first)").argParser(index))
      .option("-s, --solution", "draw the solution (both engines, cross-checked): givens bold, solved values lighter")
      .addOption(new Option("--style <style>", "streams (circles and lines), regions (grid with borders), or auto: regions for Sudoku and jigsaw").choices([...STYLES]).default("auto"))
      .option("-o, --output <file>", "write board.svg or board.png (default: SVG to standard output)", fileName)
      .addOption(timeoutOpt())
      .addHelpText("after", `\nExamples:\n  strimko render puzzles/strimko/hakank-068.txt -o 068.svg\n  strimko render --solution puzzles/strimko/hakank-068.txt -o 068.png`)
      .action(async (input: string, opts: { format?: InputFormat; index?: number; solution?: boolean; style: "auto" | "streams" | "regions"; output?: string; timeout: number }) => {
        const { imageFormat, renderEntry } = await renderModule();
        const as = opts.output ? imageFormat(opts.output) : "svg";
        const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
        if (entry.error) throw entry.error;
        const r = await renderEntry(entry.id, entry.puzzle, { solution: !!opts.solution, style: opts.style, timeoutMs: opts.timeout });
        if (r.warning) complain(io, r.warning);
        exited(r.exit);
        if (!opts.output) io.out(r.svg);
        else await writeOutput(opts.output, as === "png" ? (await import("../render/png.js")).svgToPng(r.svg) : r.svg);
      });

  if (wanted("explain"))
    program
      .command("explain")
      .description("the resolution steps in words (and, where resolution stalls, the search's guesses, contradictions and backtracks)")
      .argument("<input>", "a puzzle file, or - for standard input")
      .addOption(formatOption())
      .addOption(new Option("-i, --index <n>", "which puzzle of a collection (1 = the first)").argParser(index))
      .option("--json", "the steps as one JSON object (schema in docs/commands.md, \"Explanations\")")
      .option("-c, --candidates", "also print the candidates of every cell after resolution (pencil marks)")
      .option("--html <file>", "write a self-contained page that steps through the explanation on the board", fileName)
      .addOption(new Option("-t, --timeout <seconds>", "wall-clock limit for the search (0 = none)").default(10_000, "10").argParser(seconds))
      .addHelpText("after", `\nExamples:\n  strimko explain puzzles/strimko/hakank-068.txt\n  strimko explain --candidates puzzles/strimko/dlthompson-5_10.txt\n  strimko explain --html 068.html puzzles/strimko/hakank-068.txt`)
      .action(async (input: string, opts: { format?: InputFormat; index?: number; json?: boolean; candidates?: boolean; html?: string; timeout: number }) => {
        const entry = pickOne(await readInputs([input], opts.format, () => io.stdin), opts.index, input);
        if (entry.error) throw entry.error;
        const { explainRecord, explainSummary, explainText } = await explainModule();
        const { record, explanation, exit } = explainRecord(entry.id, entry.puzzle, { timeoutMs: opts.timeout, candidates: !!opts.candidates });
        exited(exit);
        if (opts.html) await writeOutput(opts.html, (await import("../explain/page.js")).explainPage(entry.puzzle, explanation, displayTitle(entry.puzzle.title, entry.id), explainSummary(record)));
        io.out(opts.json ? jsonLine(record) : explainText(record));
      });

  if (wanted("grade"))
    program
      .command("grade")
      .description("grade puzzles: resolution, search, ambiguous, impossible or invalid (timeout or error when not graded), with the reason")
      .argument("<inputs...>", "puzzle files, directories, or - for standard input")
      .addOption(formatOption())
      .addOption(new Option("--engine <engine>", "count solutions with both engines cross-checked, or the native one alone").choices(["both", "native"]).default("both"))
      .addOption(timeoutOpt())
      .option("--json", "JSON Lines: one object per puzzle (schema in docs/commands.md, \"Grades\")")
      .addHelpText("after", `\nExamples:\n  strimko grade puzzles/strimko/\n  strimko grade --json puzzles/multi puzzles/unsat`)
      .action(async (inputs: string[], opts: { format?: InputFormat; engine: "both" | "native"; timeout: number; json?: boolean }) => {
        const { gradeEntry, gradeText } = await explainModule();
        await batch(
          inputs,
          opts.format,
          opts.engine === "both",
          (entry) => gradeEntry(entry, { engine: opts.engine, timeoutMs: opts.timeout }),
          (record) => (opts.json ? jsonLine(record) : gradeText(record)),
        );
      });

  return program;
}

async function printVersion(io: Io): Promise<void> {
  const clingo = await engine.version();
  io.out(`strimko ${packageVersion()}\nclingo ${clingo} (clingo-wasm ${clingoWasmVersion()})\n`);
}

/** Runs the command on `args` (the arguments after the command's name) and returns its exit code.
 * Output is buffered in `io`: the caller flushes it. */
export async function main(args: string[], io: Io): Promise<ExitCodeValue> {
  // --version needs clingo's answer, which commander's synchronous version option cannot wait for.
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
    await printVersion(io);
    return ExitCode.ok;
  }
  // The tests' one hook into the engines: STRIMKO_FAULT (engines/faults.ts).
  installFaultFromEnvironment(io.env);
  const run: Run = { io, worst: ExitCode.ok, filesToWrite: false };
  // `strimko solve ...` needs solve alone; help, a mistyped command (which gets a suggestion) or
  // no command at all, every command.
  const program = build(run, COMMANDS.includes(args[0]) ? args[0] : undefined);
  const finish = (code: ExitCodeValue) => worstExit([code, io.outFailed() ? ExitCode.badInput : ExitCode.ok]);
  // A reader that stops early (`strimko solve ... | head`) closes standard output: stop at once,
  // as Unix tools do, with the exit code of what was done, the puzzle under way abandoned; a
  // command with files still to write (compare's report and CSV) finishes them first.
  io.onOutClosed(() => {
    if (!run.filesToWrite) io.exit(finish(run.worst));
  });
  try {
    await program.parseAsync(args, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version displays end here too, with exit code 0.
      return e.exitCode === 0 ? ExitCode.ok : ExitCode.badInput;
    }
    if (e instanceof StrimkoError) {
      complain(io, e.message);
      return finish(worstExit([run.worst, e.exitCode]));
    }
    complain(io, `internal error: ${(e as Error)?.message ?? String(e)}${io.env.STRIMKO_DEBUG ? "" : " (set STRIMKO_DEBUG=1 for details)"}`);
    if (io.env.STRIMKO_DEBUG) io.err(`${(e as Error)?.stack}\n`);
    return ExitCode.internal;
  }
  return finish(run.worst);
}
