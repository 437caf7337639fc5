/** What `npm pack` ships (of the built dist/: run `npm run build` first, as `npm test` does). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers.js";
import { documents } from "./docs/documents.js";

interface Packed {
  files: { path: string }[];
}

describe("the packed package", () => {
  // --ignore-scripts: the file list only, without running `prepare` (a build) again.
  const packed = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8" })) as Packed[];
  const shipped = new Set(packed[0].files.map((f) => normalize(f.path)));

  it("holds the LICENSE that package.json's license field refers to", () => {
    expect(shipped.has("LICENSE")).toBe(true);
    expect(readFileSync(join(ROOT, "LICENSE"), "utf8")).toMatch(/^MIT License/);
  });

  it("holds the documentation pages the README links and the help texts name (docs/json.md)", () => {
    const pages = documents(ROOT);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.filter((p) => !shipped.has(normalize(p)))).toEqual([]);
  });

  it("has source maps whose sources are inlined or shipped", () => {
    const maps = [...shipped].filter((p) => p.endsWith(".js.map"));
    expect(maps.length).toBeGreaterThan(10);
    const unreadable: string[] = [];
    for (const map of maps) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(ROOT, map), "utf8")) as { sources: string[]; sourcesContent?: (string | null)[] };
      sources.forEach((source, k) => {
        if (typeof sourcesContent?.[k] === "string") return;
        if (!shipped.has(normalize(join(dirname(map), source)))) unreadable.push(`${map}: ${source}`);
      });
    }
    expect(unreadable).toEqual([]);
  });
});
