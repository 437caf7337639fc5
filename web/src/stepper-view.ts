/**
 * Step through resolution (the in-class demo): `strimko explain`'s steps, computed in a worker
 * (explainer.ts), walked with Previous, Next, Play/Pause, a step number to go to, and the stepper's
 * keys (→ ← Home End, as `strimko explain --html`). The state is web/state/stepper.ts's; this file
 * draws it: the step's words as the command line prints them, the 4n² disjunctions by kind with
 * their live literals (the literals the step removed struck out, those a backtrack put back
 * marked), the unit used (or left empty: a contradiction) and the units waiting, and on the board
 * the grid at that step with the step's unit, cell and removed literals marked.
 *
 * The explanation is asked for when the tab is first shown for a puzzle, not when a puzzle opens.
 * Everything from the puzzle is set as text.
 */
import { explainSummary } from "../../src/explain/summary.js";
import { printable } from "../../src/text/output.js";
import { cellText, type Cell, type Explanation } from "../../src/explain/steps.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { stepPosition } from "../state/words.js";
import {
  advance,
  type Breakpoint,
  cellLinks,
  createStepper,
  disjunctionCells,
  jump,
  mattering,
  next,
  nextBreak,
  onStepperKey,
  type Origin,
  originAt,
  parseCell,
  previous,
  removedBy,
  stateAt,
  type StepState,
  type Stepper,
  whatIfOrigin,
  whatIfPuzzle,
  whatIfText,
} from "../state/stepper.js";
import type { BoardView } from "./board-view.js";
import { setMarks, type Mark } from "./board-marks.js";
import { el } from "./dom.js";
import { download } from "./download.js";
import { Explainer } from "./explainer.js";
import { type StepBoard, stepBoards, stepSvg } from "../../src/explain/step-pictures.js";
import { handoutPage, worksheetPage } from "../../src/explain/worksheet.js";
import { exportTitle, fileBase } from "../state/file-names.js";

/** Play's speeds: milliseconds between steps, the second the default (the one before issue 26). */
const SPEEDS: [label: string, ms: number][] = [
  ["slow (2 s a step)", 2000],
  ["normal (0.7 s)", 700],
  ["fast (0.25 s)", 250],
  ["fastest (0.05 s)", 50],
];

/** The breakpoints "Run until" offers. */
const BREAKS: [value: string, label: string][] = [
  ["guess", "the next guess"],
  ["backtrack", "the next backtrack"],
  ["contradiction", "the next contradiction"],
  ["cell", "this cell is decided:"],
];

/** The outline's entries: a step's words are long, the list is for finding one. */
const OUTLINE_WORDS = 90;

/** The words of an elimination's cause, by the kind of rule (the legend says the colours). */
const CAUSE: Record<string, string> = {
  cell: "ruled out in its cell (the cell holds another value)",
  row: "ruled out by the value in its row",
  column: "ruled out by the value in its column",
  stream: "ruled out by the value in its stream",
  backtrack: "ruled out by the backtrack",
};

/** Whether a key pressed on this element types into it (a text field, a select, editable text). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["button", "checkbox", "radio", "range", "submit", "reset"].includes(target.type);
}

export class StepperView {
  private readonly explainer = new Explainer();
  private puzzle: Puzzle | undefined;
  private id = "";
  private stepper: Stepper | undefined;
  /** The puzzle whose explanation is asked for (a later open drops an earlier answer). */
  private asked: Puzzle | undefined;
  private k = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private items: HTMLLIElement[] = [];
  /** What each item shows now (see drawDisjunctions). */
  private signatures: string[] = [];
  private lists = new Map<string, HTMLElement>();

  private readonly status = el("p", { class: "step-status", role: "status" });
  private readonly summary = el("p", { class: "step-summary" });
  private readonly previousButton = el("button", { type: "button" }, "Previous");
  private readonly nextButton = el("button", { type: "button" }, "Next");
  private readonly playButton = el("button", { type: "button" }, "Play");
  private readonly jumpInput = el("input", { type: "number", id: "step-jump", min: "0", inputmode: "numeric" });
  private readonly jumpButton = el("button", { type: "button" }, "Go to step");
  private readonly speed = el(
    "select",
    { id: "step-speed" },
    ...SPEEDS.map(([label, ms], i) => el("option", { value: String(ms), ...(i === 1 ? { selected: "" } : {}) }, label)),
  );
  private readonly untilSelect = el("select", { id: "step-until" }, ...BREAKS.map(([value, label]) => el("option", { value }, label)));
  private readonly untilCell = el("input", {
    type: "text",
    id: "step-until-cell",
    placeholder: "r,c",
    size: "6",
    "aria-label": "Cell (row,column) for Run until",
  });
  private readonly runButton = el("button", { type: "button" }, "Run");
  private readonly presentButton = el("button", { type: "button", "aria-pressed": "false" }, "Presenter view");
  private readonly fullButton = el("button", { type: "button" }, "Full screen");
  private readonly position = el("p", { class: "step-position", "aria-live": "polite" });
  private readonly words = el("p", { class: "step-text", id: "step-text" });
  /** The disjunctions that matter at this step (stepper.ts's mattering), large on a projector. */
  private readonly focusList = el("ul", { class: "step-focus", "aria-label": "The disjunctions this step used or changed" });
  private readonly outline = el("ol", { class: "step-outline", "aria-label": "All steps" });
  /** What is chosen, linked both ways: a cell on the board (its disjunctions listed, its literal
   * marked in each), or a disjunction in a list (its cells marked on the board). */
  private chosen: { cell: Cell } | { disjunction: number } | null = null;
  private readonly chosenBox = el("div", { class: "step-chosen", "aria-live": "polite" });
  private outlineItems: HTMLElement[] = [];
  private readonly groups = el("div", { class: "disjunctions" });
  /** Where "Run until" stops playing (a position), if it was asked. */
  private stopAt: number | null = null;
  /** The what-ifs open, innermost last: the stepper and position each left, the value placed, and
   * how each value had come there (the what-if's givens keep those colours). */
  private whatIfs: { stepper: Stepper; k: number; cell: Cell; value: number; origin: Origin[][] }[] = [];
  private readonly whatIfCell = el("input", { type: "text", id: "whatif-cell", placeholder: "r,c", size: "6", "aria-label": "What-if cell (row,column)" });
  private readonly whatIfValue = el("input", { type: "number", id: "whatif-value", min: "1", inputmode: "numeric", "aria-label": "What-if value" });
  private readonly whatIfButton = el("button", { type: "button" }, "Try it");
  private readonly leaveButton = el("button", { type: "button", hidden: "" }, "Leave the what-if");
  private readonly stepSvgButton = el("button", { type: "button" }, "This step (SVG)");
  private readonly handoutButton = el("button", { type: "button" }, "All steps (handout)");
  private readonly worksheetButton = el("button", { type: "button" }, "Worksheet");

  constructor(
    private readonly host: HTMLElement,
    private readonly board: BoardView,
    private readonly boardHost: HTMLElement,
  ) {
    const controls = el(
      "div",
      { class: "actions step-controls" },
      this.previousButton,
      this.nextButton,
      this.playButton,
      // The label and its field wrap together (on a phone "Step" ended one row, its field began the next).
      el("span", { class: "step-jump step-goto" }, el("label", { for: "step-jump", class: "inline" }, "Step"), this.jumpInput),
      this.jumpButton,
    );
    this.jumpButton.classList.add("step-goto");
    const playing = el(
      "div",
      { class: "actions step-controls step-play" },
      el("span", { class: "step-jump" }, el("label", { for: "step-speed", class: "inline" }, "Speed"), this.speed),
      el("span", { class: "step-jump" }, el("label", { for: "step-until", class: "inline" }, "Run until"), this.untilSelect),
      el("span", { class: "step-jump" }, el("label", { for: "step-until-cell", class: "inline" }, "cell"), this.untilCell),
      this.runButton,
    );
    const presenting = el("div", { class: "actions step-controls step-present" }, this.presentButton, this.fullButton);
    // What-if: the teacher's own value at this step (a guess of their own, or a wrong one to show a
    // contradiction); the steps go on from there, and stepping back before it leaves it.
    const whatIf = el(
      "div",
      { class: "actions step-controls step-whatif" },
      el("span", { class: "step-jump" }, el("label", { for: "whatif-cell", class: "inline" }, "What if cell"), this.whatIfCell),
      el("span", { class: "step-jump" }, el("label", { for: "whatif-value", class: "inline" }, "holds"), this.whatIfValue),
      this.whatIfButton,
      this.leaveButton,
    );
    // How each value on the board came, as `strimko explain --html`'s legend says it.
    const legend = el(
      "p",
      { class: "step-legend", "aria-label": "How each value came" },
      el("span", { class: "how-given" }, "3"),
      " given ",
      el("span", { class: "how-inferred" }, "3"),
      " inferred ",
      el("span", { class: "how-guess" }, "3"),
      " guessed ",
      el("span", { class: "how-tentative" }, "3"),
      " inferred under a guess",
    );
    const causes = el(
      "p",
      { class: "step-legend cause-legend", "aria-label": "Why a literal was ruled out" },
      "Struck out: ",
      ...(["cell", "row", "column", "stream", "backtrack"] as const).flatMap((k) => [
        el("del", { class: `by-${k}` }, k === "backtrack" ? "by a backtrack" : `by its ${k}`),
        " ",
      ]),
    );
    // For slides and handouts: pages print from the browser, to paper or to PDF.
    const exports = el(
      "div",
      { class: "actions step-controls step-exports", role: "group", "aria-label": "For slides and handouts" },
      this.stepSvgButton,
      this.handoutButton,
      this.worksheetButton,
    );
    // The buttons first, then the step they show: on a phone they sit right under the board.
    host.replaceChildren(
      controls,
      // The step's words right under the buttons that move it (on a phone they were below the fold).
      this.position,
      this.words,
      this.status,
      playing,
      whatIf,
      presenting,
      this.summary,
      legend,
      causes,
      this.chosenBox,
      this.focusList,
      el(
        "p",
        { class: "hint-text" },
        "Keys, wherever the focus is: → or PageDown next, ← or PageUp previous, Home the start, End the end, Space plays or pauses, Escape clears a choice, then leaves the presenter view.",
      ),
      el("details", { class: "step-outline-box" }, el("summary", {}, "All steps"), this.outline),
      exports,
      this.groups,
    );
    this.speed.addEventListener("change", () => {
      if (this.timer) this.play(this.stopAt);
    });
    // A choice made with the pointer hands the focus back, so the clicker's keys step again (they
    // went on changing the choice: → turned normal into fast).
    for (const select of [this.speed, this.untilSelect]) select.addEventListener("change", () => select.blur());
    this.runButton.addEventListener("click", () => this.runUntil());
    this.whatIfButton.addEventListener("click", () => void this.whatIf());
    this.whatIfValue.addEventListener("keydown", (e) => {
      if (e.key === "Enter") void this.whatIf();
    });
    this.leaveButton.addEventListener("click", () => this.leaveWhatIf());
    this.stepSvgButton.addEventListener("click", () => this.exportStep());
    this.handoutButton.addEventListener("click", () => this.exportPage("handout"));
    this.worksheetButton.addEventListener("click", () => this.exportPage("worksheet"));
    this.untilCell.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.runUntil();
    });
    this.untilCell.addEventListener("focus", () => (this.untilSelect.value = "cell"));
    this.presentButton.addEventListener("click", () => this.present(!document.body.classList.contains("presenting")));
    this.fullButton.addEventListener("click", () => {
      if (document.fullscreenElement) {
        void document.exitFullscreen().catch(() => undefined);
        return;
      }
      this.present(true);
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    });
    document.addEventListener("fullscreenchange", () => (this.fullButton.textContent = document.fullscreenElement ? "Exit full screen" : "Full screen"));
    this.outline.addEventListener("click", (e) => {
      const k = (e.target as Element | null)?.closest<HTMLElement>("[data-k]")?.dataset.k;
      if (k === undefined || !this.stepper) return;
      this.pause();
      this.go(jump(this.stepper, Number(k)));
      // The outline lies far down the column: the board, scrolled off, comes back into sight.
      const box = this.boardHost.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) this.boardHost.scrollIntoView({ block: "nearest" });
    });
    // A cell chosen on the board is the cell "Run until" waits for.
    boardHost.addEventListener("click", (e) => {
      if (host.hidden || !this.stepper) return;
      const at = (e.target as Element | null)?.closest<HTMLElement>("[role=gridcell][data-cell]")?.dataset.cell;
      if (!at) return;
      // The cell fields take it; Run until keeps its choice (a click once switched it to the cell).
      this.untilCell.value = at;
      this.whatIfCell.value = at;
      const [r, c] = at.split(",").map(Number);
      const same = this.chosen && "cell" in this.chosen && this.chosen.cell[0] === r && this.chosen.cell[1] === c;
      this.chosen = same ? null : { cell: [r, c] };
      this.draw();
    });
    // A disjunction chosen in a list (or in the lists of this step or of the chosen cell).
    for (const box of [this.groups, this.focusList, this.chosenBox])
      box.addEventListener("click", (e) => {
        const d = (e.target as Element | null)?.closest<HTMLElement>("li[data-d]")?.dataset.d;
        if (d === undefined || !this.stepper) return;
        const id = Number(d);
        this.chosen = this.chosen && "disjunction" in this.chosen && this.chosen.disjunction === id ? null : { disjunction: id };
        this.draw();
      });
    this.previousButton.addEventListener("click", () => this.back());
    this.nextButton.addEventListener("click", () => this.go(this.stepper && next(this.stepper, this.k)));
    this.playButton.addEventListener("click", () => (this.timer ? this.pause() : this.play()));
    this.jumpButton.addEventListener("click", () => this.jumpTo());
    this.jumpInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.jumpTo();
    });
    // While Step through is shown, its keys drive the steps wherever the focus is, as a presenter's
    // clicker sends them (issue 26): on the tab list (whose arrows would open the next tab), on the
    // board, on the page. Not in a field one types in. Taken before anything else hears them.
    document.addEventListener(
      "keydown",
      (e) => {
        if (host.hidden || !this.stepper || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
        if (e.key === "Escape" && this.chosen) {
          this.chosen = null;
          this.draw();
          return;
        }
        if (e.key === "Escape" && document.body.classList.contains("presenting")) {
          this.present(false);
          return;
        }
        if (e.key === " ") {
          // Space plays or pauses, as the Play button does; on a button it would also press it.
          e.preventDefault();
          e.stopPropagation();
          if (this.timer) this.pause();
          else this.play();
          return;
        }
        const to = onStepperKey(this.stepper, this.k, e.key);
        if (to === null) return;
        e.preventDefault();
        e.stopPropagation();
        this.pause();
        if (e.key === "ArrowLeft" || e.key === "PageUp") this.back();
        else this.go(to);
      },
      { capture: true },
    );
    // The tab shown: explain the open puzzle (once) and show its step on the board; hidden: the
    // board shows the puzzle again, unmarked.
    new MutationObserver(() => (host.hidden ? this.left() : this.entered())).observe(host, { attributes: true, attributeFilter: ["hidden"] });
    this.open(undefined, "");
  }

  /** A puzzle opened (or none): the stepper starts again at its givens. */
  open(puzzle: Puzzle | undefined, id: string): void {
    this.pause();
    this.explainer.cancel();
    this.puzzle = puzzle;
    this.id = id;
    this.stepper = undefined;
    this.asked = undefined;
    this.k = 0;
    this.whatIfs = [];
    this.leaveButton.hidden = true;
    this.chosen = null;
    this.chosenBox.replaceChildren();
    this.chosenBox.hidden = true;
    this.items = [];
    this.lists.clear();
    this.groups.replaceChildren();
    this.outline.replaceChildren();
    this.outlineItems = [];
    this.focusList.replaceChildren();
    this.summary.textContent = "";
    this.words.textContent = "";
    this.position.textContent = "";
    this.status.textContent = puzzle ? "" : "Open a puzzle to step through its resolution.";
    this.enable();
    if (puzzle && !this.host.hidden) this.entered();
  }

  private entered(): void {
    if (!this.puzzle) return;
    if (this.stepper) this.draw();
    else if (this.asked !== this.puzzle) void this.load(this.puzzle);
  }

  private left(): void {
    this.pause();
    this.present(false);
    if (this.puzzle && this.stepper) this.board.show(this.puzzle);
  }

  private async load(puzzle: Puzzle): Promise<void> {
    this.asked = puzzle;
    this.status.textContent = "Explaining…";
    const explanation = await this.explainer.explain(puzzle);
    if (this.puzzle !== puzzle) return;
    if (explanation instanceof Error) {
      this.status.textContent = `The steps could not be computed: ${explanation.message}`;
      return;
    }
    this.show(puzzle, explanation);
  }

  private show(puzzle: Puzzle, explanation: Explanation): void {
    // The first line `strimko explain` prints.
    this.summary.textContent = `${printable(this.id)}: ${explainSummary({ id: this.id, ...explanation })}`;
    this.use(createStepper(puzzle, explanation));
  }

  /** Shows a stepper's steps (the puzzle's, or a what-if's): the lists and the outline made again. */
  private use(s: Stepper): void {
    this.stepper = s;
    this.status.textContent = "";
    this.jumpInput.max = String(s.length);
    this.items = s.disjunctions.map((d) => el("li", { "data-d": String(d.id) }));
    this.signatures = [];
    this.groups.replaceChildren(
      ...s.groups.map((g) => {
        const list = el(
          "ol",
          { class: "disjunction-list", tabindex: "0", "aria-label": `${g.title}: ${g.ids.length} disjunctions` },
          ...g.ids.map((d) => this.items[d]),
        );
        for (const d of g.ids) this.lists.set(String(d), list);
        return el("section", { class: "disjunction-group", "data-kind": g.kind }, el("h3", {}, `${g.title} (${g.ids.length})`), list);
      }),
    );
    // The outline: every step, indented by the guesses in force, to jump to.
    this.outlineItems = s.steps.map((step) => {
      const words = step.text.length > OUTLINE_WORDS ? `${step.text.slice(0, OUTLINE_WORDS - 1)}…` : step.text;
      const li = el(
        "li",
        { "data-kind": step.kind, value: String(step.n) },
        el("button", { type: "button", class: "linkish", "data-k": String(step.n) }, words),
      );
      li.style.marginLeft = `${step.depth * 1.2}em`;
      return li;
    });
    this.outline.replaceChildren(...this.outlineItems);
    if (!this.host.hidden) this.draw();
  }

  /** The presenter view: the board and this step's disjunctions, large, everything else hidden (style.css, body.presenting). */
  private present(on: boolean): void {
    document.body.classList.toggle("presenting", on);
    this.presentButton.setAttribute("aria-pressed", String(on));
    this.presentButton.textContent = on ? "Leave presenter view" : "Presenter view";
    if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }

  /** Previous, or at a what-if's start, back to the step it left (stepping back undoes exactly). */
  private back(): void {
    if (!this.stepper) return;
    if (this.k === 0 && this.whatIfs.length > 0) this.leaveWhatIf();
    else this.go(previous(this.stepper, this.k));
  }

  /** Places the teacher's value at this step, and goes on from there with its own steps. */
  private async whatIf(): Promise<void> {
    const s = this.stepper;
    if (!s) return;
    this.pause();
    const n = s.puzzle.size;
    const cell = parseCell(this.whatIfCell.value, n);
    const value = Number(this.whatIfValue.value);
    if (!cell) {
      this.status.textContent = `Give the cell as row,column, each from 1 to ${n} (or choose it on the board).`;
      return;
    }
    const p = whatIfPuzzle(s, this.k, cell, value);
    if (!p) {
      const held = stateAt(s, this.k).grid[cell[0] - 1][cell[1] - 1];
      this.status.textContent = held ? `Cell ${cellText(cell)} already holds ${held} at this step.` : `Give a value from 1 to ${n}.`;
      return;
    }
    const k = this.k;
    const before = this.whatIfs.length > 0 ? whatIfOrigin(s, k, this.whatIfs[this.whatIfs.length - 1].origin) : originAt(s, k);
    const origin = before.map((row) => row.slice());
    origin[cell[0] - 1][cell[1] - 1] = "guess";
    this.status.textContent = "Explaining the what-if…";
    const puzzle = this.puzzle;
    const explanation = await this.explainer.explain(p);
    if (this.puzzle !== puzzle || this.stepper !== s) return;
    if (explanation instanceof Error) {
      this.status.textContent = `The what-if's steps could not be computed: ${explanation.message}`;
      return;
    }
    this.whatIfs.push({ stepper: s, k, cell, value, origin });
    this.leaveButton.hidden = false;
    this.k = 0;
    this.use(createStepper(p, explanation));
  }

  /** Back to the step the innermost what-if left, as it was. */
  private leaveWhatIf(): void {
    const w = this.whatIfs.pop();
    if (!w) return;
    this.pause();
    this.leaveButton.hidden = this.whatIfs.length === 0;
    this.k = w.k;
    this.use(w.stepper);
  }

  /** The file names' base and the pictures' heading: the puzzle's (a what-if's says so). */
  private exportNames(s: Stepper): { title: string; base: string } {
    const w = this.whatIfs[this.whatIfs.length - 1];
    const title = `${exportTitle(s.puzzle, this.id)}${w ? `, what if ${cellText(w.cell)} = ${w.value}` : ""}`;
    return { title, base: fileBase(title, this.id) };
  }

  /** This step's picture, as `strimko explain --svg-steps` draws it. */
  private exportStep(): void {
    const s = this.stepper;
    if (!s) return;
    // In a what-if, its givens keep how they came (as on the board).
    const start = this.whatIfs[this.whatIfs.length - 1]?.origin;
    let at: StepBoard | undefined;
    for (const b of stepBoards(s.puzzle, s.steps, start)) {
      at = b;
      if (b.k >= this.k) break;
    }
    if (!at) return;
    const { title, base } = this.exportNames(s);
    download(`${base}-step-${String(this.k).padStart(3, "0")}.svg`, new Blob([stepSvg(s.puzzle, s.length, at, title)], { type: "image/svg+xml" }));
  }

  /** The handout (every step's picture) or the worksheet, as `strimko explain --handout/--worksheet` write them. */
  private exportPage(which: "handout" | "worksheet"): void {
    const s = this.stepper;
    if (!s) return;
    const { title, base } = this.exportNames(s);
    const page =
      which === "worksheet"
        ? worksheetPage(s.puzzle, title)
        : handoutPage(
            s.puzzle,
            s.explanation,
            title,
            `${printable(this.id)}: ${explainSummary({ id: this.id, ...s.explanation })}`,
            this.whatIfs[this.whatIfs.length - 1]?.origin,
          );
    download(`${base}-${which}.html`, new Blob([page], { type: "text/html" }));
  }

  /** Plays to the breakpoint chosen, and stops there. */
  private runUntil(): void {
    const s = this.stepper;
    if (!s) return;
    const kind = this.untilSelect.value;
    let b: Breakpoint;
    if (kind === "cell") {
      const cell = parseCell(this.untilCell.value, s.puzzle.size);
      if (!cell) {
        this.status.textContent = `Give the cell as row,column, each from 1 to ${s.puzzle.size} (or choose it on the board).`;
        return;
      }
      b = { kind: "cell", cell };
    } else b = { kind: kind as "guess" | "backtrack" | "contradiction" };
    const to = nextBreak(s, this.k, b);
    if (to === null) {
      const what = BREAKS.find(([v]) => v === kind)?.[1] ?? "";
      this.status.textContent = b.kind === "cell" ? `No later step decides cell ${cellText(b.cell)}.` : `No later step is ${what.replace(/^the next/, "a")}.`;
      return;
    }
    this.status.textContent = "";
    this.play(to);
  }

  private jumpTo(): void {
    if (!this.stepper || this.jumpInput.value.trim() === "") return;
    this.pause();
    this.go(jump(this.stepper, Number(this.jumpInput.value)));
  }

  private go(k: number | undefined): void {
    if (k === undefined || !this.stepper) return;
    this.k = k;
    this.draw();
  }

  /** Plays at the chosen speed, to the end or to `until` (a position: Run until's breakpoint). */
  private play(until: number | null = null): void {
    const s = this.stepper;
    if (!s) return;
    if (this.timer) clearInterval(this.timer);
    if (this.k >= s.length) this.go(0);
    this.stopAt = until;
    this.playButton.textContent = "Pause";
    this.timer = setInterval(() => {
      const { k, playing } = advance(s, this.k);
      this.go(k);
      if (!playing || (this.stopAt !== null && k >= this.stopAt)) this.pause();
    }, Number(this.speed.value) || 700);
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopAt = null;
    this.playButton.textContent = "Play";
  }

  private enable(): void {
    const s = this.stepper;
    const focused = document.activeElement;
    this.previousButton.disabled = !s || (this.k <= 0 && this.whatIfs.length === 0);
    this.nextButton.disabled = !s || this.k >= s.length;
    // A button that is disabled under the focus (Next at the end, Previous at the start) hands it
    // to the other one, so the keys keep working and the focus stays visible.
    if (focused === this.nextButton && this.nextButton.disabled && !this.previousButton.disabled) this.previousButton.focus();
    if (focused === this.previousButton && this.previousButton.disabled && !this.nextButton.disabled) this.nextButton.focus();
    this.playButton.disabled = !s;
    this.jumpInput.disabled = !s;
    this.jumpButton.disabled = !s;
    this.runButton.disabled = !s;
    this.whatIfButton.disabled = !s;
    for (const b of [this.stepSvgButton, this.handoutButton, this.worksheetButton]) b.disabled = !s;
  }

  private draw(): void {
    const s = this.stepper;
    if (!s) return;
    const state = stateAt(s, this.k);
    this.k = state.k;
    this.enable();
    this.jumpInput.value = String(state.k);
    const kind = state.step?.kind ?? "start";
    const w = this.whatIfs[this.whatIfs.length - 1];
    this.position.textContent = w
      ? `What if ${cellText(w.cell)} = ${w.value} (from step ${w.k}): ${state.k === 0 ? "placed" : stepPosition(state.k, s.length, state.depth)}`
      : stepPosition(state.k, s.length, state.depth);
    this.position.classList.toggle("whatif", w !== undefined);
    this.words.textContent = w ? whatIfText(state.text, w.cell, w.value) : state.text;
    this.words.dataset.kind = kind;
    this.drawDisjunctions(s, state);
    this.drawFocus(s, state);
    this.drawChosen(s, state);
    this.drawOutline(state.k);
    this.board.show(s.puzzle, state.grid, true);
    setMarks(this.boardHost, this.marks(s, state));
    this.drawOrigins(w ? whatIfOrigin(s, state.k, w.origin) : state.origin);
  }

  /** Guessed values, and values inferred under a guess, drawn apart from facts (issue 26: a guess
   * was the same blue as a deduction): their digits take the legend's colour and style, and their
   * cells say so to a reader. */
  private drawOrigins(origin: Origin[][]): void {
    const texts = new Map<string, Element>();
    for (const t of this.boardHost.querySelectorAll("svg text.value[data-cell]")) texts.set(t.getAttribute("data-cell") ?? "", t);
    origin.forEach((row, r) =>
      row.forEach((how, c) => {
        // "inferred" matters in a what-if, whose givens include what was inferred before it.
        if (how === "inferred" || how === "guess" || how === "tentative") texts.get(`${r + 1},${c + 1}`)?.classList.add(`how-${how}`);
      }),
    );
  }

  /** The disjunctions that matter at this step, with their live literals (and those just struck out). */
  private drawFocus(s: Stepper, state: StepState): void {
    const ids = mattering(s, state);
    this.focusList.replaceChildren(
      ...ids.map((d) => {
        return this.items[d].cloneNode(true) as HTMLElement;
      }),
    );
    this.focusList.hidden = ids.length === 0;
  }

  /** The chosen cell's disjunctions, its literal marked in each; or the chosen disjunction named. */
  private drawChosen(s: Stepper, state: StepState): void {
    const chosen = this.chosen;
    if (!chosen) {
      this.chosenBox.replaceChildren();
      this.chosenBox.hidden = true;
      return;
    }
    this.chosenBox.hidden = false;
    if ("disjunction" in chosen) {
      const d = s.disjunctions[chosen.disjunction];
      this.chosenBox.replaceChildren(el("p", { class: "chosen-title" }, `Chosen: ${d.label}. Its cells are marked on the board; Escape clears.`));
      return;
    }
    const links = cellLinks(s, state, chosen.cell);
    const list = el(
      "ul",
      { class: "step-focus chosen-list", "aria-label": `The disjunctions of cell ${cellText(chosen.cell)}` },
      ...links.map(({ disjunction, literal }) => {
        const li = this.items[disjunction].cloneNode(true) as HTMLElement;
        // The cell's literals in it: one in a row's, column's or stream's, every value left in its own.
        const first = literal - (literal % s.puzzle.size);
        for (const lit of li.querySelectorAll<HTMLElement>("[data-l]")) {
          const L = Number(lit.dataset.l);
          if (L < first || L >= first + s.puzzle.size) continue;
          lit.classList.add("chosen-lit");
          lit.setAttribute("title", `${lit.getAttribute("title") ?? "still possible"}; the chosen cell's literal`);
        }
        return li;
      }),
    );
    this.chosenBox.replaceChildren(
      el("p", { class: "chosen-title" }, `Cell ${cellText(chosen.cell)}: its disjunctions at this step, its literal marked in each. Escape clears.`),
      list,
    );
  }

  /** The outline's current step, marked and kept in view. */
  private drawOutline(k: number): void {
    for (const li of this.outline.querySelectorAll("[aria-current]")) li.removeAttribute("aria-current");
    const li = this.outlineItems[k - 1];
    if (!li) return;
    li.setAttribute("aria-current", "step");
    const box = this.outline;
    if (li.offsetTop < box.scrollTop || li.offsetTop + li.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, li.offsetTop - box.clientHeight / 3);
  }

  private marks(s: Stepper, state: StepState): [Cell, Mark][] {
    const marks: [Cell, Mark][] = [];
    for (const L of state.removed) marks.push([s.literals[L].cell, "mark-removed"]);
    for (const d of state.empty) for (const c of disjunctionCells(s, d)) marks.push([c, "mark-empty"]);
    if (state.focus.disjunction !== null) for (const c of disjunctionCells(s, state.focus.disjunction)) marks.push([c, "mark-unit"]);
    const kind = state.step?.kind;
    if (state.focus.cell) marks.push([state.focus.cell, kind === "guess" || kind === "backtrack" ? "mark-guess" : "mark-focus"]);
    const chosen = this.chosen;
    // A disjunction's cells where its literal is still possible (those ruled out are not where it can go).
    const live = (d: number) => s.disjunctions[d].literals.filter((L) => state.live[L] === 1).map((L) => s.literals[L].cell);
    if (chosen) for (const c of "cell" in chosen ? [chosen.cell] : live(chosen.disjunction)) marks.push([c, "mark-chosen"]);
    return marks;
  }

  private drawDisjunctions(s: Stepper, state: StepState): void {
    const removed = new Set(state.removed);
    const restored = new Set(state.restored);
    const units = new Set(state.units);
    const newUnits = new Set(state.newUnits);
    const empty = new Set(state.empty);
    const focus = state.focus.disjunction;
    for (const d of s.disjunctions) {
      const li = this.items[d.id];
      // Redrawn only when it changed (a 25x25 has 2500 disjunctions of 25 literals; a step changes few).
      const signature = `${d.id === focus}${d.literals.map((L) => (removed.has(L) ? "r" : restored.has(L) ? "p" : state.live[L])).join("")}${empty.has(d.id)}${units.has(d.id)}${newUnits.has(d.id)}${d.id === focus ? state.step?.kind : ""}`;
      if (this.signatures[d.id] === signature) continue;
      this.signatures[d.id] = signature;
      const literals = d.literals.flatMap((L) => {
        const lit = s.literals[L];
        const word = d.kind === "cell" ? String(lit.value) : cellText(lit.cell);
        if (removed.has(L)) {
          const by = removedBy(s, state, L);
          return [el("del", { title: by ? CAUSE[by] : "removed by this step", "data-l": String(L), ...(by ? { class: `by-${by}` } : {}) }, word)];
        }
        if (restored.has(L)) return [el("ins", { title: "put back by this backtrack", "data-l": String(L) }, word)];
        return state.live[L] === 1 ? [el("span", { class: "lit", "data-l": String(L) }, word)] : [];
      });
      const notes = [
        d.id === focus ? (empty.has(d.id) ? "used: empty, a contradiction" : state.step?.kind === "guess" ? "branched on" : "used") : "",
        empty.has(d.id) && d.id !== focus ? "empty" : "",
        newUnits.has(d.id) ? "new unit" : units.has(d.id) ? "unit" : "",
      ].filter((x) => x !== "");
      li.className = [
        d.id === focus ? "used" : "",
        empty.has(d.id) ? "empty" : "",
        units.has(d.id) ? "unit" : "",
        removed.size > 0 && d.literals.some((L) => removed.has(L)) ? "changed" : "",
      ]
        .filter((x) => x !== "")
        .join(" ");
      const shown = literals.length > 0 ? literals.flatMap((x, i) => (i === 0 ? [x] : [" ", x])) : ["none left"];
      li.replaceChildren(
        el("span", { class: "d-label" }, d.label),
        ": ",
        ...shown,
        ...(notes.length > 0 ? [el("span", { class: "d-note" }, ` — ${notes.join(", ")}`)] : []),
      );
    }
    if (focus !== null) this.reveal(this.items[focus]);
  }

  /** Scrolls the list (not the page) to show the unit used. */
  private reveal(li: HTMLElement): void {
    const list = this.lists.get(li.dataset.d ?? "");
    if (!list) return;
    // The list is positioned (style.css), so an item's offsetTop is measured from the list.
    const top = li.offsetTop;
    if (top < list.scrollTop || top + li.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  }
}
