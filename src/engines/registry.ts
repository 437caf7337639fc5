/**
 * The engines, in one list, and the one way to run one (runEngine, engines/verified.ts: its
 * search, then the independent verifier on every grid it reports; runEngineNow, the same for a
 * caller that cannot wait). `--engine` and the library's `engine` option take their choices from
 * this list.
 */
import { aspEngine } from "./asp-engine.js";
import { nativeEngine } from "./native-engine.js";
import { resolutionEngine } from "./resolution-engine.js";
import type { Engine } from "./types.js";

export { runEngine, runEngineNow } from "./verified.js";

export const ENGINES = [aspEngine, nativeEngine, resolutionEngine] as const;
export type EngineName = (typeof ENGINES)[number]["name"];

/** The engines that search (solve and count run them); resolution alone only resolves. */
export const SEARCH_ENGINES = ["asp", "native"] as const;
export type SearchEngineName = (typeof SEARCH_ENGINES)[number];

/** What solve and count run: both search engines, cross-checked, or one. */
export const ENGINE_CHOICES = ["both", ...SEARCH_ENGINES] as const;
export type EngineChoice = (typeof ENGINE_CHOICES)[number];

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
