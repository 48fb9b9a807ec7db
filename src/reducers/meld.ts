import type { MeldAction } from "../actions/types.js";
import { checkMeld } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { appended, replaceAt } from "../state/arrays.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { knownAfter } from "./common.js";
import { nextState } from "./nextState.js";

/** Puts a new meld down from the hand (§4); emptying the hand calls for the pozzetto (R6.2). */
export function reduceMeld(state: HandState, action: MeldAction): HandState | RuleError {
  const r = checkMeld(state, action);
  if (!r.ok) return r.error;
  return trustedMeld(state, action.seat, r.value.meld, r.value.held);
}

/**
 * Puts down `meld` (already read and checked), leaving `seat` with `hand`: no check.
 */
export function trustedMeld(state: HandState, seat: number, meld: Meld, hand: readonly number[]): HandState {
  const side = sideOf(state, seat);
  return nextState(state, {
    phase: hand.length === 0 ? "pozzetto" : "play",
    held: replaceAt(state.held, seat, hand),
    known: knownAfter(state, seat, hand),
    melds: replaceAt(state.melds, side, appended(state.melds[side] as readonly Meld[], meld)),
    meldedThisTurn: true,
  });
}
