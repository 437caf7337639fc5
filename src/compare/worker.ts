/**
 * A worker thread of `strimko compare --jobs N`: solves the puzzles it is sent
 * with both engines, exactly as the main thread would. Each worker owns its own
 * clingo-wasm engine (clingo-wasm runs one program at a time per module), which
 * is why N workers can keep N cores busy.
 */
import { engine } from "../asp/clingo.js";
import { solveEntry, type Outcome, type SolveCommandOptions } from "../cli/solve.js";
import type { Puzzle } from "../puzzle/types.js";

export interface Task {
  id: string;
  puzzle: Puzzle;
  options: SolveCommandOptions;
}

// Start clingo while the first task is on its way.
engine.warmUp();

export default function solveTask(task: Task): Promise<Outcome> {
  return solveEntry({ id: task.id, puzzle: task.puzzle }, task.options);
}
