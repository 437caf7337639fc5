/**
 * The page's share links: the puzzle part is the core's (puzzle/share-link.ts); an edited ASP
 * program follows it deflated by the browser's CompressionStream.
 */
import { PROGRAM_KEY } from "../../src/puzzle/share-link.js";

export { fragmentText, puzzlePart, shareFragment, shareLink } from "../../src/puzzle/share-link.js";

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
