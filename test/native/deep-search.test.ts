/**
 * The depth-first search keeps its own stack, not the call stack (issue 12): a 64x64 square with
 * no givens is searched about 3,800 guesses deep, which overflowed the recursive search with a
 * small stack (and about 1 run in 12 with Node's default). In-process: the deep searches finish,
 * verified, and the two representations still search the same tree. In a child process with a
 * call stack of 100 kB (on the built code, as the CLI tests: `npm run build` first): the same
 * searches, with the same statistics; the recursive search overflowed there at 32x32 already.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePuzzle, verify, type Puzzle } from "../../src/index.js";
import { solveNative, type SearchResult, type NativeOptions } from "../../src/engines/native/solver.js";
import { ROOT, rowsAsStreams } from "../helpers.js";

const square = (n: number): Puzzle => parsePuzzle(`rows-${n}.json`, rowsAsStreams(n), "json");

/** What must not change with the stack: the answer and the shape of the tree. */
const view = (r: Pick<SearchResult, "status" | "count" | "complete" | "stats">) => ({
  status: r.status,
  count: r.count,
  complete: r.complete,
  method: r.stats.method,
  guesses: r.stats.guesses,
  backtracks: r.stats.backtracks,
});

/** The same search in a child process whose call stack is `stackKb` kB. */
function solveWithStack(n: number, representation: NativeOptions["representation"], stackKb: number) {
  const script = `
    import { parsePuzzle } from ${JSON.stringify(join(ROOT, "dist/index.js"))};
    import { solveNative } from ${JSON.stringify(join(ROOT, "dist/engines/native/solver.js"))};
    const p = parsePuzzle("rows.json", process.argv[1], "json");
    const r = solveNative(p, { limit: 2, representation: ${JSON.stringify(representation)} });
    console.log(JSON.stringify({ status: r.status, count: r.count, complete: r.complete, stats: r.stats }));`;
  const out = execFileSync(process.execPath, [`--stack-size=${stackKb}`, "--input-type=module", "-e", script, rowsAsStreams(n)], { encoding: "utf8" });
  return JSON.parse(out) as Pick<SearchResult, "status" | "count" | "complete" | "stats">;
}

describe("a search n² guesses deep", () => {
  const cases: { n: number; representation: NonNullable<NativeOptions["representation"]> }[] = [
    { n: 64, representation: "literals" }, // n > 32: the literal representation is the only one
    { n: 32, representation: "bitset" },
    { n: 32, representation: "literals" },
  ];

  it.each(cases)("$n x $n, rows as streams, no givens ($representation): two verified solutions", ({ n, representation }) => {
    const p = square(n);
    const r = solveNative(p, { limit: 2, representation });
    expect(view(r)).toMatchObject({ status: "solved", count: 2, complete: false, method: "search" });
    // Deep: most cells are guesses, not inferences.
    expect(r.stats.guesses).toBeGreaterThan((n * n) / 2);
    expect(r.solutions).toHaveLength(2);
    expect(r.solutions[0]).not.toEqual(r.solutions[1]);
    for (const g of r.solutions) expect(verify(p, g)).toEqual([]);
  });

  it("the bitset and literal representations search the same tree on the 32x32 square", () => {
    const p = square(32);
    // The assignment's tree (pointing off): with pointing the bitset search also branches on the
    // busiest two-valued cell (bitset.ts), another tree.
    const bitset = solveNative(p, { limit: 2, representation: "bitset", pointing: false });
    const literals = solveNative(p, { limit: 2, representation: "literals" });
    expect(view(bitset)).toEqual(view(literals));
    expect(bitset.solutions).toEqual(literals.solutions);
  });

  it.each(cases)("$n x $n ($representation) with a 100 kB call stack: the same search", ({ n, representation }) => {
    const here = solveNative(square(n), { limit: 2, representation });
    expect(view(solveWithStack(n, representation, 100))).toEqual(view(here));
  });
});
