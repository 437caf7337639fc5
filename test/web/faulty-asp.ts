/**
 * For the browser test of a disagreement only: the web app's ASP engine with the command line's
 * test fault "flip-asp" (src/engines/faults.ts: clingo's first solution changed before the verifier
 * sees it). test/web/site.ts builds a second site in which web/src/engines.ts imports this module
 * instead of src/engines/asp-engine.ts.
 */
import { aspEngineOn as realAspEngineOn } from "../../src/engines/asp-engine.js";
import { faulty } from "../../src/engines/faults.js";
import type { ClingoRunner } from "../../src/engines/asp/clingo.js";
import type { Engine } from "../../src/engines/types.js";

export function aspEngineOn(runner?: ClingoRunner): Engine<"asp"> {
  return faulty(realAspEngineOn(runner), "flip-asp") as Engine<"asp">;
}
