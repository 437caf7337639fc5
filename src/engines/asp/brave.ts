/**
 * True candidates through clingo: the brave consequences of the puzzle's program (clingo's
 * --enum-mode=brave), the value/3 atoms true in at least one answer set. clingo sends an answer per
 * step as the set grows; the last is the union over every answer set, so over every solution (the
 * encodings choose nothing but value/3: answer sets and grids correspond one to one). The analysis
 * (analyze/analyze.ts) compares it with the native engine's probing.
 */
import type { Puzzle } from "../../puzzle/types.js";
import { engine as sharedEngine, type ClingoRunner } from "./clingo.js";
import { decodeAtom } from "./decode.js";
import { renderProgram } from "./program.js";

export interface BraveOptions {
  timeoutMs?: number;
  encoding?: string;
  label?: string;
  engine?: ClingoRunner;
}

/** Each cell's values ([row][column] → values, ascending) in some solution; null when the time
 * limit stopped clingo first (the union so far may be short of the whole). */
export async function braveCandidates(puzzle: Puzzle, options: BraveOptions = {}): Promise<{ candidates: number[][][] | null; wallMs: number }> {
  const n = puzzle.size;
  const program = renderProgram(puzzle, { encoding: options.encoding, label: options.label });
  const r = await (options.engine ?? sharedEngine).run(program, { models: 0, options: ["--enum-mode=brave"], timeoutMs: options.timeoutMs });
  if (r.outcome === "timeout" || r.outcome === "UNKNOWN") return { candidates: null, wallMs: r.wallMs };
  const sets = Array.from({ length: n }, () => Array.from({ length: n }, () => new Set<number>()));
  const last = r.outcome === "SATISFIABLE" ? (r.models.at(-1) ?? []) : [];
  for (const atom of last) {
    const { cell, value } = decodeAtom(atom, n);
    sets[cell[0] - 1][cell[1] - 1].add(value);
  }
  return { candidates: sets.map((row) => row.map((s) => [...s].sort((a, b) => a - b))), wallMs: r.wallMs };
}
