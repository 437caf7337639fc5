/**
 * The generator in a Web Worker: the library's generate (generate/batch.ts, what `strimko generate`
 * runs) with one job — this thread alone, so none of its worker threads (node:worker_threads is a
 * stub here, see node-stub.ts) — certified by both engines as on the command line: the native
 * engine here, clingo in clingo-wasm's web worker (clingo-runner.ts) in place of the Node adapter.
 */
import "./assets.js";
import { aspEngineOn } from "../../src/engines/asp-engine.js";
import { overrideEngines } from "../../src/engines/registry.js";
import { generate } from "../../src/generate/batch.js";
import { WebClingo } from "./clingo-runner.js";
import type { GenerateReply, GenerateTask } from "./generate-protocol.js";

// The core yields a turn of the event loop with Node's setImmediate (engines/verdicts.ts, while clingo
// starts); a worker has setTimeout.
const global = globalThis as { setImmediate?: (f: () => void) => unknown };
global.setImmediate ??= (f) => setTimeout(f, 0);

const asp = aspEngineOn(new WebClingo());
overrideEngines((engine) => (engine.name === "asp" ? asp : engine));

const scope = self as unknown as { onmessage: ((e: MessageEvent<GenerateTask>) => void) | null; postMessage(reply: GenerateReply): void };

scope.onmessage = async (e) => {
  const { id, options } = e.data;
  try {
    const [made] = await generate({ ...options, count: 1, jobs: 1 });
    scope.postMessage({ id, made });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
