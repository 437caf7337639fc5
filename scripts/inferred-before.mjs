#!/usr/bin/env node
// The assignment's Question 1, found by the tool: where does RESOLVESTRIMKO meet a unit
// disjunction naming a cell that is already known ("inferred before")? The native engine's trace
// records such a unit as an "again" event (src/engines/native/literal.ts, propagate); `strimko explain`
// leaves them out because they add no fact. This script runs resolution alone (the library's
// resolve(), traced) and prints them. Run after `npm run build`:
//
//   node scripts/inferred-before.mjs puzzles/strimko/        one line per board: how many
//   node scripts/inferred-before.mjs --trace FILE            one board's trace, "again" units included
//
// Used by docs/assignment/q1-unit-disjunction.md. The step numbers are those of `strimko explain`
// (its steps before the first guess are resolution's new facts, in the same order).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parsePuzzle } from "../dist/index.js";
import { resolve } from "../dist/engines/native/solver.js";

const { values, positionals } = parseArgs({ options: { trace: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length === 0) {
  console.error("usage: node scripts/inferred-before.mjs [--trace] <puzzle files or directories>");
  process.exit(2);
}

/** The puzzle files named: a directory gives its .txt files, in name order. */
function files(inputs) {
  return inputs.flatMap((f) =>
    statSync(f).isDirectory()
      ? readdirSync(f)
          .filter((x) => x.endsWith(".txt"))
          .sort()
          .map((x) => join(f, x))
      : [f],
  );
}

const cellText = ([r, c]) => `(${r},${c})`;

/** A disjunction in the words of `strimko explain`, with the literals already ruled out. */
function unitText(p, by, cell, value) {
  if (by.kind === "cell") {
    const others = Array.from({ length: p.size }, (_, k) => k + 1).filter((k) => k !== value);
    return `cell ${cellText(by.index)} must hold some value; ${others.join(", ")} ${others.length === 1 ? "is" : "are"} ruled out → ${cellText(cell)} = ${value}`;
  }
  const members = [];
  for (let r = 1; r <= p.size; r++)
    for (let c = 1; c <= p.size; c++) {
      const inUnit = by.kind === "row" ? r === by.index : by.kind === "column" ? c === by.index : p.streams[r - 1][c - 1] === by.index;
      if (inUnit && !(r === cell[0] && c === cell[1])) members.push(cellText([r, c]));
    }
  return `${by.kind} ${by.index} must hold a ${by.value}; ${members.join(", ")} ${members.length === 1 ? "is" : "are"} ruled out → ${cellText(cell)} = ${value}`;
}

for (const file of files(positionals)) {
  const p = parsePuzzle(file, readFileSync(file, "utf8"));
  const { status, trace } = resolve(p, { trace: true });
  const key = (e) => `${e.cell[0]},${e.cell[1]}`;
  const stepOf = new Map();
  const byOf = new Map();
  let step = 0;
  const lines = [];
  let again = 0;
  let first;
  for (const e of trace) {
    if (e.kind === "given") lines.push(`  given ${cellText(e.cell)} = ${e.value}`);
    else if (e.kind === "infer") {
      step++;
      stepOf.set(key(e), step);
      byOf.set(key(e), e.by);
      lines.push(`${String(step).padStart(4)}. ${unitText(p, e.by, e.cell, e.value)}`);
    } else if (e.kind === "again") {
      again++;
      const where = stepOf.has(key(e)) ? `inferred before, at step ${stepOf.get(key(e))}` : "a given";
      lines.push(`        again: ${unitText(p, e.by, e.cell, e.value)}: ${where}`);
      if (!first && stepOf.has(key(e))) {
        const b = byOf.get(key(e));
        first = `${e.by.kind === "cell" ? `cell ${cellText(e.by.index)}` : `${e.by.kind} ${e.by.index}`} gives ${cellText(e.cell)} = ${e.value} again, inferred at step ${stepOf.get(key(e))} from ${b.kind === "cell" ? `cell ${cellText(b.index)}` : `${b.kind} ${b.index}`}`;
      }
    }
  }
  const counts = `${step} new ${step === 1 ? "fact" : "facts"}, ${again} ${again === 1 ? "unit" : "units"} naming a cell inferred before`;
  if (values.trace) {
    console.log(`${file}: resolution ${status}; ${counts}`);
    for (const l of lines) console.log(l);
  } else console.log(`${file}: ${status}; ${counts}${first ? `; first: ${first}` : ""}`);
}
