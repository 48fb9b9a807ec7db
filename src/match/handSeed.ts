/**
 * The seed of each hand of a match (R2.2).
 * @module
 */
import { keyedDigest } from "../random/seed.js";
import type { MatchSeed } from "./types.js";

/**
 * The seed of a match's hand `number` (1 for the first): HMAC-SHA-256 of `"hand/<number>"` keyed by
 * the match seed, as 64 hexadecimal characters. The same match seed always deals the same hands;
 * a hand's seed, once revealed (to verify its deal), tells nothing about the match seed or any
 * other hand's seed. Trusts its arguments (a match seed and a whole number).
 * @example
 * const seed = matchHandSeed("final", 3); // the third hand's deal seed
 * /^[0-9a-f]{64}$/.test(seed); // true
 * seed === matchHandSeed("final", 3); // true: a server can deal it again from the match seed
 */
export function matchHandSeed(seed: MatchSeed, number: number): string {
  return keyedDigest(seed, `hand/${number}`);
}
