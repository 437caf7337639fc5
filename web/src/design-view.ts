/**
 * Design: a puzzle drawn on the board — a size, streams painted by dragging over cells (a new
 * stream, a stream picked, or erase), givens typed — with Undo and Redo, and while editing the
 * analysis (web/state/design-analysis.ts) in a worker of its own: asked a moment after the last
 * edit, the answer for an older edit dropped. "Use this puzzle" opens the design in the other views.
 */
import type { Puzzle } from "../../src/puzzle/types.js";
import { MAX_SIZE } from "../../src/puzzle/types.js";
import type { Analysis } from "../state/design-analysis.js";
import {
  canRedo,
  canUndo,
  designOf,
  designWarnings,
  newDesign,
  paint,
  problemOf,
  redo,
  resize,
  setGiven,
  toPuzzle,
  undo,
  type DesignHistory,
} from "../state/design.js";
import type { Cell } from "../state/cells.js";
import { valueOfKey } from "../state/play.js";
import { analysisWords, designHeading } from "../state/words.js";
import type { Analysis as Workbench } from "../../src/analyze/analyze.js";
import { candidatesDisagreement, confirmCore } from "../../src/analyze/crosscheck.js";
import { braveCandidates } from "../../src/engines/asp/search.js";
import type { ClingoRunner } from "../../src/engines/asp/clingo.js";
import { progressWords, workbenchWords, type ClingoCheck } from "../state/workbench-words.js";
import { cellOf, editable, markCells, showPencil, unmarkCells } from "./board-marks.js";
import type { BoardView } from "./board-view.js";
import { byId, el } from "./dom.js";
import { ViewWorker } from "./view-worker.js";

/** How long clingo may take over its check of the true candidates (as the worker's parts may:
 * design-analysis.ts ANALYSIS_TIMEOUT_MS, not imported here: that module brings the engines). */
const CHECK_TIMEOUT_MS = 10_000;
/** How long after an edit the analysis is asked for (edits in a drag or in quick keys ask once). */
const DEBOUNCE_MS = 150;
/** Up to this size a drag paints the stream on the board cell by cell, as the pointer goes; above
 * it, the cells dragged over are marked and the stream is painted once, on release. Drawing a
 * 64×64 board takes a few hundred milliseconds (its picture is some 16,000 SVG elements): once per
 * cell dragged over, it froze the page for seconds. A 16×16 draws in a few milliseconds. */
const LIVE_PAINT_MAX = 16;
/** The classes the analysis marks cells with (words.ts analysisWords), and a large drag's, cleared
 * before the board shows the design's marks again. */
const DESIGN_MARKS = ["problem", "mistake", "differs", "painting", "suggest", "core", "warned"];

export class DesignView {
  private readonly panel = byId("view-design");
  private readonly sizeSelect = byId<HTMLSelectElement>("design-size");
  private readonly brush = byId<HTMLSelectElement>("design-brush");
  private readonly undoButton = byId<HTMLButtonElement>("design-undo");
  private readonly redoButton = byId<HTMLButtonElement>("design-redo");
  private readonly useButton = byId<HTMLButtonElement>("design-use");
  private readonly analysisText = byId("design-analysis");
  private readonly usedText = byId("design-used");
  private readonly worker = new ViewWorker("design");
  /** The setter's analysis (true candidates, fewest givens, redundant givens, why no solution)
   * runs in a worker of its own after the verdict, and Stop ends it. */
  private readonly workbenchWorker = new ViewWorker("design-workbench");
  private readonly workbenchText = byId("design-workbench");
  private readonly warningsList = byId("design-warnings");
  private readonly stopButton = byId<HTMLButtonElement>("design-stop");
  /** The setter's analysis of the present design so far (undefined before its first part). */
  private workbench: Workbench | undefined;
  /** clingo's checks of the present design's true candidates and core: asked once they come, their answers. */
  private check: { design: DesignHistory["present"]; answer?: ClingoCheck } | undefined;
  private coreCheck: { design: DesignHistory["present"]; answer?: ClingoCheck } | undefined;
  private history: DesignHistory = newDesign(4);
  private cursor: Cell = [1, 1];
  /** The analysis of the present design (undefined while it is asked for). */
  private analysis: Analysis | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A drag under way: the history before it, the cells so far, the stream painted. */
  private drag: { before: DesignHistory; cells: Cell[]; stream: number | "new" } | undefined;
  /** The design the board shows, and its frame: an answer of the analysis then only marks cells,
   * rather than draw the whole board again (another view may have drawn there since: the frame). */
  private drawn: { design: DesignHistory["present"]; frame: Element | null } | undefined;
  /** A large board's drawing asked for, done once the page has shown that it is drawing. */
  private drawing: { focus: boolean } | undefined;
  private drawingSoon = false;

  /** `describe`: writes the page's heading and its line (the view describes its design there
   * while it is shown; the page describes the open puzzle again when another view is shown). */
  constructor(
    private readonly board: BoardView,
    private readonly host: HTMLElement,
    private readonly use: (puzzle: Puzzle) => void,
    private readonly describe: (heading: { title: string; info: string }) => void,
    /** The page's clingo, for the check of the true candidates (its runs not shown by the ASP view). */
    private readonly clingo: ClingoRunner,
  ) {
    // Every size a puzzle may have, so that any puzzle opened can be edited.
    this.sizeSelect.replaceChildren(...Array.from({ length: MAX_SIZE }, (_, i) => el("option", { value: String(i + 1) }, `${i + 1} × ${i + 1}`)));
    this.sizeSelect.addEventListener("change", () => this.edit(resize(this.history, Number(this.sizeSelect.value))));
    byId("design-new").addEventListener("click", () =>
      this.edit({ ...newDesign(Number(this.sizeSelect.value)), past: [...this.history.past, this.history.present] }),
    );
    this.stopButton.addEventListener("click", () => {
      this.workbenchWorker.stop();
      this.stopButton.hidden = true;
      this.workbenchText.append(el("p", {}, "Analysis stopped."));
    });
    this.undoButton.addEventListener("click", () => this.edit(undo(this.history)));
    this.redoButton.addEventListener("click", () => this.edit(redo(this.history)));
    // Nothing else in this panel changes when the puzzle is opened elsewhere: the press says what it did.
    this.useButton.addEventListener("click", () => {
      this.use(toPuzzle(this.history.present));
      this.usedText.textContent = "Opened in the other views (Solve, Step through, ASP, Export, Play) and in the share link.";
    });
    // The analysis (and its worker) waits until Design is shown.
    this.panel.addEventListener("shown", () => (this.analysis || this.timer ? this.draw(false) : this.edit(this.history)));
    host.addEventListener("keydown", (e) => this.key(e));
    host.addEventListener("focusin", (e) => {
      const cell = cellOf(e.target);
      if (this.active() && cell) this.cursor = cell;
    });
    host.addEventListener("pointerdown", (e) => this.pointer(e, "down"));
    host.addEventListener("pointermove", (e) => this.pointer(e, "move"));
    window.addEventListener("pointerup", () => this.endDrag());
    // A touch the browser takes over (a system gesture, a scroll) ends with pointercancel and no
    // pointerup: the drag ends there too, or the next move with a contact pressed painted on.
    // (No pointer capture is taken, so there is no lostpointercapture of this view's to end it on.)
    window.addEventListener("pointercancel", () => this.endDrag());
    this.edit(this.history);
  }

  private active(): boolean {
    return !this.panel.hidden;
  }

  /** Starts from a puzzle that was opened (its streams and givens). */
  open(puzzle: Puzzle): void {
    this.edit(designOf(puzzle));
  }

  /** The brush: "new", a stream id, or 0 (erase); "new" until one is chosen (the list is empty
   * before the first design is drawn, and a new user's first drag should paint, not erase). */
  private brushValue(): number | "new" {
    return this.brush.value === "new" || this.brush.value === "" ? "new" : Number(this.brush.value);
  }

  private fillBrush(keep: number | "new"): void {
    const ids = [...new Set(this.history.present.streams.flat())].filter((s) => s > 0).sort((a, b) => a - b);
    this.brush.replaceChildren(
      el("option", { value: "new" }, "a new stream"),
      ...ids.map((s) => el("option", { value: String(s) }, `stream ${s}`)),
      el("option", { value: "0" }, "erase (no stream)"),
    );
    this.brush.value = String(keep === "new" || keep === 0 || ids.includes(keep) ? keep : "new");
  }

  /** A press on a cell selects it (to type a given); moving on to other cells with the button
   * down paints them all, the first included, as one edit. */
  private pointer(e: PointerEvent, what: "down" | "move"): void {
    if (!this.active()) return;
    if (what === "down") {
      const cell = cellOf(e.target);
      this.drag = cell && e.button === 0 ? { before: this.history, cells: [cell], stream: this.brushValue() } : undefined;
      return;
    }
    if (!this.drag || e.buttons !== 1) return;
    // The board is drawn again under the pointer as it paints: the cell is the one under it now.
    const cell = cellOf(document.elementFromPoint(e.clientX, e.clientY));
    if (!cell || this.drag.cells.some(([r, c]) => r === cell[0] && c === cell[1])) return;
    this.drag.cells.push(cell);
    this.cursor = cell;
    e.preventDefault();
    if (this.history.present.size > LIVE_PAINT_MAX) {
      markCells(this.host, this.drag.cells.length === 2 ? this.drag.cells : [cell], "painting", "being painted");
      return;
    }
    const painted = paint(this.drag.before, this.drag.cells, this.drag.stream);
    this.edit(painted.history, painted.stream, true);
  }

  /** The button released, or the pointer cancelled: a large design's drag is painted now, as one
   * edit (a cancelled drag keeps what it went over, as a small design's, painted as it went, does). */
  private endDrag(): void {
    const drag = this.drag;
    this.drag = undefined;
    if (!drag || drag.cells.length < 2 || this.history.present.size <= LIVE_PAINT_MAX || !this.active()) return;
    const painted = paint(drag.before, drag.cells, drag.stream);
    this.edit(painted.history, painted.stream, true);
  }

  private key(e: KeyboardEvent): void {
    if (!this.active() || e.altKey) return;
    const mod = e.ctrlKey || e.metaKey;
    const d = this.history.present;
    let next: DesignHistory | undefined;
    let stream: number | "new" | undefined;
    if (mod && e.key.toLowerCase() === "z") next = e.shiftKey ? redo(this.history) : undo(this.history);
    else if (mod && e.key.toLowerCase() === "y") next = redo(this.history);
    else if (mod) return;
    else if (e.key === "Backspace" || e.key === "Delete") next = setGiven(this.history, this.cursor, 0);
    else if (e.key === "Enter") {
      const painted = paint(this.history, [this.cursor], this.brushValue());
      [next, stream] = [painted.history, painted.stream];
    } else {
      const v = valueOfKey(e.key);
      if (v === null || v > d.size) return;
      next = setGiven(this.history, this.cursor, v);
    }
    e.preventDefault();
    this.edit(next, stream, true);
  }

  /** A new history: drawn now, analysed a moment later. */
  private edit(h: DesignHistory, stream?: number | "new", focus = false): void {
    const changed = h.present !== this.history.present || !this.analysis;
    this.history = h;
    const n = h.present.size;
    if (this.cursor[0] > n || this.cursor[1] > n) this.cursor = [1, 1];
    this.sizeSelect.value = String(n);
    this.fillBrush(stream ?? this.brushValue());
    this.undoButton.disabled = !canUndo(h);
    this.redoButton.disabled = !canRedo(h);
    if (changed) {
      // The design now differs from the one opened by "Use this puzzle".
      this.usedText.textContent = "";
      this.analysis = undefined;
      this.workbench = undefined;
      this.workbenchWorker.stop();
      this.stopButton.hidden = true;
      this.workbenchText.replaceChildren();
      this.useButton.disabled = problemOf(h.present) !== null;
      this.analysisText.textContent = "Analysing…";
      clearTimeout(this.timer);
      this.timer = this.active() ? setTimeout(() => void this.analyse(), DEBOUNCE_MS) : undefined;
    }
    if (n <= LIVE_PAINT_MAX || !this.active() || this.boardShows(h.present)) {
      this.draw(focus);
      return;
    }
    // A large board: the page says so before the drawing holds it (a new design, a size chosen,
    // an edit), and edits made meanwhile are drawn together.
    if (!this.drawing) this.analysisText.textContent = `Drawing the ${n}×${n} board…`;
    this.drawing = { focus: focus || (this.drawing?.focus ?? false) };
    if (this.drawingSoon) return;
    this.drawingSoon = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        const drawing = this.drawing;
        this.drawing = undefined;
        this.drawingSoon = false;
        if (drawing) this.draw(drawing.focus);
      }),
    );
  }

  private async analyse(): Promise<void> {
    this.timer = undefined;
    const design = this.history.present;
    const reply = await this.worker.latest({ task: "analyse", design });
    if (this.history.present !== design || !reply) return;
    if (!("analysis" in reply)) {
      this.analysisText.textContent = `Not analysed: ${"error" in reply ? reply.error : "the engine's worker failed"}`;
      if (this.active()) this.describe(designHeading(design, "failed"));
      return;
    }
    this.analysis = reply.analysis;
    this.draw(false);
    const status = reply.analysis.status;
    if (status === "several" || status === "unique" || (status === "none" && reply.analysis.clashes.length === 0)) void this.analyseMore(design);
  }

  /** The setter's analysis of a design the verdict is in for: each part drawn as it comes. */
  private async analyseMore(design: DesignHistory["present"]): Promise<void> {
    this.stopButton.hidden = false;
    const progress = el("p", { class: "progress" }, "Analysing…");
    this.workbenchText.replaceChildren(progress);
    const reply = await this.workbenchWorker.latest({ task: "workbench", puzzle: toPuzzle(design) }, (update) => {
      if (this.history.present !== design) return;
      if ("progress" in update) progress.textContent = progressWords(update.progress.part, update.progress.done);
      else {
        this.workbench = update.part;
        this.draw(false);
        if (update.part.done.includes("candidates")) void this.checkCandidates(design, update.part);
        if (update.part.core) void this.checkCore(design, update.part.core);
      }
    });
    if (this.history.present !== design || !reply) return;
    this.stopButton.hidden = true;
    if ("workbench" in reply) this.workbench = reply.workbench;
    else if ("error" in reply) this.workbenchText.replaceChildren(el("p", {}, `Not analysed: ${reply.error}`));
    this.draw(false);
  }

  /** clingo's check of the true candidates the worker found (its brave consequences, the same
   * comparison as `strimko analyze`'s), once per design, in clingo's queue on the page. */
  private async checkCandidates(design: DesignHistory["present"], a: Workbench): Promise<void> {
    if (this.check?.design === design || !a.counts || a.status === "timeout" || a.status === "error") return;
    const check: NonNullable<DesignView["check"]> = { design };
    this.check = check;
    const counts = a.counts;
    try {
      const b = await braveCandidates(toPuzzle(design), { engine: this.clingo, timeoutMs: CHECK_TIMEOUT_MS });
      const why = b.candidates && candidatesDisagreement(counts, b.candidates);
      check.answer = !b.candidates ? { status: "timeout" } : why ? { status: "disagree", why } : { status: "agree" };
    } catch (e) {
      check.answer = { status: "failed", why: e instanceof Error ? e.message : String(e) };
    }
    if (this.history.present === design && this.check === check) this.draw(false);
  }

  /** clingo's check of the core the worker found (no solution with it, one without each member:
   * `strimko analyze`'s check), once per design. */
  private async checkCore(design: DesignHistory["present"], core: NonNullable<Workbench["core"]>): Promise<void> {
    if (this.coreCheck?.design === design) return;
    const check: NonNullable<DesignView["coreCheck"]> = { design };
    this.coreCheck = check;
    try {
      const answer = await confirmCore(toPuzzle(design), core, { engine: this.clingo, timeoutMs: CHECK_TIMEOUT_MS });
      check.answer = answer === "disagree" ? { status: "disagree", why: "clingo does not find the set unsolvable and minimal" } : { status: answer };
    } catch (e) {
      check.answer = { status: "failed", why: e instanceof Error ? e.message : String(e) };
    }
    if (this.history.present === design && this.coreCheck === check) this.draw(false);
  }

  /** The setter's analysis so far: its lines, its pencil marks, its marked cells. The board is
   * drawn again first when pencil marks were shown (they are part of the picture). */
  private showWorkbench(a: Workbench, design: DesignHistory["present"]): void {
    const words = workbenchWords(a, design, {
      candidates: this.check?.design === design ? this.check.answer : undefined,
      core: this.coreCheck?.design === design ? this.coreCheck.answer : undefined,
    });
    // The progress line stays while the analysis runs.
    const progress = this.workbenchText.querySelector(".progress");
    this.workbenchText.replaceChildren(...words.lines.map((line) => el("p", {}, line)), ...(progress && !this.stopButton.hidden ? [progress] : []));
    for (const p of words.pencil) showPencil(this.host, p.cell, p.marks, p.ones);
    // The core explains the verdict's "no solution" better than resolution's empty unit: its marks
    // alone are shown (the two reds could not be told apart).
    if (words.marks.some((m) => m.className === "core")) unmarkCells(this.host, ["mistake"]);
    for (const m of words.marks) markCells(this.host, m.cells, m.className, m.why);
  }

  /** Draws the design on the board again (after another part of the page drew there). */
  redraw(): void {
    this.draw(false);
  }

  /** Whether the board shows this design already (drawn by this view, and nothing drawn since). */
  private boardShows(design: DesignHistory["present"]): boolean {
    return this.drawn?.design === design && this.drawn.frame !== null && this.drawn.frame === this.host.firstElementChild;
  }

  private draw(focus: boolean): void {
    if (!this.active()) return;
    const hadFocus = focus || this.host.contains(document.activeElement);
    const design = this.history.present;
    if (this.boardShows(design)) {
      unmarkCells(this.host, DESIGN_MARKS);
      for (const g of this.host.querySelectorAll("svg g.pencil")) g.remove();
    } else {
      this.board.show(toPuzzle(design));
      this.drawn = { design, frame: this.host.firstElementChild };
    }
    this.describe(designHeading(design, this.analysis));
    // What is not a proper Strimko, beside the verdict, as soon as the design is drawn.
    const warnings = designWarnings(design);
    this.warningsList.hidden = warnings.length === 0;
    this.warningsList.replaceChildren(...warnings.map((w) => el("li", {}, `Not a proper Strimko: ${w.text}.`)));
    for (const w of warnings) markCells(this.host, w.cells, "warned", w.text);
    if (this.analysis) {
      const w = analysisWords(this.analysis);
      this.analysisText.textContent = w.text;
      this.analysisText.dataset.status = this.analysis.status;
      if (w.mark) markCells(this.host, w.cells, w.mark, w.why);
      if (this.workbench) this.showWorkbench(this.workbench, design);
    } else {
      delete this.analysisText.dataset.status;
      if (!this.drawing) this.analysisText.textContent = "Analysing…";
    }
    // A large drag under way (its cells marked, painted on release): the marks cleared above, or
    // lost with the board drawn again, are set again (the analysis of the edit before can answer
    // during the drag).
    const drag = this.drag;
    if (drag && drag.cells.length >= 2 && design.size > LIVE_PAINT_MAX) markCells(this.host, drag.cells, "painting", "being painted");
    editable(this.host, this.cursor, hadFocus);
  }
}
