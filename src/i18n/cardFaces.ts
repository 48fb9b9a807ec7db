/**
 * Cards as a screen shows them: a face (`7♥`, `10♦`, `★` for a joker) and the order of a hand.
 * The same in both languages: the ranks show as printed on French-suited cards (A, 2–10, J, Q, K).
 * @module
 */
import { type CardId, isCardId, isJoker, isWildcard, rankOf, suitOf } from "../cards/card.js";

const RANKS = ["★", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
// Suit order of the card tables: ♠ ♥ ♦ ♣.
const SUITS = ["♠", "♥", "♦", "♣"];

/**
 * A card's face for display: its rank as printed on the card and its suit symbol (`"7♥"`,
 * `"10♦"`, `"K♠"`), a star for a joker (`"★"`). Anything that is not a card id gives `"?"`.
 * Every text of `burraco/i18n` shows cards this way (the move list, the hint), so that a card
 * reads the same everywhere.
 * @example
 * cardFace(cardId(7, 1)); // "7♥"
 * cardFace(104);          // "★"
 * cardFace(-1);           // "?"
 */
export function cardFace(card: CardId): string {
  if (!isCardId(card)) return "?";
  return isJoker(card) ? "★" : `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}

/**
 * The cards of a list, read once by value (own data fields only: a getter never runs); `[]` for
 * anything that is not an array of at most 108 entries.
 */
function readCards(cards: unknown): unknown[] {
  try {
    if (!Array.isArray(cards)) return [];
    const n = Object.getOwnPropertyDescriptor(cards, "length")?.value;
    if (typeof n !== "number" || n > 108) return [];
    return Array.from({ length: n }, (_, i) => {
      const d = Object.getOwnPropertyDescriptor(cards, i);
      return d !== undefined && "value" in d ? d.value : undefined;
    });
  } catch {
    // A Proxy's trap threw: not a list of cards.
    return [];
  }
}

/**
 * Cards as faces, separated by spaces, in the order given: `"7♥ 8♥ 9♥"` (an entry that is not a
 * card shows `"?"`; anything but an array of at most 108 entries gives `""`).
 * @example
 * cardFaces([cardId(7, 1), cardId(8, 1), 104]); // "7♥ 8♥ ★"
 */
export function cardFaces(cards: readonly CardId[]): string {
  return readCards(cards)
    .map((id) => cardFace(id as CardId))
    .join(" ");
}

/** A card's place in a hand as shown: by suit, the ace high, then the 2s by suit, the jokers last. */
function displayKey(id: unknown): number {
  if (!isCardId(id)) return 2000;
  if (isWildcard(id)) return 1000 + (isJoker(id) ? 10 : suitOf(id));
  const rank = rankOf(id);
  return suitOf(id) * 100 + (rank === 1 ? 14 : rank);
}

/**
 * A player's cards sorted for showing, as a player holds them: by suit (♠ ♥ ♦ ♣), low to high
 * with the ace high, then the wildcards (the 2s by suit, then the jokers). A new array, read once
 * as {@link cardFaces} reads it: the argument is not changed. Entries that are not cards go last.
 * @example
 * cardFaces(displayOrder([104, cardId(1, 1), cardId(2, 0), cardId(7, 1), cardId(13, 0)])); // "K♠ 7♥ A♥ 2♠ ★"
 */
export function displayOrder(cards: readonly CardId[]): CardId[] {
  return (readCards(cards) as CardId[]).sort(
    (a, b) => displayKey(a) - displayKey(b) || (isCardId(a) && isCardId(b) ? a - b : 0),
  );
}
