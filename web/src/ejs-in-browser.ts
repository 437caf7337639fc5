/**
 * ejs as the browser build sees it (web/vite.config.ts aliases `ejs` here). ejs's main module runs
 * `new Function` as it loads, which the page's Content-Security-Policy forbids; the app needs only
 * ejs's escaping function (src/assets/templates.ts escapes with it), from ejs's own utils, and never compiles
 * a template in the page: they are compiled at build time.
 */
// @ts-expect-error ejs ships no types for its utils module
import { escapeXML } from "ejs/lib/utils.js";

function compile(): never {
  throw new Error("internal: templates are compiled at build time in the web app (web/vite.config.ts)");
}

export default { escapeXML: escapeXML as (value: unknown) => string, compile };
