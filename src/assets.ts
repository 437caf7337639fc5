/**
 * The files the tool ships beside its code: the encodings in asp/ and the
 * templates in templates/. Found from this module's own location, so they load
 * the same from src/ (tests), from dist/ (the CLI) and from an installed package.
 *
 * A bundle with no file system (the web app) hands them in instead with useAssets: the same
 * files' texts, read at build time, and the templates compiled at build time by ejs with the
 * options below (clientTemplateSource), since a Content-Security-Policy without 'unsafe-eval' forbids
 * compiling them in the page.
 */
import { existsSync, readFileSync } from "node:fs";
import ejs from "ejs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { NOT_XML } from "./puzzle/rules.js";

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

/** A template compiled ahead of time by ejs with `client: true`: it takes the escaping function. */
export type ClientTemplate = (data: unknown, escapeFn: (value: unknown) => string) => string;

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

function missing(path: string): never {
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

const NOT_XML_ANYWHERE = new RegExp(NOT_XML.source, "g");

/** Text for `<%=`: escaped as ejs does, and a character XML cannot hold at all (a control
 * character, a lone surrogate; puzzles cannot have them, but a title passed in code or a file name
 * can) shown as U+FFFD, so that the page or picture still parses. */
function xmlText(value: unknown): string {
  return ejs.escapeXML(value).replace(NOT_XML_ANYWHERE, "\uFFFD");
}

/** How every template is compiled: strict mode, no `with`: the template reads its data as `it`,
 * and a misspelt name is an error, not an empty string. A build that compiles the templates ahead
 * of time uses these options too (clientTemplateSource). */
const TEMPLATE_OPTIONS = { strict: true, _with: false, localsName: "data", destructuredLocals: ["it"] } as const;

/** A template's text compiled ahead of time, as JavaScript source: a ClientTemplate function. A
 * build that ships no ejs (the web app's, web/vite.config.ts) writes this into its bundle. */
export function clientTemplateSource(text: string, path: string): string {
  const options = { ...TEMPLATE_OPTIONS, destructuredLocals: [...TEMPLATE_OPTIONS.destructuredLocals], client: true, filename: path };
  return ejs.compile(text, options).toString();
}

/** A shipped ejs template, compiled once (or handed in compiled, see useAssets; compiled again if
 * useAssets changes where the files come from). */
export function compileTemplate<T>(path: string): (it: T) => string {
  let compiled: ((data: { it: T }) => string) | undefined;
  let from: AssetSource | undefined;
  return (it: T) => {
    if (!compiled || from !== source) {
      from = source;
      const client = source ? (source.template(path) ?? missing(path)) : undefined;
      compiled = client
        ? (data) => client(data, xmlText)
        : (ejs.compile(readAsset(path), { ...TEMPLATE_OPTIONS, destructuredLocals: [...TEMPLATE_OPTIONS.destructuredLocals], escape: xmlText, filename: path }) as unknown as (data: { it: T }) => string);
    }
    return compiled({ it });
  };
}
