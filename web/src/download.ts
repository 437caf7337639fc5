/** Hands a file to the browser's downloads (Export's files, Step through's pictures and pages). */
import { el } from "./dom.js";

export function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
