/**
 * The encodings: each is a list of the .lp files in asp/ that make it up, in
 * order. The instance facts come last. The default is the fastest one measured
 * on the corpus (see asp/README.md for the figures).
 */
import { show, UsageError } from "../../base/errors.js";

export interface Encoding {
  name: string;
  parts: readonly string[];
  summary: string;
}

export const ENCODINGS: readonly Encoding[] = [
  {
    name: "count-pruned",
    parts: ["define.lp", "generate-pruned.lp", "count.lp"],
    summary: "cardinality constraints; the givens' peers pruned while grounding (default, fastest)",
  },
  {
    name: "count",
    parts: ["define.lp", "generate.lp", "count.lp"],
    summary: "cardinality constraints: each value exactly once in each full unit, at most once in a short stream",
  },
  {
    name: "pairwise",
    parts: ["define.lp", "generate.lp", "pairwise.lp"],
    summary: "pairwise conflicts: no two cells of a unit hold the same value",
  },
  {
    name: "pairwise-somewhere",
    parts: ["define.lp", "generate.lp", "pairwise.lp", "somewhere.lp"],
    summary: "pairwise conflicts plus the redundant 'each value somewhere in each full unit'",
  },
];

export const DEFAULT_ENCODING = "count-pruned";

export function getEncoding(name: string = DEFAULT_ENCODING): Encoding {
  const e = ENCODINGS.find((x) => x.name === name);
  if (!e) throw new UsageError(`unknown encoding ${show(name)}; expected one of ${ENCODINGS.map((x) => x.name).join(", ")}`);
  return e;
}
