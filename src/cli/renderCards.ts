/**
 * Cards, melds, seats and sides as a Burraco player reads them: card notation with suit letters
 * (7H, 10D, JK), hands sorted by suit and rank, wildcards shown with the card they stand for.
 * @module
 */
import { type CardId, cardId, isWildcard, RANK, SUIT } from "../cards/card.js";
import { formatCard, formatCards } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { burracoClassName } from "../i18n/scoreLabels.js";
import type { Meld } from "../state/types.js";
import { CLI_TEXTS } from "./texts.js";

/**
 * A seat's name: North, East, South, West with four players (North–South against East–West);
 * "Seat n" otherwise; in Italian Nord, Est, Sud, Ovest or "Posto n".
 */
export function seatName(seat: number, players: number, lang: Locale = "en"): string {
  const t = CLI_TEXTS[lang];
  return players === 4 ? (t.seatNames[seat] ?? t.seat(seat)) : t.seat(seat);
}

/**
 * A side's name from its seats: "North–South", or "Seat 1" for a lone player.
 */
export function sideName(seats: readonly number[], players: number, lang: Locale = "en"): string {
  return seats.map((s) => seatName(s, players, lang)).join("–");
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
export function formatHand(hand: readonly CardId[]): string {
  return formatCards(hand.slice().sort(handOrder));
}

/**
 * A meld in table order, its acting wildcard followed by what it stands for (`JK=7C` in a run,
 * `2H=7` in a set), and its burraco class if it is one.
 */
export function formatMeld(meld: Meld, lang: Locale = "en"): string {
  const cards = meld.cards.map((id) => {
    if (id !== meld.wildcard || meld.wildcardRank === null) return formatCard(id);
    const stands =
      meld.kind === "run" && meld.suit !== null
        ? formatCard(cardId(meld.wildcardRank, meld.suit))
        : rankName(meld.wildcardRank);
    return `${formatCard(id)}=${stands}`;
  });
  return cards.join(" ") + (meld.burraco === null ? "" : `  (${burracoClassName(meld.burraco, lang)})`);
}

function rankName(rank: number): string {
  return formatCard(cardId(rank, 0)).slice(0, -1);
}
