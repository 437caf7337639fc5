/**
 * Deliberately broken engines, for the tests that show a disagreement is caught. Nothing here is
 * part of the library, and nothing in the shipped command turns it on: no environment variable,
 * option or file does. A test installs a fault in its own process with installFault (the tests'
 * in-process `strimko` helper, test/cli/run.ts, turns its STRIMKO_FAULT and STRIMKO_FAULT_ONLY
 * arguments into that call; the soak, its own STRIMKO_FAULT); the worker threads of compare and
 * generate are handed the installed fault by the thread that starts them (installedFault).
 *
 *   flip-asp | flip-native  that engine changes one value of its first solution (before the
 *                           verifier sees it);
 *   native-none             the native engine claims there is no solution;
 *   throw                   every engine throws a plain Error, as a bug would;
 *   asp-timeout             clingo does not finish: it reports the time limit reached once that
 *                           limit has passed (at once without one), so that a test sees "one
 *                           engine timed out" however fast the machine;
 *   only                    only that puzzle (its label) is affected.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { overrideEngines } from "./registry.js";
import type { Engine, EngineResult, SearchRequest } from "./types.js";

export const FAULTS = ["flip-asp", "flip-native", "native-none", "throw", "asp-timeout"] as const;
export type Fault = (typeof FAULTS)[number];

function flipped(grid: Grid, n: number): Grid {
  const copy = grid.map((row) => row.slice());
  copy[0][0] = (copy[0][0] % n) + 1;
  return copy;
}

/** The engine with the fault, or the engine itself when the fault is not about it. */
export function faulty(engine: Engine, fault: Fault, only?: string): Engine {
  const flips = fault === `flip-${engine.name}`;
  const none = fault === "native-none" && engine.name === "native";
  const stalls = fault === "asp-timeout" && engine.name === "asp";
  if (!flips && !none && !stalls && fault !== "throw") return engine;
  const affected = (request: SearchRequest) => only === undefined || request.label === only;
  /** The answer of a fault that needs no search (throw, none); undefined for a flip. */
  const instead = (): EngineResult | undefined => {
    if (fault === "throw") throw new Error("a bug injected for the tests (STRIMKO_FAULT=throw)");
    if (none) return { engine: engine.name, status: "done", count: 0, complete: true, solutions: [], stats: {}, timeMs: 0 };
    return undefined;
  };
  // A flip needs a solution to act on: the engine is asked to collect them.
  const collecting = (request: SearchRequest): SearchRequest => ({ ...request, collect: true });
  const flip = (puzzle: Puzzle, request: SearchRequest, r: EngineResult): EngineResult => {
    const solutions = r.solutions.map((g, k) => (k === 0 ? flipped(g, puzzle.size) : g));
    return { ...r, solutions: request.collect ? solutions : solutions.slice(0, 1) };
  };
  const wrapped: Engine = {
    ...engine,
    async search(puzzle, request) {
      if (!affected(request)) return engine.search(puzzle, request);
      if (stalls) return timedOut(engine, request);
      return instead() ?? flip(puzzle, request, await engine.search(puzzle, collecting(request)));
    },
  };
  return wrapped;
}

/** An engine that searched until the time limit and found nothing: it calls `started` as a
 * threaded engine does, so the caller runs the other engine meanwhile. The real timeouts are
 * tested with puzzles clingo cannot finish (test/cli/cli.test.ts); this one is for the paths
 * where the other engine answers first, which a real pair of engines takes only on a machine
 * slow enough. */
async function timedOut(engine: Engine, request: SearchRequest): Promise<EngineResult> {
  request.started?.();
  const ms = request.timeoutMs ?? 0;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { engine: engine.name, status: "timeout", count: 0, complete: false, solutions: [], stats: {}, timeMs: ms };
}

/** A fault as it is installed, and handed to worker threads (a structured clone). */
export interface InstalledFault {
  fault: Fault;
  /** Only the puzzle with this label. */
  only?: string;
  /** Only in the worker threads started from now on, not in this one. */
  workersOnly?: boolean;
}

let installed: InstalledFault | undefined;

/** Every engine run from now on has the fault (undefined: none). */
export function installFault(fault: Fault | InstalledFault | undefined, only?: string): void {
  installed = typeof fault === "string" ? { fault, only } : fault;
  const here = installed && !installed.workersOnly ? installed : undefined;
  overrideEngines(here ? (engine) => faulty(engine, here.fault, here.only) : undefined);
}

/** The fault installed in this thread, for the worker threads it starts (undefined: none). */
export function installedFault(): InstalledFault | undefined {
  return installed;
}

/** In a worker thread: the fault its starter handed it, in this thread's engines. */
export function installHandedFault(handed: InstalledFault | undefined): void {
  installFault(handed && { ...handed, workersOnly: false });
}
