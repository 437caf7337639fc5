/** The core's one clock (src/base/clock.ts): milliseconds, never going back, on Node's hrtime. */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { now } from "../src/base/clock.js";

describe("now()", () => {
  it("never goes back", () => {
    let last = now();
    for (let i = 0; i < 10_000; i++) {
      const t = now();
      expect(t).toBeGreaterThanOrEqual(last);
      last = t;
    }
  });

  it("counts milliseconds: over one sleep it agrees with Date.now() to within its whole milliseconds", async () => {
    const t = now();
    const d = Date.now();
    await sleep(50);
    const elapsed = now() - t;
    const dateElapsed = Date.now() - d;
    expect(elapsed).toBeGreaterThan(0);
    expect(Math.abs(elapsed - dateElapsed)).toBeLessThanOrEqual(2);
  });
});
