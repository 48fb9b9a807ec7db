/**
 * Seeds: what a deal is made from, reduced to bytes without losing any of it, then hashed.
 * @module
 */
import { hmacSha256, sha256 } from "./sha256.js";

/**
 * A seed: a string, a byte array or a number, of any length up to {@link MAX_SEED_LENGTH}. The same
 * seed always deals the same cards on every platform; every bit of it counts (it is hashed with
 * SHA-256), so a secret seed of 128 random bits ({@link randomSeed}) makes a deal that cannot be
 * guessed from what a player sees.
 * @example
 * const seeds: Seed[] = ["table-7", 2026, new Uint8Array([1, 2, 3])];
 * seeds.every((seed) => newHand({ seed }).ok); // true
 */
export type Seed = string | number | Uint8Array;

/**
 * The longest seed: 1,000 characters of a string, or 1,000 bytes.
 * @example
 * parseSeed("x".repeat(MAX_SEED_LENGTH + 1)).ok; // false
 */
export const MAX_SEED_LENGTH = 1000;

const TEXT = 0x73; // "s"
const NUMBER = 0x6e; // "n"
const BYTES = 0x62; // "b"

/**
 * The bytes a seed stands for: a type tag, then the UTF-8 text of a string, the shortest decimal
 * text of a number (`String(n)`), or the bytes themselves. So `"7"`, `7` and `[7]` are three
 * different seeds. Trusts `seed` to be a {@link Seed} (check untrusted ones with `parseSeed`).
 */
export function seedBytes(seed: Seed): Uint8Array {
  if (seed instanceof Uint8Array) return tagged(BYTES, seed);
  if (typeof seed === "number") return tagged(NUMBER, utf8(String(seed)));
  return tagged(TEXT, utf8(String(seed)));
}

/**
 * UTF-8 bytes of a text, with the platform's encoder.
 * @internal
 */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/**
 * Lowercase hexadecimal text of bytes.
 * @internal
 */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const b of bytes) hex += (b < 16 ? "0" : "") + b.toString(16);
  return hex;
}

function tagged(tag: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 1);
  out[0] = tag;
  out.set(body, 1);
  return out;
}

/**
 * A fresh secret seed: 128 bits from `globalThis.crypto.getRandomValues` (Node ≥ 20, browsers),
 * as 32 hexadecimal characters. Keep it on the server until the hand is over.
 * @example
 * const seed = randomSeed(); // e.g. "9f2c…" (32 characters)
 */
export function randomSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * SHA-256 of a seed's bytes under a purpose label, so the PRNG, the commitment and the match's
 * hand seeds never share a hash input.
 * @internal
 */
export function seedDigest(purpose: string, seed: Seed): Uint8Array {
  const label = utf8(`burraco/${purpose}\0`);
  const body = seedBytes(seed);
  const input = new Uint8Array(label.length + body.length);
  input.set(label);
  input.set(body, label.length);
  return sha256(input);
}

/**
 * HMAC-SHA-256 of `message` keyed by a seed's bytes: hex text.
 * @internal
 */
export function keyedDigest(key: Seed, message: string): string {
  return toHex(hmacSha256(seedBytes(key), utf8(message)));
}
