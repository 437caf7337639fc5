/**
 * The view's thread loads stepper.ts, play.ts and design.ts in the browser: nothing they reach may
 * import a Node module (node:fs, ...) or a package. design-analysis.ts reaches the engines
 * (engines/verdicts.ts: clingo.ts reads clingo's files with node:fs) and is meant for a worker the shell
 * builds, so it is not in the list.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";

/** The bare imports (not relative) reachable from a file, each with the file that has it. Type-only imports load nothing. */
function bareImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/^\s*(import|export)(\s+type)?\s[^;]*?from\s+"([^"]+)"/gms)) {
      if (m[2]) continue;
      const spec = m[3];
      if (!spec.startsWith(".")) found.push(`${spec} (${relative(ROOT, file)})`);
      else {
        const ts = join(dirname(file), spec).replace(/\.js$/, ".ts");
        if (existsSync(ts)) walk(ts);
      }
    }
  };
  walk(join(ROOT, entry));
  expect(seen.size, entry).toBeGreaterThan(1);
  return found;
}

describe("web state: what the view's thread loads", () => {
  for (const f of ["web/state/stepper.ts", "web/state/play.ts", "web/state/design.ts"]) {
    it(`${f} reaches no Node module and no package`, () => expect(bareImports(f)).toEqual([]));
  }
  it("the scan sees the engines behind design-analysis.ts (so it would see them elsewhere)", () => {
    expect(bareImports("web/state/design-analysis.ts").some((x) => x.startsWith("node:fs"))).toBe(true);
  });
});
