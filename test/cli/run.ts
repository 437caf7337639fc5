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

/** The command run in-process (vitest runs in the repository's root, where the relative paths
 * of the tests point). */
export async function strimko(args: string[], input?: string, env: Record<string, string> = {}, columns?: number): Promise<Run> {
  const { code, stdout, stderr } = await strimkoTerminal(args, input, env, columns);
  return { code, stdout, stderr };
}

/** strimko(), with `terminal` too: both streams in the order they were written, as a terminal
 * shows them (the documentation tests compare it with the examples of README.md and docs/).
 * `columns`: the width the run's streams say they have (undefined: no terminal's). */
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
  const code = await main(args, io);
  return { code, stdout, stderr, terminal };
}

/** The built binary in a process of its own. */
export function strimkoProcess(args: string[], input?: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input ?? "");
  });
}
