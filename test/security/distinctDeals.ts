/**
 * How many different deals N random 128-bit seeds give: each deal's whole deck order is kept as a
 * compact fingerprint (108 card ids as 108 characters) in a set. Run as a script for the issue's
 * 300,000 seeds (`npm run deals:distinct`); the test suite runs a smaller count.
 */
import { randomSeed } from "burraco";
import { dealShuffle, fullDeck } from "../helpers/internal.js";

/** The number of distinct deck orders dealt from `count` fresh random seeds. */
export function distinctDeals(count: number): number {
  const seen = new Set<string>();
  const deck = fullDeck();
  for (let i = 0; i < count; i++) {
    // The deal itself: the SHA-256 counter-mode shuffle newHand deals with (issue 18, F1).
    const order = dealShuffle(deck, randomSeed());
    seen.add(String.fromCharCode(...order));
  }
  return seen.size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 300_000);
  const start = performance.now();
  const distinct = distinctDeals(count);
  const seconds = (performance.now() - start) / 1000;
  console.log(`${count} random 128-bit seeds gave ${distinct} distinct deals (${seconds.toFixed(1)} s)`);
  process.exitCode = distinct === count ? 0 : 1;
}
