import type { DiscardAction } from "../actions/types.js";
import { checkDiscard } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { appended, from, removedAt, replaceAt } from "../state/arrays.js";
import type { HandState } from "../state/types.js";
import { endTurn, knownWithoutCard, pozzettoTakenBy } from "./common.js";

/**
 * Discards a card and ends the turn (R3.1). Discarding the last card takes the pozzetto into the
 * hand, unplayed until the seat's next turn (R6.3).
 */
export function reduceDiscard(state: HandState, action: DiscardAction): HandState | RuleError {
  const bad = checkDiscard(state, action);
  if (bad !== null) return bad;
  return trustedDiscard(state, action);
}

/**
 * {@link reduceDiscard} without the check: for an action already known to be legal in `state`.
 */
export function trustedDiscard(state: HandState, action: DiscardAction): HandState {
  // The action's fields are read once: actions come in many layouts, so each read is a slow one.
  const seat = action.seat;
  const card = action.card;
  const discardPile = appended(state.discardPile, card);
  const held = state.held[seat] as readonly number[];
  const hand = removedAt(held, held.indexOf(card));
  const known = knownWithoutCard(state, seat, card);
  if (hand.length > 0) return endTurn(state, seat, { held: replaceAt(state.held, seat, hand), known, discardPile });
  const pozzetto = state.pozzetti[0] as readonly number[];
  const taken = pozzettoTakenBy(state, seat);
  return endTurn(state, seat, {
    held: replaceAt(state.held, seat, from(pozzetto, 0)),
    known,
    discardPile,
    pozzetti: from(state.pozzetti, 1),
    pozzettoTaken: taken.pozzettoTaken,
    sides: taken.sides,
    melds: taken.melds,
    unplayedPozzetto: replaceAt(state.unplayedPozzetto, seat, pozzetto),
  });
}
