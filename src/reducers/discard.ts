import type { DiscardAction } from "../actions/types.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { GameState } from "../state/types.js";
import { appended, from, removedAt, replaceAt } from "./arrays.js";
import { endTurn, guard, pozzettoTakenBy, refusal } from "./common.js";

/** Why a card may not be discarded or closed with now because of R3.3, or `null`. */
export function pickupForbids(state: GameState, card: number): RuleError | null {
  if (!state.forbiddenDiscards.includes(card)) return null;
  return refusal(
    "discard/picked-up-card",
    state.ruleset.discardPickupRestriction === "same-card"
      ? "the card taken from a one-card pile cannot go back this turn; its twin may (R3.3)"
      : "cards taken from a pile of fewer than three cannot be discarded this turn (R3.3)",
    "R3.3",
  );
}

/** Why `seat` may not discard `card` now, or `null` (R3.1, R3.3, R6.1, R6.3, R7.2). */
export function checkDiscard(state: GameState, action: DiscardAction): RuleError | null {
  const bad = guard(state, action.seat, "play");
  if (bad !== null) return bad;
  const hand = state.hands[action.seat] as readonly number[];
  if (!hand.includes(action.card)) return refusal("card/not-in-hand", `card ${action.card} is not in your hand`, "R3.1");
  const forbidden = pickupForbids(state, action.card);
  if (forbidden !== null) return forbidden;
  if (hand.length === 1) {
    if (state.pozzettoTaken[sideOf(state, action.seat)]) {
      return refusal(
        "discard/last-card",
        "your side has already taken its pozzetto and never takes a second (R6.1): your last card can only close (R7.2)",
        "R6.1",
      );
    }
    if (state.pozzetti.length === 0) {
      return refusal("discard/last-card", "no pozzetto is left to take, so you must keep a card (R6.4)", "R6.4");
    }
  }
  return null;
}

/**
 * Discards a card and ends the turn (R3.1). Discarding the last card takes the pozzetto into the
 * hand, unplayed until the seat's next turn (R6.3).
 */
export function reduceDiscard(state: GameState, action: DiscardAction): GameState | RuleError {
  const bad = checkDiscard(state, action);
  if (bad !== null) return bad;
  return commitDiscard(state, action);
}

/**
 * {@link reduceDiscard} without the check: for an action already known to be legal in `state`.
 * @example
 * if (checkDiscard(state, action) === null) commitDiscard(state, action);
 */
export function commitDiscard(state: GameState, action: DiscardAction): GameState {
  const seat = action.seat;
  const discardPile = appended(state.discardPile, action.card);
  const held = state.hands[seat] as readonly number[];
  const hand = removedAt(held, held.indexOf(action.card));
  if (hand.length > 0) return endTurn(state, seat, { hands: replaceAt(state.hands, seat, hand), discardPile });
  const pozzetto = state.pozzetti[0] as readonly number[];
  const taken = pozzettoTakenBy(state, seat);
  return endTurn(state, seat, {
    hands: replaceAt(state.hands, seat, from(pozzetto, 0)),
    discardPile,
    pozzetti: from(state.pozzetti, 1),
    pozzettoTaken: taken.pozzettoTaken,
    sides: taken.sides,
    melds: taken.melds,
    unplayedPozzetto: replaceAt(state.unplayedPozzetto, seat, pozzetto),
  });
}
