/**
 * The native engine in a Web Worker: the same engine and verification as the command line
 * (engines/native.ts, engines/verified.ts). One search at a time; a search is stopped by
 * terminating the worker (engines.ts starts a fresh one).
 */
import { nativeEngine } from "../../src/engines/native.js";
import { runEngine } from "../../src/engines/verified.js";
import type { NativeReply, NativeTask } from "./native-protocol.js";

const scope = self as unknown as { onmessage: ((e: MessageEvent<NativeTask>) => void) | null; postMessage(reply: NativeReply): void };

scope.onmessage = async (e) => {
  const { id, puzzle, request } = e.data;
  try {
    scope.postMessage({ id, result: { ...(await runEngine(nativeEngine, puzzle, request)), label: nativeEngine.label } });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error), label: nativeEngine.label });
  }
};
scope.postMessage({ id: 0, ready: true });
