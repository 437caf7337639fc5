/** The messages between the page and the native engine's worker (native.worker.ts). */
import type { EngineResult, SearchRequest } from "../../src/engines/types.js";
import type { Explanation } from "../../src/explain/steps.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import type { Analysis as Workbench, AnalysisPart } from "../../src/analyze/analyze.js";
import type { Analysis } from "../state/design-analysis.js";
import type { Design } from "../state/design.js";
import type { Hint } from "../state/play.js";

/** A search, as `strimko solve` asks the engine. */
export interface NativeTask {
  id: number;
  kind?: "search";
  puzzle: Puzzle;
  /** As the CLI's, without `started` (a function does not travel). */
  request: Omit<SearchRequest, "started">;
}

/** `strimko explain`'s steps (explain/steps.ts), for the stepper: the traced search can be long. */
export interface ExplainTask {
  id: number;
  kind: "explain";
  puzzle: Puzzle;
  /** The search's wall-clock limit, milliseconds (as explain's --timeout). */
  timeoutMs: number;
}

export type WorkerTask = NativeTask | ExplainTask;

/** The answer to task `id` (the engine's, which names it), or an internal error's message; id 0,
 * `ready`: the worker has started. */
export type NativeReply = { id: number; result: EngineResult } | { id: number; error: string } | { id: 0; ready: true };

/** The answer to an ExplainTask: the explanation, or why there is none. */
export type ExplainReply = { id: number; explanation: Explanation } | { id: number; error: string } | { id: 0; ready: true };

/**
 * The views' tasks for the same worker (a worker of their own, so that Solve's stop does not end
 * them): Play's solution and hints, Design's analysis. Each is the web/state/ function the task
 * names, run off the page's thread (a count or a search can take seconds on a large board).
 */
export type ViewTask =
  /** playableSolution: the one solution a game checks against, or why there is none. */
  | { id: number; task: "playable"; puzzle: Puzzle }
  /** hint: the next inference from the player's grid `values`. */
  | { id: number; task: "hint"; puzzle: Puzzle; solution: Grid; values: Grid }
  /** analyse: what a design is (invalid, none, unique and its level, several). */
  | { id: number; task: "analyse"; design: Design }
  /** The setter's analysis (analyze/analyze.ts, the native engine): its parts are sent as they are
   * proved (ViewUpdate), then the whole. */
  | { id: number; task: "workbench"; puzzle: Puzzle };

export type ViewAnswer = { playable: { solution: Grid } | { reason: string } } | { hint: Hint } | { analysis: Analysis } | { workbench: Workbench };
/** While a task runs: a part done (the analysis so far), or the part under way and its share done. */
export type ViewUpdate = { id: number; part: Workbench } | { id: number; progress: { part: AnalysisPart; done: number } };
export type ViewReply = ({ id: number } & ViewAnswer) | ViewUpdate | { id: number; error: string } | { id: 0; ready: true };
