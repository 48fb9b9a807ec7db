/**
 * One check per action: why the action is refused now, or `null` (for `meld` and `attach`, the
 * meld and the hand it would leave). The reducers run them before changing anything, and
 * `legalActions` runs them to list what may be played, so both always agree.
 * @module
 */
import type {
  AttachAction,
  CloseAction,
  DiscardAction,
  DrawAction,
  MeldAction,
  PickUpDiscardsAction,
  TakePozzettoAction,
} from "../actions/types.js";
import { isWildcard } from "../cards/card.js";
import { analyzeTrusted } from "../melds/analyze.js";
import { sideCanClose } from "../melds/burraco.js";
import { err, ok, type Result, type RuleError, ruleError } from "../result.js";
import { appended, joined, replaceAt } from "../state/arrays.js";
import { sideOf } from "../state/seats.js";
import type { HandState, Meld } from "../state/types.js";
import {
  firstTurnBlocks,
  guard,
  handLeftBlocks,
  notInHand,
  pickupForbids,
  setRankTaken,
  stockExhausted,
  without,
} from "./rules.js";

/** A meld put down or grown, and the hand left after it. */
export interface MeldPlay {
  readonly meld: Meld;
  readonly held: number[];
}

/** Why `seat` may not draw now, or `null` when it may (R3.1, R8.1). */
export function checkDraw(state: HandState, action: DrawAction): RuleError | null {
  const bad = guard(state, action.seat, "draw");
  if (bad !== null) return bad;
  if (stockExhausted(state)) {
    return ruleError(
      "draw/stock-exhausted",
      state.ruleset.stockExhaustion === "two-left"
        ? "the last two stock cards are never drawn: take the pile (R8.1)"
        : "the stock is empty: take the pile (R8.1)",
      "R8.1",
    );
  }
  return null;
}

/** Why `seat` may not take the discard pile now, or `null` (R3.1, R3.2, R8.2). */
export function checkPickUpDiscards(state: HandState, action: PickUpDiscardsAction): RuleError | null {
  const bad = guard(state, action.seat, "draw");
  if (bad !== null) return bad;
  if (state.mustDraw) return ruleError("turn/must-draw", "after a stalemate round, draw from the stock (R8.2)", "R8.2");
  if (state.discardPile.length === 0) return ruleError("draw/pile-empty", "the discard pile is empty (R3.1)", "R3.1");
  return null;
}

/** The meld a `meld` action would put down and the hand after it, or why it is refused (§4). */
export function checkMeld(state: HandState, action: MeldAction): Result<MeldPlay> {
  const bad = guard(state, action.seat, "play") ?? firstTurnBlocks(state, action.seat);
  if (bad !== null) return { ok: false, error: bad };
  const hand = without(state.held[action.seat] as readonly number[], action.cards);
  if (!hand.ok) return hand;
  const info = analyzeTrusted(action.cards, state.ruleset);
  if (!info.ok) return info;
  const own = state.melds[sideOf(state, action.seat)] as readonly Meld[];
  const refused =
    setRankTaken(state, own, info.value) ??
    // Stryker disable next-line ConditionalExpression: a shortcut; handLeftBlocks allows any hand of 3+ cards
    (hand.value.length > 2 ? null : handLeftBlocks(state, action.seat, hand.value, appended(own, info.value)));
  return refused === null ? ok({ meld: info.value, held: hand.value }) : { ok: false, error: refused };
}

/** The meld after an `attach` action and the hand after it, or why it is refused (R4.7, R4.8). */
export function checkAttach(state: HandState, action: AttachAction): Result<MeldPlay> {
  const bad = guard(state, action.seat, "play") ?? firstTurnBlocks(state, action.seat);
  if (bad !== null) return { ok: false, error: bad };
  const side = sideOf(state, action.seat);
  if (action.side !== undefined && action.side !== side) {
    return err("meld/other-side", "attach only to your own side's melds (R4.8)", "R4.8");
  }
  const target = (state.melds[side] as readonly Meld[])[action.meld];
  if (target === undefined) return err("meld/not-found", `your side has no meld ${action.meld}`, "R4.8");
  const hand = without(state.held[action.seat] as readonly number[], action.cards);
  if (!hand.ok) return hand;
  // The meld is read again from all its cards (R4.6, R4.7): substitutions follow from the reading.
  const info = analyzeTrusted(joined(target.cards, action.cards), state.ruleset);
  if (!info.ok) return info;
  // Stryker disable next-line ConditionalExpression: a shortcut; handLeftBlocks allows any hand of 3+ cards
  if (hand.value.length > 2) return ok({ meld: info.value, held: hand.value });
  const after = replaceAt(state.melds[side] as readonly Meld[], action.meld, info.value);
  const refused = handLeftBlocks(state, action.seat, hand.value, after);
  return refused === null ? ok({ meld: info.value, held: hand.value }) : { ok: false, error: refused };
}

/** Why `seat` may not discard `card` now, or `null` (R3.1, R3.3, R6.3, R6.4, R7.2). */
export function checkDiscard(state: HandState, action: DiscardAction): RuleError | null {
  const bad = guard(state, action.seat, "play");
  if (bad !== null) return bad;
  const hand = state.held[action.seat] as readonly number[];
  if (!hand.includes(action.card)) return notInHand(action.card);
  const forbidden = pickupForbids(state, action.card);
  if (forbidden !== null) return forbidden;
  if (hand.length === 1) {
    if (state.pozzettoTaken[sideOf(state, action.seat)]) {
      // §13: a last card that could close is refused by R7.2 (use close), one that could not by R6.1.
      if (checkClose(state, { type: "close", seat: action.seat, card: action.card }) === null) {
        return ruleError(
          "discard/last-card",
          "your side has its pozzetto: your last card can only close, with the close action (R7.2)",
          "R7.2",
        );
      }
      return ruleError(
        "discard/last-card",
        "your side has its pozzetto: your last card may not be discarded, only closed with (R6.1)",
        "R6.1",
      );
    }
    if (state.pozzetti.length === 0) {
      return ruleError("discard/last-card", "no pozzetto is left, so keep a card (R6.4)", "R6.4");
    }
  }
  return null;
}

/** Why `seat` may not take the pozzetto now, or `null` (R6.2: only after emptying the hand by melding). */
export function checkTakePozzetto(state: HandState, action: TakePozzettoAction): RuleError | null {
  if (state.phase === "play" && state.turn === action.seat) {
    return ruleError("turn/wrong-phase", "the pozzetto is taken after emptying your hand (R6.2, R6.3)", "R6.2");
  }
  return guard(state, action.seat, "pozzetto");
}

/** Why `seat` may not close with `card` now, or `null` (R7.1, R7.3, R3.3). */
export function checkClose(state: HandState, action: CloseAction): RuleError | null {
  const bad = guard(state, action.seat, "play");
  if (bad !== null) return bad;
  const hand = state.held[action.seat] as readonly number[];
  if (!hand.includes(action.card)) return notInHand(action.card);
  if (hand.length !== 1) return ruleError("close/not-allowed", "close by discarding your last card (R7.1)", "R7.1");
  // R7.3 bars closing this turn whatever the card: it is named before any other reason.
  if (state.closeBlocked) {
    return ruleError("close/not-allowed", "no closing after taking a one-card pile with one card (R7.3)", "R7.3");
  }
  const rs = state.ruleset;
  const side = sideOf(state, action.seat);
  if (!state.pozzettoTaken[side])
    return ruleError("close/not-allowed", "take your side's pozzetto before closing (R7.1)", "R7.1");
  if (!sideCanClose(state.melds[side] as readonly Meld[], rs)) {
    return ruleError(
      "close/not-allowed",
      rs.closeRequires === "clean-burraco" ? "closing needs a clean burraco (R7.1)" : "closing needs a burraco (R7.1)",
      "R7.1",
    );
  }
  if (isWildcard(action.card))
    return ruleError("close/wildcard", "the closing discard cannot be a wildcard (R7.1)", "R7.1");
  return pickupForbids(state, action.card);
}
