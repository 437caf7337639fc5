/**
 * Pictures of boards: the geometry of a drawing, computed from the puzzle alone
 * (pure: puzzle in, model out), and its SVG from templates/board.svg.ejs.
 *
 * Two looks:
 * - "streams", the published Strimko look: a circle per cell, and each stream
 *   drawn as thick coloured lines joining its cells. A puzzle file lists the
 *   cells of a stream, not its links, so the links are a spanning tree of the
 *   stream's cells (see streamLinks): streams branch where their cells do, and
 *   cells are never joined merely in the order a file lists them.
 * - "regions", the Sudoku / jigsaw look: square cells, thick borders between
 *   regions. Chosen automatically when every stream is a full, orthogonally
 *   connected region covering the grid (every cell in a stream of n cells), or
 *   when there are no streams at all (a Latin square): those read as regions,
 *   and diagonal links would only add clutter.
 */
import { kindOf } from "../puzzle/kind.js";
import { streamCells } from "../puzzle/shapes.js";
import { compileTemplate } from "../assets/templates.js";
import type { Grid, Puzzle } from "../puzzle/types.js";
import type { BoardStyle } from "./styles.js";

export { STYLES, type BoardStyle } from "./styles.js";

export interface BoardOptions {
  /** A full grid to draw: values that are not givens are drawn lighter. */
  solution?: Grid;
  /** "auto" (the default) picks by the streams' shape, see chooseStyle. */
  style?: BoardStyle | "auto";
  /** The heading; empty = none. */
  title?: string;
  /** How each value came (a step of an explanation): guessed values and values inferred under a
   * guess are drawn apart, as `explain --html` and the web app's Step through draw them. */
  origins?: readonly (readonly string[])[];
  /** A cell to ring (a step's cell), 1-based [row, col]. */
  focus?: [number, number];
  /** Lines of text under the board (a step's words). */
  caption?: readonly string[];
  /** Number the rows and columns at the board's edges, and each stream at its first cell: the
   * words of a step ("stream 3 must hold a 5; (1,5) is ruled out") then point at the board. */
  labels?: boolean;
  /** Black and white (book --mono): streams told apart by line style and grey level, not by hue,
   * because most printing is black and white (MONO_STYLES). */
  mono?: boolean;
}

/** How a value came, where it is drawn apart from a given or a fact. */
export type CellHow = "guess" | "tentative";

export interface BoardCell {
  /** 1-based. */
  row: number;
  col: number;
  /** Centre of the cell. */
  x: number;
  y: number;
  /** 0 = empty. */
  value: number;
  given: boolean;
  /** The stream id (0 = none) and its colour. */
  stream: number;
  colour: string;
  /** Guessed, or inferred under a guess (BoardOptions.origins); absent otherwise. */
  how?: CellHow;
}

export interface BoardLink {
  stream: number;
  colour: string;
  /** 1-based [row, col] of the two cells. */
  from: [number, number];
  to: [number, number];
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The cells are not 8-adjacent: the stream is not connected, and this link joins two of its parts. */
  dashed: boolean;
  /** A black-and-white board's line style for the stream (BoardOptions.mono): its width and dash
   * pattern (absent: solid). */
  width?: number;
  dash?: string;
}

export interface BoardSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface BoardModel {
  style: BoardStyle;
  n: number;
  width: number;
  height: number;
  title: string;
  /** Where the heading's baseline is (0 without a title). */
  titleY: number;
  pitch: number;
  radius: number;
  fontSize: number;
  cells: BoardCell[];
  links: BoardLink[];
  /** "regions": the thick region borders, cell edge by cell edge (the outer frame included, a
   * segment per side), and the thin cell lines, a segment per run of thin edges along a grid line. */
  thick: BoardSegment[];
  thin: BoardSegment[];
  /** Stream id → colour, for legends and the stepper. */
  colours: Record<number, string>;
  /** The ringed cell's centre (BoardOptions.focus). */
  focus?: { x: number; y: number };
  /** The caption's lines and the first one's baseline. */
  caption: { lines: string[]; y: number; size: number };
  /** Black and white (BoardOptions.mono): solved values and marks in greys. */
  mono: boolean;
  /** BoardOptions.labels: the row and column numbers, and each stream's number at its first cell. */
  labels: { text: string; x: number; y: number; colour: string; size: number; anchor: "middle" | "start" }[];
}

/** The band the row and column numbers take at the board's left and top. */
const LABEL_BAND = 22;

/** The caption's type size, line height, and the least width a picture with one has. */
const CAPTION_SIZE = 16;
const CAPTION_LINE = 22;
const CAPTION_WIDTH = 320;

/**
 * Paul Tol's "muted" palette, designed to stay distinct for colour-blind
 * readers, reordered so that the first colours used (most boards need only
 * four to six) are the most different from each other. Its light colours (cyan,
 * sand, teal, olive) are darkened to a contrast of at least 3:1 against the white
 * page, as WCAG AA asks of the lines and shapes a reader must tell apart (a test
 * checks every colour the board draws).
 */
export const PALETTE = ["#332288", "#CC6677", "#117733", "#1A85A8", "#9A7B0A", "#AA4499", "#2A8C7D", "#8A8A2E", "#882255"] as const;

/** Colour number k: the palette, then (for the rare board that needs more) hues spread by the golden angle. */
export function paletteColour(k: number): string {
  if (k < PALETTE.length) return PALETTE[k];
  const hue = Math.round((k * 137.508) % 360);
  // 36 % lightness: at least 3.3:1 against white whatever the hue (at 45 %, yellows had 2.3:1).
  return `hsl(${hue},55%,36%)`;
}

export { streamCells };

/** "streams" for a Strimko, "regions" for a Sudoku, a jigsaw or a Latin square (its kind: puzzle/kind.ts). */
export function chooseStyle(p: Puzzle): BoardStyle {
  return kindOf(p) === "strimko" ? "streams" : "regions";
}

/**
 * The links of one stream: a minimum spanning tree of its cells (Kruskal), where a
 * link between 8-adjacent cells is cheapest, orthogonal before diagonal, and ties
 * go row-major so the drawing is deterministic. Orthogonal links first means a
 * stream never crosses itself: where it has both diagonals of a 2x2 square it has
 * its sides too, and uses those. A stream whose cells are not 8-connected gets
 * longer links too, the shortest that join its parts; they are drawn dashed.
 */
function streamLinks(cells: [number, number][]): { from: [number, number]; to: [number, number]; adjacent: boolean }[] {
  const pairs: { a: number; b: number; cost: number[] }[] = [];
  for (let a = 0; a < cells.length; a++) {
    for (let b = a + 1; b < cells.length; b++) {
      const dr = Math.abs(cells[a][0] - cells[b][0]);
      const dc = Math.abs(cells[a][1] - cells[b][1]);
      pairs.push({ a, b, cost: [Math.max(dr, dc), dr * dr + dc * dc, a, b] });
    }
  }
  pairs.sort((x, y) => {
    for (let k = 0; k < 4; k++) if (x.cost[k] !== y.cost[k]) return x.cost[k] - y.cost[k];
    return 0;
  });
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const links: { from: [number, number]; to: [number, number]; adjacent: boolean }[] = [];
  for (const { a, b, cost } of pairs) {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) continue;
    parent[ra] = rb;
    links.push({ from: cells[a], to: cells[b], adjacent: cost[0] === 1 });
    if (links.length === cells.length - 1) break;
  }
  return links;
}

/** Pairs of streams that touch: some cell of one is 8-adjacent to a cell of the other (so their links may cross). */
export function touchingStreams(p: Puzzle): Map<number, Set<number>> {
  const touch = new Map<number, Set<number>>();
  for (const s of streamCells(p).keys()) touch.set(s, new Set());
  const n = p.size;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const s = p.streams[r][c];
      if (s === 0) continue;
      for (const [dr, dc] of [
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ]) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= n || cc < 0 || cc >= n) continue;
        const t = p.streams[rr][cc];
        if (t === 0 || t === s) continue;
        touch.get(s)!.add(t);
        touch.get(t)!.add(s);
      }
    }
  }
  return touch;
}

/**
 * A colour per stream such that touching streams differ (so two streams whose
 * links cross diagonally are always told apart): DSatur graph colouring, which
 * colours next the stream whose neighbours already use the most colours, and
 * gives it a palette colour none of them uses.
 */
function colourStreams(p: Puzzle): Map<number, number> {
  const touch = touchingStreams(p);
  const colour = new Map<number, number>();
  const ids = [...touch.keys()].sort((a, b) => a - b);
  const uses: number[] = PALETTE.map(() => 0);
  while (colour.size < ids.length) {
    let best = -1;
    let bestSat = -1;
    let bestDeg = -1;
    for (const s of ids) {
      if (colour.has(s)) continue;
      const sat = new Set([...touch.get(s)!].filter((t) => colour.has(t)).map((t) => colour.get(t))).size;
      const deg = touch.get(s)!.size;
      if (sat > bestSat || (sat === bestSat && deg > bestDeg)) {
        best = s;
        bestSat = sat;
        bestDeg = deg;
      }
    }
    const used = new Set([...touch.get(best)!].map((t) => colour.get(t)));
    // Among the palette colours its neighbours leave free, the least used so far: a board with
    // no more streams than colours gets one colour per stream, which is easier to read.
    let k = -1;
    for (let j = 0; j < PALETTE.length; j++) if (!used.has(j) && (k < 0 || uses[j] < uses[k])) k = j;
    if (k < 0) for (k = PALETTE.length; used.has(k); k++);
    uses[k] = (uses[k] ?? 0) + 1;
    colour.set(best, k);
  }
  return colour;
}

const NO_STREAM = "#888888";

/**
 * The line styles of a black-and-white board, one per colour of the colouring below (touching
 * streams get different ones): solid, dashed, dotted and dash-dotted, in black and in a mid grey
 * (#767676, 4.5:1 against white), at widths that stay apart on paper and in greyscale. More
 * streams than styles (rare: the colouring needs few) reuse them in order.
 */
export const MONO_STYLES: readonly { colour: string; width: number; dash?: string }[] = [
  { colour: "#000000", width: 10 },
  { colour: "#000000", width: 5, dash: "12 7" },
  { colour: "#767676", width: 10 },
  { colour: "#000000", width: 8, dash: "0.5 13" },
  { colour: "#767676", width: 5, dash: "18 6 3 6" },
  { colour: "#000000", width: 3 },
  { colour: "#767676", width: 6, dash: "9 7" },
  { colour: "#000000", width: 4, dash: "3 5" },
  { colour: "#767676", width: 8, dash: "0.5 12" },
];

/** The drawing of a puzzle, or of its solution. */
export function boardModel(p: Puzzle, options: BoardOptions = {}): BoardModel {
  const n = p.size;
  const style = !options.style || options.style === "auto" ? chooseStyle(p) : options.style;
  // Strimko circles sit apart so the lines between them show; Sudoku cells touch.
  const pitch = style === "streams" ? 64 : 48;
  const radius = 20;
  const fontSize = style === "streams" ? 24 : 26;
  const margin = style === "streams" ? 16 : 12;
  // About 0.6 em per character at 18 px (DejaVu Sans is wide). A long title is cut to the board's
  // width, or to 48 characters over a small board: the picture would grow with the title (one of
  // 100,000 characters made a PNG of gigabytes).
  const maxChars = Math.max(48, Math.floor((n * pitch) / 11));
  const chars = [...(options.title ?? "")];
  const title = chars.length > maxChars ? chars.slice(0, maxChars - 1).join("") + "…" : chars.join("");
  const titleHeight = title ? 36 : 0;
  const band = options.labels ? LABEL_BAND : 0;
  // Room for the heading; the board is centred under it (the row numbers' band to its left).
  // A caption's words need room of their own on a small board (a 1×1's 101 px cut them off).
  const captionWidth = options.caption?.length ? CAPTION_WIDTH : 0;
  const width = Math.max(2 * margin + band + n * pitch, Math.ceil([...title].length * 11) + 2 * margin, captionWidth);
  const left = (width - n * pitch + band) / 2;
  const top = margin + titleHeight + band;
  const colourOf = colourStreams(p);
  const mono = options.mono ? (s: number) => MONO_STYLES[colourOf.get(s)! % MONO_STYLES.length] : undefined;
  const colours = new Map([...colourOf].map(([s, k]) => [s, mono ? mono(s).colour : paletteColour(k)]));
  const cells: BoardCell[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const given = p.givens[r][c];
      const stream = p.streams[r][c];
      cells.push({
        row: r + 1,
        col: c + 1,
        x: left + c * pitch + pitch / 2,
        y: top + r * pitch + pitch / 2,
        value: given || options.solution?.[r]?.[c] || 0,
        given: given !== 0,
        stream,
        colour: stream === 0 ? NO_STREAM : colours.get(stream)!,
      });
      const how = options.origins?.[r]?.[c];
      if (!given && (how === "guess" || how === "tentative")) cells[cells.length - 1].how = how;
    }
  }
  const centre = ([r, c]: [number, number]) => [left + c * pitch + pitch / 2, top + r * pitch + pitch / 2];
  const links: BoardLink[] = [];
  const thick: BoardSegment[] = [];
  const thin: BoardSegment[] = [];
  if (style === "streams") {
    for (const [s, members] of streamCells(p)) {
      for (const link of streamLinks(members)) {
        const [x1, y1] = centre(link.from);
        const [x2, y2] = centre(link.to);
        links.push({
          stream: s,
          colour: colours.get(s)!,
          from: [link.from[0] + 1, link.from[1] + 1],
          to: [link.to[0] + 1, link.to[1] + 1],
          x1,
          y1,
          x2,
          y2,
          dashed: !link.adjacent,
          ...(mono && link.adjacent ? { width: mono(s).width, ...(mono(s).dash ? { dash: mono(s).dash } : {}) } : {}),
        });
      }
    }
  } else {
    // Each inner edge between two cells is thick when it separates regions; a thin line runs on
    // along its grid line over consecutive thin edges: one element per run, not one per cell edge
    // (a 64×64 Latin square's 8,064 edges are 126 lines; the web app's Design draws, and the
    // browser styles, the whole picture at every edit). Thick borders stay edge by edge.
    // Cells in no stream belong to no region: only thin lines between them (a Latin square is a plain grid).
    const region = (r: number, c: number) => p.streams[r][c];
    /** One cell edge on a grid line: a border, or a thin line joined to the thin run before it
     * on that line. Returns the run the edge is now in (none after a border). */
    const edge = (separates: boolean, segment: BoardSegment, run: BoardSegment | undefined): BoardSegment | undefined => {
      if (separates) {
        thick.push(segment);
        return undefined;
      }
      if (run) {
        run.x2 = segment.x2;
        run.y2 = segment.y2;
        return run;
      }
      thin.push(segment);
      return segment;
    };
    for (let k = 1; k < n; k++) {
      // The vertical grid line left of column k (top to bottom), and the horizontal one above row k (left to right).
      let down: BoardSegment | undefined;
      let across: BoardSegment | undefined;
      const x = left + k * pitch;
      const y = top + k * pitch;
      for (let i = 0; i < n; i++) {
        const at = i * pitch;
        down = edge(region(i, k - 1) !== region(i, k), { x1: x, y1: top + at, x2: x, y2: top + at + pitch }, down);
        across = edge(region(k - 1, i) !== region(k, i), { x1: left + at, y1: y, x2: left + at + pitch, y2: y }, across);
      }
    }
    const w = n * pitch;
    thick.push(
      { x1: left, y1: top, x2: left + w, y2: top },
      { x1: left + w, y1: top, x2: left + w, y2: top + w },
      { x1: left, y1: top + w, x2: left + w, y2: top + w },
      { x1: left, y1: top, x2: left, y2: top + w },
    );
  }
  const caption = [...(options.caption ?? [])];
  const boardBottom = 2 * margin + titleHeight + band + n * pitch;
  const labels: BoardModel["labels"] = [];
  if (options.labels) {
    const size = 13;
    for (let k = 0; k < n; k++) {
      labels.push({ text: String(k + 1), x: left + k * pitch + pitch / 2, y: top - 7, colour: "#555555", size, anchor: "middle" });
      labels.push({ text: String(k + 1), x: left - band / 2 - 2, y: top + k * pitch + pitch / 2 + 5, colour: "#555555", size, anchor: "middle" });
    }
    // A stream's number at the top left of its first cell (reading row by row), in its colour.
    for (const [s, members] of streamCells(p)) {
      const [r, c] = members[0];
      const [x, y] = [left + c * pitch + pitch / 2, top + r * pitch + pitch / 2];
      const off = style === "streams" ? radius + 1 : pitch / 2 - 3;
      labels.push({ text: `s${s}`, x: x - off, y: y - off + (style === "streams" ? 4 : 11), colour: colours.get(s)!, size: 11, anchor: "start" });
    }
  }
  const focus = options.focus ? { x: left + (options.focus[1] - 1) * pitch + pitch / 2, y: top + (options.focus[0] - 1) * pitch + pitch / 2 } : undefined;
  return {
    style,
    n,
    width,
    height: boardBottom + (caption.length > 0 ? caption.length * CAPTION_LINE + margin : 0),
    ...(focus ? { focus } : {}),
    caption: { lines: caption, y: boardBottom + CAPTION_SIZE - margin / 2, size: CAPTION_SIZE },
    labels,
    mono: !!options.mono,
    title,
    titleY: title ? margin + 24 : 0,
    pitch,
    radius,
    fontSize: n >= 10 && style === "regions" ? Math.round(fontSize * 0.7) : fontSize,
    cells,
    links,
    thick,
    thin,
    colours: Object.fromEntries(colours),
  };
}

const boardTemplate = compileTemplate<BoardModel>("templates/board.svg.ejs");

/**
 * The SVG of a model. The template writes text only with `<%=` (escaped), and
 * numbers and palette colours otherwise, so nothing from a puzzle file becomes markup.
 */
export function renderSvg(model: BoardModel): string {
  return boardTemplate(model);
}

/** A puzzle (or its solution) as an SVG document. */
export function renderBoard(p: Puzzle, options: BoardOptions = {}): string {
  return renderSvg(boardModel(p, options));
}
