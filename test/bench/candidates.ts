/**
 * The meld candidates the meld benchmarks analyse (`melds.bench.ts`, `trust.ts`): built by a seeded
 * LCG, so every run and every build measures the same cards.
 * @module
 */
import { cardId } from "burraco";

type CardId = number;

/** Candidates per batch. */
export const BATCH = 10_000;

/** A tiny deterministic LCG (Numerical Recipes constants); `below(n)` is in 0…n−1. */
export function lcg(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 0x1_0000_0000) * n);
  };
}

/** `count` candidates of 3–14 distinct random card ids. */
export function randomCandidates(seed: number, count = BATCH): CardId[][] {
  const below = lcg(seed);
  const batch: CardId[][] = [];
  for (let i = 0; i < count; i++) {
    const n = 3 + below(12);
    const cards: CardId[] = [];
    while (cards.length < n) {
      const id = below(108);
      if (!cards.includes(id)) cards.push(id);
    }
    batch.push(cards);
  }
  return batch;
}

function shuffle(cards: CardId[], below: (n: number) => number): CardId[] {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = cards[i] as CardId;
    cards[i] = cards[j] as CardId;
    cards[j] = t;
  }
  return cards;
}

/**
 * `count` valid runs and sets of 3–9 cards, half of them with one wildcard (a joker or a foreign 2);
 * `isMeld` is the engine that keeps only what the generator meant.
 */
export function plausibleMelds(seed: number, isMeld: (cards: CardId[]) => boolean, count = BATCH): CardId[][] {
  const below = lcg(seed);
  const batch: CardId[][] = [];
  while (batch.length < count) {
    const withWild = below(2) === 1;
    const wildcard = below(2) === 0 ? 104 + below(4) : -1;
    let cards: CardId[];
    if (below(2) === 0) {
      // A run: suit, span within A…K or 2…A.
      const suit = below(4);
      const length = 3 + below(withWild ? 6 : 7);
      const start = 1 + below(14 - length + 1);
      cards = [];
      for (let p = start; p < start + length; p++) cards.push(cardId(p === 14 ? 1 : p, suit, below(2)));
      if (withWild) {
        const wild = wildcard >= 0 ? wildcard : cardId(2, (suit + 1 + below(3)) % 4, below(2));
        if (below(2) === 0) cards[below(cards.length)] = wild;
        else cards.push(wild);
      }
    } else {
      // A set: rank A or 3–K, 3–8 of its 8 copies.
      const ranks = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
      const rank = ranks[below(ranks.length)] ?? 7;
      const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7], below).slice(0, 3 + below(6));
      cards = copies.map((c) => cardId(rank, c % 4, c >> 2));
      if (withWild) cards.push(wildcard >= 0 ? wildcard : cardId(2, below(4), below(2)));
    }
    // Keep only what the generator meant (a start too close to the ace may leave no room).
    if (isMeld(cards) && cards.length >= 3 && cards.length <= 9) batch.push(shuffle(cards, below));
  }
  return batch;
}
