/**
 * The native engine in a Web Worker: the same engine and verification as the command line
 * (engines/native-engine.ts, engines/verified.ts), `strimko explain`'s steps for the stepper, and the
 * views' tasks (Play's solution and hints, Design's analysis: native-protocol.ts ViewTask), each
 * kind of task in a worker of its own (engines.ts, explainer.ts, view-worker.ts). One task at a
 * time; a task is stopped by terminating the worker (its owner starts a fresh one).
 */
import { nativeEngine } from "../../src/engines/native-engine.js";
import { runEngine } from "../../src/engines/verified.js";
import { explain } from "../../src/explain/steps.js";
import { analyze } from "../../src/analyze/analyze.js";
import { analyse, ANALYSIS_TIMEOUT_MS } from "../state/design-analysis.js";
import { createPlay, hint, playableSolution } from "../state/play.js";
import type { ExplainReply, NativeReply, ViewAnswer, ViewReply, ViewTask, WorkerTask } from "./native-protocol.js";

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerTask | ViewTask>) => void) | null;
  postMessage(reply: NativeReply | ExplainReply | ViewReply): void;
};

const PROGRESS_MS = 100;

async function viewTask(t: ViewTask): Promise<ViewAnswer> {
  switch (t.task) {
    case "playable":
      return { playable: playableSolution(t.puzzle) };
    case "hint":
      return { hint: hint({ ...createPlay(t.puzzle, t.solution), values: t.values }) };
    case "analyse":
      return { analysis: await analyse(t.design) };
    case "workbench": {
      // Progress at most every PROGRESS_MS: a 64×64's cells would send thousands of messages.
      let sent = 0;
      let lastPart = "";
      const workbench = await analyze(t.puzzle, {
        engine: "native",
        timeoutMs: ANALYSIS_TIMEOUT_MS,
        onPart: (part) => scope.postMessage({ id: t.id, part: structuredClone(part) }),
        progress: (part, done) => {
          const now = performance.now();
          // A new part is always said (it once read "finding true candidates" through the fewest givens' search).
          if (part === lastPart && now - sent < PROGRESS_MS) return;
          lastPart = part;
          sent = now;
          scope.postMessage({ id: t.id, progress: { part, done } });
        },
      });
      return { workbench };
    }
  }
}

scope.onmessage = async (e) => {
  const message = e.data;
  if ("task" in message) {
    try {
      scope.postMessage({ id: message.id, ...(await viewTask(message)) });
    } catch (error) {
      scope.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  try {
    if (message.kind === "explain") scope.postMessage({ id: message.id, explanation: explain(message.puzzle, { timeoutMs: message.timeoutMs }) });
    else scope.postMessage({ id: message.id, result: await runEngine(nativeEngine, message.puzzle, message.request) });
  } catch (error) {
    scope.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
};
scope.postMessage({ id: 0, ready: true });
