/**
 * The shipped ejs templates (templates/), compiled once each: the board's picture, the ASP
 * instance, the report and explanation pages. Apart from files.ts so that ejs loads only for a
 * command that renders one (issue 16: start-up).
 */
import ejs from "ejs";
import { assetSource, missing, readAsset, type AssetSource } from "./files.js";
import { NOT_XML } from "../puzzle/rules.js";

export type { ClientTemplate } from "./files.js";

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
    if (!compiled || from !== assetSource()) {
      const source = assetSource();
      from = source;
      const client = source ? (source.template(path) ?? missing(path)) : undefined;
      compiled = client
        ? (data) => client(data, xmlText)
        : (ejs.compile(readAsset(path), {
            ...TEMPLATE_OPTIONS,
            destructuredLocals: [...TEMPLATE_OPTIONS.destructuredLocals],
            escape: xmlText,
            filename: path,
          }) as unknown as (data: { it: T }) => string);
    }
    return compiled({ it });
  };
}
