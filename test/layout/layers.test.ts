/**
 * The layers of the code (docs/layout.md), held by its imports: every import of src/ and web/ is
 * read (static, dynamic, type-only, re-exports), resolved to a file, and checked against the rule:
 *
 *   base < puzzle, threads < assets, text < engines < records < features < library < index < the
 *   shells (src/cli, and the web app: web/state < web/src)
 *
 * A module imports only from its own folder's layer or a lower one; a feature (explain, render,
 * generate, compare, analyze) imports a sibling feature only where ALLOWED says why; the shells (src/cli,
 * web) import the core, the core never a shell, and the web app never the command line. No import
 * circle, between files or folders.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

/** Each folder (or entry file) of src/ and web/, and its layer: lower numbers lie lower. */
const LAYERS: [prefix: string, layer: number][] = [
  ["src/base/", 0],
  ["src/puzzle/", 1],
  ["src/threads/", 1],
  ["src/assets/", 2],
  ["src/text/", 2],
  ["src/engines/", 3],
  ["src/records/", 4],
  ["src/explain/", 5],
  ["src/render/", 5],
  ["src/generate/", 5],
  ["src/compare/", 5],
  ["src/analyze/", 5],
  ["src/book/", 5],
  ["src/library.ts", 6],
  ["src/index.ts", 7],
  ["src/cli/", 8],
  ["src/cli.ts", 9],
  // The web app: its view state is pure (no page, no worker), the page wires it.
  ["web/state/", 8],
  ["web/src/", 9],
  ["web/vite.config.ts", 10],
];

/** A feature's imports of a sibling feature, each with its reason. */
const ALLOWED: Record<string, string> = {
  "src/generate/ -> src/explain/": "a generated puzzle is made at the difficulty level grade gives it (explain/difficulty.ts)",
  "src/explain/ -> src/render/": "the stepper page draws the board as render does",
  "src/book/ -> src/render/": "a book's boards are the SVG render draws",
  "src/book/ -> src/explain/": "book --worksheet prints explain's worksheet table",
};

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((f) => {
    const path = `${dir}/${f}`;
    if (f === "node_modules" || f.startsWith("dist")) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return files(path);
    return /\.ts$/.test(f) && !f.endsWith(".d.ts") ? [path] : [];
  });
}

const SOURCES = [...files("src"), ...files("web")];

/** The relative imports of a file (every form), resolved to files of the repository. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.\.?\/[^"']+)["']/g)].map((m) => m[1]);
  return specs.map((s) => relative(ROOT, join(ROOT, dirname(file), s)).replace(/\.js$/, ".ts")).filter((p) => p.endsWith(".ts"));
}

const GRAPH = new Map(SOURCES.map((f) => [f, importsOf(f)]));

function home(file: string): [prefix: string, layer: number] {
  const found = LAYERS.filter(([prefix]) => file === prefix || file.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!found) throw new Error(`${file} is in no layer: add its folder to LAYERS (and to docs/layout.md)`);
  return found;
}

describe("the layers", () => {
  it("every module lies in a layer, and every relative import names a file that exists", () => {
    for (const [file, imports] of GRAPH) {
      home(file);
      for (const target of imports)
        expect(SOURCES.includes(target) || target.startsWith("test/") ? target : `${file} imports ${target}, which is not there`).toBe(target);
    }
  });

  it("a module imports only from its own folder's layer or below; a sibling feature only where allowed", () => {
    const wrong: string[] = [];
    for (const [file, imports] of GRAPH) {
      const [from, layer] = home(file);
      for (const target of imports.filter((t) => SOURCES.includes(t))) {
        const [to, targetLayer] = home(target);
        if (to === from || targetLayer < layer) continue;
        if (targetLayer === layer && ALLOWED[`${from} -> ${to}`]) continue;
        wrong.push(`${file} -> ${target} (${from} is layer ${layer}, ${to} layer ${targetLayer})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every allowed import of a sibling feature is still made (the list says what is true)", () => {
    const made = new Set([...GRAPH].flatMap(([file, imports]) => imports.filter((t) => SOURCES.includes(t)).map((t) => `${home(file)[0]} -> ${home(t)[0]}`)));
    expect(Object.keys(ALLOWED).filter((pair) => !made.has(pair))).toEqual([]);
  });

  it("the web app never imports the command line, nor the command line the web app", () => {
    const crossing = [...GRAPH].flatMap(([file, imports]) =>
      imports
        .filter((t) => (file.startsWith("web/") && t.startsWith("src/cli")) || (file.startsWith("src/") && t.startsWith("web/")))
        .map((t) => `${file} -> ${t}`),
    );
    expect(crossing).toEqual([]);
  });

  it("has no import circle between files", () => {
    // Tarjan's strongly connected components: a component of more than one file is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const circles: string[][] = [];
    let next = 0;
    const visit = (v: string): void => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      for (const w of GRAPH.get(v) ?? []) {
        if (!GRAPH.has(w)) continue;
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do component.push((w = stack.pop()!));
        while (w !== v);
        if (component.length > 1 || (GRAPH.get(v) ?? []).includes(v)) circles.push(component.sort());
      }
    };
    for (const v of GRAPH.keys()) if (!index.has(v)) visit(v);
    expect(circles).toEqual([]);
  });

  it("finds what it is meant to find (the checks can fail)", () => {
    // The reading of imports, on the forms the code uses.
    expect(importsOf("src/cli/main.ts")).toContain("src/cli/program.ts");
    expect(importsOf("src/engines/asp-engine.ts")).toContain("src/engines/asp/search.ts");
    expect(home("src/cli/commands/solve.ts")).toEqual(["src/cli/", 8]);
    expect(home("src/engines/native/cdcl/search.ts")).toEqual(["src/engines/", 3]);
  });
});
