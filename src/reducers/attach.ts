import type { AttachAction } from "../actions/types.js";
import { checkAttach } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { replaceAt } from "../state/arrays.js";
import { nextState } from "./nextState.js";

/** Adds cards from the hand to one of the side's melds (R4.7, R4.8). */
export function reduceAttach(state: HandState, action: AttachAction): HandState | RuleError {
  const r = checkAttach(state, action);
  if (!r.ok) return r.error;
  const checked = r.value;
  const side = sideOf(state, action.seat);
  return nextState(state, {
    phase: checked.hand.length === 0 ? "pozzetto" : "play",
    hands: replaceAt(state.hands, action.seat, checked.hand),
    melds: replaceAt(state.melds, side, replaceAt(state.melds[side] as readonly Meld[], action.meld, checked.meld)),
    meldedThisTurn: true,
  });
}
