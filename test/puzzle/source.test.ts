/**
 * SourceText's mapping between offsets and line:column, both ways: the readers report posAt's, and
 * the web app takes the user from a message's line:column back to that place (offsetOf).
 */
import { describe, expect, it } from "vitest";
import { SourceText } from "../../src/puzzle/source.js";

describe("SourceText: offsets and line:column", () => {
  const text = "streams:\n  a b\r\n\n  b a\ngivens: 😀\n";
  const src = new SourceText("t", text);

  it("offsetOf undoes posAt at every offset (line breaks, an empty line, a surrogate pair, the end)", () => {
    for (let i = 0; i <= text.length; i++) expect(src.offsetOf(src.posAt(i))).toBe(i);
  });

  it("a place beyond a line's end or the text's stays within the text", () => {
    expect(src.offsetOf({ line: 99, col: 1 })).toBe(text.length);
    expect(src.offsetOf({ line: 6, col: 50 })).toBe(text.length);
    expect(src.offsetOf({ line: 0, col: 0 })).toBe(0);
  });
});
