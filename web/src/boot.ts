/**
 * The page's first script, small on purpose: it starts clingo (its worker fetches and compiles
 * clingo.wasm, then runs the warm-up program) before the rest of the page's code has even been
 * fetched, then loads the page (main.ts). clingo's start is the longest part of a first solve
 * (README, "Web app": the budget), so it begins first, in parallel with everything else.
 */
import { WebClingo } from "./clingo-runner.js";

performance.mark("strimko:start");
/** clingo's runner, started now; the page's engines and ASP view use this one. */
export const clingo = new WebClingo();
// Marks for bench/web.mjs: where the time to a first solve goes.
void clingo.warmUp().then(() => performance.mark("strimko:clingo-ready"), () => undefined);

void import("./main.js");
