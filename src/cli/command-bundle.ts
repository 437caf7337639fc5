/**
 * Where the command's CommonJS bundle is, relative to dist/, and the key of its core's code cache
 * (cli/code-cache.ts). scripts/bundle-cli.mjs builds the bundle and writes these values into the
 * binary it makes (dist/cli.js); tsc's output of this module has none.
 */
export const COMMAND_BUNDLE = {
  /** The chunk that runs the command (cli/process.ts). */
  entry: "",
  /** The chunk of everything a solving command runs, compiled from the code cache. */
  core: "",
  /** A hash of the text V8 compiles for the core (code-cache.ts, wrap). */
  key: "",
};
