/**
 * New puzzle's words: generate's messages name the command line's options (`--difficulty`,
 * `--givens any`, `--timeout`) and the puzzle's number in a batch; the page has a form with one
 * puzzle, so they name its fields instead. Pure.
 */
/** generate's error message, worded for the form. */
export function generateProblem(message: string): string {
  return message
    .replace(/^puzzle 1: /, "")
    .replace(/ \(the limit without --timeout\)/, "")
    .replace(/ask for --givens any/, 'choose Givens "any"')
    .replace(/--difficulty/g, "difficulty");
}
