/**
 * The shipped files, handed to the core (src/assets/files.ts useAssets): the encodings' texts from asp/
 * and the variants from asp/variants/,
 * read at build time, and the templates compiled at build time (web/vite.config.ts). Imported
 * first by every bundle that renders a program or a board.
 */
import { useAssets } from "../../src/assets/files.js";
import templates from "virtual:strimko-templates";
import { version } from "../../package.json";

// The encodings, and the shipped variants (Solve's rules of one's own; rules.ts recognizes the diagonals by them).
const encodings = import.meta.glob<string>(["../../asp/*.lp", "../../asp/variants/*.lp"], { query: "?raw", import: "default", eager: true });

/** "asp/count.lp" → its text. */
const texts = new Map(Object.entries(encodings).map(([file, text]) => [file.replace(/^(\.\.\/)+/, ""), text]));
// The package's version, which generate records in each puzzle's source (packageVersion): only that.
texts.set("package.json", JSON.stringify({ version }));

useAssets({
  text: (path) => texts.get(path),
  template: (path) => templates[path],
});
