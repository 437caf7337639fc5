/**
 * The puzzle a fresh page opens (no `#puzzle=` link): the first bundled Strimko, the one `npm start`
 * solves, so that a newcomer sees a board and what to do with it rather than an empty page. Its
 * text (a few hundred bytes, read from puzzles/ at build time) is in the page's first script: it is
 * on the board before anything can be clicked, and nothing that loads later replaces what the user
 * opened.
 */
import text from "../../puzzles/strimko/hakank-068.txt?raw";

export const FIRST_PUZZLE = { path: "puzzles/strimko/hakank-068.txt", text };
