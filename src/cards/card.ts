/**
 * Card ids and their lookup tables (RULES.md §1).
 *
 * A card is a small integer, 0–107: ids 0–103 are the two French decks (copy 0 then copy 1; within a
 * copy, suits ♠ ♥ ♦ ♣ of 13 cards each, A…K), ids 104–107 the four jokers. Tables, not objects,
 * so that hands and piles stay plain arrays of numbers and every lookup is one array read.
 * @module
 */

/** A card id, 0–107 (R1.1). */
export type CardId = number;

/** Rank of a natural card: 1 = ace, 2–10, 11 = J, 12 = Q, 13 = K; 0 for a joker. */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** Suit index: 0 ♠ (S), 1 ♥ (H), 2 ♦ (D), 3 ♣ (C); 4 for a joker. */
export type Suit = 0 | 1 | 2 | 3 | 4;

import { COPY, POINTS, RANK, SUIT } from "./tables.js";

/** Number of cards in play (R1.1). */
export const DECK_SIZE = 108;
/** First joker id; 104–107 are the jokers. */
export const FIRST_JOKER = 104;

/**
 * Which copy a card is: 0 or 1 for the two decks, 0–3 for the jokers.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * copyOf(52); // 1
 */
export function copyOf(id: CardId): number {
  return COPY[id] ?? 0;
}

/**
 * Whether `value` is a card id: an integer from 0 to 107.
 * @example
 * isCardId(104); // true (a joker)
 * isCardId(108); // false
 */
export function isCardId(value: unknown): value is CardId {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

/**
 * The rank of a card: 1 = ace … 13 = king, 0 for a joker.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * rankOf(cardId(7, 1)); // 7
 */
export function rankOf(id: CardId): Rank {
  return (RANK[id] ?? 0) as Rank;
}

/**
 * The suit of a card: 0 ♠, 1 ♥, 2 ♦, 3 ♣, 4 for a joker.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * suitOf(cardId(7, 1)); // 1
 */
export function suitOf(id: CardId): Suit {
  return (SUIT[id] ?? 4) as Suit;
}

/**
 * The points a card is worth, melded or left in hand (R1.2).
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * pointsOf(JOKERS[0]); // 30
 */
export function pointsOf(id: CardId): number {
  return POINTS[id] ?? 0;
}

/**
 * Whether a card is a joker.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * isJoker(104); // true
 */
export function isJoker(id: CardId): boolean {
  return id >= FIRST_JOKER;
}

/**
 * Whether a card can act as a wildcard: a joker or any 2 (R4.3). A 2 may still be natural in a run
 * of its own suit (R4.4): that is decided by meld analysis.
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * isWildcard(cardId(2, 0)); // true
 */
export function isWildcard(id: CardId): boolean {
  return id >= FIRST_JOKER || RANK[id] === 2;
}

/**
 * The id of a natural card from its rank (1–13), suit (0–3) and deck copy (0 or 1).
 * Trusts its arguments: a rank 1–13, a suit 0–3 and a copy 0 or 1.
 * @example
 * cardId(1, 0);    // 0, the ace of spades of the first deck
 * cardId(13, 3, 1); // 103, the king of clubs of the second deck
 */
export function cardId(rank: number, suit: number, copy = 0): CardId {
  return copy * 52 + suit * 13 + (rank - 1);
}

/** The four jokers' ids (frozen). */
export const JOKERS: readonly CardId[] = Object.freeze([104, 105, 106, 107]);

/**
 * Cards that are interchangeable with `id` for play: the same rank and suit from the other deck, or
 * every other joker (R3.3: "for a joker, any other joker is its twin").
 * Trusts its argument to be a card id, 0–107 (check untrusted values with {@link isCardId}).
 * @example
 * twinsOf(cardId(7, 1)); // [cardId(7, 1, 1)]
 */
export function twinsOf(id: CardId): CardId[] {
  if (id >= FIRST_JOKER) return JOKERS.filter((j) => j !== id);
  return [id >= 52 ? id - 52 : id + 52];
}

/**
 * Whether two cards look the same (same rank and suit, or both jokers).
 * Trusts its arguments to be card ids (check untrusted values with {@link isCardId}).
 * @example
 * sameFace(cardId(7, 1, 0), cardId(7, 1, 1)); // true
 */
export function sameFace(a: CardId, b: CardId): boolean {
  if (a >= FIRST_JOKER || b >= FIRST_JOKER) return a >= FIRST_JOKER && b >= FIRST_JOKER;
  return a % 52 === b % 52;
}
