// The soak's seeded randomness: the same seed gives the same puzzles on every machine
// (no Math.random, no floating-point steps that differ between engines of JavaScript).
// The same two public algorithms as the generator's (src/generate/random.ts), written here again on
// purpose: the soak imports nothing of the code it checks, so a change there cannot change which
// puzzles a soak seed makes, and a soak reported in docs/tests.md stays reproducible.

/** A 128-bit hash of a string (cyrb128), as four 32-bit words: the seed of sfc32. */
function hash128(text) {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
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

/**
 * A generator seeded from a string (sfc32 on its hash). `int(k)` is a whole number 0..k-1,
 * `pick(list)` an element, `shuffle(list)` a shuffled copy, `chance(percent)` a yes with that
 * probability.
 */
export function rng(seedText) {
  let [a, b, c, d] = hash128(String(seedText));
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: the first outputs of sfc32 still show the seed.
  for (let i = 0; i < 12; i++) next();
  const int = (k) => (k <= 1 ? 0 : next() % k);
  return {
    int,
    pick: (list) => list[int(list.length)],
    chance: (percent) => int(100) < percent,
    shuffle(list) {
      const out = list.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** The seed of puzzle `index` of a soak seeded `seed`: each puzzle can be made alone. */
export const puzzleSeed = (seed, index) => `${seed}/${index}`;
