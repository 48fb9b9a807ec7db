import type { DrawAction } from "../actions/types.js";
import type { RuleError } from "../result.js";
import type { GameState } from "../state/types.js";
import { appended, from, replaceAt } from "./arrays.js";
import { guard, refusal, stockExhausted } from "./common.js";
import { nextState } from "./nextState.js";

/** Why `seat` may not draw now, or `null` when it may (R3.1, R8.1). */
export function checkDraw(state: GameState, action: DrawAction): RuleError | null {
  const bad = guard(state, action.seat, "draw");
  if (bad !== null) return bad;
  if (stockExhausted(state)) {
    return state.ruleset.stockExhaustion === "two-left"
      ? refusal("draw/stock-exhausted", "the last two stock cards are never drawn (R8.1): take the discard pile", "R8.1")
      : refusal("draw/stock-exhausted", "the stock is empty (R8.1): take the discard pile", "R8.1");
  }
  return null;
}

/**
 * Draws the top stock card (R3.1). Under `stockExhaustion: "pozzetto-replaces"`, a draw that
 * empties the stock turns the next untaken pozzetto into the stock (R8.1).
 */
export function reduceDraw(state: GameState, action: DrawAction): GameState | RuleError {
  const bad = checkDraw(state, action);
  if (bad !== null) return bad;
  return commitDraw(state, action);
}

/**
 * {@link reduceDraw} without the check: for an action already known to be legal in `state`.
 * @example
 * if (checkDraw(state, action) === null) commitDraw(state, action);
 */
export function commitDraw(state: GameState, action: DrawAction): GameState {
  const seat = action.seat;
  const card = state.stock[0] as number;
  let stock = from(state.stock, 1);
  let pozzetti = state.pozzetti;
  if (stock.length === 0 && state.ruleset.stockExhaustion === "pozzetto-replaces" && pozzetti.length > 0) {
    stock = from(pozzetti[0] as readonly number[], 0);
    pozzetti = from(pozzetti, 1);
  }
  const hand = appended(state.hands[seat] as readonly number[], card);
  return nextState(state, { phase: "play", hands: replaceAt(state.hands, seat, hand), stock, pozzetti, mustDraw: false });
}
