import type { TakePozzettoAction } from "../actions/types.js";
import type { RuleError } from "../result.js";
import type { GameState } from "../state/types.js";
import { from, replaceAt } from "./arrays.js";
import { guard, pozzettoTakenBy } from "./common.js";
import { nextState } from "./nextState.js";

/** Why `seat` may not take the pozzetto now, or `null` (R6.2: only after emptying the hand by melding). */
export function checkTakePozzetto(state: GameState, action: TakePozzettoAction): RuleError | null {
  if (state.phase === "play" && state.turn === action.seat) {
    return { code: "turn/wrong-phase", message: "the pozzetto is taken only by a player who has just emptied their hand (R6.2, R6.3)", rule: "R6.2" };
  }
  return guard(state, action.seat, "pozzetto");
}

/** Takes the pozzetto into the emptied hand; the player goes on with the turn (R6.2). */
export function reduceTakePozzetto(state: GameState, action: TakePozzettoAction): GameState | RuleError {
  const bad = checkTakePozzetto(state, action);
  if (bad !== null) return bad;
  return commitTakePozzetto(state, action);
}

/**
 * {@link reduceTakePozzetto} without the check: for an action already known to be legal in `state`.
 * @example
 * if (checkTakePozzetto(state, action) === null) commitTakePozzetto(state, action);
 */
export function commitTakePozzetto(state: GameState, action: TakePozzettoAction): GameState {
  const pozzetto = state.pozzetti[0] as readonly number[];
  const taken = pozzettoTakenBy(state, action.seat);
  return nextState(state, {
    phase: "play",
    hands: replaceAt(state.hands, action.seat, from(pozzetto, 0)),
    pozzetti: from(state.pozzetti, 1),
    pozzettoTaken: taken.pozzettoTaken,
    sides: taken.sides,
    melds: taken.melds,
  });
}
