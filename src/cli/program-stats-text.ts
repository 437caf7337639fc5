/** `strimko program --stats`: what each part of the program grounds to, as a table. */
import type { PartGrounding } from "../engines/asp/search.js";
import { printable } from "../text/output.js";

export function groundingText(id: string, encoding: string, parts: PartGrounding[]): string {
  const shown = (x: number | null) => (x === null ? "-" : String(x));
  const rows: [string, string, string][] = [
    ["part", "rules", "atoms"],
    ...parts.map((p): [string, string, string] => [p.part, shown(p.rules), shown(p.atoms)]),
  ];
  const stopped = parts.some((p) => p.rules === null);
  const total = parts.reduce((t, p) => ({ rules: t.rules + (p.rules ?? 0), atoms: t.atoms + (p.atoms ?? 0) }), { rules: 0, atoms: 0 });
  if (!stopped) rows.push(["total", String(total.rules), String(total.atoms)]);
  const widths = [0, 1, 2].map((k) => Math.max(...rows.map((r) => printable(r[k]).length)));
  const line = (r: [string, string, string]) => `  ${printable(r[0]).padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padStart(widths[2])}`.trimEnd();
  const note = stopped ? "  (with the last part, clingo finds no answer set while grounding and preprocessing: its figures stop there)\n" : "";
  return `${printable(id)}, encoding ${encoding}: what each part grounds to (clingo's --stats, grounded without solving)\n${rows.map(line).join("\n")}\n${note}`;
}
