/**
 * Solve's rules of one's own, as `solve --rules` takes them: a shipped variant (asp/variants/, read
 * from the bundle) or rules typed in clingo's language. The rules are checked as the command line
 * checks a rule file (engines/asp/rules.ts userRules: a directive they may not use is refused at its
 * line and column); the diagonals are recognized as the native engine's variant there too.
 */
import { readAsset } from "../../src/assets/files.js";
import { type UserRules, userRules, VARIANT_FILES } from "../../src/engines/asp/rules.js";
import { byId, el } from "./dom.js";

/** What typed rules are called in messages ("your rules:2:1: …"). */
export const TYPED = "your rules";
/** Where the rules typed last are kept, so that a reload (or choosing a variant and back) keeps them. */
const KEPT = "strimko:typed-rules";

export class RulesPanel {
  private readonly variant = byId<HTMLSelectElement>("rules-variant");
  private readonly text = byId<HTMLTextAreaElement>("rules-text");

  /** The rules typed (kept while a shipped variant is shown in the box). */
  private typed = "";

  constructor() {
    try {
      this.typed = localStorage.getItem(KEPT) ?? "";
    } catch {
      // Storage refused (a private window): the rules live as long as the page.
    }
    this.variant.replaceChildren(
      el("option", { value: "" }, "none: the puzzle's own rules"),
      ...VARIANT_FILES.map((v) => el("option", { value: v }, `${v} (asp/variants/${v}.lp)`)),
      el("option", { value: "own" }, "rules of your own (below)"),
    );
    // A variant shows its file in the box; "rules of your own" brings back the rules typed last.
    this.variant.addEventListener("change", () => {
      const v = this.variant.value;
      this.text.value = v === "own" ? this.typed : v === "" ? "" : readAsset(`asp/variants/${v}.lp`);
    });
    // Typing makes them your own (a shipped variant changed is no longer it), kept for later.
    this.text.addEventListener("input", () => {
      const v = this.variant.value;
      const shipped = v !== "" && v !== "own" ? readAsset(`asp/variants/${v}.lp`) : undefined;
      if (shipped === this.text.value) return;
      this.variant.value = "own";
      this.typed = this.text.value;
      try {
        localStorage.setItem(KEPT, this.typed);
      } catch {
        // See the constructor.
      }
    });
  }

  /** The rules are typed ones (not a shipped variant's file). */
  get isTyped(): boolean {
    return this.variant.value === "own";
  }

  /** The rules to solve with, or undefined for none; an InputError (at a line and column of the
   * rules) for a directive they may not use. */
  rules(): UserRules | undefined {
    const text = this.text.value;
    if (text.trim() === "") return undefined;
    const v = this.variant.value;
    return userRules([{ name: v !== "" && v !== "own" ? `asp/variants/${v}.lp` : TYPED, text }]);
  }
}
