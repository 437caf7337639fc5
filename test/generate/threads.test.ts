/**
 * generate's threads (batch.ts) on a machine of four processors, as the library runs them from the
 * build (the worker threads load dist/generate/worker.js: build first): with --jobs 3, two worker
 * threads make puzzles that this thread's clingo certifies, and the third certifies its own with a
 * clingo of its own. The same puzzles as one job; and a fault in the third's engines shows that it
 * certifies them.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("node:os", async (importOriginal) => ({ ...(await importOriginal<typeof import("node:os")>()), availableParallelism: () => 4 }));

// The build (npm run build), typed as the source it is made from.
const built: string = "../../dist/index.js";
const { generate } = (await import(built)) as typeof import("../../src/index.js");

const options = { kind: "strimko", size: 5, count: 8, seed: "threads" } as const;

describe("generate with three maker threads, two sharing this thread's clingo", () => {
  afterEach(() => {
    delete process.env.STRIMKO_FAULT;
  });

  it("makes the same puzzles, in the same order, as one job", async () => {
    const one = await generate({ ...options, jobs: 1 });
    const three = await generate({ ...options, jobs: 3 });
    expect(three.map((g) => g.puzzle)).toEqual(one.map((g) => g.puzzle));
    expect(three).toHaveLength(8);
  }, 60_000);

  it("the third worker certifies its puzzles itself: a fault in its engines alone (this thread has none) stops the batch", async () => {
    // Workers copy the environment when they start; this thread installs no fault from it.
    process.env.STRIMKO_FAULT = "native-none";
    await expect(generate({ ...options, jobs: 3 })).rejects.toThrow(/engines disagree/);
    await expect(generate({ ...options, jobs: 2 })).resolves.toHaveLength(8);
  }, 60_000);
});
