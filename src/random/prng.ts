/**
 * A small seeded PRNG (sfc32) whose whole state is four 32-bit integers: plain data that can sit
 * inside a game state, be serialised, and give the same numbers on every platform.
 * @module
 */

import { type Seed, seedDigest } from "./seed.js";

/**
 * The PRNG state: four unsigned 32-bit integers.
 * @example
 * let rng: RngState = seedRng("bot seat 2");
 * const [die, next] = nextInt(rng, 6);
 * rng = next; // a bot returns its new state with its action
 */
export type RngState = readonly [number, number, number, number];

/**
 * The PRNG state of a seed: its whole 128 bits are the first 16 bytes of SHA-256 of the seed (see
 * `seedBytes`), so two different seeds give different states and a deal reveals nothing
 * that narrows the search below 2^128 seeds. Trusts `seed` to be a {@link Seed}: check untrusted
 * ones with `parseSeed` (newHand does).
 * @example
 * const rng = seedRng(42);
 * nextInt(rng, 6)[0] === nextInt(seedRng(42), 6)[0]; // true: same seed, same numbers
 */
export function seedRng(seed: Seed): RngState {
  const digest = seedDigest("prng", seed);
  const view = new DataView(digest.buffer, digest.byteOffset, 16);
  let state: RngState = [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
  // Warm up, as sfc32's authors advise.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/**
 * The next 32-bit number and the state after it. Pure: the input state is not changed.
 * Trusts `state` to be a PRNG state this library made ({@link seedRng}, {@link nextUint32}).
 */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/**
 * A whole number in `[0, n)` and the next state (unbiased, by rejection). For `n` below 1 (an
 * empty list to pick from) it returns 0.
 * Trusts `state` to be a PRNG state this library made; any `n` is safe.
 * @example
 * const [die, next] = nextInt(seedRng(3), 6); // a number from 0 to 5, and the state to draw the next one from
 * die >= 0 && die < 6 && Number.isInteger(die); // true
 */
export function nextInt(state: RngState, n: number): [number, RngState] {
  // n must be a whole number from 1 to 2^32; anything else gives 0 rather than looping forever.
  if (!(Number.isInteger(n) && n >= 1 && n <= 0x100000000)) return [0, nextUint32(state)[1]];
  const limit = Math.floor(0x100000000 / n) * n;
  let s = state;
  for (;;) {
    const [v, s2] = nextUint32(s);
    s = s2;
    if (v < limit) return [v % n, s];
  }
}

/**
 * A shuffled copy of `items` (Fisher–Yates) and the next state. The input is not changed.
 * Trusts its arguments: an array and a PRNG state this library made.
 */
export function shuffled<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, s2] = nextInt(s, i + 1);
    s = s2;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}
