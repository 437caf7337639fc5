import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The corpus tests run real clingo-wasm on every bundled puzzle; one 25x25
    // Sudoku alone takes about 20 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
