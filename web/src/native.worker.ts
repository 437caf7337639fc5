/**
 * The native engine in a Web Worker: the same engine and verification as the command line
 * (engines/native.ts, engines/verified.ts), and `strimko explain`'s steps for the stepper. One task
 * at a time; a task is stopped by terminating the worker (engines.ts, explainer.ts start a fresh one).
 */
import { nativeEngine } from "../../src/engines/native.js";
import { runEngine } from "../../src/engines/verified.js";
import { explain } from "../../src/explain/steps.js";
import type { ExplainReply, NativeReply, WorkerTask } from "./native-protocol.js";

const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerTask>) => void) | null; postMessage(reply: NativeReply | ExplainReply): void };

scope.onmessage = async (e) => {
  const task = e.data;
  try {
    if (task.kind === "explain") scope.postMessage({ id: task.id, explanation: explain(task.puzzle, { timeoutMs: task.timeoutMs }) });
    else scope.postMessage({ id: task.id, result: { ...(await runEngine(nativeEngine, task.puzzle, task.request)), label: nativeEngine.label } });
  } catch (error) {
    scope.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error), label: nativeEngine.label });
  }
};
scope.postMessage({ id: 0, ready: true });
