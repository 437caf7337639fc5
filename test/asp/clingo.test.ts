/** The clingo-wasm adapter's contract, against the real engine. */
import { describe, expect, it } from "vitest";
import { ClingoEngine, engine } from "../../src/engines/asp/clingo.js";
import { ClingoRunError } from "../../src/base/errors.js";

describe("the clingo-wasm adapter", () => {
  it("reports clingo's version", async () => {
    expect(await engine.version()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("turns an error result into a typed error with clingo's message", async () => {
    const run = engine.run("p(1.\n", { models: 1 });
    await expect(run).rejects.toBeInstanceOf(ClingoRunError);
    await expect(engine.run("p(1.\n", { models: 1 })).rejects.toThrow(/-:1:\d+(-\d+)?: error: syntax error/);
  });

  it("runs again after a failed run", async () => {
    await expect(engine.run("p(", { models: 1 })).rejects.toThrow();
    const r = await engine.run("a. b :- a.", { models: 0 });
    expect(r.outcome).toBe("SATISFIABLE");
    expect(r.models).toEqual([["a", "b"]]);
  });

  it("reports UNSAT without models", async () => {
    const r = await engine.run("a. :- a.", { models: 0 });
    expect(r).toMatchObject({ outcome: "UNSATISFIABLE", models: [], count: 0, more: false });
  });

  it("drops empty and info-only warnings", async () => {
    const r = await engine.run("p(X) :- q(X). r.", { models: 0 });
    expect(r.outcome).toBe("SATISFIABLE");
    expect(r.warnings).toEqual([]);
  });

  it("says when more models may exist", async () => {
    const r = await engine.run("{a; b; c}.", { models: 3 });
    expect(r).toMatchObject({ count: 3, more: true });
    const all = await engine.run("{a; b; c}.", { models: 0, options: ["--quiet=2"] });
    expect(all).toMatchObject({ count: 8, more: false, models: [] });
  });

  it("stops a run at the time limit, keeps the models found, and the next run solves", async () => {
    // 2^40 models: enumerating them all would take far longer than the limit.
    const start = performance.now();
    const r = await engine.run("{a(1..40)}.", { models: 0, timeoutMs: 300 });
    expect(r.outcome).toBe("timeout");
    expect(r.models.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(5000);
    const next = await engine.run("a.", { models: 0 });
    expect(next).toMatchObject({ outcome: "SATISFIABLE", models: [["a"]] });
  });

  it("starts a time limit when a run starts, not when it is queued", async () => {
    const e = new ClingoEngine();
    // A slow run ahead in the queue must not eat the time of the one behind it.
    const slow = e.run("{a(1..40)}.", { models: 0, timeoutMs: 400 });
    const fast = e.run("a.", { models: 0, timeoutMs: 300 });
    expect((await slow).outcome).toBe("timeout");
    expect((await fast).outcome).toBe("SATISFIABLE");
  });

  it("gives the run after a timeout its whole time limit (the worker restarts before its clock starts)", async () => {
    expect((await engine.run("{a(1..40)}.", { models: 0, timeoutMs: 200 })).outcome).toBe("timeout");
    // A limit any machine meets for this run, however busy. Whether a limit shorter than the restart
    // is met cannot be told reliably with the real engine: test/asp/clingo-clock.test.ts checks that.
    const next = await engine.run("a.", { models: 0, timeoutMs: 5000 });
    expect(next).toMatchObject({ outcome: "SATISFIABLE", models: [["a"]] });
  });

  it("shares one queue between engine objects (clingo-wasm has one worker)", async () => {
    const a = new ClingoEngine();
    const b = new ClingoEngine();
    // The first run takes longer than the second one's limit, which must not start until the first is done.
    const [slow, fast] = await Promise.all([a.run("{p(1..20)}.", { models: 0, options: ["--quiet=2"] }), b.run("x.", { models: 0, timeoutMs: 300 })]);
    expect(slow).toMatchObject({ outcome: "SATISFIABLE", count: 2 ** 20 });
    expect(fast).toMatchObject({ outcome: "SATISFIABLE", models: [["x"]] });
  });

  it("serializes concurrent runs", async () => {
    const results = await Promise.all([1, 2, 3, 4].map((k) => engine.run(`p(${k}).`, { models: 0 })));
    expect(results.map((r) => r.models[0])).toEqual([["p(1)"], ["p(2)"], ["p(3)"], ["p(4)"]]);
  });

  it("returns clingo's statistics when asked", async () => {
    const r = await engine.run("{a; b}. :- a, b.", { models: 0, stats: true });
    expect(r.stats).toBeDefined();
    expect(r.stats!.atoms).toBeGreaterThanOrEqual(2);
    expect(r.stats!.rules).toBeGreaterThan(0);
  });
});
