/** The messages between the New puzzle view and its worker (generate.worker.ts). */
import type { GeneratedPuzzle } from "../../src/generate/generate.js";
import type { GenerateOptions } from "../../src/generate/options.js";

/** `generate`'s options, one puzzle (jobs is always 1 here: this worker is the one thread). */
export interface GenerateTask {
  id: number;
  options: Omit<GenerateOptions, "jobs" | "count">;
}

/** The puzzle made, or why not, in generate's words (an unreachable level, a bad option). */
export type GenerateReply = { id: number; made: GeneratedPuzzle } | { id: number; error: string };
