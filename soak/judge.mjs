// What the soak checks on each puzzle, given every answer it collected: a list of problems in
// words (empty when all is well). Pure, so that a test can hand it a wrong answer.
import { verify } from "../dist/index.js";

const key = (grid) => grid.map((row) => row.join(",")).join(";");

/** Problems with one list of solutions: a grid the verifier rejects, or the same grid twice. */
function badSolutions(puzzle, who, grids) {
  const out = [];
  const seen = new Set();
  for (const g of grids) {
    const v = verify(puzzle, g);
    if (v.length > 0) out.push(`${who} reports a grid the verifier rejects: ${v[0].message}`);
    if (seen.has(key(g))) out.push(`${who} reports the same solution twice`);
    seen.add(key(g));
  }
  return out;
}

function sameSet(a, b) {
  const ka = new Set(a.map(key));
  return ka.size === new Set(b.map(key)).size && b.every((g) => ka.has(key(g)));
}

const say = (c) => `${c.complete ? "exactly" : "at least"} ${c.count}`;

/**
 * `answers`: `both` — the library's count with both engines and `solutions: true` (clingo's
 * solutions, cross-checked inside); `native` — count with the native engine alone and its solutions;
 * `solve` — solve with both engines; `brute` — the soak's own count ({ count, complete, solutions,
 * gaveUp }) with limit + 1, or null when not run. `expect`: { solution } a grid the puzzle is known to have, or
 * { none: true } for clashing givens. `limit`: the count limit all were given.
 * Returns { problems, timedOut, bruteChecked }.
 */
export function judge(puzzle, answers, expect, limit) {
  const { both, native, solve, brute } = answers;
  const problems = [];
  const timedOut = both.status === "timeout" || native.status === "timeout" || solve.status === "timeout";

  if (both.status === "error" || both.agree === false) problems.push(`count: the engines disagree: ${both.disagreement ?? "(no reason given)"}`);
  if (solve.status === "error" || solve.agree === false) problems.push(`solve: ${solve.disagreement ?? "status error"}`);
  problems.push(...badSolutions(puzzle, "clingo (count)", both.solutions ?? []));
  problems.push(...badSolutions(puzzle, "the native engine (count)", native.solutions ?? []));
  if (solve.solution) problems.push(...badSolutions(puzzle, "solve", [solve.solution]));
  if (problems.length > 0 || timedOut) return { problems, timedOut, bruteChecked: false };

  // Both counts finished: the same count from every run, each with that many solutions listed.
  // An engine stopped at the limit may or may not know that no further solution exists (clingo
  // can); below the limit, the count must be exact.
  const asp = both.engines.asp;
  const nat = native.engines.native;
  const runs = [
    ["clingo", asp, both.solutions ?? []],
    ["the native engine", nat, native.solutions ?? []],
  ];
  if (asp.count !== nat.count) problems.push(`count: clingo counts ${say(asp)}, the native engine alone ${say(nat)}`);
  if (both.engines.native.count !== nat.count)
    problems.push(`count: the native engine counts ${both.engines.native.count} beside clingo and ${nat.count} alone`);
  for (const [who, c, listed] of runs) {
    if (limit > 0 && c.count > limit) problems.push(`count: ${who} counts ${c.count}, above the limit ${limit}`);
    if ((limit === 0 || c.count < limit) && !c.complete) problems.push(`count: ${who} counts ${say(c)}, below the limit ${limit}`);
    if (listed.length !== c.count) problems.push(`count: ${who} counts ${c.count} but lists ${listed.length} solutions`);
  }
  const counted = { count: both.count, complete: both.complete };
  if (counted.complete && !sameSet(both.solutions ?? [], native.solutions ?? [])) problems.push("count: clingo and the native engine list different solutions");

  // solve must say what count says.
  const verdict = counted.count === 0 ? "unsatisfiable" : "solved";
  if (solve.status !== verdict) problems.push(`solve says ${solve.status}, count ${say(counted)}`);
  else if (verdict === "solved" && solve.unique !== (counted.count === 1)) problems.push(`solve says unique = ${solve.unique}, count ${say(counted)}`);
  if (solve.solution && counted.complete && !(both.solutions ?? []).some((g) => key(g) === key(solve.solution)))
    problems.push("solve's solution is not among the solutions count lists");

  // What is known of the puzzle from how it was made.
  if (expect.none && counted.count !== 0) problems.push(`the givens clash, yet the engines count ${say(counted)}`);
  if (expect.solution) {
    if (counted.count === 0) problems.push("the givens come from a solution, yet the engines count none");
    else if (counted.complete && !(both.solutions ?? []).some((g) => key(g) === key(expect.solution)))
      problems.push("the solution the givens come from is not among the engines' solutions");
  }

  // The soak's own count, when it finished.
  const bruteChecked = !!brute && !brute.gaveUp;
  // It counts one further than the engines (limit + 1), so that it knows whether a count at the
  // limit is exact.
  if (bruteChecked) {
    const exact = brute.complete;
    if (exact ? counted.count !== brute.count : counted.count !== limit || counted.complete)
      problems.push(`count: the engines count ${say(counted)}, brute force ${say(brute)}`);
    else if (exact && !sameSet(brute.solutions, both.solutions ?? [])) problems.push("brute force finds other solutions than the engines");
  }
  return { problems, timedOut, bruteChecked };
}
