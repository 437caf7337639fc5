/**
 * The web app's page: open a puzzle (bundled, pasted, a file, a link), see it, solve it with both
 * engines. The core is src/, the same as the command line's; this file only wires the page.
 * clingo starts first (clingo-start.ts); the views not on screen at first (Step through, Export,
 * Play, Design, New puzzle) load later (lazy-view.ts, below), out of the way of clingo's start and
 * a first solve.
 */
// First: clingo starts before the other modules run (clingo-start.ts).
import { clingo } from "./clingo-start.js";
import "./assets.js";
import "./style.css";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import type { EngineResult } from "../../src/engines/types.js";
import type { SolveVerdict } from "../../src/engines/verdict.js";
import { sameGrid } from "../../src/engines/crosscheck.js";
import { differingCells, type Cell } from "../state/cells.js";
import { markCells } from "./board-marks.js";
import { BoardView } from "./board-view.js";
import { loadCollections, type Collections } from "./bundled.js";
import { byId, el } from "./dom.js";
import { Engines, RulesMistake } from "./engines.js";
import { tryRules } from "../../src/engines/asp/search.js";
import { openText, type Opened } from "./open.js";
import { errorItem } from "./error-place.js";
import { INPUT_FORMATS } from "../../src/puzzle/formats/index.js";
import { fragmentProgram, fragmentText, programFragment, puzzlePart, shareFragment, shareLink } from "./share.js";
import { SolveView } from "./solve-view.js";
import { RulesPanel } from "./rules-panel.js";
import type { UserRules } from "../../src/engines/asp/rules.js";
import { AspView } from "./asp-view.js";
import { LazyView } from "./lazy-view.js";
import { FIRST_PUZZLE } from "./first-puzzle.js";
import { setUpTabs } from "./views.js";
import { puzzleKind } from "../state/puzzle-kind.js";
import { PASTED } from "../state/file-names.js";

interface Open {
  id: string;
  puzzle: Puzzle;
}

const engines = new Engines(clingo);
const board = new BoardView(byId("board"));
const solveView = new SolveView();
const rulesPanel = new RulesPanel();
const rulesNote = byId("rules-note");
// The ASP view is not lazy: its code is the ASP path's, which Solve needs anyway.
const aspView = new AspView(byId("view-asp"), engines.clingo, board, byId("board"), (program) => void shareProgram(program));
const stepperView = new LazyView(byId("view-steps"), async () => new (await import("./stepper-view.js")).StepperView(byId("view-steps"), board, byId("board")));
const exportView = new LazyView(
  byId("view-export"),
  async () => new (await import("./export-view.js")).ExportView(byId("view-export"), () => aspView.encodingName, solveForExport),
);
const solveButton = byId<HTMLButtonElement>("solve");
const stopButton = byId<HTMLButtonElement>("stop");
const status = byId("status");
const entrySelect = byId<HTMLSelectElement>("entry");
const bundledSelect = byId<HTMLSelectElement>("bundled");
/** The bundled file the open puzzle comes from ("" when it comes from elsewhere): the list of bundled
 * puzzles shows it, and nothing once a puzzle is pasted, opened from a file or a link, or made. */
let bundledPath = "";
/** Whether the list holds the bundled puzzles yet ("Loading…" until then). */
let bundledLoaded = false;
function markBundled(path: string): void {
  bundledPath = path;
  if (bundledLoaded) bundledSelect.value = path;
}
const errors = byId("open-errors");
const share = byId<HTMLInputElement>("share");
const playView = new LazyView(byId("view-play"), async () => new (await import("./play-view.js")).PlayView(board, byId("board")));
// "Use this puzzle" and a puzzle made open as any other; the design keeps its history then.
const designView = new LazyView(byId("view-design"), async () => {
  const { DesignView } = await import("./design-view.js");
  const view: InstanceType<typeof DesignView> = new DesignView(
    board,
    byId("board"),
    (puzzle) => {
      showMade({ id: puzzle.title ?? "design", puzzle }, "design");
      view.redraw();
    },
    ({ title, info }) => heading(title, info),
    clingo.unwatched,
  );
  return view;
});
// A puzzle made is shown: on a phone the form's Generate button is far under the board, which the
// page had scrolled out of sight above.
const newView = new LazyView(
  byId("view-new"),
  async () =>
    new (await import("./new-view.js")).NewView((made) => {
      showMade({ id: made.puzzle.title ?? "generated", puzzle: made.puzzle });
      bringBoardIntoView();
    }),
);

let current: Open | undefined;
/** The solution Solve found for the open puzzle (and, when it has several, the cells where another differs). */
let solvedShown: { open: Open; solution: Grid; differing: Cell[] } | undefined;

/** Solve's board: the open puzzle, solved once Solve has found its solution. */
function drawSolve(): void {
  if (!current) return void byId("board").replaceChildren();
  const solved = solvedShown?.open === current ? solvedShown : undefined;
  board.show(current.puzzle, solved?.solution);
  if (solved) markCells(byId("board"), solved.differing, "differs", "differs in another solution");
}
/** The last solve asked for (it never rejects: an engine's failure is an answer). */
let solving: Promise<unknown> = Promise.resolve();
/** Solve's verdict on the open puzzle, when Solve ran without rules of one's own (Export's PDF takes it). */
let verdictShown: { open: Open; report: SolveVerdict } | undefined;

/** Export's PDF: the puzzle solved as Solve solves it. A Solve under way is waited for and its
 * verdict taken; else both engines run now (their answers are not shown in Solve). */
async function solveForExport(puzzle: Puzzle, id: string): Promise<SolveVerdict | undefined> {
  await solving.catch(() => undefined);
  if (verdictShown && verdictShown.open === current && current.puzzle === puzzle) return verdictShown.report;
  return engines.solve(puzzle, id, () => undefined);
}
/** The puzzles of the file opened last (a collection holds several). */
let opened: Opened = { puzzles: [], errors: [] };

function describe(p: Puzzle): string {
  const givens = p.givens.flat().filter((v) => v !== 0).length;
  return `${p.size}×${p.size}, ${puzzleKind(p)}, ${givens} givens`;
}

/** A puzzle that comes from no file (Design's "Use this puzzle", New puzzle): the list of the
 * file opened before, and its errors, go (they are not this puzzle's). */
function showMade(open: Open, from?: "design"): void {
  opened = { puzzles: [], errors: [] };
  markBundled("");
  entrySelect.replaceChildren();
  entrySelect.disabled = true;
  errors.replaceChildren();
  show(open, from);
}

/** The heading over the board and the line under it: what the board shows. */
function heading(title: string, info: string): void {
  byId("title").textContent = title;
  byId("puzzle-info").textContent = info;
}

/** The heading for the open puzzle (Design writes its design's while it is shown). */
function headOpen(): void {
  if (current) heading(current.puzzle.title ?? current.id, `${current.id} — ${describe(current.puzzle)}`);
  else heading("No puzzle open", "");
}

/** `keepAddress`: the address bar is left as it is (the first puzzle of a fresh page: the user
 * has chosen nothing yet, and reloading the bare address opens it again). */
function show(open: Open, from?: "design", keepAddress = false): void {
  engines.stop();
  current = open;
  // Opened (again): unsolved until Solve is pressed, as the verdict says.
  solvedShown = undefined;
  document.title = `${open.puzzle.title ?? open.id} — strimko`;
  headOpen();
  board.show(open.puzzle);
  share.value = shareLink(open.puzzle, location.href);
  shareStatus.textContent = "";
  // The address bar carries the open puzzle too (without adding a history entry per puzzle).
  if (!keepAddress) history.replaceState(null, "", shareFragment(open.puzzle));
  solveView.reset("idle");
  stepperView.call((v) => v.open(open.puzzle, open.id));
  aspView.open(open.puzzle, open.id);
  exportView.call((v) => v.open(open.puzzle, open.id));
  status.textContent = "";
  solveButton.disabled = false;
  stopButton.disabled = true;
  playView.call((v) => v.open(open.puzzle));
  if (from !== "design") designView.call((v) => v.open(open.puzzle));
}

const formatSelect = byId<HTMLSelectElement>("format");
formatSelect.append(...INPUT_FORMATS.map((f) => el("option", { value: f }, f)));

/** Shows what a file (or paste, or link) holds: its first puzzle, a choice among several, its
 * errors. A paste or a file is read in the format chosen (if any); a bundled file or a
 * link is detected (a link's error names no Format list: it does not apply to links). */
function openFile(name: string, text: string, from: "paste" | "file" | "bundled" | "link", keepAddress = false): void {
  const input = from === "paste" || from === "file";
  const format = input ? INPUT_FORMATS.find((f) => f === formatSelect.value) : undefined;
  const read = openText(name, text, format, from === "link" ? "link" : "input");
  // A pasted text's error comes with a button to its place in the paste box.
  errors.replaceChildren(...read.errors.flatMap((e) => errorItem(e, from === "paste" ? pasteBox : undefined)));
  errors.dataset.from = from;
  // Nothing read (only errors): the puzzle open stays, and so do the lists that name it (they
  // were emptied, the board still showing the puzzle they had named).
  if (read.puzzles.length === 0) return;
  opened = read;
  markBundled(from === "bundled" ? name : "");
  entrySelect.replaceChildren(...opened.puzzles.map((p, i) => el("option", { value: String(i) }, p.puzzle.title ? `${p.id} — ${p.puzzle.title}` : p.id)));
  entrySelect.disabled = opened.puzzles.length < 2;
  if (opened.puzzles.length > 0) show(opened.puzzles[0], undefined, keepAddress);
  // The user opened it (not a link, not the first puzzle of a fresh page): show it.
  if (opened.puzzles.length > 0 && from !== "link" && !keepAddress) bringBoardIntoView();
}

/** On a phone the Open panel lies below the board and the views (style.css: the board comes first),
 * out of the board's sight: a puzzle opened there scrolls the board back into view; and the board lies above the views, whose New puzzle form is longer than the screen: a puzzle made there,
 * Generate pressed at the form's foot, scrolls the board down into view (its top had gone off the
 * screen). Either way the board's panel comes to the top of the screen, its heading naming the
 * puzzle; on a wide screen the board is beside the panels, and nothing moves. The focus stays
 * where it is. */
function bringBoardIntoView(): void {
  const panel = byId("puzzle");
  const board = byId("board").getBoundingClientRect();
  // Side by side (the views beside the board, not under it): a page scrolled down is the user's.
  if (byId("views").getBoundingClientRect().top < board.bottom) return;
  const below = panel.getBoundingClientRect().top > window.innerHeight / 4;
  const above = board.top < 0;
  if (below || above) panel.scrollIntoView({ block: "start" });
}

/** On a phone the view's panel lies below the board: a tab picked there scrolls the board's top to
 * the top of the screen, so that the board and the view's buttons under it (Next, Hint, Solve…) are
 * on one screen (test/web/phone.test.ts). Side by side (a wide screen), or with the board's top near
 * the top of the screen already, nothing moves. */
function boardOverView(): void {
  const boardBox = byId("board").getBoundingClientRect();
  if (byId("views").getBoundingClientRect().top < boardBox.bottom) return;
  if (boardBox.top >= 0 && boardBox.top < window.innerHeight / 8) return;
  byId("board").scrollIntoView({ block: "start" });
}

entrySelect.addEventListener("change", () => {
  const picked = opened.puzzles[Number(entrySelect.value)];
  if (picked) show(picked);
});

const pasteBox = byId<HTMLTextAreaElement>("paste");
byId("open-text").addEventListener("click", () => openFile(PASTED, pasteBox.value, "paste"));

async function openBlob(file: File): Promise<void> {
  openFile(file.name, await file.text(), "file");
}
byId<HTMLInputElement>("file").addEventListener("change", (e) => {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (file) void openBlob(file);
  // Emptied, so that choosing the same file again (fixed since) is a change too; the line under
  // the heading names the file open.
  input.value = "";
});
document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  e.preventDefault();
  const file = e.dataTransfer?.files[0];
  if (file) void openBlob(file);
});

function fillBundled(collections: Collections): void {
  const select = bundledSelect;
  const groups = [...collections]
    .filter(([, files]) => files.length > 0)
    .map(([name, files]) => el("optgroup", { label: name }, ...files.map((f) => el("option", { value: f.path }, f.name))));
  select.replaceChildren(el("option", { value: "" }, "Choose a bundled puzzle…"), ...groups);
  const byPath = new Map([...collections.values()].flat().map((f) => [f.path, f]));
  // A bundled file open already (the first puzzle): the list says which.
  bundledLoaded = true;
  markBundled(bundledPath);
  select.addEventListener("change", () => {
    const file = byPath.get(select.value);
    if (file) openFile(file.path, file.text, "bundled");
  });
}

/** The address's puzzle, opened (or what is wrong with it). An address that holds no puzzle link
 * (`#foo`, no fragment) opens nothing, and drops a link's error shown before (it is about a link no
 * longer there); an error of a paste or a file stays by the paste box. */
function openFromAddress(): void {
  const text = fragmentText(location.hash);
  if (text instanceof Error) {
    errors.replaceChildren(el("p", {}, `link: ${text.message}`));
    errors.dataset.from = "link";
  } else if (text === undefined && errors.dataset.from === "link") errors.replaceChildren();
  else if (text !== undefined && (!current || shareFragment(current.puzzle) !== puzzlePart(location.hash))) {
    const hash = location.hash;
    openFile("link", text, "link");
    void openProgram(hash);
  }
}

/** An edited ASP program the link carries (issue 27): into the ASP view's editor, its tab shown. */
async function openProgram(hash: string): Promise<void> {
  const program = await fragmentProgram(hash);
  if (program === undefined) return;
  if (program instanceof Error) {
    errors.replaceChildren(el("p", {}, `link: ${program.message}`));
    errors.dataset.from = "link";
    return;
  }
  aspView.load(program);
  byId("tab-asp").click();
  // The address keeps the experiment, as the link had it.
  history.replaceState(null, "", hash);
  if (current) share.value = shareLink(current.puzzle, location.href) + (await programFragment(program));
}

/** The ASP view's "Link to this program": the page's share link and address with the edited program. */
async function shareProgram(program: string): Promise<void> {
  if (!current) return;
  const part = await programFragment(program);
  share.value = shareLink(current.puzzle, location.href) + part;
  history.replaceState(null, "", shareFragment(current.puzzle) + part);
  shareStatus.textContent = "The link now carries the edited program: Copy link copies it.";
}
window.addEventListener("hashchange", openFromAddress);

solveButton.addEventListener("click", async () => {
  const open = current;
  if (!open) return;
  let rules: UserRules | undefined;
  try {
    rules = rulesPanel.rules();
  } catch (e) {
    // A directive the rules may not use: said at its line and column, nothing run.
    status.textContent = e instanceof Error ? e.message : String(e);
    return;
  }
  // The ASP view shows the program Solve runs, your rules in it.
  aspView.useRules(rules);
  if (rules) {
    // Tried first, as the command line does: a syntax error or a rule that grounds without bound is
    // one message at its line; clingo's word about a predicate in no rule head (a typo?) is shown.
    solveButton.disabled = true;
    status.textContent = "Trying your rules…";
    try {
      const notes = await tryRules(rules, { engine: clingo.unwatched });
      rulesNote.textContent = notes.join("\n");
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
      solveButton.disabled = !current;
      return;
    }
    // Another puzzle opened meanwhile: this Solve is over (the new puzzle waits for its own).
    if (current !== open) {
      status.textContent = "";
      solveButton.disabled = !current;
      return;
    }
  } else rulesNote.textContent = "";
  solveButton.disabled = true;
  stopButton.disabled = false;
  solveView.reset("working…", rules);
  status.textContent = "Solving…";
  // The last run's solution goes with its verdict: a run stopped, timed out or in disagreement
  // has none, and the board must not show the old one under the new verdict.
  solvedShown = undefined;
  verdictShown = undefined;
  board.show(open.puzzle);
  const answers: EngineResult[] = [];
  const solved = engines.solve(
    open.puzzle,
    open.id,
    (engine, answer) => {
      answers.push(answer);
      solveView.answer(engine, answer);
    },
    rules,
  );
  solving = solved;
  let report: Awaited<typeof solved>;
  try {
    report = await solved;
  } catch (e) {
    if (!(e instanceof RulesMistake)) throw e;
    // The rules' mistake, in the command line's words; no verdict (nothing was answered).
    solveView.reset("stopped: your rules are at fault", rules);
    status.textContent = e.message;
    solveButton.disabled = !current;
    stopButton.disabled = true;
    return;
  }
  if (current !== open || !report) return;
  // Several solutions: the board shows one, and marks the cells where another (either engine's) differs.
  const other = report.solution && report.unique === false ? answers.flatMap((a) => a.solutions).find((g) => !sameGrid(g, report.solution!)) : undefined;
  const differing = other ? differingCells(report.solution!, other) : [];
  solveView.report(report, differing.length);
  performance.mark("strimko:verdict");
  if (report.solution) solvedShown = { open, solution: report.solution, differing };
  if (!rules) verdictShown = { open, report };
  // The board shows the solution unless another view has it now (Play, Design draw their own).
  if (!byId("view-solve").hidden) drawSolve();
  status.textContent = report.agree === false ? "The engines disagree." : "Done.";
  solveButton.disabled = false;
  stopButton.disabled = true;
});

stopButton.addEventListener("click", () => {
  engines.stop();
  solveView.stopped();
  status.textContent = "Stopped.";
  solveButton.disabled = !current;
  stopButton.disabled = true;
  solveButton.focus();
});

// Copy link says what it did: copied, or (no clipboard for the page) the link selected for Ctrl+C.
const shareStatus = byId("share-status");
byId("copy-link").addEventListener("click", async () => {
  share.focus();
  share.select();
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(share.value);
    shareStatus.textContent = "Link copied.";
  } catch {
    shareStatus.textContent = "The link is selected: copy it with Ctrl+C.";
  }
});

// Solve draws the open puzzle again when it is shown (Play and Design draw their own states), with
// its solution once solved (going to Play and back once showed the givens under the verdict).
byId("view-solve").addEventListener("shown", drawSolve);
// Every view but Design shows the open puzzle on the board (Play its game of it): the heading
// describes it again when one of them is shown.
for (const panel of document.querySelectorAll<HTMLElement>("#views [role=tabpanel]")) if (panel.id !== "view-design") panel.addEventListener("shown", headOpen);
setUpTabs(boardOverView);
solveView.reset("idle");
openFromAddress();
// No link (a bad one shows its error, and no other puzzle): the first bundled Strimko, unsolved.
if (fragmentText(location.hash) === undefined) openFile(FIRST_PUZZLE.path, FIRST_PUZZLE.text, "bundled", true);
// The bundled puzzles load at once: choosing one is what a newcomer does first.
loadCollections().then(fillBundled, (e: unknown) => {
  errors.replaceChildren(el("p", {}, `the bundled puzzles did not load: ${String(e)}`));
  errors.dataset.from = "bundled";
});
// The other views load once clingo is ready and a solve asked for before then has finished (not
// before: they would compete with clingo's start and a first solve for the machine's cores); a
// view loads at once when its tab is shown.
const loadViews = () => [stepperView, exportView, playView, designView, newView].forEach((view) => void view.load());
void clingo
  .warmUp()
  .catch(() => undefined)
  .then(() => solving)
  .then(loadViews);
