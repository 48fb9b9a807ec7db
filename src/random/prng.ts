/**
 * A small seeded PRNG (sfc32) whose whole state is four 32-bit integers: plain data that can sit
 * inside a game state, be serialised, and give the same numbers on every platform.
 * @module
 */

import { type Seed, seedDigest } from "./seed.js";
import { shuffleInPlace } from "./shuffle.js";

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
  const rand = new Rand([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]);
  // Warm up, as sfc32's authors advise.
  for (let i = 0; i < 12; i++) rand.uint32();
  return rand.state();
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
  const rand = new Rand(state);
  // n must be a whole number from 1 to 2^32; anything else gives 0 rather than looping forever.
  if (!(Number.isInteger(n) && n >= 1 && n <= 0x100000000)) {
    rand.uint32();
    return [0, rand.state()];
  }
  const value = rand.int(n);
  return [value, rand.state()];
}

/**
 * A shuffled copy of `items` (Fisher–Yates) and the next state. The input is not changed.
 * Trusts its arguments: an array and a PRNG state this library made.
 */
export function shuffled<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const rand = new Rand(state);
  const out = shuffleInPlace(items.slice(), (n) => rand.int(n));
  return [out, rand.state()];
}

/**
 * sfc32 as a mutable generator, the one place its step is written: the pure functions above
 * wrap it, and loops that draw millions of numbers (the search bot's playouts) use it directly
 * rather than allocate a tuple and a state for each number. The pure functions draw through it,
 * so both give the same numbers from the same state; {@link Rand.state} turns it back into plain data.
 */
export class Rand {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The next 32-bit number. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A whole number in `[0, n)`, for `n` from 1 to 2^32 (unbiased, by rejection). */
  int(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const v = this.uint32();
      if (v < limit) return v % n;
    }
  }

  /** The generator's state as plain data. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
