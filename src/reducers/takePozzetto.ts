import type { TakePozzettoAction } from "../actions/types.js";
import { checkTakePozzetto } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { from, replaceAt } from "../state/arrays.js";
import type { HandState } from "../state/types.js";
import { pozzettoTakenBy } from "./common.js";
import { nextState } from "./nextState.js";

/** Takes the pozzetto into the emptied hand; the player goes on with the turn (R6.2). */
export function reduceTakePozzetto(state: HandState, action: TakePozzettoAction): HandState | RuleError {
  const bad = checkTakePozzetto(state, action);
  if (bad !== null) return bad;
  return trustedTakePozzetto(state, action);
}

/**
 * {@link reduceTakePozzetto} without the check: for an action already known to be legal in `state`.
 */
export function trustedTakePozzetto(state: HandState, action: TakePozzettoAction): HandState {
  const pozzetto = state.pozzetti[0] as readonly number[];
  const taken = pozzettoTakenBy(state, action.seat);
  return nextState(state, {
    phase: "play",
    held: replaceAt(state.held, action.seat, from(pozzetto, 0)),
    pozzetti: from(state.pozzetti, 1),
    pozzettoTaken: taken.pozzettoTaken,
    sides: taken.sides,
    melds: taken.melds,
  });
}
