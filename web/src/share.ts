/**
 * A puzzle in the page's address: `#puzzle=` and the puzzle in the text format, percent-encoded,
 * so that a link carries the whole puzzle, reads as the file does and can be edited by hand.
 */
import { writePuzzles } from "../../src/puzzle/formats/index.js";
import type { Puzzle } from "../../src/puzzle/types.js";

const KEY = "#puzzle=";

/** Characters a fragment may hold as they are (RFC 3986: pchar, "/" and "?"), which
 * encodeURIComponent escapes anyway: left readable. Space, line feed, "#" and "%" stay escaped. */
const READABLE = /%(3A|2F|40|2C|3B|3D|3F|21|24|26|27|28|29|2A|2B)/g;

/** The fragment for a puzzle. */
export function shareFragment(puzzle: Puzzle): string {
  return KEY + encodeURIComponent(writePuzzles([puzzle], "text")).replace(READABLE, (code) => decodeURIComponent(code));
}

/** The puzzle text a fragment carries: undefined when it carries none; an Error when its percent
 * escapes are broken. */
export function fragmentText(hash: string): string | Error | undefined {
  if (!hash.startsWith(KEY)) return undefined;
  try {
    return decodeURIComponent(hash.slice(KEY.length));
  } catch {
    return new Error("the link's puzzle is not valid percent-encoded text (a % must be followed by two hex digits)");
  }
}

/** The page's address (`href`) with this puzzle in it. */
export function shareLink(puzzle: Puzzle, href: string): string {
  return href.replace(/#.*$/s, "") + shareFragment(puzzle);
}
