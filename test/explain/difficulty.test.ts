/**
 * The difficulty scale (src/explain/difficulty.ts): its measures against an independent reading of
 * RESOLVESTRIMKO in rounds, its levels on puzzles whose level can be argued by hand and on the
 * published ratings, the property that a given more never makes a puzzle harder, and its agreement
 * with grade over the bundled puzzles.
 */
import { test as propTest } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LEVELS,
  RESOLUTION_LEVELS,
  TECHNIQUE_LEVELS,
  difficulty,
  easyRounds,
  mediumRounds,
  resolutionDifficulty,
  type Level,
} from "../../src/explain/difficulty.js";
import { grade } from "../../src/explain/grade.js";
import { resolve, solveNative } from "../../src/engines/native/solver.js";
import type { Grid, Puzzle } from "../../src/puzzle/types.js";
import { randomPuzzle } from "../generators.js";
import { loadEntries, readLines } from "../helpers.js";

/**
 * RESOLVESTRIMKO read independently, as the assignment states it, with sets: each round looks at
 * every disjunction at once (a cell with one value left; a row, column or full stream with one
 * place left for a value), then asserts all the facts found; until a round finds nothing new.
 * `kinds`: those of the disjunctions that named a fact not known before their round. `useCells`
 * false: without the cell disjunctions.
 */
function roundsByHand(p: Puzzle, useCells = true) {
  const n = p.size;
  const value = p.givens.map((row) => row.slice());
  const candidates = value.map((row) => row.map(() => new Set(Array.from({ length: n }, (_, k) => k + 1))));
  const members = new Map<number, [number, number][]>();
  p.streams.forEach((row, r) => row.forEach((s, c) => s !== 0 && members.set(s, [...(members.get(s) ?? []), [r, c]])));
  const lines: { kind: string; cells: [number, number][] }[] = [];
  for (let i = 0; i < n; i++) {
    lines.push({ kind: "row", cells: Array.from({ length: n }, (_, j): [number, number] => [i, j]) });
    lines.push({ kind: "column", cells: Array.from({ length: n }, (_, j): [number, number] => [j, i]) });
  }
  for (const cells of members.values()) if (cells.length === n) lines.push({ kind: "stream", cells });
  const place = (r: number, c: number, v: number) => {
    value[r][c] = v;
    candidates[r][c] = new Set([v]);
    const s = p.streams[r][c];
    for (let j = 0; j < n; j++) {
      if (j !== c) candidates[r][j].delete(v);
      if (j !== r) candidates[j][c].delete(v);
    }
    for (const [a, b] of s === 0 ? [] : members.get(s)!) if (a !== r || b !== c) candidates[a][b].delete(v);
  };
  p.givens.forEach((row, r) => row.forEach((v, c) => v !== 0 && place(r, c, v)));
  const kinds = new Set<string>();
  let rounds = 0;
  for (;;) {
    const facts: [number, number, number][] = [];
    const found = (kind: string, r: number, c: number, v: number) => {
      if (value[r][c] !== 0) return;
      kinds.add(kind);
      facts.push([r, c, v]);
    };
    if (useCells) value.forEach((row, r) => row.forEach((_, c) => candidates[r][c].size === 1 && found("cell", r, c, [...candidates[r][c]][0])));
    for (const line of lines) {
      for (let v = 1; v <= n; v++) {
        const where = line.cells.filter(([a, b]) => candidates[a][b].has(v));
        if (where.length === 1) found(line.kind, where[0][0], where[0][1], v);
      }
    }
    if (facts.length === 0) break;
    rounds++;
    for (const [r, c, v] of facts) place(r, c, v);
  }
  const solved = value.every((row) => row.every((v) => v !== 0));
  return { rounds, kinds: ["cell", "row", "column", "stream"].filter((k) => kinds.has(k)), solved };
}

/** The level docs/difficulty-levels.md's definition gives a puzzle resolution solves, from the reading by hand. */
function levelByHand(p: Puzzle): Level {
  const all = roundsByHand(p);
  const needsCells = !roundsByHand(p, false).solved;
  if (needsCells || all.rounds > p.size) return "hard";
  return all.rounds <= Math.ceil(p.size / 2) ? "easy" : "medium";
}

const rank = (l: Level | null) => (l === null ? -1 : LEVELS.indexOf(l));

/** Every puzzle under these paths that reads (the Sudoku sets of 9x9 and smaller: the large ones search for long). */
const CORPUS = [
  "puzzles/strimko",
  "puzzles/jigsaw",
  "puzzles/multi",
  "puzzles/unsat",
  ...[
    "norvig_easy50",
    "norvig_top95",
    "norvig_hardest",
    "gecode_hakank_9x9",
    "npm_sudoku_gen_seeds",
    "tdoku_test_unique",
    "tdoku_test_multisolution",
    "tdoku_test_nosolution",
  ].map((f) => `puzzles/sudoku/${f}.txt`),
].flatMap((path) => loadEntries(path).filter((e) => e.puzzle));

describe("the measures", () => {
  it("rounds, kinds and whether the cell disjunctions are needed are those of RESOLVESTRIMKO read by hand, on every bundled puzzle", () => {
    expect(CORPUS.length).toBeGreaterThan(400);
    for (const { id, puzzle } of CORPUS) {
      const p = puzzle!;
      const byHand = roundsByHand(p);
      const d = resolutionDifficulty(p);
      expect(d.status, id).toBe(resolve(p).status);
      // A contradiction stops resolution where the engine meets it, which depends on its order;
      // the reading by hand does not look for one.
      if (d.status === "contradiction") continue;
      expect({ rounds: d.rounds, kinds: d.kinds }, id).toEqual({ rounds: byHand.rounds, kinds: byHand.kinds });
      expect(d.status === "solved", id).toBe(byHand.solved);
      if (d.status === "solved") {
        expect(d.needsCells, id).toBe(!roundsByHand(p, false).solved);
        expect(d.level, id).toBe(levelByHand(p));
      }
    }
  });

  propTest.prop([randomPuzzle(1, 9)], { numRuns: 300 })("and on random puzzles", (p) => {
    const byHand = roundsByHand(p);
    const d = difficulty(p);
    const r = resolve(p).status;
    if (r !== "contradiction") expect({ rounds: d.rounds, kinds: d.kinds }).toEqual({ rounds: byHand.rounds, kinds: byHand.kinds });
    // Consistency with the native engine's own answers: resolution, and the count to 2 when it stalls
    // (the assignment's search, without the bitset search's pointing: the guesses grade reports).
    if (r === "solved") expect(d).toMatchObject({ level: levelByHand(p), guesses: 0 });
    else if (r === "contradiction") expect(d).toMatchObject({ level: null, guesses: 0 });
    else if (d.technique !== null) {
      // The techniques closed it without a guess: sound inferences, so exactly one solution, and
      // the level theirs.
      expect(solveNative(p, { limit: 2 }).count).toBe(1);
      expect(d).toMatchObject({ level: TECHNIQUE_LEVELS[d.technique], guesses: 0 });
    } else {
      const s = solveNative(p, { limit: 2, pointing: false });
      expect(d).toMatchObject({ level: s.count === 1 ? "search" : null, guesses: s.stats.guesses });
    }
  });
});

/** A puzzle's solution (the native search's; the puzzles here have exactly one). */
function solutionOf(p: Puzzle): Grid {
  const s = solveNative(p, { limit: 2 });
  expect(s.count).toBe(1);
  return s.solutions[0];
}

const withGivens = (p: Puzzle, givens: Grid): Puzzle => ({ ...p, givens });
const byTitle = (title: string) => CORPUS.find((e) => e.puzzle!.title === title)!.puzzle!;

describe("levels that can be argued by hand", () => {
  const p068 = byTitle("hakank-068");

  it("the solution given in full: nothing to infer, 0 rounds, easy", () => {
    for (const p of [p068, byTitle("dlthompson-7_1"), byTitle("dlthompson-5_10")]) {
      expect(difficulty(withGivens(p, solutionOf(p)))).toEqual({ level: "easy", rounds: 0, kinds: [], guesses: 0, technique: null });
    }
  });

  it("one cell left empty: its cell disjunction and its row, column and stream all name it in round 1, easy", () => {
    const p = byTitle("dlthompson-7_1");
    const g = solutionOf(p).map((row) => row.slice());
    g[3][4] = 0;
    expect(difficulty(withGivens(p, g))).toEqual({ level: "easy", rounds: 1, kinds: ["cell", "row", "column", "stream"], guesses: 0, technique: null });
  });

  it("a Latin square of n = 4 without givens or streams has 24 · 24 solutions: no level, but the guesses are counted", () => {
    const p: Puzzle = { size: 4, streams: Array.from({ length: 4 }, () => [0, 0, 0, 0]), givens: Array.from({ length: 4 }, () => [0, 0, 0, 0]) };
    const d = difficulty(p);
    expect(d).toMatchObject({ level: null, rounds: 0, kinds: [] });
    expect(d.guesses).toBeGreaterThan(0);
  });

  it("no solution or several: no level (puzzles/unsat, puzzles/multi, tdoku's sets without one solution)", () => {
    const none = CORPUS.filter((e) => /unsat|multi|multisolution|nosolution/.test(e.id));
    expect(none.length).toBe(3 + 4 + 15 + 10);
    for (const { id, puzzle } of none) expect(difficulty(puzzle!).level, id).toBeNull();
  });

  it("givens that clash: resolution stops before its first round (0 rounds, no level), whatever was measured before on the same shape", () => {
    const clash = CORPUS.find((e) => e.id === "puzzles/unsat/hakank-068-one-given-more.txt")!.puzzle!;
    expect(resolve(clash).status).toBe("contradiction");
    expect(difficulty(p068).rounds).toBe(3);
    expect(difficulty(clash)).toEqual({ level: null, rounds: 0, kinds: [], guesses: 0, technique: null });
  });

  it('the boards the assignment\'s GUI marks "Unsolved": resolution stalls and grade says search; an intersection closes two of them (tough), the third needs a guess (search)', async () => {
    for (const [t, level] of [
      ["dlthompson-5_10", "tough"],
      ["dlthompson-6_4", "search"],
      ["dlthompson-6_5", "tough"],
    ] as const) {
      const p = byTitle(t);
      const d = difficulty(p);
      expect(d.level, t).toBe(level);
      expect(d.technique, t).toBe(level === "tough" ? "intersection" : null);
      expect(d.guesses, t).toBe(level === "search" ? solveNative(p, { limit: 2, pointing: false }).stats.guesses : 0);
      if (level === "search") expect(d.guesses, t).toBeGreaterThan(0);
      const g = await grade(p, { engine: "native" });
      expect(g.grade, t).toBe("search");
      expect(g.level, t).toBe(level);
    }
  });

  it("hakank-068 (4x4): resolution takes 3 rounds, more than ⌈4/2⌉ but not more than 4, without needing a cell disjunction: medium", () => {
    expect(roundsByHand(p068).rounds).toBe(3);
    expect(roundsByHand(p068, false).solved).toBe(true);
    expect([easyRounds(4), mediumRounds(4)]).toEqual([2, 4]);
    expect(difficulty(p068).level).toBe("medium");
  });

  it('the published ratings of sudoku-gen: every "easy" is easy, each rating\'s most common level harder than the one before\'s (issue 25: "hard" and "expert" were both mostly "search"), and no rating is easier on average than the one before', () => {
    const ratings = readLines("puzzles/sudoku/npm_sudoku_gen_seeds.difficulty");
    const seeds = CORPUS.filter((e) => e.id.includes("npm_sudoku_gen_seeds"));
    expect(seeds.length).toBe(ratings.length);
    const levels = new Map<string, Level[]>();
    seeds.forEach((e, i) => levels.set(ratings[i], [...(levels.get(ratings[i]) ?? []), difficulty(e.puzzle!).level!]));
    expect(new Set(levels.get("easy"))).toEqual(new Set(["easy"]));
    const mode = (r: string) => {
      const ls = levels.get(r)!;
      return LEVELS.reduce((best, l) => (ls.filter((x) => x === l).length > ls.filter((x) => x === best).length ? l : best), ls[0]);
    };
    expect(["easy", "medium", "hard", "expert"].map(mode)).toEqual(["easy", "medium", "tough", "fiendish"]);
    const mean = (r: string) => levels.get(r)!.reduce((s, l) => s + rank(l), 0) / levels.get(r)!.length;
    const means = ["easy", "medium", "hard", "expert"].map(mean);
    expect(means).toEqual([...means].sort((a, b) => a - b));
  });
});

describe("a given more never makes a puzzle harder", () => {
  /** Adds the solution's values one at a time in the order given; the level and the rounds never go up. */
  function neverHarder(p: Puzzle, order: number[]) {
    const solution = solutionOf(p);
    const n = p.size;
    let g = p.givens.map((row) => row.slice());
    let before = difficulty(p);
    for (const cell of order) {
      const [r, c] = [Math.floor(cell / n), cell % n];
      if (g[r][c] !== 0) continue;
      g = g.map((row) => row.slice());
      g[r][c] = solution[r][c];
      const after = difficulty(withGivens(p, g));
      expect(rank(after.level)).toBeLessThanOrEqual(rank(before.level));
      expect(rank(after.level)).toBeGreaterThanOrEqual(0);
      // Resolution's rounds grow no more once it solves the puzzle; where it stalls, a given more
      // can take it further, in more rounds.
      if ((RESOLUTION_LEVELS as readonly string[]).includes(before.level ?? "")) expect(after.rounds).toBeLessThanOrEqual(before.rounds);
      before = after;
    }
    expect(before.level).toBe("easy");
  }

  it("on every bundled Strimko, filled in cell order and in reverse", () => {
    for (const { puzzle } of CORPUS.filter((e) => e.id.startsWith("puzzles/strimko"))) {
      const cells = Array.from({ length: puzzle!.size ** 2 }, (_, i) => i);
      neverHarder(puzzle!, cells);
      neverHarder(puzzle!, cells.reverse());
    }
  });

  propTest.prop([fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1e9 })], { numRuns: 60 })(
    "on bundled puzzles with exactly one solution, filled in random orders",
    (k, seed) => {
      const unique = CORPUS.filter((e) => !/unsat|multi|multisolution|nosolution/.test(e.id));
      const p = unique[k % unique.length].puzzle!;
      const cells = Array.from({ length: p.size ** 2 }, (_, i) => i);
      let s = seed;
      for (let i = cells.length - 1; i > 0; i--) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        const j = s % (i + 1);
        [cells[i], cells[j]] = [cells[j], cells[i]];
      }
      neverHarder(p, cells);
    },
  );
});

describe("grade prints the same scale", () => {
  it("over the bundled puzzles: resolution ⇔ easy, medium or hard; search ⇔ tough, fiendish, diabolical or search; otherwise no level; the level is difficulty's", async () => {
    for (const { id, puzzle } of CORPUS) {
      const g = await grade(puzzle!, { engine: "native" });
      const d = difficulty(puzzle!);
      expect(g.level, id).toBe(d.level);
      expect({ rounds: g.rounds, kinds: g.kinds }, id).toEqual({ rounds: d.rounds, kinds: d.kinds });
      if (g.grade === "resolution") expect(["easy", "medium", "hard"], id).toContain(g.level);
      else if (g.grade === "search") expect(["tough", "fiendish", "diabolical", "search"], id).toContain(g.level);
      else expect(g.level, id).toBeNull();
      if (g.level === "search") expect(g.guesses, id).toBe(d.guesses);
      expect(g.technique, id).toBe(d.technique);
    }
  });
});

describe("speed", () => {
  it("fast enough for the generator: 2,000 measures of 7x7 Strimko in well under 10 s (about 50 ms on an idle machine)", () => {
    const sevens = CORPUS.filter((e) => e.puzzle!.size === 7 && e.id.startsWith("puzzles/strimko")).map((e) => e.puzzle!);
    expect(sevens.length).toBe(5);
    const start = performance.now();
    for (let i = 0; i < 400; i++) for (const p of sevens) difficulty(p);
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});
