/**
 * What CI runs again on Node 22 and 24 (vitest.node-versions.config.ts): the listed files, each
 * there, and nothing else (a merged config once appended the whole suite to the list, and CI ran
 * it three times).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import config, { NODE_VERSION_TESTS } from "../../vitest.node-versions.config.js";
import { ROOT } from "../helpers.js";

describe("the Node-version tests", () => {
  it("are the listed files alone, each a test file that exists", () => {
    expect(config.test?.include).toEqual(NODE_VERSION_TESTS);
    expect(NODE_VERSION_TESTS.length).toBeGreaterThan(5);
    for (const file of NODE_VERSION_TESTS) {
      expect(file).toMatch(/^test\/.*\.test\.ts$/);
      expect(existsSync(join(ROOT, file)), file).toBe(true);
    }
  });
});
