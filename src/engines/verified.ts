/** The one way to run an engine: its search, then the independent verifier on every grid it
 * reports (once, here, for every engine: no engine verifies its own). Apart from the registry
 * (which imports every engine), so that a bundle with one engine (the web app's native worker)
 * takes only that engine. */
import { verify } from "../puzzle/verify.js";
import { VerificationError } from "../base/errors.js";
import type { Puzzle } from "../puzzle/types.js";
import type { Engine, EngineResult, SearchRequest } from "./types.js";

/** The first grid of an answer that the verifier rejects, as the error that names the engine. */
function rejection(engine: Engine, puzzle: Puzzle, r: EngineResult, request: SearchRequest): VerificationError | undefined {
  for (const grid of r.solutions) {
    const violations = verify(puzzle, grid, request.rules?.variant);
    if (violations.length > 0) return new VerificationError(engine.speaker, violations[0].message);
  }
  return undefined;
}

/** An engine's answer with its grids verified: a grid the verifier rejects makes it an "error". */
export async function runEngine(engine: Engine, puzzle: Puzzle, request: SearchRequest): Promise<EngineResult> {
  const r = await engine.search(puzzle, request);
  const rejected = rejection(engine, puzzle, r, request);
  return rejected ? { ...r, status: "error", solutions: [], error: rejected.message } : r;
}
