/**
 * JSON: `{"size": n, "streams": [[...]], "givens": [[...]]}` with optional
 * "title", "source" and "solution". 0 is "empty" in givens and "no stream" in
 * streams; stream ids are any whole numbers >= 1. A top-level array holds
 * several puzzles. Parsed with jsonc-parser so that every complaint can point
 * at the line and column of the value it is about.
 */
import { createScanner, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { quote, type SourceText } from "../source.js";
import { PUZZLE_KINDS, type Grid, type Puzzle, type PuzzleKind } from "../types.js";
import { impliedStreams, sizeError, type Draft } from "../draft.js";
import { plural } from "../../base/words.js";
import { readItem, type ReadItem } from "./item.js";

const KEYS = ["title", "source", "kind", "size", "streams", "givens", "solution"];
const GRID_KEYS = ["streams", "givens", "solution"] as const;

const PARSE_ERRORS: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "malformed number",
  PropertyNameExpected: "expected a key in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected a colon",
  CommaExpected: "expected a comma",
  CloseBraceExpected: "expected a closing brace",
  CloseBracketExpected: "expected a closing bracket",
  EndOfFileExpected: "expected the end of the file",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "unexpected end of comment",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unexpected end of number",
  InvalidUnicode: "invalid unicode escape",
  InvalidEscapeCharacter: "invalid escape character",
  InvalidCharacter: "invalid character in string",
};

/** A puzzle is at most 4 levels deep (an array of objects of arrays of arrays); the parser
 * recurses, so a hostile file nested thousands deep is stopped before it is parsed. */
const MAX_DEPTH = 32;

// Token kinds of jsonc-parser's scanner (its enums are `const`, which an isolated module cannot
// import).
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const EOF = 17;
/** The parser builds a tree of about 100 bytes a value: this many tokens (about 18,000 9x9
 * puzzles with streams, givens and solution) take about 500 MB. */
const MAX_TOKENS = 10_000_000;
/** Each element of a collection gets an entry, an error one if it is not a puzzle (about 1.4 kB
 * with its message): a cap on elements keeps an array of a million numbers from costing gigabytes. */
const MAX_ELEMENTS = 100_000;

/**
 * What must be refused before the parser runs: nesting deeper than MAX_DEPTH (it recurses), a
 * closing bracket or brace that closes nothing open, or the other kind, more than MAX_TOKENS
 * tokens (it holds the whole tree in memory), and a top-level array of more than MAX_ELEMENTS
 * elements. Counted on the parser's own scanner, so comments,
 * strings and their errors are read exactly as the parser reads them (a hand-made count was
 * fooled by a quote inside a comment).
 */
function refusedUnparsed(text: string): { offset: number; message: string } | undefined {
  const scanner = createScanner(text, true);
  const open: number[] = [];
  let tokens = 0;
  let elements = 0;
  for (let t = scanner.scan(); t !== EOF; t = scanner.scan()) {
    if (++tokens > MAX_TOKENS)
      return {
        offset: scanner.getTokenOffset(),
        message: `too large: more than ${MAX_TOKENS} JSON tokens (about 18,000 9x9 puzzles); split the collection into several files`,
      };
    // An element of the top-level array starts with any token but a comma or a closer.
    if (open.length === 1 && open[0] === CLOSE_BRACKET && t !== COMMA && t !== CLOSE_BRACKET && t !== CLOSE_BRACE && ++elements > MAX_ELEMENTS) {
      return { offset: scanner.getTokenOffset(), message: `more than ${MAX_ELEMENTS} puzzles in one array; split the collection into several files` };
    }
    if (t === OPEN_BRACE || t === OPEN_BRACKET) {
      if (open.length === MAX_DEPTH) return { offset: scanner.getTokenOffset(), message: `nested too deeply (more than ${MAX_DEPTH} levels of [ and {)` };
      open.push(t + 1);
    } else if (t === CLOSE_BRACE || t === CLOSE_BRACKET) {
      const expected = open.pop();
      if (expected !== t) {
        const found = t === CLOSE_BRACE ? "}" : "]";
        const message =
          expected === undefined
            ? `invalid JSON: "${found}" closes nothing`
            : `invalid JSON: ${PARSE_ERRORS[expected === CLOSE_BRACE ? "CloseBraceExpected" : "CloseBracketExpected"]}, found "${found}"`;
        return { offset: scanner.getTokenOffset(), message };
      }
    }
  }
  return undefined;
}

/** The bracket or brace that is open at `offset`: "{", "[" or undefined (read with the parser's scanner). */
function openAt(text: string, offset: number): "{" | "[" | undefined {
  const scanner = createScanner(text, true);
  const open: number[] = [];
  for (let t = scanner.scan(); t !== EOF && scanner.getTokenOffset() < offset; t = scanner.scan()) {
    if (t === OPEN_BRACE || t === OPEN_BRACKET) open.push(t);
    else if (t === CLOSE_BRACE || t === CLOSE_BRACKET) open.pop();
  }
  const last = open.at(-1);
  return last === OPEN_BRACE ? "{" : last === OPEN_BRACKET ? "[" : undefined;
}

/** A word as the file has it, cut to 20 characters. */
function cut(token: string): string {
  const points = Array.from(token);
  return points.length > 20 ? points.slice(0, 20).join("") + "…" : token;
}

/**
 * What the parser stopped at, in words, with what it found there. The commonest slips get the
 * message they need: a key without quotes or in single quotes (as JavaScript allows), and a comma
 * after the last element.
 */
function parseErrorText(text: string, name: string, offset: number): string {
  const rest = text.slice(offset, offset + 256);
  const token = /^(?:'[^'\n]*'?|[\p{L}\p{N}_$.+-]+|[^\s])/u.exec(rest)?.[0];
  const before = text
    .slice(Math.max(0, offset - 64), offset)
    .trimEnd()
    .at(-1);
  const opener = token && (before === "{" || before === "," || before === undefined) ? openAt(text, offset) : undefined;
  if (token && opener === "{" && token !== '"' && /^\s*:/.test(rest.slice(token.length))) {
    return `expected a key in double quotes, found ${cut(token)}`;
  }
  if (before === "," && (token === "}" || token === "]"))
    return `a comma before "${token}": JSON takes none after the last ${token === "}" ? "key" : "element"}`;
  if (token && name === "InvalidSymbol") return `unexpected ${quote(token)}`;
  const words = PARSE_ERRORS[name] ?? name;
  return token && (name === "ValueExpected" || name === "PropertyNameExpected") ? `${words}, found ${quote(token)}` : words;
}

export function readJson(src: SourceText): ReadItem[] {
  const refused = refusedUnparsed(src.text);
  if (refused) return [{ suffix: "", at: { line: 1, col: 1 }, error: src.errorAt(refused.offset, refused.message) }];
  const errors: ParseError[] = [];
  const root = parseTree(src.text, errors, { disallowComments: true, allowTrailingComma: false });
  const start = { line: 1, col: 1 };
  if (errors.length > 0 || !root) {
    const e = errors[0];
    const name = e ? printParseErrorCode(e.error) : "ValueExpected";
    return [{ suffix: "", at: start, error: src.errorAt(e?.offset ?? 0, `invalid JSON: ${parseErrorText(src.text, name, e?.offset ?? 0)}`) }];
  }
  if (root.type === "array") {
    const elements = root.children ?? [];
    if (elements.length === 0) return [{ suffix: "", at: start, error: src.errorAt(root.offset, "the array holds no puzzles") }];
    return elements.map((node, i) => item(src, node, elements.length > 1 ? `#${i + 1}` : ""));
  }
  return [item(src, root, "")];
}

function item(src: SourceText, node: Node, suffix: string): ReadItem {
  const at = src.posAt(node.offset);
  return readItem(suffix, at, () => readObject(src, node));
}

function readObject(src: SourceText, node: Node): Draft {
  if (node.type !== "object") throw src.errorAt(node.offset, `expected a puzzle object {"size": ..., "streams": ...}, found ${describe(src, node)}`);
  const props = new Map<string, Node>();
  for (const prop of node.children ?? []) {
    const [keyNode, valueNode] = prop.children ?? [];
    const key = String(keyNode.value);
    if (!KEYS.includes(key)) throw src.errorAt(keyNode.offset, `unknown key ${quote(key)}; expected ${KEYS.join(", ")}`);
    if (props.has(key)) throw src.errorAt(keyNode.offset, `key ${quote(key)} appears twice`);
    props.set(key, valueNode);
  }
  const at = src.posAt(node.offset);
  const sizeNode = props.get("size");
  // Without "size", the first grid there is tells it by its rows (as the text format's do).
  const sizingKey = sizeNode ? undefined : GRID_KEYS.find((k) => props.get(k)?.type === "array");
  const sizeFrom = sizeNode ?? (sizingKey && props.get(sizingKey));
  if (!sizeFrom) throw src.error(at, `expected a "size" key (or a "streams", "givens" or "solution" grid to tell the size)`);
  const rows = sizeFrom.children?.length ?? 0;
  if (sizingKey && rows === 0) throw src.errorAt(sizeFrom.offset, `${quote(sizingKey)} has no rows; expected the puzzle's rows`);
  const n = sizeNode ? wholeNumber(src, sizeNode) : rows;
  const sizeAt = src.posAt(sizeFrom.offset);
  const badSize = sizeError(src, n, sizeAt);
  if (badSize) throw badSize;

  const draft: Draft = { size: n, at, sizeAt, streams: [], givens: new Array(n * n).fill(0) };
  const streamsNode = props.get("streams");
  if (streamsNode) {
    const streamCells = gridCells(src, "streams", streamsNode, n);
    draft.streamAt = streamCells.map((c) => src.posAt(c.offset));
    draft.streams = streamCells.map((c) => {
      const v = wholeNumber(src, c);
      if (v < 0) throw src.errorAt(c.offset, `expected a stream id >= 1, or 0 for no stream, found ${v}`);
      return v === 0 ? null : String(v);
    });
  }
  const givensNode = props.get("givens");
  if (givensNode) {
    const cells = gridCells(src, "givens", givensNode, n);
    draft.givenAt = cells.map((c) => src.posAt(c.offset));
    draft.givens = cells.map((c) => wholeNumber(src, c));
  }
  const solutionNode = props.get("solution");
  if (solutionNode) {
    const cells = gridCells(src, "solution", solutionNode, n);
    draft.solutionAt = cells.map((c) => src.posAt(c.offset));
    draft.solution = cells.map((c) => wholeNumber(src, c));
  }
  for (const key of ["title", "source"] as const) {
    const v = props.get(key);
    if (!v) continue;
    if (v.type !== "string") throw src.errorAt(v.offset, `expected ${quote(key)} to be a string, found ${describe(src, v)}`);
    draft[key] = String(v.value);
  }
  const kind = props.get("kind");
  if (kind) {
    // A kind as a person writes it ("Strimko", "Sudoku") is the kind.
    const word = kind.type === "string" ? String(kind.value).toLowerCase() : undefined;
    if (word === undefined || !(PUZZLE_KINDS as readonly string[]).includes(word))
      throw src.errorAt(kind.offset, `expected "kind" to be one of ${PUZZLE_KINDS.map((k) => `"${k}"`).join(", ")}, found ${describe(src, kind)}`);
    draft.kind = word as PuzzleKind;
    draft.kindAt = src.posAt(kind.offset);
  }
  if (!streamsNode) {
    const implied = impliedStreams(draft.kind, n);
    if (implied === undefined) throw src.error(at, `expected a "streams" key (a Latin square or a Sudoku may leave it out with "kind": "latin" or "sudoku")`);
    if (typeof implied === "string") throw src.error(draft.kindAt ?? at, implied);
    draft.streams = implied;
  }
  return draft;
}

function describe(src: SourceText, node: Node): string {
  if (node.type === "string") return `the string ${quote(String(node.value))}`;
  // A number as written: 1e400 is not "Infinity" to the person who wrote it.
  if (node.type === "number") return quote(src.text.slice(node.offset, node.offset + node.length)).slice(1, -1);
  if (node.type === "boolean") return String(node.value);
  if (node.type === "null") return "null";
  return `an ${node.type}`;
}

function wholeNumber(src: SourceText, node: Node): number {
  if (node.type !== "number" || !Number.isSafeInteger(node.value)) {
    throw src.errorAt(node.offset, `expected a whole number, found ${describe(src, node)}`);
  }
  return node.value as number;
}

/** The n*n value nodes of an n x n array of arrays, row-major. */
function gridCells(src: SourceText, key: string, node: Node, n: number): Node[] {
  if (node.type !== "array") throw src.errorAt(node.offset, `expected ${quote(key)} to be an array of ${n} rows, found ${describe(src, node)}`);
  const rows = node.children ?? [];
  if (rows.length !== n) {
    const where = rows.length > n ? rows[n].offset : node.offset + node.length - 1;
    throw src.errorAt(where, `${quote(key)} has ${plural(rows.length, "row")}; expected ${n}`);
  }
  const cells: Node[] = [];
  rows.forEach((row, r) => {
    if (row.type !== "array") throw src.errorAt(row.offset, `expected row ${r + 1} of ${quote(key)} to be an array, found ${describe(src, row)}`);
    const values = row.children ?? [];
    if (values.length !== n) {
      const where = values.length > n ? values[n].offset : row.offset + row.length - 1;
      throw src.errorAt(where, `row ${r + 1} of ${quote(key)} has ${plural(values.length, "cell")}; expected ${n}`);
    }
    cells.push(...values);
  });
  return cells;
}

// ---------------------------------------------------------------- writing

function gridJson(grid: Grid, indent: string): string {
  return "[\n" + grid.map((row) => `${indent}  [${row.join(", ")}]`).join(",\n") + `\n${indent}]`;
}

function puzzleJson(p: Puzzle, indent: string): string {
  const fields: string[] = [];
  if (p.title) fields.push(`"title": ${JSON.stringify(p.title)}`);
  if (p.source) fields.push(`"source": ${JSON.stringify(p.source)}`);
  if (p.kind) fields.push(`"kind": ${JSON.stringify(p.kind)}`);
  fields.push(`"size": ${p.size}`);
  fields.push(`"streams": ${gridJson(p.streams, indent + "  ")}`);
  fields.push(`"givens": ${gridJson(p.givens, indent + "  ")}`);
  if (p.solution) fields.push(`"solution": ${gridJson(p.solution, indent + "  ")}`);
  return `{\n${fields.map((f) => `${indent}  ${f}`).join(",\n")}\n${indent}}`;
}

export function writeJson(p: Puzzle): string {
  return puzzleJson(p, "") + "\n";
}

export function writeJsonCollection(puzzles: Puzzle[]): string {
  return "[\n" + puzzles.map((p) => "  " + puzzleJson(p, "  ")).join(",\n") + "\n]\n";
}
