/**
 * Milliseconds on a monotonic clock, for durations and deadlines. Every time the core measures, and
 * every deadline a search compares with, comes from here, so that they are all on the one clock.
 *
 * In Node it is process.hrtime: the global `performance` is built the first time it is touched,
 * and that loads Node's perf_hooks (eight modules, about 1.4 ms: a thirtieth of a bare Node 22's
 * start, for `strimko solve --engine native` on one 9x9; issue 16, start-up). In a browser (the web
 * app), performance.now().
 */
export const now: () => number =
  typeof process === "object" && typeof process.hrtime?.bigint === "function" ? () => Number(process.hrtime.bigint()) / 1e6 : () => performance.now();
