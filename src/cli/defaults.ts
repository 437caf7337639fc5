/** Defaults the command's options show in --help, kept apart from the commands' own modules so that
 * building the command line loads none of them (cli/main.ts loads a command's module when it runs). */

/** compare's time limit per puzzle and engine. */
export const DEFAULT_COMPARE_TIMEOUT_MS = 30_000;
