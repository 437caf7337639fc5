/** "a 3", "an 8": a value with the article it is said with (eight, eleven, eighteen; n is at most
 * 64), for the explanations' "must hold an 8" (it said "a 8": a user's trial). */
export function aValue(v: number): string {
  return `${v === 8 || v === 11 || v === 18 ? "an" : "a"} ${v}`;
}
