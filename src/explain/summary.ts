/** An explanation's one line of summary, in the words both shells show: the command line above
 * the steps, the web app's Step through and the stepper page. */
import { plural } from "../text/output.js";
import type { ExplainRecord } from "./record.js";

/** One line of summary: what the explanation shows. */
export function explainSummary(r: ExplainRecord): string {
  const places = r.steps.filter((s) => s.kind === "place").length;
  const guesses = r.steps.filter((s) => s.kind === "guess").length;
  if (r.status === "timeout") return "not solved within the time limit; the steps go as far as resolution";
  if (r.status === "unsatisfiable") {
    if (!r.complete) return "no solution: resolution stalls, and the search that shows it is too long to follow step by step";
    return guesses === 0 ? "no solution: resolution refutes the givens" : `no solution: every option of every guess fails (${guesses} guesses)`;
  }
  const how =
    r.method === "resolution"
      ? `solved by resolution alone in ${plural(places, "inference")}`
      : r.complete
        ? `resolution stalls; solved with ${guesses} guess${guesses === 1 ? "" : "es"} (${places} inferences in all)`
        : "resolution stalls, and the search is too long to follow step by step; the steps go as far as resolution";
  const unique = r.unique === true ? "" : r.unique === false ? "; the puzzle has other solutions too (this is one)" : "; uniqueness not decided";
  return how + unique;
}
