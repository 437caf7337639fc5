/**
 * The soak (soak/, `npm run soak`): its brute-force counter against known counts, its judge
 * against answers made wrong on purpose, its puzzles, and the script end to end (on the built dist/).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bruteForce } from "../../soak/brute.mjs";
import { judge, type Answers } from "../../soak/judge.mjs";
import { puzzleSeed, rng } from "../../soak/random.mjs";
import { GIVENS, SHAPES, makePuzzle } from "../../soak/shapes.mjs";
import { checkPuzzle, count, solve, verify, type Puzzle } from "../../src/index.js";
import { ROOT } from "../helpers.js";

const empty = (n: number) => Array.from({ length: n }, () => new Array<number>(n).fill(0));
const boxes4 = [
  [1, 1, 2, 2],
  [1, 1, 2, 2],
  [3, 3, 4, 4],
  [3, 3, 4, 4],
];

describe("the soak's brute-force counter", () => {
  it("counts Latin squares: 1, 2, 12, 576 for n = 1..4", () => {
    expect([1, 2, 3, 4].map((n) => bruteForce({ size: n, streams: empty(n), givens: empty(n) }).count)).toEqual([1, 2, 12, 576]);
  });

  it("counts the 288 4x4 Sudoku grids, each one valid and different", () => {
    const puzzle: Puzzle = { size: 4, streams: boxes4, givens: empty(4) };
    const r = bruteForce(puzzle);
    expect(r).toMatchObject({ count: 288, complete: true, gaveUp: false });
    expect(new Set(r.solutions.map((g) => JSON.stringify(g))).size).toBe(288);
    for (const g of r.solutions) expect(verify(puzzle, g)).toEqual([]);
  });

  it("stops at the limit (not complete), finds none when givens clash, and gives up at its budget", () => {
    expect(bruteForce({ size: 4, streams: empty(4), givens: empty(4) }, { limit: 5 })).toMatchObject({ count: 5, complete: false, gaveUp: false });
    const clash = empty(4);
    clash[0][0] = clash[3][0] = 2;
    expect(bruteForce({ size: 4, streams: empty(4), givens: clash })).toMatchObject({ count: 0, complete: true });
    // A clash in a stream alone (cells in different rows and columns).
    const inStream = empty(4);
    inStream[0][0] = inStream[1][1] = 3;
    expect(bruteForce({ size: 4, streams: boxes4, givens: inStream })).toMatchObject({ count: 0, complete: true });
    expect(bruteForce({ size: 5, streams: empty(5), givens: empty(5) }, { budget: 100 })).toMatchObject({ complete: false, gaveUp: true });
  });
});

describe("the soak's puzzles", () => {
  it("are the same for the same seed and index, and differ between indices", () => {
    const a = makePuzzle(rng(puzzleSeed("s", 7)), [2, 3, 4, 5, 6]);
    const b = makePuzzle(rng(puzzleSeed("s", 7)), [2, 3, 4, 5, 6]);
    expect(b).toEqual(a);
    const others = [8, 9, 10, 11].map((k) => makePuzzle(rng(puzzleSeed("s", k)), [2, 3, 4, 5, 6]).puzzle);
    expect(others.some((p) => JSON.stringify(p) !== JSON.stringify(a.puzzle))).toBe(true);
  });

  it("cover every shape and kind of givens, and each is a puzzle the library takes", () => {
    const shapes = new Set<string>();
    const kinds = new Set<string>();
    for (let k = 0; k < 400; k++) {
      const m = makePuzzle(rng(puzzleSeed("cover", k)), [1, 2, 3, 4, 5, 6]);
      shapes.add(m.shape);
      kinds.add(m.givens);
      expect(() => checkPuzzle(m.puzzle)).not.toThrow();
      const cells = m.puzzle.streams.flat();
      const n = m.puzzle.size;
      if (m.shape === "jigsaw" || m.shape === "sudoku") {
        // Regions: n of n cells, each orthogonally connected.
        for (let s = 1; s <= n; s++) {
          const mine = cells.flatMap((id, i) => (id === s ? [i] : []));
          expect(mine.length).toBe(n);
          const seen = new Set([mine[0]]);
          const todo = [mine[0]];
          while (todo.length) {
            const i = todo.pop()!;
            for (const j of [i - n, i + n, i % n > 0 ? i - 1 : -1, i % n < n - 1 ? i + 1 : -1]) if (mine.includes(j) && !seen.has(j)) seen.add(j), todo.push(j);
          }
          expect(seen.size).toBe(n);
        }
      }
      if (m.solution) expect(verify(m.puzzle, m.solution)).toEqual([]);
      if (m.clash) expect(bruteForce(m.puzzle).count).toBe(0);
    }
    expect([...shapes].sort()).toEqual([...SHAPES].sort());
    expect([...kinds].sort()).toEqual([...GIVENS].sort());
  });
});

describe("the soak's judge", () => {
  // A 4x4 Sudoku with few givens: several solutions, fewer than the limit.
  const givens = [
    [1, 2, 0, 0],
    [3, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 1],
  ];
  const puzzle: Puzzle = { size: 4, streams: boxes4, givens };
  const limit = 30;
  async function answers(): Promise<Answers> {
    return {
      both: await count(puzzle, { limit, solutions: true }),
      native: await count(puzzle, { engine: "native", limit, solutions: true }),
      solve: await solve(puzzle),
      brute: bruteForce(puzzle, { limit: limit + 1 }),
    };
  }

  it("passes the engines' real answers", async () => {
    const a = await answers();
    expect(a.both.count).toBeGreaterThan(1);
    expect(a.both.count).toBeLessThan(limit);
    expect(judge(puzzle, a, {}, limit)).toEqual({ problems: [], timedOut: false, bruteChecked: true });
  });

  it("reports a wrong count, a grid the verifier rejects, a solution listed twice and a clash counted as solvable", async () => {
    const a = await answers();
    const wrongBrute = { ...a, brute: { ...a.brute!, count: a.brute!.count + 1 } };
    expect(judge(puzzle, wrongBrute, {}, limit).problems).toEqual([expect.stringMatching(/engines count exactly \d+, brute force exactly \d+/)]);

    const native = structuredClone(a.native);
    native.engines.native!.count--;
    expect(judge(puzzle, { ...a, native }, {}, limit).problems.join("\n")).toMatch(/clingo counts exactly \d+, the native engine alone exactly \d+/);

    const both = structuredClone(a.both);
    // Row 3 has no givens: the copied value breaks the row rule only.
    both.solutions![0][2][1] = both.solutions![0][2][0];
    expect(judge(puzzle, { ...a, both }, {}, limit).problems.join("\n")).toMatch(/clingo \(count\) reports a grid the verifier rejects: row 3 holds/);

    const twice = structuredClone(a.both);
    twice.solutions![1] = twice.solutions![0];
    expect(judge(puzzle, { ...a, both: twice }, {}, limit).problems.join("\n")).toMatch(/clingo \(count\) reports the same solution twice/);

    expect(judge(puzzle, a, { none: true }, limit).problems).toEqual([expect.stringMatching(/the givens clash, yet the engines count exactly/)]);
  });

  it("reports solve's verdict when it differs from the count", async () => {
    const a = await answers();
    const solved = { ...a.solve, unique: true };
    expect(judge(puzzle, { ...a, solve: solved }, {}, limit).problems).toEqual([expect.stringMatching(/solve says unique = true, count exactly/)]);
  });
});

describe("npm run soak", () => {
  const script = join(ROOT, "soak/run.mjs");
  const run = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
        done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it("runs a handful of puzzles and prints one summary line with the right total", async () => {
    const r = await run(["--count", "15", "--seed", "vitest", "--sizes", "1-5"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/: 15 puzzles in [\d.]+ s .*engines and verifier agree on 15, brute force agrees on \d+ .*failures 0$/);
    const shapes = /shapes: ([^;]*);/.exec(lines[0])![1];
    expect(shapes.split(", ").reduce((t, part) => t + Number(part.split(" ")[1]), 0)).toBe(15);
  });

  it("with an engine broken on purpose (the library's test hook), reports each failure with the command that reruns it, and exits 1", async () => {
    const r = await run(["--count", "6", "--seed", "vitest", "--sizes", "2-4", "--limit", "5"], { STRIMKO_FAULT: "flip-asp" });
    expect(r.code).toBe(1);
    const failures = Number(/failures (\d+)$/.exec(r.stdout.trim())![1]);
    expect(failures).toBeGreaterThan(0);
    const blocks = r.stderr.split(/^(?=FAIL )/m);
    expect(blocks).toHaveLength(failures);
    for (const block of blocks) {
      const index = /^FAIL puzzle (\d+) /.exec(block)![1];
      expect(block).toMatch(/clingo reported a grid that fails verification|verifier rejects/);
      expect(block).toContain(`reproduce: STRIMKO_FAULT=flip-asp npm run soak -- --seed vitest --sizes 2-4 --limit 5 --index ${index} --count 1\n`);
      expect(block).toMatch(/ {2}puzzle:\n {4}streams:\n/);
    }
  });

  it("refuses a bad option with exit code 2", async () => {
    const r = await run(["--sizes", "0-3"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("soak: --sizes: 0-3 is not within 1-16\n");
  });
});
