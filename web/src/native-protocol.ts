/** The messages between the page and the native engine's worker (native.worker.ts). */
import type { Named } from "../../src/engines/crosscheck.js";
import type { SearchRequest } from "../../src/engines/types.js";
import type { Explanation } from "../../src/explain/steps.js";
import type { Puzzle } from "../../src/puzzle/types.js";

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

/** The answer to task `id`, with the engine's name for a disagreement (or an internal error's
 * message, with that name too); id 0, `ready`: the worker has started. */
export type NativeReply = { id: number; result: Named } | { id: number; error: string; label: string } | { id: 0; ready: true };

/** The answer to an ExplainTask: the explanation, or why there is none. */
export type ExplainReply = { id: number; explanation: Explanation } | { id: number; error: string; label: string } | { id: 0; ready: true };
