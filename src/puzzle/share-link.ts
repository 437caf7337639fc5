/**
 * A puzzle in the web app's address: `#puzzle=` and the puzzle in the text format, percent-encoded,
 * so that a link carries the whole puzzle, reads as the file does and can be edited by hand. The web
 * app's share links and the QR codes of a printed book (book/) are made here, so they are one.
 */
import { writePuzzles } from "./formats/index.js";
import { kindOf } from "./kind.js";
import type { Puzzle } from "./types.js";

const KEY = "#puzzle=";

/** Characters a fragment may hold as they are (RFC 3986: pchar, "/" and "?"), which
 * encodeURIComponent escapes anyway: left readable. Space, line feed, "#" and "%" stay escaped. */
const READABLE = /%(3A|2F|40|2C|3B|3D|3F|21|24|26|27|28|29|2A|2B)/g;

/** The fragment for a puzzle. */
export function shareFragment(puzzle: Puzzle): string {
  return KEY + encodeURIComponent(writePuzzles([puzzle], "text")).replace(READABLE, (code) => decodeURIComponent(code));
}

/** Where an edited ASP program follows the puzzle in a fragment (issue 27): `#asp=` and the program,
 * deflated and in base64url. A "#" never stands in the puzzle's part (it is always escaped there). */
export const PROGRAM_KEY = "#asp=";

/** The fragment's puzzle part (what follows it, an edited program, cut off). */
export function puzzlePart(hash: string): string {
  const cut = hash.indexOf(PROGRAM_KEY);
  return cut > 0 ? hash.slice(0, cut) : hash;
}

/** The puzzle text a fragment carries: undefined when it carries none; an Error when its percent
 * escapes are broken. */
export function fragmentText(hash: string): string | Error | undefined {
  if (!hash.startsWith(KEY)) return undefined;
  try {
    return decodeURIComponent(puzzlePart(hash).slice(KEY.length));
  } catch {
    return new Error("the link's puzzle is not valid percent-encoded text (a % must be followed by two hex digits)");
  }
}

/**
 * The shortest text that carries the puzzle (for a QR code, where every character counts): its
 * kind, streams and givens as grids without spaces (the text format reads them), no title or source
 * (the printed page has them). Boards of 10 and more keep the full text (their values need more
 * than a digit), as do boards of more than 26 streams (more than a letter each).
 */
export function compactText(puzzle: Puzzle): string {
  const n = puzzle.size;
  const streamCount = Math.max(0, ...puzzle.streams.flat());
  // Its kind too: a Strimko whose chains happen to be orthogonally connected would open as a jigsaw.
  const kind = kindOf(puzzle);
  if (n > 9 || streamCount > 26) return writePuzzles([{ size: n, streams: puzzle.streams, givens: puzzle.givens, kind }], "text");
  const label = (s: number) => (s === 0 ? "." : String.fromCharCode(96 + s));
  const streams = puzzle.streams.map((row) => row.map(label).join(""));
  const givens = puzzle.givens.map((row) => row.map((v) => (v === 0 ? "." : String(v))).join(""));
  return `kind: ${kind}\nstreams:\n${streams.join("\n")}\ngivens:\n${givens.join("\n")}\n`;
}

/** The web app's address `href` with the puzzle in its shortest form (compactText). */
export function compactLink(puzzle: Puzzle, href: string): string {
  return href.replace(/#.*$/s, "") + KEY + encodeURIComponent(compactText(puzzle)).replace(READABLE, (code) => decodeURIComponent(code));
}

/** The page's address (`href`, a web app's address) with this puzzle in it. */
export function shareLink(puzzle: Puzzle, href: string): string {
  return href.replace(/#.*$/s, "") + shareFragment(puzzle);
}
