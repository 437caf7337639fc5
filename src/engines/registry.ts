/**
 * The engines, in one list, and the one way to run one (runEngine, engines/verified.ts: its
 * search, then the independent verifier on every grid it reports). `--engine` and the library's
 * `engine` option take their choices from this list.
 */
import { aspEngine } from "./asp-engine.js";
import { nativeEngine } from "./native-engine.js";
import { resolutionEngine } from "./resolution-engine.js";
import type { Engine, EngineName, SearchEngineName } from "./types.js";

export type { EngineName, SearchEngineName } from "./types.js";

export { runEngine } from "./verified.js";

/** Every engine, each of EngineName once. */
export const ENGINES = [aspEngine, nativeEngine, resolutionEngine] as const satisfies readonly Engine[];

/** The engines that search (solve and count run them); resolution alone only resolves. */
export const SEARCH_ENGINES = ["asp", "native"] as const satisfies readonly SearchEngineName[];

/** What count runs: both search engines, cross-checked, or one. */
export const ENGINE_CHOICES = ["both", ...SEARCH_ENGINES] as const;

/** What `solve --engine` takes: both search engines cross-checked, or any one engine of the list. */
export const SOLVE_CHOICES: readonly ("both" | EngineName)[] = ["both", ...ENGINES.map((e) => e.name)];

/** Replaces an engine by another (a deliberately broken one, for the tests: see faults.ts). */
export type EngineOverride = (engine: Engine) => Engine;
let override: EngineOverride | undefined;

/** Installs (or, with undefined, removes) the override every later engineNamed applies. */
export function overrideEngines(f: EngineOverride | undefined): void {
  override = f;
}

export function engineNamed(name: EngineName): Engine {
  const engine = ENGINES.find((e) => e.name === name)!;
  return override ? override(engine) : engine;
}
