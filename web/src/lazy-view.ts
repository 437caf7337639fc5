/**
 * A view whose code is loaded when it is first needed (a dynamic import: its own chunk, not in the
 * page's first script), so that the page and a first solve do not wait for the views that are not
 * on screen then: its tab shown, or `load()` called (main.ts loads them all once clingo is ready).
 * Until it is loaded the view keeps the last thing asked of it (a puzzle to open), and its panel
 * is inert and busy: no click or key lands on controls that do not listen yet.
 */
import { el } from "./dom.js";

export class LazyView<V> {
  private view: V | undefined;
  private loading: Promise<V | undefined> | undefined;
  /** What to do on the view once loaded: the last call of `call` before then. */
  private waiting: ((view: V) => void) | undefined;

  constructor(
    private readonly panel: HTMLElement,
    private readonly make: () => Promise<V>,
  ) {
    panel.inert = true;
    panel.setAttribute("aria-busy", "true");
    panel.addEventListener("shown", () => void this.load());
  }

  /** Loads the view (once); then, if its panel is shown, tells it so (it draws its state then). */
  load(): Promise<V | undefined> {
    this.loading ??= this.make().then(
      (view) => {
        this.view = view;
        this.waiting?.(view);
        this.waiting = undefined;
        this.panel.inert = false;
        this.panel.removeAttribute("aria-busy");
        if (!this.panel.hidden) this.panel.dispatchEvent(new Event("shown"));
        return view;
      },
      (error: unknown) => {
        this.panel.removeAttribute("aria-busy");
        this.panel.inert = false;
        this.panel.replaceChildren(el("p", { class: "errors", role: "alert" }, `This view did not load: ${error instanceof Error ? error.message : String(error)}`));
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
