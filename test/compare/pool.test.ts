/** The worker pool's promises: every task settles, a dead worker fails only its running task. */
import { describe, expect, it } from "vitest";
import { PoolUnavailable, WorkerPool } from "../../src/threads/pool.js";

interface Task {
  value: number;
  barrier?: SharedArrayBuffer;
  parties?: number;
  delayMs?: number;
  die?: boolean;
  throw?: boolean;
}
const ECHO = new URL("../fixtures/workers/echo.mjs", import.meta.url);

describe("WorkerPool", () => {
  it("runs tasks on every worker and returns each its own result", async () => {
    const pool = new WorkerPool<Task, { value: number; thread: number }>(ECHO, 3, 2);
    try {
      // Every task waits until the three workers have each begun one: on a busy machine a worker
      // that starts late would otherwise find the others done with all 30.
      const barrier = new SharedArrayBuffer(4);
      const results = await Promise.all(Array.from({ length: 30 }, (_, k) => pool.run({ value: k, barrier, parties: 3 })));
      expect(results.map((r) => r.value)).toEqual(Array.from({ length: 30 }, (_, k) => 2 * k));
      expect(new Set(results.map((r) => r.thread)).size).toBe(3);
    } finally {
      await pool.destroy();
    }
  });

  it("fails the task whose worker dies, hands the tasks waiting in its inbox to others, and replaces it", async () => {
    const pool = new WorkerPool<Task, { value: number }>(ECHO, 2, 3);
    try {
      const settled = await Promise.allSettled(Array.from({ length: 12 }, (_, k) => pool.run({ value: k, delayMs: 10, die: k === 4 })));
      expect(settled.map((s) => s.status)).toEqual(Array.from({ length: 12 }, (_, k) => (k === 4 ? "rejected" : "fulfilled")));
      expect(String((settled[4] as PromiseRejectedResult).reason)).toContain("a worker thread stopped (exit code 3) while solving this puzzle");
      expect(settled.flatMap((s) => (s.status === "fulfilled" ? [s.value.value] : []))).toEqual([0, 2, 4, 6, 10, 12, 14, 16, 18, 20, 22]);
      // The replacement works.
      expect((await pool.run({ value: 21 })).value).toBe(42);
    } finally {
      await pool.destroy();
    }
  });

  it("reports an uncaught error in a worker as that task's failure", async () => {
    const pool = new WorkerPool<Task, { value: number }>(ECHO, 1, 1);
    try {
      const [bad, good] = await Promise.allSettled([pool.run({ value: 1, throw: true }), pool.run({ value: 2 })]);
      expect(bad.status).toBe("rejected");
      expect(String((bad as PromiseRejectedResult).reason)).toContain("thrown in the worker");
      expect(good).toEqual({ status: "fulfilled", value: expect.objectContaining({ value: 4 }) });
    } finally {
      await pool.destroy();
    }
  });

  it("without a worker that could start, says so at once (PoolUnavailable), now and later", async () => {
    const pool = new WorkerPool<Task, unknown>(new URL("../fixtures/workers/missing.mjs", import.meta.url), 2, 1);
    try {
      const settled = await Promise.allSettled([pool.run({ value: 1 }), pool.run({ value: 2 }), pool.run({ value: 3 })]);
      expect(settled.map((s) => s.status === "rejected" && s.reason instanceof PoolUnavailable)).toEqual([true, true, true]);
      await expect(pool.run({ value: 4 })).rejects.toBeInstanceOf(PoolUnavailable);
    } finally {
      await pool.destroy();
    }
  });

  it("rejects what it was still doing when it is destroyed", async () => {
    const pool = new WorkerPool<Task, { value: number }>(ECHO, 1, 2);
    const settling = Promise.allSettled([pool.run({ value: 1, delayMs: 2000 }), pool.run({ value: 2, delayMs: 2000 }), pool.run({ value: 3 })]);
    await new Promise((r) => setTimeout(r, 300));
    await pool.destroy();
    const settled = await settling;
    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected", "rejected"]);
  });
});
