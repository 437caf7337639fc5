/**
 * A bug while solving or counting one puzzle (an exception that is not a StrimkoError) fails that
 * puzzle only: an internal error (exit code 70, the most severe) in its record and on standard
 * error, and the batch goes on, as `compare` does. The bug is injected with the test hook
 * STRIMKO_FAULT=throw, limited to the first puzzle by STRIMKO_FAULT_ONLY.
 */
import { describe, expect, it } from "vitest";
import { strimko } from "./run.js";

const broken = "puzzles/strimko/dlthompson-4_1.txt";
const fine = "puzzles/strimko/hakank-068.txt";
const FAULT = { STRIMKO_FAULT: "throw", STRIMKO_FAULT_ONLY: broken };
const bug = "internal error: a bug injected for the tests (STRIMKO_FAULT=throw)";

const records = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

describe("an internal error in one puzzle of a batch", () => {
  it("solve: that puzzle fails with exit 70, the next is solved", async () => {
    const r = await strimko(["solve", "--engine", "native", broken, fine], undefined, FAULT);
    expect(r.code).toBe(70);
    expect(r.stderr).toBe(`strimko: ${broken}: ${bug}\n`);
    expect(r.stdout).toMatch(new RegExp(`^${fine}: solved, unique\\n`));
  });

  it("solve --json: an error record, then the next puzzle's record", async () => {
    const r = await strimko(["solve", "--engine", "native", "--json", broken, fine], undefined, FAULT);
    expect(r.code).toBe(70);
    const [failed, solved] = records(r.stdout);
    expect(failed).toMatchObject({ id: broken, status: "error", solution: null, error: bug });
    expect(solved).toMatchObject({ id: fine, status: "solved", unique: true });
  });

  it("with STRIMKO_DEBUG=1 the stack goes to standard error on its own lines; the record keeps one line", async () => {
    const r = await strimko(["solve", "--engine", "native", "--json", broken, fine], undefined, { ...FAULT, STRIMKO_DEBUG: "1" });
    expect(r.code).toBe(70);
    const [failed] = records(r.stdout);
    expect(failed.error).toBe(bug);
    // The stack's frames each on a line of their own, not escaped into the message's line.
    expect(r.stderr).toMatch(/^Error: a bug injected for the tests[^\n]*\n\s+at /);
    expect(r.stderr.split("\n").filter((l) => /^\s+at /.test(l)).length).toBeGreaterThan(1);
    expect(r.stderr).toContain(`strimko: ${broken}: ${bug}\n`);
  });

  it("count: that puzzle fails with exit 70, the next is counted", async () => {
    const r = await strimko(["count", "--engine", "native", broken, fine], undefined, FAULT);
    expect(r.code).toBe(70);
    expect(r.stderr).toBe(`strimko: ${broken}: ${bug}\n`);
    expect(r.stdout).toBe(`${fine}: 1 solution (unique)\n`);
    const json = await strimko(["count", "--engine", "native", "--json", broken, fine], undefined, FAULT);
    expect(json.code).toBe(70);
    const [failed, counted] = records(json.stdout);
    expect(failed).toMatchObject({ id: broken, status: "error", count: null, error: bug });
    expect(counted).toMatchObject({ id: fine, status: "counted", count: 1, complete: true });
  });

  it("the worst exit code wins: 70 over a bad input (2) and no solution (1)", async () => {
    const r = await strimko(
      ["solve", "--engine", "native", "--json", "puzzles/invalid/ragged-row.txt", broken, "puzzles/unsat/diagonal-2x2.txt", fine],
      undefined,
      FAULT,
    );
    expect(r.code).toBe(70);
    expect(records(r.stdout).map((x) => x.status)).toEqual(["error", "error", "unsatisfiable", "solved"]);
  });

  it("compare reports the same record for it", async () => {
    const r = await strimko(["compare", "--json", "--jobs", "1", "--quiet", broken, fine], undefined, FAULT);
    expect(r.code).toBe(70);
    const lines = records(r.stdout);
    expect(lines[0]).toMatchObject({ id: broken, status: "error", error: bug });
    expect(lines[1]).toMatchObject({ id: fine, status: "solved" });
  });
});
