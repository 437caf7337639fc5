/**
 * Look inside the ASP path: the program clingo runs for the open puzzle (the text `strimko program`
 * prints, engines/asp/program.ts renderProgram, with the encoding chosen as `--encoding` chooses it),
 * clingo's answer sets and statistics from its last run (Solve's, or "Run clingo" here), and which
 * atom became which cell (engines/asp/decode.ts decodeAtom, the mapping decodeGrid applies): focusing or
 * pointing at an atom marks its cell on the board, which shows that answer set's grid.
 *
 * clingo runs in its worker (clingo-runner.ts); rendering the program is quick and runs here.
 */
import { decodeAtom } from "../../src/engines/asp/decode.js";
import { DEFAULT_ENCODING, ENCODINGS } from "../../src/engines/asp/encodings.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import type { RunResult } from "../../src/engines/asp/clingo.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import type { BoardView } from "./board-view.js";
import { setMarks } from "./board-marks.js";
import type { WebClingo } from "./clingo-runner.js";
import { el } from "./dom.js";
import { statLines } from "../state/stat-words.js";

/** Answer sets asked for by "Run clingo": as Solve asks (two tell a unique solution from several). */
const MODELS = 2;

/** One atom of an answer set, and the cell it became. */
interface DecodedAtom {
  atom: string;
  cell: [number, number] | null;
  value: number | null;
  /** Why it became no cell (decodeAtom's message). */
  error?: string;
}

/** The atoms of an answer set with their cells, in clingo's order. Pure; exported for tests. */
export function decodeAtoms(atoms: readonly string[], n: number): DecodedAtom[] {
  return atoms.map((atom) => {
    try {
      const { cell, value } = decodeAtom(atom, n);
      return { atom, cell, value };
    } catch (e) {
      return { atom, cell: null, value: null, error: e instanceof Error ? e.message : String(e) };
    }
  });
}

export class AspView {
  private puzzle: Puzzle | undefined;
  private id = "";
  /** Bumped on each open: a run asked for before it is not this puzzle's. */
  private generation = 0;
  private grids: Grid[] = [];
  private shownSet = -1;

  private readonly encoding = el(
    "select",
    { id: "asp-encoding" },
    ...ENCODINGS.map((e) => el("option", { value: e.name, selected: e.name === DEFAULT_ENCODING }, `${e.name} — ${e.summary}`)),
  );
  private readonly runButton = el("button", { type: "button" }, "Run clingo");
  private readonly program = el("pre", { class: "asp-program", id: "asp-program", tabindex: "0", "aria-label": "The program" });
  private readonly status = el("p", { class: "asp-status", role: "status" });
  private readonly run = el("div", { class: "asp-run", id: "asp-run" });

  constructor(
    host: HTMLElement,
    private readonly clingo: WebClingo,
    private readonly board: BoardView,
    private readonly boardHost: HTMLElement,
  ) {
    host.replaceChildren(
      el("label", { for: "asp-encoding" }, "Encoding (as --encoding)"),
      this.encoding,
      el("div", { class: "actions" }, this.runButton),
      this.status,
      el("h3", {}, "Last run: answer sets and statistics"),
      this.run,
      el("h3", {}, "The program (as strimko program prints it)"),
      this.program,
    );
    this.encoding.addEventListener("change", () => this.render());
    this.runButton.addEventListener("click", () => this.runHere());
    clingo.watch((program, result) => void this.heard(program, result));
    // The tab left: the atom's mark goes (the board keeps the answer set it shows, a solution).
    new MutationObserver(() => host.hidden && setMarks(boardHost, [])).observe(host, { attributes: true, attributeFilter: ["hidden"] });
    this.open(undefined, "");
  }

  /** The encoding chosen (also the Export view's for the program it writes). */
  get encodingName(): string {
    return this.encoding.value;
  }

  open(puzzle: Puzzle | undefined, id: string): void {
    this.generation++;
    this.puzzle = puzzle;
    this.id = id;
    this.grids = [];
    this.runButton.disabled = !puzzle;
    this.status.textContent = "";
    this.run.replaceChildren(el("p", {}, puzzle ? "clingo has not run on this puzzle yet: press Solve, or Run clingo." : "Open a puzzle to see its program."));
    this.render();
  }

  /** The program text for the open puzzle and the chosen encoding, exactly as `strimko program --encoding` prints it. */
  programText(): string | undefined {
    return this.puzzle ? renderProgram(this.puzzle, { encoding: this.encoding.value, label: this.id }) : undefined;
  }

  private render(): void {
    this.program.textContent = this.programText() ?? "";
  }

  private runHere(): void {
    const program = this.programText();
    if (program === undefined) return;
    this.runButton.disabled = true;
    this.status.textContent = "clingo is running…";
    const done = () => {
      this.runButton.disabled = !this.puzzle;
      this.status.textContent = "";
    };
    this.clingo.run(program, { models: MODELS, stats: true }).then(done, done);
  }

  private async heard(program: string, running: Promise<RunResult>): Promise<void> {
    const generation = this.generation;
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const encoding = /encoding "([^"]*)"/.exec(program)?.[1] ?? "?";
    let result: RunResult;
    try {
      result = await running;
    } catch (e) {
      if (generation === this.generation) this.run.replaceChildren(el("p", { class: "errors" }, `clingo: ${e instanceof Error ? e.message : String(e)}`));
      return;
    }
    if (generation !== this.generation) return;
    this.show(puzzle, encoding, result);
  }

  private show(puzzle: Puzzle, encoding: string, r: RunResult): void {
    const n = puzzle.size;
    const sets = r.models.map((atoms) => decodeAtoms(atoms, n));
    this.grids = sets.map((set) => {
      const grid: Grid = puzzle.givens.map((row) => row.slice());
      for (const a of set) if (a.cell && a.value) grid[a.cell[0] - 1][a.cell[1] - 1] = a.value;
      return grid;
    });
    this.shownSet = -1;
    const outcome = r.outcome === "timeout" ? "stopped" : r.outcome.toLowerCase();
    const count = `${r.count} answer set${r.count === 1 ? "" : "s"}${r.more ? " (clingo stopped there: more may exist)" : ""}`;
    const stats = statLines({ ...(r.stats ?? {}), clingoMs: r.clingoMs, wallMs: r.wallMs }).map((line) => el("li", {}, line));
    this.run.replaceChildren(
      el("p", { class: "asp-summary" }, `encoding ${encoding}: ${outcome}, ${count}`),
      el("ul", { class: "asp-stats", "aria-label": "clingo's statistics" }, ...stats),
      ...r.warnings.map((w) => el("p", { class: "errors" }, w)),
      ...sets.map((set, i) => this.table(set, i)),
    );
    // The board is left as it is (Solve decides what it shows, e.g. nothing when the engines
    // disagree); an atom pointed at shows its answer set there.
  }

  /** An answer set as a table, atom → cell → value; its rows take the arrows (one in the Tab order). */
  private table(set: DecodedAtom[], index: number): HTMLElement {
    const rows = set.map((a, k) => {
      const row = el(
        "tr",
        { tabindex: k === 0 ? "0" : "-1", "data-atom": a.atom, ...(a.cell ? { "data-cell": `${a.cell[0]},${a.cell[1]}` } : {}) },
        el("td", { class: "atom" }, a.atom),
        el("td", {}, a.cell ? `(${a.cell[0]},${a.cell[1]})` : (a.error ?? "")),
        el("td", {}, a.value !== null ? String(a.value) : ""),
      );
      const point = () => this.point(index, a);
      row.addEventListener("focus", point);
      row.addEventListener("mouseenter", point);
      return row;
    });
    const body = el("tbody", {}, ...rows);
    body.addEventListener("keydown", (e) => {
      const at = rows.indexOf(e.target as HTMLTableRowElement);
      const to = e.key === "ArrowDown" ? at + 1 : e.key === "ArrowUp" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? rows.length - 1 : -1;
      if (at < 0 || to < 0 || to >= rows.length) return;
      e.preventDefault();
      rows[at].tabIndex = -1;
      rows[to].tabIndex = 0;
      rows[to].focus();
    });
    return el(
      "table",
      { class: "asp-atoms", "data-set": String(index + 1) },
      el("caption", {}, `Answer set ${index + 1}: ${set.length} atoms`),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "atom"), el("th", { scope: "col" }, "cell"), el("th", { scope: "col" }, "value"))),
      body,
    );
  }

  private showSet(index: number): void {
    if (!this.puzzle || this.shownSet === index) return;
    this.board.show(this.puzzle, this.grids[index]);
    this.shownSet = index;
  }

  /** An atom pointed at: its answer set on the board, its cell marked. */
  private point(index: number, a: DecodedAtom): void {
    this.showSet(index);
    setMarks(this.boardHost, a.cell ? [[a.cell, "mark-atom"]] : []);
  }
}
