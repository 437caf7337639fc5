/**
 * What Solve shows: each engine's status, time and statistics as it finishes, then the verdict
 * (unique / several / none) and whether the engines agree; a disagreement as loudly as the command
 * line shows it ("ENGINES DISAGREE", both answers). All of it text.
 */
import type { EngineResult, SearchEngineName as EngineName } from "../../src/engines/types.js";
import { finished } from "../../src/engines/crosscheck.js";
import type { SolveVerdict } from "../../src/engines/verdict.js";
import { plural } from "../../src/text/output.js";
import { rulesNote } from "../../src/text/rules-note.js";
import type { UserRules } from "../../src/engines/asp/rules.js";
import { TYPED } from "./rules-panel.js";
import { nativeSearchNote, statLines, timeText } from "../state/stat-words.js";
import { byId, el } from "./dom.js";

const ENGINE_TITLES: Record<EngineName, string> = { asp: "clingo (ASP)", native: "native engine" };

/** An engine's answer to "up to 2 solutions", in words (as the CLI's verdicts). */
function answerText(r: EngineResult): string {
  if (r.status === "error") return r.error ?? "error";
  if (!finished(r, 2)) return r.count > 0 ? "stopped (found a solution; uniqueness not decided)" : "stopped";
  return r.count === 0 ? "no solution" : r.count === 1 ? "solved, unique" : "solved, not unique: 2+ solutions";
}

/** The verdict of both engines in words, as Solve shows it (and Export's PDF under the solution);
 * not for a disagreement, which is said louder. */
export function verdictWords(report: SolveVerdict): string {
  return report.status === "solved"
    ? report.unique
      ? "Unique: exactly one solution"
      : "Several solutions (2 or more)"
    : report.status === "unsatisfiable"
      ? "No solution"
      : report.status === "timeout"
        ? "Not decided (an engine stopped)"
        : "Error";
}

export class SolveView {
  private readonly cards = byId("engines");
  private readonly verdict = byId("verdict");
  /** The rules of one's own of the run shown, if any (the verdict says who read them). */
  private rules: UserRules | undefined;

  /** Both engines working (or, with `what`, another state of both: "stopped", "idle"); with rules
   * only clingo reads, the native engine's card says it sits this one out. */
  reset(what = "working…", rules?: UserRules): void {
    this.rules = rules;
    const nativeToo = !rules || rules.variant !== undefined;
    this.cards.replaceChildren(
      this.card("asp", what),
      nativeToo ? this.card("native", what) : this.card("native", "not run: it does not read these rules; clingo alone answers"),
    );
    this.cards.querySelector('[data-engine="native"]')?.classList.toggle("engine-pending", nativeToo);
    this.verdict.replaceChildren();
    this.verdict.className = "verdict";
  }

  private card(name: EngineName, status: string, r?: EngineResult): HTMLElement {
    const stats = r ? statLines(r.stats).map((line) => el("li", {}, line)) : [];
    return el(
      "section",
      { class: `engine engine-${r?.status ?? "pending"}`, "data-engine": name, "aria-label": ENGINE_TITLES[name] },
      el("h3", {}, ENGINE_TITLES[name]),
      el("p", { class: "engine-status" }, status),
      ...(r ? [el("p", { class: "engine-time" }, `time: ${timeText(r.timeMs)}`), el("ul", { class: "engine-stats" }, ...stats)] : []),
      ...(r && name === "native" && nativeSearchNote(r.stats) ? [el("p", { class: "engine-note" }, nativeSearchNote(r.stats))] : []),
    );
  }

  /** A run stopped: the engines that had not answered yet say so (an answer already shown stays). */
  stopped(): void {
    for (const card of this.cards.querySelectorAll<HTMLElement>(".engine-pending")) card.replaceWith(this.card(card.dataset.engine as EngineName, "stopped"));
  }

  /** An engine's answer, as it comes. */
  answer(name: EngineName, r: EngineResult): void {
    const old = this.cards.querySelector(`[data-engine="${name}"]`);
    const card = this.card(name, answerText(r), r);
    if (old) old.replaceWith(card);
    else this.cards.append(card);
  }

  /** The verdict of both (`differing`: with several solutions, how many cells the board marks as
   * differing in another). */
  report(report: SolveVerdict, differing = 0): void {
    if (report.agree === false) {
      this.verdict.className = "verdict disagree";
      this.verdict.replaceChildren(el("strong", {}, "ENGINES DISAGREE"), el("p", {}, report.disagreement ?? ""));
      this.showVerdict();
      return;
    }
    const words = verdictWords(report);
    const agreement = report.agree === true ? "both engines agree" : "nothing to cross-check";
    // Several solutions is not a success to show in green: for a puzzle maker it is a flaw.
    this.verdict.className = `verdict verdict-${report.status === "solved" && report.unique === false ? "several" : report.status}`;
    const shown = differing > 0 ? `. The board shows one of them; the ${plural(differing, "cell")} marked differ in another.` : "";
    const rules = this.rules
      ? [
          el(
            "p",
            { class: "verdict-rules" },
            rulesNote({
              rules: this.rules.name,
              variant: this.rules.variant,
              engines: Object.keys(report.engines),
              grid: !!report.solution,
              typed: this.rules.files.every((f) => f.name === TYPED),
            })
              .trim()
              .replace(/^\((.*)\)$/, "$1"),
          ),
        ]
      : [];
    this.verdict.replaceChildren(el("strong", {}, words), el("span", {}, ` — ${agreement}${shown}`), ...rules);
    this.showVerdict();
  }

  /** On a phone the views lie under the board, and the verdict came below the fold (issue 26): it
   * is scrolled up into sight. Side by side (a wide screen) nothing moves. */
  private showVerdict(): void {
    const board = byId("board").getBoundingClientRect();
    if (byId("views").getBoundingClientRect().top < board.bottom) return;
    if (this.verdict.getBoundingClientRect().bottom > window.innerHeight) this.verdict.scrollIntoView({ block: "nearest" });
  }
}
