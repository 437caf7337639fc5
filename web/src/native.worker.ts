/**
 * The native engine in a Web Worker: the same engine and verification as the command line
 * (engines/native.ts, engines/verified.ts). One search at a time; a search is stopped by
 * terminating the worker (engines.ts starts a fresh one). The views' tasks (Play's solution and
 * hints, Design's analysis: native-protocol.ts ViewTask) run here too, in a worker of their own
 * (view-worker.ts).
 */
import { nativeEngine } from "../../src/engines/native.js";
import { runEngine } from "../../src/engines/verified.js";
import { analyse } from "../state/design-analysis.js";
import { createPlay, hint, playableSolution } from "../state/play.js";
import type { NativeReply, NativeTask, ViewAnswer, ViewReply, ViewTask } from "./native-protocol.js";

const scope = self as unknown as { onmessage: ((e: MessageEvent<NativeTask | ViewTask>) => void) | null; postMessage(reply: NativeReply | ViewReply): void };

async function viewTask(t: ViewTask): Promise<ViewAnswer> {
  switch (t.task) {
    case "playable":
      return { playable: playableSolution(t.puzzle) };
    case "hint":
      return { hint: hint({ ...createPlay(t.puzzle, t.solution), values: t.values }) };
    case "analyse":
      return { analysis: await analyse(t.design) };
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
  const { id, puzzle, request } = message;
  try {
    scope.postMessage({ id, result: { ...(await runEngine(nativeEngine, puzzle, request)), label: nativeEngine.label } });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error), label: nativeEngine.label });
  }
};
scope.postMessage({ id: 0, ready: true });
