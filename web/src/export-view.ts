/**
 * Export: the open puzzle downloaded in any format `strimko convert --to` writes (writePuzzles,
 * OUTPUT_FORMATS; a format that cannot hold the puzzle says why, in convert's words), the board as
 * SVG (the drawing `strimko render` writes: renderBoard, titled as render titles it) or as PNG (that
 * SVG drawn on a canvas in the page: no network, no server), and the program as a `.lp` file (the
 * text `strimko program` prints, in the ASP view's encoding), and a PDF of the puzzle and its
 * solution as `strimko book` prints it (pdf-export.ts, loaded when asked for: pdfkit and the fonts
 * are not in the page's first load), solved as Solve solves it (both engines: main.ts hands in
 * Solve's verdict, or runs them). File names come from the title, made safe (web/state/file-names.ts).
 */
import type { SolveVerdict } from "../../src/engines/verdict.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import { OUTPUT_FORMATS, writePuzzles, type OutputFormat } from "../../src/puzzle/formats/index.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { renderBoard } from "../../src/render/board.js";
import { exportTitle, fileName } from "../state/file-names.js";
import { el } from "./dom.js";
import { download } from "./download.js";
import { verdictWords } from "./solve-view.js";

/** Both engines' verdict on a puzzle, as Solve's (undefined: the run was stopped). */
export type SolvePuzzle = (puzzle: Puzzle, id: string) => Promise<SolveVerdict | undefined>;

/** The PDF's page sizes: A4 and US Letter (`strimko book --page`'s names). */
const PDF_PAGES = [
  ["a4", "A4"],
  ["letter", "Letter"],
] as const;
/** The level is printed when the native engine solved the puzzle within this (difficulty() runs on the page's thread). */
const GRADE_WITHIN_MS = 1000;

/** The PNG's pixels per SVG unit (as `strimko render -o x.png`, svgToPng's default scale). */
const PNG_SCALE = 2;

/** An SVG document drawn at `scale` into a PNG, in the page (a data: URL: the CSP's img-src allows it). */
async function svgToPngBlob(svg: string, scale: number): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = el("canvas");
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser cannot draw on a canvas");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((ok, fail) => canvas.toBlob((blob) => (blob ? ok(blob) : fail(new Error("the browser could not make the PNG"))), "image/png"));
}

export class ExportView {
  private puzzle: Puzzle | undefined;
  private id = "";
  private readonly format = el("select", { id: "export-format" }, ...OUTPUT_FORMATS.map((f) => el("option", { value: f }, f)));
  private readonly puzzleButton = el("button", { type: "button" }, "Download puzzle");
  private readonly svgButton = el("button", { type: "button" }, "Download SVG");
  private readonly pngButton = el("button", { type: "button" }, "Download PNG");
  private readonly programButton = el("button", { type: "button" }, "Download program (.lp)");
  private readonly pdfPage = el("select", { id: "export-page" }, ...PDF_PAGES.map(([value, name]) => el("option", { value }, name)));
  private readonly pdfMono = el("input", { type: "checkbox", id: "export-mono" });
  private readonly pdfButton = el("button", { type: "button" }, "Download PDF");
  private readonly pdfStatus = el("p", { role: "status", id: "export-pdf-status", "aria-live": "polite" });
  private readonly errors = el("div", { class: "errors", role: "alert", id: "export-errors" });
  /** Bumped as another puzzle opens: a PDF still being made of the last one is not downloaded. */
  private opened = 0;

  /** `encoding`: the encoding the ASP view shows (the program downloaded is the one seen there). */
  constructor(
    host: HTMLElement,
    private readonly encoding: () => string,
    /** Solves the puzzle for the PDF's solution page (main.ts: Solve's verdict when it has one). */
    private readonly solve: SolvePuzzle,
  ) {
    host.replaceChildren(
      el("label", { for: "export-format" }, "Puzzle format (as convert --to)"),
      el("div", { class: "actions" }, this.format, this.puzzleButton),
      el("p", { class: "hint-text" }, "The board as strimko render draws it:"),
      el("div", { class: "actions" }, this.svgButton, this.pngButton),
      el("p", { class: "hint-text" }, "The program as strimko program prints it, in the encoding chosen in the ASP view:"),
      el("div", { class: "actions" }, this.programButton),
      el("p", { class: "hint-text" }, "The puzzle on a page and its solution on the next, as strimko book prints them, with a QR code of its link:"),
      el(
        "div",
        { class: "actions step-controls" },
        el("span", { class: "step-jump" }, el("label", { for: "export-page", class: "inline" }, "Page"), this.pdfPage),
        el("span", { class: "step-jump" }, this.pdfMono, el("label", { for: "export-mono", class: "inline" }, "Black and white")),
      ),
      el("div", { class: "actions" }, this.pdfButton),
      this.pdfStatus,
      this.errors,
    );
    this.puzzleButton.addEventListener("click", () => this.attempt(() => this.puzzleFile()));
    this.svgButton.addEventListener("click", () => this.attempt(() => this.svgFile()));
    this.pngButton.addEventListener("click", () => this.attempt(() => this.pngFile()));
    this.programButton.addEventListener("click", () => this.attempt(() => this.programFile()));
    this.pdfButton.addEventListener("click", () => void this.pdfFile());
    this.open(undefined, "");
  }

  open(puzzle: Puzzle | undefined, id: string): void {
    this.puzzle = puzzle;
    this.id = id;
    this.opened++;
    this.errors.replaceChildren();
    this.pdfStatus.textContent = "";
    for (const b of [this.puzzleButton, this.svgButton, this.pngButton, this.programButton, this.pdfButton]) b.disabled = !puzzle;
  }

  private async attempt(make: () => Promise<[string, Blob]> | [string, Blob]): Promise<void> {
    this.errors.replaceChildren();
    if (!this.puzzle) return;
    try {
      const [name, blob] = await make();
      download(name, blob);
    } catch (e) {
      this.errors.replaceChildren(el("p", {}, e instanceof Error ? e.message : String(e)));
    }
  }

  private name(kind: Parameters<typeof fileName>[2]): string {
    return fileName(exportTitle(this.puzzle!, this.id), this.id, kind);
  }

  private puzzleFile(): [string, Blob] {
    const format = this.format.value as OutputFormat;
    const type = format === "json" ? "application/json" : "text/plain";
    return [this.name(format), new Blob([writePuzzles([this.puzzle!], format)], { type: `${type};charset=utf-8` })];
  }

  /** The SVG `strimko render FILE -o x.svg` writes. */
  private svg(): string {
    return renderBoard(this.puzzle!, { title: exportTitle(this.puzzle!, this.id) });
  }

  private svgFile(): [string, Blob] {
    return [this.name("svg"), new Blob([this.svg()], { type: "image/svg+xml;charset=utf-8" })];
  }

  private async pngFile(): Promise<[string, Blob]> {
    return [this.name("png"), await svgToPngBlob(this.svg(), PNG_SCALE)];
  }

  /** The PDF: the puzzle solved (Solve's verdict, or both engines run now), then drawn. A
   * disagreement of the engines makes none, as `strimko book` leaves such a puzzle out. */
  private async pdfFile(): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const opened = this.opened;
    const id = this.id;
    const name = this.name("pdf");
    const current = () => opened === this.opened;
    this.errors.replaceChildren();
    this.pdfButton.disabled = true;
    try {
      this.pdfStatus.textContent = "Solving…";
      const report = await this.solve(puzzle, id);
      if (!current()) return;
      if (!report) throw new Error("The solve was stopped; no PDF was made.");
      if (report.agree === false) throw new Error(`ENGINES DISAGREE: no PDF was made. ${report.disagreement ?? ""}`.trim());
      const words = verdictWords(report);
      const note = report.status === "solved" && report.unique ? undefined : report.unique === false ? `${words}: this is one of them` : words;
      this.pdfStatus.textContent = "Writing the PDF…";
      const { puzzlePdf } = await import("./pdf-export.js");
      const native = report.engines.native;
      const blob = await puzzlePdf({
        puzzle,
        title: exportTitle(puzzle, id),
        remake: puzzle.source ?? id,
        ...(report.solution ? { solution: report.solution } : {}),
        ...(note ? { note } : {}),
        page: this.pdfPage.value,
        mono: this.pdfMono.checked,
        qrBase: location.href.replace(/#.*$/, ""),
        grade: report.unique === true && native !== undefined && native.timeMs < GRADE_WITHIN_MS,
      });
      if (!current()) return;
      download(name, blob);
      this.pdfStatus.textContent = `PDF downloaded: ${words}.`;
    } catch (e) {
      if (!current()) return;
      this.pdfStatus.textContent = "";
      this.errors.replaceChildren(el("p", {}, e instanceof Error ? e.message : String(e)));
    } finally {
      if (current()) this.pdfButton.disabled = false;
    }
  }

  private programFile(): [string, Blob] {
    return [this.name("lp"), new Blob([renderProgram(this.puzzle!, { encoding: this.encoding(), label: this.id })], { type: "text/plain;charset=utf-8" })];
  }
}
