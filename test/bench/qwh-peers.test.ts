/**
 * bench/qwh-peers.mjs: the quasigroup-with-holes benchmark's SAT encoding, which CaDiCaL and kissat
 * solve there, must say exactly "this grid completes the square": the square an instance was cut
 * from satisfies every clause, and a grid that breaks a column does not. The peers run only where
 * installed; one not installed is named with the reason, an unknown one refused.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { solveNative } from "../../src/engines/native/solver.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import { verify } from "../../src/puzzle/verify.js";
import { ROOT } from "../helpers.js";

type Encoding = { vars: number; cells: [number, number, number][]; clauses: string[] };
type Peer = { label: string; run: (p: Puzzle, s: number) => { ms: number; count?: number } };
type Peers = {
  sat3d: (p: Puzzle) => Encoding;
  detectPeers: (wanted: string[]) => { found: Map<string, Peer>; missing: string[] };
};
type Qwh = { qwhInstance: (n: number, factor: number, model: string, seed: number) => { puzzle: Puzzle; square: number[][] } };
const load = async () => ({
  peers: (await import(pathToFileURL(join(ROOT, "bench/qwh-peers.mjs")).href)) as Peers,
  qwh: (await import(pathToFileURL(join(ROOT, "bench/qwh.mjs")).href)) as Qwh,
});

/** Whether the grid satisfies every clause of the encoding (a variable true when its hole holds its value). */
function satisfies(enc: Encoding, grid: number[][]): boolean {
  const value = (x: number) => {
    const [r, c, v] = enc.cells[Math.abs(x) - 1];
    return (grid[r][c] === v) === x > 0;
  };
  return enc.clauses.every((clause) => clause.split(" ").map(Number).some(value));
}

const installed = (bin: string) => !spawnSync(bin, ["--version"], { encoding: "utf8" }).error;

describe("the quasigroup-with-holes peers", () => {
  it("encode a completion as the 3D SAT encoding: the square satisfies it, a broken column does not", async () => {
    const { peers, qwh } = await load();
    const { puzzle, square } = qwh.qwhInstance(10, 1.2, "balanced", 2);
    const enc = peers.sat3d(puzzle);
    // A variable per hole and per value neither its row nor its column holds, each once.
    const holes = puzzle.givens.flat().filter((v) => v === 0).length;
    expect(enc.vars).toBe(enc.cells.length);
    expect(enc.vars).toBeGreaterThan(holes);
    expect(new Set(enc.cells.map((c) => c.join(","))).size).toBe(enc.vars);
    for (const [r, c, v] of enc.cells) {
      expect(puzzle.givens[r][c]).toBe(0);
      expect(puzzle.givens[r]).not.toContain(v);
      expect(puzzle.givens.map((row) => row[c])).not.toContain(v);
    }
    expect(satisfies(enc, square)).toBe(true);
    // Two holes of one row swap their values: the row is still a permutation, the columns are not.
    const r = puzzle.givens.findIndex((row) => row.filter((v) => v === 0).length >= 2);
    const [a, b] = puzzle.givens[r].flatMap((v, c) => (v === 0 ? [c] : []));
    const broken = square.map((row) => [...row]);
    [broken[r][a], broken[r][b]] = [broken[r][b], broken[r][a]];
    expect(satisfies(enc, broken)).toBe(false);
  });

  it("encode exactly the completions: over every choice of candidates on a small square, a grid satisfies the clauses when the verifier accepts it", async () => {
    const { peers, qwh } = await load();
    const { puzzle } = qwh.qwhInstance(5, 0.8, "balanced", 2);
    const enc = peers.sat3d(puzzle);
    const holes: [number, number][] = [];
    puzzle.givens.forEach((row, r) => row.forEach((v, c) => v === 0 && holes.push([r, c])));
    const values = holes.map(([r, c]) => enc.cells.filter(([r2, c2]) => r2 === r && c2 === c).map(([, , v]) => v));
    let grids = 0;
    let completions = 0;
    const grid = puzzle.givens.map((row) => [...row]);
    const visit = (k: number): void => {
      if (k === holes.length) {
        grids++;
        const ok = verify(puzzle, grid).length === 0;
        if (ok) completions++;
        expect(satisfies(enc, grid)).toBe(ok);
        return;
      }
      for (const v of values[k]) {
        grid[holes[k][0]][holes[k][1]] = v;
        visit(k + 1);
      }
    };
    visit(0);
    expect(holes.length).toBeGreaterThanOrEqual(10);
    expect(grids).toBeGreaterThan(1000);
    expect(completions).toBeGreaterThanOrEqual(1);
  });

  it("name a peer that is not installed, with the reason, and refuse one they do not know", async () => {
    const { peers } = await load();
    const saved = process.env.KISSAT;
    process.env.KISSAT = join(ROOT, "no-such-kissat");
    try {
      const { found, missing } = peers.detectPeers(["kissat"]);
      expect(found.size).toBe(0);
      expect(missing).toEqual([expect.stringMatching(/^kissat \(KISSAT=.*no-such-kissat does not run\)$/)]);
    } finally {
      if (saved === undefined) delete process.env.KISSAT;
      else process.env.KISSAT = saved;
    }
    expect(() => peers.detectPeers(["glucose"])).toThrow(/unknown peer "glucose"/);
  });

  // CaDiCaL and MiniZinc are the benchmark's optional peers: each test is skipped where its solver
  // is not installed (CI installs cadical, not MiniZinc and its Qt; bench/README.md says how). Each
  // must find two solutions where there are many, and prove one the only one where the native
  // engine does.
  const unique = async () => {
    const { qwh } = await load();
    const { puzzle } = qwh.qwhInstance(10, 0.6, "balanced", 1);
    const r = solveNative(puzzle, { limit: 2 });
    expect([r.count, r.complete]).toEqual([1, true]);
    return puzzle;
  };
  for (const [peer, bin] of [
    ["cadical", "cadical"],
    ["gecode", "minizinc"],
  ] as const) {
    it.skipIf(!installed(bin))(`run ${peer}: two solutions where there are many, one proved unique where it is`, async () => {
      const { peers, qwh } = await load();
      const { found } = peers.detectPeers([peer]);
      const run = found.get(peer)!.run;
      expect(run(qwh.qwhInstance(12, 1.2, "balanced", 1).puzzle, 60).count).toBe(2);
      expect(run(await unique(), 60).count).toBe(1);
    });
  }
});
