/** The messages between the page and the native engine's worker (native.worker.ts). */
import type { Named } from "../../src/engines/crosscheck.js";
import type { SearchRequest } from "../../src/engines/types.js";
import type { Puzzle } from "../../src/puzzle/types.js";

export interface NativeTask {
  id: number;
  puzzle: Puzzle;
  /** As the CLI's, without `started` (a function does not travel). */
  request: Omit<SearchRequest, "started">;
}

/** The answer to task `id`, with the engine's name for a disagreement (or an internal error's
 * message, with that name too); id 0, `ready`: the worker has started. */
export type NativeReply = { id: number; result: Named } | { id: number; error: string; label: string } | { id: 0; ready: true };
