/**
 * VSIDS: which variable the search with learning guesses next. Each variable has an activity,
 * raised when it takes part in a conflict's analysis; the raise grows after every conflict (decay),
 * so recent conflicts count most. The unassigned variables wait in a binary max-heap on activity;
 * a variable leaves it when picked and comes back when unassigned.
 */
export class VarHeap {
  private readonly vars: number;
  private readonly activity: Float64Array;
  private inc = 1;
  private readonly heap: Int32Array;
  /** Each variable's index in heap, -1 when not in it. */
  private readonly pos: Int32Array;
  /** How many variables are in the heap. */
  size = 0;

  /** A heap holding every variable 0..vars-1, all with activity 0. */
  constructor(vars: number) {
    this.vars = vars;
    this.activity = new Float64Array(vars);
    this.heap = new Int32Array(vars);
    this.pos = new Int32Array(vars).fill(-1);
    for (let v = 0; v < vars; v++) this.insert(v);
  }

  /** Gives every variable a small random activity (from `random`, numbers in [0, 1)) and orders the
   * heap by it: another search of a portfolio, its first guesses elsewhere (the first conflicts'
   * bumps soon outweigh these). */
  shuffle(random: () => number): void {
    for (let v = 0; v < this.vars; v++) this.activity[v] = random() * 1e-3;
    const all = Array.from(this.heap.subarray(0, this.size));
    this.size = 0;
    for (const v of all) this.pos[v] = -1;
    for (const v of all) this.insert(v);
  }

  contains(v: number): boolean {
    return this.pos[v] >= 0;
  }

  /** Raises v's activity by the current increment (rescaling them all before they overflow). */
  bump(v: number): void {
    this.activity[v] += this.inc;
    if (this.activity[v] > 1e100) {
      for (let i = 0; i < this.vars; i++) this.activity[i] *= 1e-100;
      this.inc *= 1e-100;
    }
    if (this.pos[v] >= 0) this.up(this.pos[v]);
  }

  /** After a conflict: later bumps weigh more (activities decay by 0.95 per conflict). */
  decay(): void {
    this.inc /= 0.95;
  }

  insert(v: number): void {
    this.heap[this.size] = v;
    this.pos[v] = this.size;
    this.up(this.size++);
  }

  private up(i: number): void {
    const heap = this.heap;
    const act = this.activity;
    const v = heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (act[heap[parent]] >= act[v]) break;
      heap[i] = heap[parent];
      this.pos[heap[i]] = i;
      i = parent;
    }
    heap[i] = v;
    this.pos[v] = i;
  }

  /** Takes out the most active variable (the heap must not be empty). */
  pop(): number {
    const heap = this.heap;
    const act = this.activity;
    const top = heap[0];
    this.pos[top] = -1;
    const last = heap[--this.size];
    if (this.size > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= this.size) break;
        const r = l + 1;
        const child = r < this.size && act[heap[r]] > act[heap[l]] ? r : l;
        if (act[heap[child]] <= act[last]) break;
        heap[i] = heap[child];
        this.pos[heap[i]] = i;
        i = child;
      }
      heap[i] = last;
      this.pos[last] = i;
    }
    return top;
  }
}
