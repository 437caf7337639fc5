/**
 * generate's threads (batch.ts) on a machine of four processors, as the library runs them from the
 * build (the worker threads load dist/generate/worker.js: build first). With --jobs 3, three worker
 * threads make puzzles: this thread's clingo certifies the first one's, and the other two certify
 * their own with a clingo each. The same puzzles as one job; and a fault in the workers' engines
 * alone (installed for the workers, not this thread) shows which certified a puzzle.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("node:os", async (importOriginal) => ({ ...(await importOriginal<typeof import("node:os")>()), availableParallelism: () => 4 }));

// The build (npm run build), typed as the source it is made from.
const built: string = "../../dist/index.js";
const { generate } = (await import(built)) as typeof import("../../src/index.js");
const builtFaults: string = "../../dist/engines/faults.js";
const { installFault } = (await import(builtFaults)) as typeof import("../../src/engines/faults.js");

const options = { kind: "strimko", size: 5, count: 8, seed: "threads" } as const;

describe("generate with three maker threads, the first sharing this thread's clingo", () => {
  afterEach(() => {
    installFault(undefined);
  });

  it("makes the same puzzles, in the same order, as one job", async () => {
    const one = await generate({ ...options, jobs: 1 });
    const three = await generate({ ...options, jobs: 3 });
    expect(three.map((g) => g.puzzle)).toEqual(one.map((g) => g.puzzle));
    expect(three).toHaveLength(8);
  }, 60_000);

  it("this thread certifies the first worker's puzzles, the others their own", async () => {
    const one = await generate({ ...options, jobs: 1 });
    // The first worker is handed puzzles 1 and 2 (its two places: the loops take the numbers in
    // turn, the first worker's first), the other two 3 to 6. Workers are handed the fault as they start.
    installFault({ fault: "native-none", only: one[0].puzzle.title, workersOnly: true });
    await expect(generate({ ...options, jobs: 3 })).resolves.toHaveLength(8);
    installFault({ fault: "native-none", only: one[2].puzzle.title, workersOnly: true });
    await expect(generate({ ...options, jobs: 3 })).rejects.toThrow(/^puzzle 3: engines disagree/);
  }, 60_000);
});
