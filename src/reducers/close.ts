import type { CloseAction } from "../actions/types.js";
import { checkClose } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { appended, replaceAt } from "../state/arrays.js";
import type { HandState } from "../state/types.js";
import { knownWithoutCard } from "./common.js";
import { nextState } from "./nextState.js";

/** Discards the last card and closes the hand (R7.1, R7.2). */
export function reduceClose(state: HandState, action: CloseAction): HandState | RuleError {
  const bad = checkClose(state, action);
  if (bad !== null) return bad;
  return trustedClose(state, action);
}

/**
 * {@link reduceClose} without the check: for an action already known to be legal in `state`.
 */
export function trustedClose(state: HandState, action: CloseAction): HandState {
  const seat = action.seat;
  const card = action.card;
  return nextState(state, {
    phase: "ended",
    held: replaceAt(state.held, seat, []),
    // The closer held only the closing card (R7.1).
    known: knownWithoutCard(state, seat, card),
    discardPile: appended(state.discardPile, card),
    turnsPlayed: replaceAt(state.turnsPlayed, seat, (state.turnsPlayed[seat] ?? 0) + 1),
    pileTaken: 0,
    forbiddenDiscards: [],
    meldedThisTurn: false,
    closeBlocked: false,
    end: { reason: "closed", closedBy: seat },
  });
}
