/**
 * The board: the picture `strimko render` draws (render/board.ts: circles joined by coloured chains
 * for Strimko, grids for Sudoku and jigsaw), with an ARIA grid laid over it, one gridcell per cell
 * whose text is the cell's value (empty when unknown). The picture is for the eye (aria-hidden);
 * the grid is what assistive technology reads and the keyboard moves in (arrows, Home, End; one
 * cell in the Tab order). Its text is transparent: the picture shows the digits.
 *
 * The SVG is parsed as XML (DOMParser), which runs nothing; its text was escaped by the template
 * already, and the puzzle's title is not put in it (the page shows the title as text).
 */
import { boardModel, renderSvg } from "../../src/render/board.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { el } from "./dom.js";

/** From this size on, a board's cells in the middle column of a 1280 px page were under 30 px. */
const LARGE = 12;

export class BoardView {
  private cells: HTMLElement[][] = [];
  private focus: [number, number] = [0, 0];

  constructor(private readonly host: HTMLElement) {}

  /** Draws a puzzle, with a full grid (a solution) when given; `labels`: the rows, columns and
   * streams numbered (Step through, whose words name them). */
  show(puzzle: Puzzle, solution?: Grid | null, labels = false): void {
    const model = boardModel(puzzle, { title: "", ...(solution ? { solution } : {}), labels });
    const doc = new DOMParser().parseFromString(renderSvg(model), "image/svg+xml");
    const svg = doc.documentElement;
    if (svg.nodeName !== "svg" || doc.getElementsByTagName("parsererror").length > 0) throw new Error("internal: the board's SVG does not parse");
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");

    const n = puzzle.size;
    const grid = el("div", {
      role: "grid",
      class: "board-grid",
      "aria-label": `Board, ${n} by ${n}`,
      "aria-readonly": "true",
      "aria-rowcount": String(n),
      "aria-colcount": String(n),
    });
    this.cells = [];
    const pct = (v: number, of: number) => `${(100 * v) / of}%`;
    // Each row lays its cells out in columns as wide as the picture's (style.css .board-row): one
    // declaration for the board, not a position per cell (4,096 at 64×64, each styled at every
    // drawing of Design's board). The picture's cells are evenly spaced from its margin. Chromium
    // rounds each column down to 1/64 px, so a cell lies up to n/64 px off its drawn one (0.73 px
    // at the end of a 64×64's row on a phone; test/web/board-overlay.test.ts).
    grid.style.setProperty("--board-columns", `${pct(model.cells[0].x - model.pitch / 2, model.width)} repeat(${n}, ${pct(model.pitch, model.width)})`);
    for (let r = 0; r < n; r++) {
      const first = model.cells[r * n];
      const row = el("div", { role: "row", class: "board-row", "aria-rowindex": String(r + 1) });
      row.style.top = pct(first.y - model.pitch / 2, model.height);
      row.style.height = pct(model.pitch, model.height);
      const cellsOfRow: HTMLElement[] = [];
      for (let c = 0; c < n; c++) {
        const value = (solution ?? puzzle.givens)[r][c];
        const given = puzzle.givens[r][c] !== 0;
        const cell = el(
          "div",
          { role: "gridcell", class: given ? "cell given" : "cell", tabindex: "-1", "aria-colindex": String(c + 1), "data-cell": `${r + 1},${c + 1}` },
          value ? String(value) : "",
        );
        row.append(cell);
        cellsOfRow.push(cell);
      }
      grid.append(row);
      this.cells.push(cellsOfRow);
    }
    grid.addEventListener("keydown", (e) => this.key(e, n));
    // One listener for the grid, not two per cell (8192 at 64×64, a part of Design's redraw).
    grid.addEventListener("focusin", (e) => {
      const at = this.cellAt(e.target);
      if (at) this.focus = at;
    });
    grid.addEventListener("click", (e) => {
      const at = this.cellAt(e.target);
      if (at) this.cells[at[0]][at[1]].focus();
    });
    const [fr, fc] = this.focus[0] < n && this.focus[1] < n ? this.focus : [0, 0];
    this.focus = [fr, fc];
    this.cells[fr][fc].tabIndex = 0;

    // A large board (16×16, 25×25) takes more of a wide page (style.css: main:has(.board-large)).
    const frame = el("div", { class: `board-frame board-${model.style}${n >= LARGE ? " board-large" : ""}` }, svg, grid);
    frame.style.aspectRatio = `${model.width} / ${model.height}`;
    frame.style.setProperty("--board-aspect", String(model.width / model.height));
    this.host.replaceChildren(frame);
  }

  /** The 0-based row and column of the gridcell an event came from. */
  private cellAt(target: EventTarget | null): [number, number] | undefined {
    const cell = target instanceof Element ? target.closest<HTMLElement>("[role=gridcell]") : null;
    const m = cell?.dataset.cell?.match(/^(\d+),(\d+)$/);
    return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : undefined;
  }

  /** The values the grid shows, row by row ("" when unknown): what a reader hears. */
  values(): string[][] {
    return this.cells.map((row) => row.map((cell) => cell.textContent ?? ""));
  }

  private key(e: KeyboardEvent, n: number): void {
    const [r, c] = this.focus;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Home: e.ctrlKey ? [0, 0] : [r, 0],
      End: e.ctrlKey ? [n - 1, n - 1] : [r, n - 1],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    const [tr, tc] = [Math.min(n - 1, Math.max(0, to[0])), Math.min(n - 1, Math.max(0, to[1]))];
    this.cells[r][c].tabIndex = -1;
    this.cells[tr][tc].tabIndex = 0;
    this.cells[tr][tc].focus();
  }
}
