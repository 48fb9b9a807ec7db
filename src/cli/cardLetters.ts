/**
 * Card notation in the player's language, one table for what `burraco demo` writes and what
 * `burraco play` reads: the ranks as printed on the cards (A, 2–10, J, Q, K) in both, the suits by
 * their initial — English S H D C, Italian P C Q F (picche, cuori, quadri, fiori). So `QC` is the
 * queen of clubs in English and the queen of hearts (regina di cuori) in Italian, written and read
 * alike by both commands.
 * @module
 */
import { type CardId, isJoker, suitOf } from "../cards/card.js";
import { formatCard } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";

/** The suit letters of each language, by the card tables' suit (0 ♠, 1 ♥, 2 ♦, 3 ♣). */
export const SUIT_LETTERS: Readonly<Record<Locale, readonly string[]>> = {
  en: ["S", "H", "D", "C"],
  it: ["P", "C", "Q", "F"],
};

/** A card in `lang`'s notation: `QC` (en) or `QF` (it) for the queen of clubs; `JK` for a joker. */
export function cardIn(id: CardId, lang: Locale): string {
  if (isJoker(id)) return formatCard(id);
  // The engine's notation is the English one: only its suit letter changes.
  return `${formatCard(id).slice(0, -1)}${SUIT_LETTERS[lang][suitOf(id)] ?? "?"}`;
}

/** Cards in `lang`'s notation, separated by spaces. */
export function cardsIn(ids: readonly CardId[], lang: Locale): string {
  return ids.map((id) => cardIn(id, lang)).join(" ");
}
