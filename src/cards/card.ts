/**
 * Card ids and their lookup tables (RULES.md §1).
 *
 * A card is a small integer, 0–107: ids 0–103 are the two French decks (copy 0 then copy 1; within a
 * copy, suits ♠ ♥ ♦ ♣ of 13 cards each, A…K), ids 104–107 the four jokers. Tables, not objects,
 * so that hands and piles stay plain arrays of numbers and every lookup is one array read.
 * @module
 */

/**
 * A card id, 0–107 (R1.1).
 * @example
 * const hand: CardId[] = parseCards("4C 5C 6C").value ?? [];
 * hand; // [42, 43, 44]
 */
// `number & {}` is any number still, but the compiler keeps the alias's name where it is used, so
// signatures in the API docs read `CardId` rather than `number` (an alias of a bare `number` is
// shown as `number`).
export type CardId = number & {};

/**
 * Rank of a natural card: 1 = ace, 2–10, 11 = J, 12 = Q, 13 = K; 0 for a joker.
 * @example
 * const rank: Rank = rankOf(cardId(12, 2)); // 12: a queen
 */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/**
 * Suit index: 0 ♠ (S), 1 ♥ (H), 2 ♦ (D), 3 ♣ (C); 4 for a joker.
 * @example
 * const suit: Suit = suitOf(parseCards("QD").value?.[0] ?? 0); // 2: diamonds
 */
export type Suit = 0 | 1 | 2 | 3 | 4;

/** Number of cards in play (R1.1). */
export const DECK_SIZE = 108;
/** First joker id; 104–107 are the jokers. */
export const FIRST_JOKER = 104;

const rankTable = new Uint8Array(DECK_SIZE);
const suitTable = new Uint8Array(DECK_SIZE);
const pointsTable = new Uint8Array(DECK_SIZE);

// R1.2: joker 30 · any 2 20 · ace 15 · K Q J 10 9 8 → 10 · 7 6 5 4 3 → 5.
function pointsOfRank(rank: number): number {
  if (rank === 0) return 30;
  if (rank === 2) return 20;
  if (rank === 1) return 15;
  return rank >= 8 ? 10 : 5;
}

for (let id = 0; id < DECK_SIZE; id++) {
  if (id >= FIRST_JOKER) {
    rankTable[id] = 0;
    suitTable[id] = 4;
  } else {
    const within = id % 52;
    rankTable[id] = (within % 13) + 1;
    suitTable[id] = Math.floor(within / 13);
  }
  pointsTable[id] = pointsOfRank(rankTable[id] ?? 0);
}

/** Rank of each card id (0 for jokers). Indexed by {@link CardId}. */
export const RANK: Readonly<Uint8Array> = rankTable;
/** Suit of each card id (4 for jokers). Indexed by {@link CardId}. */
export const SUIT: Readonly<Uint8Array> = suitTable;
/** Points of each card id (R1.2). Indexed by {@link CardId}. */
export const POINTS: Readonly<Uint8Array> = pointsTable;

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
 * pointsOf(104); // 30: a joker
 * pointsOf(cardId(1, 0)); // 15: an ace
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

/** The four jokers' ids. */
export const JOKERS: readonly CardId[] = [104, 105, 106, 107];
