/**
 * The engines' statistics in words, for Solve's engine cards and the ASP view's last run: one table
 * of labels for both (they showed `clingoMs: 12.3` and `clingo time (ms): 12.3`), times with their
 * unit. The keys are the engines' (src/engines/asp-engine.ts, native.ts: the JSON output's `stats`, see
 * docs/json.md) and clingo's RunResult's (src/engines/asp/clingo.ts); the command line writes them as keys
 * only (JSON, CSV), so these words are the only ones. Pure.
 */

interface StatWords {
  label: string;
  /** A time in milliseconds: shown with its unit (ms, or s from 10 s on). */
  time?: true;
}

export const STAT_WORDS: Readonly<Record<string, StatWords>> = {
  // The ASP engine's, and the ASP view's own run.
  encoding: { label: "encoding" },
  clingoMs: { label: "clingo time", time: true },
  wallMs: { label: "wall time", time: true },
  // clingo's --stats (engines/asp/clingo.ts readStats): the ground program and the solver's search.
  rules: { label: "ground rules" },
  atoms: { label: "ground atoms" },
  bodies: { label: "rule bodies" },
  variables: { label: "solver variables" },
  constraints: { label: "solver constraints" },
  choices: { label: "choices" },
  conflicts: { label: "conflicts" },
  // The native engine's (engines/native/solver.ts NativeStats).
  method: { label: "method" },
  inferences: { label: "inferences" },
  guesses: { label: "guesses" },
  backtracks: { label: "backtracks" },
};

/** A time in milliseconds, with its unit. */
export function timeText(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A key with no words in the table yet (an engine's new statistic): its camelCase split into words. */
function wordsOf(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** One statistic as a line: `clingo time: 12 ms`, `inferences: 23`. */
export function statLine(key: string, value: string | number): string {
  const words = Object.hasOwn(STAT_WORDS, key) ? STAT_WORDS[key] : { label: wordsOf(key) };
  const shown = typeof value !== "number" ? value : words.time ? timeText(value) : Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${words.label}: ${shown}`;
}

/** The lines of a set of statistics, in its order. */
export function statLines(stats: Readonly<Record<string, string | number>>): string[] {
  return Object.entries(stats).map(([key, value]) => statLine(key, value));
}

/**
 * What the native engine's counts mean beside Step through's (issue 26: Solve said "method: search,
 * guesses: 0" on the 9×9 conceptis Strimko where Step through, explain and grade say "1 guess").
 * Both are true of different searches: Solve's is built for speed (pointing at each node, the
 * busiest cell first: docs/how-it-works.md), Step through's is the assignment's SOLVESTRIMKO. Said
 * in a student's words when the search ran; nothing when resolution alone answered.
 */
export function nativeSearchNote(stats: Readonly<Record<string, string | number>>): string {
  if (stats.method !== "search" && stats.method !== "learning") return "";
  const rootOnly = stats.method === "search" && stats.guesses === 0;
  const what = rootOnly ? "It needed no guess: after resolution stalled, pointing finished the puzzle" : `Its ${stats.guesses} guesses are its own`;
  return `${what}. This engine's search is built for speed: at each step it also uses pointing (when a value's last places in a stream lie in one row or column, the value leaves that line's other cells)${stats.method === "learning" ? " and learns from its contradictions" : ""}. Step through follows the assignment's SOLVESTRIMKO, which guesses where resolution stalls, so its count of guesses can differ.`;
}
