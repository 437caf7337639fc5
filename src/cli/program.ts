/**
 * The `strimko` program: the root command (its description, help and usage errors), and the
 * commands, one module each in cli/commands/, in the order help lists them.
 */
import { Command } from "commander";
import { printable } from "../text/output.js";
import { registerAnalyze } from "./commands/analyze.js";
import { registerBook } from "./commands/book.js";
import { registerCheckOutput } from "./commands/check-output.js";
import { registerCompare } from "./commands/compare.js";
import { registerConvert } from "./commands/convert.js";
import { registerCount } from "./commands/count.js";
import { registerExplain } from "./commands/explain.js";
import { registerGenerate } from "./commands/generate.js";
import { registerGrade } from "./commands/grade.js";
import { registerProgram } from "./commands/program.js";
import { registerRender } from "./commands/render.js";
import { registerSolve } from "./commands/solve.js";
import { type CommandContext, commandContext, type Run } from "./context.js";
import { examples } from "./help.js";

/** The commands, in the order help lists them. */
const COMMANDS: Record<string, (program: Command, ctx: CommandContext) => void> = {
  solve: registerSolve,
  count: registerCount,
  compare: registerCompare,
  program: registerProgram,
  convert: registerConvert,
  generate: registerGenerate,
  render: registerRender,
  book: registerBook,
  explain: registerExplain,
  grade: registerGrade,
  analyze: registerAnalyze,
  "check-output": registerCheckOutput,
};

export const isCommand = (name: string | undefined): boolean => name !== undefined && Object.hasOwn(COMMANDS, name);

/** A commander error as one line: "strimko: unknown option '--x' (run with --help for usage)". */
function usageLine(text: string): string {
  const what = text
    .replace(/^error: /, "")
    .trim()
    .replace(/\s*\n\s*\(Did you mean (.*)\)$/, "; did you mean $1")
    .replace(/ is invalid\. /, " is invalid: ")
    .replace(/Allowed choices are (.*)\.$/, "expected one of $1")
    .replace(/\. Expected (.*)\.$/, "; expected $1")
    .replace(/\s*\n\s*/g, " ");
  return `strimko: ${printable(what)} (run with --help for usage)\n`;
}

/** The program with every command, or with `only` that one: its options alone take about 10 ms to
 * make (commander builds each option's parsing as it is declared), a tenth of a bare Node's
 * start-up, and a command's run never looks at the others (issue 16, start-up). */
export function buildProgram(run: Run, only?: string): Command {
  const { io } = run;
  const program = new Command("strimko")
    .description("Solve Strimko, Sudoku and jigsaw Sudoku puzzles through answer set programming (clingo in WebAssembly).")
    .option("-V, --version", "print the versions of strimko and clingo")
    // A usage error reads like every other error of the tool: one line, "strimko: <what>", with the
    // way to the help (commander writes "error: <what>", sometimes a suggestion on a second line).
    // Help wraps at the width of the run's own streams (commander's default asks process.stdout),
    // at 80 columns, as commander does, when they are no terminal.
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      outputError: (text, write) => write(usageLine(text)),
      getOutHelpWidth: () => io.outColumns ?? 80,
      getErrHelpWidth: () => io.errColumns ?? 80,
    })
    // The list of commands names each with its arguments, without "[options]" (every command has
    // some): check-output's term, 40 columns with it, left commander less than the 40 it needs to
    // wrap the descriptions at 80 columns.
    .configureHelp({
      subcommandTerm: (cmd) =>
        [
          cmd.name(),
          ...cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}${a.variadic ? "..." : ""}>` : `[${a.name()}${a.variadic ? "..." : ""}]`)),
        ].join(" "),
    })
    .addHelpText(
      "after",
      examples(
        [
          "strimko solve puzzles/strimko/hakank-068.txt",
          "strimko solve --json puzzles/sudoku/norvig_top95.txt",
          "strimko count --limit 10 puzzles/multi/",
          "strimko compare puzzles/ --report report.html",
          "strimko explain puzzles/strimko/dlthompson-5_6.txt",
          "strimko render --solution puzzles/strimko/hakank-068.txt -o 068.png",
          "strimko grade puzzles/strimko/",
          "strimko program puzzles/strimko/hakank-068.txt | clingo -n 0",
          "strimko convert puzzles/strimko/hakank-068.txt --to json",
          "strimko generate --count 10 --seed monday -o week.txt",
          "strimko check-output puzzles/strimko/dlthompson-4_1.txt 4_1.out",
        ],
        true,
      ),
    );
  // Commands made after this inherit it: usage errors throw instead of exiting, and main() maps them.
  program.exitOverride();
  const ctx = commandContext(run);
  for (const [name, register] of Object.entries(COMMANDS)) if (only === undefined || only === name) register(program, ctx);
  return program;
}
