/**
 * The clingo-wasm adapter: the only code that talks to clingo.
 *
 * clingo-wasm runs clingo in a worker thread, one program at a time, and
 * reports everything as a value: `Result: "ERROR"` for a failed run, never an
 * exception. This adapter owns that contract:
 * - one engine per process, started on first use and reused for every puzzle;
 *   clingo-wasm has a single worker, so every ClingoEngine shares one queue;
 * - a time limit starts when a run starts, with the engine ready: not while the
 *   run waits in the queue, nor while a worker starts after a restart. Ready
 *   means warmed up too: V8 compiles clingo's wasm functions lazily, on their
 *   first call, so a fresh worker's first real run is several times slower than
 *   the next ones (a 7 ms puzzle takes 100-300 ms, more under load); each new
 *   worker therefore solves a small puzzle-like program before any clock starts;
 * - a wall-clock time limit aborts a run with `restart()` (clingo's own
 *   --time-limit is not honoured by the single-threaded wasm build on Node 20);
 *   the aborted run resolves as an error, which we report as a timeout, and the
 *   next run starts a fresh worker;
 * - models are received while solving, so a run cut short still returns the
 *   models it found;
 * - an error result becomes a ClingoRunError; empty and "info:" warnings are
 *   dropped.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { ClingoResult } from "clingo-wasm";
import { ClingoRunError } from "../../base/errors.js";
import { now as clockNow } from "../../base/clock.js";

type ClingoModule = typeof import("clingo-wasm");

let loading: Promise<ClingoModule> | undefined;
function load(): Promise<ClingoModule> {
  return (loading ??= import("clingo-wasm"));
}

export interface RunRequest {
  /** Models to compute; 0 = all. */
  models: number;
  /** Extra clingo options, e.g. ["--quiet=2"] to count without printing models. */
  options?: string[];
  /** Wall-clock limit in milliseconds; 0 or undefined = none. */
  timeoutMs?: number;
  /** Ask clingo for its statistics (--stats). */
  stats?: boolean;
  /** Called when the program is handed to clingo's worker (after the engine is ready), so that a
   * caller can then occupy this thread with another engine while clingo runs. */
  started?: () => void;
}

/** The figures of clingo's --stats that describe a run: grounding size and search effort. */
export interface ClingoStats {
  rules: number;
  atoms: number;
  bodies: number;
  variables: number;
  constraints: number;
  choices: number;
  conflicts: number;
}

export interface RunResult {
  outcome: "SATISFIABLE" | "UNSATISFIABLE" | "UNKNOWN" | "timeout";
  /** The shown atoms of each model received, in the order clingo found them. */
  models: string[][];
  /** Models found (clingo's count; with --quiet=2 no models are sent, but they are counted). */
  count: number;
  /** clingo stopped at the model limit and more models may exist. */
  more: boolean;
  /** Wall time of the run as seen from here, milliseconds. */
  wallMs: number;
  /** clingo's own total time, milliseconds (0 for a timeout). */
  clingoMs: number;
  warnings: string[];
  /** clingo's "info:" messages (an atom that occurs in no rule head: often a typo), which `warnings`
   * leaves out; for a user's rules, shown at their places (engines/asp/search.ts tryRules). */
  infos?: string[];
  /** Present when asked for with `stats: true` and the run finished. */
  stats?: ClingoStats;
  /** A program that optimizes (#minimize, weak constraints): clingo proved the last model optimal. */
  optimum?: boolean;
  /** A program that optimizes: each model's costs, by priority, as clingo reports them. */
  costs?: number[][];
}

// The part of clingo's --stats JSON we read; every field may be missing.
export interface RawStats {
  Core?: { Choices?: number; Conflicts?: number };
  LP?: { Rules?: { Original?: number }; Atoms?: number; Bodies?: { Original?: number } };
  Problem?: { Variables?: number; Constraints?: { Sum?: number } };
}

export function readStats(raw: RawStats | undefined): ClingoStats | undefined {
  if (!raw) return undefined;
  return {
    rules: raw.LP?.Rules?.Original ?? 0,
    atoms: raw.LP?.Atoms ?? 0,
    bodies: raw.LP?.Bodies?.Original ?? 0,
    variables: raw.Problem?.Variables ?? 0,
    constraints: raw.Problem?.Constraints?.Sum ?? 0,
    choices: raw.Core?.Choices ?? 0,
    conflicts: raw.Core?.Conflicts ?? 0,
  };
}

/** clingo-wasm's answer to a run that ended (its JSON) as a RunResult: one reading of that shape,
 * for this adapter and the web app's runner. */
export function finishedRun(res: ClingoResult, wallMs: number, clingoMs: number, stats: boolean | undefined): RunResult {
  const witnesses = res.Call.flatMap((call) => call.Witnesses ?? []);
  const optimizing = witnesses.some((w) => w.Costs !== undefined);
  return {
    ...(optimizing ? { optimum: res.Result === "OPTIMUM FOUND", costs: witnesses.map((w) => w.Costs ?? []) } : {}),
    outcome: res.Result === "OPTIMUM FOUND" ? "SATISFIABLE" : res.Result,
    models: witnesses.map((w) => w.Value),
    count: res.Models.Number,
    more: res.Models.More === "yes",
    wallMs,
    clingoMs,
    warnings: realWarnings(res.Warnings),
    infos: (res.Warnings ?? []).map((w) => w.trim()).filter((w) => /^[^\n]*info:/.test(w)),
    stats: stats ? readStats((res as { Stats?: RawStats }).Stats) : undefined,
  };
}

/** clingo's options for a request: its own, and --stats when statistics are asked for (for this
 * adapter and the web app's runner). */
export function clingoOptions(request: RunRequest): string[] {
  return [...(request.options ?? []), ...(request.stats ? ["--stats"] : [])];
}

/** A run that a time limit (or the web app's Stop) aborted: a timeout, with the models received
 * until then (for this adapter and the web app's runner). */
export function abortedRun(models: string[][], wallMs: number): RunResult {
  return { outcome: "timeout", models, count: models.length, more: true, wallMs, clingoMs: 0, warnings: [] };
}

/** Messages clingo prints that are not worth a user's attention. */
export function realWarnings(warnings: string[] | undefined): string[] {
  return (warnings ?? []).map((w) => w.trim()).filter((w) => w !== "" && !/^[^\n]*info:/.test(w));
}

/** How often the main thread notes it is free while clingo runs (see runNow), milliseconds. */
const HEARTBEAT_MS = 10;

// The one worker's queue and state, shared by every engine object.
let queue: Promise<unknown> = Promise.resolve();
/** The worker is up, the wasm instantiated and warmed up (false at first and after each restart). */
let ready = false;

/**
 * What a new worker solves before its first timed run, so that the functions the
 * puzzles' runs call are compiled by then. The layer that renders programs sets it
 * (engines/asp-engine.ts: a real puzzle's program in the default encoding, engines/asp/search.ts
 * warmUpProgram), so this adapter holds no encoding of its own; it is a function, and may
 * answer later, because rendering costs a little and the renderer (with ejs) loads only when
 * clingo starts: a process that never starts clingo should not pay for either. Until it is
 * set, a trivial program still makes the worker start.
 */
let warmUpProgram: () => string | Promise<string> = () => "a.";

/** The program a new worker solves before any clock starts (another runner warms up on it too). */
export function warmUpText(): Promise<string> {
  return Promise.resolve(warmUpProgram());
}

/** Sets the program each new worker solves before any clock starts (see warmUpProgram). */
export function setWarmUpProgram(program: () => string | Promise<string>): void {
  warmUpProgram = program;
}

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

async function readyClingo(): Promise<ClingoModule> {
  const clingo = await load();
  if (!ready) {
    // The warm-up program is rendered (its modules loaded) while the worker starts.
    const program = warmUpText();
    await clingo.init();
    // Its result does not matter: a failure here would show again in the real run.
    await clingo.run(await program, 2, [], () => undefined);
    ready = true;
  }
  return clingo;
}

/** What runs a program for the ASP path (engines/asp/search.ts): ClingoEngine here, another runner where
 * clingo-wasm runs elsewhere (the web app's). */
export interface ClingoRunner {
  run(program: string, request: RunRequest): Promise<RunResult>;
}

export class ClingoEngine implements ClingoRunner {
  /** Runs one program; runs are serialized. Throws ClingoRunError if clingo reports an error. */
  run(program: string, request: RunRequest): Promise<RunResult> {
    return enqueue(() => this.runNow(program, request));
  }

  private async runNow(program: string, request: RunRequest): Promise<RunResult> {
    const clingo = await readyClingo();
    const models: string[][] = [];
    let restarting: Promise<void> | undefined;
    let answered = false;
    // The time limit aborts the run with restart(). The timer fires on this thread, which another
    // engine may keep busy (solve runs the native engine here while clingo runs): then it fires late,
    // when clingo's answer may already be waiting. Timers run before incoming messages, immediates
    // after them, so the abort waits for an immediate and is dropped if the answer came in.
    const timer =
      request.timeoutMs && request.timeoutMs > 0
        ? setTimeout(
            () =>
              setImmediate(() => {
                if (answered) return;
                ready = false;
                restarting = clingo.restart();
              }),
            request.timeoutMs,
          )
        : undefined;
    const start = clockNow();
    // When this thread was busy as the answer came in, the time until it was read is not clingo's.
    // A heartbeat notes when the thread was first held past three beats: an answer read after that
    // may have come in at any time since (the thread may be held again, by other callbacks, before
    // the message is read: on a loaded machine it was), but not before, or it would have been read
    // then. So that moment and clingo's own time bound the run's time from below, and stand for it;
    // an answer that in fact came in later is off by clingo's overhead around its own time, a few
    // milliseconds.
    let beat = start;
    let heldFrom: number | undefined;
    const heartbeat = setInterval(() => {
      const now = clockNow();
      if (heldFrom === undefined && now - beat > 3 * HEARTBEAT_MS) heldFrom = beat;
      beat = now;
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let res: Awaited<ReturnType<typeof clingo.run>>;
    try {
      const running = clingo.run(program, request.models, clingoOptions(request), (w) => models.push(w.Value));
      request.started?.();
      res = await running;
      answered = true;
    } finally {
      clearTimeout(timer);
      clearInterval(heartbeat);
    }
    const end = clockNow();
    const clingoMs = res.Result === "ERROR" ? 0 : res.Time.Total * 1000;
    const busySince = heldFrom ?? (end - beat > 3 * HEARTBEAT_MS ? beat : undefined);
    // A run the time limit aborted lasted until the abort, however late that came; an answer read
    // before the abort reached the worker is an answer, whatever the timer then did.
    const aborted = restarting !== undefined && res.Result === "ERROR";
    const wallMs = busySince === undefined || aborted ? end - start : Math.max(busySince - start, clingoMs);
    if (restarting) await restarting;
    if (res.Result === "ERROR") {
      if (restarting) return abortedRun(models, wallMs);
      throw new ClingoRunError(res.Error.trim());
    }
    return finishedRun(res, wallMs, clingoMs, request.stats);
  }

  /** Starts the engine (worker thread, wasm compilation, the warm-up run) now, so that it is
   * ready by the time the first program is: the CLI calls this before it reads its input files. */
  warmUp(): void {
    enqueue(readyClingo).catch(() => undefined);
  }

  /** warmUp(), resolving once clingo's worker thread has been started: its wasm then compiles there
   * while this thread works. For a caller about to keep this thread busy (the generator makes a
   * puzzle without a break): otherwise the worker would start only when this thread is next free. */
  async warmUpUnderWay(): Promise<void> {
    this.warmUp();
    await load();
    // readyClingo, queued first, calls init() once the module is loaded, and init() starts the
    // worker in the microtasks that follow; an immediate runs after them.
    await new Promise((ok) => setImmediate(ok));
  }

  /** clingo's version, e.g. "5.8.1" (starts the engine). */
  version(): Promise<string> {
    return enqueue(async () => {
      const clingo = await readyClingo();
      const res = await clingo.run("", 1);
      const solver = res.Result === "ERROR" ? "" : (res.Solver ?? "");
      return /([0-9]+\.[0-9]+\.[0-9]+)/.exec(solver)?.[1] ?? "unknown";
    });
  }
}

/** The engine shared by everything in this process. */
export const engine = new ClingoEngine();

/** The version of the clingo-wasm package in use. */
export function clingoWasmVersion(): string {
  const manifest = createRequire(import.meta.url).resolve("clingo-wasm/package.json");
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}
