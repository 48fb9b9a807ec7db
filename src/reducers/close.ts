import type { CloseAction } from "../actions/types.js";
import { isWildcard } from "../cards/card.js";
import { isCleanClass } from "../melds/burraco.js";
import type { RuleError } from "../result.js";
import { sideOf } from "../state/seats.js";
import type { GameState, Meld } from "../state/types.js";
import { appended, replaceAt } from "./arrays.js";
import { guard, refusal } from "./common.js";
import { pickupForbids } from "./discard.js";
import { nextState } from "./nextState.js";

/** Why `seat` may not close with `card` now, or `null` (R7.1, R7.3, R3.3). */
export function checkClose(state: GameState, action: CloseAction): RuleError | null {
  const bad = guard(state, action.seat, "play");
  if (bad !== null) return bad;
  const hand = state.hands[action.seat] as readonly number[];
  if (!hand.includes(action.card)) return refusal("card/not-in-hand", `card ${action.card} is not in your hand`, "R3.1");
  if (hand.length !== 1) return refusal("close/not-allowed", "a player closes by discarding their last card (R7.1)", "R7.1");
  // R7.3 bars closing this turn whatever the card: it is named before any other reason.
  if (state.closeBlocked) {
    return refusal("close/not-allowed", "a player who held one card and took a one-card pile may not close this turn (R7.3)", "R7.3");
  }
  const rs = state.ruleset;
  const side = sideOf(state, action.seat);
  if (!state.pozzettoTaken[side]) return refusal("close/not-allowed", "your side must take its pozzetto before closing (R7.1)", "R7.1");
  const melds = state.melds[side] as readonly Meld[];
  const hasBurraco =
    rs.closeRequires === "clean-burraco" ? melds.some((m) => isCleanClass(m.burraco)) : melds.some((m) => m.burraco !== null);
  if (!hasBurraco) {
    return refusal(
      "close/not-allowed",
      rs.closeRequires === "clean-burraco" ? "closing needs a clean burraco (R7.1)" : "closing needs a burraco (R7.1)",
      "R7.1",
    );
  }
  if (isWildcard(action.card)) return refusal("close/wildcard", "the closing discard cannot be a wildcard (R7.1)", "R7.1");
  const forbidden = pickupForbids(state, action.card);
  if (forbidden !== null) return forbidden;
  return null;
}

/** Discards the last card and closes the hand (R7.1, R7.2). */
export function reduceClose(state: GameState, action: CloseAction): GameState | RuleError {
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
