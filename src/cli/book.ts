/**
 * `strimko book` and `generate --book`: the book's puzzles solved (both engines, cross-checked) and
 * graded as they are read, and written into the PDF page by page (book/book.ts draws it). A puzzle
 * that cannot go in (unreadable, no solution, engines disagreeing) is said and left out; the book
 * has the others. The file is written whole or not at all (openOutput).
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
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
import { errorLine } from "../text/output.js";
import { guardBatch } from "./batch-exit.js";
import type { CommandContext } from "./context.js";
import { displayTitle, openOutput } from "./files.js";

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
    qr: f.qr === true ? LOCAL_WEB_APP : f.qr || undefined,
    worksheet: !!f.worksheet,
    solutions: f.solutions,
    timeoutMs,
  };
}

/** The page options read and checked before any puzzle is (a usage error costs nothing). */
export function bookOptions(o: BookCommandOptions): BookOptions {
  const page = parsePageSize(o.page);
  const margin = checkMargin(parseLength(o.margin, "--margin"), page, o.margin);
  checkFit(page, margin, o.worksheet ? 1 : o.perPage);
  if (o.qr !== undefined && !/^https?:\/\/[^\s#]+$/.test(o.qr))
    throw new UsageError(`--qr ${JSON.stringify(o.qr)} is not a web address; expected the web app's address, such as https://example.org/strimko/`);
  return { page, margin, perPage: o.perPage, title: o.title, mono: o.mono, qrBase: o.qr, worksheet: o.worksheet, solutions: o.solutions };
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
  ctx: CommandContext,
  exited: (code: ExitCodeValue) => void,
  id: string,
  puzzle: Puzzle,
  number: number,
  timeoutMs: number | undefined,
): Promise<BookItem | undefined> {
  const v = await solve(puzzle, { timeoutMs, label: id });
  const leftOut = (code: ExitCodeValue, why: string) => {
    exited(code);
    ctx.complain(errorLine(id, `${why}; left out of the book`));
    return undefined;
  };
  if (v.status === "error") return leftOut(ExitCode.disagree, `engines disagree: ${v.disagreement ?? "see strimko solve"}`);
  if (v.status === "unsatisfiable") return leftOut(ExitCode.noSolution, "no solution");
  let note: string | undefined;
  if (v.status === "timeout") {
    exited(ExitCode.timeout);
    note = v.solution ? "uniqueness not decided within the time limit" : "no solution found within the time limit";
    ctx.complain(errorLine(id, note));
  } else if (v.unique === false) {
    note = "one of several solutions";
    ctx.complain(errorLine(id, "the puzzle has several solutions; the book shows one of them"));
  }
  const d = difficulty(puzzle);
  return {
    number,
    puzzle,
    title: displayTitle(puzzle.title, id),
    ...(d.level ? { level: d.level } : {}),
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
  const file = await openOutput(o.output);
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true, info: { Title: o.title ?? "Puzzles", Creator: "strimko book" } });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => file.write(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const bar = io.errIsTTY
    ? new cliProgress.SingleBar(
        { stream: process.stderr, format: "book {bar} {value} puzzles", hideCursor: true, clearOnComplete: true, barsize: 30 },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(total ?? 0, 0);
  const done = guardBatch(bar, true);
  let number = 0;
  // The worst exit code of the puzzles left out: a book that gets none ends with it.
  let worst: ExitCodeValue = ExitCode.ok;
  const exited = (code: ExitCodeValue) => {
    worst = worstExit([worst, code]);
    ctx.exited(code);
  };
  async function* items(): AsyncGenerator<BookItem> {
    for await (const entry of entries) {
      if (entry.error) {
        exited(entry.error.exitCode);
        bar?.stop();
        ctx.complain(errorLine(entry.id, entry.error.message));
        continue;
      }
      const item = await bookItem(ctx, exited, entry.id, entry.puzzle, number + 1, o.timeoutMs);
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
    `${o.output}: ${report.puzzles} puzzle${report.puzzles === 1 ? "" : "s"} on ${report.pages} page${report.pages === 1 ? "" : "s"} (${options.page.name}, ${options.worksheet ? "each with its worksheet" : `${options.perPage} a page`}${options.solutions ? ", solutions at the back" : ""})\n`,
  );
  if (o.qr === LOCAL_WEB_APP)
    ctx.complain(`the QR codes open the web app at ${LOCAL_WEB_APP} (npm run web, on this machine); for a book others read, give its address: --qr URL`);
  if (report.missing.length > 0)
    ctx.complain(
      `DejaVu Sans, the book's font, has no ${report.missing.length === 1 ? "character" : "characters"} ${report.missing.map((c) => JSON.stringify(c)).join(", ")} of the titles: they print as empty boxes`,
    );
  if (report.noQr.length > 0)
    ctx.complain(
      `${report.noQr.length === 1 ? `puzzle ${report.noQr[0]} has` : `puzzles ${report.noQr.join(", ")} have`} no QR code: the link is too long for a code that prints readably (modules of 0.4 mm) in its place; fewer puzzles a page or a larger page make room`,
    );
}
