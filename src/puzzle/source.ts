/**
 * A puzzle file's text with its name, and the mapping from offsets to
 * line:column that every error message needs.
 */
import { InputError, type Location } from "../base/errors.js";

export interface Pos {
  line: number;
  col: number;
}

export class SourceText {
  readonly name: string;
  readonly text: string;
  private lineStarts: number[] | undefined;

  constructor(name: string, text: string) {
    this.name = name;
    this.text = text;
  }

  /** 1-based line and column of a 0-based offset (columns count UTF-16 units + 1). */
  posAt(offset: number): Pos {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  }

  /** The 0-based offset of a 1-based line and column (posAt's inverse), kept within the text: the
   * web app takes the user from an error's line:col to that place in the text. */
  offsetOf(pos: Pos): number {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    const start = starts[Math.min(Math.max(pos.line, 1), starts.length) - 1];
    return Math.min(start + Math.max(pos.col, 1) - 1, this.text.length);
  }

  location(pos: Pos): Location {
    return { file: this.name, line: pos.line, col: pos.col };
  }

  error(pos: Pos, reason: string): InputError {
    return new InputError(this.location(pos), reason);
  }

  errorAt(offset: number, reason: string): InputError {
    return this.error(this.posAt(offset), reason);
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) starts.push(i + 1);
  }
  return starts;
}

/** A line of a file with its 1-based number, the text without its line break. */
export interface Line {
  number: number;
  text: string;
}

export function splitLines(text: string): Line[] {
  return text.split("\n").map((t, i) => ({ number: i + 1, text: t.endsWith("\r") ? t.slice(0, -1) : t }));
}

/** The character at offset i, whole: both halves of a surrogate pair (an emoji, say). */
export function charAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i)!);
}

/** One line of metadata written to a file: line ends would end the value early, so they become
 * spaces; U+2028 and U+2029 too, which editors and JavaScript count as line ends. */
export function oneLine(s: string): string {
  return s.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, " ").trim();
}

/** Describes a token for an error message: printable, quoted, short. */
export function quote(token: string): string {
  // Cut by code points, so that an emoji is not cut in half; a long token (a whole line, maybe
  // megabytes) is split only as far as 21 code points can reach (42 UTF-16 units).
  const points = Array.from(token.length > 42 ? token.slice(0, 42) : token);
  const shown = points.length > 20 ? points.slice(0, 20).join("") + "…" : token;
  return JSON.stringify(shown);
}
