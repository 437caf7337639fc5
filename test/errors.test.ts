/** The one status → exit-code mapping, and the precedence a batch's outcomes are folded with. */
import { describe, expect, it } from "vitest";
import { ExitCode, exitCodeOf, worstExit, type AnswerStatus } from "../src/base/errors.js";

describe("exitCodeOf", () => {
  it.each<[AnswerStatus, number | null | undefined, number]>([
    ["solved", undefined, ExitCode.ok],
    ["unsolved", undefined, ExitCode.ok],
    ["resolution", undefined, ExitCode.ok],
    ["search", undefined, ExitCode.ok],
    ["ambiguous", undefined, ExitCode.ok],
    ["counted", 3, ExitCode.ok],
    ["counted", 0, ExitCode.noSolution],
    ["counted", null, ExitCode.ok],
    ["unsatisfiable", undefined, ExitCode.noSolution],
    ["contradiction", undefined, ExitCode.noSolution],
    ["impossible", undefined, ExitCode.noSolution],
    ["invalid", undefined, ExitCode.badInput],
    ["timeout", undefined, ExitCode.timeout],
    ["error", undefined, ExitCode.disagree],
  ])("%s (count %s) → %i", (status, count, code) => {
    expect(exitCodeOf(status, count)).toBe(code);
  });
});

describe("worstExit", () => {
  it("takes the most severe: 70, 4, 2, 3, 1, 0", () => {
    expect(worstExit([])).toBe(ExitCode.ok);
    expect(worstExit([ExitCode.noSolution, ExitCode.timeout])).toBe(ExitCode.timeout);
    expect(worstExit([ExitCode.timeout, ExitCode.badInput, ExitCode.noSolution])).toBe(ExitCode.badInput);
    expect(worstExit([ExitCode.badInput, ExitCode.disagree])).toBe(ExitCode.disagree);
    expect(worstExit([ExitCode.disagree, ExitCode.internal, ExitCode.ok])).toBe(ExitCode.internal);
  });
});
