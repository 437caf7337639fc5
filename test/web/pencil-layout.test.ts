/**
 * The layout of a cell's pencil marks (web/state/pencil-layout.ts), without a browser: for any number of
 * marks a board can have (1 to 25), the block of rows fits inside the circle (or square), it is as
 * large as the cap allows when few marks are shown, and more marks never draw larger.
 */
import { describe, expect, it } from "vitest";
import { DIGIT, pencilLayout } from "../../web/state/pencil-layout.js";

const [W, H] = [DIGIT.width, DIGIT.ascent + DIGIT.descent];

describe("pencil marks' layout", () => {
  it.each([
    ["a circle", true],
    ["a square", false],
  ])("fits inside %s for 1 to 25 marks, and shrinks as marks are added", (_, round) => {
    const r = 20;
    let last = Infinity;
    for (let count = 1; count <= 25; count++) {
      const { size, perRow } = pencilLayout(count, r, round, 14.4);
      const rows = Math.ceil(count / perRow);
      const [halfW, halfH] = [(perRow * W * size) / 2, (rows * H * size) / 2];
      expect({ count, fits: round ? Math.hypot(halfW, halfH) <= r + 1e-9 : Math.max(halfW, halfH) <= r + 1e-9 }).toEqual({ count, fits: true });
      expect(size).toBeLessThanOrEqual(last + 1e-9);
      expect(size).toBeGreaterThan(0);
      last = size;
    }
  });

  it("is capped (a lone mark is no value), and nine in a 9x9 Strimko's circle keep over a fifth of it", () => {
    expect(pencilLayout(1, 20, true, 14.4).size).toBe(14.4);
    expect(pencilLayout(9, 20, true, 14.4)).toEqual({ size: expect.any(Number), perRow: 3 });
    expect(pencilLayout(9, 20, true, 14.4).size).toBeGreaterThan(40 / 5);
  });
});
