/**
 * Export: the open puzzle downloaded in any format `strimko convert --to` writes (writePuzzles,
 * OUTPUT_FORMATS; a format that cannot hold the puzzle says why, in convert's words), the board as
 * SVG (the drawing `strimko render` writes: renderBoard, titled as render titles it) or as PNG (that
 * SVG drawn on a canvas in the page: no network, no server), and the program as a `.lp` file (the
 * text `strimko program` prints, in the ASP view's encoding). File names come from the title,
 * made safe (web/state/file-names.ts).
 */
import { renderProgram } from "../../src/engines/asp/program.js";
import { OUTPUT_FORMATS, writePuzzles, type OutputFormat } from "../../src/puzzle/formats/index.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { renderBoard } from "../../src/render/board.js";
import { exportTitle, fileName } from "../state/file-names.js";
import { el } from "./dom.js";
import { download } from "./download.js";

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
  private readonly errors = el("div", { class: "errors", role: "alert", id: "export-errors" });

  /** `encoding`: the encoding the ASP view shows (the program downloaded is the one seen there). */
  constructor(
    host: HTMLElement,
    private readonly encoding: () => string,
  ) {
    host.replaceChildren(
      el("label", { for: "export-format" }, "Puzzle format (as convert --to)"),
      el("div", { class: "actions" }, this.format, this.puzzleButton),
      el("p", { class: "hint-text" }, "The board as strimko render draws it:"),
      el("div", { class: "actions" }, this.svgButton, this.pngButton),
      el("p", { class: "hint-text" }, "The program as strimko program prints it, in the encoding chosen in the ASP view:"),
      el("div", { class: "actions" }, this.programButton),
      this.errors,
    );
    this.puzzleButton.addEventListener("click", () => this.attempt(() => this.puzzleFile()));
    this.svgButton.addEventListener("click", () => this.attempt(() => this.svgFile()));
    this.pngButton.addEventListener("click", () => this.attempt(() => this.pngFile()));
    this.programButton.addEventListener("click", () => this.attempt(() => this.programFile()));
    this.open(undefined, "");
  }

  open(puzzle: Puzzle | undefined, id: string): void {
    this.puzzle = puzzle;
    this.id = id;
    this.errors.replaceChildren();
    for (const b of [this.puzzleButton, this.svgButton, this.pngButton, this.programButton]) b.disabled = !puzzle;
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

  private programFile(): [string, Blob] {
    return [this.name("lp"), new Blob([renderProgram(this.puzzle!, { encoding: this.encoding(), label: this.id })], { type: "text/plain;charset=utf-8" })];
  }
}
