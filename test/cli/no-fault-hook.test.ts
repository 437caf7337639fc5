/**
 * The installed command cannot be told to lie (issue 24): the test faults (src/engines/faults.ts)
 * are installed only by the tests' own code, never from the environment. With STRIMKO_FAULT set as
 * the tests set it, the built binary, its worker threads and main() itself still give the true,
 * cross-checked answer; the same variables through the tests' helpers do break the engine, so each
 * case below would fail if the command read them.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { ROOT } from "../helpers.js";
import { strimko, strimkoProcess } from "./run.js";

const F068 = "puzzles/strimko/hakank-068.txt";
const OTHER = "puzzles/strimko/dlthompson-4_1.txt";

describe("STRIMKO_FAULT in the environment", () => {
  it("breaks the engine through the tests' helpers (so the cases below can fail)", async () => {
    const r = await strimkoProcess(["solve", F068], undefined, { STRIMKO_FAULT: "flip-asp" });
    expect(r.code).toBe(4);
    expect(r.stdout).toContain("ENGINES DISAGREE");
    expect((await strimko(["solve", F068], undefined, { STRIMKO_FAULT: "flip-asp" })).code).toBe(4);
  });

  it.each(["flip-asp", "flip-native", "native-none", "throw", "asp-timeout"])("is ignored by the built binary (%s)", async (fault) => {
    const r = await strimkoProcess(["solve", F068], undefined, { STRIMKO_FAULT: fault }, true);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/unique/);
    expect(r.stdout).not.toContain("DISAGREE");
  });

  it("is ignored by compare's worker threads", async () => {
    const env = { STRIMKO_FAULT: "flip-native", STRIMKO_FAULT_ONLY: OTHER };
    const r = await strimkoProcess(["compare", "--json", "--jobs", "2", "-q", F068, OTHER], undefined, env, true);
    expect(r.code).toBe(0);
    const records = r.stdout
      .trim()
      .split("\n")
      .slice(0, -1)
      .map((l) => JSON.parse(l) as { id: string; agree: boolean });
    expect(records.map((x) => [x.id, x.agree])).toEqual([
      [F068, true],
      [OTHER, true],
    ]);
  });

  it("is ignored by main() when its io's environment holds it", async () => {
    const { main } = (await import(pathToFileURL(join(ROOT, "dist/cli/main.js")).href)) as typeof import("../../src/cli/main.js");
    let stdout = "";
    const io: Io = {
      out: (text) => void (stdout += text),
      err: (text) => void (stdout += text),
      flush: () => undefined,
      drained: async () => undefined,
      outClosed: () => false,
      outFailed: () => false,
      onOutClosed: () => undefined,
      exit: () => {
        throw new Error("an in-process run never ends the process");
      },
      stdin: Readable.from([]),
      outIsTTY: false,
      errIsTTY: false,
      env: { STRIMKO_FAULT: "flip-asp" },
    };
    expect(await main(["solve", F068], io)).toBe(0);
    expect(stdout).not.toContain("DISAGREE");
  });
});
