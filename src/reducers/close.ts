import type { CloseAction } from "../actions/types.js";
import type { RuleError } from "../result.js";
import { checkClose } from "../checks/actions.js";
import type { HandState } from "../state/types.js";
import { appended, replaceAt } from "../state/arrays.js";
import { nextState } from "./nextState.js";

/** Discards the last card and closes the hand (R7.1, R7.2). */
export function reduceClose(state: HandState, action: CloseAction): HandState | RuleError {
  const bad = checkClose(state, action);
  if (bad !== null) return bad;
  const seat = action.seat;
  return nextState(state, {
    phase: "ended",
    hands: replaceAt(state.hands, seat, []),
    discardPile: appended(state.discardPile, action.card),
    turnsPlayed: replaceAt(state.turnsPlayed, seat, (state.turnsPlayed[seat] ?? 0) + 1),
    pileTaken: 0,
    forbiddenDiscards: [],
    meldedThisTurn: false,
    closeBlocked: false,
    end: { reason: "closed", closedBy: seat },
  });
}
