import type { PickUpDiscardsAction } from "../actions/types.js";
import type { RuleError } from "../result.js";
import type { GameState } from "../state/types.js";
import { joined, replaceAt } from "./arrays.js";
import { guard, refusal, stockExhausted } from "./common.js";
import { nextState } from "./nextState.js";

/** Why `seat` may not take the discard pile now, or `null` (R3.1, R3.2, R8.2). */
export function checkPickUpDiscards(state: GameState, action: PickUpDiscardsAction): RuleError | null {
  const bad = guard(state, action.seat, "draw");
  if (bad !== null) return bad;
  if (state.mustDraw) return refusal("turn/must-draw", "after a stalemate round this player must draw from the stock (R8.2)", "R8.2");
  if (state.discardPile.length === 0) return refusal("draw/pile-empty", "the discard pile is empty (R3.1)", "R3.1");
  return null;
}

/**
 * Takes the whole discard pile into the hand (R3.1, R3.2), remembering what R3.3 forbids to
 * discard this turn and whether R7.3 bars closing.
 */
export function reducePickUpDiscards(state: GameState, action: PickUpDiscardsAction): GameState | RuleError {
  const bad = checkPickUpDiscards(state, action);
  if (bad !== null) return bad;
  return commitPickUpDiscards(state, action);
}

/**
 * {@link reducePickUpDiscards} without the check: for an action already known to be legal in `state`.
 * @example
 * if (checkPickUpDiscards(state, action) === null) commitPickUpDiscards(state, action);
 */
export function commitPickUpDiscards(state: GameState, action: PickUpDiscardsAction): GameState {
  const seat = action.seat;
  const pile = state.discardPile;
  const hand = state.hands[seat] as readonly number[];
  const rs = state.ruleset;
  const forbiddenDiscards =
    rs.discardPickupRestriction === "same-card" ? (pile.length === 1 ? pile : []) : pile.length < 3 ? pile : [];
  const closeBlocked = rs.noCloseAfterSingleCardPickup && hand.length === 1 && pile.length === 1 && !stockExhausted(state);
  return nextState(state, {
    phase: "play",
    hands: replaceAt(state.hands, seat, joined(hand, pile)),
    discardPile: [],
    pileTaken: pile.length,
    forbiddenDiscards,
    closeBlocked,
  });
}
