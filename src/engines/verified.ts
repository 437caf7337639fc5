/** The one way to run an engine: its search, then the independent verifier on every grid it
 * reports (once, here, for every engine). Apart from the registry (which imports every engine),
 * so that a bundle with one engine (the web app's native worker) takes only that engine. */
import { verify } from "../verify.js";
import { VerificationError } from "../errors.js";
import type { Puzzle } from "../puzzle/types.js";
import type { Engine, EngineResult, SearchRequest } from "./types.js";

/** An engine's answer with its grids verified: a grid the verifier rejects makes it an "error". */
export async function runEngine(engine: Engine, puzzle: Puzzle, request: SearchRequest): Promise<EngineResult> {
  const r = await engine.search(puzzle, request);
  for (const grid of r.solutions) {
    const violations = verify(puzzle, grid);
    if (violations.length > 0) {
      return { ...r, status: "error", solutions: [], error: new VerificationError(engine.speaker, violations[0].message).message };
    }
  }
  return r;
}
