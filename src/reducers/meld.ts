import type { MeldAction } from "../actions/types.js";
import { checkMeld } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { appended, replaceAt } from "../state/arrays.js";
import { nextState } from "./nextState.js";

/** Puts a new meld down from the hand (§4); emptying the hand calls for the pozzetto (R6.2). */
export function reduceMeld(state: HandState, action: MeldAction): HandState | RuleError {
  const r = checkMeld(state, action);
  if (!r.ok) return r.error;
  const checked = r.value;
  const side = sideOf(state, action.seat);
  return nextState(state, {
    phase: checked.hand.length === 0 ? "pozzetto" : "play",
    hands: replaceAt(state.hands, action.seat, checked.hand),
    melds: replaceAt(state.melds, side, appended(state.melds[side] as readonly Meld[], checked.meld)),
    meldedThisTurn: true,
  });
}
