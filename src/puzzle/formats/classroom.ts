/**
 * The classroom format: the input of the "Strimko by resolution" assignment's
 * base code (DL-Thompson/Strimko-Solver; the puzzles/*.txt of nzolotykh/Strimko).
 *
 *   N nDis nEvi
 *   nDis lines, one disjunction each: N literals written as "col row value" triples
 *   nEvi lines of evidence, one "col row value" triple each
 *
 * Coordinates are (column, row), 1-based. The first 3N^2 disjunctions are the
 * row, column and cell disjunctions (each exactly once, any order); the rest are
 * stream disjunctions, N per stream (one per value), over the same N cells.
 */
import { plural } from "../../base/words.js";
import { quote, splitLines, type Pos, type SourceText } from "../source.js";
import type { Puzzle } from "../types.js";
import { sizeError, type Draft } from "../draft.js";
import { hasFullStreams } from "./dzn.js";
import { readItem, type ReadItem } from "./item.js";

interface Num {
  value: number;
  at: Pos;
}

/** The integers of a line, each with its position; anything else is an error. */
function numbersOf(src: SourceText, line: { number: number; text: string }): Num[] {
  const out: Num[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line.text))) {
    const at = { line: line.number, col: m.index + 1 };
    if (!/^[0-9]+$/.test(m[0])) throw src.error(at, `expected a whole number, found ${quote(m[0])}`);
    if (!Number.isSafeInteger(Number(m[0]))) throw src.error(at, `the number ${quote(m[0])} is too large`);
    out.push({ value: Number(m[0]), at });
  }
  return out;
}

export function looksLikeClassroom(firstLine: string): boolean {
  const m = /^\s*([0-9]+)\s+([0-9]+)\s+[0-9]+\s*$/.exec(firstLine);
  if (!m) return false;
  // 3N² row, column and cell disjunctions and N per full stream: a Sudoku grid row written in
  // groups of three ("003 020 600") is not this header.
  const n = Number(m[1]);
  const nDis = Number(m[2]);
  return n >= 1 && nDis >= 3 * n * n && nDis <= 4 * n * n;
}

export function readClassroom(src: SourceText): ReadItem[] {
  return [readItem("", { line: 1, col: 1 }, () => readDraft(src))];
}

function readDraft(src: SourceText): Draft {
  const lines = splitLines(src.text).filter((l) => l.text.trim() !== "");
  if (lines.length === 0) throw src.error({ line: 1, col: 1 }, "empty file");
  const head = numbersOf(src, lines[0]);
  if (head.length !== 3) {
    throw src.error(
      head[3]?.at ?? { line: lines[0].number, col: 1 },
      `expected the header "N nDis nEvi" (three numbers), found ${plural(head.length, "number")}`,
    );
  }
  const [nNum, disNum, eviNum] = head;
  const n = nNum.value;
  const badSize = sizeError(src, n, nNum.at);
  if (badSize) throw badSize;
  const base = 3 * n * n;
  const streamLines = disNum.value - base;
  if (streamLines < 0 || streamLines % n !== 0 || streamLines > n * n) {
    throw src.error(disNum.at, `expected nDis = 3N^2 + N per stream (${base} + a multiple of ${n}, at most ${4 * n * n}), found ${disNum.value}`);
  }
  const expectedLines = 1 + disNum.value + eviNum.value;
  if (lines.length !== expectedLines) {
    const where = lines.length > expectedLines ? { line: lines[expectedLines].number, col: 1 } : { line: lines[lines.length - 1].number + 1, col: 1 };
    throw src.error(
      where,
      `the header announces ${disNum.value} disjunctions and ${eviNum.value} evidence lines (${expectedLines} lines), but the file has ${lines.length} lines`,
    );
  }

  const triple = (nums: Num[], k: number) => {
    const [c, r, v] = nums.slice(3 * k, 3 * k + 3);
    for (const x of [c, r, v]) if (x.value < 1 || x.value > n) throw src.error(x.at, `${x.value} is out of range 1..${n}`);
    return { col: c.value, row: r.value, value: v.value, at: c.at };
  };

  // Row, column and cell disjunctions: each of the 3N^2 exactly once.
  const seenBase = new Map<string, Pos>();
  for (let i = 1; i <= base; i++) {
    const nums = numbersOf(src, lines[i]);
    if (nums.length !== 3 * n)
      throw src.error(
        nums[3 * n]?.at ?? { line: lines[i].number, col: lines[i].text.trimEnd().length + 1 },
        `expected a disjunction of ${n} "col row value" triples (${3 * n} numbers), found ${plural(nums.length, "number")}`,
      );
    const lits = Array.from({ length: n }, (_, k) => triple(nums, k));
    const same = (f: (l: (typeof lits)[number]) => number) => lits.every((l) => f(l) === f(lits[0]));
    const covers = (f: (l: (typeof lits)[number]) => number) => new Set(lits.map(f)).size === n;
    // For N = 1 one literal is a row, a column and a cell disjunction at once: take the first kind not yet seen.
    const kinds: string[] = [];
    if (same((l) => l.row) && same((l) => l.col) && covers((l) => l.value)) kinds.push(`cell ${lits[0].col},${lits[0].row}`);
    if (same((l) => l.row) && same((l) => l.value) && covers((l) => l.col)) kinds.push(`row ${lits[0].row} value ${lits[0].value}`);
    if (same((l) => l.col) && same((l) => l.value) && covers((l) => l.row)) kinds.push(`column ${lits[0].col} value ${lits[0].value}`);
    if (kinds.length === 0) throw src.error(nums[0].at, `expected a row, column or cell disjunction here (the first ${base} lines), found neither`);
    const key = kinds.find((k) => !seenBase.has(k));
    if (key === undefined) {
      const before = seenBase.get(kinds[0])!;
      throw src.error(nums[0].at, `the disjunction for ${kinds[0]} appears twice (also at ${before.line}:${before.col})`);
    }
    seenBase.set(key, nums[0].at);
  }

  // Stream disjunctions: a stream is a set of N cells that occurs once with every value.
  const streams = new Array<string | null>(n * n).fill(null);
  const streamAt = new Array<Pos>(n * n);
  const values = new Map<string, Set<number>>();
  for (let i = base + 1; i <= disNum.value; i++) {
    const nums = numbersOf(src, lines[i]);
    if (nums.length !== 3 * n)
      throw src.error(
        nums[3 * n]?.at ?? { line: lines[i].number, col: 1 },
        `expected a stream disjunction of ${n} triples (${3 * n} numbers), found ${plural(nums.length, "number")}`,
      );
    const lits = Array.from({ length: n }, (_, k) => triple(nums, k));
    if (lits.some((l) => l.value !== lits[0].value)) throw src.error(nums[0].at, "a stream disjunction names one value in every literal");
    const cells = lits.map((l) => (l.row - 1) * n + (l.col - 1));
    if (new Set(cells).size !== n) throw src.error(nums[0].at, "a stream disjunction names a cell twice");
    const key = [...cells].sort((a, b) => a - b).join(" ");
    let vals = values.get(key);
    if (!vals) {
      vals = new Set();
      values.set(key, vals);
      const label = String(values.size);
      lits.forEach((l, k) => {
        const cell = cells[k];
        if (streams[cell] !== null) throw src.error(l.at, `cell (column ${l.col}, row ${l.row}) is in two streams`);
        streams[cell] = label;
        streamAt[cell] = l.at;
      });
    }
    if (vals.has(lits[0].value)) throw src.error(nums[0].at, `this stream's disjunction for value ${lits[0].value} appears twice`);
    vals.add(lits[0].value);
  }
  for (const [key, vals] of values) {
    if (vals.size !== n) {
      const cell = Number(key.split(" ")[0]);
      throw src.error(
        streamAt[cell],
        `the stream through (column ${(cell % n) + 1}, row ${Math.floor(cell / n) + 1}) has disjunctions for ${vals.size} values; expected ${n}`,
      );
    }
  }

  const givens = new Array<number>(n * n).fill(0);
  const givenAt = new Array<Pos>(n * n);
  for (let i = disNum.value + 1; i < lines.length; i++) {
    const nums = numbersOf(src, lines[i]);
    if (nums.length !== 3)
      throw src.error(nums[3]?.at ?? { line: lines[i].number, col: 1 }, `expected evidence "col row value" (three numbers), found ${nums.length} numbers`);
    const [c, r] = nums;
    for (const x of [c, r]) if (x.value < 1 || x.value > n) throw src.error(x.at, `${x.value} is out of range 1..${n}`);
    const cell = (r.value - 1) * n + (c.value - 1);
    const v = nums[2];
    if (v.value < 1) throw src.error(v.at, `value ${v.value} is out of range 1..${n}`);
    if (givens[cell] !== 0 && givens[cell] !== v.value) {
      throw src.error(v.at, `cell (column ${c.value}, row ${r.value}) has evidence ${givens[cell]} and ${v.value}`);
    }
    givens[cell] = v.value;
    givenAt[cell] = v.at;
  }
  return { size: n, at: { line: 1, col: 1 }, sizeAt: nNum.at, streams, streamAt, givens, givenAt };
}

// ---------------------------------------------------------------- writing

export function classroomWritable(p: Puzzle): boolean {
  return hasFullStreams(p);
}

/** In the base code's order: for each value, column i then row i; the cells row by row; then per value each stream; evidence row by row. */
export function writeClassroom(p: Puzzle): string {
  const n = p.size;
  const lit = (row: number, col: number, v: number) => `${col} ${row} ${v}`;
  const lines: string[] = [];
  for (let v = 1; v <= n; v++) {
    for (let i = 1; i <= n; i++) {
      lines.push(Array.from({ length: n }, (_, k) => lit(k + 1, i, v)).join(" "));
      lines.push(Array.from({ length: n }, (_, k) => lit(i, k + 1, v)).join(" "));
    }
  }
  for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) lines.push(Array.from({ length: n }, (_, k) => lit(r, c, k + 1)).join(" "));
  const streamCells: [number, number][][] = Array.from({ length: n + 1 }, () => []);
  p.streams.forEach((row, r) => row.forEach((s, c) => streamCells[s].push([r + 1, c + 1])));
  for (let v = 1; v <= n; v++) for (let s = 1; s <= n; s++) lines.push(streamCells[s].map(([r, c]) => lit(r, c, v)).join(" "));
  const evidence: string[] = [];
  p.givens.forEach((row, r) => row.forEach((v, c) => v !== 0 && evidence.push(lit(r + 1, c + 1, v))));
  return `${n} ${lines.length} ${evidence.length}\n${[...lines, ...evidence].join("\n")}\n`;
}
