/**
 * The generator's random source: the same seed gives the same numbers on every machine, operating
 * system and Node version (Math.random is seeded by the process, and its algorithm is V8's choice).
 *
 * Two small, published algorithms, both from integer arithmetic that JavaScript defines exactly
 * (Math.imul, 32-bit shifts, `>>> 0`), so no floating point enters the numbers:
 * - cyrb128 (bryc, "PRNGs in JavaScript", public domain) hashes the seed string, code unit by code
 *   unit, into four 32-bit words;
 * - sfc32, Chris Doty-Humphrey's Small Fast Counting generator from PractRand (it passes PractRand
 *   and BigCrush), turns them into a stream of 32-bit numbers; it is warmed up by 15 draws.
 * Each puzzle of a batch has its own stream, hashed from the seed and its index alone, so puzzle k
 * is the same whichever thread makes it, and whatever was made before it.
 */

/** The four 32-bit words of cyrb128's hash of a string. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** The stream of `key` (for the generator: the seed and the puzzle's index, see forPuzzle). */
  constructor(key: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(key);
    for (let k = 0; k < 15; k++) this.next();
  }

  /** The stream of puzzle `index` (0-based) of the batch of `seed`. JSON keeps the two apart
   * whatever characters the seed holds ("a", 12 and "a1", 2 are different keys). */
  static forPuzzle(seed: string, index: number): Random {
    return new Random(JSON.stringify(["strimko-generate", seed, index]));
  }

  /** The next 32-bit number of sfc32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A whole number from 0 to k - 1 (k ≤ 2^32; the bias of the multiply is below k / 2^32). */
  below(k: number): number {
    return Math.floor((this.next() * k) / 4294967296);
  }

  /** True with probability p (a multiple of 1/2^32). */
  chance(p: number): boolean {
    return this.next() < p * 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** 0 .. k - 1 in a random order. */
  order(k: number): number[] {
    return this.shuffle(Array.from({ length: k }, (_, i) => i));
  }
}
