/**
 * When the adapter's time limits start, against a stand-in for clingo-wasm that has
 * what makes this hard about the real one: a fresh worker's first run is slow (V8
 * compiles clingo's wasm functions lazily, on their first call), and restart() ends
 * the worker, so the next run gets a fresh one. The stand-in's slowness is a timer
 * that always ends after the adapter's limit, and a warm run answers at once, so the
 * outcome does not depend on how busy the machine is.
 */
import { describe, expect, it, vi } from "vitest";

const fake = vi.hoisted(() => {
  /** What a fresh worker's first run costs here: always more than LIMIT_MS. */
  const COLD_MS = 1000;
  const LIMIT_MS = 300;
  /** A program the stand-in never finishes, as clingo would not enumerate 2^40 models in time. */
  const ENDLESS = "{a(1..40)}.";
  /** A program the stand-in answers 5 ms after it starts, with a message as the worker thread
   * does: read in the event loop's poll phase, after the timers. */
  const POSTED = "posted.";
  // One worker at a time, as in clingo-wasm; 0 = none (the next init or run starts one).
  let worker = 0;
  let started = 0;
  let warm = 0;
  let abort: (() => void) | undefined;
  const solved = (program: string) => ({
    Result: "SATISFIABLE",
    Call: [{ Witnesses: [{ Value: [program.replace(/\.$/, "")] }] }],
    Models: { Number: 1, More: "no" },
    Time: { Total: 0.001 },
    Warnings: [],
  });
  const module = {
    init: async () => {
      worker ||= ++started;
    },
    restart: async () => {
      worker = 0;
      abort?.();
      abort = undefined;
    },
    run: (program: string) => {
      worker ||= ++started;
      const mine = worker;
      if (program === POSTED) {
        return new Promise((resolve) => {
          const { port1, port2 } = new MessageChannel();
          port1.once("message", () => {
            port1.close();
            resolve(solved(program));
          });
          setTimeout(() => port2.postMessage("answer"), 5);
        });
      }
      return new Promise((resolve) => {
        abort = () => resolve({ Result: "ERROR", Error: "Aborted by restart()." });
        const finish = () => {
          if (worker !== mine || program === ENDLESS) return;
          abort = undefined;
          resolve(solved(program));
        };
        if (warm === mine) finish();
        else
          setTimeout(() => {
            if (worker === mine) warm = mine;
            finish();
          }, COLD_MS);
      });
    },
  };
  return { module, LIMIT_MS, ENDLESS, POSTED, workers: () => started };
});

vi.mock("clingo-wasm", () => ({ ...fake.module, default: fake.module }));

const { ClingoEngine } = await import("../../src/engines/asp/clingo.js");
const { LIMIT_MS, ENDLESS, POSTED } = fake;

function busy(ms: number): void {
  const t = performance.now();
  while (performance.now() - t < ms);
}

describe("the clingo-wasm adapter's time limits, with a slow first run on every fresh worker", () => {
  it("gives the first run of the process its whole time limit (the start-up is not charged to it)", async () => {
    const r = await new ClingoEngine().run("a.", { models: 0, timeoutMs: LIMIT_MS });
    expect(r).toMatchObject({ outcome: "SATISFIABLE", models: [["a"]] });
  });

  it("gives the run after a timeout its whole time limit (the new worker is ready before its clock starts)", async () => {
    const e = new ClingoEngine();
    const before = fake.workers();
    expect((await e.run(ENDLESS, { models: 0, timeoutMs: 50 })).outcome).toBe("timeout");
    const next = await e.run("b.", { models: 0, timeoutMs: LIMIT_MS });
    expect(next).toMatchObject({ outcome: "SATISFIABLE", models: [["b"]] });
    // A fresh worker did run it: the timeout restarted clingo-wasm.
    expect(fake.workers()).toBe(before + 1);
  });

  it("still stops a run that takes longer than its limit on a ready worker", async () => {
    const e = new ClingoEngine();
    expect((await e.run("c.", { models: 0, timeoutMs: LIMIT_MS })).outcome).toBe("SATISFIABLE");
    const r = await e.run(ENDLESS, { models: 0, timeoutMs: 50 });
    expect(r.outcome).toBe("timeout");
  });

  it("times an answer that came in while this thread was busy by clingo, though other work held the thread a little after", async () => {
    const e = new ClingoEngine();
    expect((await e.run("warm.", { models: 0, timeoutMs: LIMIT_MS })).outcome).toBe("SATISFIABLE");
    let underWay!: () => void;
    const started = new Promise<void>((ok) => (underWay = ok));
    const run = e.run(POSTED, { models: 0, timeoutMs: 60_000, started: () => underWay() });
    await started;
    // In the check phase (an immediate), so that the timers come next, then the messages: this
    // thread is busy for 100 ms, during which the answer is due; then the timers run: the answer
    // is posted, the adapter's heartbeat notes the gap, and a timer due after it holds the thread
    // 20 ms more (less than the heartbeat's gap of 30 ms) before the message is read. The run's
    // time is clingo's (1 ms here), not the 120 ms until the answer was read.
    await new Promise((ok) => setImmediate(ok));
    setTimeout(() => busy(20), 15);
    busy(100);
    const r = await run;
    expect(r.outcome).toBe("SATISFIABLE");
    // Read when due, the run took 5 ms; read when the thread was free, 100 ms or more.
    expect(r.wallMs).toBeLessThan(50);
  });
});
