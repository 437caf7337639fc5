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

/** Where an edited ASP program follows the puzzle in a fragment (issue 27): `#asp=` and the program,
 * deflated and in base64url. A "#" never stands in the puzzle's part (it is always escaped there). */
const PROGRAM_KEY = "#asp=";

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

/** The page's address (`href`) with this puzzle in it. */
export function shareLink(puzzle: Puzzle, href: string): string {
  return href.replace(/#.*$/s, "") + shareFragment(puzzle);
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const whole = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const out = await new Response(new Blob([whole]).stream().pipeThrough(stream)).arrayBuffer();
  return new Uint8Array(out);
}

/** The fragment part that carries an edited program: deflated (the browser's CompressionStream), base64url. */
export async function programFragment(text: string): Promise<string> {
  return PROGRAM_KEY + toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** The edited program a fragment carries: undefined when none; an Error when it cannot be read. */
export async function fragmentProgram(hash: string): Promise<string | Error | undefined> {
  const at = hash.indexOf(PROGRAM_KEY);
  if (at < 0) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(
      await through(fromBase64Url(hash.slice(at + PROGRAM_KEY.length)), new DecompressionStream("deflate-raw")),
    );
  } catch {
    return new Error("the link's program is not readable (it was cut short, or changed by hand)");
  }
}
