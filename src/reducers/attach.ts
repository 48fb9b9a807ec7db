import type { AttachAction } from "../actions/types.js";
import { checkAttach } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { replaceAt } from "../state/arrays.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import { knownAfter } from "./common.js";
import { nextState } from "./nextState.js";

/** Adds cards from the hand to one of the side's melds (R4.7, R4.8). */
export function reduceAttach(state: HandState, action: AttachAction): HandState | RuleError {
  const r = checkAttach(state, action);
  if (!r.ok) return r.error;
  return trustedAttach(state, action, r.value.meld, r.value.held);
}

/**
 * Replaces meld `action.meld` of the seat's side by `meld` (its new reading, already checked),
 * leaving the seat with `hand`: no check, and only the arrays the attach changes are copied.
 */
export function trustedAttach(state: HandState, action: AttachAction, meld: Meld, hand: readonly number[]): HandState {
  // Each field of the action read once: actions come in many layouts, so every read is a slow one.
  const seat = action.seat;
  const side = sideOf(state, seat);
  return nextState(state, {
    phase: hand.length === 0 ? "pozzetto" : "play",
    held: replaceAt(state.held, seat, hand),
    known: knownAfter(state, seat, hand),
    melds: replaceAt(state.melds, side, replaceAt(state.melds[side] as readonly Meld[], action.meld, meld)),
    meldedThisTurn: true,
  });
}
