import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The corpus tests run real clingo-wasm on every bundled puzzle; one 25x25
    // Sudoku alone takes about 20 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Vitest leaves a core free by default, so on CI's 2 cores it ran one file at a time. Many files
    // wait on other processes (Chromium, the CLI, native clingo), and every test holds beside two
    // busy processes (docs/tests.md): two files at once took the suite from 921 s to 689 s there.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
