/**
 * The start-up benchmark's baseline for `strimko solve` (both engines) on one puzzle: a fresh Node
 * process that loads clingo-wasm, starts it and runs one program once, two models asked for (as
 * strimko asks to decide uniqueness), and prints its models. The program is the file given, written
 * beforehand by `strimko program` (bench/startup.mjs), so both processes solve the very same text.
 *
 *   node bench/clingo-once.mjs PROGRAM.lp
 */
import { readFileSync } from "node:fs";
import clingo from "clingo-wasm";

const program = readFileSync(process.argv[2], "utf8");
await clingo.init();
const result = await clingo.run(program, 2);
if (result.Result === "ERROR") {
  process.stderr.write(`clingo: ${result.Error}\n`);
  process.exitCode = 1;
} else {
  for (const call of result.Call) for (const w of call.Witnesses ?? []) process.stdout.write(`${w.Value.join(" ")}\n`);
  process.stdout.write(`${result.Result} ${result.Models.Number}${result.Models.More === "yes" ? "+" : ""}\n`);
}
