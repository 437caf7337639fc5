/**
 * The tests' own reading of the assignment's Algorithm 1 (RESOLVESTRIMKO), written out plainly and
 * sharing nothing with the engines: every one of the 4n² disjunctions re-read after each fact, until
 * none has one literal left. It makes the right outputs the autograder's tests start from.
 */
import type { Grid, Puzzle } from "../../src/puzzle/types.js";

export type Fact = [row: number, col: number, value: number];

/** Algorithm 1, read plainly: the facts B in the order found, and the status. */
export function resolveStrimko(p: Puzzle): { status: "Solved" | "Unsolved" | "Contradiction"; facts: Fact[] } {
  const n = p.size;
  const known: Grid = p.givens.map((r) => r.slice());
  const facts: Fact[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (known[r][c]) facts.push([r + 1, c + 1, known[r][c]]);
  const peers = (r: number, c: number, i: number, j: number) =>
    (i === r || j === c || (p.streams[r][c] !== 0 && p.streams[i][j] === p.streams[r][c])) && !(i === r && j === c);
  // A literal c(i,j,k) is false when (i,j) holds another value or a peer holds k.
  const open = (r: number, c: number, k: number) => {
    if (known[r][c]) return known[r][c] === k;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (known[i][j] === k && peers(r, c, i, j)) return false;
    return true;
  };
  const disjunctions: Fact[][] = [];
  const cells = [...Array(n * n).keys()].map((x) => [Math.floor(x / n), x % n] as const);
  for (let k = 1; k <= n; k++) {
    for (let i = 0; i < n; i++) {
      disjunctions.push(cells.filter(([r]) => r === i).map(([r, c]) => [r, c, k]));
      disjunctions.push(cells.filter(([, c]) => c === i).map(([r, c]) => [r, c, k]));
    }
    for (const s of new Set(p.streams.flat().filter((x) => x))) disjunctions.push(cells.filter(([r, c]) => p.streams[r][c] === s).map(([r, c]) => [r, c, k]));
  }
  for (const [r, c] of cells) disjunctions.push([...Array(n).keys()].map((k) => [r, c, k + 1]));
  for (;;) {
    let changed = false;
    for (const d of disjunctions) {
      const left = d.filter(([r, c, k]) => open(r, c, k));
      if (left.length === 0) return { status: "Contradiction", facts };
      const [[r, c, k]] = left;
      if (left.length === 1 && known[r][c] === 0) {
        known[r][c] = k;
        facts.push([r + 1, c + 1, k]);
        changed = true;
      }
    }
    if (facts.length === n * n) return { status: "Solved", facts };
    if (!changed) return { status: "Unsolved", facts };
  }
}

/** An output file's text: "column row value" lines, as the base code writes them. */
export function outputText(status: string, facts: Fact[], count = facts.length): string {
  return `${status}\n${count}\n${facts.map(([r, c, v]) => `${c} ${r} ${v}\n`).join("")}`;
}
