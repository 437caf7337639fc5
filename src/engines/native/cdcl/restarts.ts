/**
 * When the search with learning restarts: after RESTART_BASE conflicts times the next term of the
 * Luby sequence (1, 1, 2, 1, 1, 2, 4, ...). A restart undoes every guess but keeps what was
 * learned, so the search can leave a bad early guess; the Luby schedule mixes many short runs with
 * a few long ones, which is within a constant factor of the best fixed schedule.
 */

/** Conflicts before the first restart; later restarts follow the Luby sequence. */
export const RESTART_BASE = 100;

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, ... (i >= 1). */
export function luby(i: number): number {
  let k = 1;
  while ((1 << k) - 1 < i) k++;
  while ((1 << k) - 1 !== i) {
    i -= (1 << (k - 1)) - 1;
    k = 1;
    while ((1 << k) - 1 < i) k++;
  }
  return 1 << (k - 1);
}

export class LubyRestarts {
  /** Runs so far, the current one included. */
  restarts = 1;
  private sinceRestart = 0;
  private budget = RESTART_BASE * luby(1);

  /** A conflict happened. */
  conflict(): void {
    this.sinceRestart++;
  }

  /** Whether the current run has used its conflicts; if so the next run starts counting now. */
  due(): boolean {
    if (this.sinceRestart < this.budget) return false;
    this.sinceRestart = 0;
    this.budget = RESTART_BASE * luby(++this.restarts);
    return true;
  }
}
