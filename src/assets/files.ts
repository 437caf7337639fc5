/**
 * The files the tool ships beside its code: the encodings in asp/ and the
 * templates in templates/. Found from this module's own location, so they load
 * the same from src/ (tests), from dist/ (the CLI) and from an installed package.
 *
 * A bundle with no file system (the web app) hands them in instead with useAssets: the same
 * files' texts, read at build time, and the templates compiled at build time by ejs with the
 * options templates.ts compiles with (clientTemplateSource), since a Content-Security-Policy
 * without 'unsafe-eval' forbids compiling them in the page. Compiling templates (ejs) is in
 * templates.ts, apart, so that a command that draws nothing does not load ejs (issue 16: start-up).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A template compiled ahead of time (templates.ts clientTemplateSource): data and an escaping
 * function in, text out. Declared here, where the shipped files are handed in, so that this module
 * and templates.ts do not import each other. */
export type ClientTemplate = (data: unknown, escapeFn: (value: unknown) => string) => string;

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "strimko") return (root = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error("cannot find the strimko package root (asp/ and templates/ live there)");
    dir = parent;
  }
}

/** The shipped files from elsewhere than the package's directory (see the module comment). */
export interface AssetSource {
  /** The text of a shipped file, by its path from the package root; undefined when not there. */
  text(path: string): string | undefined;
  /** A template compiled ahead of time, by its path; undefined when not there. */
  template(path: string): ClientTemplate | undefined;
}

let source: AssetSource | undefined;

/** Reads the shipped files from `assets` from now on (a bundle calls this before anything else);
 * undefined: from the package's directory again. */
export function useAssets(assets: AssetSource | undefined): void {
  source = assets;
  cache.clear();
}

/** Where the shipped files come from now: handed in (useAssets), or undefined (the package's directory). */
export function assetSource(): AssetSource | undefined {
  return source;
}

export function missing(path: string): never {
  throw new Error(`${path} is not among the files this build was given`);
}

const cache = new Map<string, string>();

/** The text of a shipped file, by its path from the package root, e.g. "asp/count.lp". */
export function readAsset(path: string): string {
  let text = cache.get(path);
  if (text === undefined) {
    text = source ? (source.text(path) ?? missing(path)) : readFileSync(join(packageRoot(), path), "utf8");
    cache.set(path, text);
  }
  return text;
}

export function packageVersion(): string {
  return JSON.parse(readAsset("package.json")).version;
}
