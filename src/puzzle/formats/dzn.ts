/**
 * MiniZinc data files, in both styles of Hakan Kjellerstrand's Strimko models:
 *
 *   n = 4;
 *   streams = array2d(1..n, 1..n, [1,2,2,4, ...]);        % stream id per cell
 *   streams = array2d(1..n, 1..n*2, [1,1, 2,2, ...]);     % or: row i = the n (row,col) cells of stream i
 *   num_placed = 3;
 *   placed = array2d(1..num_placed, 1..3, [2,2,3, ...]);  % (row, col, value) triples
 *
 * The style is told by the number of elements (n*n or 2*n*n). Also accepted:
 * `[| ... | ... |]` literals and plain lists. A leading comment `% title: ...`
 * (or, as in hakank's files, just the first comment line) is the title, and
 * `% source: ...` the source.
 */
import { plural } from "../../base/words.js";
import type { InputError } from "../../base/errors.js";
import { charAt, oneLine, quote, type Pos, type SourceText } from "../source.js";
import type { Puzzle } from "../types.js";
import { sizeError, type Draft } from "../draft.js";
import { readItem, type ReadItem } from "./item.js";

const PARAMS = ["n", "streams", "num_placed", "placed"];

const INT = /[0-9]+/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
/** Index-set expressions are tiny (`1..n*2`); these bounds keep a hostile file from exhausting the stack. */
const MAX_TERMS = 16;
const MAX_NESTING = 8;
/** The most tokens a puzzle's data needs: streams in the coordinate style (n x 2n) and placed
 * triples (3n²) for n = 64, with commas, are about 60,000. */
const MAX_TOKENS = 100_000;

type TokKind = "int" | "ident" | "punct" | "eof";
interface Tok {
  kind: TokKind;
  text: string;
  offset: number;
}

interface Comment {
  text: string;
  offset: number;
}

function tokenize(src: SourceText): { tokens: Tok[]; comments: Comment[] } {
  const s = src.text;
  const tokens: Tok[] = [];
  const comments: Comment[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (tokens.length + comments.length >= MAX_TOKENS) {
      // A data file for one puzzle holds a few thousand numbers; a huge list (or a million
      // comments) would cost memory long before it could be refused as the wrong shape.
      throw src.errorAt(i, `too long for a puzzle's data: more than ${MAX_TOKENS} numbers, symbols and comments`);
    } else if (ch === "%") {
      const end = s.indexOf("\n", i);
      const stop = end < 0 ? s.length : end;
      comments.push({
        text: s
          .slice(i + 1, stop)
          .replace(/\r$/, "")
          .trim(),
        offset: i,
      });
      i = stop;
    } else if (s.startsWith("/*", i)) {
      const end = s.indexOf("*/", i + 2);
      if (end < 0) throw src.errorAt(i, "unterminated comment");
      i = end + 2;
    } else if (/[0-9]/.test(ch)) {
      INT.lastIndex = i;
      const text = INT.exec(s)![0];
      // Beyond 2^53 numbers round: two different stream ids would become one.
      if (!Number.isSafeInteger(Number(text))) throw src.errorAt(i, `the number ${quote(text).slice(1, -1)} is too large`);
      tokens.push({ kind: "int", text, offset: i });
      i += text.length;
    } else if (/[A-Za-z_]/.test(ch)) {
      IDENT.lastIndex = i;
      const text = IDENT.exec(s)![0];
      tokens.push({ kind: "ident", text, offset: i });
      i += text.length;
    } else {
      const two = s.slice(i, i + 2);
      const text = ["[|", "|]", ".."].includes(two) ? two : "=;,()[]|*+-".includes(ch) ? ch : undefined;
      if (!text) throw src.errorAt(i, `unexpected character ${quote(charAt(s, i))}`);
      tokens.push({ kind: "punct", text, offset: i });
      i += text.length;
    }
  }
  tokens.push({ kind: "eof", text: "end of file", offset: s.length });
  return { tokens, comments };
}

/** Integer expressions in index sets: numbers, earlier parameters, + - * and parentheses. */
type Expr =
  | { kind: "int"; value: number; offset: number }
  | { kind: "name"; name: string; offset: number }
  | { kind: "op"; op: string; left: Expr; right: Expr; offset: number };

interface Elem {
  value: number;
  offset: number;
}

interface ArrayValue {
  offset: number;
  /** Index sets of array2d(...), if written. */
  dims?: { from: Expr; to: Expr }[];
  /** Row lengths of a [| |] literal, if written so. */
  rowLengths?: number[];
  elems: Elem[];
}

type Value = { kind: "expr"; expr: Expr; offset: number } | ({ kind: "array" } & ArrayValue);

class Parser {
  private pos = 0;
  private nesting = 0;
  constructor(
    private readonly src: SourceText,
    private readonly tokens: Tok[],
  ) {}

  private peek(): Tok {
    return this.tokens[this.pos];
  }
  private next(): Tok {
    return this.tokens[this.pos++];
  }
  private fail(t: Tok, expected: string): InputError {
    return this.src.errorAt(t.offset, `expected ${expected}, found ${t.kind === "eof" ? "the end of the file" : quote(t.text)}`);
  }
  private expect(text: string): Tok {
    const t = this.next();
    if (t.text !== text || t.kind !== "punct") throw this.fail(t, quote(text));
    return t;
  }

  statements(): { name: string; offset: number; value: Value }[] {
    const out = [];
    while (this.peek().kind !== "eof") {
      const t = this.next();
      if (t.kind !== "ident") throw this.fail(t, "a parameter name");
      this.expect("=");
      const value = this.value();
      this.expect(";");
      out.push({ name: t.text, offset: t.offset, value });
    }
    return out;
  }

  private value(): Value {
    const t = this.peek();
    if (t.kind === "ident" && t.text === "array2d") {
      this.next();
      this.expect("(");
      const dims = [this.range()];
      this.expect(",");
      dims.push(this.range());
      this.expect(",");
      const list = this.list();
      this.expect(")");
      return { kind: "array", offset: t.offset, dims, elems: list.elems };
    }
    if (t.text === "[" || t.text === "[|") {
      const list = this.list();
      return { kind: "array", offset: t.offset, ...list };
    }
    const expr = this.expr();
    return { kind: "expr", expr, offset: t.offset };
  }

  private range(): { from: Expr; to: Expr } {
    const from = this.expr();
    this.expect("..");
    return { from, to: this.expr() };
  }

  private expr(): Expr {
    let terms = 1;
    let left = this.term();
    while (this.peek().text === "+" || this.peek().text === "-") {
      const op = this.next();
      if (++terms > MAX_TERMS) throw this.src.errorAt(op.offset, `expression too long (more than ${MAX_TERMS} terms)`);
      left = { kind: "op", op: op.text, left, right: this.term(), offset: op.offset };
    }
    return left;
  }
  private term(): Expr {
    let factors = 1;
    let left = this.factor();
    while (this.peek().text === "*") {
      const op = this.next();
      if (++factors > MAX_TERMS) throw this.src.errorAt(op.offset, `expression too long (more than ${MAX_TERMS} factors)`);
      left = { kind: "op", op: "*", left, right: this.factor(), offset: op.offset };
    }
    return left;
  }
  private factor(): Expr {
    const t = this.next();
    if (t.kind === "int") return { kind: "int", value: Number(t.text), offset: t.offset };
    if (t.kind === "ident") return { kind: "name", name: t.text, offset: t.offset };
    if (t.text === "(") {
      if (++this.nesting > MAX_NESTING) throw this.src.errorAt(t.offset, `parentheses nested too deeply (more than ${MAX_NESTING})`);
      const e = this.expr();
      this.expect(")");
      this.nesting--;
      return e;
    }
    throw this.fail(t, "a number");
  }

  /** `[a, b, ...]` or `[| a, b | c, d |]`; elements are integers, possibly negative. */
  private list(): { elems: Elem[]; rowLengths?: number[] } {
    const open = this.next();
    if (open.text !== "[" && open.text !== "[|") throw this.fail(open, `"["`);
    const twoD = open.text === "[|";
    const close = twoD ? "|]" : "]";
    const elems: Elem[] = [];
    const rowLengths: number[] = [];
    let rowStart = 0;
    for (;;) {
      const t = this.peek();
      if (t.text === close) {
        this.next();
        break;
      }
      if (twoD && t.text === "|") {
        this.next();
        rowLengths.push(elems.length - rowStart);
        rowStart = elems.length;
        continue;
      }
      let sign = 1;
      let first = this.next();
      if (first.text === "-") {
        sign = -1;
        first = this.next();
      }
      if (first.kind !== "int") throw this.fail(first, "a whole number");
      elems.push({ value: sign * Number(first.text), offset: first.offset });
      const sep = this.peek();
      if (sep.text === ",") this.next();
      else if (sep.text !== close && !(twoD && sep.text === "|")) throw this.fail(sep, `"," or ${quote(close)}`);
    }
    if (twoD && elems.length > rowStart) rowLengths.push(elems.length - rowStart);
    return twoD ? { elems, rowLengths } : { elems };
  }
}

export function readDzn(src: SourceText): ReadItem[] {
  return [readItem("", { line: 1, col: 1 }, () => readDraft(src))];
}

function readDraft(src: SourceText): Draft {
  const { tokens, comments } = tokenize(src);
  const statements = new Parser(src, tokens).statements();
  const byName = new Map<string, { offset: number; value: Value }>();
  for (const st of statements) {
    if (!PARAMS.includes(st.name)) throw src.errorAt(st.offset, `unknown parameter ${quote(st.name)}; expected ${PARAMS.join(", ")}`);
    if (byName.has(st.name)) throw src.errorAt(st.offset, `parameter ${quote(st.name)} is set twice`);
    byName.set(st.name, st);
  }
  const firstStatement = statements[0]?.offset ?? src.text.length;

  const evaluating = new Set<string>();
  const evalExpr = (e: Expr): number => {
    if (e.kind === "int") return e.value;
    if (e.kind === "op") {
      const a = evalExpr(e.left);
      const b = evalExpr(e.right);
      const v = e.op === "+" ? a + b : e.op === "-" ? a - b : a * b;
      if (!Number.isSafeInteger(v)) throw src.errorAt(e.offset, `the result of ${quote(e.op)} is too large`);
      return v;
    }
    const def = byName.get(e.name);
    if (def?.value.kind !== "expr") throw src.errorAt(e.offset, `${quote(e.name)} is not a number defined in this file`);
    if (evaluating.has(e.name)) throw src.errorAt(e.offset, `${quote(e.name)} is defined in terms of itself`);
    evaluating.add(e.name);
    const v = evalExpr(def.value.expr);
    evaluating.delete(e.name);
    return v;
  };
  const intParam = (name: string): { value: number; offset: number } | undefined => {
    const def = byName.get(name);
    if (!def) return undefined;
    if (def.value.kind !== "expr") throw src.errorAt(def.value.offset, `expected ${quote(name)} to be a number`);
    return { value: evalExpr(def.value.expr), offset: def.value.offset };
  };
  const arrayParam = (name: string): ArrayValue | undefined => {
    const def = byName.get(name);
    if (!def) return undefined;
    if (def.value.kind !== "array") throw src.errorAt(def.value.offset, `expected ${quote(name)} to be an array`);
    return def.value;
  };
  /** Checks the declared shape (index sets or row lengths) against the element count, and returns the row length. */
  const rowLength = (name: string, a: ArrayValue, allowed: number[], flatWidth: number): number => {
    let width: number;
    if (a.dims) {
      const [d1, d2] = a.dims.map((d) => ({ from: evalExpr(d.from), to: evalExpr(d.to), offset: d.from.offset }));
      for (const d of [d1, d2]) if (d.from !== 1) throw src.errorAt(d.offset, `expected an index set starting at 1, found ${d.from}..${d.to}`);
      const rows = Math.max(0, d1.to);
      width = Math.max(0, d2.to);
      if (rows * width !== a.elems.length) {
        throw src.errorAt(a.offset, `${quote(name)} is declared ${rows} x ${width} but holds ${a.elems.length} numbers`);
      }
    } else if (a.rowLengths) {
      width = a.rowLengths[0] ?? 0;
      const bad = a.rowLengths.findIndex((l) => l !== width);
      if (bad >= 0) throw src.errorAt(a.offset, `row ${bad + 1} of ${quote(name)} has ${plural(a.rowLengths[bad], "number")}; row 1 has ${width}`);
    } else {
      width = flatWidth;
      // A flat list is read as rows of the allowed widths: its length must be a multiple of them.
      if (!Number.isInteger(width))
        throw src.errorAt(a.offset, `expected ${quote(name)} to hold ${allowed.map((w) => `${n} x ${w}`).join(" or ")} numbers, found ${a.elems.length}`);
    }
    if (!allowed.includes(width) && a.elems.length > 0) {
      throw src.errorAt(a.offset, `expected the rows of ${quote(name)} to hold ${allowed.join(" or ")} numbers, found ${width}`);
    }
    return width;
  };

  const nParam = intParam("n");
  if (!nParam) throw src.errorAt(firstStatement, `expected a parameter "n" (the size)`);
  const n = nParam.value;
  const sizeAt = src.posAt(nParam.offset);
  const badSize = sizeError(src, n, sizeAt);
  if (badSize) throw badSize;
  const givenAt = new Array<Pos>(n * n);
  const draft: Draft = { size: n, at: { line: 1, col: 1 }, sizeAt, streams: [], givens: new Array(n * n).fill(0), givenAt };

  const streams = arrayParam("streams");
  if (!streams) throw src.errorAt(firstStatement, `expected a parameter "streams"`);
  const streamWidth = rowLength("streams", streams, [n, 2 * n], streams.elems.length / n);
  const streamRows = streams.elems.length / (streamWidth || 1);
  if (streamRows !== n) throw src.errorAt(streams.offset, `expected "streams" to have ${n} rows, found ${streamRows}`);
  if (streamWidth === n) {
    draft.streams = streams.elems.map((e) => {
      if (e.value < 0) throw src.errorAt(e.offset, `expected a stream id >= 1, or 0 for no stream, found ${e.value}`);
      return e.value === 0 ? null : String(e.value);
    });
    draft.streamAt = streams.elems.map((e) => src.posAt(e.offset));
  } else {
    // Row i lists the cells of stream i as (row, column) pairs.
    draft.streams = new Array(n * n).fill(null);
    draft.streamAt = new Array(n * n);
    const claimed = new Map<number, number>();
    for (let k = 0; k < streams.elems.length; k += 2) {
      const r = coordinate(src, streams.elems[k], n, "row");
      const c = coordinate(src, streams.elems[k + 1], n, "column");
      const cell = (r - 1) * n + (c - 1);
      const before = claimed.get(cell);
      if (before !== undefined) {
        const p = src.posAt(before);
        throw src.errorAt(streams.elems[k].offset, `cell (${r},${c}) is already in a stream (at ${p.line}:${p.col})`);
      }
      claimed.set(cell, streams.elems[k].offset);
      draft.streams[cell] = String(Math.floor(k / (2 * n)) + 1);
      draft.streamAt[cell] = src.posAt(streams.elems[k].offset);
    }
  }

  const placed = arrayParam("placed");
  const numPlaced = intParam("num_placed");
  if (placed && placed.elems.length > 0) {
    rowLength("placed", placed, [3], 3);
    if (placed.elems.length % 3 !== 0)
      throw src.errorAt(placed.offset, `expected "placed" to hold (row, column, value) triples, found ${placed.elems.length} numbers`);
    const count = placed.elems.length / 3;
    if (numPlaced && numPlaced.value !== count) {
      throw src.errorAt(numPlaced.offset, `num_placed is ${numPlaced.value} but "placed" holds ${count} triples`);
    }
    const placedAt = new Map<number, number>();
    for (let k = 0; k < placed.elems.length; k += 3) {
      const r = coordinate(src, placed.elems[k], n, "row");
      const c = coordinate(src, placed.elems[k + 1], n, "column");
      const v = placed.elems[k + 2];
      // 0 means "empty" in the grids; a placed value must be a value.
      if (v.value < 1) throw src.errorAt(v.offset, `value ${v.value} is out of range 1..${n}`);
      const cell = (r - 1) * n + (c - 1);
      const before = placedAt.get(cell);
      if (before !== undefined && draft.givens[cell] !== v.value) {
        const p = src.posAt(before);
        throw src.errorAt(v.offset, `cell (${r},${c}) is placed twice with different values (also at ${p.line}:${p.col})`);
      }
      placedAt.set(cell, v.offset);
      draft.givens[cell] = v.value;
      givenAt[cell] = src.posAt(v.offset);
    }
  } else if (numPlaced && numPlaced.value !== 0) {
    throw src.errorAt(numPlaced.offset, `num_placed is ${numPlaced.value} but no "placed" triples are given`);
  }

  // Metadata from the comments before the first statement.
  const leading = comments.filter((c) => c.offset < firstStatement && c.text !== "");
  for (const c of leading) {
    const m = /^(title|source)\s*:\s*(.*)$/is.exec(c.text);
    if (m) draft[m[1].toLowerCase() as "title" | "source"] = m[2].trim();
  }
  if (draft.title === undefined && leading.length > 0 && !/^source\s*:/i.test(leading[0].text)) draft.title = leading[0].text;
  return draft;
}

function coordinate(src: SourceText, e: Elem | undefined, n: number, what: string): number {
  if (!e) throw src.errorAt(src.text.length, `expected a ${what} number`);
  if (e.value < 1 || e.value > n) throw src.errorAt(e.offset, `${what} ${e.value} is out of range 1..${n}`);
  return e.value;
}

// ---------------------------------------------------------------- writing

function header(p: Puzzle): string {
  let out = "";
  if (p.title) out += `% title: ${oneLine(p.title)}\n`;
  if (p.source) out += `% source: ${oneLine(p.source)}\n`;
  return out;
}

function placedLines(p: Puzzle): string {
  const triples: string[] = [];
  p.givens.forEach((row, r) => row.forEach((v, c) => v !== 0 && triples.push(`  ${r + 1},${c + 1},${v}`)));
  const body = triples.length ? "\n" + triples.join(",\n") + "\n" : "";
  return `num_placed = ${triples.length};\nplaced = array2d(1..num_placed, 1..3, [${body}]);\n`;
}

/** The stream-id grid style (hakank's strimko2_*.dzn). */
export function writeDzn(p: Puzzle): string {
  const rows = p.streams.map((row) => "  " + row.join(",")).join(",\n");
  return `${header(p)}n = ${p.size};\nstreams = array2d(1..n, 1..n, [\n${rows}\n]);\n${placedLines(p)}`;
}

/** True when the grid is split into n streams of n cells, as the coordinate style and the classroom format need. */
export function hasFullStreams(p: Puzzle): boolean {
  const counts = new Array<number>(p.size + 1).fill(0);
  for (const row of p.streams)
    for (const s of row) {
      if (s < 1 || s > p.size) return false;
      counts[s]++;
    }
  return counts.slice(1).every((k) => k === p.size);
}

/** The coordinate-pair style (hakank's strimko_*.dzn): row i lists the cells of stream i. */
export function writeDznCoords(p: Puzzle): string {
  const rows: string[] = [];
  for (let s = 1; s <= p.size; s++) {
    const cells: string[] = [];
    p.streams.forEach((row, r) => row.forEach((id, c) => id === s && cells.push(`${r + 1},${c + 1}`)));
    rows.push("  " + cells.join(", "));
  }
  return `${header(p)}n = ${p.size};\nstreams = array2d(1..n, 1..n*2, [\n${rows.join(",\n")}\n]);\n${placedLines(p)}`;
}
