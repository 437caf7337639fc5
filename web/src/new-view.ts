/**
 * New puzzle: a form with `strimko generate`'s options (kind, size, difficulty, seed, givens,
 * symmetry), the library's generate run in a worker of its own (generate.worker.ts), the puzzle
 * made opened in the other views. An error (an unreachable level, a size a kind is not made in) is
 * shown in generate's words. Stop ends the worker (a fresh one starts).
 */
import type { GeneratedPuzzle } from "../../src/generate/generate.js";
import { DEFAULT_SIZE, DIFFICULTIES, GIVENS, KINDS, sizesOf, SYMMETRIES, type GenerateOptions, type Kind } from "../../src/generate/options.js";
import { generateProblem } from "../state/generate-words.js";
import { byId, el } from "./dom.js";
import type { GenerateReply, GenerateTask } from "./generate-protocol.js";

const options = (select: HTMLSelectElement, values: readonly string[], chosen: string) => {
  select.replaceChildren(...values.map((v) => el("option", { value: v }, v)));
  select.value = chosen;
};

export class NewView {
  private readonly form = byId<HTMLFormElement>("new-form");
  private readonly kind = byId<HTMLSelectElement>("new-kind");
  private readonly size = byId<HTMLInputElement>("new-size");
  private readonly status = byId("new-status");
  private readonly generateButton = byId<HTMLButtonElement>("new-generate");
  private readonly stopButton = byId<HTMLButtonElement>("new-stop");
  private worker: Worker | undefined;
  private task = 0;
  private started = 0;

  constructor(private readonly open: (made: GeneratedPuzzle) => void) {
    options(this.kind, KINDS, "strimko");
    options(byId("new-difficulty"), DIFFICULTIES, "resolution");
    options(byId("new-givens"), GIVENS, "minimal");
    options(byId("new-symmetry"), SYMMETRIES, "none");
    // A new kind starts at its default size (a size one kind is made in may not suit another), and
    // the label says the sizes it is made in.
    const kindChosen = () => {
      const kind = this.kind.value as Kind;
      this.size.value = String(DEFAULT_SIZE[kind]);
      byId("new-size-hint").textContent = `(${sizesOf(kind)})`;
    };
    kindChosen();
    this.kind.addEventListener("change", kindChosen);
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.generate();
    });
    this.stopButton.addEventListener("click", () => {
      this.stop();
      this.status.textContent = "Stopped.";
      this.generateButton.focus();
    });
  }

  /** The form's options as generate takes them (generate checks them, and says what is wrong). */
  private read(): GenerateTask["options"] {
    const data = new FormData(this.form);
    const text = (name: string) => String(data.get(name) ?? "");
    const seed = text("seed").trim();
    return {
      kind: text("kind") as Kind,
      size: Number(text("size")),
      difficulty: text("difficulty") as GenerateOptions["difficulty"],
      givens: text("givens") as GenerateOptions["givens"],
      symmetry: text("symmetry") as GenerateOptions["symmetry"],
      ...(seed ? { seed } : {}),
    };
  }

  private stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.task++;
    this.generateButton.disabled = false;
    this.stopButton.disabled = true;
  }

  private generate(): void {
    this.stop();
    const id = ++this.task;
    const worker = (this.worker = new Worker(new URL("./generate.worker.ts", import.meta.url), { type: "module", name: "generator" }));
    worker.onmessage = (e: MessageEvent<GenerateReply>) => {
      const reply = e.data;
      if (reply.id !== this.task) return;
      const seconds = ((performance.now() - this.started) / 1000).toFixed(1);
      this.generateButton.disabled = false;
      this.stopButton.disabled = true;
      if ("error" in reply) {
        this.status.textContent = `Not made: ${generateProblem(reply.error)}`;
        this.status.className = "error";
        return;
      }
      this.status.className = "";
      this.status.textContent = `Made in ${seconds} s: ${reply.made.puzzle.title ?? "a new puzzle"} (level ${reply.made.difficulty.level}).`;
      this.open(reply.made);
    };
    worker.onerror = (e) => {
      this.status.textContent = `Not made: ${e.message || "the generator's worker failed"}`;
      this.stop();
    };
    this.generateButton.disabled = true;
    this.stopButton.disabled = false;
    this.status.className = "";
    this.status.textContent = "Generating… (both engines check the puzzle)";
    this.started = performance.now();
    worker.postMessage({ id, options: this.read() } satisfies GenerateTask);
  }
}
