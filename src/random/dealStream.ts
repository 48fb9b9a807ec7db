/**
 * The deal's random numbers: SHA-256 in counter mode, keyed by the seed's digest. Unlike sfc32
 * (`prng.ts`, kept for bots and simulations, where speed matters and secrecy does not), no number
 * of cards seen tells anything about the cards not seen: recovering the rest of the deal means
 * finding the 256-bit key, that is the seed itself.
 *
 * The construction, so that anyone can deal a seed again with any SHA-256 (the known-answer test
 * does it with Node's OpenSSL):
 * - key = SHA-256(`"burraco/deal\0"` ‖ the seed's bytes, see `seedBytes`);
 * - block i (i = 0, 1, 2, …) = SHA-256(key ‖ i as 4 bytes, big-endian): 32 bytes each;
 * - the numbers are the blocks' bytes read two at a time (16 bits, big-endian), in order;
 * - a number below n: the next 16-bit value v, kept when v < n·⌊65536 / n⌋ (then v mod n), else
 *   drawn again (rejection, so no value is more likely than another);
 * - the deck (ids 0–107 in order) is shuffled by Fisher–Yates from the top: for i from 107 down to
 *   1, swap position i with position `below(i + 1)`.
 * @module
 */

import { type Seed, seedDigest } from "./seed.js";
import { compress, SHA256_INIT } from "./sha256.js";
import { shuffleInPlace } from "./shuffle.js";

/** The bit length of a 36-byte message (the key and the counter), SHA-256's last padding word. */
const MESSAGE_BITS = 36 * 8;

/**
 * A stream of unbiased numbers for one deal. Stateful (it is used once, inside the deal, and
 * never stored): a fresh stream for every deal.
 * @internal
 */
class DealStream {
  readonly #key: Uint32Array;
  readonly #w = new Uint32Array(64);
  readonly #block = new Uint32Array(8);
  #counter = 0;
  /** The next 16-bit half of the block to use; 16 means the block is used up. */
  #half = 16;

  /** Trusts `seed` to be a {@link Seed} (check untrusted ones with `parseSeed`). */
  constructor(seed: Seed) {
    const digest = seedDigest("deal", seed);
    const view = new DataView(digest.buffer, digest.byteOffset, 32);
    this.#key = new Uint32Array(8);
    for (let i = 0; i < 8; i++) this.#key[i] = view.getUint32(i * 4);
  }

  /** The next block: SHA-256 of the key and the counter, one compression (the message fits one block). */
  #refill(): void {
    const w = this.#w;
    w.set(this.#key);
    w[8] = this.#counter++;
    w[9] = 0x80000000;
    w.fill(0, 10, 15);
    w[15] = MESSAGE_BITS;
    const h = this.#block;
    h.set(SHA256_INIT);
    compress(h, w);
    this.#half = 0;
  }

  /** The next 16-bit number of the stream. */
  next16(): number {
    if (this.#half === 16) this.#refill();
    const word = this.#block[this.#half >>> 1] as number;
    const value = (this.#half & 1) === 0 ? word >>> 16 : word & 0xffff;
    this.#half++;
    return value;
  }

  /**
   * A whole number in `[0, n)`, every value equally likely (rejection sampling). Trusts `n` to be
   * a whole number from 1 to 65,536.
   */
  below(n: number): number {
    const limit = 65536 - (65536 % n);
    for (;;) {
      const v = this.next16();
      if (v < limit) return v % n;
    }
  }
}

/**
 * A shuffled copy of `items` (Fisher–Yates, from the top) drawn from the deal stream of `seed`.
 * The input is not changed. Trusts its arguments: at most 65,536 items and a {@link Seed}.
 * @internal
 */
export function dealShuffle<T>(items: readonly T[], seed: Seed): T[] {
  const stream = new DealStream(seed);
  return shuffleInPlace(items.slice(), (n) => stream.below(n));
}

/**
 * The fingerprint of the seed that dealt a hand, kept in the state (`HandState.dealId`): the first
 * 128 bits of SHA-256 of the seed under its own label, as four 32-bit words. It tells which seed
 * dealt the hand (a match checks that a finished hand is the one it dealt) and, like the
 * commitment, nothing about the cards or the seed.
 * @internal
 */
export function dealFingerprint(seed: Seed): DealId {
  const digest = seedDigest("deal-id", seed);
  const view = new DataView(digest.buffer, digest.byteOffset, 16);
  return [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
}

/**
 * Which seed dealt a hand (`HandState.dealId`): four 32-bit words of a digest of the seed, which
 * tell nothing about the cards or the seed; `[0, 0, 0, 0]` for a hand set up from a scenario.
 * @example
 * const id: DealId | undefined = newHand({ seed: "table-7" }).value?.dealId;
 * id?.length; // 4
 * JSON.stringify(newHand({ seed: "table-7" }).value?.dealId) === JSON.stringify(id); // true: same seed, same id
 */
export type DealId = readonly [number, number, number, number];
