import type { AttachAction } from "../actions/types.js";
import { analyzeCards } from "../melds/analyze.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { GameState, Meld } from "../state/types.js";
import { joined, replaceAt } from "./arrays.js";
import { guard, refusal, without } from "./common.js";
import { firstTurnBlocks, handLeftBlocks } from "./meld.js";
import { nextState } from "./nextState.js";

/** The meld after an `attach` action and the hand after it, or why it is refused (R4.7, R4.8). */
export function checkAttach(state: GameState, action: AttachAction): { meld: Meld; hand: number[] } | RuleError {
  const bad = guard(state, action.seat, "play") ?? firstTurnBlocks(state, action.seat);
  if (bad !== null) return bad;
  const side = sideOf(state, action.seat);
  if (action.side !== undefined && action.side !== side) {
    return refusal("meld/other-side", "a player attaches only to their own side's melds (R4.8)", "R4.8");
  }
  const target = (state.melds[side] as readonly Meld[])[action.meld];
  if (target === undefined) return refusal("meld/not-found", `your side has no meld ${action.meld}`, "R4.8");
  const hand = without(state.hands[action.seat] as readonly number[], action.cards);
  if (!Array.isArray(hand)) return hand;
  // The meld is read again from all its cards (R4.6, R4.7): substitutions follow from the reading.
  const info = analyzeCards(joined(target.cards, action.cards), state.ruleset);
  if ("code" in info) return info;
  if (hand.length > 2) return { meld: info, hand };
  const after = replaceAt(state.melds[side] as readonly Meld[], action.meld, info);
  return handLeftBlocks(state, action.seat, hand, after) ?? { meld: info, hand };
}

/** Adds cards from the hand to one of the side's melds (R4.7, R4.8). */
export function reduceAttach(state: GameState, action: AttachAction): GameState | RuleError {
  const checked = checkAttach(state, action);
  if ("code" in checked) return checked;
  return commitAttach(state, action, checked.meld, checked.hand);
}

/**
 * Replaces meld `action.meld` of the seat's side by `meld` (its new reading, already checked),
 * leaving the seat with `hand`: no check, and only the arrays the attach changes are copied.
 * @example
 * const checked = checkAttach(state, action);
 * if (!("code" in checked)) commitAttach(state, action, checked.meld, checked.hand);
 */
export function commitAttach(state: GameState, action: AttachAction, meld: Meld, hand: readonly number[]): GameState {
  const side = sideOf(state, action.seat);
  return nextState(state, {
    phase: hand.length === 0 ? "pozzetto" : "play",
    hands: replaceAt(state.hands, action.seat, hand),
    melds: replaceAt(state.melds, side, replaceAt(state.melds[side] as readonly Meld[], action.meld, meld)),
    meldedThisTurn: true,
  });
}
