import { InputError } from "../../base/errors.js";
import type { Pos } from "../source.js";
import type { Draft } from "../draft.js";

/** One puzzle as a reader found it: a draft to validate, or the error that stopped it.
 * `suffix` tells it apart from the other puzzles of the same file (":17", "#3"), empty
 * when the file holds one puzzle. */
export interface ReadItem {
  suffix: string;
  at: Pos;
  draft?: Draft;
  error?: InputError;
}

/** Runs a reader on one puzzle: an InputError becomes the item's error; anything else is a bug and propagates. */
export function readItem(suffix: string, at: Pos, read: () => Draft): ReadItem {
  try {
    return { suffix, at, draft: read() };
  } catch (e) {
    if (e instanceof InputError) return { suffix, at, error: e };
    throw e;
  }
}
