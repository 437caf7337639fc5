/** Runs the built `strimko` command as a user would (build first: `npm run build`). */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../helpers.js";

export const CLI = join(ROOT, "dist/cli.js");

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function strimko(args: string[], input?: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input ?? "");
  });
}
