/**
 * Deliberately broken engines, for the tests that show a disagreement is caught. Nothing here is
 * part of the library: a test installs a fault with installFault, and the command line (cli/main.ts,
 * and each worker of `compare`) and the soak install the one named by the environment with
 * installFaultFromEnvironment:
 *
 *   STRIMKO_FAULT=flip-asp|flip-native  that engine changes one value of its first solution
 *                                       (before the verifier sees it);
 *   STRIMKO_FAULT=native-none           the native engine claims there is no solution;
 *   STRIMKO_FAULT=throw                 every engine throws a plain Error, as a bug would;
 *   STRIMKO_FAULT_ONLY=<puzzle id>      only that puzzle (its label) is affected.
 */
import type { Grid, Puzzle } from "../puzzle/types.js";
import { overrideEngines } from "./registry.js";
import type { Engine, SearchRequest, Unverified } from "./types.js";

export const FAULTS = ["flip-asp", "flip-native", "native-none", "throw"] as const;
export type Fault = (typeof FAULTS)[number];

function flipped(grid: Grid, n: number): Grid {
  const copy = grid.map((row) => row.slice());
  copy[0][0] = (copy[0][0] % n) + 1;
  return copy;
}

/** The engine with the fault, or the engine itself when the fault is not about it. Both ways of
 * asking it (search, and searchNow where it has it) have the fault. */
export function faulty(engine: Engine, fault: Fault, only?: string): Engine {
  const flips = fault === `flip-${engine.name}`;
  const none = fault === "native-none" && engine.name === "native";
  if (!flips && !none && fault !== "throw") return engine;
  const affected = (request: SearchRequest) => only === undefined || request.label === only;
  /** The answer of a fault that needs no search (throw, none); undefined for a flip. */
  const instead = (): Unverified | undefined => {
    if (fault === "throw") throw new Error("a bug injected for the tests (STRIMKO_FAULT=throw)");
    if (none) return { status: "done", count: 0, complete: true, solutions: [], stats: {}, timeMs: 0 };
    return undefined;
  };
  // A flip needs a solution to act on: the engine is asked to collect them.
  const collecting = (request: SearchRequest): SearchRequest => ({ ...request, collect: true });
  const flip = (puzzle: Puzzle, request: SearchRequest, r: Unverified): Unverified => {
    const solutions = r.solutions.map((g, k) => (k === 0 ? flipped(g, puzzle.size) : g));
    return { ...r, solutions: request.collect ? solutions : solutions.slice(0, 1) };
  };
  const wrapped: Engine = {
    ...engine,
    async search(puzzle, request) {
      if (!affected(request)) return engine.search(puzzle, request);
      return instead() ?? flip(puzzle, request, await engine.search(puzzle, collecting(request)));
    },
  };
  if (engine.searchNow) {
    wrapped.searchNow = (puzzle, request) => {
      if (!affected(request)) return engine.searchNow!(puzzle, request);
      return instead() ?? flip(puzzle, request, engine.searchNow!(puzzle, collecting(request)));
    };
  }
  return wrapped;
}

/** Every engine run from now on has the fault (undefined: none). */
export function installFault(fault: Fault | undefined, only?: string): void {
  overrideEngines(fault ? (engine) => faulty(engine, fault, only) : undefined);
}

/** Installs the fault STRIMKO_FAULT names (limited by STRIMKO_FAULT_ONLY), if any: the one hook
 * the command line and the soak have. */
export function installFaultFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): void {
  const f = env.STRIMKO_FAULT;
  installFault((FAULTS as readonly string[]).includes(f ?? "") ? (f as Fault) : undefined, env.STRIMKO_FAULT_ONLY);
}
