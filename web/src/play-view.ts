/**
 * Play: the player fills the board's cells (keys or pointer: the cell, then a digit or a value
 * button), with pencil marks, Undo, Check (marks the mistakes) and Hint (the next inference in the
 * words of `strimko explain`, its disjunction's cells highlighted). The rules are web/state/play.ts;
 * the solution a game checks against and the hints come from the native worker (view-worker.ts),
 * never from a search on the page's thread.
 */
import type { Puzzle } from "../../src/puzzle/types.js";
import {
  check,
  clockText,
  createPlay,
  handlesKey,
  isComplete,
  onKey,
  pencilMarks,
  select,
  canUndo,
  undo,
  enter,
  togglePencilMode,
  toggleTidyPencil,
  sameValueCells,
  type Hint,
  type PlayState,
} from "../state/play.js";
import { mistakesText } from "../state/words.js";
import { cellOf, editable, markCells, showPencil } from "./board-marks.js";
import type { BoardView } from "./board-view.js";
import { byId, el } from "./dom.js";
import { ViewWorker } from "./view-worker.js";

export class PlayView {
  private readonly panel = byId("view-play");
  private readonly status = byId("play-status");
  private readonly hintText = byId("play-hint-text");
  private readonly pad = byId("play-pad");
  private readonly pencilButton = byId<HTMLButtonElement>("play-pencil");
  private readonly undoButton = byId<HTMLButtonElement>("play-undo");
  private readonly checkButton = byId<HTMLButtonElement>("play-check");
  private readonly hintButton = byId<HTMLButtonElement>("play-hint");
  private readonly tidyButton = byId<HTMLButtonElement>("play-tidy");
  private readonly timer = byId("play-timer");
  private readonly timerToggle = byId<HTMLButtonElement>("play-timer-toggle");
  /** When the game started (performance.now()), and its time once solved. */
  private startedAt = 0;
  private solvedIn: number | null = null;
  private ticking: ReturnType<typeof setInterval> | undefined;
  private readonly worker = new ViewWorker("play");
  private puzzle: Puzzle | undefined;
  private state: PlayState | undefined;
  /** The hint shown, until the next edit. */
  private hint: Hint | undefined;
  /** The puzzle whose solution was asked for. */
  private asked: Puzzle | undefined;

  constructor(
    private readonly board: BoardView,
    private readonly host: HTMLElement,
  ) {
    this.panel.addEventListener("shown", () => this.shown());
    host.addEventListener("keydown", (e) => this.key(e));
    host.addEventListener("focusin", (e) => {
      const cell = cellOf(e.target);
      if (this.active() && this.state && cell) {
        this.state = select(this.state, cell);
        this.padMarks();
        this.sameValues();
      }
    });
    this.pencilButton.addEventListener("click", () => this.change(togglePencilMode, false));
    this.undoButton.addEventListener("click", () => this.change(undo, false));
    this.checkButton.addEventListener("click", () => this.change(check, false, true));
    this.hintButton.addEventListener("click", () => void this.askHint());
    this.tidyButton.addEventListener("click", () => this.change(toggleTidyPencil, false));
    this.timerToggle.addEventListener("click", () => {
      const hide = !this.timer.hidden;
      this.timer.hidden = hide;
      this.timerToggle.textContent = hide ? "Show timer" : "Hide timer";
      this.timerToggle.setAttribute("aria-pressed", String(hide));
    });
  }

  /** The game's clock: runs from the start to "Solved!". */
  private tick(): void {
    const ms = this.solvedIn ?? performance.now() - this.startedAt;
    this.timer.textContent = this.state ? `Time ${clockText(ms)}` : "";
    if (this.solvedIn !== null || !this.state) this.stopClock();
  }

  private stopClock(): void {
    if (this.ticking) clearInterval(this.ticking);
    this.ticking = undefined;
  }

  /** The cells holding the chosen cell's value, marked (a player sees where a digit already is). */
  private sameValues(): void {
    // Only this mark's words go: a cell may also be a mistake, or in the hint.
    for (const e of this.host.querySelectorAll<HTMLElement>("[role=gridcell].same-value")) {
      e.classList.remove("same-value");
      const rest = (e.getAttribute("aria-description") ?? "").replace(/(^|, )holds \d+ too/, "").replace(/^, /, "");
      if (rest) e.setAttribute("aria-description", rest);
      else e.removeAttribute("aria-description");
    }
    const s = this.state;
    if (!s || !this.active()) return;
    const cells = sameValueCells(s);
    if (cells.length > 0) markCells(this.host, cells, "same-value", `holds ${s.values[s.cursor[0] - 1][s.cursor[1] - 1]} too`);
  }

  /** Play is shown: the game on the board; a game starts when Play is first shown for a puzzle
   * (its worker too). */
  private shown(): void {
    if (!this.puzzle) {
      this.host.replaceChildren();
      this.status.textContent = "Open a puzzle (or make one in Design or New puzzle) to play it.";
      return;
    }
    if (this.state) {
      this.draw(false);
      return;
    }
    this.board.show(this.puzzle);
    if (this.asked !== this.puzzle) void this.start();
  }

  private active(): boolean {
    return !this.panel.hidden;
  }

  /** A new game of this puzzle (started now if Play is shown, else when it is). */
  open(puzzle: Puzzle): void {
    this.puzzle = puzzle;
    this.asked = undefined;
    this.state = undefined;
    this.hint = undefined;
    this.solvedIn = null;
    this.stopClock();
    this.timer.textContent = "";
    this.status.classList.remove("solved");
    this.hintText.textContent = "";
    this.status.textContent = "";
    this.pad.replaceChildren();
    this.buttons();
    if (this.active()) void this.start();
  }

  /** Asks the worker for the solution the game checks against, then starts the game. */
  private async start(): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    this.asked = puzzle;
    this.status.textContent = "Finding the solution…";
    const reply = await this.worker.latest({ task: "playable", puzzle });
    if (this.puzzle !== puzzle) return;
    if (!reply || !("playable" in reply)) {
      this.status.textContent = `Cannot play this puzzle: ${reply && "error" in reply ? reply.error : "the engine's worker failed"}`;
      return;
    }
    if ("reason" in reply.playable) {
      this.status.textContent = `Cannot play this puzzle: ${reply.playable.reason}.`;
      return;
    }
    this.state = createPlay(puzzle, reply.playable.solution);
    this.status.textContent = "Your turn.";
    this.startedAt = performance.now();
    this.solvedIn = null;
    this.stopClock();
    this.ticking = setInterval(() => this.tick(), 1000);
    this.tick();
    this.pad.replaceChildren(
      ...Array.from({ length: puzzle.size }, (_, i) => this.padButton(String(i + 1), `Value ${i + 1}`, i + 1)),
      this.padButton("Clear", "Clear the cell", 0),
    );
    this.buttons();
    if (this.active()) this.draw(false);
  }

  private padButton(text: string, label: string, v: number): HTMLButtonElement {
    const b = el("button", { type: "button", "aria-label": label, "data-value": String(v) }, text);
    b.addEventListener("click", () => this.change((s) => enter(s, v), true));
    return b;
  }

  private buttons(): void {
    const s = this.state;
    this.pencilButton.disabled = !s;
    this.pencilButton.setAttribute("aria-pressed", String(!!s?.pencilMode));
    this.undoButton.disabled = !s || !canUndo(s);
    this.checkButton.disabled = !s;
    this.hintButton.disabled = !s || isComplete(s);
    this.tidyButton.disabled = !s;
    this.tidyButton.setAttribute("aria-pressed", String(!!s?.tidyPencil));
    for (const b of this.pad.querySelectorAll("button")) b.disabled = !s;
    this.padMarks();
  }

  /** The chosen cell's pencil marks, on the value pad (at a button's size, right under the board:
   * nine marks in a phone's 9×9 circle are 5.5 px on the board): the values marked stand out, and
   * in pencil mode the pad's buttons are toggles, pressed for the values marked. */
  private padMarks(): void {
    const s = this.state;
    const [r, c] = s?.cursor ?? [0, 0];
    const marks = new Set(s && s.values[r - 1]?.[c - 1] === 0 ? pencilMarks(s, [r, c]) : []);
    for (const b of this.pad.querySelectorAll<HTMLButtonElement>("button[data-value]")) {
      const v = Number(b.dataset.value);
      const marked = v > 0 && marks.has(v);
      b.classList.toggle("marked", marked);
      if (marked) b.setAttribute("aria-description", "pencil mark");
      else b.removeAttribute("aria-description");
      if (s?.pencilMode && v > 0) b.setAttribute("aria-pressed", String(marked));
      else b.removeAttribute("aria-pressed");
    }
  }

  /** Applies a change of state and draws it; `focus`: the keys' focus goes back to the board. */
  private change(f: (s: PlayState) => PlayState, focus: boolean, checked = false): void {
    if (!this.state) return;
    const before = this.state;
    this.state = f(before);
    if (this.state.values !== before.values || this.state.pencil !== before.pencil) this.hint = undefined;
    this.draw(focus);
    if (checked) {
      this.status.textContent = mistakesText(this.state.mistakes!);
    }
  }

  private async askHint(): Promise<void> {
    const s = this.state;
    if (!s) return;
    this.hintText.textContent = "Thinking…";
    const reply = await this.worker.latest({ task: "hint", puzzle: s.puzzle, solution: s.solution, values: s.values });
    if (this.state?.values !== s.values) return;
    if (!reply || !("hint" in reply)) {
      this.hintText.textContent = `No hint: ${reply && "error" in reply ? reply.error : "the engine's worker failed"}`;
      return;
    }
    this.hint = reply.hint;
    this.draw(false);
  }

  private key(e: KeyboardEvent): void {
    if (!this.active() || !this.state || e.altKey || e.key.startsWith("Arrow") || e.key === "Home" || e.key === "End") return;
    const k = { key: e.key, ctrl: e.ctrlKey, meta: e.metaKey };
    if (!handlesKey(this.state, k)) return;
    e.preventDefault();
    this.change((s) => onKey(s, k), true);
  }

  /** Draws the game on the board (when Play is the view shown). */
  private draw(focus: boolean): void {
    this.buttons();
    const s = this.state;
    if (!this.active() || !s) return;
    const hadFocus = focus || this.host.contains(document.activeElement);
    this.board.show(s.puzzle, s.values);
    const n = s.puzzle.size;
    for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) if (s.values[r - 1][c - 1] === 0) showPencil(this.host, [r, c], pencilMarks(s, [r, c]));
    if (s.mistakes) {
      // A wrong value is a mistake; the other cell of a clash it makes (a given, maybe) is not.
      const wrong = new Set(s.mistakes.wrong.map(([r, c]) => `${r},${c}`));
      markCells(this.host, s.mistakes.wrong, "mistake", "mistake");
      markCells(
        this.host,
        s.mistakes.cells.filter(([r, c]) => !wrong.has(`${r},${c}`)),
        "problem",
        "holds the value a mistake repeats",
      );
    }
    if (this.hint) markCells(this.host, this.hint.cells, "hinted", "in the hint");
    editable(this.host, s.cursor, hadFocus);
    this.sameValues();
    this.hintText.textContent = this.hint?.text ?? "";
    const done = isComplete(s);
    if (done && this.solvedIn === null) this.solvedIn = performance.now() - this.startedAt;
    if (!done && this.solvedIn !== null) {
      // Undone after "Solved!": the clock goes on from where it stopped.
      this.startedAt = performance.now() - this.solvedIn;
      this.solvedIn = null;
      this.stopClock();
      this.ticking = setInterval(() => this.tick(), 1000);
    }
    this.tick();
    this.status.classList.toggle("solved", done);
    this.host.querySelector(".board-frame")?.classList.toggle("solved", done);
    if (done) this.status.textContent = `Solved! Well done: every cell is right, in ${clockText(this.solvedIn ?? 0)}.`;
    else if (!s.mistakes) this.status.textContent = s.pencilMode ? "Pencil marks: digits mark or unmark a value." : "Your turn.";
  }
}
