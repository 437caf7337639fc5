/** A puzzle's title for a drawing, a page or a file name (no Node modules: the web app uses it too). */

/** The title of a drawing or page: the puzzle's own, else its file's name. */
export function displayTitle(title: string | undefined, id: string): string {
  return title && title.trim() !== "" ? title : (id.split(/[\\/]/).pop() ?? id);
}
