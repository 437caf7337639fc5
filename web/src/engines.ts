/**
 * Both search engines, each in a Web Worker, asked what `strimko solve` asks (up to 2 solutions,
 * collected), their grids verified by the same code (engines/verified.ts) and the answers
 * cross-checked into the same verdict (engines/solve-verdict.ts). clingo-wasm runs in its own worker
 * (clingo-runner.ts; the ASP path's program rendering and decoding run here, they are quick), the
 * native engine in native.worker.ts. Both workers start when the page does (clingo's first:
 * clingo-start.ts).
 *
 * stop() really stops: the native worker is terminated and a fresh one started, clingo's worker
 * restarted; the stopped run's answers are dropped.
 */
import { aspEngineOn } from "../../src/engines/asp-engine.js";
import { ENGINE_LABELS, type EngineResult, type SearchEngineName, type SearchRequest } from "../../src/engines/types.js";
import { runEngine } from "../../src/engines/verified.js";
import type { Puzzle } from "../../src/puzzle/types.js";
import type { UserRules } from "../../src/engines/asp/rules.js";
import { ExitCode, StrimkoError } from "../../src/base/errors.js";
import { solveVerdict, type SolveVerdict } from "../../src/engines/verdict.js";
import type { WebClingo } from "./clingo-runner.js";
import type { NativeReply, NativeTask } from "./native-protocol.js";

/** The user's rules are at fault (Engines.solve rejects with it): said as the command line says it. */
export class RulesMistake extends Error {}

/** An engine's failure that is not an answer (clingo reporting an error, a bug) as an answer with an error. */
function failed(engine: SearchEngineName, error: unknown): EngineResult {
  const message = error instanceof Error ? error.message : String(error);
  return { engine, status: "error", count: 0, complete: false, solutions: [], stats: {}, timeMs: 0, error: `${ENGINE_LABELS[engine]}: ${message}` };
}

export class Engines {
  private readonly asp: ReturnType<typeof aspEngineOn>;
  private native!: Worker;
  private nativeTask = 0;
  private readonly pending = new Map<number, (r: EngineResult) => void>();
  /** Resolves the current run as stopped. */
  private stopRun: (() => void) | undefined;
  /** The run under way: answers of an earlier (stopped) run are not heard. */
  private run = 0;

  /** `clingo`: clingo's runner, already started (clingo-start.ts), shared with the ASP view (which watches
   * its runs and runs its own). */
  constructor(readonly clingo: WebClingo) {
    this.asp = aspEngineOn(clingo);
    this.startNative();
  }

  private startNative(): void {
    this.native = new Worker(new URL("./native.worker.ts", import.meta.url), { type: "module", name: "native engine" });
    this.native.onmessage = (e: MessageEvent<NativeReply>) => {
      const reply = e.data;
      const done = this.pending.get(reply.id);
      if ("ready" in reply) performance.mark("strimko:native-ready");
      if (!done || "ready" in reply) return;
      this.pending.delete(reply.id);
      done("error" in reply ? failed("native", reply.error) : reply.result);
    };
    // A worker that cannot start or dies answers what it was asked with an error, never silence.
    this.native.onerror = (e: ErrorEvent) => {
      for (const done of this.pending.values()) done(failed("native", e.message || "the engine's worker failed"));
      this.pending.clear();
    };
  }

  private searchNative(puzzle: Puzzle, request: NativeTask["request"]): Promise<EngineResult> {
    const id = ++this.nativeTask;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.native.postMessage({ id, puzzle, request } satisfies NativeTask);
    });
  }

  private async searchAsp(puzzle: Puzzle, request: SearchRequest): Promise<EngineResult> {
    try {
      return await runEngine(this.asp, puzzle, request);
    } catch (error) {
      // A mistake of the user's rules (a line of theirs clingo refuses, an answer set that is no
      // grid) is theirs, as on the command line (exit 2): not an engine's answer to compare.
      if (request.rules && error instanceof StrimkoError && error.exitCode === ExitCode.badInput) throw new RulesMistake(error.message);
      return failed("asp", error);
    }
  }

  /**
   * `strimko solve` on one puzzle: both engines at once; `onAnswer` hears each engine's verified
   * answer as it comes. Resolves to the verdict, or to undefined when stopped.
   */
  async solve(
    puzzle: Puzzle,
    label: string,
    onAnswer: (engine: SearchEngineName, answer: EngineResult) => void,
    rules?: UserRules,
  ): Promise<SolveVerdict | undefined> {
    this.stop();
    const run = ++this.run;
    const request = { limit: 2, collect: true, aspStats: true, label, ...(rules ? { rules } : {}) };
    const stopped = new Promise<undefined>((resolve) => (this.stopRun = () => resolve(undefined)));
    const heard =
      <T extends EngineResult>(engine: SearchEngineName) =>
      (answer: T) => {
        if (this.run === run) onAnswer(engine, answer);
        return answer;
      };
    // Rules the native engine cannot read (all but its variant, the diagonals) are clingo's alone, as on the command line.
    const nativeToo = !rules || rules.variant !== undefined;
    const both = Promise.all([
      this.searchAsp(puzzle, request).then(heard("asp")),
      nativeToo ? this.searchNative(puzzle, request).then(heard("native")) : Promise.resolve(undefined),
    ]);
    let runs: Awaited<typeof both> | undefined;
    try {
      runs = await Promise.race([both, stopped]);
    } catch (e) {
      // The rules' mistake ends the run: the native engine, if it reads them, is stopped too.
      if (e instanceof RulesMistake) this.stop();
      throw e;
    }
    if (!runs) return undefined;
    this.stopRun = undefined;
    const [asp, native] = runs;
    return solveVerdict(native ? { asp, native } : { asp });
  }

  /** Stops the run under way, if any: its answers are dropped, and both engines start afresh. */
  stop(): void {
    if (!this.stopRun) return;
    this.run++;
    this.stopRun();
    this.stopRun = undefined;
    this.native.terminate();
    this.pending.clear();
    this.startNative();
    this.clingo.stop();
  }
}
