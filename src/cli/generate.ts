/**
 * `strimko generate`: the batch written as its puzzles are made, in the format asked for, to
 * standard output or a file (all or nothing); a progress bar on a terminal.
 */
import cliProgress from "cli-progress";
import { engine } from "../engines/asp/clingo.js";
import { ExitCode, UsageError, type ExitCodeValue } from "../base/errors.js";
import { generatePuzzles } from "../generate/batch.js";
import { EnginesDisagree } from "../generate/errors.js";
import { settle, type GenerateOptions } from "../generate/options.js";
import { writePuzzles, type OutputFormat } from "../puzzle/formats/index.js";
import type { Puzzle } from "../puzzle/types.js";
import { guardBatch } from "./batch-exit.js";
import { checkOutput, openOutput, type OutputFile } from "./files.js";

export interface GenerateCommandOptions extends GenerateOptions {
  to: OutputFormat;
  output?: string;
  quiet?: boolean;
}

export interface GenerateIo {
  out: (text: string) => void;
  /** One line, escaped. */
  err: (text: string) => void;
  /** Text we wrote (a puzzle), as it is. */
  errText: (text: string) => void;
  errIsTTY: boolean;
  outIsTTY: boolean;
  /** Where the progress bar is drawn (standard error; a stand-in terminal in the tests). */
  barStream?: NodeJS.WriteStream;
  drained: () => Promise<void>;
}

/** Formats that hold one puzzle a file. */
const SINGLE = new Set<OutputFormat>(["dzn", "dzn-coords", "classroom"]);

/** Why the options cannot be written in the format, if they cannot (found before any puzzle is made). */
function formatProblem(kind: string, count: number, to: OutputFormat): string | undefined {
  if (SINGLE.has(to) && count > 1) return `the ${to} format holds one puzzle; ask for --count 1`;
  if (to === "sudoku" && kind !== "sudoku") return `the sudoku format holds Sudoku only (boxes as streams), not ${kind} puzzles`;
  if ((to === "dzn-coords" || to === "classroom") && kind === "latin")
    return `the ${to} format needs the grid split into n streams of n cells, which a latin square does not have`;
  return undefined;
}

/** One puzzle as the format writes it; a Sudoku line has no title, so its provenance goes on a comment line before it (readers skip `#` lines). */
function written(p: Puzzle, to: OutputFormat, first: boolean): string {
  if (to === "sudoku") return `# ${p.title}; ${p.source}\n${writePuzzles([p], "sudoku")}`;
  if (to === "text") return (first ? "" : "---\n") + writePuzzles([p], "text");
  return writePuzzles([p], to);
}

export async function generateCommand(opts: GenerateCommandOptions, io: GenerateIo): Promise<ExitCodeValue> {
  const { to, output, quiet, ...options } = opts;
  const o = settle(options);
  const problem = formatProblem(o.kind, o.count, to);
  if (problem) throw new UsageError(problem);
  // An output that cannot be written is found before the batch, not after it.
  if (output) await checkOutput(output, new Set());
  const file: OutputFile | undefined = output ? await openOutput(output) : undefined;
  const put = (text: string) => (file ? file.write(text) : io.out(text));
  // Not on the terminal the puzzles are printed on as they come (they are the progress there, and
  // the bar's line would run into theirs); JSON, printed whole at the end, has it until then.
  const printedAsMade = !file && io.outIsTTY && to !== "json";
  const bar =
    io.errIsTTY && !quiet && o.count > 1 && !printedAsMade
      ? new cliProgress.SingleBar(
          {
            stream: io.barStream ?? process.stderr,
            format: "generate {bar} {value}/{total} puzzles | {eta_formatted} left",
            hideCursor: true,
            clearOnComplete: true,
            barsize: 30,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  bar?.start(o.count, 0);
  // Ctrl-C, SIGTERM and a reader that leaves early give the terminal back, and an output file's
  // temporary is removed on the way out (batch-exit.ts).
  const done = guardBatch(bar, file !== undefined);
  // JSON is one array: held until the batch is done.
  const held: Puzzle[] = [];
  let k = 0;
  try {
    // clingo's thread starts (and compiles its wasm) while the first puzzles are made, instead of
    // when the first is made and this thread busy with the next. (Within the try: a clingo that
    // does not start ends the batch as any failure does, its handlers and file cleared away.)
    await engine.warmUpUnderWay();
    for await (const g of generatePuzzles(o)) {
      if (to === "json") held.push(g.puzzle);
      else put(written(g.puzzle, to, k === 0));
      k++;
      bar?.increment();
      await io.drained();
    }
    bar?.stop();
    if (to === "json") put(writePuzzles(held, "json"));
  } catch (e) {
    bar?.stop();
    done();
    // Standard output has what was made (JSON too, as one array); a file is all or nothing, as
    // every output file is: it stays as it was (the puzzles before the failure are made again by
    // the same seed and --count), never replaced by part of a batch or an empty one.
    if (file) file.abort();
    else if (to === "json" && held.length > 0) put(writePuzzles(held, "json"));
    if (!(e instanceof EnginesDisagree)) throw e;
    io.err(e.message);
    io.errText(writePuzzles([e.puzzle], "text"));
    return ExitCode.disagree;
  }
  done();
  await file?.close();
  return ExitCode.ok;
}
