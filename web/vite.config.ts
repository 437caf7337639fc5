/**
 * The web app's build: Vite bundles web/src (which imports the core from src/) into dist-web/, a
 * static site with relative paths. The shipped files stay the single source: the encodings are
 * read from asp/ and the templates from templates/ at build time, and the templates are compiled
 * here, by ejs with the options the CLI uses (src/assets/templates.ts clientTemplateSource), so the page needs no
 * `new Function` (its Content-Security-Policy forbids eval).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { clientTemplateSource } from "../src/assets/templates.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const here = fileURLToPath(new URL(".", import.meta.url));

/** The templates the app renders with: the board's picture, the ASP instance, and Step through's
 * handout and worksheet. */
const TEMPLATES = ["templates/board.svg.ejs", "templates/instance.lp.ejs", "templates/handout.html.ejs", "templates/worksheet.html.ejs"];
const VIRTUAL = "virtual:strimko-templates";

/** `virtual:strimko-templates`: path → the template compiled with `client: true`. */
function precompiledTemplates(): Plugin {
  return {
    name: "strimko-templates",
    resolveId: (id) => (id === VIRTUAL ? "\0" + VIRTUAL : undefined),
    load(id) {
      if (id !== "\0" + VIRTUAL) return undefined;
      const entries = TEMPLATES.map((path) => {
        const file = root + path;
        this.addWatchFile(file);
        return `  ${JSON.stringify(path)}: ${clientTemplateSource(readFileSync(file, "utf8"), path)},`;
      });
      return `export default {\n${entries.join("\n")}\n};\n`;
    },
  };
}

const FONTS = "virtual:strimko-fonts";

/** `virtual:strimko-fonts`: DejaVu Sans and its bold (the dejavu-fonts-ttf package, the fonts the
 * CLI's books embed), as base64 strings, for Export's PDF. Only the PDF's code imports it, lazily,
 * so the fonts load when a PDF is asked for; they are in a script, not a file fetched, so the
 * page's Content-Security-Policy keeps `connect-src 'none'`. */
function bookFonts(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "strimko-fonts",
    resolveId: (id) => (id === FONTS ? "\0" + FONTS : undefined),
    load(id) {
      if (id !== "\0" + FONTS) return undefined;
      const font = (name: string) => {
        const file = require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
        this.addWatchFile(file);
        return JSON.stringify(readFileSync(file).toString("base64"));
      };
      return `export const regular = ${font("DejaVuSans.ttf")};\nexport const bold = ${font("DejaVuSans-Bold.ttf")};\n`;
    },
  };
}

// Modules of the core that only the command line calls (reading the package's directory, the
// Node clingo adapter) import Node's built-ins; in the browser those are stubs that throw if called.
const nodeStub = here + "src/node-stub.ts";
// ejs's main module calls `new Function` as it loads; the page takes ejs's escaping function only.
const ejsInBrowser = here + "src/ejs-in-browser.ts";

export default defineConfig({
  root: here,
  base: "./",
  plugins: [precompiledTemplates(), bookFonts()],
  resolve: {
    alias: [
      { find: /^node:(fs|path|url|module|os|worker_threads)$/, replacement: nodeStub },
      { find: /^ejs$/, replacement: ejsInBrowser },
    ],
  },
  // Workers are bundles of their own: the generator's renders ASP programs too (the templates).
  worker: { format: "es", plugins: () => [precompiledTemplates()] },
  build: {
    outDir: root + "dist-web",
    emptyOutDir: true,
    target: "es2022",
    // The app is small; clingo's .wasm (2.6 MB) is an asset and loads in clingo's own worker. The
    // largest chunk is Export's PDF fonts (1.9 MB of base64), loaded only when a PDF is asked for.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      onwarn(warning, warn) {
        // clingo-wasm is imported lazily by the Node adapter (src/engines/asp/clingo.ts, unused here) and at
        // once by the web runner; that the lazy import cannot split it off is expected.
        if (warning.code === "INEFFECTIVE_DYNAMIC_IMPORT") return;
        warn(warning);
      },
    },
  },
  preview: { host: "127.0.0.1", strictPort: true },
});
