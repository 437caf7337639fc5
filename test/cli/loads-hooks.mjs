// The module hook of loads.mjs: says each module loaded.
import { writeSync } from "node:fs";

export async function load(url, context, next) {
  writeSync(2, `LOAD ${url}\n`);
  return next(url, context);
}
