/**
 * `strimko generate`: the batch written as its puzzles are made, in the format asked for, to
 * standard output or a file (all or nothing); a progress bar on a terminal.
 */
import cliProgress from "cli-progress";
import { engine } from "../engines/asp/clingo.js";
import { ExitCode, StrimkoError, UsageError, worstExit, type ExitCodeValue } from "../base/errors.js";
import { generatePuzzles } from "../generate/batch.js";
import { EnginesDisagree } from "../generate/errors.js";
import { settle, type GenerateOptions } from "../generate/options.js";
import { writePuzzles, type OutputFormat } from "../puzzle/formats/index.js";
import type { Puzzle } from "../puzzle/types.js";
import { guardBatch, openGuarded } from "./batch-exit.js";
import { checkOutput, openOutput, type OutputFile } from "./files.js";

export interface GenerateCommandOptions extends GenerateOptions {
  to: OutputFormat;
  output?: string;
  quiet?: boolean;
  /** Each puzzle made is put here too (generate --book). */
  made?: Puzzle[];
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
  const { to, output, quiet, made: collected, ...options } = opts;
  const o = settle(options);
  const problem = formatProblem(o.kind, o.count, to);
  if (problem) throw new UsageError(problem);
  // An output that cannot be written is found before the batch, not after it.
  if (output) await checkOutput(output, new Set());
  // Ctrl-C from the moment the output's temporary file exists (batch-exit.ts, openGuarded).
  const opened = output ? await openGuarded(() => openOutput(output)) : undefined;
  const file: OutputFile | undefined = opened?.file;
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
  const done = opened ? opened.handOver(bar) : guardBatch(bar, false);
  // JSON is one array: held until the batch is done.
  const held: Puzzle[] = [];
  let made = 0;
  const failed: number[] = [];
  let worst: ExitCodeValue = ExitCode.ok;
  const last = o.first + o.count - 1;
  try {
    // clingo's thread starts (and compiles its wasm) while the first puzzles are made, instead of
    // when the first is made and this thread busy with the next. (Within the try: a clingo that
    // does not start ends the batch as any failure does, its handlers and file cleared away.)
    await engine.warmUpUnderWay();
    // A puzzle that cannot be made (its level not reached in the tries allowed, its time limit
    // passed, the engines disagreeing on it) does not cost the batch the others: it is said, and
    // the batch goes on from the next number (each puzzle depends on the seed and its number alone,
    // so they are the puzzles the whole batch would have made).
    for (let next = o.first; next <= last; ) {
      try {
        for await (const g of generatePuzzles({ ...o, first: next, count: last - next + 1 })) {
          collected?.push(g.puzzle);
          if (to === "json") held.push(g.puzzle);
          else put(written(g.puzzle, to, made === 0));
          made++;
          next++;
          bar?.increment();
          await io.drained();
        }
      } catch (e) {
        if (!(e instanceof StrimkoError)) throw e;
        // The batch hands the puzzles back in order: the one that failed is the next one.
        failed.push(next);
        worst = worstExit([worst, e.exitCode]);
        // The message on a line of its own: the bar is taken off the terminal while it is said,
        // then drawn again below it (on the bar's line, it ran into the bar and was overwritten).
        bar?.stop();
        io.err(e.message);
        if (e instanceof EnginesDisagree) io.errText(writePuzzles([e.puzzle], "text"));
        next++;
        bar?.start(o.count, made + failed.length);
      }
    }
    bar?.stop();
    if (to === "json" && made > 0) put(writePuzzles(held, "json"));
  } catch (e) {
    bar?.stop();
    done();
    // A bug, or clingo not starting: standard output has what was made (JSON too, as one array);
    // a file stays as it was.
    if (file) file.abort();
    else if (to === "json" && held.length > 0) put(writePuzzles(held, "json"));
    throw e;
  }
  done();
  // A batch of one has said it all in its one line.
  if (failed.length > 0 && o.count > 1) {
    const which = failed.length === 1 ? `puzzle ${failed[0]}` : `puzzles ${failed.join(", ")}`;
    const where = output ? `in ${output}` : "above";
    const others = made === 0 ? "none was written" : made === 1 ? `the other one is ${where}` : `the other ${made} are ${where}`;
    io.err(`${failed.length} of ${o.count} puzzles could not be made (${which}); ${others}`);
  }
  // A file holds what was made; when nothing was, it stays as it was (or is not made).
  if (file && made === 0) file.abort();
  else await file?.close();
  return worst;
}
