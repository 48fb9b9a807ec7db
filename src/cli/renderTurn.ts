/**
 * One turn of the demo, told as a Burraco player would tell it, and the table after it.
 * @module
 */
import type { Action } from "../actions/types.js";
import { formatCard, formatCards } from "../cards/notation.js";
import { seatsOfSide } from "../state/seats.js";
import type { HandState } from "../state/types.js";
import { formatHand, formatMeld, seatName, sideName } from "./renderCards.js";

/**
 * What one action did, in words: the state before and after it tell which card was drawn and how
 * an attached meld now reads.
 * @example
 * describeAction(before, { type: "draw", seat: 1 }, after); // "draws 7H from the stock"
 */
export function describeAction(before: HandState, action: Action, after: HandState): string {
  switch (action.type) {
    case "draw":
      return `draws ${formatCard(before.stock[0] ?? -1)} from the stock`;
    case "pickUpDiscards": {
      const pile = before.discardPile;
      return `takes the discard pile (${pile.length} card${pile.length === 1 ? "" : "s"}): ${formatCards(pile)}`;
    }
    case "meld": {
      const side = after.sides[action.seat] ?? action.seat;
      const melds = after.melds[side] ?? [];
      const meld = melds[melds.length - 1];
      return `melds ${meld === undefined ? formatCards(action.cards) : formatMeld(meld)}`;
    }
    case "attach": {
      const side = after.sides[action.seat] ?? action.seat;
      const meld = after.melds[side]?.[action.meld];
      return `attaches ${formatCards(action.cards)} to meld ${action.meld + 1}: ${meld === undefined ? "" : formatMeld(meld)}`;
    }
    case "takePozzetto":
      return `has no cards left: takes the pozzetto (${after.hands[action.seat]?.length ?? 0} cards) and plays on (R6.2)`;
    case "discard":
      return (before.hands[action.seat]?.length ?? 0) === 1
        ? `discards ${formatCard(action.card)}, the last card: takes the pozzetto, to play from the next turn (R6.3)`
        : `discards ${formatCard(action.card)}`;
    case "close":
      return `closes the hand, discarding ${formatCard(action.card)} (R7.1)`;
  }
}

/**
 * The table after a turn: the acting seat's hand, the stock and the discard pile, each side's
 * melds with their burraco class, and how many cards each seat holds.
 * @example
 * renderTableAfter(state, 1); // ["  East holds (6): …", "  stock 28 · discard pile 3, top KD", …]
 */
export function renderTableAfter(state: HandState, seat: number): string[] {
  const players = state.hands.length;
  const hand = state.hands[seat] ?? [];
  const lines: string[] = [];
  lines.push(`  ${seatName(seat, players)} holds (${hand.length}): ${hand.length === 0 ? "—" : formatHand(hand)}`);
  const pile = state.discardPile;
  const top = pile[pile.length - 1];
  lines.push(
    `  stock ${state.stock.length} · discard pile ${pile.length}${top === undefined ? "" : `, top ${formatCard(top)}`} · ` +
      `cards held: ${state.hands.map((h, s) => `${seatName(s, players)} ${h.length}`).join(", ")}`,
  );
  state.melds.forEach((melds, side) => {
    const seats = seatsOfSide(state, side);
    if (seats.length === 0) return;
    const pozzetto = state.pozzettoTaken[side] ? " · pozzetto taken" : "";
    const label = `  ${sideName(seats, players)}${pozzetto}:`;
    if (melds.length === 0) {
      lines.push(`${label} no melds`);
      return;
    }
    lines.push(label);
    melds.forEach((m, i) => {
      lines.push(`    ${String(i + 1).padStart(2)}. ${formatMeld(m)}`);
    });
  });
  return lines;
}
