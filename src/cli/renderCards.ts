/**
 * Cards, melds, seats and sides as a Burraco player reads them: card notation with suit letters
 * (7H, 10D, JK), hands sorted by suit and rank, wildcards shown with the card they stand for.
 * @module
 */
import { type CardId, cardId, isWildcard, RANK, SUIT } from "../cards/card.js";
import { formatCard } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { burracoClassName } from "../i18n/scoreLabels.js";
import { seatNames } from "../i18n/seating.js";
import type { Meld } from "../state/types.js";
import { cardIn, cardsIn } from "./cardLetters.js";

/**
 * A seat's name by compass point, the library's one seating (`seatNames`): seat 0 sits South and
 * play goes round South, West, North, East (with three players South, West, East; with two South
 * and North); in Italian Sud, Ovest, Nord, Est.
 */
export function seatName(seat: number, players: number, lang: Locale = "en"): string {
  return seatNames(players, lang)[seat] ?? `#${seat}`;
}

/**
 * A side's name from its seats, partners as players say them: "North–South", "East–West" (North
 * and East first), or one seat's name.
 */
export function sideName(seats: readonly number[], players: number, lang: Locale = "en"): string {
  // In the order of play from seat 0 (South, West, North, East), North and East come first.
  const order = (s: number): number => (players === 4 ? (s + 2) % 4 : s);
  return seats
    .slice()
    .sort((a, b) => order(a) - order(b))
    .map((s) => seatName(s, players, lang))
    .join("–");
}

function displayKey(id: CardId): number {
  if (isWildcard(id)) return 1000 + (RANK[id] === 0 ? 10 : (SUIT[id] as number)); // 2s, then jokers, last
  return (SUIT[id] as number) * 100 + (RANK[id] === 1 ? 14 : (RANK[id] as number));
}

/**
 * The order of a sorted hand, as a comparator: by suit (S H D C), low to high with the ace high,
 * then the 2s and the jokers.
 */
export function handOrder(a: CardId, b: CardId): number {
  return displayKey(a) - displayKey(b) || a - b;
}

/**
 * A hand in card notation, sorted as a player holds it: by suit (S H D C), low to high with the
 * ace high, then the 2s and the jokers.
 */
export function formatHand(hand: readonly CardId[], lang: Locale = "en"): string {
  return cardsIn(hand.slice().sort(handOrder), lang);
}

/**
 * A meld in table order, its acting wildcard followed by what it stands for (`JK=7C` in a run,
 * `2H=7` in a set), and its burraco class if it is one.
 */
export function formatMeld(meld: Meld, lang: Locale = "en"): string {
  const cards = meld.cards.map((id) => {
    if (id !== meld.wildcard || meld.wildcardRank === null) return cardIn(id, lang);
    const stands =
      meld.kind === "run" && meld.suit !== null
        ? cardIn(cardId(meld.wildcardRank, meld.suit), lang)
        : rankName(meld.wildcardRank);
    return `${cardIn(id, lang)}=${stands}`;
  });
  return cards.join(" ") + (meld.burraco === null ? "" : `  (${burracoClassName(meld.burraco, lang)})`);
}

function rankName(rank: number): string {
  return formatCard(cardId(rank, 0)).slice(0, -1);
}
