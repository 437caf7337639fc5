/**
 * The variants the native engine takes as well as clingo: rules that add units, each holding every
 * value once like a row (the two main diagonals of Sudoku X and "diagonal" Strimko). A variant comes
 * from a user's rule file that is one of the shipped ones (engines/asp/rules.ts recognizes it), so
 * that both engines answer and are cross-checked. The verifier checks a variant's units with code
 * of its own (verify.ts), not with these lists.
 */

export const NATIVE_VARIANTS = ["diagonals"] as const;
export type NativeVariant = (typeof NATIVE_VARIANTS)[number];

/** The units a variant adds on an n×n grid, each as its n cells (row * n + col), in order. */
export function variantUnits(variant: NativeVariant, n: number): number[][] {
  switch (variant) {
    case "diagonals":
      return [Array.from({ length: n }, (_, i) => i * n + i), Array.from({ length: n }, (_, i) => i * n + (n - 1 - i))];
  }
}
