/**
 * An error in pasted text, shown with a button that takes the user to its place: the message says
 * "pasted:9:7: …" as the command line does, and the button puts the caret on line 9, column 7 of
 * the paste box (selecting the character there), so that nobody counts lines to find it. Not for
 * 1:1, the start of the text.
 */
import { SourceText } from "../../src/puzzle/source.js";
import { el } from "./dom.js";

/** The message, as text; for one about the pasted text (`box`), a button to its line and column. */
export function errorItem(message: string, box?: HTMLTextAreaElement): HTMLElement[] {
  const line = el("p", {}, message);
  const at = box ? /^pasted:(\d+):(\d+): /.exec(message) : null;
  const pos = { line: Number(at?.[1]), col: Number(at?.[2]) };
  // The start of the text needs no finding (and "cannot tell the format" is about all of it).
  if (!box || !at || (pos.line === 1 && pos.col === 1)) return [line];
  const show = el("button", { type: "button", class: "error-place" }, `Show line ${pos.line}, column ${pos.col} in the pasted text`);
  show.addEventListener("click", () => {
    const offset = new SourceText("pasted", box.value).offsetOf(pos);
    box.focus();
    box.setSelectionRange(offset, Math.min(offset + 1, box.value.length));
  });
  return [line, show];
}
