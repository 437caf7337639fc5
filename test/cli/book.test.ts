/**
 * `strimko book` and `generate --book` (issue 29): the PDFs opened with real tools, Debian's
 * poppler-utils (pdfinfo: pages and size; pdftotext: the words; pdffonts: embedded fonts; pdftoppm:
 * the pages as pictures), the QR codes read back by a decoder from npm (jsQR) into links that open
 * the same puzzle, and the boards compared with render's own SVG drawn by resvg.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQRModule from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePuzzle, parsePuzzles } from "../../src/puzzle/formats/index.js";
import { fragmentText } from "../../src/puzzle/share-link.js";
import { PALETTE, renderBoard } from "../../src/render/board.js";
import { svgToPng } from "../../src/render/png.js";
import { CLI, strimko } from "./run.js";

// jsQR is CommonJS with an ES-style default in its types: under Node's rules the default import is
// the module itself, whose `default` is the function.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

const poppler = spawnSync("pdfinfo", ["-v"]).error === undefined;
const skipReason = poppler ? false : "poppler-utils (pdfinfo, pdftotext, pdftoppm) is not installed: apt-get install poppler-utils";

const tool = (name: string, args: string[]) => execFileSync(name, args, { encoding: "utf8", maxBuffer: 1 << 26 });
const pages = (pdf: string) => Number(/^Pages:\s+(\d+)/m.exec(tool("pdfinfo", [pdf]))![1]);
const pageSize = (pdf: string) =>
  /^Page size:\s+([\d.]+) x ([\d.]+) pts/m
    .exec(tool("pdfinfo", [pdf]))!
    .slice(1, 3)
    .map(Number);
/** pdftotext's words, spaces and line breaks made single spaces (a long line may wrap). */
const words = (pdf: string) => tool("pdftotext", [pdf, "-"]).replace(/\s+/g, " ");

/** Page k of a PDF as an RGBA picture at `dpi`. */
function pagePicture(pdf: string, k: number, dpi: number): PNG {
  const png = execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-f", String(k), "-l", String(k), pdf], { maxBuffer: 1 << 28 });
  return PNG.sync.read(png);
}

/** How many pixels are near each palette colour (a stream's). */
function paletteCounts(img: PNG): number[] {
  const rgb = PALETTE.map((c) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)));
  const counts = PALETTE.map(() => 0);
  for (let p = 0; p < img.data.length; p += 4) {
    const [r, g, b] = [img.data[p], img.data[p + 1], img.data[p + 2]];
    rgb.forEach(([R, G, B], k) => {
      if (Math.abs(r - R) + Math.abs(g - G) + Math.abs(b - B) < 24) counts[k]++;
    });
  }
  return counts;
}

/** The pixels with a colour (red, green and blue not nearly equal). */
function colouredPixels(img: PNG): number {
  let n = 0;
  for (let p = 0; p < img.data.length; p += 4) {
    const [r, g, b] = [img.data[p], img.data[p + 1], img.data[p + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 12) n++;
  }
  return n;
}

const FILES = ["puzzles/strimko/hakank-068.txt", "puzzles/strimko/dlthompson-4_1.txt"];

describe.skipIf(skipReason)("strimko book", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "strimko-book-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes every puzzle, titled, numbered, graded and with what remakes it, the solutions at the back; a bad puzzle is said and left out", async () => {
    const made = await strimko(["generate", "--count", "3", "--seed", "book-test"]);
    expect(made.code).toBe(0);
    const generated = join(dir, "generated.txt");
    writeFileSync(generated, made.stdout);
    // A puzzle with a bad character between good ones: said with its place, the book has the others.
    const broken = join(dir, "broken.txt");
    writeFileSync(broken, "streams:\n a a\n b b\ngivens:\n 1 x\n . .\n");
    // A Sudoku line: no title, so its file's name stands for it.
    const sudoku = join(dir, "easy.sdk");
    writeFileSync(
      sudoku,
      `${readFileSync("puzzles/sudoku/norvig_easy50.txt", "utf8")
        .split("\n")
        .find((l) => /^[0-9.]{81}$/.test(l.trim()))}\n`,
    );
    const pdf = join(dir, "book.pdf");
    const r = await strimko(["book", generated, broken, ...FILES, sudoku, "-o", pdf, "--title", "Puzzles for Monday", "--per-page", "2"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:5:4: `, "m"));
    expect(r.stderr).toContain(`${pdf}: 6 puzzles on`);
    // A title page, 6 puzzles 2 a page, then 6 solutions 6 a page (2 x 3).
    expect(pages(pdf)).toBe(1 + 3 + 1);
    const [w, h] = pageSize(pdf);
    expect(w).toBeCloseTo(595.28, 1);
    expect(h).toBeCloseTo(841.89, 1);
    const text = words(pdf);
    expect(text).toContain("Puzzles for Monday");
    // The title page has no number; the first page of puzzles is page 2.
    expect(tool("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).trim()).toBe("Puzzles for Monday");
    expect(text).toContain("Solutions");
    const puzzles = parsePuzzles(generated, made.stdout).map((e) => e.puzzle!);
    for (const [k, p] of puzzles.entries()) {
      expect(text).toContain(`No. ${k + 1} ${p.title}`);
      // The generator's line that remakes it, seed and all.
      expect(text).toContain(p.source!.slice(0, 60));
    }
    for (const f of FILES) expect(text).toContain(parsePuzzle(f, readFileSync(f, "utf8")).title);
    expect(text).toContain("easy.sdk");
    expect(text).toMatch(/Level: (easy|medium|hard|search|[a-z]+)/);
    expect(text).toContain("No. 6");
    // Text is text, in embedded fonts.
    const fonts = tool("pdffonts", [pdf]);
    expect(fonts).toMatch(/DejaVuSans\s.*\byes\s+yes\b/);
    expect(fonts).not.toMatch(/\bno\s+(yes|no)\s+(yes|no)\s+\d+/);
  }, 180_000);

  it("draws the board as render draws it: the same stream colours; --mono has no colour at all", async () => {
    const file = "puzzles/strimko/hakank-068.txt";
    const puzzle = parsePuzzle(file, readFileSync(file, "utf8"));
    const colour = join(dir, "colour.pdf");
    const mono = join(dir, "mono.pdf");
    expect((await strimko(["book", file, "-o", colour, "--no-solutions"])).code).toBe(0);
    expect((await strimko(["book", file, "-o", mono, "--mono"])).code).toBe(0);
    const svgCounts = paletteCounts(PNG.sync.read(svgToPng(renderBoard(puzzle), 1)));
    const pdfCounts = paletteCounts(pagePicture(colour, 1, 72));
    // The colours render uses are the colours of the page, and no others of the palette.
    const used = (counts: number[]) => counts.map((c) => c > 40);
    expect(svgCounts.filter((c) => c > 40).length).toBeGreaterThan(2);
    expect(used(pdfCounts)).toEqual(used(svgCounts));
    expect(colouredPixels(pagePicture(colour, 1, 50))).toBeGreaterThan(1000);
    expect(pages(mono)).toBe(2);
    for (const k of [1, 2]) expect(colouredPixels(pagePicture(mono, k, 50))).toBe(0);
  }, 120_000);

  it("--qr: each puzzle's code reads back as a link to the web app that opens the same puzzle", async () => {
    const file = "puzzles/strimko/dlthompson-4_1.txt";
    const puzzle = parsePuzzle(file, readFileSync(file, "utf8"));
    const pdf = join(dir, "qr.pdf");
    const base = "https://example.org/strimko/";
    const r = await strimko(["book", file, "-o", pdf, "--qr", base, "--page", "letter"]);
    expect(r.code).toBe(0);
    expect(pageSize(pdf)).toEqual([612, 792]);
    const img = pagePicture(pdf, 1, 150);
    const code = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
    expect(code).not.toBeNull();
    const link = code!.data;
    expect(link.startsWith(`${base}#puzzle=`)).toBe(true);
    const text = fragmentText(link.slice(base.length));
    expect(typeof text).toBe("string");
    const opened = parsePuzzle("link", text as string);
    expect({ size: opened.size, streams: opened.streams, givens: opened.givens }).toEqual({
      size: puzzle.size,
      streams: puzzle.streams,
      givens: puzzle.givens,
    });
    expect((await strimko(["book", file, "-o", pdf, "--qr", "javascript:alert(1)"])).stderr).toMatch(/--qr .* is not a web address/);
    // A title the font cannot draw is said.
    const cjk = await strimko(["book", file, "-o", pdf, "--title", "数独 puzzles"]);
    expect(cjk.code).toBe(0);
    expect(cjk.stderr).toContain('has no characters "数", "独" of the titles: they print as empty boxes');
    // Without an address, the codes open the local web app, and the user is told so.
    const local = await strimko(["book", file, "-o", pdf, "--qr"]);
    expect(local.code).toBe(0);
    expect(local.stderr).toContain("the QR codes open the web app at http://127.0.0.1:4173/");
  }, 120_000);

  it("--worksheet: the puzzle's disjunctions, every one, after it", async () => {
    const file = "puzzles/strimko/dlthompson-4_1.txt";
    const pdf = join(dir, "worksheet.pdf");
    expect((await strimko(["book", file, "-o", pdf, "--worksheet", "--no-solutions"])).code).toBe(0);
    const text = words(pdf);
    // 4n² = 64 disjunctions for a 4x4 split into 4 streams.
    expect(text).toContain("64. stream");
    expect(text).not.toContain("65.");
    expect(text).toContain("c(1,1,1) ∨ c(1,1,2) ∨ c(1,1,3) ∨ c(1,1,4)");
    expect(text).toContain("No. 1: the knowledge base");
  }, 60_000);

  it("generate --book writes the book of the puzzles it makes; a trim size; bad page options are one line", async () => {
    const pdf = join(dir, "generated.pdf");
    const r = await strimko(["generate", "--count", "2", "--seed", "trim", "--book", pdf, "--page", "6x9in", "--per-page", "4"]);
    expect(r.code).toBe(0);
    const puzzles = parsePuzzles("out", r.stdout).map((e) => e.puzzle!);
    expect(puzzles).toHaveLength(2);
    expect(pageSize(pdf)).toEqual([432, 648]);
    expect(pages(pdf)).toBe(2);
    const text = words(pdf);
    // Titles wrap to two lines in a small slot, whole.
    for (const p of puzzles) expect(text).toContain(p.title);
    for (const [args, message] of [
      [["--page", "b7"], /--page "b7" is not a page size; expected one of a4/],
      [["--margin", "12"], /--margin "12" is not a length/],
      [["--margin", "5in"], /--margin 5in leaves too little/],
      [["--per-page", "3"], /expected one of 1, 2, 4, 6/],
      [["--title", "A\u001b[2J title"], /--title .* holds a control character/],
      [["--title", " "], /--title " " is empty/],
      [["--qr", ""], /--qr "" is not a web address/],
      [["--qr", 'https://example.org/"><script>'], /is not a web address/],
      [["--page", "11x3in", "--per-page", "6"], /6 a page on a 11x3in page with these margins leaves \d+ x \d+ mm a puzzle; expected at least 38 x 38 mm/],
    ] as const) {
      const bad = await strimko(["book", "puzzles/strimko/hakank-068.txt", "-o", join(dir, "bad.pdf"), ...args]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(message);
      expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    }
    // An output that is an input under another name (a symbolic link), or generate's other output.
    const source = join(dir, "source.txt");
    writeFileSync(source, readFileSync("puzzles/strimko/hakank-068.txt"));
    symlinkSync(source, join(dir, "link.txt"));
    const clash = await strimko(["book", source, "-o", join(dir, "link.txt")]);
    expect(clash.stderr).toMatch(/cannot write .*link\.txt: it is also an input/);
    expect(readFileSync(source, "utf8")).toBe(readFileSync("puzzles/strimko/hakank-068.txt", "utf8"));
    const both = await strimko(["generate", "-o", join(dir, "g.txt"), "--book", join(dir, "g.txt")]);
    expect(both.stderr).toMatch(/cannot write .*g\.txt: it is also an input or another output/);
    // Nothing to put in the book: not written, and the exit code is the puzzles' (1: no solution).
    const none = await strimko(["book", "puzzles/unsat/", "-o", join(dir, "none.pdf")]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("no puzzle could go in the book");
    expect(existsSync(join(dir, "none.pdf"))).toBe(false);
  }, 120_000);

  it("Ctrl-C while a book is being written: exit 130 at the next puzzle, no book, no temporary file left", async () => {
    const out = mkdtempSync(join(dir, "interrupted-"));
    const pdf = join(out, "top95.pdf");
    const child = spawn(process.execPath, [CLI, "book", "puzzles/sudoku/norvig_top95.txt", "-o", pdf], { stdio: "ignore" });
    const closed = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    // Once the book's temporary file is there, the book is being written (its handler is in place).
    for (let k = 0; k < 600 && !readdirSync(out).some((f) => f.endsWith(".tmp")); k++) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(out).some((f) => f.endsWith(".tmp"))).toBe(true);
    child.kill("SIGINT");
    expect(await closed).toBe(130);
    expect(readdirSync(out)).toEqual([]);
  }, 120_000);
});
