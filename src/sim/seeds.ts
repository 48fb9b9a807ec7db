/**
 * Seeds of a simulation: each hand's deal and each seat's bot get their own seed, derived from the
 * simulation's seed and the hand's index, so any hand can be replayed alone.
 * @module
 */
import type { Seed } from "../random/seed.js";

/**
 * A simulation seed folded to 32 bits (FNV-1a over its text; whole numbers up to 2^32 − 1 are kept
 * as they are, so `playHand({ seed: 7 })` deals like `newHand({ seed: 7 })`). Simulations need
 * reproducible deals, not secret ones: a game server deals with {@link newHand} and a secret seed.
 * Trusts `seed` to be a {@link Seed}.
 */
export function seed32(seed: Seed): number {
  if (typeof seed === "number" && Number.isSafeInteger(seed) && seed >= 0 && seed <= 0xffffffff) return seed >>> 0;
  const text = seed instanceof Uint8Array ? String.fromCharCode(...seed) : String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// murmur3's finaliser: a bijection on 32 bits that spreads every input bit over the output.
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The deal seed of hand `index` (0-based) of a simulation or deal `index` of an arena: a 32-bit
 * number, reproducible rather than secret (a match's hands get secret HMAC seeds instead, see
 * `matchHandSeed`). `newHand({ seed: dealSeed(seed, i), … })` deals exactly the cards that hand
 * `i` of `simulate({ seed, … })` was dealt.
 * Trusts its arguments: a {@link Seed} and a hand index.
 * @example
 * dealSeed(1, 0); // a fixed 32-bit number
 * dealSeed(1, 0) === dealSeed(1, 0); // true
 */
export function dealSeed(seed: Seed, index: number): number {
  return fmix32(seed32(seed) ^ fmix32(Math.imul(index + 1, 0x9e3779b9)));
}

/**
 * The seed of a seat's bot PRNG in a hand, from the hand's deal seed (any seed `newHand`
 * takes): separate from the deal, and separate for each seat, so changing one seat's bot does not
 * change the others' choices.
 * @example
 * const rng = seedRng(botSeed(dealSeed(1, 0), 2)); // seat 2's PRNG in the first hand
 * botSeed("club-night", 0) === botSeed("club-night", 0); // true: string seeds work too
 */
export function botSeed(dealSeed: Seed, seat: number): number {
  return fmix32((seed32(dealSeed) ^ Math.imul(seat + 1, 0x632be5ab)) + 0x7f4a7c15);
}
