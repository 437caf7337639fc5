/**
 * `strimko check-output`: the assignment's autograder. One student's output for one puzzle, or a
 * folder of submissions against a folder of puzzles, with a CSV for the gradebook. The grading is
 * the core's (explain/check-output.ts); this module pairs files and prints.
 *
 * Pairing: an output `<board>.out` is graded against the puzzle `<board>.*` of the puzzles folder
 * (the base code's `puzzles/4_1.txt` and `4_1.out`), or else the one puzzle whose name ends in
 * `-<board>` (the bundled `dlthompson-4_1.txt`). A submissions folder holds `.out` files (one
 * student) or one folder per student.
 */
import { basename, extname, join } from "node:path";
import { type Command, Option } from "commander";
import { ExitCode, type StrimkoError, UsageError } from "../../base/errors.js";
import type { InputFormat } from "../../puzzle/formats/index.js";
import type { Puzzle } from "../../puzzle/types.js";
import { jsonLine } from "../../text/output.js";
import type { Algorithm } from "../../explain/check-output.js";
import type { OutputRecord } from "../../explain/check-record.js";
import type { Coordinates } from "../../explain/student-output.js";
import { type CommandContext, pickOne } from "../context.js";
import { fsPromises, openOutput, why, writeOutput } from "../files.js";
import { examples } from "../help.js";
import { PUZZLE_EXTENSIONS, readInputs } from "../inputs.js";
import { fileName, formatOption, indexOption, seconds } from "../options.js";

interface CheckOutputOptions {
  index?: number;
  totals?: string;
  algorithm: Algorithm;
  coordinates: Coordinates;
  format?: InputFormat;
  json?: boolean;
  csv?: string;
  timeout: number;
}

const modules = async () => ({ ...(await import("../../explain/check-record.js")), ...(await import("../check-output-text.js")) });

/** A student's output file: what the base code's GUI reads back. */
const OUTPUT_EXTENSION = ".out";

export function registerCheckOutput(program: Command, ctx: CommandContext): void {
  const { io } = ctx;
  program
    .command("check-output")
    .description("grade a student's RESOLVESTRIMKO or SOLVESTRIMKO output (status, count, facts): right, or where it first goes wrong and why")
    .argument("<puzzle>", "the puzzle file, or a folder of puzzles")
    .argument("<output>", "the student's output file, or a folder of .out files (one student) or of students' folders")
    .addOption(
      new Option("-a, --algorithm <name>", "the procedure the output is from: resolve (Problem 1, resolution alone) or solve (Problem 2, with guesses)")
        .choices(["resolve", "solve"])
        .default("resolve"),
    )
    .addOption(
      new Option("--coordinates <order>", 'how a fact line "x y value" names its cell: column-row (the base code) or row-column')
        .choices(["column-row", "row-column"])
        .default("column-row"),
    )
    .addOption(formatOption())
    .addOption(indexOption())
    .option("--json", "JSON Lines: one object per graded output (schema in docs/assignment/autograder.md)")
    .option("--csv <file>", "also write one row per graded output, for a gradebook", fileName)
    .option("--totals <file>", "also write one row per student: how many outputs are right, wrong, missing, unreadable", fileName)
    .addOption(
      new Option("-t, --timeout <seconds>", "wall-clock limit for SOLVESTRIMKO's search, per puzzle (0 = none)").default(10_000, "10").argParser(seconds),
    )
    .addHelpText(
      "after",
      examples([
        "strimko check-output puzzles/strimko/dlthompson-4_1.txt 4_1.out",
        "strimko check-output --algorithm solve puzzles/ submissions/ --csv grades.csv",
      ]),
    )
    .action(async (puzzleArg: string, outputArg: string, opts: CheckOutputOptions) => {
      const { gradeOutput, outputCsvHeader, outputCsvRow, outputText, classSummary, totalsCsv } = await modules();
      const options = { algorithm: opts.algorithm, coordinates: opts.coordinates, timeoutMs: opts.timeout };
      const jobs = await pairs(puzzleArg, outputArg);
      const csv = opts.csv ? await openOutput(opts.csv) : undefined;
      csv?.write(outputCsvHeader());
      const records: OutputRecord[] = [];
      const puzzles = new Map<string, Promise<Puzzle | StrimkoError>>();
      for (const job of jobs) {
        const base = { submission: job.submission, output: job.expected, puzzle: job.puzzle, right: false };
        let record: OutputRecord;
        if (job.unmatched) record = { ...base, verdict: "unmatched", error: job.unmatched };
        else {
          if (!puzzles.has(job.puzzle)) puzzles.set(job.puzzle, readPuzzle(job.puzzle, opts.format, opts.index));
          const puzzle = await puzzles.get(job.puzzle)!;
          const text = job.output === null ? null : await readText(job.output);
          record =
            typeof text === "object" && text !== null
              ? { ...base, verdict: "unreadable", error: text.message }
              : gradeOutput(job.submission, job.puzzle, puzzle, job.output ?? job.expected, text, options);
          if (record.verdict === "missing" && job.nearly) record.error = `found ${join(job.expected, "..", job.nearly)}: name it ${basename(job.expected)}`;
        }
        records.push(record);
        ctx.exited(
          record.verdict === "right"
            ? ExitCode.ok
            : record.verdict === "unreadable" || record.verdict === "unmatched"
              ? ExitCode.badInput
              : ExitCode.noSolution,
        );
        csv?.write(outputCsvRow(record));
        io.out(opts.json ? jsonLine(record) : outputText(record));
      }
      if (!opts.json && jobs.length > 1) io.out(classSummary(records));
      await csv?.close();
      if (opts.totals) await writeOutput(opts.totals, totalsCsv(records));
    });
}

interface Job {
  submission: string;
  puzzle: string;
  /** The output file, or null when the submission has none for this puzzle. */
  output: string | null;
  /** The name the output has (or the missing output would have had). */
  expected: string;
  /** Why the output could not be paired (no puzzle fits it, or the student has two for one board). */
  unmatched?: string;
  /** A missing output: a file of the student's that looks meant for it ("4_1.out.txt"). */
  nearly?: string;
}

async function kind(path: string): Promise<"file" | "dir"> {
  const { stat } = await fsPromises();
  try {
    return (await stat(path)).isDirectory() ? "dir" : "file";
  } catch {
    throw new UsageError(`${path}: no such file or directory`);
  }
}

async function list(dir: string): Promise<{ name: string; dir: boolean }[]> {
  const { readdir } = await fsPromises();
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => !e.name.startsWith("."))
    .map((e) => ({ name: e.name, dir: e.isDirectory() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every file under a folder, at any depth (a student's zip of the base code keeps its outputs in
 * puzzles/), as paths relative to it. */
async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const e of await list(join(dir, prefix))) {
    const path = prefix ? join(prefix, e.name) : e.name;
    if (e.dir) for (const f of await filesUnder(dir, path)) out.push(f);
    else out.push(path);
  }
  return out;
}

const isOutput = (name: string) => name.toLowerCase().endsWith(OUTPUT_EXTENSION);
const board = (file: string) => basename(file, extname(file));

/** The outputs to grade, each with its puzzle (a single pair, or every submission's outputs). An
 * output that cannot be paired is a row of its own: one stray file does not stop the class. */
async function pairs(puzzleArg: string, outputArg: string): Promise<Job[]> {
  const [pk, ok] = [await kind(puzzleArg), await kind(outputArg)];
  if (pk === "file" && ok === "file") return [{ submission: "", puzzle: puzzleArg, output: outputArg, expected: outputArg }];
  if (pk === "file") throw new UsageError(`${outputArg} is a folder: give a folder of puzzles with it (or one output file with one puzzle)`);
  if (ok === "file") throw new UsageError(`${puzzleArg} is a folder: give a folder of outputs with it (or one puzzle file with one output)`);
  const puzzleFiles = (await list(puzzleArg)).filter((e) => !e.dir && PUZZLE_EXTENSIONS.some((x) => e.name.toLowerCase().endsWith(x))).map((e) => e.name);
  const top = await list(outputArg);
  // .out files at the top are one student's; each folder with .out files (at any depth) is a student.
  const submissions: { name: string; dir: string; files: string[]; others: string[] }[] = [];
  const topFiles = top.filter((e) => !e.dir).map((e) => e.name);
  if (topFiles.some(isOutput))
    submissions.push({ name: basename(outputArg), dir: outputArg, files: topFiles.filter(isOutput), others: topFiles.filter((f) => !isOutput(f)) });
  for (const e of top.filter((x) => x.dir)) {
    const all = await filesUnder(join(outputArg, e.name));
    if (all.some(isOutput))
      submissions.push({ name: e.name, dir: join(outputArg, e.name), files: all.filter(isOutput), others: all.filter((f) => !isOutput(f)) });
  }
  if (submissions.length === 0) throw new UsageError(`${outputArg}: no ${OUTPUT_EXTENSION} files, in it or in its folders`);
  const puzzleFor = (out: string): string | string[] | undefined => {
    const id = board(out);
    const exact = puzzleFiles.filter((f) => board(f) === id);
    const found = exact.length > 0 ? exact : puzzleFiles.filter((f) => board(f).endsWith(`-${id}`));
    return found.length > 1 ? found : found[0];
  };
  // Every puzzle some student answered is expected of every student.
  const boards = new Map<string, string>();
  const stray: Job[] = [];
  for (const s of submissions) {
    for (const f of s.files) {
      const p = puzzleFor(f);
      const path = join(s.dir, f);
      if (typeof p === "string") boards.set(board(f), p);
      else {
        const why = p
          ? `${p.length} puzzles in ${puzzleArg} fit it (${p.join(", ")}); keep one`
          : `no puzzle for it in ${puzzleArg} (expected ${board(f)}.txt, or a name ending in -${board(f)})`;
        stray.push({ submission: s.name, puzzle: "", output: path, expected: path, unmatched: `${path}: ${why}` });
      }
    }
  }
  const jobs: Job[] = [];
  for (const s of submissions) {
    for (const [id, p] of [...boards].sort((a, b) => a[0].localeCompare(b[0], "en", { numeric: true }))) {
      const mine = s.files.filter((f) => board(f) === id);
      const expected = join(s.dir, mine[0] ?? `${id}${OUTPUT_EXTENSION}`);
      const job: Job = { submission: s.name, puzzle: join(puzzleArg, p), output: mine.length > 0 ? expected : null, expected };
      if (mine.length > 1) job.unmatched = `${s.dir}: ${mine.length} outputs for ${id} (${mine.join(", ")}); keep one`;
      if (mine.length === 0) job.nearly = s.others.find((f) => basename(f).toLowerCase().startsWith(`${id.toLowerCase()}.out`));
      jobs.push(job);
    }
    jobs.push(...stray.filter((j) => j.submission === s.name));
  }
  return jobs;
}

async function readPuzzle(file: string, format: InputFormat | undefined, which: number | undefined): Promise<Puzzle | StrimkoError> {
  try {
    const entry = pickOne(await readInputs([file], format), which, file);
    return entry.error ?? entry.puzzle;
  } catch (e) {
    if (e instanceof UsageError) return e;
    throw e;
  }
}

/** An output's text, or why it cannot be read (one student's unreadable file does not stop the class). */
async function readText(file: string): Promise<string | UsageError> {
  const { readFile } = await fsPromises();
  try {
    return new TextDecoder("utf-8", { fatal: false }).decode(await readFile(file));
  } catch (e) {
    return new UsageError(`${file}: cannot read: ${why(e as NodeJS.ErrnoException)}`);
  }
}
