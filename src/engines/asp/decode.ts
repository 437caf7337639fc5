/**
 * From an answer set to a grid: every shown atom must be value(R,C,V) with
 * R, C, V in 1..n, and every cell must get exactly one value. Atom order does
 * not matter.
 */
import { DecodeError } from "../../base/errors.js";
import type { Grid } from "../../puzzle/types.js";
import { parseTerm, TermSyntaxError, type Term } from "./terms.js";

function int(t: Term, n: number): number | undefined {
  return t.type === "number" && t.value >= 1 && t.value <= n ? t.value : undefined;
}

/** The cell (1-based row, column) and value an answer set's atom value(R,C,V) stands for: the
 * mapping from atoms to cells decodeGrid applies, for the web app's ASP view too. */
export function decodeAtom(atom: string, n: number): { cell: [number, number]; value: number } {
  let term: Term;
  try {
    term = parseTerm(atom);
  } catch (e) {
    if (e instanceof TermSyntaxError) throw new DecodeError(e.message);
    throw e;
  }
  if (term.type !== "function" || term.name !== "value" || term.args.length !== 3) {
    throw new DecodeError(`unexpected atom ${atom}; expected value(Row,Column,Value)`);
  }
  const [r, c, v] = term.args.map((a) => int(a, n));
  if (r === undefined || c === undefined || v === undefined) throw new DecodeError(`${atom} is outside the ${n} x ${n} grid or its values 1..${n}`);
  return { cell: [r, c], value: v };
}

export function decodeGrid(atoms: readonly string[], n: number): Grid {
  const grid: Grid = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const atom of atoms) {
    const {
      cell: [r, c],
      value: v,
    } = decodeAtom(atom, n);
    const before = grid[r - 1][c - 1];
    if (before !== 0) throw new DecodeError(`cell (${r},${c}) has two values, ${before} and ${v}`);
    grid[r - 1][c - 1] = v;
  }
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r][c] === 0) throw new DecodeError(`cell (${r + 1},${c + 1}) has no value`);
    }
  }
  return grid;
}
