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
import { advance, createStepper, disjunctionCells, jump, next, onStepperKey, previous, stateAt, type StepState, type Stepper } from "../state/stepper.js";
import type { BoardView } from "./board-view.js";
import { setMarks, type Mark } from "./board-marks.js";
import { el } from "./dom.js";
import { Explainer } from "./explainer.js";

/** Milliseconds between steps while playing. */
const PLAY_EVERY_MS = 700;

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
  private readonly position = el("p", { class: "step-position", "aria-live": "polite" });
  private readonly words = el("p", { class: "step-text", id: "step-text" });
  private readonly groups = el("div", { class: "disjunctions" });

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
      el("span", { class: "step-jump" }, el("label", { for: "step-jump", class: "inline" }, "Step"), this.jumpInput),
      this.jumpButton,
    );
    // The buttons first, then the step they show: on a phone they sit right under the board.
    host.replaceChildren(
      controls,
      this.position,
      this.words,
      this.status,
      this.summary,
      el("p", { class: "hint-text" }, "Keys, wherever the focus is: → next, ← previous, Home the start, End the end, Space plays or pauses."),
      this.groups,
    );
    this.previousButton.addEventListener("click", () => this.go(this.stepper && previous(this.stepper, this.k)));
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
        this.go(to);
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
    this.items = [];
    this.lists.clear();
    this.groups.replaceChildren();
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
    const s = createStepper(puzzle, explanation);
    this.stepper = s;
    this.status.textContent = "";
    // The first line `strimko explain` prints.
    this.summary.textContent = `${printable(this.id)}: ${explainSummary({ id: this.id, ...explanation })}`;
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
    if (!this.host.hidden) this.draw();
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

  private play(): void {
    const s = this.stepper;
    if (!s) return;
    if (this.k >= s.length) this.go(0);
    this.playButton.textContent = "Pause";
    this.timer = setInterval(() => {
      const { k, playing } = advance(s, this.k);
      this.go(k);
      if (!playing) this.pause();
    }, PLAY_EVERY_MS);
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.playButton.textContent = "Play";
  }

  private enable(): void {
    const s = this.stepper;
    const focused = document.activeElement;
    this.previousButton.disabled = !s || this.k <= 0;
    this.nextButton.disabled = !s || this.k >= s.length;
    // A button that is disabled under the focus (Next at the end, Previous at the start) hands it
    // to the other one, so the keys keep working and the focus stays visible.
    if (focused === this.nextButton && this.nextButton.disabled && !this.previousButton.disabled) this.previousButton.focus();
    if (focused === this.previousButton && this.previousButton.disabled && !this.nextButton.disabled) this.nextButton.focus();
    this.playButton.disabled = !s;
    this.jumpInput.disabled = !s;
    this.jumpButton.disabled = !s;
  }

  private draw(): void {
    const s = this.stepper;
    if (!s) return;
    const state = stateAt(s, this.k);
    this.k = state.k;
    this.enable();
    this.jumpInput.value = String(state.k);
    const kind = state.step?.kind ?? "start";
    this.position.textContent = stepPosition(state.k, s.length, state.depth);
    this.words.textContent = state.text;
    this.words.dataset.kind = kind;
    this.drawDisjunctions(s, state);
    this.board.show(s.puzzle, state.grid);
    setMarks(this.boardHost, this.marks(s, state));
  }

  private marks(s: Stepper, state: StepState): [Cell, Mark][] {
    const marks: [Cell, Mark][] = [];
    for (const L of state.removed) marks.push([s.literals[L].cell, "mark-removed"]);
    for (const d of state.empty) for (const c of disjunctionCells(s, d)) marks.push([c, "mark-empty"]);
    if (state.focus.disjunction !== null) for (const c of disjunctionCells(s, state.focus.disjunction)) marks.push([c, "mark-unit"]);
    const kind = state.step?.kind;
    if (state.focus.cell) marks.push([state.focus.cell, kind === "guess" || kind === "backtrack" ? "mark-guess" : "mark-focus"]);
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
        if (removed.has(L)) return [el("del", { title: "removed by this step" }, word)];
        if (restored.has(L)) return [el("ins", { title: "put back by this backtrack" }, word)];
        return state.live[L] === 1 ? [el("span", { class: "lit" }, word)] : [];
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
