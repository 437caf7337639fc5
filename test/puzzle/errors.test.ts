/**
 * Bad input, format by format: one clear message naming file:line:col and what
 * was expected. The messages are part of the interface, so they are compared
 * exactly.
 */
import { describe, expect, it } from "vitest";
import { parsePuzzles, type InputFormat } from "../../src/index.js";

const S4 = "streams:\n a b b d\n b a d b\n c d a c\n d c c a\n";

/** Project Euler's first grid. */
const GRID = ["003020600", "900305001", "001806400", "008102900", "700000008", "006708200", "002609500", "800203009", "005010300"];

const cases: [string, string, string, InputFormat | undefined, string][] = [
  // [what, file name, content, forced format, expected message]
  ["empty file", "empty.txt", "", undefined, "empty.txt:1:1: empty file; expected a puzzle"],
  ["only blank lines", "blank.txt", "\n  \n\n", undefined, "blank.txt:1:1: empty file; expected a puzzle"],
  ["binary garbage", "garbage.txt", "streams:\n ab\u0000\u0001", undefined, "garbage.txt:2:4: not a puzzle file: found the control character 0x00"],
  ["invalid UTF-8", "latin1.txt", "title: caf\ufffd\nstreams:\n a\n", undefined, "latin1.txt:1:11: not a puzzle file: found bytes that are not UTF-8"],
  [
    "unknown format",
    "what.txt",
    "hello world\n",
    undefined,
    'what.txt:1:1: cannot tell the format: expected strimko text ("streams:" ...), JSON, Sudoku lines or grids, MiniZinc data or the classroom format; name one with --format',
  ],

  // text
  [
    "text: unknown key",
    "068.txt",
    "title: x\nstreems:\n a\n",
    undefined,
    '068.txt:2:1: unknown key "streems"; expected title, source, kind, size, streams, givens, solution',
  ],
  [
    "text: a kind not on the list",
    "k.txt",
    "kind: sodoku\n" + S4,
    undefined,
    'k.txt:1:7: expected a kind after "kind:" (strimko, sudoku, jigsaw, latin), found "sodoku"',
  ],
  [
    "text: a kind the streams do not fit",
    "k.txt",
    "kind: sudoku\n" + S4,
    undefined,
    "k.txt:1:7: the puzzle says kind sudoku, but the streams are not the boxes",
  ],
  [
    "text: latin with streams",
    "k.txt",
    "kind: latin\n" + S4,
    undefined,
    "k.txt:1:7: the puzzle says kind latin, but the puzzle has streams (a latin square has none)",
  ],
  ["text: key twice", "068.txt", S4 + "streams:\n", undefined, '068.txt:6:1: key "streams" appears twice (first at 1:1)'],
  [
    "text: ragged row (short)",
    "068.txt",
    "streams:\n a b b d\n b a d\n c d a c\n d c c a\n",
    undefined,
    '068.txt:3:7: row 2 of "streams" has 3 cells; expected 4',
  ],
  [
    "text: ragged row (long)",
    "068.txt",
    "streams:\n a b b d\n b a d b c\n c d a c\n d c c a\n",
    undefined,
    '068.txt:3:10: row 2 of "streams" has 5 cells; expected 4',
  ],
  ["text: too few rows", "068.txt", S4 + "givens:\n . . . .\n", undefined, '068.txt:6:1: "givens" has 1 row; expected 4'],
  ["text: too many rows", "068.txt", "size: 2\nstreams:\n ab\n ba\n ab\n", undefined, '068.txt:5:2: "streams" has more than 2 rows'],
  ["text: bad stream token", "068.txt", "streams:\n a b\n b $\n", undefined, '068.txt:3:4: expected a stream label (letters or digits) or ".", found "$"'],
  [
    "text: bad value token",
    "068.txt",
    S4 + "givens:\n . . . .\n . x . .\n . . . .\n . . . .\n",
    undefined,
    '068.txt:8:4: expected a value 1..4 or ".", found "x"',
  ],
  ["text: value out of range", "068.txt", S4 + "givens:\n . . . .\n . . . .\n . . . .\n . . . 5\n", undefined, "068.txt:10:8: value 5 is out of range 1..4"],
  ["text: letter out of range", "068.txt", "streams:\n ab\n ba\ngivens:\n C.\n ..\n", undefined, '068.txt:5:2: expected a value 1..2 or ".", found "C"'],
  ["text: stream longer than n", "068.txt", "streams:\n a a a\n b b b\n c c a\n", undefined, '068.txt:4:6: stream "a" has more than 3 cells'],
  [
    "text: a value beyond 2^53, as written",
    "068.txt",
    "streams:\n ab\n ba\ngivens:\n 9007199254740993 .\n . .\n",
    undefined,
    "068.txt:5:2: value 9007199254740993 is out of range 1..2",
  ],
  ["text: old Mac line ends", "068.txt", "streams:\r a b\r b $\r", undefined, '068.txt:3:4: expected a stream label (letters or digits) or ".", found "$"'],
  [
    "text: givens clash in a row",
    "068.txt",
    S4 + "givens:\n . . . .\n 1 . . 1\n . . . .\n . . . .\n",
    undefined,
    "068.txt:8:8: given 1 appears twice in row 2 (also at 8:2)",
  ],
  [
    "text: givens clash in a column",
    "068.txt",
    S4 + "givens:\n . 2 . .\n . . . .\n . . . .\n . 2 . .\n",
    undefined,
    "068.txt:10:4: given 2 appears twice in column 2 (also at 7:4)",
  ],
  [
    "text: givens clash in a row and a stream",
    "068.txt",
    S4 + "givens:\n . 3 3 .\n . . . .\n . . . .\n . . . .\n",
    undefined,
    "068.txt:7:6: given 3 appears twice in row 1 (also at 7:4)",
  ],
  [
    "text: givens clash only in a stream",
    "068.txt",
    S4 + "givens:\n 4 . . .\n . 4 . .\n . . . .\n . . . .\n",
    undefined,
    '068.txt:8:4: given 4 appears twice in stream "a" (also at 7:2)',
  ],
  [
    "text: no streams",
    "068.txt",
    "title: x\ngivens:\n 1\n",
    undefined,
    '068.txt:1:1: expected a "streams:" grid (a Latin square or a Sudoku may leave it out with "kind: latin" or "kind: sudoku")',
  ],
  [
    "text: rows before any key",
    "068.txt",
    "a b\nstreams:\n a\n",
    undefined,
    '068.txt:1:1: cannot tell the format: expected strimko text ("streams:" ...), JSON, Sudoku lines or grids, MiniZinc data or the classroom format; name one with --format',
  ],
  ["text: stray line", "068.txt", "title: x\n a b\nstreams:\n a\n", undefined, '068.txt:2:2: expected a key such as "streams:", found "a b"'],
  ["text: huge size", "068.txt", "size: 100000\nstreams:\n a\n", undefined, "068.txt:1:7: size 100000 is too large; the largest supported is 64"],
  ["text: size 0", "068.txt", "size: 0\nstreams:\n", undefined, "068.txt:1:7: size 0 is not a whole number of at least 1"],
  ["text: grid value on the key line", "068.txt", "streams: a b\n", undefined, '068.txt:1:10: expected the rows of "streams" on the lines below it'],
  ["text: solution breaks a rule", "068.txt", "streams:\n aa\n bb\nsolution:\n 12\n 12\n", undefined, "068.txt:6:2: the solution repeats 1 in column 1"],
  [
    "text: solution disagrees with the givens",
    "068.txt",
    "streams:\n aa\n bb\ngivens:\n 2.\n ..\nsolution:\n 12\n 21\n",
    undefined,
    "068.txt:8:2: the solution has 1 where the givens have 2",
  ],

  [
    "text: 00 is not a value",
    "068.txt",
    S4 + "givens:\n . . . .\n . 00 . .\n . . . .\n . . . .\n",
    undefined,
    '068.txt:8:4: expected a value 1..4 or ".", found "00"',
  ],
  ["text: a key without its colon", "068.txt", S4 + "givens\n . . . .\n", undefined, '068.txt:6:7: expected ":" after "givens"'],
  ["text: streams without rows", "068.txt", "title: x\nstreams:\n", undefined, '068.txt:2:1: "streams" has no rows; expected its rows on the lines below it'],
  [
    "text: only comments",
    "068.txt",
    "title: x\n---\n# nothing\n",
    undefined,
    '068.txt:1:1: expected a "streams:" grid (a Latin square or a Sudoku may leave it out with "kind: latin" or "kind: sudoku")',
  ],

  // JSON
  ["json: syntax", "p.json", '{"size": 2,, "streams": []}', undefined, 'p.json:1:12: invalid JSON: expected a key in double quotes, found ","'],
  ["json: a key without quotes", "p.json", '{"size": 2, streams: []}', undefined, "p.json:1:13: invalid JSON: expected a key in double quotes, found streams"],
  ["json: a key in single quotes", "p.json", "{'size': 2}", undefined, "p.json:1:2: invalid JSON: expected a key in double quotes, found 'size'"],
  ["json: a key that is not a word", "p.json", '{"size": 2, 12: []}', undefined, "p.json:1:13: invalid JSON: expected a key in double quotes, found 12"],
  ["json: a key in another script", "p.json", "{größe: 2}", undefined, "p.json:1:2: invalid JSON: expected a key in double quotes, found größe"],
  ["json: a word in an array is not a key", "p.json", "[2, x: 2]", undefined, 'p.json:1:5: invalid JSON: unexpected "x"'],
  [
    "json: a comma after the last key",
    "p.json",
    '{"size": 2,}',
    undefined,
    'p.json:1:12: invalid JSON: a comma before "}": JSON takes none after the last key',
  ],
  [
    "json: a comma after the last element",
    "p.json",
    '[{"size": 1, "streams": [[1]]},]',
    undefined,
    'p.json:1:32: invalid JSON: a comma before "]": JSON takes none after the last element',
  ],
  ["json: a word for a value", "p.json", '{"size": two}', undefined, 'p.json:1:10: invalid JSON: unexpected "two"'],
  ["json: a missing value", "p.json", '{"size": 2, "streams": [[1,,1]]}', undefined, 'p.json:1:28: invalid JSON: expected a value, found ","'],
  ["json: unknown key", "p.json", '{"n": 2}', undefined, 'p.json:1:2: unknown key "n"; expected title, source, kind, size, streams, givens, solution'],
  [
    "json: a kind not on the list",
    "p.json",
    '{"kind": 7, "size": 1, "streams": [[1]]}',
    undefined,
    'p.json:1:10: expected "kind" to be one of "strimko", "sudoku", "jigsaw", "latin", found 7',
  ],
  [
    "json: a jigsaw whose streams are not regions",
    "p.json",
    '{"kind": "jigsaw", "size": 2, "streams": [[1, 2], [2, 1]]}',
    undefined,
    "p.json:1:10: the puzzle says kind jigsaw, but the streams are not 2 orthogonally connected regions of 2 cells that fill the grid",
  ],
  ["json: no size", "p.json", '{"title": "t"}', undefined, 'p.json:1:1: expected a "size" key (or a "streams", "givens" or "solution" grid to tell the size)'],
  ["json: no size, a grid of no rows", "p.json", '{"streams": []}', undefined, 'p.json:1:13: "streams" has no rows; expected the puzzle\'s rows'],
  ["json: no size, a ragged grid", "p.json", '{"givens": [[0, 0], [0]], "kind": "latin"}', undefined, 'p.json:1:23: row 2 of "givens" has 1 cell; expected 2'],
  [
    "json: a control character in the title",
    "p.json",
    '{"title": "bad\\u0001x", "size": 1, "streams": [[1]]}',
    undefined,
    "p.json:1:1: the title contains the character U+0001, which is not text",
  ],
  [
    "json: half a surrogate pair in the source",
    "p.json",
    '{"source": "x\\ud83d", "size": 1, "streams": [[1]]}',
    undefined,
    "p.json:1:1: the source contains the character U+D83D, which is not text",
  ],
  ["json: huge size", "p.json", '{"size": 1000000, "streams": []}', undefined, "p.json:1:10: size 1000000 is too large; the largest supported is 64"],
  ["json: ragged row", "p.json", '{"size": 2,\n "streams": [[1, 1],\n [2]]}', undefined, 'p.json:3:4: row 2 of "streams" has 1 cell; expected 2'],
  [
    "json: string for a number",
    "p.json",
    '{"size": 2, "streams": [[1, 1], [2, "2"]]}',
    undefined,
    'p.json:1:37: expected a whole number, found the string "2"',
  ],
  [
    "json: value out of range",
    "p.json",
    '{"size": 2, "streams": [[1, 1], [2, 2]],\n "givens": [[0, 0], [0, 3]]}',
    undefined,
    "p.json:2:25: value 3 is out of range 1..2",
  ],
  ["json: negative stream id", "p.json", '{"size": 1, "streams": [[-1]]}', undefined, "p.json:1:26: expected a stream id >= 1, or 0 for no stream, found -1"],
  ["json: stream longer than n", "p.json", '{"size": 2, "streams": [[1, 1], [1, 2]]}', undefined, 'p.json:1:34: stream "1" has more than 2 cells'],
  [
    "json: givens clash",
    "p.json",
    '{"size": 2, "streams": [[1, 1], [2, 2]], "givens": [[1, 1], [0, 0]]}',
    undefined,
    "p.json:1:57: given 1 appears twice in row 1 (also at 1:54)",
  ],
  ["json: title not a string", "p.json", '{"size": 1, "streams": [[1]], "title": 7}', undefined, 'p.json:1:40: expected "title" to be a string, found 7'],

  // Sudoku lines
  ["sudoku: wrong length", "s.sdk", "1234\n", undefined, "s.sdk:1:1: a Sudoku line has 16, 81, 256 or 625 cells (n = 4, 9, 16, 25); this one has 4"],
  ["sudoku: bad character", "s.sdk", "12.4...........?\n", undefined, 's.sdk:1:16: expected a value 1-4, or "." for empty, found "?"'],
  ["sudoku: value out of range", "s.sdk", "5...............\n", undefined, "s.sdk:1:1: value 5 is out of range 1..4"],
  ["sudoku: givens clash in a box", "s.sdk", "1....1..........\n", undefined, 's.sdk:1:6: given 1 appears twice in stream "1" (also at 1:1)'],
  ["sudoku: letter in a 9x9", "s.sdk", "A" + ".".repeat(80) + "\n", undefined, 's.sdk:1:1: expected a value 1-9, or "." for empty, found "A"'],
  ["sudoku: value out of range in a 16x16", "s.sdk", "H" + ".".repeat(255) + "\n", undefined, "s.sdk:1:1: value 17 is out of range 1..16"],
  [
    "sudoku: a typo in the first line",
    "s.txt",
    "4..x..8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
    undefined,
    's.txt:1:4: expected a value 1-9, or "." for empty, found "x"',
  ],
  [
    "sudoku: an emoji, whole",
    "s.sdk",
    "4..\u{1F600}" + ".".repeat(76) + "\n",
    undefined,
    's.sdk:1:4: expected a value 1-9, or "." for empty, found "\u{1F600}"',
  ],
  [
    "sudoku: a grid row of millions of cells",
    "g.txt",
    "Grid 01\n" + "003020600\n" + "1".repeat(2_000_000) + "\n" + "001806400\n".repeat(7),
    undefined,
    "g.txt:3:10: a row of this 9x9 Sudoku grid has 9 cells; this one has 2000000",
  ],
  // One error for a grid, at the character in error: not one per row, nor a row taken for a title.
  [
    "sudoku: junk after each of nine rows",
    "g.txt",
    GRID.map((r) => r + "x\n").join(""),
    undefined,
    'g.txt:1:10: expected 9 cells in a row of this 9x9 Sudoku grid, found "x" after them',
  ],
  [
    "sudoku: junk after each of nine rows, as Sudoku",
    "g.sdk",
    GRID.map((r) => r + "x\n").join(""),
    undefined,
    'g.sdk:1:10: expected 9 cells in a row of this 9x9 Sudoku grid, found "x" after them',
  ],
  [
    "sudoku: a comment after each row",
    "g.txt",
    "Grid 01\n" + GRID.map((r) => r.split("").join(" ") + " ; row\n").join(""),
    undefined,
    'g.txt:2:19: expected 9 cells in a row of this 9x9 Sudoku grid, found ";" after them',
  ],
  [
    "sudoku: a full-width digit in a grid row",
    "g.txt",
    GRID.map((r, i) => (i === 3 ? r.replace("1", "\uff14") : r) + "\n").join(""),
    undefined,
    'g.txt:4:4: expected a value 1-9, or "." for empty, found "\uff14"',
  ],
  [
    "sudoku: a full-width digit in the first row",
    "g.txt",
    "Grid 01\n" + GRID.map((r, i) => (i === 0 ? r.replace("3", "\uff14") : r) + "\n").join(""),
    undefined,
    'g.txt:2:3: expected a value 1-9, or "." for empty, found "\uff14"',
  ],
  [
    "sudoku: a full-width digit in the last row",
    "g.txt",
    GRID.map((r, i) => (i === 8 ? r.replace("3", "\uff14") : r) + "\n").join(""),
    undefined,
    'g.txt:9:7: expected a value 1-9, or "." for empty, found "\uff14"',
  ],
  [
    "sudoku: a grid row too short",
    "g.txt",
    GRID.map((r, i) => (i === 1 ? r.slice(1) : r) + "\n").join(""),
    undefined,
    "g.txt:2:9: a row of this 9x9 Sudoku grid has 9 cells; this one has 8",
  ],

  // MiniZinc data
  ["dzn: unknown parameter", "p.dzn", "n = 2;\nsize = 2;\n", undefined, 'p.dzn:2:1: unknown parameter "size"; expected n, streams, num_placed, placed'],
  ["dzn: syntax", "p.dzn", "n = 2\nstreams = [1,1,2,2];\n", undefined, 'p.dzn:2:1: expected ";", found "streams"'],
  ["dzn: shape", "p.dzn", "n = 2;\nstreams = array2d(1..n, 1..n, [1,1,2]);\n", undefined, 'p.dzn:2:11: "streams" is declared 2 x 2 but holds 3 numbers'],
  [
    "dzn: placed out of range",
    "p.dzn",
    "n = 2;\nstreams = array2d(1..n, 1..n, [1,1,2,2]);\nnum_placed = 1;\nplaced = array2d(1..num_placed, 1..3, [3,1,1]);\n",
    undefined,
    "p.dzn:4:40: row 3 is out of range 1..2",
  ],
  [
    "dzn: value out of range",
    "p.dzn",
    "n = 2;\nstreams = array2d(1..n, 1..n, [1,1,2,2]);\nnum_placed = 1;\nplaced = array2d(1..num_placed, 1..3, [1,1,9]);\n",
    undefined,
    "p.dzn:4:44: value 9 is out of range 1..2",
  ],
  [
    "dzn: num_placed mismatch",
    "p.dzn",
    "n = 2;\nstreams = array2d(1..n, 1..n, [1,1,2,2]);\nnum_placed = 2;\nplaced = array2d(1..1, 1..3, [1,1,1]);\n",
    undefined,
    'p.dzn:3:14: num_placed is 2 but "placed" holds 1 triples',
  ],
  [
    "dzn: cell in two streams",
    "p.dzn",
    "n = 2;\nstreams = array2d(1..n, 1..n*2, [1,1, 1,2, 1,1, 2,2]);\n",
    undefined,
    "p.dzn:2:44: cell (1,1) is already in a stream (at 2:34)",
  ],
  ["dzn: huge size", "p.dzn", "n = 99;\nstreams = [];\n", undefined, "p.dzn:1:5: size 99 is too large; the largest supported is 64"],

  ["dzn: a placed value of 0", "p.dzn", "n = 2;\nstreams = [1,1,2,2];\nplaced = [| 1,1,0 |];\n", undefined, "p.dzn:3:17: value 0 is out of range 1..2"],
  ["dzn: a long expression", "p.dzn", "n = " + "1+".repeat(20000) + "1;\n", undefined, "p.dzn:1:36: expression too long (more than 16 terms)"],
  [
    "dzn: deep parentheses",
    "p.dzn",
    "n = " + "(".repeat(20000) + "1" + ")".repeat(20000) + ";\n",
    undefined,
    "p.dzn:1:13: parentheses nested too deeply (more than 8)",
  ],
  ["dzn: a number too large", "p.dzn", "n = " + "1".repeat(60) + ";\nstreams = [];\n", undefined, "p.dzn:1:5: the number 11111111111111111111… is too large"],
  // Beyond 2^53 two different stream ids would round to one and merge their streams.
  ["dzn: ids beyond 2^53", "p.dzn", "n = 2;\nstreams = [| 1, 9007199254740993 | 0, 0 |];\n", undefined, "p.dzn:2:17: the number 9007199254740993 is too large"],
  ["dzn: a result beyond 2^53", "p.dzn", "n = 99999999 * 99999999 * 99999999;\n", undefined, 'p.dzn:1:14: the result of "*" is too large'],
  [
    "dzn: a flat list of the wrong length",
    "p.dzn",
    "n = 4; streams = [1, 2, 3];\n",
    undefined,
    'p.dzn:1:18: expected "streams" to hold 4 x 4 or 4 x 8 numbers, found 3',
  ],
  [
    "dzn: a huge list",
    "p.dzn",
    "n = 2;\nstreams = [" + "1,".repeat(60000) + "1];\n",
    undefined,
    "p.dzn:2:100005: too long for a puzzle's data: more than 100000 numbers, symbols and comments",
  ],
  // Exactly 100,000 tokens (with the end of the file's newline after them) is still read.
  [
    "dzn: 100,000 tokens and no more",
    "p.dzn",
    "n = 2;\nstreams = [" + "1,".repeat(49995) + "1];" + "\n",
    undefined,
    'p.dzn:2:11: expected the rows of "streams" to hold 2 or 4 numbers, found 24998',
  ],
  ["json: deep nesting", "p.json", "[".repeat(20000) + "]".repeat(20000), undefined, "p.json:1:33: nested too deeply (more than 32 levels of [ and {)"],
  // The depth is counted as the parser reads: a quote in a comment or a string cut by a line
  // break once fooled a hand-made count, and the parser recursed until the stack overflowed.
  [
    "json: deep nesting after a quote in a comment",
    "p.json",
    '/*"*/' + "[".repeat(5000) + "]".repeat(5000),
    undefined,
    "p.json:1:38: nested too deeply (more than 32 levels of [ and {)",
  ],
  [
    "json: deep nesting after a string cut by a line break",
    "p.json",
    '["\n' + "[".repeat(5000) + "]".repeat(5000) + "]",
    undefined,
    "p.json:2:32: nested too deeply (more than 32 levels of [ and {)",
  ],
  [
    "json: closing brackets in a comment",
    "p.json",
    "/*" + "]".repeat(5000) + "*/" + "[".repeat(5000),
    undefined,
    "p.json:1:5037: nested too deeply (more than 32 levels of [ and {)",
  ],
  ["json: a closer of the other kind", "p.json", '{"size": [1, 2}', undefined, 'p.json:1:15: invalid JSON: expected a closing bracket, found "}"'],
  // Each element of a collection costs an entry; an array of a million numbers cost gigabytes.
  [
    "json: more than 100,000 elements",
    "p.json",
    "[" + "0,".repeat(100_000) + "0]",
    undefined,
    "p.json:1:200002: more than 100000 puzzles in one array; split the collection into several files",
  ],
  ["json: a number as written", "p.json", '{"size": 1e400}', undefined, "p.json:1:10: expected a whole number, found 1e400"],

  // classroom
  ["classroom: evidence value 0", "c.txt", "1 3 1\n1 1 1\n1 1 1\n1 1 1\n1 1 0\n", undefined, "c.txt:5:5: value 0 is out of range 1..1"],
  ["classroom: header", "c.txt", "2 12\n", "classroom", 'c.txt:1:1: expected the header "N nDis nEvi" (three numbers), found 2 numbers'],
  [
    "classroom: line count",
    "c.txt",
    "1 4 0\n1 1 1\n1 1 1\n1 1 1\n",
    undefined,
    "c.txt:5:1: the header announces 4 disjunctions and 0 evidence lines (5 lines), but the file has 4 lines",
  ],
  ["classroom: bad token", "c.txt", "1 3 0\n1 1 1\n1 1 x\n1 1 1\n", undefined, 'c.txt:3:5: expected a whole number, found "x"'],
];

describe("bad input gets one clear message with file:line:col", () => {
  it.each(cases)("%s", (_what, name, content, format, message) => {
    const entries = parsePuzzles(name, content, format);
    expect(entries).toHaveLength(1);
    expect(entries[0].error?.message).toBe(message);
    expect(entries[0].puzzle).toBeUndefined();
  });

  it("never throws, whatever the bytes", () => {
    const samples = [
      "{",
      "[",
      "%",
      "1 1 1",
      "n = ;",
      "streams:\n" + "a".repeat(70),
      "\u0000\u0000",
      "[[[[",
      '{"size": 1e400}',
      "size: 9999999999999999999999\nstreams:\n",
    ];
    for (const s of samples) {
      const entries = parsePuzzles("x", s);
      for (const e of entries) expect(e.error?.message ?? "ok").toMatch(/^(x:\d+:\d+: .+|ok)$/);
    }
  });
});
