/**
 * clingo-wasm's web build as the ASP path's runner (engines/asp/clingo.ts ClingoRunner): the same program
 * text and decoding as the command line (engines/asp/search.ts), run in the Web Worker clingo-wasm spawns
 * itself. The Node adapter's contract, in the browser:
 * - one worker, one program at a time; warmed up (engines/asp/clingo.ts warmUpText) when the page opens,
 *   unless a run is asked for before that (see warmUp);
 * - a time limit, or stop(), aborts a run with clingo-wasm's restart(), which terminates the worker
 *   and starts a fresh one; the aborted run is a timeout, with the models received until then;
 * - models are received while solving; an error result is a ClingoRunError; statistics and
 *   warnings are read as engines/asp/clingo.ts reads them.
 */
import clingo from "clingo-wasm";
import { ClingoRunError } from "../../src/base/errors.js";
import { abortedRun, clingoOptions, finishedRun, warmUpText, type ClingoRunner, type RunRequest, type RunResult } from "../../src/engines/asp/clingo.js";

export class WebClingo implements ClingoRunner {
  private queue: Promise<unknown> = Promise.resolve();
  /** The worker is up and warmed up (false at first and after each restart). */
  private ready: Promise<void> | undefined;
  /** Set while a run is aborted, so that it reports a timeout. */
  private aborting: Promise<void> | undefined;

  /** Runs waiting for the worker to be ready. */
  private waiting = 0;

  /** Starts the worker, compiles clingo and runs the warm-up program now. A run asked for before
   * clingo is compiled goes first, without the warm-up: its answer comes sooner (the first solve
   * after opening the page), and its time includes compiling the functions it calls. */
  warmUp(): Promise<void> {
    this.ready ??= (async () => {
      await clingo.init();
      if (this.waiting === 0) await clingo.run(await warmUpText(), 2, []);
    })();
    return this.ready;
  }

  /** Who hears of each run (the ASP view shows the last one's answer sets and statistics). */
  private readonly watchers = new Set<(program: string, result: Promise<RunResult>) => void>();

  /** Calls `watcher` with every run asked for from now on (not the warm-up), as it starts. */
  watch(watcher: (program: string, result: Promise<RunResult>) => void): void {
    this.watchers.add(watcher);
  }

  run(program: string, request: RunRequest): Promise<RunResult> {
    const result = this.enqueue(program, request);
    for (const watcher of this.watchers) watcher(program, result);
    return result;
  }

  /** The same runner, its runs not shown to the watchers: Design's check of the true candidates
   * (clingo's brave consequences, whose answer sets are no grids) is not a run the ASP view shows. */
  readonly unwatched: ClingoRunner = { run: (program, request) => this.enqueue(program, request) };

  private enqueue(program: string, request: RunRequest): Promise<RunResult> {
    const result = this.queue.then(() => this.runNow(program, request));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Aborts the run under way (if any): the worker is terminated and a fresh one warmed up. */
  stop(): void {
    this.ready = undefined;
    this.aborting = clingo.restart();
    void this.warmUp().catch(() => undefined);
  }

  private async runNow(program: string, request: RunRequest): Promise<RunResult> {
    this.waiting++;
    try {
      await this.warmUp();
    } finally {
      this.waiting--;
    }
    const models: string[][] = [];
    let aborted = false;
    const timer = request.timeoutMs && request.timeoutMs > 0 ? setTimeout(() => ((aborted = true), this.stop()), request.timeoutMs) : undefined;
    const start = performance.now();
    const aborting = this.aborting;
    let res: Awaited<ReturnType<typeof clingo.run>>;
    try {
      const running = clingo.run(program, request.models, clingoOptions(request), (w) => models.push(w.Value));
      request.started?.();
      res = await running;
    } finally {
      clearTimeout(timer);
    }
    const wallMs = performance.now() - start;
    if (res.Result === "ERROR") {
      if (aborted || this.aborting !== aborting) return abortedRun(models, wallMs);
      throw new ClingoRunError(res.Error.trim());
    }
    return finishedRun(res, wallMs, res.Time.Total * 1000, request.stats);
  }
}
