/**
 * A view whose code is loaded when it is first needed (a dynamic import: its own chunk, not in the
 * page's first script), so that the page and a first solve do not wait for the views that are not
 * on screen then: its tab shown, or `load()` called (main.ts loads them all once clingo is ready).
 * Until it is loaded the view keeps the last thing asked of it (a puzzle to open), its panel is
 * busy, and its controls are hidden and inert (no click or key lands on controls that do not
 * listen yet): the panel says it is loading instead (a first tab picked on a slow machine or
 * connection showed an empty panel for a moment), or, if the code did not load (the server went
 * away), says so with a button to try again.
 */
import { el } from "./dom.js";

export class LazyView<V> {
  private view: V | undefined;
  private loading: Promise<V | undefined> | undefined;
  /** What to do on the view once loaded: the last call of `call` before then. */
  private waiting: ((view: V) => void) | undefined;
  /** What the panel says while the view is not there: loading, or why it did not load. */
  private readonly notice: HTMLElement;
  /** The panel's own controls (index.html's), hidden until the view's code listens to them. */
  private readonly controls: HTMLElement[];

  constructor(
    private readonly panel: HTMLElement,
    private readonly make: () => Promise<V>,
  ) {
    this.controls = [...panel.children].filter((e): e is HTMLElement => e instanceof HTMLElement);
    for (const e of this.controls) {
      e.inert = true;
      e.classList.add("view-waiting");
    }
    this.notice = el("div", { class: "view-notice" });
    this.loadingNotice();
    panel.prepend(this.notice);
    panel.setAttribute("aria-busy", "true");
    panel.addEventListener("shown", () => void this.load());
  }

  private get label(): string {
    return this.panel.dataset.label ?? "this view";
  }

  private loadingNotice(): void {
    this.notice.replaceChildren(el("p", { class: "view-loading", role: "status" }, `Loading ${this.label}…`));
  }

  /** Loads the view (once; again after a failure, when asked); then, if its panel is shown, tells
   * it so (it draws its state then). */
  load(): Promise<V | undefined> {
    this.loading ??= this.make().then(
      (view) => {
        this.view = view;
        this.waiting?.(view);
        this.waiting = undefined;
        this.notice.remove();
        for (const e of this.controls) {
          e.inert = false;
          e.classList.remove("view-waiting");
        }
        this.panel.removeAttribute("aria-busy");
        if (!this.panel.hidden) this.panel.dispatchEvent(new Event("shown"));
        return view;
      },
      (error: unknown) => {
        this.panel.removeAttribute("aria-busy");
        const retry = el("button", { type: "button" }, "Try again");
        retry.addEventListener("click", () => {
          this.loading = undefined;
          // The button goes with the notice: a keyboard user's focus goes to the view's tab
          // rather than back to the start of the page.
          const hadFocus = document.activeElement === retry;
          this.loadingNotice();
          const tab = document.getElementById(this.panel.getAttribute("aria-labelledby") ?? "");
          if (hadFocus) tab?.focus();
          this.panel.setAttribute("aria-busy", "true");
          void this.load();
        });
        this.notice.replaceChildren(
          el(
            "div",
            { class: "errors", role: "alert" },
            el(
              "p",
              {},
              `${this.label} did not load (${error instanceof Error ? error.message : String(error)}). Is the site still there? Try again, or reload the page.`,
            ),
          ),
          retry,
        );
        return undefined;
      },
    );
    return this.loading;
  }

  /** The view, if loaded. */
  get loaded(): V | undefined {
    return this.view;
  }

  /** Calls `f` on the view now if it is loaded, else once it is (a later call replaces an earlier one
   * still waiting: each is "open this puzzle", and only the last matters). */
  call(f: (view: V) => void): void {
    if (this.view) f(this.view);
    else this.waiting = f;
  }
}
