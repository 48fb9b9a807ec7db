import type { DrawAction } from "../actions/types.js";
import { checkDraw } from "../checks/actions.js";
import type { RuleError } from "../result.js";
import { appended, from, replaceAt } from "../state/arrays.js";
import type { HandState } from "../state/types.js";
import { nextState } from "./nextState.js";

/**
 * Draws the top stock card (R3.1). Under `stockExhaustion: "pozzetto-replaces"`, a draw that
 * empties the stock turns the next untaken pozzetto into the stock (R8.1).
 */
export function reduceDraw(state: HandState, action: DrawAction): HandState | RuleError {
  const bad = checkDraw(state, action);
  if (bad !== null) return bad;
  return trustedDraw(state, action);
}

/**
 * {@link reduceDraw} without the check: for an action already known to be legal in `state`.
 */
export function trustedDraw(state: HandState, action: DrawAction): HandState {
  const seat = action.seat;
  const card = state.stock[0] as number;
  let stock = from(state.stock, 1);
  let pozzetti = state.pozzetti;
  // Stryker disable next-line ConditionalExpression: under "two-left" a draw never empties the stock (R8.1)
  if (stock.length === 0 && state.ruleset.stockExhaustion === "pozzetto-replaces" && pozzetti.length > 0) {
    stock = from(pozzetti[0] as readonly number[], 0);
    pozzetti = from(pozzetti, 1);
  }
  const hand = appended(state.held[seat] as readonly number[], card);
  return nextState(state, {
    phase: "play",
    held: replaceAt(state.held, seat, hand),
    stock,
    pozzetti,
    mustDraw: false,
  });
}
