/**
 * Cards named as players say them: "7 di cuori", "asso di picche", "jolly"; "7 of hearts", "joker".
 * @module
 */
import { type CardId, isCardId, isJoker, rankOf, suitOf } from "../cards/card.js";
import { isLocale, type Locale } from "./locale.js";

const RANKS: Readonly<Record<Locale, readonly string[]>> = {
  it: ["jolly", "asso", "2", "3", "4", "5", "6", "7", "8", "9", "10", "fante", "donna", "re"],
  en: ["joker", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"],
};
// Suit order of the card tables: ♠ ♥ ♦ ♣.
const SUITS: Readonly<Record<Locale, readonly string[]>> = {
  it: ["picche", "cuori", "quadri", "fiori"],
  en: ["spades", "hearts", "diamonds", "clubs"],
};
const OF: Readonly<Record<Locale, string>> = { it: "di", en: "of" };

/**
 * The name of a rank (1 = ace … 13 = king, 0 = joker) in a locale.
 * @example
 * rankName(1, "it");  // "asso"
 * rankName(13, "en"); // "king"
 */
export function rankName(rank: number, locale: Locale): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  return RANKS[lang][rank] ?? String(rank);
}

/**
 * The name of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣) in a locale.
 * @example
 * suitName(1, "it"); // "cuori"
 */
export function suitName(suit: number, locale: Locale): string {
  const lang: Locale = isLocale(locale) ? locale : "en";
  return SUITS[lang][suit] ?? String(suit);
}

/**
 * A card's full name: `"7 di cuori"`, `"asso di picche"`, `"jolly"`; `"7 of hearts"`, `"joker"`.
 * Anything that is not a card id gives `"?"`.
 * @example
 * cardName(cardId(7, 1), "it"); // "7 di cuori"
 * cardName(104, "en");          // "joker"
 */
export function cardName(id: CardId, locale: Locale): string {
  if (!isCardId(id)) return "?";
  const lang: Locale = isLocale(locale) ? locale : "en";
  if (isJoker(id)) return RANKS[lang][0] as string;
  return `${rankName(rankOf(id), lang)} ${OF[lang]} ${suitName(suitOf(id), lang)}`;
}
