/**
 * clingo, started as soon as the page's script runs: this module is main.ts's first import, so it
 * runs before any other of the page's modules, and clingo's worker fetches and compiles clingo.wasm
 * (then runs the warm-up program) while the page sets itself up. clingo's start is the longest part
 * of a first solve (docs/web-app.md: the budget).
 */
import { WebClingo } from "./clingo-runner.js";

performance.mark("strimko:start");
/** clingo's runner, started now; the page's engines and ASP view use this one. */
export const clingo = new WebClingo();
// Marks for bench/web.mjs: where the time to a first solve goes.
void clingo.warmUp().then(
  () => performance.mark("strimko:clingo-ready"),
  () => undefined,
);
