/**
 * What a batch runner (run.ts) does with each puzzle, said as data so that a worker thread can be
 * told it (worker.ts): solve it (`strimko solve`, `compare`) or count its solutions (`count`), with
 * the command's options. One function runs a job on this thread or in a worker, so the two cannot
 * differ.
 */
import { ExitCode, type ExitCodeValue, internalFailure } from "../base/errors.js";
import type { ParsedEntry } from "../puzzle/formats/index.js";
import { baseCountRecord, type CountEntryOptions, countEntry, type CountRecord } from "../records/count-record.js";
import { baseRecord, type SolveEntryOptions, solveEntry, type SolveRecord } from "../records/solve-record.js";

export type Job = { kind: "solve"; options: SolveEntryOptions } | { kind: "count"; options: CountEntryOptions };

/** A puzzle's outcome: its record, the exit code it asks for, and a bug's stack (kept out of the record). */
export interface JobOutcome<R extends { id: string; error?: string } = SolveRecord | CountRecord> {
  record: R;
  exit: ExitCodeValue;
  stack?: string;
}

/** The job on one entry; a bug is this puzzle's internal error, and the batch goes on. */
export async function runJob(job: Job, entry: ParsedEntry): Promise<JobOutcome> {
  try {
    return job.kind === "solve" ? await solveEntry(entry, job.options) : await countEntry(entry, job.options);
  } catch (e) {
    return crashed(job, entry, e);
  }
}

/** A puzzle that could not be finished because of a bug (here or in a worker): an internal error. */
export function crashed(job: Job, entry: ParsedEntry, e: unknown): JobOutcome {
  const { error, stack } = internalFailure(e);
  const record = job.kind === "solve" ? baseRecord(entry) : baseCountRecord(entry, job.options.limit);
  return { record: { ...record, error }, exit: ExitCode.internal, stack };
}
