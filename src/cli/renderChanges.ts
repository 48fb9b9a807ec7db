/**
 * What `burraco play` shows at the player's turn: the whole table on the first turn of a hand,
 * then only what changed since the player's last turn (the bots' moves themselves are printed as
 * they are made).
 * @module
 */

import { formatCards } from "../cards/notation.js";
import type { Locale } from "../i18n/locale.js";
import { seatsOfSide } from "../state/seats.js";
import type { HandState } from "../state/types.js";
import type { PlayTexts } from "./playTexts.js";
import { formatMeld, seatName, sideName } from "./renderCards.js";

/**
 * The melds that are new or grew between `before` and `now`, side by side, or one line saying none
 * did.
 */
export function renderMeldChanges(before: HandState, now: HandState, t: PlayTexts, lang: Locale = "en"): string[] {
  const players = now.held.length;
  const lines: string[] = [];
  now.melds.forEach((melds, side) => {
    const seats = seatsOfSide(now, side);
    if (seats.length === 0) return;
    const old = before.melds[side] ?? [];
    melds.forEach((meld, i) => {
      const was = old[i];
      if (was !== undefined && was.cards.length === meld.cards.length) return;
      const how = was === undefined ? t.newMeld : t.grownMeld;
      lines.push(`    ${sideName(seats, players, lang)} ${i + 1}. ${formatMeld(meld, lang)} (${how})`);
    });
  });
  return lines.length === 0 ? [`  ${t.noMeldChanged}`] : [`  ${t.changedMelds}:`, ...lines];
}

/**
 * The cards every player knows the other seats hold (taken from the discard pile, R14.2), one
 * line, or none when nobody holds a known card.
 */
export function renderKnown(state: HandState, viewer: number, t: PlayTexts, lang: Locale = "en"): string[] {
  const players = state.held.length;
  const known = state.known
    .map((cards, seat) =>
      seat === viewer || cards.length === 0 ? null : `${seatName(seat, players, lang)} ${formatCards(cards)}`,
    )
    .filter((x) => x !== null);
  return known.length === 0 ? [] : [`  ${t.knownCards}: ${known.join(" · ")}`];
}
