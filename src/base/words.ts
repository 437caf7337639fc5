/** Words every layer writes: "1 row", "3 rows" (the readers' errors, the commands' summaries). */
export function plural(k: number, word: string): string {
  return `${k} ${word}${k === 1 ? "" : "s"}`;
}
