/**
 * generate --jobs N when no worker thread can start (batch.ts): this thread makes the puzzles
 * itself. Run from the source, the workers' script (src/generate/worker.js) does not exist, so no
 * worker starts, as on a platform without worker threads; the machine is said to have four
 * processors, so that --jobs 3 asks for three makers. A bug while making a puzzle there (an error
 * that is no StrimkoError) must end the batch with that error: it left the puzzle's place empty,
 * and the batch waited for it for ever.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("node:os", async (importOriginal) => ({ ...(await importOriginal<typeof import("node:os")>()), availableParallelism: () => 4 }));
vi.mock("../../src/generate/generate.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/generate/generate.js")>();
  return {
    ...real,
    makePuzzle: (o: Parameters<typeof real.makePuzzle>[0], index: number) => {
      if (index === 2) throw new TypeError("a bug injected for the test");
      return real.makePuzzle(o, index);
    },
  };
});

const { generate } = await import("../../src/generate/batch.js");

describe("generate with makers but no worker thread", () => {
  it("a bug in making a puzzle here ends the batch with it (no hang)", async () => {
    const batch = generate({ kind: "strimko", size: 5, count: 4, seed: "fallback", jobs: 3 });
    const limit = new Promise((_, no) => setTimeout(() => no(new Error("the batch hung")), 10_000).unref());
    await expect(Promise.race([batch, limit])).rejects.toThrow("a bug injected for the test");
  }, 30_000);

  it("without the bug, the puzzles are made here, in order", async () => {
    // Index 2 still throws: a batch that does not reach it.
    const one = await generate({ kind: "strimko", size: 5, count: 1, first: 3, seed: "fallback", jobs: 1 });
    const three = await generate({ kind: "strimko", size: 5, count: 2, first: 3, seed: "fallback", jobs: 3 });
    expect(three[0].puzzle).toEqual(one[0].puzzle);
    expect(three).toHaveLength(2);
  }, 30_000);
});
