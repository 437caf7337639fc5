/** Milliseconds rounded for reports, to the microsecond (the native engine solves small puzzles in a few). */
export function ms(x: number): number {
  return Math.round(x * 1000) / 1000;
}
