/**
 * One turn of the demo, told as a Burraco player would tell it, and the table after it.
 * @module
 */
import type { Action } from "../actions/types.js";
import type { Locale } from "../i18n/locale.js";
import { seatsOfSide } from "../state/seats.js";
import type { HandState } from "../state/types.js";
import { cardIn, cardsIn } from "./cardLetters.js";
import { formatHand, formatMeld, seatName, sideName } from "./renderCards.js";
import { CLI_TEXTS, type CliTexts } from "./texts.js";

/**
 * The sentences of the moves, one per kind: the third person of `CLI_TEXTS` ("draws 7H from the
 * stock"), or another person's (`burraco play` tells the player's own moves in the second).
 */
export type MoveWords = Pick<
  CliTexts,
  "draws" | "picksUp" | "melds" | "attaches" | "takesPozzetto" | "discards" | "discardsLast" | "closes"
>;

/**
 * What one action did, in words: the state before and after it tell which card was drawn and how
 * an attached meld now reads.
 */
export function describeAction(
  before: HandState,
  action: Action,
  after: HandState,
  lang: Locale = "en",
  t: MoveWords = CLI_TEXTS[lang],
): string {
  switch (action.type) {
    case "draw":
      return t.draws(cardIn(before.stock[0] ?? -1, lang));
    case "pickUpDiscards":
      return t.picksUp(before.discardPile.length, cardsIn(before.discardPile, lang));
    case "meld": {
      const side = after.sides[action.seat] ?? action.seat;
      const melds = after.melds[side] ?? [];
      const meld = melds[melds.length - 1];
      return t.melds(meld === undefined ? cardsIn(action.cards, lang) : formatMeld(meld, lang));
    }
    case "attach": {
      const side = after.sides[action.seat] ?? action.seat;
      const meld = after.melds[side]?.[action.meld];
      return t.attaches(cardsIn(action.cards, lang), action.meld + 1, meld === undefined ? "" : formatMeld(meld, lang));
    }
    case "takePozzetto":
      return t.takesPozzetto(after.held[action.seat]?.length ?? 0);
    case "discard":
      return (before.held[action.seat]?.length ?? 0) === 1
        ? t.discardsLast(cardIn(action.card, lang))
        : t.discards(cardIn(action.card, lang));
    case "close":
      return t.closes(cardIn(action.card, lang));
  }
}

/**
 * The table after a turn: the acting seat's hand, the stock and the discard pile, each side's
 * melds with their burraco class, and how many cards each seat holds.
 */
export function renderTableAfter(state: HandState, seat: number, lang: Locale = "en"): string[] {
  const t = CLI_TEXTS[lang];
  const players = state.held.length;
  const hand = state.held[seat] ?? [];
  const lines: string[] = [];
  lines.push(
    `  ${seatName(seat, players, lang)} ${t.holds(hand.length)}: ${hand.length === 0 ? "—" : formatHand(hand, lang)}`,
  );
  const pile = state.discardPile;
  const top = pile[pile.length - 1];
  const held = state.held.map((h, s) => `${seatName(s, players, lang)} ${h.length}`).join(", ");
  lines.push(`  ${t.tableLine(state.stock.length, pile.length, top === undefined ? null : cardIn(top, lang), held)}`);
  state.melds.forEach((melds, side) => {
    const seats = seatsOfSide(state, side);
    if (seats.length === 0) return;
    const pozzetto = state.pozzettoTaken[side] ? t.pozzettoTaken : "";
    const label = `  ${sideName(seats, players, lang)}${pozzetto}:`;
    if (melds.length === 0) {
      lines.push(`${label} ${t.noMelds}`);
      return;
    }
    lines.push(label);
    melds.forEach((m, i) => {
      lines.push(`    ${String(i + 1).padStart(2)}. ${formatMeld(m, lang)}`);
    });
  });
  return lines;
}
