/**
 * src/cli/batch-exit.ts: the handlers a batch installs (Ctrl-C, SIGTERM, the process's exit) are
 * removed when the batch ends, however it ends, so that a program (or this test process) running
 * the commands again does not pile them up, nor keep a finished batch's bar and file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { engine } from "../../src/engines/asp/clingo.js";
import { compareCommand } from "../../src/cli/compare.js";
import { generateCommand } from "../../src/cli/generate.js";

const dir = mkdtempSync(join(tmpdir(), "strimko-batch-exit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EVENTS = ["SIGINT", "SIGTERM", "exit"] as const;
const counts = () => EVENTS.map((e) => process.listenerCount(e));

describe("a batch's handlers are removed when it ends", () => {
  it("generate, twice, to a file", async () => {
    const before = counts();
    for (const name of ["a.txt", "b.txt"]) {
      const code = await generateCommand(
        { kind: "latin", size: 3, count: 2, seed: "exit", to: "text", output: join(dir, name) },
        { out: () => undefined, err: () => undefined, errText: () => undefined, errIsTTY: false, outIsTTY: false, drained: async () => undefined },
      );
      expect(code).toBe(0);
    }
    expect(counts()).toEqual(before);
  }, 60_000);

  // clingo's start (its wasm not loaded) failed after the handlers were in place, outside the
  // batch's try: they stayed, and so did the output file's temporary, until the process ended.
  it("generate, when clingo does not start", async () => {
    const before = counts();
    const warmUp = vi.spyOn(engine, "warmUpUnderWay").mockRejectedValue(new Error("no wasm"));
    try {
      for (let run = 0; run < 2; run++) {
        await expect(
          generateCommand(
            { kind: "latin", size: 3, count: 2, seed: "exit", to: "text", output: join(dir, "never.txt") },
            { out: () => undefined, err: () => undefined, errText: () => undefined, errIsTTY: false, outIsTTY: false, drained: async () => undefined },
          ),
        ).rejects.toThrow("no wasm");
      }
    } finally {
      warmUp.mockRestore();
    }
    expect(counts()).toEqual(before);
    expect(existsSync(join(dir, "never.txt"))).toBe(false);
    expect(readdirSync(dir).filter((f) => f.includes(".tmp"))).toEqual([]);
  }, 60_000);

  it("compare, twice, with a CSV file", async () => {
    const before = counts();
    for (const name of ["a.csv", "b.csv"]) {
      const nothing = (async function* () {})();
      const code = await compareCommand(
        [],
        nothing,
        { engine: "both", jobs: 1, json: true, csv: join(dir, name), quiet: true },
        { out: () => undefined, err: () => undefined, errIsTTY: false, outIsTTY: false, color: false },
        async () => "",
        () => "",
      );
      expect(code).toBe(0);
      expect(readFileSync(join(dir, name), "utf8")).not.toBe("");
    }
    expect(counts()).toEqual(before);
  }, 60_000);
});
