/**
 * Runs the `strimko` command for the tests (build first: `npm run build`): `strimko` calls the
 * built main(args, io) in this process, with its own streams; `strimkoProcess` runs the built
 * binary as a user would, for what only a process shows (pipes, signals, exit, the shebang).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { Io } from "../../src/cli/io.js";
import { ROOT } from "../helpers.js";

export const CLI = join(ROOT, "dist/cli.js");

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

type Main = (args: string[], io: Io) => Promise<number>;
let loaded: Promise<Main> | undefined;

/** The built main (dist/, as the binary runs it: compare's worker threads are built files). */
function builtMain(): Promise<Main> {
  loaded ??= import(pathToFileURL(join(ROOT, "dist/cli/main.js")).href).then((m: { main: Main }) => m.main);
  return loaded;
}

type Faults = typeof import("../../src/engines/faults.js");
let faults: Promise<Faults> | undefined;

/** The built fault module (dist/, the same module instance as the built main's engines). */
function builtFaults(): Promise<Faults> {
  faults ??= import(pathToFileURL(join(ROOT, "dist/engines/faults.js")).href) as Promise<Faults>;
  return faults;
}

/** The command run in-process (vitest runs in the repository's root, where the relative paths
 * of the tests point). */
export async function strimko(args: string[], input?: string, env: Record<string, string> = {}, columns?: number): Promise<Run> {
  const { code, stdout, stderr } = await strimkoTerminal(args, input, env, columns);
  return { code, stdout, stderr };
}

/** strimko(), with `terminal` too: both streams in the order they were written, as a terminal
 * shows them (the documentation tests compare it with the examples of README.md and docs/).
 * `columns`: the width the run's streams say they have (undefined: no terminal's).
 *
 * The tests' one hook into the engines: STRIMKO_FAULT (and STRIMKO_FAULT_ONLY) in `env` installs
 * that test fault (src/engines/faults.ts) for this run alone, in this process and in the worker
 * threads the run starts. The command itself reads neither: the installed `strimko` cannot be
 * told to give a wrong answer (test/cli/no-fault-hook.test.ts). */
export async function strimkoTerminal(args: string[], input?: string, env: Record<string, string> = {}, columns?: number): Promise<Run & { terminal: string }> {
  const main = await builtMain();
  let stdout = "";
  let stderr = "";
  let terminal = "";
  const io: Io = {
    out: (text: string) => ((stdout += text), (terminal += text)),
    err: (text: string) => ((stderr += text), (terminal += text)),
    flush: () => undefined,
    drained: async () => undefined,
    outClosed: () => false,
    outFailed: () => false,
    onOutClosed: () => undefined,
    exit: (code) => {
      throw new Error(`the command asked to end the process (exit code ${code}), which an in-process run never should`);
    },
    stdin: Readable.from([Buffer.from(input ?? "")]),
    outIsTTY: false,
    errIsTTY: false,
    outColumns: columns,
    errColumns: columns,
    env: { ...env },
  };
  const fault = env.STRIMKO_FAULT as import("../../src/engines/faults.js").Fault | undefined;
  const { installFault } = await builtFaults();
  if (fault) installFault(fault, env.STRIMKO_FAULT_ONLY);
  let code: number;
  try {
    code = await main(args, io);
  } finally {
    if (fault) installFault(undefined);
  }
  return { code, stdout, stderr, terminal };
}

/** The tests' process with a test fault (faulty-strimko.mjs): the built command, the fault installed first. */
const FAULTY = join(ROOT, "test/cli/faulty-strimko.mjs");

/** The built binary in a process of its own; with STRIMKO_FAULT in `env`, the tests' own process
 * with that fault installed (faulty-strimko.mjs), since the binary reads no such variable.
 * `binary`: the binary whatever `env` holds. */
export function strimkoProcess(args: string[], input?: string, env: Record<string, string> = {}, binary = false): Promise<Run> {
  const entry = env.STRIMKO_FAULT && !binary ? FAULTY : CLI;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [entry, ...args],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
    child.stdin!.end(input ?? "");
  });
}

/**
 * The built binary solving standard input that is left open: `text` written, its first record's
 * line awaited while the input is still open, then the input ended. Returns that first line, all of
 * standard output and the exit code (for the tests that a stream is solved as it comes).
 */
export async function solveOpenInput(args: string[], text: string): Promise<{ first: string; stdout: string; code: number | null }> {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [CLI, "solve", ...args, "-"], { cwd: ROOT });
  let out = "";
  const first = new Promise<string>((resolve) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d;
      if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
    });
  });
  child.stdin.write(text);
  const line = await first;
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { first: line, stdout: out, code };
}
