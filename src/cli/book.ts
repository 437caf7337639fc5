/**
 * `strimko book` and `generate --book`: the book's puzzles solved (both engines, cross-checked) and
 * graded as they are read, and written into the PDF page by page (book/book.ts draws it). A puzzle
 * that cannot go in (unreadable, no solution, engines disagreeing) is said and left out; the book
 * has the others. The file is written whole or not at all (openOutput).
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import cliProgress from "cli-progress";
import PDFDocument from "pdfkit";
import { ExitCode, StrimkoError, UsageError, worstExit, type ExitCodeValue } from "../base/errors.js";
import { type BookItem, type BookOptions, writeBook } from "../book/book.js";
import { checkFit, checkMargin, parseLength, parsePageSize, type PerPage } from "../book/page.js";
import { engine } from "../engines/asp/clingo.js";
import { solve } from "../engines/run.js";
import { difficulty } from "../explain/difficulty.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import type { Puzzle } from "../puzzle/types.js";
import { errorLine, printable } from "../text/output.js";
import { openGuarded } from "./batch-exit.js";
import type { CommandContext } from "./context.js";
import { checkOutput, displayTitle, openOutput } from "./files.js";

/** The book options as commander gives them (`book` and `generate --book`; cli/book.ts bookFlags reads them). */
export interface BookFlags {
  perPage: string;
  page: string;
  margin: string;
  title?: string;
  mono?: boolean;
  qr?: string | boolean;
  worksheet?: boolean;
  solutions: boolean;
}

export interface BookCommandOptions {
  output: string;
  perPage: PerPage;
  page: string;
  margin: string;
  title?: string;
  mono: boolean;
  /** The web app's address the QR codes open (undefined: no QR codes). */
  qr?: string;
  worksheet: boolean;
  solutions: boolean;
  timeoutMs?: number;
  /** No progress line (generate --quiet). */
  quiet?: boolean;
}

/** Where `npm run web` serves the web app: the QR codes' address unless --qr names another. */
export const LOCAL_WEB_APP = "http://127.0.0.1:4173/";

/** The command line's book options (commands/book.ts) as writeBookFile takes them. */
export function bookFlags(output: string, f: BookFlags, timeoutMs: number | undefined): BookCommandOptions {
  return {
    output,
    perPage: Number(f.perPage) as PerPage,
    page: f.page,
    margin: f.margin,
    title: f.title,
    mono: !!f.mono,
    qr: f.qr === true ? LOCAL_WEB_APP : typeof f.qr === "string" ? f.qr : undefined,
    worksheet: !!f.worksheet,
    solutions: f.solutions,
    timeoutMs,
  };
}

/** generate --book: the book's options and file checked before any puzzle is made (its file
 * may not be generate's -o); then the function that writes the book of the puzzles made. */
export async function generatedBook(
  output: string,
  flags: BookFlags,
  generate: { output?: string; timeout?: number; quiet?: boolean },
): Promise<(ctx: CommandContext, made: Puzzle[]) => Promise<void>> {
  const o = { ...bookFlags(output, flags, generate.timeout), quiet: generate.quiet };
  bookOptions(o);
  await checkOutput(output, new Set(generate.output ? [resolve(generate.output)] : []));
  return async (ctx, made) => {
    const entries = (async function* () {
      for (const [k, puzzle] of made.entries()) yield { id: `puzzle ${k + 1}`, puzzle };
    })();
    await writeBookFile(ctx, entries, o, made.length);
  };
}

/** The page options read and checked before any puzzle is (a usage error costs nothing). */
export function bookOptions(o: BookCommandOptions): BookOptions {
  const page = parsePageSize(o.page);
  const margin = checkMargin(parseLength(o.margin, "--margin"), page, o.margin);
  checkFit(page, margin, o.worksheet ? 1 : o.perPage);
  if (o.title !== undefined && (o.title.trim() === "" || CONTROL.test(o.title)))
    throw new UsageError(`--title ${JSON.stringify(o.title)} ${o.title.trim() === "" ? "is empty" : "holds a control character"}; expected the book's title`);
  return {
    page,
    margin,
    perPage: o.perPage,
    title: o.title,
    mono: o.mono,
    qrBase: o.qr === undefined ? undefined : webAddress(o.qr),
    worksheet: o.worksheet,
    solutions: o.solutions,
  };
}

/** C0 and C1 control characters (a terminal's escapes among them): no title holds one. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** --qr's address, checked: http or https, no control character, no fragment (the link adds its own). */
function webAddress(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || CONTROL.test(text) || url.hash !== "" || /["'<>\s\\]/.test(text))
    throw new UsageError(`--qr ${JSON.stringify(text)} is not a web address; expected the web app's address, such as https://example.org/strimko/`);
  return url.href;
}

/** DejaVu Sans, from the dejavu-fonts-ttf package: embedded in every book. */
function fonts() {
  const require = createRequire(import.meta.url);
  const read = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  return { regular: read("DejaVuSans.ttf"), bold: read("DejaVuSans-Bold.ttf") };
}

/** What goes in the book for one puzzle (solved and graded), or undefined when it cannot go in
 * (said on standard error, with its exit code). */
async function bookItem(
  say: (message: string) => void,
  exited: (code: ExitCodeValue) => void,
  id: string,
  puzzle: Puzzle,
  number: number,
  timeoutMs: number | undefined,
): Promise<BookItem | undefined> {
  const v = await solve(puzzle, { timeoutMs, label: id });
  const leftOut = (code: ExitCodeValue, why: string) => {
    exited(code);
    say(errorLine(id, `${why}; left out of the book`));
    return undefined;
  };
  if (v.status === "error") return leftOut(ExitCode.disagree, `engines disagree: ${v.disagreement ?? "see strimko solve"}`);
  if (v.status === "unsatisfiable") return leftOut(ExitCode.noSolution, "no solution");
  let note: string | undefined;
  if (v.status === "timeout") {
    exited(ExitCode.timeout);
    note = v.solution ? "uniqueness not decided within the time limit" : "no solution found within the time limit";
    say(errorLine(id, note));
  } else if (v.unique === false) {
    note = "one of several solutions";
    say(errorLine(id, "the puzzle has several solutions; the book shows one of them"));
  }
  // Graded only when solved and unique: the scale's last resort is a search without a time limit,
  // which a puzzle the time limit stopped would run for as long again (or more).
  const level = v.status === "solved" && v.unique ? difficulty(puzzle).level : null;
  return {
    number,
    puzzle,
    title: displayTitle(puzzle.title, id),
    ...(level ? { level } : {}),
    remake: puzzle.source ?? id,
    ...(v.solution ? { solution: v.solution } : {}),
    ...(note ? { note } : {}),
  };
}

/** Writes the book of `entries` to o.output. */
export async function writeBookFile(ctx: CommandContext, entries: AsyncIterable<ParsedEntry>, o: BookCommandOptions, total?: number): Promise<void> {
  const { io } = ctx;
  const options = bookOptions(o);
  engine.warmUp();
  // Ctrl-C from the moment the temporary file exists (the batch's own guard, with its bar, takes
  // over below).
  const { file, handOver } = await openGuarded(() => openOutput(o.output));
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true, info: { Title: o.title ?? "Puzzles", Creator: "strimko book" } });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => file.write(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // A progress line on a terminal: a bar when the number of puzzles is known (generate --book),
  // else a count.
  const bar =
    io.errIsTTY && !o.quiet
      ? new cliProgress.SingleBar(
          {
            stream: process.stderr,
            format: total ? "book {bar} {value}/{total} puzzles" : "book: {value} puzzles in so far",
            hideCursor: true,
            clearOnComplete: true,
            barsize: 30,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  let number = 0;
  bar?.start(total ?? 0, 0);
  // A message on a line of its own: the bar is taken off the terminal while it is said, then drawn again.
  const say = (message: string) => {
    bar?.stop();
    ctx.complain(message);
    bar?.start(total ?? 0, number);
  };
  const done = handOver(bar);
  // Ctrl-C and SIGTERM are handled (guardBatch: the temporary file removed, exit 130 or 143) when
  // the event loop turns: it is made to turn after each puzzle, whose solving and drawing hold it.
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // The worst exit code of the puzzles left out: a book that gets none ends with it.
  let worst: ExitCodeValue = ExitCode.ok;
  const exited = (code: ExitCodeValue) => {
    worst = worstExit([worst, code]);
    ctx.exited(code);
  };
  async function* items(): AsyncGenerator<BookItem> {
    for await (const entry of entries) {
      await turn();
      if (entry.error) {
        exited(entry.error.exitCode);
        say(errorLine(entry.id, entry.error.message));
        continue;
      }
      const item = await bookItem(say, exited, entry.id, entry.puzzle, number + 1, o.timeoutMs);
      if (item) {
        number++;
        yield item;
      }
    }
  }
  let report: Awaited<ReturnType<typeof writeBook>>;
  try {
    report = await writeBook(doc, items(), options, fonts(), () => {
      bar?.increment();
      return io.drained();
    });
    await ended;
    await turn();
  } catch (e) {
    bar?.stop();
    done();
    file.abort();
    throw e;
  }
  bar?.stop();
  done();
  if (report.puzzles === 0) {
    file.abort();
    throw new StrimkoError("E_EMPTY_BOOK", worst === ExitCode.ok ? ExitCode.badInput : worst, `no puzzle could go in the book, so ${o.output} was not written`);
  }
  await file.close();
  io.err(
    `${printable(o.output)}: ${report.puzzles} puzzle${report.puzzles === 1 ? "" : "s"} on ${report.pages} page${report.pages === 1 ? "" : "s"} (${options.page.name}, ${options.worksheet ? "each with its worksheet" : `${options.perPage} a page`}${options.solutions ? ", solutions at the back" : ""})\n`,
  );
  if (o.qr === LOCAL_WEB_APP)
    ctx.complain(`the QR codes open the web app at ${LOCAL_WEB_APP} (npm run web, on this machine); for a book others read, give its address: --qr URL`);
  if (report.missing.length > 0)
    ctx.complain(
      `DejaVu Sans, the book's font, has no ${report.missing.length === 1 ? "character" : "characters"} ${report.missing.map((c) => JSON.stringify(c)).join(", ")} of the titles: they print as empty boxes`,
    );
  if (report.noQr.length > 0)
    ctx.complain(
      `${report.noQr.length === 1 ? `puzzle ${report.noQr[0]} has` : `puzzles ${report.noQr.join(", ")} have`} no QR code: the link is too long for a code that prints readably (modules of 0.4 mm) in its place; ${options.worksheet || options.perPage === 1 ? "a larger page makes" : "fewer puzzles a page or a larger page make"} room`,
    );
}
