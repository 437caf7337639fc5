/** Types of sudoku-canonical.mjs, for the test that imports it. */
export declare function canonicalSudoku(cells: readonly number[]): string;
export declare function essentiallyDifferent(puzzles: readonly (readonly number[])[]): number;
