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
import type { Grid } from "../puzzle/types.js";
import { overrideEngines } from "./registry.js";
import type { Engine } from "./types.js";

export const FAULTS = ["flip-asp", "flip-native", "native-none", "throw"] as const;
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
  if (!flips && !none && fault !== "throw") return engine;
  return {
    ...engine,
    async search(puzzle, request) {
      if (only !== undefined && request.label !== only) return engine.search(puzzle, request);
      if (fault === "throw") throw new Error("a bug injected for the tests (STRIMKO_FAULT=throw)");
      if (none) return { status: "done", count: 0, complete: true, solutions: [], stats: {}, timeMs: 0 };
      // A flip needs a solution to act on: this engine collects them.
      const r = await engine.search(puzzle, { ...request, collect: true });
      const solutions = r.solutions.map((g, k) => (k === 0 ? flipped(g, puzzle.size) : g));
      return { ...r, solutions: request.collect ? solutions : solutions.slice(0, 1) };
    },
  };
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
