/**
 * Cards on screen: a face (rank and suit symbol), a colour, and the order of a hand.
 */
import { type CardId, cardId, formatCard, isJoker, isWildcard, rankOf, suitOf } from "burraco";

const SUITS = ["♠", "♥", "♦", "♣"];

/** The rank a card of rank number `rank` shows (1 = A … 13 = K), from the library's card notation. */
export function rankLabel(rank: number): string {
  return formatCard(cardId(rank as 1, 0)).slice(0, -1);
}

/** The rank and suit a card shows (`["7", "♥"]`; a joker shows a star). */
export function faceOf(id: CardId): readonly [rank: string, suit: string] {
  if (isJoker(id)) return ["★", ""];
  return [formatCard(id).slice(0, -1), SUITS[suitOf(id)] ?? "?"];
}

/** Cards as faces: "7♥ 8♥ 9♥". */
export function cardsText(ids: readonly CardId[]): string {
  return ids.map((id) => faceOf(id).join("")).join(" ");
}

/** Whether a card is printed in red (hearts, diamonds, and the jokers). */
export function isRed(id: CardId): boolean {
  return isJoker(id) || suitOf(id) === 1 || suitOf(id) === 2;
}

// As players hold them: by suit (♠ ♥ ♦ ♣), low to high with the ace high, the wildcards last.
function handKey(id: CardId): number {
  if (isWildcard(id)) return 1000 + (isJoker(id) ? 10 : suitOf(id));
  const rank = rankOf(id);
  return suitOf(id) * 100 + (rank === 1 ? 14 : rank);
}

/** A hand sorted by suit and rank, wildcards (2s and jokers) at the end. */
export function sortHand(hand: readonly CardId[]): CardId[] {
  return hand.slice().sort((a, b) => handKey(a) - handKey(b) || a - b);
}
