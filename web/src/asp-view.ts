/**
 * The ASP workbench (issue 27): the program clingo runs for the open puzzle (the text `strimko program`
 * prints, engines/asp/program.ts renderProgram, with the encoding chosen as `--encoding` chooses it)
 * in an editor (asp-editor.ts, CodeMirror, loaded with the tab), to edit and run with clingo-wasm in
 * its worker: the number of models (0 = all, up to a cap), `--enum-mode` (brave and cautious
 * consequences drawn as candidates on the board), `--stats`; Stop, Reset to the generated program,
 * Copy, Download. clingo's complaints are shown at their line and column in the editor. Each answer
 * set that is a grid is drawn on the board, one at a time, checked by the independent verifier
 * against the puzzle's rules (what it breaks said), its atoms in cell order (web/state/asp-words.ts);
 * focusing or pointing at an atom marks its cell. Solve's clingo runs show here too.
 */
import { decodeAtom } from "../../src/engines/asp/decode.js";
import { DEFAULT_ENCODING, ENCODINGS } from "../../src/engines/asp/encodings.js";
import { renderProgram } from "../../src/engines/asp/program.js";
import type { UserRules } from "../../src/engines/asp/rules.js";
import type { RunResult } from "../../src/engines/asp/clingo.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import type { BoardView } from "./board-view.js";
import { setMarks } from "./board-marks.js";
import type { WebClingo } from "./clingo-runner.js";
import { el } from "./dom.js";
import { statLines } from "../state/stat-words.js";
import {
  candidatesOf,
  type ClingoMessage,
  clingoMessages,
  ENUM_MODES,
  type EnumMode,
  MODEL_CAP,
  OPT_MODES,
  type OptMode,
  optimizes,
  readAnswer,
  runOptions,
} from "../state/asp-words.js";
import type { AspEditor } from "./asp-editor.js";
import { showPencil } from "./board-marks.js";
import { download } from "./download.js";
import { exportTitle, fileBase } from "../state/file-names.js";

/** Answer sets asked for by "Run clingo" at first: as Solve asks (two tell a unique solution from several). */
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
  /** The editor, once the tab has been shown (its code loads then); the text waits here till then. */
  private editor: AspEditor | undefined;
  private loading: Promise<void> | undefined;
  private pending = "";
  /** The --enum-mode of the run this view is about to start (the watcher hears it as it starts). */
  private nextMode: EnumMode = "auto";
  /** The board shows candidates from brave or cautious consequences. */
  private drewCandidates = false;
  /** The first answer set that run shows (a later page of "0 = all" past the cap), and whether it was capped. */
  private nextFirst = 0;
  private nextCapped = false;

  private readonly encoding = el(
    "select",
    { id: "asp-encoding" },
    ...ENCODINGS.map((e) => el("option", { value: e.name, selected: e.name === DEFAULT_ENCODING }, `${e.name} — ${e.summary}`)),
  );
  private readonly runButton = el("button", { type: "button" }, "Run clingo");
  private readonly stopButton = el("button", { type: "button", disabled: "" }, "Stop");
  private readonly resetButton = el("button", { type: "button" }, "Reset");
  private readonly copyButton = el("button", { type: "button" }, "Copy");
  private readonly downloadButton = el("button", { type: "button" }, "Download");
  private readonly linkButton = el("button", { type: "button" }, "Link to this program");
  private readonly wideButton = el("button", { type: "button", "aria-pressed": "false" }, "Wide view");
  private readonly models = el("input", { type: "number", id: "asp-models", min: "0", value: String(MODELS), inputmode: "numeric" });
  private readonly enumMode = el("select", { id: "asp-enum" }, ...ENUM_MODES.map((m) => el("option", { value: m }, m)));
  private readonly optMode = el("select", { id: "asp-opt" }, ...OPT_MODES.map((m) => el("option", { value: m }, m)));
  private readonly stats = el("input", { type: "checkbox", id: "asp-stats", checked: "" });
  private readonly project = el("input", { type: "checkbox", id: "asp-project", checked: "" });
  private readonly editorHost = el("div", { class: "asp-editor", id: "asp-program" });
  private readonly messages = el("ul", { class: "asp-messages", "aria-label": "clingo's messages" });
  private readonly status = el("p", { class: "asp-status", role: "status" });
  private readonly run = el("div", { class: "asp-run", id: "asp-run" });

  constructor(
    host: HTMLElement,
    private readonly clingo: WebClingo,
    private readonly board: BoardView,
    private readonly boardHost: HTMLElement,
    /** Puts the edited program into the page's share link (main.ts). */
    private readonly share: (program: string) => void = () => undefined,
  ) {
    host.replaceChildren(
      el("label", { for: "asp-encoding" }, "Encoding (as --encoding)"),
      this.encoding,
      el("div", { class: "actions" }, this.wideButton),
      el("h3", {}, "The program (as strimko program prints it; edit it and run it)"),
      this.editorHost,
      this.messages,
      el(
        "div",
        { class: "actions step-controls asp-options" },
        el("span", { class: "step-jump" }, el("label", { for: "asp-models", class: "inline" }, "Models (0 = all)"), this.models),
        el("span", { class: "step-jump" }, el("label", { for: "asp-enum", class: "inline" }, "--enum-mode"), this.enumMode),
        el(
          "span",
          { class: "step-jump" },
          el("label", { for: "asp-opt", class: "inline", title: "for a program with #minimize, #maximize or :~" }, "--opt-mode"),
          this.optMode,
        ),
        el("span", { class: "step-jump" }, this.stats, el("label", { for: "asp-stats", class: "inline" }, "--stats")),
        el("span", { class: "step-jump" }, this.project, el("label", { for: "asp-project", class: "inline" }, "--project (a grid once)")),
      ),
      el("div", { class: "actions" }, this.runButton, this.stopButton, this.resetButton, this.copyButton, this.downloadButton, this.linkButton),
      this.status,
      el("h3", {}, "Last run: answer sets and statistics"),
      this.run,
    );
    this.encoding.addEventListener("change", () => this.render());
    this.runButton.addEventListener("click", () => this.runHere());
    this.stopButton.addEventListener("click", () => this.clingo.stop());
    this.resetButton.addEventListener("click", () => this.render());
    this.copyButton.addEventListener("click", () => void this.copy());
    this.downloadButton.addEventListener("click", () => {
      if (!this.puzzle) return;
      download(`${fileBase(exportTitle(this.puzzle, this.id), this.id)}.lp`, new Blob([this.text()], { type: "text/plain" }));
    });
    this.linkButton.addEventListener("click", () => this.share(this.text()));
    this.wideButton.addEventListener("click", () => {
      const wide = !document.body.classList.contains("asp-wide");
      document.body.classList.toggle("asp-wide", wide);
      this.wideButton.setAttribute("aria-pressed", String(wide));
    });
    clingo.watch((program, result) => void this.heard(program, result));
    // The tab shown: the editor (its code loads the first time); left: the atom's mark goes (the
    // board keeps the answer set it shows, a solution), and the wide view ends.
    new MutationObserver(() => {
      if (host.hidden) {
        setMarks(boardHost, []);
        document.body.classList.remove("asp-wide");
        this.wideButton.setAttribute("aria-pressed", "false");
      } else void this.loadEditor();
    }).observe(host, { attributes: true, attributeFilter: ["hidden"] });
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

  /** Solve's rules of your own, in the program as Solve runs it (undefined: none). */
  private rules: UserRules | undefined;

  /** Solve's rules from now on: the generated program shows them (as `strimko program --rules`
   * prints it); an edited program is left as it is. */
  useRules(rules: UserRules | undefined): void {
    const edited = this.text() !== this.generated;
    this.rules = rules;
    if (!edited) this.render();
  }

  /** The program text for the open puzzle and the chosen encoding, exactly as `strimko program --encoding` prints it. */
  programText(): string | undefined {
    return this.puzzle ? renderProgram(this.puzzle, { encoding: this.encoding.value, label: this.id, rules: this.rules }) : undefined;
  }

  /** The text in the editor (the generated program until it is edited). */
  private text(): string {
    return this.editor ? this.editor.text : this.pending;
  }

  /** A program of someone's (a link's) into the editor, in place of the generated one. */
  load(program: string): void {
    this.pending = program;
    this.messages.replaceChildren();
    if (this.editor) this.editor.set(program);
    else this.editorHost.textContent = program;
  }

  /** The program render() put in the editor last (to tell an edited program from it). */
  private generated = "";

  /** The generated program into the editor (a new puzzle, another encoding, Reset). */
  private render(): void {
    this.pending = this.programText() ?? "";
    this.generated = this.pending;
    this.messages.replaceChildren();
    if (this.editor) this.editor.set(this.pending);
    else this.editorHost.textContent = this.pending;
  }

  private loadEditor(): Promise<void> {
    this.loading ??= import("./asp-editor.js").then(({ AspEditor }) => {
      this.editorHost.replaceChildren();
      this.editor = new AspEditor(this.editorHost, this.pending, "The program", () => this.runHere());
    });
    return this.loading;
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.text());
      this.status.textContent = "Program copied.";
    } catch {
      this.status.textContent = "This page may not use the clipboard: select the program and copy it (Ctrl+A, Ctrl+C in the editor).";
    }
  }

  private runHere(page = 0): void {
    const program = this.text();
    if (!this.puzzle || program === "") return;
    const wanted = Number(this.models.value);
    if (this.models.value.trim() === "" || !Number.isInteger(wanted) || wanted < 0) {
      this.status.textContent = "Models: a whole number of answer sets, 0 for all.";
      return;
    }
    const { models, options, capped, first } = runOptions({
      models: wanted,
      page,
      enumMode: this.enumMode.value as EnumMode,
      stats: this.stats.checked,
      project: this.project.checked,
      // Only where the program optimizes: elsewhere clingo would only warn about it.
      optMode: optimizes(program) ? (this.optMode.value as OptMode) : undefined,
    });
    this.runButton.disabled = true;
    this.stopButton.disabled = false;
    this.status.textContent = `clingo is running…${capped ? ` (answer sets ${first + 1} to ${first + MODEL_CAP})` : ""}`;
    this.messages.replaceChildren();
    this.editor?.show([]);
    const done = () => {
      this.runButton.disabled = !this.puzzle;
      this.stopButton.disabled = true;
      if (this.status.textContent?.startsWith("clingo is running")) this.status.textContent = "";
    };
    this.nextMode = this.enumMode.value as EnumMode;
    this.nextFirst = first;
    this.nextCapped = capped;
    this.clingo.run(program, { models, options, stats: this.stats.checked }).then(done, done);
  }

  private async heard(program: string, running: Promise<RunResult>): Promise<void> {
    const generation = this.generation;
    const puzzle = this.puzzle;
    if (!puzzle) return;
    // A program whose first line is no longer the generated one's is the user's own.
    const encoding = /^% strimko program, encoding "([^"]*)"/.exec(program)?.[1] ?? "(edited)";
    // This view's own run says which --enum-mode it asked for; Solve's asks for answer sets.
    const mode = this.nextMode;
    const first = this.nextFirst;
    const capped = this.nextCapped;
    this.nextMode = "auto";
    this.nextFirst = 0;
    this.nextCapped = false;
    let result: RunResult;
    try {
      result = await running;
    } catch (e) {
      if (generation !== this.generation) return;
      const text = (e instanceof Error ? e.message : String(e)).replace(/^clingo failed: /, "");
      const messages = clingoMessages(text);
      this.run.replaceChildren(
        el(
          "p",
          { class: "errors" },
          messages.length > 0
            ? `clingo stopped: ${messages.filter((m) => m.severity === "error").length} error(s), listed under the program`
            : `clingo: ${text.replace(/\*\*\* ERROR.*$/s, "").trim()}`,
        ),
      );
      this.showMessages(messages);
      // The board as the puzzle is (a run before may have drawn its answer or consequences there).
      this.board.show(puzzle);
      return;
    }
    if (generation !== this.generation) return;
    this.show(puzzle, encoding, result, mode, first, capped);
  }

  /** clingo's messages: in the editor at their places, and listed (each one goes to its place). */
  private showMessages(list: ClingoMessage[]): void {
    this.editor?.show(list);
    this.messages.replaceChildren(
      ...list.map((m) => {
        const b = el("button", { type: "button", class: "linkish" }, `line ${m.line}:${m.col}: ${m.severity}: ${m.text}`);
        b.addEventListener("click", () => this.editor?.goto(m.line, m.col));
        return el("li", { class: `asp-${m.severity}` }, b);
      }),
    );
  }

  private show(puzzle: Puzzle, encoding: string, r: RunResult, enumMode: EnumMode, first = 0, capped = false): void {
    // A later page: clingo found the pages before it again; only this page's answer sets are shown.
    const answers = r.models.slice(first).map((atoms) => readAnswer(puzzle, atoms));
    this.grids = answers.map((a) => a.grid ?? puzzle.givens);
    this.shownSet = -1;
    const outcome = r.outcome === "timeout" ? "stopped" : r.outcome.toLowerCase();
    const optimum = r.optimum === undefined ? "" : r.optimum ? ", optimum found" : ", optimum not proved";
    const count = `${r.count} answer set${r.count === 1 ? "" : "s"}${optimum}${r.more ? " (clingo stopped there: more may exist)" : ""}${
      first > 0 ? `; shown: ${first + 1} to ${r.count}` : ""
    }`;
    // "0 = all" past the cap: the next page, clingo asked again for as many more.
    const next = capped && r.more && enumMode === "auto" ? [this.nextPage(first)] : [];
    const stats = statLines({ ...(r.stats ?? {}), clingoMs: r.clingoMs, wallMs: r.wallMs }).map((line) => el("li", {}, line));
    this.showMessages(r.warnings.flatMap((w) => clingoMessages(w)));
    const consequences = enumMode !== "auto" && r.models.length > 0;
    // Candidates drawn by the last run's consequences go (this run draws its own, or none).
    if (this.drewCandidates && !consequences) this.board.show(puzzle);
    this.drewCandidates = consequences;
    this.run.replaceChildren(
      el("p", { class: "asp-summary" }, `encoding ${encoding}: ${outcome}, ${count}`),
      el("ul", { class: "asp-stats", "aria-label": "clingo's statistics" }, ...stats),
      ...r.warnings.map((w) => el("p", { class: "errors" }, w)),
      ...(consequences
        ? [this.consequences(puzzle, enumMode, r.models[r.models.length - 1])]
        : answers.map((a, i) => this.table(a, i, first, r.count, r.costs?.[first + i]))),
      ...next,
    );
    // The board is left as it is (Solve decides what it shows, e.g. nothing when the engines
    // disagree); an answer set chosen, or an atom pointed at, shows its grid there.
  }

  /** Brave (in some answer set) or cautious (in every one) consequences: candidates on the board. */
  private consequences(puzzle: Puzzle, mode: EnumMode, atoms: string[]): HTMLElement {
    const cells = candidatesOf(puzzle, atoms);
    const grid = cells.map((row) => row.map((vs) => (vs.length === 1 ? vs[0] : 0)));
    this.board.show(puzzle, grid);
    cells.forEach((row, r) => row.forEach((vs, c) => vs.length > 1 && showPencil(this.boardHost, [r + 1, c + 1], vs)));
    const words =
      mode === "brave"
        ? "brave consequences: the values some answer set has, drawn on the board as candidates"
        : "cautious consequences: the values every answer set has, drawn on the board";
    return el("p", { class: "asp-consequences" }, `${words} (${atoms.length} atoms)`);
  }

  /** An answer set as a table, atom → cell → value, in cell order; its rows take the arrows (one in
   * the Tab order). Whether it is a grid, and what of the puzzle's rules it breaks, above it. */
  /** The button that asks for the next MODEL_CAP answer sets. */
  private nextPage(first: number): HTMLElement {
    const b = el("button", { type: "button", class: "asp-more" }, `Next ${MODEL_CAP.toLocaleString("en")} answer sets`);
    b.addEventListener("click", () => this.runHere(first / MODEL_CAP + 1));
    return el("p", {}, b, ` (clingo runs again and finds the ${(first + MODEL_CAP).toLocaleString("en")} before them too)`);
  }

  /** `index`: the answer set's place on this page; `first`: the page's first answer set; `costs`: a model's costs when the program optimizes. */
  private table(answer: ReturnType<typeof readAnswer>, index: number, first: number, of: number, costs?: number[]): HTMLElement {
    const set = decodeAtoms(answer.atoms, this.puzzle!.size);
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
    const verdict = answer.grid
      ? answer.broken.length === 0
        ? "a grid that keeps the puzzle's rules"
        : `a grid that breaks the puzzle's rules: ${answer.broken.join("; ")}`
      : (answer.notGrid ?? "not a grid");
    const show = el("button", { type: "button", class: "small" }, "Show on the board");
    show.addEventListener("click", () => this.showSet(index));
    return el(
      "table",
      { class: "asp-atoms", "data-set": String(first + index + 1), ...(answer.grid && answer.broken.length === 0 ? {} : { "data-broken": "" }) },
      el(
        "caption",
        {},
        `Answer set ${first + index + 1} of ${of}${costs && costs.length > 0 ? ` (cost ${costs.join(", ")})` : ""}: ${set.length} atoms, ${verdict} `,
        show,
      ),
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
