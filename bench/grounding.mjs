// What the ASP encodings ground to as the grid grows (issue 27): for empty Latin squares (rows and
// columns only) and empty Sudoku (boxes as streams), every encoding's rules and atoms after
// grounding, from clingo's --stats without solving (src/engines/asp/search.ts groundingByPart, the
// same figures `strimko program --stats` prints). Deterministic: sizes, not times. Writes a table
// (stdout) and a chart (docs/grounding.svg, or the path given). Usage:
//   node bench/grounding.mjs [OUT.svg]
import { writeFileSync } from "node:fs";
import { ENCODINGS } from "../dist/index.js";
import { groundingByPart } from "../dist/engines/asp/search.js";
import { table } from "./lib.mjs";

const out = process.argv[2] ?? new URL("../docs/grounding.svg", import.meta.url).pathname;
const empty = (n, streams) => ({ size: n, streams, givens: Array.from({ length: n }, () => Array(n).fill(0)) });
const latin = (n) =>
  empty(
    n,
    Array.from({ length: n }, () => Array(n).fill(0)),
  );
const sudoku = (n) => {
  const b = Math.round(Math.sqrt(n));
  return empty(
    n,
    Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor(r / b) * b + Math.floor(c / b) + 1)),
  );
};
const KINDS = [
  ["latin", latin, [4, 6, 8, 10, 12, 16, 20, 25]],
  ["sudoku", sudoku, [4, 9, 16, 25]],
];

const rows = [];
const series = [];
for (const [kind, make, sizes] of KINDS) {
  for (const e of ENCODINGS) {
    const points = [];
    for (const n of sizes) {
      const parts = await groundingByPart(make(n), { encoding: e.name });
      const rules = parts.reduce((t, p) => t + (p.rules ?? 0), 0);
      const atoms = parts.reduce((t, p) => t + (p.atoms ?? 0), 0);
      points.push({ n, rules });
      rows.push([kind, e.name, String(n), rules.toLocaleString("en"), atoms.toLocaleString("en")]);
    }
    series.push({ label: `${kind}, ${e.name}`, kind, points });
  }
}
console.log(table(["kind", "encoding", "n", "rules", "atoms"], rows));

// The chart: rules against n, log scales, one line per kind and encoding.
const W = 640,
  H = 400,
  L = 70,
  R = 210,
  T = 20,
  B = 40;
const allN = series.flatMap((s) => s.points.map((p) => p.n));
const allY = series.flatMap((s) => s.points.map((p) => p.rules));
const [nMin, nMax, yMin, yMax] = [Math.min(...allN), Math.max(...allN), Math.min(...allY), Math.max(...allY)];
const x = (n) => L + ((Math.log(n) - Math.log(nMin)) / (Math.log(nMax) - Math.log(nMin))) * (W - L - R);
const y = (v) => H - B - ((Math.log(v) - Math.log(yMin)) / (Math.log(yMax) - Math.log(yMin))) * (H - T - B);
const COLOURS = ["#332288", "#CC6677", "#117733", "#1A85A8"];
const lines = series.map((s, i) => {
  const colour = COLOURS[i % ENCODINGS.length];
  const dash = s.kind === "sudoku" ? ' stroke-dasharray="6 4"' : "";
  const d = s.points.map((p, k) => `${k ? "L" : "M"}${x(p.n).toFixed(1)},${y(p.rules).toFixed(1)}`).join(" ");
  const legendY = T + 14 + i * 18;
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>\n<line x1="${W - R + 12}" y1="${legendY - 4}" x2="${W - R + 36}" y2="${legendY - 4}" stroke="${colour}" stroke-width="2"${dash}/><text x="${W - R + 42}" y="${legendY}" font-size="12">${s.label}</text>`;
});
const ticksN = [4, 6, 9, 12, 16, 20, 25].filter((n) => n >= nMin && n <= nMax);
const ticksY = [1e2, 1e3, 1e4, 1e5, 1e6].filter((v) => v >= yMin && v <= yMax * 1.01);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="${W}" height="${H}" fill="#ffffff"/>
<text x="${L}" y="14" font-size="13">Ground rules against n (log scales): empty Latin squares (solid), empty Sudoku (dashed)</text>
<line x1="${L}" y1="${H - B}" x2="${W - R}" y2="${H - B}" stroke="#555"/><line x1="${L}" y1="${T}" x2="${L}" y2="${H - B}" stroke="#555"/>
${ticksN.map((n) => `<text x="${x(n).toFixed(1)}" y="${H - B + 16}" font-size="11" text-anchor="middle">${n}</text>`).join("\n")}
<text x="${(L + W - R) / 2}" y="${H - 6}" font-size="12" text-anchor="middle">n</text>
${ticksY.map((v) => `<text x="${L - 6}" y="${(y(v) + 4).toFixed(1)}" font-size="11" text-anchor="end">${v.toLocaleString("en")}</text><line x1="${L}" y1="${y(v).toFixed(1)}" x2="${W - R}" y2="${y(v).toFixed(1)}" stroke="#ddd"/>`).join("\n")}
${lines.join("\n")}
</svg>
`;
writeFileSync(out, svg);
console.log(`chart: ${out}`);
process.exit(0);
