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

  it("holds every image the shipped pages show (so that an installed copy's README and docs show their screenshots)", () => {
    const pages = ["README.md", ...documents(ROOT)];
    const images = pages.flatMap((page) =>
      [...readFileSync(join(ROOT, page), "utf8").matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => normalize(join(dirname(page), m[1]))),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !shipped.has(image))).toEqual([]);
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

describe("the Node versions package.json allows", () => {
  // The bundle takes Node's built-ins with process.getBuiltinModule (scripts/bundle-cli.mjs), which
  // came with Node 20.16 and 22.3 (none on 21): every range of "engines" must start at or after it.
  const firstWithGetBuiltinModule: Record<number, [number, number]> = { 20: [16, 0], 22: [3, 0] };
  it("start at or after the first release with process.getBuiltinModule, on every major", () => {
    const engines = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
    const ranges = engines.split("||").map((r) => r.trim());
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) {
      const m = /^(?:\^|>=)(\d+)\.(\d+)\.(\d+)$/.exec(range);
      expect(m, `a range of the form ^X.Y.Z or >=X.Y.Z: ${range}`).not.toBeNull();
      const [major, minor, patch] = m!.slice(1).map(Number);
      const first = firstWithGetBuiltinModule[major];
      expect(first, `a major with process.getBuiltinModule: ${range}`).toBeDefined();
      expect(minor * 1000 + patch, range).toBeGreaterThanOrEqual(first[0] * 1000 + first[1]);
      // An open range takes in every later major: 21, and 22 before 22.3, have no getBuiltinModule.
      if (range.startsWith(">=")) expect(major, `an open range from Node 22.3 on: ${range}`).toBeGreaterThanOrEqual(22);
    }
  });
});
