import type { PickUpDiscardsAction } from "../actions/types.js";
import { checkPickUpDiscards } from "../checks/actions.js";
import { stockExhausted } from "../checks/rules.js";
import type { RuleError } from "../result.js";
import { joined, replaceAt } from "../state/arrays.js";
import type { HandState } from "../state/types.js";
import { nextState } from "./nextState.js";

/**
 * Takes the whole discard pile into the hand (R3.1, R3.2), remembering what R3.3 forbids to
 * discard this turn and whether R7.3 bars closing.
 */
export function reducePickUpDiscards(state: HandState, action: PickUpDiscardsAction): HandState | RuleError {
  const bad = checkPickUpDiscards(state, action);
  if (bad !== null) return bad;
  return trustedPickUpDiscards(state, action);
}

/**
 * {@link reducePickUpDiscards} without the check: for an action already known to be legal in `state`.
 */
export function trustedPickUpDiscards(state: HandState, action: PickUpDiscardsAction): HandState {
  const seat = action.seat;
  const pile = state.discardPile;
  const hand = state.held[seat] as readonly number[];
  const rs = state.ruleset;
  const forbiddenDiscards =
    rs.discardPickupRestriction === "same-card" ? (pile.length === 1 ? pile : []) : pile.length < 3 ? pile : [];
  const closeBlocked =
    rs.noCloseAfterSingleCardPickup && hand.length === 1 && pile.length === 1 && !stockExhausted(state);
  return nextState(state, {
    phase: "play",
    held: replaceAt(state.held, seat, joined(hand, pile)),
    // Every player saw the pile go into this hand (R14.2).
    known: replaceAt(state.known, seat, joined(state.known[seat] as readonly number[], pile)),
    discardPile: [],
    pileTaken: pile.length,
    forbiddenDiscards,
    closeBlocked,
  });
}
