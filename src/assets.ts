/**
 * The files the tool ships beside its code: the encodings in asp/ and the
 * templates in templates/. Found from this module's own location, so they load
 * the same from src/ (tests), from dist/ (the CLI) and from an installed package.
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

const cache = new Map<string, string>();

/** The text of a shipped file, by its path from the package root, e.g. "asp/count.lp". */
export function readAsset(path: string): string {
  let text = cache.get(path);
  if (text === undefined) {
    text = readFileSync(join(packageRoot(), path), "utf8");
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

/**
 * A shipped ejs template, compiled once. Strict mode, no `with`: the template reads its data as
 * `it`, and a misspelt name is an error, not an empty string.
 */
export function compileTemplate<T>(path: string): (it: T) => string {
  let compiled: ((data: { it: T }) => string) | undefined;
  return (it: T) => {
    compiled ??= ejs.compile(readAsset(path), {
      escape: xmlText,
      strict: true,
      _with: false,
      localsName: "data",
      destructuredLocals: ["it"],
      filename: path,
    }) as unknown as (data: { it: T }) => string;
    return compiled({ it });
  };
}
