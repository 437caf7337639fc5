/** `strimko compare` end to end: the built command, real clingo-wasm, real worker threads, real Chromium. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserSkipReason, withPage } from "../browser.js";
import { ROOT } from "../helpers.js";
import { CLI, strimko, strimkoProcess } from "./run.js";

const tmp = mkdtempSync(join(tmpdir(), "strimko-compare-"));

// A batch with one of everything, the trouble in the middle: what each input is, is known from the corpus.
const UNIQUE_A = "puzzles/strimko/dlthompson-4_1.txt";
const UNIQUE_B = "puzzles/strimko/hakank-068.txt";
const BROKEN = "puzzles/strimko/dlthompson-5_1.txt"; // made to disagree with STRIMKO_FAULT_ONLY
const INVALID = "puzzles/invalid/ragged-row.txt";
// Gecode's first 25x25: clingo-wasm needs about 20 s, far beyond the 1 s limit the tests give it.
const SLOW = join(tmp, "slow.txt");
writeFileSync(SLOW, readFileSync(join(ROOT, "puzzles/sudoku/gecode_hakank_25x25_first3.txt"), "utf8").split("\n")[0] + "\n");
const MULTI = "puzzles/multi/hakank-068-one-given-less.txt";
const NONE = "puzzles/unsat/diagonal-2x2.txt";
const BATCH = [UNIQUE_A, INVALID, SLOW, BROKEN, MULTI, NONE, UNIQUE_B];
const FAULT = { STRIMKO_FAULT: "flip-native", STRIMKO_FAULT_ONLY: BROKEN };

interface Line {
  id: string;
  status: string;
  agree: boolean | null;
  unique: boolean | null;
  engines: Record<string, { status: string; timeMs: number; stats: Record<string, unknown> }>;
  error?: string;
}

function parseLines(stdout: string): { records: Line[]; summary: Record<string, unknown> & { engines: Record<string, Record<string, number>> } } {
  const lines = stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const last = lines.pop();
  return { records: lines, summary: last.summary };
}

describe("strimko compare", () => {
  it("goes through a whole batch despite a bad file, timeouts and a disagreement, in input order, and says so in the exit code", async () => {
    const r = await strimkoProcess(["compare", "--json", "--jobs", "2", "--timeout", "1", ...BATCH], undefined, FAULT);
    const { records, summary } = parseLines(r.stdout);
    expect(records.map((l) => l.id)).toEqual([UNIQUE_A, INVALID, SLOW, BROKEN, MULTI, NONE, UNIQUE_B]);
    expect(records.map((l) => [l.status, l.agree])).toEqual([
      ["solved", true],
      ["error", null],
      ["timeout", null],
      ["error", false],
      ["solved", true],
      ["unsatisfiable", true],
      ["solved", true],
    ]);
    expect(records[1].error).toMatch(/^puzzles\/invalid\/ragged-row\.txt:5:8: /);
    expect(records[3].error).toMatch(/^engines disagree: /);
    expect(summary).toMatchObject({ puzzles: 7, solved: 3, unique: 2, multi: 1, noSolution: 1, timeouts: 1, errors: 1, agree: 4, disagree: 1, jobs: 2 });
    expect(summary.engines.asp).toMatchObject({ runs: 6, timeouts: 1 });
    // The worst outcome wins: a disagreement (4) over bad input (2) and timeouts (3).
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`${INVALID}:5:8:`);
    expect(r.stderr).toContain(`${BROKEN}: engines disagree`);
  });

  it("reports each engine's statistics in the solve --json shape", async () => {
    const r = await strimko(["compare", "--json", "--jobs", "1", UNIQUE_A]);
    const { records, summary } = parseLines(r.stdout);
    expect(r.code).toBe(0);
    expect(Object.keys(records[0]).sort()).toEqual([
      "agree",
      "encoding",
      "engines",
      "id",
      "matchesStated",
      "size",
      "solution",
      "status",
      "timeMs",
      "title",
      "unique",
    ]);
    const { asp, native } = records[0].engines;
    for (const k of ["choices", "conflicts", "rules", "atoms"]) expect(typeof asp.stats[k]).toBe("number");
    expect(asp.stats.rules as number).toBeGreaterThan(0);
    for (const k of ["inferences", "guesses", "backtracks"]) expect(typeof native.stats[k]).toBe("number");
    expect(native.stats.inferences as number).toBeGreaterThan(0);
    expect(summary.engines.native.totalMs).toBe(native.timeMs);
    expect(summary.speedRatio).toBeCloseTo(asp.timeMs / native.timeMs, 1);
  });

  it("gives the same answers, in the same order, with one job and with two", async () => {
    const inputs = ["puzzles/jigsaw", "puzzles/multi", "puzzles/unsat"];
    const [one, two] = await Promise.all([strimko(["compare", "--json", "-j", "1", ...inputs]), strimko(["compare", "--json", "-j", "2", ...inputs])]);
    const pick = (s: string) => parseLines(s).records.map((l) => [l.id, l.status, l.unique, l.agree]);
    expect(pick(one.stdout).length).toBeGreaterThan(120);
    expect(pick(two.stdout)).toEqual(pick(one.stdout));
    expect([one.code, two.code]).toEqual([1, 1]);
  });

  it("prints a summary table, the troubles above it, and no progress bar into a pipe", async () => {
    const r = await strimko(["compare", "-j", "2", "--timeout", "1", UNIQUE_A, SLOW, NONE]);
    const lines = r.stdout.split("\n");
    // The native engine may or may not finish this one within the limit; clingo-wasm does not.
    expect(lines[0]).toMatch(new RegExp(`^${SLOW}: timeout after 1 s \\(clingo-wasm( and native)?\\)$`));
    expect(lines[1]).toMatch(/^compare: 3 puzzles in .* with 2 jobs$/);
    expect(lines[2].trim().split(/\s{2,}/)).toEqual(["puzzles", "solved", "unique", "several", "no solution", "timeouts", "errors", "disagreements"]);
    expect(lines[3].trim().split(/\s+/)).toEqual(["3", "1", "1", "0", "1", "1", "0", "0"]);
    expect(lines[4]).toBe("  attention: 1 timeout (see above)");
    expect(r.stdout).toMatch(/\n {2}clingo-wasm +3 +1 /);
    expect(r.stdout).toMatch(/native \/ clingo-wasm speed: [0-9.]+x on total time/);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(3);
  });

  it("counts an empty directory as an error, not as a puzzle, with exit code 2 (as solve says it)", async () => {
    const empty = mkdtempSync(join(tmp, "empty-"));
    const message = `strimko: ${empty}: no puzzle files (.txt, .strimko, .json, .dzn, .sdk, .sudoku) in this directory\n`;
    const solved = await strimko(["solve", empty]);
    expect([solved.stderr, solved.code]).toEqual([message, 2]);
    const text = await strimko(["compare", "-j", "1", empty, UNIQUE_A]);
    expect(text.stderr).toBe(message);
    expect(text.stdout.split("\n")[0]).toMatch(/^compare: 1 puzzle in /);
    expect(text.stdout.split("\n")[2].trim().split(/\s+/)).toEqual(["1", "1", "1", "0", "0", "0", "1", "0"]);
    expect(text.code).toBe(2);
    const alone = await strimko(["compare", "--json", empty]);
    expect(alone.stderr).toBe(message);
    // No record: the summary's puzzles are the records above it.
    expect(parseLines(alone.stdout)).toMatchObject({ records: [], summary: { puzzles: 0, errors: 1 } });
    expect(alone.code).toBe(2);
  });

  const hasScript = spawnSync("script", ["--version"]).status === 0;
  it.skipIf(!hasScript)(
    "draws a progress bar on a terminal, without colour under NO_COLOR, and none with --quiet (needs util-linux `script` for a terminal)",
    () => {
      const run = (args: string, env: Record<string, string> = {}) =>
        spawnSync("script", ["-qec", `${JSON.stringify(process.execPath)} ${CLI} compare -j 1 ${args} puzzles/strimko`, "/dev/null"], {
          cwd: ROOT,
          encoding: "utf8",
          env: { ...process.env, NO_COLOR: "", ...env },
        }).stdout;
      const shown = run("");
      expect(shown).toContain("/34 puzzles |");
      expect(shown).toContain("\x1b[32m");
      const plain = run("", { NO_COLOR: "1" });
      expect(plain).toContain("/34 puzzles |");
      expect(plain).not.toMatch(/\x1b\[[0-9;]*m/);
      const quiet = run("--quiet");
      expect(quiet).not.toContain("puzzles |");
      expect(quiet).toContain("compare: 34 puzzles");
    },
  );

  // The bar hides the cursor and turns line wrapping off; a reader that leaves early (`| head`)
  // ends the process at once (main.ts), and the terminal was left so: no cursor, no wrapping.
  it.skipIf(!hasScript)("gives the terminal back (cursor, line wrapping) when standard output closes early (needs util-linux `script` for a terminal)", () => {
    const drawn = spawnSync(
      "script",
      ["-qc", `${JSON.stringify(process.execPath)} ${CLI} compare -j 1 --json puzzles/strimko | head -c 50 >/dev/null`, "/dev/null"],
      { cwd: ROOT, encoding: "utf8" },
    ).stdout;
    const hidden = drawn.lastIndexOf("\x1b[?25l");
    expect(hidden).toBeGreaterThan(-1);
    expect(drawn.indexOf("\x1b[?25h", hidden)).toBeGreaterThan(hidden);
    expect(drawn.indexOf("\x1b[?7h", hidden)).toBeGreaterThan(hidden);
  });

  it("writes a CSV row per puzzle, quoted, with formulas defused", async () => {
    const evil = join(tmp, "evil.txt");
    writeFileSync(evil, readFileSync(join(ROOT, UNIQUE_B), "utf8").replace(/^title:.*$/m, 'title: =HYPERLINK("http://x", "a, b")'));
    const csv = join(tmp, "out.csv");
    const r = await strimko(["compare", "-q", "--csv", csv, UNIQUE_A, INVALID, evil]);
    expect(r.code).toBe(2);
    const rows = readFileSync(csv, "utf8").trim().split("\n");
    expect(rows).toHaveLength(4);
    expect(rows[0].split(",").slice(0, 6)).toEqual(["id", "title", "size", "status", "unique", "agree"]);
    expect(rows[1].startsWith(`${UNIQUE_A},dlthompson-4_1,4,solved,true,true,solved,`)).toBe(true);
    expect(rows[2]).toContain(`${INVALID},,,error,`);
    expect(rows[3]).toContain(`,"'=HYPERLINK(""http://x"", ""a, b"")",4,solved,`);
  });

  it("rejects a bad --jobs and a file it cannot write", async () => {
    expect((await strimko(["compare", "--jobs", "0", UNIQUE_A])).code).toBe(2);
    const r = await strimko(["compare", "-q", "--report", "/nonexistent/dir/r.html", UNIQUE_A]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("strimko: cannot write /nonexistent/dir/r.html: no such directory\n");
  });

  it.skipIf(browserSkipReason !== undefined)(
    `writes an HTML report that opens in Chromium: summary, charts, sortable table, nothing injected${browserSkipReason ? ` (skipped: ${browserSkipReason})` : ""}`,
    async () => {
      const evil = join(tmp, "inject.txt");
      writeFileSync(
        evil,
        readFileSync(join(ROOT, UNIQUE_B), "utf8").replace(
          /^title:.*$/m,
          'title: </title><script>window.pwned=1</script><img src=x onerror="window.pwned=2">"\' &amp;',
        ),
      );
      const report = join(tmp, "report.html");
      const r = await strimko(["compare", "--json", "--timeout", "1", "--report", report, "puzzles/jigsaw/", MULTI, NONE, INVALID, SLOW, evil]);
      const { records, summary } = parseLines(r.stdout);
      await withPage(async (page) => {
        const failures: string[] = [];
        page.on("pageerror", (e) => failures.push(String(e)));
        await page.goto("file://" + report);
        expect(failures).toEqual([]);
        expect(await page.evaluate("typeof window.pwned")).toBe("undefined");
        // The summary cards say what the JSON summary says.
        for (const key of ["puzzles", "solved", "unique", "multi", "noSolution", "timeouts", "errors", "disagree", "agree"]) {
          expect(await page.textContent(`#summary [data-key="${key}"]`), key).toBe(String(summary[key]));
        }
        // One table row per puzzle; the hostile title shows as text.
        expect(await page.locator("#puzzles tbody tr").count()).toBe(records.length);
        expect(await page.getAttribute(`#puzzles td[data-sort="${evil}"]`, "title")).toContain("<script>window.pwned=1</script>");
        // One point per puzzle both engines ran, and two per such puzzle in the chart by size.
        const ran = records.filter((l) => l.engines.asp && l.engines.native).length;
        expect(await page.locator("#scatter circle").count()).toBe(ran);
        expect(await page.locator("#by-size circle").count()).toBe(2 * ran);
        // Sorting by native time, then reversing it.
        const nativeTimes = () =>
          page.locator("#puzzles tbody td:nth-child(11)").evaluateAll((cells) => cells.map((td) => Number(td.getAttribute("data-sort"))));
        await page.click("#puzzles th:nth-child(11)");
        const up = await nativeTimes();
        expect(up).toEqual([...up].sort((a, b) => a - b));
        await page.click("#puzzles th:nth-child(11)");
        const down = await nativeTimes();
        expect(down).toEqual([...up].reverse());
        expect(down[0]).toBe(Math.max(...records.map((l) => l.engines.native?.timeMs ?? -1)));
        await page.screenshot({ path: join(tmp, "report.png"), fullPage: true });
      });
    },
  );
});
